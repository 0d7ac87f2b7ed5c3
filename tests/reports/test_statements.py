"""The financial statements over the demo company agree with each other and with the
server's own ledger lines.

Expected figures come from the server's ``ledger_lines`` table (debits minus credits per
account, straight from SQL) or from the other reports, never from the code under test.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from fastapi import FastAPI

from app.api.client import ApiClient
from app.reports import cash_position, trial_balance, unposted_entries
from app.reports.layout import Section
from app.reports.statements import (
    Columns,
    Compare,
    balance_sheet,
    cash_flow,
    profit_and_loss,
    recurring_templates,
)
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.ledger_cache import unlimited_client
from tests.support.sandbox import Tenant

ZERO = Decimal(0)
INCOME_TYPES = ("Sales", "ServicesSales", "SalesReturns", "SalesDiscount")


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[LedgerStore]:
    store = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    yield store
    store.close()


@pytest.fixture
async def client(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[ApiClient]:
    opened = unlimited_client(sandbox_app, tenant)
    yield opened
    await opened.aclose()


def server_sums(tenant: Tenant, where: str, *args: object, date_to: str = "9999-12-31") -> Decimal:
    """Debits minus credits of the server's ledger lines of accounts matching ``where``
    (SQL over ``accounts AS a``), up to ``date_to``, templates left out."""
    with tenant.db.transaction() as conn:
        value = conn.execute(
            "SELECT total(l.debit) - total(l.credit) "
            "FROM ledger_lines AS l "
            "JOIN accounts AS a ON a.id = l.account_id "
            "JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.tenant_id = ? AND substr(d.document_date, 1, 10) <= ? "
            f"AND d.is_recurring_template = 0 AND ({where})",
            (tenant.id, date_to, *args),
        ).fetchone()[0]
    return Decimal(str(round(value, 6)))


def month_ends(year: int) -> list[date]:
    return [(date(year + (m == 12), m % 12 + 1, 1) - timedelta(days=1)) for m in range(1, 13)]


async def test_the_balance_sheet_balances_at_every_month_end(
    client: ApiClient, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    last_day = max(r[0] for r in books.conn.execute("SELECT max(day) FROM lines"))
    year = date.fromisoformat(last_day).year
    for year_end in (year - 1, year):
        for day in month_ends(year_end):
            sheet = balance_sheet(books, day)
            assert sheet.is_balanced, day
            assert sheet.unassigned.rows == (), "the demo chart places every account"
            # Equity's total is its accounts plus the two computed figures.
            accounts = sum((r.amount for r in sheet.equity.rows), ZERO)
            assert sheet.equity.total == accounts + sheet.current_year_profit + sheet.earlier_years
            # The year's net profit is the balance sheet's profit of the current year.
            pnl = profit_and_loss(books, date(day.year, 1, 1), day)
            assert pnl.net_profit.amount == sheet.current_year_profit, day
    sheet = balance_sheet(books, date(year, 12, 31))
    assert sheet.total_assets > 0 and sheet.current_year_profit != 0


async def test_the_profit_and_loss_is_the_servers_income_and_expense_accounts(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    everything = profit_and_loss(books, date(2000, 1, 1), date(2100, 12, 31))
    revenue = -server_sums(tenant, "a.type IN (?, ?, ?, ?)", *INCOME_TYPES)
    assert everything.section(Section.REVENUE).total.amount.quantize(Decimal("0.01")) == (
        revenue.quantize(Decimal("0.01"))
    )
    # Net profit over all time: minus the debits-minus-credits of every account that is
    # neither an asset, a liability nor equity (codes 4 and 5 in the demo chart).
    result = -server_sums(tenant, "substr(a.code, 1, 1) IN ('4', '5')")
    assert everything.net_profit.amount.quantize(Decimal("0.01")) == result.quantize(
        Decimal("0.01")
    )
    gross = everything.gross_profit.amount
    assert gross == (
        everything.section(Section.REVENUE).total.amount
        - everything.section(Section.COST_OF_SALES).total.amount
    )


async def test_month_columns_and_last_years_comparison_add_up(
    client: ApiClient, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    last_day = next(iter(books.conn.execute("SELECT max(day) FROM lines")))[0]
    year = date.fromisoformat(last_day).year
    report = profit_and_loss(
        books,
        date(year, 1, 1),
        date(year, 12, 31),
        columns=Columns.MONTH,
        compare=Compare.PREVIOUS_YEAR,
    )
    assert [c.key for c in report.columns] == [f"{year}-{m:02d}" for m in range(1, 13)]
    for section in report.sections:
        for row in section.rows:
            assert sum(row.amounts) == row.amount
    assert sum(report.net_profit.amounts) == report.net_profit.amount
    last_year = profit_and_loss(books, date(year - 1, 1, 1), date(year - 1, 12, 31))
    assert report.net_profit.comparison == last_year.net_profit.amount
    for index, column in enumerate(report.columns):
        month = profit_and_loss(books, column.date_from, column.date_to)
        assert report.net_profit.amounts[index] == month.net_profit.amount
    quarters = profit_and_loss(books, date(year, 1, 1), date(year, 12, 31), columns=Columns.QUARTER)
    assert [c.key for c in quarters.columns] == [f"{year}-Q{q}" for q in range(1, 5)]
    assert sum(quarters.net_profit.amounts) == report.net_profit.amount


async def test_cash_flow_closing_is_the_cash_position(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    last_day = date.fromisoformat(next(iter(books.conn.execute("SELECT max(day) FROM lines")))[0])
    for first, last in ((date(last_day.year, 1, 1), last_day), (date(2000, 1, 1), last_day)):
        flow = cash_flow(books, first, last)
        position = cash_position(books, last, first, last)
        assert flow.closing == position.total
        assert flow.closing.quantize(Decimal("0.01")) == server_sums(
            tenant, "a.type IN ('Cash', 'Bank')", date_to=last.isoformat()
        ).quantize(Decimal("0.01"))
        by_account = {r.account_id: r for r in position.rows}
        for account in flow.accounts:
            assert account.closing == by_account[account.account_id].balance
            assert (
                account.opening
                + account.money_in
                - account.money_out
                + (account.transfers_in - account.transfers_out)
                == account.closing
            )
            # Every debit of the account is money in or a transfer in.
            assert (
                account.money_in + account.transfers_in == by_account[account.account_id].period_in
            )
        assert flow.opening + flow.money_in - flow.money_out == flow.closing
        assert sum(a.transfers_in for a in flow.accounts) == flow.transfers
        assert sum(a.transfers_out for a in flow.accounts) == flow.transfers


async def test_recurring_templates_count_in_no_figure(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    templates = recurring_templates(books).rows
    assert templates, "the demo company keeps a monthly rent template"
    codes = {t.code for t in templates}
    assert codes.isdisjoint(r.code for r in unposted_entries(books).rows)
    assert books.unposted_count() == len(unposted_entries(books).rows)
    # The trial balance is the server's lines less the templates' lines.
    with tenant.db.transaction() as conn:
        template_total = conn.execute(
            "SELECT count(*) FROM documents WHERE tenant_id = ? AND is_recurring_template = 1",
            (tenant.id,),
        ).fetchone()[0]
    assert template_total == len(templates)
    ids = {t.entry_id for t in templates}
    assert not any(
        row[0] in ids for row in books.conn.execute("SELECT DISTINCT entry_id FROM lines")
    )
    assert trial_balance(books, None, None).is_balanced


async def test_a_transfer_between_own_accounts_is_no_money_in(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    """The demo's "Transfer from Cairo treasury to the bank" moves money between two of
    the company's accounts: the cash flow shows it as a transfer, in no flow row."""
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    with tenant.db.transaction() as conn:
        day, amount = conn.execute(
            "SELECT substr(d.document_date, 1, 10), total(l.debit) FROM documents AS d "
            "JOIN ledger_lines AS l ON l.document_id = d.id "
            "WHERE d.tenant_id = ? AND d.notes LIKE 'Transfer from Cairo treasury%' "
            "GROUP BY d.id",
            (tenant.id,),
        ).fetchone()
    day = date.fromisoformat(day)
    alone = cash_flow(books, day, day)
    everything_else = [
        r
        for r in books.conn.execute(
            "SELECT count(DISTINCT entry_id) FROM lines WHERE day = ?", (day.isoformat(),)
        )
    ]
    assert alone.transfers >= Decimal(str(amount))
    if everything_else[0][0] == 1:
        assert alone.money_in == 0 and alone.money_out == 0
    whole = cash_flow(books, date(2000, 1, 1), date(2100, 12, 31))
    position = cash_position(books, date(2100, 12, 31), date(2000, 1, 1), date(2100, 12, 31))
    assert whole.money_in + whole.transfers == position.total_in
    assert whole.money_out + whole.transfers == position.total_out
