"""Re-reading older history is budgeted in requests: on a company of 4,000 documents (it
fits in the budget) every incremental sync reads every document, so an old document
deleted and another added the same day, and an old one's amount edited, without customer
lines and on a supplier's account, are in the very next sync's trial balance, cash and
payables; beyond the budget, a rolling slice goes round the history and the cache's
``verified_through`` says since when every document has been read again."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from app import clock
from app.api.client import ApiClient
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
    JournalEntryMutationResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.reports import to_json, trial_balance
from app.sandbox.demo.journal import generate_journal_entries
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.ledger_cache import (
    assert_books_agree,
    assert_payables_agree,
    at,
)
from tests.support.ledger_documents import BANK_EGP, PURCHASES, TRADE_PAYABLES, supplier_id
from tests.support.sandbox import Tenant

LONG_AGO = clock.today() - timedelta(days=400)


def bill(tenant: Tenant, day: date, amount: str) -> CreateJournalEntryRequest:
    """A supplier's bill: purchases against the trade payables of SUP-002 (no customer)."""
    return CreateJournalEntryRequest(
        document_date=at(day),
        accounting_document_details=[
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(PURCHASES),
                amount=Decimal(amount),
                amount_status=AmountStatus.Debit,
            ),
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(TRADE_PAYABLES),
                amount=Decimal(amount),
                amount_status=AmountStatus.Credit,
                supplier_id=supplier_id(tenant, "SUP-002"),
            ),
        ],
    )


def payment(tenant: Tenant, day: date, amount: str) -> CreateJournalEntryRequest:
    """Bank paid out for purchases (a plain entry: no customer, no supplier)."""
    return CreateJournalEntryRequest(
        document_date=at(day),
        accounting_document_details=[
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(PURCHASES),
                amount=Decimal(amount),
                amount_status=AmountStatus.Debit,
            ),
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(BANK_EGP),
                amount=Decimal(amount),
                amount_status=AmountStatus.Credit,
            ),
        ],
    )


async def change_amount(
    client: ApiClient, created: JournalEntryMutationResponse, amount: str
) -> None:
    stored = (await client.journal_entries.list(code=created.document_code)).items[0]
    await client.journal_entries.update(
        created.document_code,
        UpdateJournalEntryRequest(
            document_date=stored.document_date,
            accounting_document_details=[
                UpdateJournalEntryDetailRequest(
                    id=line.id,
                    row_state=RowState.Modified,
                    account_id=line.account.id if line.account else 0,
                    amount=Decimal(amount),
                    amount_status=AmountStatus(line.amount_status or "Debit"),
                    supplier_id=line.supplier.id if line.supplier else None,
                )
                for line in stored.accounting_document_details
            ],
        ),
    )


def seed(tenant: Tenant) -> None:
    """4,000 documents over three years: most of them long before any trailing window."""
    with tenant.db.transaction() as conn:
        generate_journal_entries(conn, tenant.id, 4000, years=3, today=clock.today())


async def test_old_changes_reach_the_next_sync_while_the_history_fits(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    seed(tenant)
    old_bill = await client.journal_entries.create(bill(tenant, LONG_AGO, "700"))
    old_payment = await client.journal_entries.create(payment(tenant, LONG_AGO, "250"))
    # No rolling slices: reading the whole history must be what catches the changes.
    sync = LedgerSync(client, ledger, slice_budget=0)
    assert (await sync.sync()).full
    # Deleted and another added the same day (the count of that day is unchanged), and an
    # old supplier's bill made larger: no customer's balance moves.
    await client.journal_entries.delete(old_payment.document_code)
    added = await client.journal_entries.create(payment(tenant, LONG_AGO, "90.10"))
    await change_amount(client, old_bill, "1234.56")
    before = trial_balance(ledger.books(), None, None)
    second = await sync.sync()
    assert not second.full and second.drifted_customers == ()
    assert second.changed >= 2
    codes = {row[0] for row in ledger.connection.execute("SELECT code FROM entries")}
    assert added.document_code in codes and old_payment.document_code not in codes
    assert trial_balance(ledger.books(), None, None).totals != before.totals
    await assert_books_agree(client, tenant, ledger)
    assert_payables_agree(tenant, ledger)
    # Every document was read again: verified as of this run.
    status = ledger.status()
    assert status.verified_through is not None and status.as_of is not None
    assert status.as_of >= status.verified_through > (ledger.status().last_full or "")
    assert to_json(trial_balance(ledger.books(), None, None))["verifiedThrough"] == (
        status.verified_through
    )


async def test_beyond_the_budget_a_rolling_slice_goes_round_the_history(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    seed(tenant)
    old_bill = await client.journal_entries.create(bill(tenant, LONG_AGO, "700"))
    # A window of one page and a slice of one page (1,000 documents) a run: the 3,000-odd
    # documents before the window take three or four runs.
    sync = LedgerSync(client, ledger, window_pages=1, history_budget=0, slice_budget=1)
    await sync.sync()
    full_at = ledger.status().verified_through
    await change_amount(client, old_bill, "1234.56")
    runs = 0
    while True:
        result = await sync.sync()
        runs += 1
        assert not result.full
        status = ledger.status()
        if status.verified_through != full_at:
            break
        # Until the round is done, the report says since when it is verified.
        assert status.as_of is not None and full_at is not None and full_at < status.as_of
        assert runs < 10
    assert 3 <= runs <= 5
    assert status.verified_through is not None and status.verified_through > (full_at or "")
    await assert_books_agree(client, tenant, ledger)
    assert_payables_agree(tenant, ledger)
