"""What other sales returns, not received into stock yet, already take of returnable lines.

The returnable proposal counts only *issued* returns as returned (unless the organization
limits returns by pending ones), so a line on a return that waits for approval or for its
receipt, or that waits in the outbox, is offered again at its whole quantity: a second
refund of the same goods. ``pending_by_line`` finds, for each proposed line, the returns
the client knows of that hold some of it, so the wizard can say so and ask.

A proposed stock line is named by its issue-offering line, a service line by its order
line; line ids are unique across documents, so a return's line matches a proposed line by
id whatever code the return was made from (an order or one of its issue offerings).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from app.models.sales_returns import (
    ReturnableLineResponse,
    SalesReturnDetailResponse,
    SalesReturnResponse,
)


@dataclass(frozen=True)
class PendingQuantity:
    """Some of a line on another return: its code ("" while it waits in the outbox)."""

    code: str
    quantity: Decimal
    in_outbox: bool = False


def _line_key(work_line: int | None, order_line: int | None) -> tuple[str, int] | None:
    if work_line is not None:
        return ("work", work_line)
    if order_line is not None:
        return ("order", order_line)
    return None


def proposal_key(detail: ReturnableLineResponse) -> tuple[str, int] | None:
    """How a proposed line is named (its issue-offering line, else its order line)."""
    return _line_key(detail.source_work_order_detail_id, detail.source_sales_order_detail_id)


def _return_key(detail: SalesReturnDetailResponse) -> tuple[str, int] | None:
    return _line_key(detail.source_work_order_detail_id, detail.source_sales_order_detail_id)


def _decimal(value: Any) -> Decimal | None:
    if value is None:
        return None
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return None


def pending_by_line(
    details: Sequence[ReturnableLineResponse],
    source_code: str,
    returns: Iterable[SalesReturnResponse],
    waiting: Iterable[Mapping[str, Any]],
) -> list[tuple[PendingQuantity, ...]]:
    """For each proposed line (same order as ``details``): what other pending returns hold
    of it. ``returns`` are server returns (those already received are left out here);
    ``waiting`` the wire payloads of returns still in the outbox (a payload naming no lines
    returns every line of its source at its whole quantity, spec rule 2)."""
    rows = {key: row for row, d in enumerate(details) if (key := proposal_key(d)) is not None}
    found: list[list[PendingQuantity]] = [[] for _ in details]
    for sales_return in returns:
        if sales_return.is_issued:
            continue  # received into stock: already counted as returned
        held: dict[int, Decimal] = {}
        for line in sales_return.details:
            key = _return_key(line)
            row = rows.get(key) if key is not None else None
            if row is not None:
                held[row] = held.get(row, Decimal(0)) + (line.quantity or Decimal(0))
        for row, quantity in held.items():
            found[row].append(PendingQuantity(sales_return.code or str(sales_return.id), quantity))
    for payload in waiting:
        sent = payload.get("sourceDocumentDetails") or []
        if not sent:
            if str(payload.get("sourceDocumentCode", "")).strip() != source_code:
                continue
            for row, detail in enumerate(details):
                found[row].append(
                    PendingQuantity("", detail.quantity or Decimal(0), in_outbox=True)
                )
            continue
        for entry in sent:
            if not isinstance(entry, Mapping):
                continue
            key = _line_key(
                entry.get("sourceWorkOrderDetailId"), entry.get("sourceSalesOrderDetailId")
            )
            row = rows.get(key) if key is not None else None
            if row is None:
                continue
            # An omitted quantity is the whole quantity left (rule 3).
            typed = _decimal(entry.get("quantity"))
            whole = details[row].quantity or Decimal(0)
            found[row].append(PendingQuantity("", whole if typed is None else typed, True))
    return [tuple(entries) for entries in found]
