"""Every outbox kind against a live sandbox with faults: sent once, found after a lost
answer, sent again after a 503, rejected with its problem kept."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.stock_items import StockItemCreateRequest
from app.models.work_orders import CreateIssueOfferingRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxItem, OutboxState
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import Found, OutboxSubmitter
from tests.support.documents import supplier_id
from tests.support.ledger_documents import CAIRO_CASH, OTHER_REVENUE, RETAINED_EARNINGS
from tests.support.sandbox import Tenant


@pytest.fixture
def injector() -> FaultInjector:
    return FaultInjector(seed=1)


@pytest.fixture
def server(db: Database, injector: FaultInjector) -> Iterator[SandboxServer]:
    running = SandboxServer(create_app(db, rate_limits=False, faults=injector))
    running.start()
    yield running
    running.stop()


@pytest.fixture
def outbox(tmp_path: Path) -> Iterator[Outbox]:
    store = LocalStore(tmp_path / "p.sqlite3")
    yield Outbox(store)
    store.close()


@pytest.fixture
async def client(tenant: Tenant, server: SandboxServer) -> AsyncIterator[ApiClient]:
    opened = ApiClient(
        tenant.connection(server.url),
        retry=RetryPolicy(base_delay=0.001, max_delay=0.005),
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )
    yield opened
    await opened.aclose()


@pytest.fixture
def sender(client: ApiClient, outbox: Outbox) -> OutboxSubmitter:
    return OutboxSubmitter(client, outbox, OUTBOX_KINDS, settle_seconds=0)


def count(tenant: Tenant, sql: str, *args: object) -> int:
    with tenant.db.transaction() as conn:
        return int(conn.execute(sql, (tenant.id, *args)).fetchone()[0])


@dataclass(frozen=True)
class Case:
    """One kind under test: a valid create ``payload`` for a unique ``tag``, how many
    records with that tag the server holds, and the path its create posts to."""

    kind: str
    path: str
    payload: Callable[[Tenant, str], dict[str, Any]]
    held: Callable[[Tenant, str], int]
    refused: Callable[[Tenant], dict[str, Any]] | None = None
    """A payload the server refuses; None: the same record twice (a unique key is taken)."""


MASTER_DATA = [
    Case(
        "customer",
        "/v3/customers",
        lambda tenant, tag: {"code": f"C-{tag}", "name": f"Customer {tag}"},
        lambda tenant, tag: count(
            tenant,
            "SELECT count(*) FROM customers WHERE tenant_id = ? AND name = ?",
            f"Customer {tag}",
        ),
    ),
    Case(
        "stock_item",
        "/v3/stock-items",
        lambda tenant, tag: {"code": f"S-{tag}", "description": f"Stock item {tag}"},
        lambda tenant, tag: count(
            tenant,
            "SELECT count(*) FROM stock_items WHERE tenant_id = ? AND description = ?",
            f"Stock item {tag}",
        ),
    ),
    Case(
        "service_item",
        "/v3/service-items",
        lambda tenant, tag: {"code": f"V-{tag}", "description": f"Service {tag}"},
        lambda tenant, tag: count(
            tenant,
            "SELECT count(*) FROM service_items WHERE tenant_id = ? AND description = ?",
            f"Service {tag}",
        ),
    ),
    Case(
        "sales_person",
        "/v3/sales-persons",
        lambda tenant, tag: {"code": f"P-{tag}", "name": f"Person {tag}"},
        lambda tenant, tag: count(
            tenant,
            "SELECT count(*) FROM sales_persons WHERE tenant_id = ? AND name = ?",
            f"Person {tag}",
        ),
    ),
]

WH01 = 1
CREDIT_CUSTOMER = 2
ITEM_A = 61  # in stock in WH01, sold at 1150


def today() -> str:
    return datetime.now().replace(microsecond=0).isoformat()


def documents_noted(tenant: Tenant, doc_type: str, tag: str) -> int:
    """Documents of the type whose notes start with the tag (cash and journal entries
    carry the outbox marker after it)."""
    return count(
        tenant,
        "SELECT count(*) FROM documents WHERE tenant_id = ? AND type = ? AND notes LIKE ?",
        doc_type,
        f"{tag}%",
    )


def journal_entry(tenant: Tenant, tag: str) -> dict[str, Any]:
    return {
        "documentDate": today(),
        "notes": tag,
        "accountingDocumentDetails": [
            {
                "accountId": tenant.account_id(RETAINED_EARNINGS),
                "amount": 125.5,
                "amountStatus": "Debit",
            },
            {
                "accountId": tenant.account_id(OTHER_REVENUE),
                "amount": 125.5,
                "amountStatus": "Credit",
            },
        ],
    }


def cash(tenant: Tenant, tag: str, when: str | None = None) -> dict[str, Any]:
    return {
        "mainAccountId": tenant.account_id(CAIRO_CASH),
        "documentDate": when or today(),
        "notes": tag,
        "accountingDocumentDetails": [
            {"accountId": tenant.account_id(OTHER_REVENUE), "amount": 70}
        ],
    }


def future() -> str:
    return (datetime.now() + timedelta(days=30)).replace(microsecond=0).isoformat()


DOCUMENTS = [
    Case(
        "sales_order",
        "/v3/sales-orders",
        lambda tenant, tag: {
            "customerId": CREDIT_CUSTOMER,
            "warehouseId": WH01,
            "documentDate": today(),
            "notes": tag,
            "salesOrderDetails": [{"stockItemId": ITEM_A, "quantity": 1, "price": 1200}],
        },
        lambda tenant, tag: documents_noted(tenant, "SO", tag),
        # A zero-total order is always refused.
        lambda tenant: {
            "customerId": CREDIT_CUSTOMER,
            "warehouseId": WH01,
            "documentDate": today(),
            "salesOrderDetails": [{"stockItemId": ITEM_A, "quantity": 1, "price": 0}],
        },
    ),
    Case(
        "issue_offering",
        "/v3/work-orders/issue-offering",
        lambda tenant, tag: {
            "warehouseId": WH01,
            "customerId": CREDIT_CUSTOMER,
            "notes": tag,
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 1, "price": 1150}],
        },
        lambda tenant, tag: documents_noted(tenant, "IO", tag),
        # More than the warehouse holds.
        lambda tenant: {
            "warehouseId": WH01,
            "customerId": CREDIT_CUSTOMER,
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 100000, "price": 1}],
        },
    ),
    Case(
        "receive_supplies",
        "/v3/work-orders/receive-supplies",
        lambda tenant, tag: {
            "warehouseId": WH01,
            "supplierId": supplier_id(tenant),
            "date": today(),
            "notes": tag,
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 3, "price": 900}],
        },
        lambda tenant, tag: documents_noted(tenant, "RS", tag),
        lambda tenant: {
            "warehouseId": WH01,
            "supplierId": supplier_id(tenant),
            "date": future(),
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 3, "price": 900}],
        },
    ),
    Case(
        "opening_balance",
        "/v3/work-orders/opening-balance",
        lambda tenant, tag: {
            "warehouseId": WH01,
            "date": today(),
            "notes": tag,
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 4, "price": 880}],
        },
        lambda tenant, tag: documents_noted(tenant, "OB", tag),
        lambda tenant: {  # a future date is a 409
            "warehouseId": WH01,
            "date": future(),
            "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 4, "price": 880}],
        },
    ),
    Case(
        "journal_entry",
        "/v3/journal-entries",
        journal_entry,
        lambda tenant, tag: documents_noted(tenant, "JE", tag),
        # An account that does not exist.
        lambda tenant: {
            **journal_entry(tenant, "refused"),
            "accountingDocumentDetails": [
                {"accountId": 999999, "amount": 1, "amountStatus": "Debit"},
                {
                    "accountId": tenant.account_id(OTHER_REVENUE),
                    "amount": 1,
                    "amountStatus": "Credit",
                },
            ],
        },
    ),
    Case(
        "cash_in",
        "/v3/cash-in",
        cash,
        lambda tenant, tag: documents_noted(tenant, "CI", tag),
        lambda tenant: cash(tenant, "refused", future()),  # a future date is a 409
    ),
    Case(
        "cash_out",
        "/v3/cash-out",
        cash,
        lambda tenant, tag: documents_noted(tenant, "CO", tag),
        lambda tenant: cash(tenant, "refused", future()),
    ),
]
CASES = MASTER_DATA + DOCUMENTS


def submit(outbox: Outbox, case: Case, payload: dict[str, Any]) -> int:
    return outbox.submit(kind=case.kind, operation="create", payload=payload).id


def row(outbox: Outbox, item_id: int) -> OutboxItem:
    item = outbox.get(item_id)
    assert item is not None
    return item


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.kind)
async def test_a_normal_send_is_confirmed_with_the_server_key(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, sender: OutboxSubmitter, case: Case
) -> None:
    item_id = submit(outbox, case, case.payload(tenant, "one"))
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.CONFIRMED, item.error
    assert item.server_key
    assert case.held(tenant, "one") == 1


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.kind)
async def test_a_lost_answer_is_found_by_the_lookup_and_not_sent_twice(
    tenant: Tenant,
    server: SandboxServer,
    outbox: Outbox,
    injector: FaultInjector,
    sender: OutboxSubmitter,
    case: Case,
) -> None:
    injector.add(Fault(FaultKind.DROP_AFTER_COMMIT, method="POST", path_prefix=case.path))
    item_id = submit(outbox, case, case.payload(tenant, "lost"))
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.CONFIRMED, item.error
    assert item.error is not None and item.error["kind"] == "OutcomeUnknown"
    assert item.server_key and item.attempts == 1
    assert case.held(tenant, "lost") == 1


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.kind)
async def test_a_503_is_proved_absent_and_sent_again_once(
    tenant: Tenant,
    server: SandboxServer,
    outbox: Outbox,
    injector: FaultInjector,
    sender: OutboxSubmitter,
    case: Case,
) -> None:
    injector.add(Fault(FaultKind.UNAVAILABLE, method="POST", path_prefix=case.path))
    item_id = submit(outbox, case, case.payload(tenant, "busy"))
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.CONFIRMED, item.error
    assert item.attempts == 2
    assert case.held(tenant, "busy") == 1


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.kind)
async def test_a_refusal_is_rejected_with_its_problem_kept(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, sender: OutboxSubmitter, case: Case
) -> None:
    if case.refused is not None:
        item_id = submit(outbox, case, case.refused(tenant))
        await sender.drain()
    else:
        # The same record twice: the second is refused (its name or code is taken); each
        # row has its own client reference, so only the server's unique keys can refuse it.
        first = submit(outbox, case, case.payload(tenant, "twice"))
        item_id = submit(outbox, case, case.payload(tenant, "twice"))
        await sender.drain()
        assert row(outbox, first).state is OutboxState.CONFIRMED
        assert case.held(tenant, "twice") == 1
    item = row(outbox, item_id)
    assert item.state is OutboxState.REJECTED, item.error
    assert item.error is not None and item.error["problem"]["status"] in (400, 409)


async def test_a_customer_update_never_overwrites_a_change_made_meanwhile(
    tenant: Tenant,
    server: SandboxServer,
    outbox: Outbox,
    client: ApiClient,
    sender: OutboxSubmitter,
) -> None:
    created = submit(outbox, MASTER_DATA[0], {"code": "C-UPD", "name": "Before"})
    await sender.drain()
    customer_id = int(row(outbox, created).server_key or 0)
    base = (await client.customers.get(customer_id)).model_dump(mode="json", by_alias=True)
    edited = {"code": "C-UPD", "name": "Edited here"}
    tenant.execute("UPDATE customers SET name = 'Edited there' WHERE id = ?", customer_id)
    update = outbox.submit(
        kind="customer", operation="update", target=str(customer_id), payload=edited, base=base
    ).id
    await sender.drain()
    item = row(outbox, update)
    assert item.state is OutboxState.REJECTED
    assert item.error is not None and item.error["changed"] == ["name"]

    base = (await client.customers.get(customer_id)).model_dump(mode="json", by_alias=True)
    again = outbox.submit(
        kind="customer", operation="update", target=str(customer_id), payload=edited, base=base
    ).id
    await sender.drain()
    assert row(outbox, again).state is OutboxState.CONFIRMED
    assert (await client.customers.get(customer_id)).name == "Edited here"


async def test_a_clerks_own_external_id_matches_only_with_the_name_sent(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, client: ApiClient
) -> None:
    # Stock items' external ids are not unique: an older item with the same external id
    # and another description is not ours.
    await client.stock_items.create(
        StockItemCreateRequest(code="OLD-1", description="Older item", external_id="SHOP-7")
    )
    payload = {"code": "NEW-1", "description": "Newer item", "externalId": "SHOP-7"}
    item = outbox.submit(kind="stock_item", operation="create", payload=payload)
    kind = OUTBOX_KINDS["stock_item"]
    assert await kind.find(client, item) is Found.UNDECIDABLE
    created = await kind.send(client, item)
    assert await kind.find(client, item) == created


# -- sales returns: their source must be issued first -----------------------------------


@pytest.fixture
async def issued(client: ApiClient) -> str:
    """An issue offering to a customer (the code a return names as its source)."""
    created = await client.work_orders.issue_offering(
        CreateIssueOfferingRequest.model_validate(
            {
                "warehouseId": WH01,
                "customerId": CREDIT_CUSTOMER,
                "workOrderDetails": [{"stockItemId": ITEM_A, "quantity": 2, "price": 1150}],
            }
        )
    )
    assert created.code
    return created.code


def sales_return(source: str, tag: str) -> dict[str, Any]:
    return {
        "warehouseId": WH01,
        "sourceDocumentCode": source,
        "documentDate": today(),
        "notes": tag,
    }


def returns_noted(tenant: Tenant, tag: str) -> int:
    return documents_noted(tenant, "SR", tag)


@pytest.mark.parametrize("fault", [None, FaultKind.DROP_AFTER_COMMIT, FaultKind.UNAVAILABLE])
async def test_a_sales_return_is_sent_once_whatever_happens_to_the_answer(
    tenant: Tenant,
    server: SandboxServer,
    outbox: Outbox,
    injector: FaultInjector,
    sender: OutboxSubmitter,
    issued: str,
    fault: FaultKind | None,
) -> None:
    if fault is not None:
        injector.add(Fault(fault, method="POST", path_prefix="/v3/sales-returns"))
    item_id = outbox.submit(
        kind="sales_return", operation="create", payload=sales_return(issued, "Back")
    ).id
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.CONFIRMED, item.error
    assert item.server_key and item.server_key.startswith("SR-")
    assert item.attempts == (2 if fault is FaultKind.UNAVAILABLE else 1)
    assert returns_noted(tenant, "Back") == 1


async def test_a_refused_sales_return_is_rejected_with_its_problem_kept(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, sender: OutboxSubmitter, issued: str
) -> None:
    # More cash back than the return is worth.
    payload = {**sales_return(issued, "Early"), "cashAmount": 1_000_000}
    item_id = outbox.submit(kind="sales_return", operation="create", payload=payload).id
    await sender.drain()
    item = row(outbox, item_id)
    assert item.state is OutboxState.REJECTED
    assert item.error is not None and item.error["problem"]["status"] == 409
    assert returns_noted(tenant, "Early") == 0


# -- when a lookup cannot decide ----------------------------------------------------------


async def test_a_document_with_the_clerks_own_external_id_already_used_is_undecidable(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, client: ApiClient
) -> None:
    # Nothing keeps a document's external id unique: an earlier order of that customer and
    # day with the same one may be ours or not.
    payload = {**DOCUMENTS[0].payload(tenant, "Shop order"), "externalId": "SHOP-42"}
    item = outbox.submit(kind="sales_order", operation="create", payload=payload)
    kind = OUTBOX_KINDS["sales_order"]
    assert await kind.find(client, item) is Found.ABSENT
    await kind.send(client, item)
    assert await kind.find(client, item) is Found.UNDECIDABLE


async def test_a_marked_entry_whose_amounts_changed_is_undecidable(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, client: ApiClient
) -> None:
    item = outbox.submit(
        kind="journal_entry", operation="create", payload=journal_entry(tenant, "Accrual")
    )
    kind = OUTBOX_KINDS["journal_entry"]
    code = await kind.send(client, item)
    assert await kind.find(client, item) == code
    tenant.execute(
        "UPDATE ledger_lines SET amount = 99 WHERE document_id = "
        "(SELECT id FROM documents WHERE tenant_id = ? AND code = ?)",
        tenant.id,
        code,
    )
    assert await kind.find(client, item) is Found.UNDECIDABLE


async def test_a_cash_document_without_our_marker_is_not_ours(
    tenant: Tenant, server: SandboxServer, outbox: Outbox, client: ApiClient
) -> None:
    # Same date, account and amount, sent by someone else: not the row's document.
    kind = OUTBOX_KINDS["cash_in"]
    other = outbox.submit(kind="cash_in", operation="create", payload=cash(tenant, "Till"))
    await kind.send(client, other)
    item = outbox.submit(kind="cash_in", operation="create", payload=cash(tenant, "Till"))
    assert await kind.find(client, item) is Found.ABSENT


async def _entry(client: ApiClient, code: str) -> Any:
    page = await client.journal_entries.list(code=code, is_posted_only=False)
    return next(e for e in page.items if e.document_code == code)


def _entry_update(entry: Any, credit_notes: str) -> dict[str, Any]:
    """The stored lines as Modified, the notes changed."""
    return {
        "documentDate": entry.document_date.isoformat(),
        "notes": credit_notes,
        "accountingDocumentDetails": [
            {
                "id": line.id,
                "rowState": "Modified",
                "accountId": line.account.id,
                "amount": float(line.amount),
                "amountStatus": line.amount_status,
            }
            for line in entry.accounting_document_details
        ],
    }


async def test_a_journal_entry_update_never_overwrites_a_change_made_meanwhile(
    tenant: Tenant,
    server: SandboxServer,
    outbox: Outbox,
    client: ApiClient,
    sender: OutboxSubmitter,
) -> None:
    created = outbox.submit(
        kind="journal_entry", operation="create", payload=journal_entry(tenant, "upd")
    ).id
    await sender.drain()
    code = row(outbox, created).server_key or ""
    entry = await _entry(client, code)
    base = entry.model_dump(mode="json", by_alias=True)
    tenant.execute(
        "UPDATE documents SET paper_number = 'P-9' WHERE tenant_id = ? AND code = ?",
        tenant.id,
        code,
    )
    update = outbox.submit(
        kind="journal_entry",
        operation="update",
        target=code,
        payload=_entry_update(entry, "edited here"),
        base=base,
    ).id
    await sender.drain()
    item = row(outbox, update)
    assert item.state is OutboxState.REJECTED
    assert item.error is not None and item.error["changed"] == ["paperNumber"]

    entry = await _entry(client, code)
    again = outbox.submit(
        kind="journal_entry",
        operation="update",
        target=code,
        payload=_entry_update(entry, "edited here"),
        base=entry.model_dump(mode="json", by_alias=True),
    ).id
    await sender.drain()
    assert row(outbox, again).state is OutboxState.CONFIRMED
    assert (await _entry(client, code)).notes == "edited here"
    # A lost answer of that update: it only replaced the stored lines, so sending it again
    # is harmless; one that added a line is judged by the stored lines.
    assert await OUTBOX_KINDS["journal_entry"].find(client, row(outbox, again)) is Found.ABSENT
    payload = _entry_update(entry, "edited here")
    added = {**payload["accountingDocumentDetails"][0], "rowState": "Added", "id": None}
    payload["accountingDocumentDetails"].append(added)
    payload["accountingDocumentDetails"].append(
        {**added, "amountStatus": "Credit" if added["amountStatus"] == "Debit" else "Debit"}
    )
    third = outbox.submit(
        kind="journal_entry",
        operation="update",
        target=code,
        payload=payload,
        base=(await _entry(client, code)).model_dump(mode="json", by_alias=True),
    )
    assert await OUTBOX_KINDS["journal_entry"].find(client, third) is Found.ABSENT  # not yet
    await sender.drain()
    assert row(outbox, third.id).state is OutboxState.CONFIRMED
    assert await OUTBOX_KINDS["journal_entry"].find(client, row(outbox, third.id)) == code
