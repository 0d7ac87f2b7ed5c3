"""Which proposed lines other returns, not received yet, already hold: by line id, from
the server's returns and from returns waiting in the outbox."""

from __future__ import annotations

from decimal import Decimal

from app.models.pending_returns import PendingQuantity, pending_by_line
from app.models.sales_returns import (
    ReturnableLineResponse,
    SalesReturnDetailResponse,
    SalesReturnResponse,
)

STOCK = ReturnableLineResponse(
    source_sales_order_detail_id=11, source_work_order_detail_id=21, quantity=Decimal(3)
)
SERVICE = ReturnableLineResponse(
    source_sales_order_detail_id=12, service_item_id=5, quantity=Decimal(2)
)
DETAILS = [STOCK, SERVICE]


def server_return(code: str, issued: bool, *lines: tuple[int | None, int | None, str]):
    return SalesReturnResponse(
        id=1,
        code=code,
        is_issued=issued,
        details=[
            SalesReturnDetailResponse(
                source_work_order_detail_id=work,
                source_sales_order_detail_id=order,
                quantity=Decimal(quantity),
            )
            for work, order, quantity in lines
        ],
    )


def test_an_unreceived_return_holds_its_lines_and_a_received_one_none() -> None:
    found = pending_by_line(
        DETAILS,
        "SO-1",
        [
            server_return("SR-7", False, (21, 11, "1"), (21, 11, "0.5")),
            server_return("SR-8", True, (21, 11, "2")),  # received: already counted
            server_return("SR-9", False, (None, 12, "1")),
            server_return("SR-10", False, (99, None, "4")),  # another order's line
        ],
        [],
    )
    assert found == [(PendingQuantity("SR-7", Decimal("1.5")),), (PendingQuantity("SR-9", 1),)]


def test_a_stock_line_is_never_matched_by_its_order_line_alone() -> None:
    # The stock line is named by its issue-offering line; its order line (11) names it
    # only for a service line.
    found = pending_by_line(DETAILS, "SO-1", [server_return("SR-7", False, (None, 11, "1"))], [])
    assert found == [(), ()]


def test_returns_waiting_in_the_outbox() -> None:
    waiting = [
        {
            "sourceDocumentCode": "SO-1",
            "sourceDocumentDetails": [
                {"sourceWorkOrderDetailId": 21, "quantity": "2"},
                {"sourceSalesOrderDetailId": 12},  # no quantity: the whole quantity left
            ],
        },
        {"sourceDocumentCode": "SO-1", "sourceDocumentDetails": []},  # every line, whole
        {"sourceDocumentCode": "SO-2"},  # another order's
    ]
    found = pending_by_line(DETAILS, "SO-1", [], waiting)
    assert found == [
        (PendingQuantity("", Decimal(2), True), PendingQuantity("", Decimal(3), True)),
        (PendingQuantity("", Decimal(2), True), PendingQuantity("", Decimal(2), True)),
    ]
