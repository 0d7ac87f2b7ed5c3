"""The verbs of a saved sales order: issue it, cancel, unissue, change its status, save its
tags, receive cash against it. Each does it and returns what changed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any

from app.api.client import ApiClient
from app.models.documents import SalesOrderStatus
from app.models.sales_orders import SalesOrderCashInRequest, SalesOrderResponse
from app.operations.changes import NOTHING, Changes, Kind
from app.operations.workspace import Workspace
from app.store.outbox import OutboxItem, OutboxState

ISSUE_OFFERING_KIND = "issue_offering"


def issue_request(order: SalesOrderResponse, when: datetime | None = None) -> dict[str, Any]:
    """The issue offering that ships ``order``: its stock lines still to issue, in its
    warehouse, related by ``relatedSoCode`` (the server matches lines by item, quantity and
    price, so each line goes at its quantity left and its net unit price)."""
    from app.models.work_orders import CreateIssueOfferingRequest, WorkOrderItemUpsertRequest

    lines = []
    for detail in order.sales_order_details:
        if detail.stock_item is None:
            continue  # services are not issued from a warehouse
        left = (detail.quantity or Decimal(0)) - (detail.issued_quantity or Decimal(0))
        if left <= 0:
            continue
        lines.append(
            WorkOrderItemUpsertRequest(
                stock_item_id=detail.stock_item.id,
                quantity=left,
                price=detail.unit_price if detail.unit_price is not None else detail.price,
                unit_of_measure_id=detail.unit_of_measure.id if detail.unit_of_measure else None,
                warehouse_id=detail.warehouse.id if detail.warehouse else None,
            )
        )
    warehouse = order.warehouse.id if order.warehouse else None
    request = CreateIssueOfferingRequest(
        date=when,
        warehouse_id=warehouse,
        customer_id=order.customer.id if order.customer else None,
        sales_person_id=order.sales_person.id if order.sales_person else None,
        related_so_code=order.code,
        work_order_details=lines,
    )
    return request.to_wire()


@dataclass(frozen=True)
class Sent:
    """An outbox row as it stands after sending it, and what changed (nothing unless the
    server confirmed it)."""

    item: OutboxItem
    changes: Changes


async def issue_order(workspace: Workspace, order: SalesOrderResponse) -> Sent:
    """Ship what is left of ``order`` from its warehouse: an issue offering through the
    outbox, so a lost answer is looked up before anything is sent again and an order is
    never issued twice."""
    item = await workspace.send(
        kind=ISSUE_OFFERING_KIND, operation="create", payload=issue_request(order)
    )
    if item.state is not OutboxState.CONFIRMED:
        return Sent(item, NOTHING)
    return Sent(
        item,
        Changes.of(Kind.SALES_ORDERS, order.code or order.id)
        | Changes.of(Kind.WORK_ORDERS, item.server_key),
    )


class OrderAction(StrEnum):
    """A call on a saved order the clerk must see the outcome of at once."""

    CANCEL = "cancel"
    UNISSUE = "unissue"
    STATUS = "status"
    TAGS = "tags"


async def act_on_order(
    client: ApiClient,
    order: SalesOrderResponse,
    action: OrderAction,
    *,
    status: SalesOrderStatus | None = None,
    tags: Sequence[str] = (),
) -> Changes:
    """Cancel, unissue, set the status or the tags of ``order``; raises the refusal."""
    code = order.code or str(order.id)
    orders = client.sales_orders
    if action is OrderAction.CANCEL:
        await orders.cancel(order.id)
    elif action is OrderAction.UNISSUE:
        await orders.unissue(code)
    elif action is OrderAction.STATUS:
        if status is None:
            raise ValueError("a status change needs the status")
        await orders.set_status(code, order_status=status)
    else:
        await orders.set_tags(code, tags=list(tags))
    changed = Changes.of(Kind.SALES_ORDERS, code)
    if action in (OrderAction.CANCEL, OrderAction.UNISSUE):
        changed = changed | Changes.of(Kind.WORK_ORDERS)  # the issue's documents go
    return changed


async def receive_cash(
    client: ApiClient,
    order: SalesOrderResponse,
    account_id: int,
    amount: Decimal,
    when: datetime,
    notes: str = "",
) -> tuple[Any, Changes]:
    """Money received against ``order`` into ``account_id``: the server's cash document
    and what changed (the order's paid amounts, and a cash document among the journal's).
    Raises the refusal."""
    request = SalesOrderCashInRequest(
        sales_order_code=order.code or "",
        main_account_id=account_id,
        amount=amount,
        document_date=when,
        notes=notes.strip() or None,
    )
    created = await client.sales_orders.cash_in(request)
    changes = Changes.of(Kind.SALES_ORDERS, order.code) | Changes.of(
        Kind.JOURNAL_ENTRIES, getattr(created, "document_code", None)
    )
    return created, changes
