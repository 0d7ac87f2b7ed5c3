"""The verbs as operations, against the sandbox: each does the thing once and says what
changed; the expected figures are read back from the server, not from the operation."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable
from decimal import Decimal
from typing import TypeVar

from pytestqt.qtbot import QtBot

from app import clock
from app.api.client import ApiClient
from app.models.taxes import TaxUpsertRequest
from app.operations.changes import NOTHING, Changes, Kind
from app.operations.journal import PostOutcome, post_entries
from app.operations.outbox import changes_of_sent, mark_saved, send_again
from app.operations.records import Submission, save_record
from app.operations.sales_orders import receive_cash
from app.store.outbox import Outbox, OutboxState
from tests.support.documents import customer_id, new_item, warehouse_id
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on

VAT_PAYABLE = "210301"  # demo chart: the account every tax of the demo company shares
T = TypeVar("T")


def run(qtbot: QtBot, work: Awaitable[T]) -> T:
    task = asyncio.ensure_future(work)
    qtbot.waitUntil(task.done, timeout=20000)
    return task.result()


def stamp_duty(tenant: Tenant) -> Submission:
    request = TaxUpsertRequest(
        name="Stamp duty",
        rate=Decimal("2.5"),
        sales_account_id=tenant.account_id(VAT_PAYABLE),
        active=True,
    )
    return Submission(kind="tax", operation="create", payload=request.to_wire())


def test_a_save_creates_the_record_once_and_names_it_among_the_changes(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        before = run(qtbot, session.client.taxes.list(limit=1000)).items
        outcome = run(
            qtbot,
            save_record(
                session,
                stamp_duty(live_tenant),
                Kind.TAXES,
                lambda key: session.client.taxes.get(int(key)),
            ),
        )
        after = run(qtbot, session.client.taxes.list(limit=1000)).items
        made = [t for t in after if t.id not in {b.id for b in before}]
        assert [(t.name, t.rate) for t in made] == [("Stamp duty", Decimal("2.5"))]
        assert outcome.item.state is OutboxState.CONFIRMED
        assert outcome.record is not None and outcome.record.id == made[0].id
        assert outcome.changes == Changes.of(Kind.TAXES, made[0].id)


def test_a_save_with_the_server_gone_waits_in_the_outbox_and_changes_nothing(
    qtbot: QtBot, qloop, live_tenant: Tenant
) -> None:
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        dead_url = f"http://127.0.0.1:{closed.getsockname()[1]}"
    with session_on(qtbot, live_tenant, dead_url) as session:
        fetched: list[str] = []

        async def fetch(key: str) -> object:
            fetched.append(key)
            return None

        outcome = run(qtbot, save_record(session, stamp_duty(live_tenant), Kind.TAXES, fetch))
        assert outcome.item.state is OutboxState.QUEUED
        assert (outcome.record, outcome.changes, fetched) == (None, NOTHING, [])
        kept = Outbox(session.store).items(OutboxState.QUEUED)  # type: ignore[arg-type]
        assert [row.id for row in kept] == [outcome.item.id]


async def test_posting_reviewed_entries_names_the_entries_it_posted(
    api: ApiClient, tenant: Tenant
) -> None:
    tenant.setting("postInRealTime", "true")
    every = (await api.journal_entries.list(limit=1000)).items
    codes = [
        e.document_code or ""
        for e in every
        if not e.is_posted and not e.is_recurring_template and e.document_type == "JE"
    ][:2]
    assert len(codes) == 2, "the demo has unposted journal entries"
    posting = await post_entries(api, codes)
    assert [r.outcome for r in posting.results] == [PostOutcome.POSTED] * 2
    assert posting.posted_any and posting.changes == Changes.of(Kind.JOURNAL_ENTRIES, *codes)
    for code in codes:
        assert (await api.journal_entries.list(code=code, limit=1)).items[0].is_posted


async def test_cash_received_on_an_order_is_on_the_server_and_among_the_changes(
    api: ApiClient, tenant: Tenant
) -> None:
    from app.models.accounts import AccountType

    item = new_item(tenant, "CASH-IN")
    made = await api.request(
        "POST",
        "/sales-orders",
        json={
            "customerId": customer_id(tenant),
            "warehouseId": warehouse_id(tenant, "WH01"),
            "documentDate": clock.wall_now().replace(microsecond=0).isoformat(),
            "salesOrderDetails": [{"stockItemId": item, "quantity": 2, "price": 30}],
        },
    )
    order = await api.sales_orders.get(int(made.json()["id"]))
    accounts = (await api.accounts.list(limit=1000)).items
    till = next(a for a in accounts if a.type == AccountType.Cash and a.is_active)
    full = await api.sales_orders.get(order.id)
    paid_before = sum(full.paid_amounts.values(), Decimal(0))
    created, changes = await receive_cash(
        api, full, till.id, Decimal("10.00"), full.document_date, "on account"
    )
    again = await api.sales_orders.get(order.id)
    assert sum(again.paid_amounts.values(), Decimal(0)) == paid_before + Decimal("10.00")
    assert changes.touches(Kind.SALES_ORDERS) and changes.keys(Kind.SALES_ORDERS) == {order.code}
    assert changes.keys(Kind.JOURNAL_ENTRIES) == {created.document_code}


def test_outbox_verbs_queue_again_mark_saved_and_say_what_a_later_send_changed(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        outbox = Outbox(session.store)  # type: ignore[arg-type]
        waiting = outbox.submit(kind="cash_out", operation="create", payload={"amount": 1})
        assert not send_again(outbox, waiting)  # already queued: the drain sends it
        lost = outbox.submit(kind="sales_order", operation="create", payload={"x": 1})
        for state in (OutboxState.SENDING, OutboxState.UNKNOWN, OutboxState.NEEDS_ATTENTION):
            outbox.move(lost.id, state)
        assert mark_saved(outbox, outbox.get(lost.id)) == Changes.of(Kind.SALES_ORDERS)  # type: ignore[arg-type]
        assert outbox.get(lost.id).state is OutboxState.CONFIRMED  # type: ignore[union-attr]
        sent = outbox.get(lost.id)
        assert sent is not None
        assert changes_of_sent(sent).touches(Kind.SALES_ORDERS)
        assert changes_of_sent(outbox.get(waiting.id)) == NOTHING  # type: ignore[arg-type]
