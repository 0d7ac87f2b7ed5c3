"""Amounts in another currency show both: the demo's CIB - USD account (every line of it a
document in dollars) and its Saudi dealer, Riyadh Electronics (CUS-0022), invoiced and
paying in riyals. The cash position, the account's ledger and the customer's statement
carry each amount in its own currency beside the company currency's; the screen's and the
printed page's cells read "USD 3,000.00 · EGP 145,730.00"; a CSV or XLSX gives the other
currency a column pair; the JSON carries it as keys. Expected figures come from the
server: its ledger lines' own amounts in SQL and the customer's balance from the API.
"""

from __future__ import annotations

import csv
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.api.client import ApiClient
from app.reports import cash_position, customer_statement, general_ledger, to_json
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from app.viewmodels.reports.definitions import REPORTS
from app.viewmodels.reports.output import to_printed, to_sheet, write_table_file
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import ColumnKind, InCurrency, RowLevel, cell_text
from tests.support.sandbox import Tenant

CENT = Decimal("0.01")
USD_ACCOUNT, NBE_EGP = "110202", "110201"
SAUDI_DEALER = "CUS-0022"


def cents(value: Decimal | float) -> Decimal:
    return Decimal(str(value)).quantize(CENT)


def grouped(value: Decimal) -> str:
    return f"{cents(value):,.2f}"


def server_lines(tenant: Tenant, where: str, key: int) -> list[tuple[str, str, float, float]]:
    """(document code, currency code or "", signed amount in it, signed system amount)
    of the server's ledger lines of an account or a customer, by date and line."""
    with tenant.db.transaction() as conn:
        return [
            (r[0], r[1] or "", float(r[2]), float(r[3]))
            for r in conn.execute(
                "SELECT coalesce(d.code, d.journal_code), c.code, "
                "CASE WHEN l.debit > 0 THEN l.amount ELSE -l.amount END, l.debit - l.credit "
                "FROM ledger_lines AS l JOIN documents AS d ON d.id = l.document_id "
                "LEFT JOIN currencies AS c ON c.id = d.currency_id "
                f"WHERE l.{where} = ? AND d.is_recurring_template = 0 "
                "ORDER BY d.document_date, d.id, l.id",
                (key,),
            )
        ]


def ids(tenant: Tenant) -> tuple[int, int, int]:
    with tenant.db.transaction() as conn:
        customer = conn.execute(
            "SELECT id FROM customers WHERE tenant_id = ? AND code = ?", (tenant.id, SAUDI_DEALER)
        ).fetchone()[0]
    return tenant.account_id(USD_ACCOUNT), tenant.account_id(NBE_EGP), int(customer)


async def test_the_usd_account_and_the_riyal_customer_show_both_currencies(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore, tmp_path: Path
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    usd, nbe, dealer = ids(tenant)
    today = date.today()

    # Cash position: CIB - USD is kept in dollars (all its lines are); the EGP bank, which
    # received the riyal transfer beside its pound lines, is not.
    lines = server_lines(tenant, "account_id", usd)
    assert lines and {currency for _c, currency, _a, _s in lines} == {"USD"}
    position = cash_position(books, today, None, None)
    rows = {row.account_id: row for row in position.rows}
    assert rows[usd].currency == "USD"
    assert cents(rows[usd].currency_balance or 0) == cents(sum(a for _c, _u, a, _s in lines))
    assert cents(rows[usd].balance) == cents(sum(s for _c, _u, _a, s in lines))
    assert rows[nbe].currency == "" and rows[nbe].currency_balance is None
    assert "SAR" in {currency for _c, currency, _a, _s in server_lines(tenant, "account_id", nbe)}

    # Its table: the balance cell shows both, the total says its currency.
    parameters = ReportParameters.defaults(today).with_changes(home_currency="EGP")
    table = REPORTS["cash-position"].tabulate(position, parameters)
    row = next(r for r in table.rows if r.values[0] == USD_ACCOUNT)
    dollars = rows[usd].currency_balance or Decimal(0)
    expected = f"USD {grouped(dollars)} · EGP {grouped(rows[usd].balance)}"
    assert cell_text(row.values[5], ColumnKind.MONEY) == expected
    assert table.rows[-1].level is RowLevel.TOTAL and table.rows[-1].values[1] == "Total in EGP"
    # The JSON: the balance in dollars beside the pounds.
    body = next(r for r in to_json(position)["rows"] if r["accountId"] == usd)
    assert body["currency"] == "USD"
    assert Decimal(str(body["balanceInCurrency"])) == cents(rows[usd].currency_balance or 0)

    # The account's ledger: each line in dollars beside its pounds.
    report = general_ledger(books, usd, None, None)
    assert [(line.document_code, line.currency) for line in report.lines] == [
        (code, currency) for code, currency, _a, _s in lines
    ]
    for line, (_code, _currency, amount, system) in zip(report.lines, lines, strict=True):
        assert cents(line.currency_amount or 0) == cents(amount)
        assert cents(line.debit - line.credit) == cents(system)
    ledger_table = REPORTS["ledger"].tabulate(
        report, parameters.with_changes(account_id=usd, date_from=date(2000, 1, 1))
    )
    first = ledger_table.rows[1]
    side = 5 if first.values[5] is not None else 6
    _code, _currency, amount, system = lines[0]
    assert cell_text(first.values[side], ColumnKind.MONEY) == (
        f"USD {grouped(Decimal(str(abs(amount))))} · EGP {grouped(Decimal(str(abs(system))))}"
    )
    assert ledger_table.rows[-1].values[4] == "Closing balance in EGP"

    # The riyal customer's statement over all dates: its lines in riyals (the opening
    # balance document of the demo is in pounds), its closing the server's balance.
    statement = customer_statement(books, dealer, None, None)
    assert cents(statement.closing) == cents(await client.customers.balance(dealer))
    dealer_lines = server_lines(tenant, "customer_id", dealer)
    riyal = [(c, a) for c, currency, a, _s in dealer_lines if currency == "SAR"]
    assert len(riyal) == 3
    assert [
        (line.document_code, cents(line.currency_amount or 0))
        for line in statement.lines
        if line.currency == "SAR"
    ] == [(code, cents(amount)) for code, amount in riyal]

    # Exports: a CSV gives the dollars a column pair (currency, amount) beside the pounds,
    # figures as numbers, not a joined text.
    path = tmp_path / "ledger.csv"
    write_table_file(ledger_table, path)
    with path.open(encoding="utf-8-sig") as handle:
        read = list(csv.reader(handle))
    header = read[0]
    debit = header.index("Debit")
    assert header[debit + 1 : debit + 3] == ["Debit: currency", "Debit in that currency"]
    credit = header.index("Credit")
    assert header[credit + 1 : credit + 3] == ["Credit: currency", "Credit in that currency"]
    detail = read[2]  # after the header and the opening row
    position_of_amount = debit if detail[debit] else credit
    assert detail[position_of_amount + 1] == "USD"
    assert Decimal(detail[position_of_amount + 2].replace(",", "")) == cents(abs(amount))
    assert Decimal(detail[position_of_amount].replace(",", "")) == cents(abs(system))
    sheet = to_sheet(ledger_table)
    assert not any(isinstance(cell, InCurrency) for row in sheet.rows for cell in row)
    # The printed page: the amount in dollars in a column of its own before the debit
    # (an A4 page has no room for two joined amounts in both the debit and the credit),
    # the debit or credit in pounds.
    printed = to_printed(ledger_table, "Nile Trading")
    assert [c.title for c in printed.columns][5:8] == ["In currency", "Debit", "Credit"]
    assert printed.rows[1].cells[5] == f"USD {grouped(Decimal(str(abs(amount))))}"
    assert cents(printed.rows[1].cells[side + 1]) == cents(abs(system))
    assert printed.rows[0].cells[5] is None  # the opening row has no other currency


def expected_due_bands(tenant: Tenant, customer_id: int, as_of: date) -> list[Decimal]:
    """What the customer owes on ``as_of`` by days past its payment terms (current, 1-30,
    31-60, 61-90, over 90), from the server's lines: its credits settle its oldest debits
    first; credits beyond every debit count as current (paid ahead)."""
    with tenant.db.transaction() as conn:
        due_days = int(
            conn.execute(
                "SELECT coalesce(payment_max_due_days, 0) FROM customers WHERE id = ?",
                (customer_id,),
            ).fetchone()[0]
        )
        rows = conn.execute(
            "SELECT substr(d.document_date, 1, 10), l.debit, l.credit FROM ledger_lines AS l "
            "JOIN documents AS d ON d.id = l.document_id WHERE l.customer_id = ? "
            "AND d.is_recurring_template = 0 AND substr(d.document_date, 1, 10) <= ? "
            "ORDER BY d.document_date, d.id",
            (customer_id, as_of.isoformat()),
        ).fetchall()
    credits = sum(Decimal(str(r[2])) for r in rows)
    bands = [Decimal(0)] * 5
    for day, debit, _credit in rows:
        owed = Decimal(str(debit))
        settled = min(owed, credits)
        credits -= settled
        left = owed - settled
        if not left:
            continue
        late = (as_of - date.fromisoformat(day)).days - due_days
        band = 0 if late <= 0 else 1 if late <= 30 else 2 if late <= 60 else 3 if late <= 90 else 4
        bands[band] += left
    bands[0] -= credits
    return [cents(b) for b in bands]


def expected_address(tenant: Tenant, customer_id: int) -> str:
    with tenant.db.transaction() as conn:
        street, building, district, city = conn.execute(
            "SELECT a.street, a.building_number, d.name, c.name FROM customer_addresses AS a "
            "LEFT JOIN districts AS d ON d.id = a.district_id "
            "LEFT JOIN cities AS c ON c.id = a.city_id "
            "WHERE a.customer_id = ? ORDER BY a.is_default DESC, a.id LIMIT 1",
            (customer_id,),
        ).fetchone()
    first = " ".join(p for p in (street, building) if p)
    return "، ".join(p for p in (first, district, city) if p)


async def test_the_statement_carries_the_address_an_ageing_box_and_closes_today(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    _usd, _nbe, dealer = ids(tenant)
    today = date.today()
    year_end = date(today.year, 12, 31)
    parameters = ReportParameters.defaults(today).with_changes(
        customer_id=dealer, date_from=date(2000, 1, 1), date_to=year_end, home_currency="EGP"
    )
    statement = REPORTS["customer-statement"].compute(books, parameters)
    assert statement.ageing_as_of == today
    assert statement.address == expected_address(tenant, dealer)
    assert "Riyadh" in statement.address
    expected = expected_due_bands(tenant, dealer, today)
    assert [cents(b) for b in statement.due_bands or ()] == expected
    assert sum(expected) == cents(await client.customers.balance(dealer))
    assert len([b for b in expected if b]) >= 2, "the dealer owes in more than one band"

    table = REPORTS["customer-statement"].tabulate(statement, parameters)
    # The closing row is dated today, not the period's end in the future.
    closing = table.rows[-1]
    assert closing.level is RowLevel.TOTAL and closing.values[0] == min(today, year_end)
    assert ("Address", statement.address) in table.parameters
    assert table.summary is not None
    assert table.summary.captions == ("Current", "1-30", "31-60", "61-90", "90+", "Total")
    assert [cents(v) for v in table.summary.values] == [*expected, sum(expected)]
    riyal = [r for r in table.rows if any(isinstance(v, InCurrency) for v in r.values)]
    assert len(riyal) == 3
    printed = to_printed(table, "Nile Trading")
    assert printed.summary is not None and printed.summary.values == table.summary.values
    body = to_json(statement)
    assert body["address"] == statement.address
    assert Decimal(str(body["ageingByDueDate"]["total"])) == sum(expected)


async def test_the_addresses_places_are_read_once(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cities' and districts' names come from their lists at the first sync; later
    runs, incremental or full, ask for them no more while the cache has them all."""
    asked: list[str] = []
    for resource in ("cities", "districts"):
        lister = getattr(client, resource)
        original = lister.list

        async def counted(*args: Any, _name: str = resource, _list: Any = original, **kw: Any):
            asked.append(_name)
            return await _list(*args, **kw)

        monkeypatch.setattr(lister, "list", counted)
    await LedgerSync(client, ledger).sync()
    assert set(asked) == {"cities", "districts"}
    with tenant.db.transaction() as conn:
        city = conn.execute(
            "SELECT c.name FROM customers AS u JOIN customer_addresses AS a "
            "ON a.customer_id = u.id JOIN cities AS c ON c.id = a.city_id WHERE u.code = ?",
            ("CUS-0002",),
        ).fetchone()[0]
    assert (
        city
        in ledger.books()
        .customers()[next(i for i, c in ledger.books().customers().items() if c.code == "CUS-0002")]
        .address
    )
    asked.clear()
    await LedgerSync(client, ledger).sync()
    await LedgerSync(client, ledger).sync(full=True)
    assert asked == []
