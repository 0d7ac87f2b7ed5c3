"""Each report as a table: the figures the engine computes, subtotals and totals in place,
and a drill-down on every row that has lines behind it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from fastapi import FastAPI

from app import clock
from app.api.client import ApiClient
from app.reports import receivables_ageing, trial_balance
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from app.viewmodels.reports.definitions import REPORTS
from app.viewmodels.reports.parameters import Needs, ReportParameters
from app.viewmodels.reports.table import DrillKind, RowLevel, column_values
from tests.support.sandbox import Tenant, api_client


@pytest.fixture
async def ledger(
    sandbox_app: FastAPI, tenant: Tenant, tmp_path: Path
) -> AsyncIterator[LedgerStore]:
    store = LedgerStore(tmp_path / "profile.ledger.sqlite3")
    client: ApiClient = api_client(sandbox_app, tenant)
    await LedgerSync(client, store).sync()
    await client.aclose()
    yield store
    store.close()


def params(**changes: object) -> ReportParameters:
    return ReportParameters.defaults(clock.today()).with_changes(**changes)


def test_the_defaults_are_this_month_as_of_today() -> None:
    p = ReportParameters.defaults(date(2026, 2, 11))
    assert (p.date_from, p.date_to) == (date(2026, 2, 1), date(2026, 2, 28))
    assert p.as_of == date(2026, 2, 11)
    assert not p.posted_only
    assert p.problem(frozenset({Needs.ACCOUNT})) == "Choose an account."
    assert p.with_changes(date_from=date(2026, 3, 1)).problem(frozenset({Needs.PERIOD}))


async def test_the_trial_balance_table_has_groups_subtotals_and_the_engines_totals(
    ledger: LedgerStore,
) -> None:
    p = params(date_from=date(2000, 1, 1), date_to=date(9999, 12, 31))
    table = REPORTS["trial-balance"].build(ledger.books(), p)
    engine = trial_balance(ledger.books(), p.date_from, p.date_to)
    total = table.rows[-1]
    assert total.level is RowLevel.TOTAL
    assert total.values[2:] == (
        engine.totals.opening,
        engine.totals.debit,
        engine.totals.credit,
        engine.totals.closing,
    )
    assert total.values[3] == total.values[4]  # debits equal credits
    levels = {row.level for row in table.rows}
    assert levels == {RowLevel.HEADING, RowLevel.DETAIL, RowLevel.SUBTOTAL, RowLevel.TOTAL}
    details = [row for row in table.rows if row.level is RowLevel.DETAIL]
    assert sum(row.values[5] for row in details) == engine.totals.closing
    assert all(row.drill is not None and row.drill.kind is DrillKind.ACCOUNT for row in details)


async def test_ageing_rows_open_the_customers_statement_whose_closing_is_the_balance(
    ledger: LedgerStore,
) -> None:
    books = ledger.books()
    table = REPORTS["receivables-ageing"].build(books, params())
    engine = receivables_ageing(books, clock.today())
    assert column_values(table, "balance") == [row.balance for row in engine.rows]
    assert table.rows[-1].values[2] == engine.total
    debtor = next(row for row in table.rows if row.drill is not None)
    assert debtor.drill.kind is DrillKind.CUSTOMER
    statement = REPORTS["customer-statement"].build(
        books,
        params(customer_id=debtor.drill.key, date_from=date(2000, 1, 1), date_to=clock.today()),
    )
    closing = statement.rows[-1]
    assert closing.level is RowLevel.TOTAL and closing.values[-1] == debtor.values[2]
    lines = [row for row in statement.rows if row.level is RowLevel.DETAIL]
    assert lines and all(row.drill and row.drill.kind is DrillKind.DOCUMENT for row in lines)
    opening = statement.rows[0].values[-1]
    debits = sum(r.values[5] or 0 for r in lines)
    credits = sum(r.values[6] or 0 for r in lines)
    assert opening + debits - credits == closing.values[-1]
    # The closing row carries the period's debits and credits, each in its own column.
    assert (closing.values[5], closing.values[6]) == (debits, credits)


@pytest.mark.parametrize("name", sorted(REPORTS))
async def test_every_report_builds_a_table_with_a_total(ledger: LedgerStore, name: str) -> None:
    books = ledger.books()
    accounts = books.accounts()
    customers = books.customers()
    suppliers = books.suppliers()
    p = params(
        account_id=min(accounts),
        customer_id=min(customers),
        supplier_id=min(suppliers),
        as_of=clock.today(),
    )
    table = REPORTS[name].build(books, p)
    assert table.rows and table.rows[-1].level is RowLevel.TOTAL, name
    assert table.file_name and "/" not in table.file_name
    for row in table.rows:
        assert len(row.values) == len(table.columns), name
    money = [i for i, c in enumerate(table.columns) if c.kind == "money"]
    assert money, name
    for row in table.rows:
        for i in money:
            assert row.values[i] is None or isinstance(row.values[i], Decimal), (name, row)


def test_freshness_says_as_of_and_offline(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from app.viewmodels.reports.report import Freshness, freshness_text
    from app.viewmodels.reports.source import LedgerSource

    assert freshness_text(Freshness(None, False)).startswith("Not synced yet")
    moment = datetime(2026, 11, 28, 9, 30, tzinfo=UTC)
    assert freshness_text(Freshness(moment, False)).startswith("As of 2026-11-28")
    checked = freshness_text(Freshness(moment, False, moment.replace(hour=6)))
    assert (
        checked.startswith("As of 2026-11-28") and "older documents checked 2026-11-28" in checked
    )
    assert "older" not in freshness_text(Freshness(moment, False, moment))
    offline = freshness_text(Freshness(moment, True))
    assert offline.startswith("As of") and offline.endswith("offline, from the cache")
    source = LedgerSource(tmp_path / "ledger.sqlite3")
    try:
        assert not source.freshness().offline
        source.offline = lambda: True  # the window lost the server
        assert source.freshness().offline
    finally:
        source.close()
