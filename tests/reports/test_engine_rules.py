"""The report engine's rules on a small hand-made ledger cache: ageing settles the oldest
debits first, posted-only leaves unposted documents out, periods split opening and
movement, the sales summary subtracts returns and skips cancelled orders, and the JSON
carries the keys ``backoffice report`` documents."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from app.reports import (
    cash_position,
    customer_statement,
    dashboard,
    general_ledger,
    receivables_ageing,
    sales_summary,
    stock_valuation,
    to_json,
    trial_balance,
    unposted_entries,
)
from app.reports.engine import age_balance
from app.reports.figures import MonthPoint
from app.reports.statements import balance_sheet, cash_flow, profit_and_loss
from app.store.ledger import (
    EntryRow,
    LedgerStore,
    LineRow,
    SaleRow,
    replace_table,
    to_micro,
    write_entries,
    write_sales,
)

AS_OF = date(2026, 6, 30)
CASH, BANK, AR, SALES = 1, 2, 3, 4
ACME, BETA = 10, 11


def day(days_before: int) -> str:
    return (AS_OF - timedelta(days=days_before)).isoformat()


def entry(
    entry_id: int,
    days_before: int,
    debit: tuple[int, str, int | None],
    credit: tuple[int, str, int | None],
    *,
    posted: bool = True,
    rate: str = "1",
    kind: str = "JE",
) -> EntryRow:
    """Two lines: (account, amount, customer) on each side."""
    return EntryRow(
        id=entry_id,
        code=f"{kind}-{entry_id}",
        journal_code=f"JE-{entry_id}",
        type=kind,
        day=day(days_before),
        posted=posted,
        rate=Decimal(rate),
        currency_id=None,
        paper_number=None,
        notes=None,
        is_system=False,
        is_template=False,
        related_code=None,
        lines=(
            LineRow(entry_id * 10, debit[0], debit[2], None, None, True, Decimal(debit[1]), None),
            LineRow(
                entry_id * 10 + 1, credit[0], credit[2], None, None, False, Decimal(credit[1]), None
            ),
        ),
    )


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[LedgerStore]:
    store = LedgerStore(tmp_path / "books.ledger.sqlite3")
    with store.transaction() as conn:
        replace_table(
            conn,
            "accounts",
            [
                (CASH, "1101", "Cash box", None, "Cash", 1),
                (BANK, "1102", "Bank", None, "Bank", 1),
                (AR, "1103", "Receivables", None, "AccountsReceivable", 1),
                (SALES, "4101", "Sales", None, "Sales", 1),
            ],
        )
        replace_table(
            conn,
            "customers",
            [
                (ACME, "C1", "Acme", None, to_micro(500), None, 1),
                (BETA, "C2", "Beta", None, None, None, 1),
            ],
        )
        write_entries(
            conn,
            [
                # Acme: sales 100 days, 45 days and 10 days ago; a payment of 150 settles
                # the oldest first.
                entry(1, 100, (AR, "200", ACME), (SALES, "200", None)),
                entry(2, 45, (AR, "300", ACME), (SALES, "300", None)),
                entry(3, 10, (AR, "400", ACME), (SALES, "400", None)),
                entry(4, 5, (CASH, "150", None), (AR, "150", ACME)),
                # Beta pays ahead: a credit balance. Foreign currency at rate 2.5.
                entry(5, 20, (BANK, "40", None), (AR, "40", BETA), rate="2.5"),
                # Unposted, and after the as-of date.
                entry(6, 3, (AR, "70", ACME), (SALES, "70", None), posted=False),
                entry(7, -5, (AR, "1000", ACME), (SALES, "1000", None)),
            ],
            "stamp",
        )
        write_sales(
            conn,
            [
                SaleRow(
                    1,
                    "SO-1",
                    "SO",
                    day(10),
                    "Shipped",
                    ACME,
                    None,
                    Decimal(400),
                    Decimal(56),
                    ((7, None, Decimal(4), Decimal(400)),),
                ),
                SaleRow(
                    2,
                    "SO-2",
                    "SO",
                    day(9),
                    "Cancelled",
                    ACME,
                    None,
                    Decimal(999),
                    Decimal(1),
                    ((7, None, Decimal(1), Decimal(999)),),
                ),
                SaleRow(
                    3,
                    "SR-1",
                    "SR",
                    day(8),
                    None,
                    ACME,
                    None,
                    Decimal(100),
                    Decimal(14),
                    ((7, None, Decimal(1), Decimal(100)),),
                ),
            ],
            "stamp",
        )
        replace_table(conn, "warehouses", [(1, "WH1", "Main")])
        replace_table(conn, "stock_items", [(7, "IT-7", "Widget")])
        replace_table(conn, "stock", [(1, 7, to_micro("2.5"))])
        replace_table(conn, "unit_costs", [(7, to_micro("12.40"))])
    yield store
    store.close()


def test_credits_settle_the_oldest_debits_first() -> None:
    assert age_balance(150, [400, 300, 0, 200]) == [400, 300, 0, 50]
    assert age_balance(600, [400, 300, 0, 200]) == [300, 0, 0, 0]
    assert age_balance(1000, [400, 0, 0, 0]) == [-600, 0, 0, 0]


def test_ageing_by_document_date(ledger: LedgerStore) -> None:
    report = receivables_ageing(ledger.books(), AS_OF)
    acme, beta = report.rows
    # 200 + 300 + 400 + 70 unposted - 150; the entry after the as-of date is left out.
    assert acme.balance == Decimal(820)
    assert acme.buckets == (Decimal(470), Decimal(300), Decimal(0), Decimal(50))
    assert acme.over_credit_limit and acme.overdue == Decimal(350)
    assert beta.balance == Decimal(-100) and beta.buckets[0] == Decimal(-100)
    assert not beta.over_credit_limit
    assert report.total == Decimal(720) and sum(report.bucket_totals) == report.total
    posted = receivables_ageing(ledger.books(), AS_OF, posted_only=True)
    assert posted.rows[0].balance == Decimal(750)


def test_trial_balance_splits_opening_and_movement(ledger: LedgerStore) -> None:
    books = ledger.books()
    report = trial_balance(books, date(2026, 6, 1), AS_OF)
    assert report.is_balanced
    assert [group.type for group in report.groups] == [
        "Cash",
        "Bank",
        "AccountsReceivable",
        "Sales",
    ]
    receivables = next(row for row in report.rows if row.account_id == AR)
    assert receivables.opening == Decimal(500)  # 100 and 45 days ago
    assert (receivables.debit, receivables.credit) == (Decimal(470), Decimal(250))
    assert receivables.closing == Decimal(720)
    assert report.totals.debit == report.totals.credit
    posted = trial_balance(books, None, AS_OF, posted_only=True)
    assert next(r for r in posted.rows if r.account_id == AR).closing == Decimal(650)


def test_ledgers_run_a_balance(ledger: LedgerStore) -> None:
    books = ledger.books()
    statement = customer_statement(books, ACME, date(2026, 5, 1), AS_OF)
    assert statement.opening == Decimal(200)
    assert [line.balance for line in statement.lines] == [
        Decimal(500),
        Decimal(900),
        Decimal(750),
        Decimal(820),
    ]
    assert statement.closing == Decimal(820) and statement.lines[0].document_code == "JE-2"
    everything = customer_statement(books, ACME, None, None)
    assert everything.closing == Decimal(1820)
    bank = general_ledger(books, BANK, None, None)
    assert bank.closing == Decimal(100) and bank.lines[0].debit == Decimal(100)


def test_cash_position_and_unposted(ledger: LedgerStore) -> None:
    books = ledger.books()
    cash = cash_position(books, AS_OF, date(2026, 6, 1), AS_OF)
    assert [(r.code, r.balance, r.period_in) for r in cash.rows] == [
        ("1101", Decimal(150), Decimal(150)),
        ("1102", Decimal(100), Decimal(100)),
    ]
    assert cash.total == Decimal(250)
    unposted = unposted_entries(books)
    assert [(r.code, r.amount) for r in unposted.rows] == [("JE-6", Decimal(70))]


def test_sales_summary_and_stock(ledger: LedgerStore) -> None:
    books = ledger.books()
    summary = sales_summary(books, date(2026, 6, 1), AS_OF)
    # The books, not the orders: June's sales entries are 400 (JE-3) and 70 (JE-6,
    # unposted, counted as every report counts them by default); the orders (SO-1 400,
    # SO-2 cancelled, SR-1 -100) count in no figure. No tax account: no tax.
    assert (summary.documents, summary.net, summary.tax) == (2, Decimal(470), Decimal(0))
    assert [(m.key, m.net) for m in summary.months] == [("2026-06", Decimal(470))]
    assert summary.customers[0].label == "Acme" and summary.customers[0].net == Decimal(470)
    # No entry belongs to an order: by item and sales person it is one group, unnamed.
    assert [(i.key, i.net) for i in summary.items] == [("", Decimal(470))]
    assert sales_summary(books, date(2026, 6, 1), AS_OF, posted_only=True).net == Decimal(400)
    stock = stock_valuation(books, AS_OF)
    assert stock.total == Decimal("31.000000") and stock.warehouses[0].code == "WH1"


def test_dashboard_and_json(ledger: LedgerStore) -> None:
    books = ledger.books()
    board = dashboard(books, AS_OF)
    assert board.receivables_total == Decimal(720)
    assert board.top_debtors[0].customer_id == ACME and board.unposted_count == 1
    assert board.cash_total == Decimal(250) and len(board.sales_by_month) == 12
    assert board.sales_period_total == Decimal(470)
    # The year card's figure: March's 200, May's 300 and June's 470.
    assert board.sales_year_total == Decimal(970)
    assert board.sales_period[-1].cumulative == Decimal(470)
    tb = to_json(trial_balance(books, date(2026, 6, 1), AS_OF))
    assert set(tb) >= {"from", "to", "rows", "totals"}
    assert set(tb["rows"][0]) >= {
        "accountId",
        "code",
        "name",
        "type",
        "opening",
        "debit",
        "credit",
        "closing",
    }
    statement = to_json(customer_statement(books, ACME, None, AS_OF))
    assert set(statement) >= {"customerId", "from", "to", "opening", "lines", "closing"}
    assert set(statement["lines"][0]) >= {
        "date",
        "documentCode",
        "documentType",
        "debit",
        "credit",
        "balance",
    }
    assert "accountId" in to_json(general_ledger(books, CASH, None, None))
    ageing = to_json(receivables_ageing(books, AS_OF))
    assert set(ageing["rows"][0]["buckets"]) == {"0-30", "31-60", "61-90", "90+"}
    assert set(ageing["rows"][0]) >= {
        "customerId",
        "code",
        "name",
        "balance",
        "buckets",
        "creditLimit",
        "overCreditLimit",
    }
    assert set(to_json(cash_position(books, AS_OF, None, None))["rows"][0]) >= {
        "accountId",
        "code",
        "name",
        "type",
        "balance",
    }
    assert set(to_json(stock_valuation(books, AS_OF))["rows"][0]) >= {
        "warehouseId",
        "stockItemId",
        "code",
        "quantity",
        "unitCost",
        "value",
    }
    sales = to_json(sales_summary(books, date(2026, 6, 1), AS_OF))
    assert set(sales["months"][0]) >= {"month", "documents", "net", "tax"}
    assert set(sales["total"]) >= {"net", "tax"}
    assert to_json(unposted_entries(books))["count"] == 1
    for report in (tb, statement, ageing, sales, to_json(board)):
        json.dumps(report)  # plain JSON types only
    assert tb["totals"]["debit"] == 720 and isinstance(ageing["total"], int)


def test_json_amounts_are_rounded_to_the_currency_and_quantities_are_not(tmp_path: Path) -> None:
    """A foreign-currency sale at a rate of 1.5 books 37,163.99 x 1.5 = 55,745.985 in the
    system currency: the runner's JSON says what a clerk sees (two decimals, half up), and
    three decimals for a three-decimal currency."""
    store = LedgerStore(tmp_path / "rounding.ledger.sqlite3")
    with store.transaction() as conn:
        replace_table(
            conn,
            "accounts",
            [
                (AR, "1103", "Receivables", None, "AccountsReceivable", 1),
                (SALES, "4101", "Sales", None, "Sales", 1),
            ],
        )
        replace_table(conn, "customers", [(ACME, "C1", "Acme", None, None, None, 1)])
        write_entries(
            conn,
            [
                entry(1, 3, (AR, "37163.99", ACME), (SALES, "37163.99", None), rate="1.5"),
            ],
            "stamp",
        )
    try:
        report = trial_balance(store.books(), date(2026, 6, 1), AS_OF)
        exact = next(row.debit for row in report.rows if row.account_id == AR)
        assert exact == Decimal("55745.985")  # the engine keeps micro-units
        rows = {row["accountId"]: row for row in to_json(report)["rows"]}
        assert rows[AR]["debit"] == 55745.99 and rows[SALES]["credit"] == 55745.99
        assert to_json(report)["totals"]["debit"] == 55745.99
        in_dinars = {row["accountId"]: row for row in to_json(report, money_decimals=3)["rows"]}
        assert in_dinars[AR]["debit"] == 55745.985
        assert json.loads(json.dumps(to_json(report)))["rows"][0]["debit"] == 55745.99
        # The statements too: the profit and loss in the currency's decimals, not two.
        books = store.books()
        pnl = profit_and_loss(books, date(2026, 6, 1), AS_OF)
        for decimals, revenue in ((2, 55745.99), (3, 55745.985), (0, 55746)):
            body = to_json(pnl, money_decimals=decimals)
            (section,) = [s for s in body["sections"] if s["section"] == "revenue"]
            assert section["total"] == revenue and body["netProfit"] == revenue, decimals
        sheet = to_json(balance_sheet(books, AS_OF), money_decimals=3)
        assert sheet["totalAssets"] == 55745.985
        flow = to_json(cash_flow(books, date(2026, 6, 1), AS_OF), money_decimals=0)
        assert flow["closing"] == 0
    finally:
        store.close()


@pytest.mark.parametrize(("code", "decimals"), [("EGP", 2), ("sar", 2), ("KWD", 3), ("JPY", 0)])
def test_currency_decimals(code: str, decimals: int) -> None:
    from app.reports.serialize import currency_decimals

    assert currency_decimals(code) == decimals


def test_the_dashboards_period_drives_every_card(ledger: LedgerStore) -> None:
    """May 2026, seen on 30 June: balances as of 31 May, sales of May against April."""
    books = ledger.books()
    board = dashboard(books, AS_OF, (date(2026, 5, 1), date(2026, 5, 31)))
    assert board.as_of == date(2026, 5, 31)
    # Acme owed 200 (22 March) and 300 (16 May) on 31 May; the payment of 25 June, Beta's
    # of 10 June and the sale of 20 June come after.
    assert board.receivables_total == Decimal(500)
    assert board.cash_total == Decimal(0)
    assert board.sales_period_total == Decimal(300)
    assert (board.previous_from, board.previous_to) == (date(2026, 4, 1), date(2026, 4, 30))
    assert board.sales_previous_total == Decimal(0)
    assert len(board.sales_period) == 31 and len(board.sales_previous) == 30
    assert board.sales_by_month[-1] == MonthPoint("2026-05", Decimal(300))
    # The unposted JE-6 is dated 27 June: none in May, one in all.
    assert (board.unposted_in_period, board.unposted_count) == (0, 1)
    june = dashboard(books, AS_OF)
    assert june.unposted_in_period == 1 and june.receivables_total == Decimal(720)
