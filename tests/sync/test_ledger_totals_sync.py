"""The ledger cache's totals tables stay the sum of its lines through the sync's every
kind of run over a kept cache: the first full sync, old documents deleted, added and
edited then an incremental sync that reads the whole history, a rolling re-read slice by
slice with another old edit, and a full rebuild; the books then still agree with the
server."""

from __future__ import annotations

from datetime import timedelta

from app.api.client import ApiClient
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from tests.support.ledger_cache import assert_books_agree, assert_payables_agree
from tests.support.ledger_totals import assert_totals_match_lines
from tests.support.sandbox import Tenant
from tests.sync.test_ledger_reread import LONG_AGO, bill, change_amount, payment, seed


async def test_the_totals_stay_the_sum_of_the_lines_through_every_kind_of_sync(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    seed(tenant)
    old_bill = await client.journal_entries.create(bill(tenant, LONG_AGO, "700"))
    old_payment = await client.journal_entries.create(payment(tenant, LONG_AGO, "250"))
    whole = LedgerSync(client, ledger, slice_budget=0)
    assert (await whole.sync()).full
    assert_totals_match_lines(ledger.connection)

    # Old documents: one deleted and another added the same day, one edited.
    await client.journal_entries.delete(old_payment.document_code)
    await client.journal_entries.create(payment(tenant, LONG_AGO, "90.10"))
    await change_amount(client, old_bill, "1234.56")
    second = await whole.sync()
    assert not second.full and second.changed >= 2
    assert_totals_match_lines(ledger.connection)

    # Beyond the budget: the rolling re-read, one page a run, catches another old edit.
    rolling = LedgerSync(client, ledger, window_pages=1, history_budget=0, slice_budget=1)
    await change_amount(client, old_bill, "321.09")
    await client.journal_entries.create(bill(tenant, LONG_AGO - timedelta(days=3), "45.67"))
    started = ledger.status().verified_through
    for _run in range(8):
        assert not (await rolling.sync()).full
        assert_totals_match_lines(ledger.connection)
        if ledger.status().verified_through != started:
            break
    assert ledger.status().verified_through != started, "the round went round"

    # A full rebuild of the kept cache.
    assert (await whole.sync(full=True)).full
    assert_totals_match_lines(ledger.connection)
    await assert_books_agree(client, tenant, ledger)
    assert_payables_agree(tenant, ledger)
