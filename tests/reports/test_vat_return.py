"""The VAT return: each document's rate read from its own tax and base, output and input
by rate and month, the net payable; over the demo company its output and input tax equal
the server's tax accounts' movements in the period."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.reports.serialize import to_json
from app.reports.vat import vat_return
from app.store.ledger import EntryRow, LedgerStore, LineRow, replace_table, write_entries
from app.sync.ledger import LedgerSync
from tests.support.sandbox import Tenant

CASH, AR, AP, SALES, RETURNS, INPUT_VAT, OUTPUT_VAT, PURCHASES, RENT, TABLE_TAX = range(1, 11)
ACCOUNTS = [
    (CASH, "1101", "Cash", None, "Cash", 1),
    (AR, "1103", "Customers", None, "AccountsReceivable", 1),
    (AP, "2101", "Suppliers", None, "AccountsPayable", 1),
    (SALES, "4101", "Sales", None, "Sales", 1),
    (RETURNS, "4103", "Sales returns", None, "SalesReturns", 1),
    (INPUT_VAT, "1107", "Input VAT", None, "PurchaseAddedTax", 1),
    (OUTPUT_VAT, "2103", "VAT payable", None, "SalesTax", 1),
    (PURCHASES, "5101", "Purchases", None, "Purchase", 1),
    (RENT, "5201", "Rent", None, None, 1),
    (TABLE_TAX, "2105", "Table tax", None, "AddedTax", 1),
]


def document(
    entry_id: int, day: str, *lines: tuple[int, str, str], template: bool = False
) -> EntryRow:
    """Lines as (account, "D" or "C", amount)."""
    return EntryRow(
        id=entry_id,
        code=f"JE-{entry_id}",
        journal_code=f"JE-{entry_id}",
        type="JE",
        day=day,
        posted=True,
        rate=Decimal(1),
        currency_id=None,
        paper_number=None,
        notes=None,
        is_system=False,
        is_template=template,
        related_code=None,
        lines=tuple(
            LineRow(
                entry_id * 10 + n, account, None, None, None, side == "D", Decimal(amount), None
            )
            for n, (account, side, amount) in enumerate(lines)
        ),
    )


@pytest.fixture
def books_store(tmp_path: Path) -> Iterator[LedgerStore]:
    store = LedgerStore(tmp_path / "books.ledger.sqlite3")
    with store.transaction() as conn:
        replace_table(conn, "accounts", ACCOUNTS)
        write_entries(
            conn,
            [
                # A sale at 14 % with table tax beside (not VAT), and one at 5 %.
                document(
                    1,
                    "2026-01-10",
                    (AR, "D", "1194"),
                    (SALES, "C", "1000"),
                    (OUTPUT_VAT, "C", "140"),
                    (TABLE_TAX, "C", "54"),
                ),
                document(
                    2,
                    "2026-02-03",
                    (CASH, "D", "210"),
                    (SALES, "C", "200"),
                    (OUTPUT_VAT, "C", "10"),
                ),
                # A return of half the January sale: tax and base go back at 14 %.
                document(
                    3,
                    "2026-02-20",
                    (RETURNS, "D", "500"),
                    (OUTPUT_VAT, "D", "70"),
                    (AR, "C", "570"),
                ),
                # A purchase on credit at 14 %, rent paid in cash at 14 %.
                document(
                    4,
                    "2026-01-15",
                    (PURCHASES, "D", "300"),
                    (INPUT_VAT, "D", "42"),
                    (AP, "C", "342"),
                ),
                document(
                    5,
                    "2026-02-01",
                    (RENT, "D", "1000"),
                    (INPUT_VAT, "D", "140"),
                    (CASH, "C", "1140"),
                ),
                # A tax adjustment with no base, a template, and a sale outside the period.
                document(6, "2026-02-28", (INPUT_VAT, "D", "3.5"), (CASH, "C", "3.5")),
                document(
                    7,
                    "2026-01-31",
                    (RENT, "D", "100"),
                    (INPUT_VAT, "D", "14"),
                    (CASH, "C", "114"),
                    template=True,
                ),
                document(
                    8,
                    "2026-03-01",
                    (CASH, "D", "114"),
                    (SALES, "C", "100"),
                    (OUTPUT_VAT, "C", "14"),
                ),
            ],
            "stamp",
        )
    yield store
    store.close()


def test_rates_bases_and_the_net_come_from_each_documents_own_figures(
    books_store: LedgerStore,
) -> None:
    report = vat_return(books_store.books(), date(2026, 1, 1), date(2026, 2, 28))
    output = {row.rate: (row.base, row.tax, row.document_ids) for row in report.output}
    assert output == {
        Decimal("5.00"): (Decimal(200), Decimal(10), (2,)),
        Decimal("14.00"): (Decimal(500), Decimal(70), (1, 3)),
    }
    inputs = {row.rate: (row.base, row.tax) for row in report.input}
    assert inputs == {
        Decimal("14.00"): (Decimal(1300), Decimal(182)),
        None: (Decimal(0), Decimal("3.5")),
    }
    assert report.output_tax == Decimal(80)
    assert report.input_tax == Decimal("185.50")
    assert report.net == Decimal("-105.50")
    months = {(row.month, row.rate): row.tax for row in report.output_by_month}
    assert months == {
        ("2026-01", Decimal("14.00")): Decimal(140),
        ("2026-02", Decimal("5.00")): Decimal(10),
        ("2026-02", Decimal("14.00")): Decimal(-70),
    }
    body = to_json(report)
    assert body["output"][0] == {"rate": 5, "base": 200, "tax": 10, "documents": 1}
    assert body["net"] == -105.5 and body["from"] == "2026-01-01"


# -- over the demo company --------------------------------------------------------------------
def server_tax_movement(tenant: Tenant, account_type: str, date_from: str, date_to: str) -> Decimal:
    """Credits minus debits of the accounts of a type in a period, from the server's
    ledger lines (recurring templates left out)."""
    with tenant.db.transaction() as conn:
        value = conn.execute(
            "SELECT total(l.credit) - total(l.debit) FROM ledger_lines AS l "
            "JOIN accounts AS a ON a.id = l.account_id "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.tenant_id = ? AND a.type = ? AND coalesce(d.is_recurring_template, 0) = 0 "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ?",
            (tenant.id, account_type, date_from, date_to),
        ).fetchone()[0]
    return Decimal(str(round(value, 6))).quantize(Decimal("0.01"))


def assert_vat_agrees(tenant: Tenant, ledger: LedgerStore, date_from: date, date_to: date) -> None:
    report = vat_return(ledger.books(), date_from, date_to)
    period = (date_from.isoformat(), date_to.isoformat())
    assert report.output_tax == server_tax_movement(tenant, "SalesTax", *period)
    assert report.input_tax == -server_tax_movement(tenant, "PurchaseAddedTax", *period)
    assert report.net == report.output_tax - report.input_tax
    assert sum(row.tax for row in report.output_by_month) == sum(row.tax for row in report.output)


async def test_the_demo_vat_return_equals_the_tax_accounts(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    whole = vat_return(ledger.books(), date(2000, 1, 1), date(2100, 12, 31))
    assert whole.output and whole.output_tax > 0, "the demo company charges VAT"
    assert_vat_agrees(tenant, ledger, date(2000, 1, 1), date(2100, 12, 31))


async def test_the_printed_return_says_its_currency_where_the_company_has_one(
    client: ApiClient, ledger: LedgerStore
) -> None:
    from app.viewmodels.reports.definitions import REPORTS
    from app.viewmodels.reports.parameters import ReportParameters

    await LedgerSync(client, ledger).sync()
    day = date(2026, 12, 1)
    parameters = ReportParameters.defaults(day).with_changes(
        date_from=date(2000, 1, 1), date_to=day
    )
    report = REPORTS["vat-return"].compute(ledger.books(), parameters)
    unknown = REPORTS["vat-return"].tabulate(report, parameters)
    known = REPORTS["vat-return"].tabulate(report, parameters.with_changes(home_currency="EGP"))
    assert not any("Amounts in" in note for note in unknown.notes)
    assert known.notes[-1] == (
        "Amounts in EGP; a document in another currency counts at its own rate."
    )
