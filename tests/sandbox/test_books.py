"""The books core: numbering, stock movements and costs, reservations, postings, dates."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from decimal import Decimal

import pytest

from app.models.documents import AmountStatus
from app.sandbox.books import (
    audit,
    cash,
    dates,
    ledger,
    links,
    numbering,
    orders,
    stock,
    work_orders,
)
from app.sandbox.books.documents import (
    delete_document,
    insert_document,
    insert_line,
    set_tags,
    tags_of,
)
from app.sandbox.books.stock import StockChange
from app.sandbox.db import utc_now
from app.sandbox.problems import Problem
from tests.support.sandbox import Tenant

NOW = "2026-01-10T09:00:00.000000+00:00"


@pytest.fixture
def conn(tenant: Tenant) -> Iterator[sqlite3.Connection]:
    """One transaction on the demo company, rolled back afterwards."""
    with tenant.db.transaction() as connection:
        connection.execute("SAVEPOINT books_test")
        yield connection
        connection.execute("ROLLBACK TO books_test")


def warehouse(conn: sqlite3.Connection, tenant: Tenant, code: str) -> int:
    return int(
        conn.execute(
            "SELECT id FROM warehouses WHERE tenant_id = ? AND code = ?", (tenant.id, code)
        ).fetchone()[0]
    )


def new_item(conn: sqlite3.Connection, tenant: Tenant, code: str) -> int:
    """An item with no stock anywhere, so that the demo's stock does not blur the sums."""
    return int(
        conn.execute(
            "INSERT INTO stock_items (tenant_id, code, description, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?)",
            (tenant.id, code, f"Test item {code}", NOW, NOW),
        ).lastrowid
        or 0
    )


def next_serial(conn: sqlite3.Connection, tenant: Tenant, doc_type: str, scope: str = "") -> int:
    """The serial a sequence hands out next (the demo's own documents used the first ones)."""
    row = conn.execute(
        "SELECT last_serial FROM document_sequences WHERE tenant_id = ? AND type = ? AND scope = ?",
        (tenant.id, doc_type, scope),
    ).fetchone()
    return (int(row[0]) if row else 0) + 1


def document(conn: sqlite3.Connection, tenant: Tenant, doc_type: str = "RS") -> int:
    return insert_document(conn, tenant.id, doc_type, f"{doc_type}-TEST", document_date=NOW)


# -- numbering -------------------------------------------------------------------------------
def test_serials_go_on_per_type_and_scope_and_codes_carry_the_prefix(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    so, io = next_serial(conn, tenant, "SO"), next_serial(conn, tenant, "IO", str(main))
    cai, alx = next_serial(conn, tenant, "CI", "CAI"), next_serial(conn, tenant, "CI", "ALX")
    je = next_serial(conn, tenant, "JE")
    assert numbering.new_document_code(conn, tenant.id, "SO") == (f"SO-{so}", so)
    assert numbering.new_document_code(conn, tenant.id, "SO") == (f"SO-{so + 1}", so + 1)
    assert numbering.new_work_order_code(conn, tenant.id, "IO", main) == (f"IO-WH01-{io}", io)
    assert numbering.new_cash_code(conn, tenant.id, "CI", "CAI") == (f"CI-CAI-{cai}", cai)
    assert numbering.new_cash_code(conn, tenant.id, "CI", "ALX") == (f"CI-ALX-{alx}", alx)
    assert numbering.new_journal_code(conn, tenant.id) == f"JE-{je}"


def test_a_failed_request_gives_its_number_back(tenant: Tenant) -> None:
    def failing_request() -> None:
        with tenant.db.transaction() as conn:
            numbering.new_document_code(conn, tenant.id, "SO")
            raise RuntimeError("the request failed after numbering")

    with tenant.db.transaction() as conn:
        expected = f"SO-{next_serial(conn, tenant, 'SO')}"
    with pytest.raises(RuntimeError):
        failing_request()
    with tenant.db.transaction() as conn:
        assert numbering.new_document_code(conn, tenant.id, "SO")[0] == expected


@pytest.mark.parametrize(
    ("sent", "stored"),
    [(" so-17 ", "SO-17"), ("Io-WH01-3", "IO-WH01-3"), ("je5", "je5"), ("sr-a-b", "SR-a-b")],
)
def test_codes_are_normalized_by_their_prefix_only(sent: str, stored: str) -> None:
    assert numbering.normalized_code(sent) == stored


# -- stock -----------------------------------------------------------------------------------
def test_receipts_and_issues_move_the_balance_and_it_equals_the_movements(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-1")
    receipt = document(conn, tenant)
    stock.move_stock(
        conn, tenant.id, receipt, [StockChange(main, item, 10, unit_cost=5.0)], now=NOW
    )
    issue = document(conn, tenant, "IO")
    written = stock.move_stock(conn, tenant.id, issue, [StockChange(main, item, -4)], now=NOW)
    assert stock.on_hand(conn, main, item) == 6
    assert [(w.quantity, w.unit_cost) for w in written] == [(-4, 5.0)]  # leaves at cost
    assert audit.stock_findings(conn, tenant.id, [item]) == []


def test_an_issue_beyond_stock_names_every_short_item_and_writes_nothing(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    plenty, short = new_item(conn, tenant, "T-PLENTY"), new_item(conn, tenant, "T-SHORT")
    receipt = document(conn, tenant)
    stock.move_stock(
        conn,
        tenant.id,
        receipt,
        [StockChange(main, plenty, 10, 1.0), StockChange(main, short, 3, 1.0)],
        now=NOW,
    )
    issue = document(conn, tenant, "IO")
    with pytest.raises(stock.NegativeStock) as raised:
        # Two lines of the short item add up to more than is there, though each fits.
        stock.move_stock(
            conn,
            tenant.id,
            issue,
            [
                StockChange(main, plenty, -1),
                StockChange(main, short, -2),
                StockChange(main, short, -2),
            ],
            now=NOW,
        )
    assert [s.code for s in raised.value.shortages] == ["T-SHORT"]
    problem = raised.value.problem()
    assert problem.error_code == "AddingItemQuantityCauseNegativeBalance"
    assert "T-SHORT" in (problem.detail or "")
    assert stock.on_hand(conn, main, plenty) == 10  # nothing written


def test_an_issue_without_a_batch_takes_the_earliest_expiry_first(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-BATCH")
    receipt = document(conn, tenant)
    stock.move_stock(
        conn,
        tenant.id,
        receipt,
        [
            StockChange(main, item, 5, 1.0, "LATE", "2027-06-01"),
            StockChange(main, item, 5, 1.0, "SOON", "2026-03-01"),
        ],
        now=NOW,
    )
    written = stock.move_stock(
        conn, tenant.id, document(conn, tenant, "IO"), [StockChange(main, item, -7)], now=NOW
    )
    assert [(w.batch_number, w.quantity) for w in written] == [("SOON", -5), ("LATE", -2)]
    assert stock.on_hand(conn, main, item, "LATE") == 3
    assert audit.stock_findings(conn, tenant.id, [item]) == []


def test_receipts_move_the_average_cost_and_purchases_the_last_cost(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main, alex = warehouse(conn, tenant, "WH01"), warehouse(conn, tenant, "WH02")
    item = new_item(conn, tenant, "T-COST")
    receipt = document(conn, tenant)
    stock.move_stock(
        conn, tenant.id, receipt, [StockChange(main, item, 10, 4.0, sets_last_cost=True)], now=NOW
    )
    stock.move_stock(
        conn, tenant.id, receipt, [StockChange(alex, item, 30, 8.0, sets_last_cost=True)], now=NOW
    )
    costs = conn.execute(
        "SELECT average_cost, last_cost FROM stock_items WHERE id = ?", (item,)
    ).fetchone()
    assert (costs[0], costs[1]) == (7.0, 8.0)  # (10 * 4 + 30 * 8) / 40


def test_opening_receipts_count_as_opening_quantity(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-OB")
    stock.move_stock(
        conn,
        tenant.id,
        document(conn, tenant, "OB"),
        [StockChange(main, item, 12, 2.0, is_opening=True)],
        now=NOW,
    )
    row = conn.execute(
        "SELECT quantity, opening_quantity FROM stock_balances WHERE stock_item_id = ?", (item,)
    ).fetchone()
    assert tuple(row) == (12, 12)


def test_reservations_are_what_open_orders_hold(conn: sqlite3.Connection, tenant: Tenant) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-RES")
    order = insert_document(conn, tenant.id, "SO", "SO-T", warehouse_id=main, status="Open")
    insert_line(conn, order, stock_item_id=item, quantity=2, unit_ratio=12, price=1)
    assert audit.reservation_findings(conn, tenant.id) != []  # nothing reserved yet
    stock.reserve(conn, tenant.id, main, item, 24)
    assert audit.reservation_findings(conn, tenant.id) == []
    conn.execute("UPDATE documents SET is_issued = 1, status = 'Shipped' WHERE id = ?", (order,))
    stock.reserve(conn, tenant.id, main, item, -24)
    assert audit.reservation_findings(conn, tenant.id) == []


# -- ledger ----------------------------------------------------------------------------------
def test_a_system_entry_is_a_journal_entry_of_its_source_in_the_system_currency(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    source = document(conn, tenant, "IO")
    inventory = ledger.account_of_type(conn, tenant.id, "Inventory")
    cogs = ledger.account_of_type(conn, tenant.id, "COGS")
    journal = next_serial(conn, tenant, "JE")
    entry = ledger.create_system_entry(
        conn,
        tenant.id,
        source_document_id=source,
        document_date=NOW,
        postings=[
            ledger.Posting(cogs, AmountStatus.Debit, 12.5),
            ledger.Posting(inventory, AmountStatus.Credit, 12.5),
            ledger.Posting(inventory, AmountStatus.Credit, 0.0),  # nothing to post: left out
        ],
        created_by=None,
        now=NOW,
        posted=True,
        exchange_rate=2.0,
    )
    header = conn.execute("SELECT * FROM documents WHERE id = ?", (entry,)).fetchone()
    assert (header["type"], header["is_system"], header["related_document_id"]) == (
        "JE",
        1,
        source,
    )
    assert header["code"] == header["journal_code"] == f"JE-{journal}"
    lines = conn.execute(
        "SELECT debit, credit, amount, line_number FROM ledger_lines WHERE document_id = ? "
        "ORDER BY line_number",
        (entry,),
    ).fetchall()
    assert [tuple(line) for line in lines] == [(25.0, 0.0, 12.5, 1), (0.0, 25.0, 12.5, 2)]
    assert audit.ledger_findings(conn, tenant.id) == []


def test_balance_is_checked_in_the_document_currency() -> None:
    debit = ledger.Posting(1, AmountStatus.Debit, 10.00001)
    assert ledger.is_balanced([debit, ledger.Posting(2, AmountStatus.Credit, 10)])
    assert not ledger.is_balanced([debit, ledger.Posting(2, AmountStatus.Credit, 9.99)])


def test_a_missing_posting_account_is_a_business_error(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    conn.execute(
        "UPDATE accounts SET is_active = 0 WHERE tenant_id = ? AND type = 'COGS'", (tenant.id,)
    )
    with pytest.raises(Problem) as raised:
        ledger.account_of_type(conn, tenant.id, "COGS")
    assert (raised.value.status, raised.value.error_code) == (409, "EdaraBusinessError")


# -- dates and rates -------------------------------------------------------------------------
def test_document_dates_keep_the_wall_clock_the_clerk_sent() -> None:
    cairo = timezone(timedelta(hours=2))
    sent = datetime(2026, 11, 22, 0, 30, tzinfo=cairo)  # still the 21st in UTC
    assert dates.stored_document_date(sent) == "2026-11-22T00:30:00"


def test_only_a_day_after_today_anywhere_is_the_future() -> None:
    today = date(2026, 11, 22)
    assert not dates.is_future("2026-11-22T23:59:00", today=today)
    assert dates.is_future("2026-11-23T00:00:00", today=today)
    # Against the real clock: tomorrow in UTC+14 is never the future, the day after is.
    latest = (datetime.now(UTC) + timedelta(hours=14)).date()
    assert not dates.is_future(f"{latest.isoformat()}T12:00:00")
    assert dates.is_future(f"{(latest + timedelta(days=1)).isoformat()}T00:00:00")


def test_future_dates_are_refused_by_setting_or_always(tenant: Tenant) -> None:
    tomorrow_anywhere = (datetime.now(UTC) + timedelta(days=2)).date().isoformat() + "T10:00:00"
    with tenant.db.transaction() as conn:
        dates.check_future_date(conn, tenant.id, tomorrow_anywhere)  # allowed by default
        with pytest.raises(Problem) as raised:
            dates.check_future_date(conn, tenant.id, tomorrow_anywhere, always=True)
    assert raised.value.error_code == "PreventSaveDocumentsInFutureDate"
    tenant.setting("preventFutureDates", "true")
    with tenant.db.transaction() as conn, pytest.raises(Problem):
        dates.check_future_date(conn, tenant.id, tomorrow_anywhere)


def test_the_closing_date_refuses_earlier_days_only(tenant: Tenant) -> None:
    tenant.setting("closingDate", "2026-01-31")
    with tenant.db.transaction() as conn:
        dates.check_closing_date(conn, tenant.id, "2026-01-31T08:00:00")
        with pytest.raises(Problem) as inserting:
            dates.check_closing_date(conn, tenant.id, "2026-01-30T23:00:00")
        with pytest.raises(Problem) as updating:
            dates.check_closing_date(conn, tenant.id, "2026-01-30T23:00:00", updating=True)
    assert inserting.value.error_code == "CannotInsertDocumentBeforeClosingDate"
    assert updating.value.error_code == "CannotUpdateDocumentBeforeClosingDate"


def test_rate_decimals_beyond_the_limit_are_a_409() -> None:
    assert dates.rate_decimals_problem(Decimal("48.7512"), 4) is None
    assert dates.rate_decimals_problem(None, 4) is None
    problem = dates.rate_decimals_problem(Decimal("48.75123"), 4)
    assert problem is not None and problem.error_code == "ExchangeRateDecimalsExceedLimit"


# -- documents -------------------------------------------------------------------------------
def test_documents_and_lines_are_written_by_column_name_and_lines_numbered(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    order = insert_document(conn, tenant.id, "SO", "SO-9", notes="n", now=utc_now())
    first = insert_line(conn, order, quantity=1, price=2)
    second = insert_line(conn, order, quantity=1, price=3)
    numbers = conn.execute(
        "SELECT id, line_number FROM document_lines WHERE document_id = ? ORDER BY id", (order,)
    ).fetchall()
    assert [tuple(n) for n in numbers] == [(first, 1), (second, 2)]
    set_tags(conn, order, [" vip ", "", "vip", "north"])
    assert tags_of(conn, order) == ["vip", "north"]
    with pytest.raises(ValueError, match="no column"):
        insert_document(conn, tenant.id, "SO", "SO-10", colour="red")


# -- work orders -----------------------------------------------------------------------------
def supplier(conn: sqlite3.Connection, tenant: Tenant, code: str = "SUP-001") -> int:
    return int(
        conn.execute(
            "SELECT id FROM suppliers WHERE tenant_id = ? AND code = ?", (tenant.id, code)
        ).fetchone()[0]
    )


def entry_lines(conn: sqlite3.Connection, entry_id: int) -> list[tuple[str, float, float]]:
    return [
        (row["type"], row["debit"], row["credit"])
        for row in conn.execute(
            "SELECT a.type, l.debit, l.credit FROM ledger_lines AS l "
            "JOIN accounts AS a ON a.id = l.account_id WHERE l.document_id = ? "
            "ORDER BY l.line_number",
            (entry_id,),
        )
    ]


def test_a_receipt_then_an_issue_move_stock_at_cost_and_post_balanced_entries(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-WO")
    receipts = next_serial(conn, tenant, "RS", str(main))
    received = work_orders.record_work_order(
        conn,
        tenant.id,
        work_orders.WorkOrderHeader("RS", main, NOW, supplier_id=supplier(conn, tenant)),
        [work_orders.WorkOrderLine(item, 2, price=60.0, unit_ratio=12)],  # two dozen at 60
        created_by=None,
        now=NOW,
    )
    assert received.code == f"RS-WH01-{receipts}"
    assert stock.on_hand(conn, main, item) == 24
    assert entry_lines(conn, received.journal_entry_id) == [
        ("Inventory", 120.0, 0.0),
        ("AccountsPayable", 0.0, 120.0),
    ]
    issued = work_orders.record_work_order(
        conn,
        tenant.id,
        work_orders.WorkOrderHeader("IO", main, NOW),
        [work_orders.WorkOrderLine(item, 6, price=9.0)],
        created_by=None,
        now=NOW,
    )
    assert stock.on_hand(conn, main, item) == 18
    assert entry_lines(conn, issued.journal_entry_id) == [
        ("COGS", 30.0, 0.0),  # six pieces at 5 each (60 a dozen)
        ("Inventory", 0.0, 30.0),
    ]
    line_cost = conn.execute(
        "SELECT unit_cost FROM document_lines WHERE id = ?", (issued.line_ids[0],)
    ).fetchone()[0]
    assert line_cost == 5.0
    assert audit.stock_findings(conn, tenant.id, [item]) == []
    assert audit.ledger_findings(conn, tenant.id) == []


def test_without_inventory_accounting_work_orders_post_nothing(tenant: Tenant) -> None:
    tenant.setting("inventoryAccounting", "false")
    with tenant.db.transaction() as conn:
        item = new_item(conn, tenant, "T-NOACC")
        recorded = work_orders.record_work_order(
            conn,
            tenant.id,
            work_orders.WorkOrderHeader("OB", warehouse(conn, tenant, "WH01"), NOW),
            [work_orders.WorkOrderLine(item, 5, price=3.0)],
            created_by=None,
            now=NOW,
        )
    assert recorded.journal_entry_id == 0


def test_an_issue_beyond_stock_writes_no_work_order(tenant: Tenant) -> None:
    def issue() -> None:
        with tenant.db.transaction() as conn:
            item = new_item(conn, tenant, "T-NONE")
            work_orders.record_work_order(
                conn,
                tenant.id,
                work_orders.WorkOrderHeader("IO", warehouse(conn, tenant, "WH01"), NOW),
                [work_orders.WorkOrderLine(item, 1)],
                created_by=None,
                now=NOW,
            )

    def issues() -> int:
        with tenant.db.transaction() as conn:
            return int(
                conn.execute("SELECT count(*) FROM documents WHERE type = 'IO'").fetchone()[0]
            )

    before = issues()
    with pytest.raises(stock.NegativeStock):
        issue()
    assert issues() == before


# -- cash documents --------------------------------------------------------------------------
def test_cash_in_debits_the_main_account_and_takes_its_code_from_the_alias(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = tenant_account(conn, tenant, "110101")  # alias CAI
    sales = tenant_account(conn, tenant, "410501")
    expected = f"CI-CAI-{next_serial(conn, tenant, 'CI', 'CAI')}"
    document_id, code = cash.record_cash_document(
        conn,
        tenant.id,
        cash.CashDocument(
            "CI",
            main,
            NOW,
            [
                ledger.Posting(sales, AmountStatus.Debit, 70.0),  # the side is the type's
                ledger.Posting(sales, AmountStatus.Debit, 30.0),
            ],
        ),
        posted=False,
        created_by=None,
        now=NOW,
    )
    assert code == expected
    assert entry_lines(conn, document_id) == [
        ("Cash", 100.0, 0.0),
        ("OtherRevenue", 0.0, 70.0),
        ("OtherRevenue", 0.0, 30.0),
    ]
    assert audit.ledger_findings(conn, tenant.id) == []


def test_a_main_account_without_an_alias_cannot_number_a_cash_document(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    bank = tenant_account(conn, tenant, "110201")
    with pytest.raises(Problem) as raised:
        cash.record_cash_document(
            conn,
            tenant.id,
            cash.CashDocument("CO", bank, NOW, [ledger.Posting(bank, AmountStatus.Debit, 1)]),
            posted=True,
            created_by=None,
            now=NOW,
        )
    assert raised.value.error_code == "DocumentmainAccountHasNoAlias"


def tenant_account(conn: sqlite3.Connection, tenant: Tenant, code: str) -> int:
    return int(
        conn.execute(
            "SELECT id FROM accounts WHERE tenant_id = ? AND code = ?", (tenant.id, code)
        ).fetchone()[0]
    )


# -- orders ----------------------------------------------------------------------------------
def test_an_order_reserves_until_shipped_and_shipping_releases_it_all(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-SHIP")
    order = insert_document(conn, tenant.id, "SO", "SO-T", warehouse_id=main, status="Open")
    first = insert_line(conn, order, stock_item_id=item, quantity=3, price=1)
    insert_line(conn, order, stock_item_id=item, quantity=2, price=1)
    orders.reserve_order(conn, tenant.id, order)
    assert orders.order_holdings(conn, order) == {(main, item): 5.0}
    assert audit.reservation_findings(conn, tenant.id) == []
    orders.ship_order(conn, tenant.id, order, {first: 3}, now=NOW)  # the second line unshipped
    reserved = conn.execute(
        "SELECT total(reserved) FROM stock_balances WHERE stock_item_id = ?", (item,)
    ).fetchone()[0]
    assert reserved == 0
    assert not orders.holds_stock(conn, order)
    assert audit.reservation_findings(conn, tenant.id) == []


# -- bulk receipts ---------------------------------------------------------------------------
def test_bulk_receipts_leave_what_one_by_one_receipts_would(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    items = [new_item(conn, tenant, f"T-BULK-{n}") for n in range(3)]
    one_by_one = [new_item(conn, tenant, f"T-ONE-{n}") for n in range(3)]
    lines = [(5.0, 2.0), (7.0, 3.5), (1.0, 10.0)]

    def header() -> work_orders.WorkOrderHeader:
        return work_orders.WorkOrderHeader("OB", main, NOW)

    for batch in (
        lambda: work_orders.record_receipt_in_bulk(
            conn,
            tenant.id,
            header(),
            [work_orders.WorkOrderLine(i, q, p) for i, (q, p) in zip(items, lines, strict=True)],
            created_by=None,
            now=NOW,
        ),
        lambda: work_orders.record_work_order(
            conn,
            tenant.id,
            header(),
            [
                work_orders.WorkOrderLine(i, q, p)
                for i, (q, p) in zip(one_by_one, lines, strict=True)
            ],
            created_by=None,
            now=NOW,
        ),
    ):
        batch()
        batch()  # twice: the second moves the averages over what the first brought

    def state(item_ids: list[int]) -> list[tuple[object, ...]]:
        return [
            tuple(
                conn.execute(
                    "SELECT s.average_cost, s.last_cost, b.quantity, b.opening_quantity "
                    "FROM stock_items AS s JOIN stock_balances AS b ON b.stock_item_id = s.id "
                    "WHERE s.id = ?",
                    (item_id,),
                ).fetchone()
            )
            for item_id in item_ids
        ]

    assert state(items) == state(one_by_one)
    assert audit.all_findings(conn, tenant.id) == []


def test_bulk_receipts_take_each_item_once_with_a_cost(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    main = warehouse(conn, tenant, "WH01")
    item = new_item(conn, tenant, "T-BULK-TWICE")
    with pytest.raises(ValueError, match="at most once"):
        stock.bulk_receipts(
            conn, tenant.id, document(conn, tenant), [StockChange(main, item, 1, 1)] * 2, now=NOW
        )
    with pytest.raises(ValueError, match="unit cost"):
        stock.bulk_receipts(
            conn, tenant.id, document(conn, tenant), [StockChange(main, item, 1)], now=NOW
        )


def test_a_fresh_demo_company_breaks_no_invariant(conn: sqlite3.Connection, tenant: Tenant) -> None:
    """Its stock comes from documents (opening balances and receipts), not from balances
    written directly."""
    assert audit.all_findings(conn, tenant.id) == []
    opening = conn.execute(
        "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = 'OB'", (tenant.id,)
    ).fetchone()[0]
    assert opening >= 2  # one per stocked warehouse


# -- journal lines, manual links, removing documents -----------------------------------------
def test_a_posting_can_be_rewritten_in_place_and_lines_removed(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    cash_account = tenant_account(conn, tenant, "110101")
    revenue = tenant_account(conn, tenant, "410501")
    entry_id = document(conn, tenant, "JE")
    debit, credit = ledger.write_postings(
        conn,
        tenant.id,
        entry_id,
        [
            ledger.Posting(cash_account, AmountStatus.Debit, 10),
            ledger.Posting(revenue, AmountStatus.Credit, 10),
        ],
    )
    ledger.rewrite_posting(
        conn, debit, ledger.Posting(cash_account, AmountStatus.Debit, 4), exchange_rate=2.5
    )
    ledger.remove_postings(conn, entry_id, [credit])
    assert entry_lines(conn, entry_id) == [("Cash", 10.0, 0.0)]
    ledger.remove_postings(conn, entry_id)
    assert entry_lines(conn, entry_id) == []


def test_manual_link_groups_follow_the_states_table(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    a, b, c, d = (
        insert_document(conn, tenant.id, "SO", f"SO-{n}", document_date=NOW) for n in range(4)
    )
    assert links.link(conn, tenant.id, a, b)  # neither grouped: a group of both
    assert links.link(conn, tenant.id, c, a)  # one grouped: the other joins
    assert links.linked_codes(conn, tenant.id, "SO-2") == ["SO-0", "SO-1"]
    assert not links.link(conn, tenant.id, a, c)  # both grouped: nothing written
    assert links.unlink(conn, tenant.id, a, c)  # two remain: c leaves
    assert not links.unlink(conn, tenant.id, a, d)  # not grouped together
    assert links.unlink(conn, tenant.id, b, a)  # one would remain: the group goes
    assert links.group_of(conn, tenant.id, b) is None


def test_deleting_a_document_takes_its_lines_links_and_relations_with_it(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    revenue = tenant_account(conn, tenant, "410501")
    entry_id = document(conn, tenant, "JE")
    other = insert_document(conn, tenant.id, "SO", "SO-77", document_date=NOW)
    related = insert_document(
        conn, tenant.id, "JE", "JE-78", document_date=NOW, related_document_id=entry_id
    )
    ledger.write_postings(
        conn, tenant.id, entry_id, [ledger.Posting(revenue, AmountStatus.Credit, 1)]
    )
    links.link(conn, tenant.id, entry_id, other)
    delete_document(conn, tenant.id, entry_id)
    assert (
        conn.execute("SELECT count(*) FROM documents WHERE id = ?", (entry_id,)).fetchone()[0] == 0
    )
    assert entry_lines(conn, entry_id) == []
    assert links.group_of(conn, tenant.id, other) is None
    assert (
        conn.execute(
            "SELECT related_document_id FROM documents WHERE id = ?", (related,)
        ).fetchone()[0]
        is None
    )


def test_a_document_that_moved_stock_cannot_simply_be_deleted(
    conn: sqlite3.Connection, tenant: Tenant
) -> None:
    item = new_item(conn, tenant, "T-DEL")
    recorded = work_orders.record_work_order(
        conn,
        tenant.id,
        work_orders.WorkOrderHeader("OB", warehouse(conn, tenant, "WH01"), NOW),
        [work_orders.WorkOrderLine(item, 1, price=1.0)],
        created_by=None,
        now=NOW,
    )
    with pytest.raises(ValueError, match="moved stock"):
        delete_document(conn, tenant.id, recorded.document_id)
