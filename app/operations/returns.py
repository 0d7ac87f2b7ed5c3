"""Returning goods: the return itself is a record save (``records.save_record``); what it
leaves is the refund of a return the organization did not pay out at once, paid here."""

from __future__ import annotations

from datetime import date, datetime, time
from decimal import Decimal

from app.models.journal_entries import CashTransactionDetailRequest, CashTransactionRequest
from app.operations.changes import NOTHING, Changes, Kind
from app.operations.sales_orders import Sent
from app.operations.workspace import Workspace
from app.store.outbox import OutboxState

CASH_OUT_KIND = "cash_out"


def refund_request(
    *,
    from_account: int,
    receivable_account: int,
    customer_id: int,
    amount: Decimal,
    day: date,
    notes: str,
    return_code: str,
) -> CashTransactionRequest:
    """The cash out that pays a return's refund: money leaves ``from_account`` and the
    line settles the customer's receivable, naming the return."""
    return CashTransactionRequest(
        main_account_id=from_account,
        document_date=datetime.combine(day, time.min),
        notes=notes,
        accounting_document_details=[
            CashTransactionDetailRequest(
                account_id=receivable_account,
                customer_id=customer_id,
                amount=amount,
                comments=return_code,
            )
        ],
    )


async def pay_refund(workspace: Workspace, request: CashTransactionRequest) -> Sent:
    """Send the refund's cash out through the outbox (sent once, never twice); what changed
    once the server confirmed it (the cash lists: the API lists cash among the journal's)."""
    item = await workspace.send(kind=CASH_OUT_KIND, operation="create", payload=request.to_wire())
    if item.state is not OutboxState.CONFIRMED:
        return Sent(item, NOTHING)
    return Sent(item, Changes.of(Kind.JOURNAL_ENTRIES, item.server_key))
