"""Outbox kinds for documents: sales orders, issue offerings, received supplies, opening
balances, journal entries, cash in, cash out and sales returns.

No document endpoint refuses a repeat (the spec: "No duplicate protection: externalId and
paperNumber are stored but not checked"), so a lost answer is resolved only by finding
the document again:

- sales orders and work orders carry an ``externalId``: the lookup lists that party's
  documents around that date and matches the external id the send set (``BOD-`` and the
  client reference, unique by construction);
- journal entries and cash documents have no external id: the lookup lists the entries
  of that date for one of the lines' accounts and matches the marker the send put into
  ``notes``, then checks the content (accounts and amounts) it sent;
- sales returns have neither an external id nor a list of their own: the lookup lists the
  source document's customer's sales documents around that date (the sales-order list
  shows returns too) and matches the notes marker.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from app import clock
from app.api.client import ApiClient
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    CashTransactionRequest,
    CreateJournalEntryRequest,
    JournalEntryResponse,
    UpdateJournalEntryRequest,
)
from app.models.sales_orders import SalesOrderRequest
from app.models.sales_returns import CreateSalesReturnRequest
from app.models.work_orders import (
    CreateIssueOfferingRequest,
    CreateOpeningBalanceRequest,
    CreateReceiveSuppliesRequest,
)
from app.store.outbox import OutboxItem
from app.sync.markers import has_marker, with_external_id, with_marker
from app.sync.outbox import ChangedOnServer, Found, LookupResult, OutboxKind, changed_fields

DOCUMENT_EXTERNAL_ID_MAX = 50
"""The spec sets no limit on a document's externalId; ours (36 characters) is kept under
the shortest limit it sets elsewhere (customers, 50)."""

DATE_SLACK = timedelta(days=1)
"""Searched either side of the document's date: the server may store the date in another
time zone than the clerk's, which moves a late-evening document to the next day."""


def _created_document_key(document_id: int, code: str | None) -> str:
    """What a CONFIRMED document row keeps: its code (what a clerk searches by), else id."""
    return code or str(document_id)


def _by_external_id(
    found: list[tuple[str, str | None]], external_id: str, ours: bool
) -> LookupResult:
    """The verdict over (key, external id) pairs listed for the party and date.

    Our ``BOD-`` id is unique by construction: one match is the document, none proves it
    absent. A clerk's own external id may be on an older document of the same party and
    day (nothing on the server keeps it unique), so any match is UNDECIDABLE: confirming
    it could lose the clerk's document; sending again could duplicate it.
    """
    matches = [key for key, stored in found if (stored or "").strip() == external_id]
    if not matches:
        return Found.ABSENT
    if ours and len(matches) == 1:
        return matches[0]
    return Found.UNDECIDABLE


def _window(moment: datetime) -> tuple[datetime, datetime]:
    """Day bounds (midnight) around ``moment``, wide by ``DATE_SLACK`` on both sides; list
    filters given a date-only bound read it as the start of that day."""
    day = datetime.combine(moment.date(), datetime.min.time())
    return day - DATE_SLACK, day + timedelta(days=1) + DATE_SLACK


def _submitted_at(item: OutboxItem) -> datetime:
    """When the row was frozen: the date a work order without one gets ("now") is on or
    after it."""
    try:
        return datetime.fromisoformat(item.created_at)
    except ValueError:
        return clock.utc_now()


# -- sales orders -------------------------------------------------------------------------


async def _send_sales_order(client: ApiClient, item: OutboxItem) -> str:
    payload, _ = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    created = await client.sales_orders.create(SalesOrderRequest.model_validate(payload))
    return _created_document_key(created.id, created.code)


async def _find_sales_order(client: ApiClient, item: OutboxItem) -> LookupResult:
    """That customer's orders of that date (all creators, sales stores too), by the
    external id the send set."""
    payload, ours = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    request = SalesOrderRequest.model_validate(payload)
    start, end = _window(request.document_date)
    found = [
        (_created_document_key(order.id, order.code), order.external_id)
        async for order in client.sales_orders.iterate(
            customer_id=request.customer_id,
            order_date_from=start,
            order_date_to=end,
            only_my_orders=False,
            warehouse_only=False,
        )
        # The list may hold sales returns of the customer too.
        if order.document_type in (None, "SO")
    ]
    return _by_external_id(found, str(payload["externalId"]).strip(), ours)


SALES_ORDER = OutboxKind("sales_order", _send_sales_order, _find_sales_order)


# -- work orders: issue offerings, received supplies --------------------------------------


async def _send_issue_offering(client: ApiClient, item: OutboxItem) -> str:
    payload, _ = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    request = CreateIssueOfferingRequest.model_validate(payload)
    created = await client.work_orders.issue_offering(request)
    return _created_document_key(created.id, created.code)


async def _send_receive_supplies(client: ApiClient, item: OutboxItem) -> str:
    payload, _ = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    request = CreateReceiveSuppliesRequest.model_validate(payload)
    created = await client.work_orders.receive_supplies(request)
    return _created_document_key(created.id, created.code)


async def _find_work_order(
    client: ApiClient,
    item: OutboxItem,
    work_order_type: str,
    *,
    customer_id: int | None = None,
    supplier_id: int | None = None,
    other_party_id: int | None = None,
    moment: datetime | None,
) -> LookupResult:
    """The party's work orders of that type and date (all creators), by external id. A
    request without a date gets the server's "now": the window runs from the day the row
    was submitted to today."""
    payload, ours = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    if moment is not None:
        start, end = _window(moment)
    else:
        start, _ = _window(_submitted_at(item).replace(tzinfo=None))
        _, end = _window(clock.wall_now())
    found: list[tuple[str, str | None]] = []
    offset, page_size = 0, 100
    while True:
        # The list is paged by hand: it is "silently repaired" and takes one party filter,
        # which ``iterate`` does not offer for other parties.
        page = await client.work_orders.list(
            customer_id=customer_id,
            supplier_id=supplier_id,
            work_order_other_party_id=other_party_id,
            order_date_from=start,
            order_date_to=end,
            only_my_orders=False,
            offset=offset,
            limit=page_size,
        )
        found += [
            (_created_document_key(order.id, order.code), order.external_id)
            for order in page.items
            if order.type in (None, work_order_type)
        ]
        offset += len(page.items)
        if not page.items or offset >= page.total_count:
            break
    return _by_external_id(found, str(payload["externalId"]).strip(), ours)


async def _find_issue_offering(client: ApiClient, item: OutboxItem) -> LookupResult:
    request = CreateIssueOfferingRequest.model_validate(item.payload)
    return await _find_work_order(
        client,
        item,
        "IO",
        customer_id=request.customer_id,
        other_party_id=request.other_party_id if request.customer_id is None else None,
        moment=request.date,
    )


async def _find_receive_supplies(client: ApiClient, item: OutboxItem) -> LookupResult:
    request = CreateReceiveSuppliesRequest.model_validate(item.payload)
    return await _find_work_order(
        client,
        item,
        "RS",
        supplier_id=request.supplier_id,
        other_party_id=request.other_party_id if request.supplier_id is None else None,
        moment=request.date,
    )


ISSUE_OFFERING = OutboxKind("issue_offering", _send_issue_offering, _find_issue_offering)
RECEIVE_SUPPLIES = OutboxKind("receive_supplies", _send_receive_supplies, _find_receive_supplies)


async def _send_opening_balance(client: ApiClient, item: OutboxItem) -> str:
    payload, _ = with_external_id(item.payload, item.client_reference, DOCUMENT_EXTERNAL_ID_MAX)
    request = CreateOpeningBalanceRequest.model_validate(payload)
    created = await client.work_orders.opening_balance(request)
    return _created_document_key(created.id, created.code)


async def _find_opening_balance(client: ApiClient, item: OutboxItem) -> LookupResult:
    """An opening balance has no party: every OB of that date (all creators), by the
    external id the send set."""
    request = CreateOpeningBalanceRequest.model_validate(item.payload)
    return await _find_work_order(client, item, "OB", moment=request.date)


OPENING_BALANCE = OutboxKind("opening_balance", _send_opening_balance, _find_opening_balance)


# -- journal entries and cash documents: by content and a notes marker --------------------


def _marked(item: OutboxItem) -> dict[str, Any]:
    """The payload with this row's marker in ``notes`` (the field both requests have and
    the list returns; the spec sets no character rule on it)."""
    return {**item.payload, "notes": with_marker(item.payload.get("notes"), item.client_reference)}


async def _entries_of(
    client: ApiClient, moment: datetime, account_id: int | None
) -> AsyncIterator[JournalEntryResponse]:
    """Every accounting document of that date (posted or not) with a line on the account."""
    start, end = _window(moment)
    async for entry in client.journal_entries.iterate(
        is_posted_only=False,
        date_from=_as_date(start),
        date_to=_as_date(end),
        account_id=account_id,
    ):
        yield entry


def _as_date(moment: datetime) -> date:
    return moment.date()


def _content_verdict(matches: list[tuple[str, bool]]) -> LookupResult:
    """``matches`` are (code, content equal) of the entries carrying our marker.

    One marked entry with our accounts and amounts is the one we sent. A marked entry
    whose content differs was changed since (or is a copy someone made of ours): a person
    must look. Two marked entries cannot come from one send.
    """
    if not matches:
        return Found.ABSENT
    if len(matches) == 1 and matches[0][1]:
        return matches[0][0]
    return Found.UNDECIDABLE


def _amount(value: Decimal | None) -> Decimal:
    return (value or Decimal(0)).quantize(Decimal("0.0001"))


async def _send_journal_entry(client: ApiClient, item: OutboxItem) -> str:
    if item.operation == "update" and item.target is not None:
        return await _update_journal_entry(client, item, item.target)
    request = CreateJournalEntryRequest.model_validate(_marked(item))
    return (await client.journal_entries.create(request)).document_code


async def _stored_entry(client: ApiClient, code: str) -> JournalEntryResponse | None:
    page = await client.journal_entries.list(code=code, is_posted_only=False, limit=10)
    exact = [e for e in page.items if code in (e.document_code, e.journal_entry_code)]
    return exact[0] if exact else None


async def _update_journal_entry(client: ApiClient, item: OutboxItem, code: str) -> str:
    """A change of a saved entry (operation "update", target = its code). The PUT carries
    no version: re-read the entry first and never overwrite a change the clerk has not
    seen (``ChangedOnServer``, as master data does)."""
    request = UpdateJournalEntryRequest.from_frozen(item.payload)
    if item.base is not None:
        stored = await _stored_entry(client, code)
        if stored is not None:
            current = stored.model_dump(mode="json", by_alias=True)
            changed = changed_fields(item.base, current)
            if changed:
                raise ChangedOnServer(current, changed)
    await client.journal_entries.update(code, request)
    return code


def _line_contents(entry: JournalEntryResponse) -> Counter[tuple[int | None, str | None, Decimal]]:
    return Counter(
        (line.account.id if line.account else None, line.amount_status, _amount(line.amount))
        for line in entry.accounting_document_details
    )


async def _find_journal_entry_update(client: ApiClient, item: OutboxItem) -> LookupResult:
    """Whether a lost update was applied. One that only replaces the stored lines is safe to
    send again; Added or Deleted lines make it unsafe to send twice, so the stored lines
    decide: the lines sent (those not Deleted) mean it was applied; the
    lines of the copy it started from mean it was not; anything else needs a person."""
    code = item.target or ""
    stored = await _stored_entry(client, code)
    if stored is None:
        return Found.UNDECIDABLE  # deleted meanwhile: nothing to update, nothing to resend
    request = UpdateJournalEntryRequest.model_validate(item.payload)
    if all(line.row_state == RowState.Modified for line in request.accounting_document_details):
        return Found.ABSENT  # a full replace of the same lines: sending again is harmless
    sent = Counter(
        (line.account_id, str(line.amount_status), _amount(line.amount))
        for line in request.accounting_document_details
        if line.row_state != RowState.Deleted
    )
    now = _line_contents(stored)
    if now == sent:
        return code
    if item.base is not None and now == _line_contents(
        JournalEntryResponse.model_validate(item.base)
    ):
        return Found.ABSENT
    return Found.UNDECIDABLE


async def _find_journal_entry(client: ApiClient, item: OutboxItem) -> LookupResult:
    """The entries of that date on the first line's account, by the notes marker; then
    the lines (account, side, amount) must be the ones sent."""
    if item.operation == "update":
        return await _find_journal_entry_update(client, item)
    request = CreateJournalEntryRequest.model_validate(_marked(item))
    sent = Counter(
        (line.account_id, str(line.amount_status), _amount(line.amount))
        for line in request.accounting_document_details
    )
    matches: list[tuple[str, bool]] = []
    async for entry in _entries_of(
        client, request.document_date, request.accounting_document_details[0].account_id
    ):
        if not has_marker(entry.notes, item.client_reference):
            continue
        stored = Counter(
            (line.account.id if line.account else None, line.amount_status, _amount(line.amount))
            for line in entry.accounting_document_details
        )
        matches.append((entry.document_code or str(entry.id), stored == sent))
    return _content_verdict(matches)


JOURNAL_ENTRY = OutboxKind("journal_entry", _send_journal_entry, _find_journal_entry)


def _cash_kind(name: str, document_type: str, line_side: AmountStatus) -> OutboxKind:
    """Cash in (CI: lines credited) or cash out (CO: lines debited); the main account's
    balancing line is the server's, so only the sent lines are compared."""

    async def send(client: ApiClient, item: OutboxItem) -> str:
        request = CashTransactionRequest.model_validate(_marked(item))
        if document_type == "CI":
            return (await client.cash.cash_in(request)).document_code
        return (await client.cash.cash_out(request)).document_code

    async def find(client: ApiClient, item: OutboxItem) -> LookupResult:
        """The accounting documents of that date on a line's account (or the main
        account), of this type, by the notes marker; then every sent line (account and
        amount, on the lines' side) must be among the stored ones."""
        request = CashTransactionRequest.model_validate(_marked(item))
        lines = request.accounting_document_details
        account = next((line.account_id for line in lines if line.account_id), None)
        sent = Counter((line.account_id, _amount(line.amount)) for line in lines)
        matches: list[tuple[str, bool]] = []
        async for entry in _entries_of(
            client, request.document_date, account or request.main_account_id
        ):
            if entry.document_type not in (None, document_type):
                continue
            if not has_marker(entry.notes, item.client_reference):
                continue
            stored = Counter(
                (line.account.id if line.account else None, _amount(line.amount))
                for line in entry.accounting_document_details
                if line.amount_status == str(line_side)
            )
            # A line sent without an account gets one from its party on the server.
            unaccounted = Counter({key: n for key, n in sent.items() if key[0] is None})
            accounted = sent - unaccounted
            stored_amounts = Counter(amount for _, amount in (stored - accounted).elements())
            fits = not (accounted - stored) and not (
                Counter(amount for _, amount in unaccounted.elements()) - stored_amounts
            )
            matches.append((entry.document_code or str(entry.id), fits))
        return _content_verdict(matches)

    return OutboxKind(name, send, find)


CASH_IN = _cash_kind("cash_in", "CI", AmountStatus.Credit)
CASH_OUT = _cash_kind("cash_out", "CO", AmountStatus.Debit)


# -- sales returns: the source's customer, that date, the notes marker --------------------


async def _send_sales_return(client: ApiClient, item: OutboxItem) -> str:
    created = await client.sales_returns.create(
        CreateSalesReturnRequest.model_validate(_marked(item))
    )
    return _created_document_key(created.id, created.code)


async def _source_customer(client: ApiClient, source: str) -> int | None:
    """The customer of the order or issue offering returned from (a return's customer is
    its source's); None when the source cannot be found or has no customer (an issue to
    another party)."""
    code = source.strip().casefold()
    customers: list[int | None]
    if "so-" in code:
        orders = await client.sales_orders.list(
            document_code=source.strip(), only_my_orders=False, warehouse_only=False
        )
        customers = [
            order.customer.id if order.customer else None
            for order in orders.items
            if (order.code or "").casefold() == code and order.document_type in (None, "SO")
        ]
    else:
        work_orders = await client.work_orders.list(code=source.strip(), only_my_orders=False)
        customers = [
            order.customer.id if order.customer else None
            for order in work_orders.items
            if (order.code or "").casefold() == code
        ]
    return customers[0] if len(customers) == 1 else None


async def _find_sales_return(client: ApiClient, item: OutboxItem) -> LookupResult:
    """The source's customer's returns around that date, by the notes marker.

    The spec gives returns no external id and no list of their own, and GET by code needs
    the code the lost answer held. But the sales-order list shows a customer's returns
    too (its rule 3: "check documentType"), and the return's ``notes`` keep the marker.
    Without the source's customer (source not found, or issued to another party) nothing
    can be listed: UNDECIDABLE, since sending again could return the goods twice.
    """
    request = CreateSalesReturnRequest.model_validate(_marked(item))
    customer_id = await _source_customer(client, request.source_document_code)
    if customer_id is None:
        return Found.UNDECIDABLE
    start, end = _window(request.document_date)
    matches: list[str] = []
    async for document in client.sales_orders.iterate(
        customer_id=customer_id,
        order_date_from=start,
        order_date_to=end,
        only_my_orders=False,
        warehouse_only=False,
    ):
        if document.document_type != "SR":
            continue
        notes = document.notes
        if notes is None and document.code:
            # The list's fields beyond those the spec names are not promised: read the
            # return itself.
            notes = (await client.sales_returns.get(code=document.code)).notes
        if has_marker(notes, item.client_reference):
            matches.append(_created_document_key(document.id, document.code))
    if len(matches) == 1:
        return matches[0]
    return Found.ABSENT if not matches else Found.UNDECIDABLE


SALES_RETURN = OutboxKind("sales_return", _send_sales_return, _find_sales_return)

DOCUMENT_KINDS = (
    SALES_ORDER,
    ISSUE_OFFERING,
    RECEIVE_SUPPLIES,
    OPENING_BALANCE,
    JOURNAL_ENTRY,
    CASH_IN,
    CASH_OUT,
    SALES_RETURN,
)
