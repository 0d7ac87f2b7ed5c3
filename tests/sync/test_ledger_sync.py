"""Ledger sync: a full sync, then documents of every kind made through the API (back-dated
inside and outside the trailing window, changed and deleted), then an incremental sync of
the same cache; the books still agree with the server's figures."""

from __future__ import annotations

import asyncio
import gc
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app import clock
from app.api.client import ApiClient
from app.api.errors import Offline
from app.api.ratelimit import RateLimiter, RateWindow
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    CashTransactionDetailRequest,
    CashTransactionRequest,
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
    JournalEntryPaymentRequest,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest
from app.models.sales_returns import CreateSalesReturnRequest
from app.models.work_orders import CreateIssueOfferingRequest, WorkOrderItemUpsertRequest
from app.sandbox.demo.journal import generate_journal_entries
from app.store.ledger import LedgerStore
from app.sync.bulk import bulk_syncs_running
from app.sync.ledger import LedgerProgress, LedgerSync
from tests.support.ledger_cache import assert_books_agree, at
from tests.support.ledger_documents import (
    BANK_EGP,
    CAIRO_CASH,
    OTHER_REVENUE,
    PURCHASES,
    RETAINED_EARNINGS,
    TRADE_RECEIVABLES,
    customer_id,
)
from tests.support.sandbox import Tenant

WAREHOUSE = 1
ITEM = 61


def entry(
    tenant: Tenant, day: date, amount: str, customer: int | None = None
) -> CreateJournalEntryRequest:
    """Revenue against the trade receivable of ``customer`` (or retained earnings)."""
    debit = (
        CreateJournalEntryDetailRequest(
            account_id=tenant.account_id(TRADE_RECEIVABLES),
            amount=Decimal(amount),
            amount_status=AmountStatus.Debit,
            customer_id=customer,
        )
        if customer
        else CreateJournalEntryDetailRequest(
            account_id=tenant.account_id(RETAINED_EARNINGS),
            amount=Decimal(amount),
            amount_status=AmountStatus.Debit,
        )
    )
    return CreateJournalEntryRequest(
        document_date=at(day),
        accounting_document_details=[
            debit,
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(OTHER_REVENUE),
                amount=Decimal(amount),
                amount_status=AmountStatus.Credit,
            ),
        ],
    )


async def cached_codes(ledger: LedgerStore) -> set[str]:
    return {
        row[0]
        for row in ledger.connection.execute("SELECT coalesce(code, journal_code) FROM entries")
    }


async def test_an_incremental_sync_catches_every_kind_of_change(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    customer = customer_id(tenant, "CUS-0003")
    # 2,500 entries in the last 73 days and 1,500 in the 110 days before: the window of
    # three pages (the newest 3,000) reaches some 37 days into the older ones, and
    # re-reading it stops at the page that crosses its start, so the documents 250 days
    # ago and older are not read again by it.
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 2500, years=0.2, today=clock.today())
        generate_journal_entries(
            conn, tenant.id, 1500, years=0.3, today=clock.today() - timedelta(days=91)
        )
    # Before the first sync: unposted entries long ago, one to change and one to delete.
    to_change = await client.journal_entries.create(
        entry(tenant, clock.today() - timedelta(days=250), "70", customer)
    )
    to_delete = await client.journal_entries.create(
        entry(tenant, clock.today() - timedelta(days=300), "55")
    )
    progress: list[LedgerProgress] = []
    # Beyond the re-read budgets (none here): the window, the count check and the drift
    # guard alone must catch every change.
    sync = LedgerSync(
        client,
        ledger,
        on_progress=progress.append,
        window_pages=3,
        history_budget=0,
        slice_budget=0,
    )
    first = await sync.sync()
    assert first.full and progress[-1].phase in {"stock", "drift", "entries", "reference", "sales"}
    assert {"entries", "reference", "sales", "stock"} <= {p.phase for p in progress}
    assert {to_change.document_code, to_delete.document_code} <= await cached_codes(ledger)

    # An issued order (its system entries), a return of it, cash in and out, entries and a
    # payment entry: today, back-dated inside the window, and outside it.
    order = await client.sales_orders.create(
        SalesOrderRequest(
            customer_id=customer,
            warehouse_id=WAREHOUSE,
            document_date=at(clock.today()),
            sales_order_details=[
                SalesOrderDetailRequest(stock_item_id=ITEM, quantity=2, price=Decimal("150"))
            ],
        )
    )
    issue = await client.work_orders.issue_offering(
        CreateIssueOfferingRequest(
            warehouse_id=WAREHOUSE,
            customer_id=customer,
            related_so_code=order.code,
            date=at(clock.today()),
            work_order_details=[
                WorkOrderItemUpsertRequest(stock_item_id=ITEM, quantity=2, price=Decimal("150"))
            ],
        )
    )
    await client.sales_returns.create(
        CreateSalesReturnRequest(
            warehouse_id=WAREHOUSE,
            source_document_code=issue.code or "",
            document_date=at(clock.today()),
        )
    )
    cash = CashTransactionRequest(
        main_account_id=tenant.account_id(CAIRO_CASH),
        document_date=at(clock.today() - timedelta(days=1)),
        accounting_document_details=[
            CashTransactionDetailRequest(
                account_id=tenant.account_id(TRADE_RECEIVABLES),
                amount=Decimal("40.25"),
                customer_id=customer,
            )
        ],
    )
    await client.cash.cash_in(cash)
    await client.cash.cash_out(
        cash.model_copy(
            update={
                "accounting_document_details": [
                    CashTransactionDetailRequest(
                        account_id=tenant.account_id(PURCHASES), amount=Decimal("12.5")
                    )
                ]
            }
        )
    )
    await client.journal_entries.payment(
        JournalEntryPaymentRequest(
            document_date=at(clock.today() - timedelta(days=10)),
            payment_account_id=tenant.account_id(BANK_EGP),
            amount=Decimal("33.33"),
            customer_id=customer,
        )
    )
    inside = await client.journal_entries.create(
        entry(tenant, clock.today() - timedelta(days=30), "17.17", customer)
    )
    outside_customer = await client.journal_entries.create(
        entry(tenant, clock.today() - timedelta(days=400), "123.45", customer)
    )
    outside_plain = await client.journal_entries.create(
        entry(tenant, clock.today() - timedelta(days=500), "9.99")
    )
    # Deleted outside the window.
    await client.journal_entries.delete(to_delete.document_code)

    second = await sync.sync()
    # The count outside the window differs: the range is read again.
    assert not second.full and second.ranges_repaired >= 1
    codes = await cached_codes(ledger)
    assert {inside.document_code, outside_customer.document_code} <= codes
    assert outside_plain.document_code in codes
    assert to_delete.document_code not in codes
    await assert_books_agree(client, tenant, ledger)
    # Changed outside the window: the counts agree, the customer's balance does not.
    stored = (await client.journal_entries.list(code=to_change.document_code)).items[0]
    await client.journal_entries.update(
        to_change.document_code,
        UpdateJournalEntryRequest(
            document_date=at(clock.today() - timedelta(days=250)),
            accounting_document_details=[
                UpdateJournalEntryDetailRequest(
                    id=line.id,
                    row_state=RowState.Modified,
                    account_id=line.account.id if line.account else 0,
                    amount=Decimal("80"),
                    amount_status=AmountStatus(line.amount_status or "Debit"),
                    customer_id=line.customer.id if line.customer else None,
                )
                for line in stored.accounting_document_details
            ],
        ),
    )
    third = await sync.sync()
    assert (third.ranges_repaired, third.drifted_customers) == (0, (customer,))
    await assert_books_agree(client, tenant, ledger)
    # Nothing changed: nothing repaired, nobody drifted.
    fourth = await sync.sync()
    assert (fourth.ranges_repaired, fourth.drifted_customers, fourth.entries_deleted) == (0, (), 0)
    assert fourth.changed == 0 and second.changed > 0
    assert fourth.requests < second.requests  # stock and costs are not read again
    await assert_books_agree(client, tenant, ledger)


async def test_an_unreachable_server_is_recorded_and_the_cache_kept(
    client: ApiClient, ledger: LedgerStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    sync = LedgerSync(client, ledger)
    await sync.sync()
    kept = ledger.books().customer_balances()

    async def offline(*args: object, **kwargs: object) -> object:
        raise Offline("no network")

    monkeypatch.setattr(client, "request", offline)
    with pytest.raises(Offline):
        await sync.sync(full=True)
    status = ledger.status()
    assert status.offline and status.as_of is not None
    assert ledger.books().customer_balances() == kept


class GoesAway(httpx.AsyncBaseTransport):
    """The sandbox until ``gone`` is set, then a refused connection (the operating
    system's error inside httpx's, as a stopped server gives) for every request whose
    path holds ``gone``."""

    def __init__(self, app: FastAPI) -> None:
        self._inner = httpx.ASGITransport(app=app)
        self.gone: str | None = None
        self.refused: list[str] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.gone is not None and self.gone in request.url.path:
            self.refused.append(str(request.url))
            try:
                raise ConnectionRefusedError(111, "Connection refused")
            except ConnectionRefusedError as exc:
                raise httpx.ConnectError("All connection attempts failed") from exc
        return await self._inner.handle_async_request(request)


async def test_a_server_gone_mid_run_ends_it_at_once_with_no_task_left_behind(
    sandbox_app: FastAPI, tenant: Tenant, ledger: LedgerStore
) -> None:
    """The pages asked for ahead all fail alike: none is sent again, every one is awaited
    before the run ends, and nothing is left for the loop to report later ("Task exception
    was never retrieved")."""
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 4000, years=1, today=clock.today())
    transport = GoesAway(sandbox_app)
    client = ApiClient(
        tenant.connection(),
        transport=transport,
        limiter=RateLimiter((RateWindow(100_000, 1.0),)),
    )
    loop = asyncio.get_running_loop()
    reported: list[dict[str, object]] = []
    previous = loop.get_exception_handler()
    loop.set_exception_handler(lambda _loop, context: reported.append(context))
    try:
        sync = LedgerSync(client, ledger)
        await sync.sync()
        # The cache holds 4,000 documents: the next run asks for 4 pages at once, and
        # they fail together (the other lists answer: the pages' failure ends the run).
        transport.gone = "/journal-entries"
        with pytest.raises(Offline):
            await sync.sync(full=True)
        left = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        gc.collect()
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(previous)
        await client.aclose()
    assert len(transport.refused) >= 2, transport.refused  # pages asked for ahead failed too
    assert len(transport.refused) == len(set(transport.refused))  # no request sent twice
    assert left == []
    assert reported == []
    assert ledger.status().offline


def test_a_damaged_cache_is_moved_aside_and_rebuilt(tmp_path: Path) -> None:
    path = tmp_path / "profile.ledger.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    store = LedgerStore(path)
    try:
        assert store.moved_aside == tmp_path / "profile.ledger.sqlite3.unreadable"
        assert store.moved_aside.read_bytes().startswith(b"this is not")
        assert store.status().as_of is None
        assert store.books().unposted_count() == 0
    finally:
        store.close()


async def test_an_unchanged_sync_reads_the_window_pages_however_dense_the_history(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    # 4,000 documents in the last 73 days: a window counted in days would read them all
    # again on every run; counted in pages it reads its page and the one that crosses its
    # start, and the requests of a run with nothing changed do not grow with the history.
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 4000, years=0.2, today=clock.today())
    sync = LedgerSync(client, ledger, window_pages=1, history_budget=0, slice_budget=0)
    await sync.sync()
    unchanged = await sync.sync()
    assert not unchanged.full and unchanged.changed == 0 and unchanged.entries_deleted == 0
    assert 1000 <= unchanged.entries_read <= 2 * 1000
    with tenant.db.transaction() as conn:
        generate_journal_entries(
            conn, tenant.id, 4000, years=2, today=clock.today() - timedelta(days=80)
        )
    await sync.sync()
    bigger = await sync.sync()
    assert bigger.changed == 0 and bigger.entries_read <= 2 * 1000
    assert bigger.requests <= unchanged.requests + 1
    await assert_books_agree(client, tenant, ledger)


async def test_a_count_difference_long_ago_is_narrowed_down_before_reading(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 4000, years=3, today=clock.today())
    # A window of one page: some 3,000 documents lie before it.
    sync = LedgerSync(client, ledger, window_pages=1, history_budget=0, slice_budget=0)
    await sync.sync()
    unposted_long_ago = next(
        entry
        for entry in (
            await client.journal_entries.list(
                date_to=clock.today() - timedelta(days=700), limit=200
            )
        ).items
        if not entry.is_posted and entry.notes == "seeded"
    )
    await client.journal_entries.delete(unposted_long_ago.journal_entry_code or "")
    result = await sync.sync()
    assert result.ranges_repaired == 1 and result.entries_deleted == 1
    # Besides the window (its page and the page that crosses its start), only a narrowed
    # range of at most one page was read again, not the 3,000-odd documents before it.
    assert result.entries_read <= 2 * 1000 + 1000
    await assert_books_agree(client, tenant, ledger)


async def test_a_run_says_a_sync_is_moving_bulk_data_even_when_it_fails(
    client: ApiClient, ledger: LedgerStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The garbage collector's policy holds its older generations back meanwhile."""
    during: list[int] = []
    sync = LedgerSync(client, ledger, on_progress=lambda _p: during.append(bulk_syncs_running()))
    await sync.sync()
    assert during and all(count == 1 for count in during)
    assert bulk_syncs_running() == 0

    async def offline(*args: object, **kwargs: object) -> object:
        raise Offline("no network")

    monkeypatch.setattr(client, "request", offline)
    with pytest.raises(Offline):
        await sync.sync(full=True)
    assert bulk_syncs_running() == 0
