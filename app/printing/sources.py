"""From a document code to a ``PrintableDocument``: what the API says, turned into what the
paper says. The builders (``invoice_from_order``...) are pure functions of the API's
answers, so the figures are tested without a server; ``load_document`` fetches.

Every figure comes from the money core (``app.money``), in the document currency's own
decimals. The invoice adds up on paper: each line's total is before tax (quantity x price
less its discount), the subtotal is the sum of the printed line totals, then the header
discount, one tax line per rate (rate % of the lines at that rate, less their share of the
header discount when the order applies tax after it), withholding, shipping, and the net
total, which is the server's own; see ``sales_totals_block`` for what prints when the
server's totals differ from the lines.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from decimal import Decimal

from app import clock
from app.api import errors as api_errors
from app.api.client import ApiClient
from app.api.paging import iterate_pages
from app.models.customers import CustomerResponse
from app.models.journal_entries import JournalEntryResponse
from app.models.sales_orders import SalesOrderDetailResponse, SalesOrderResponse
from app.models.sales_returns import SalesReturnDetailResponse, SalesReturnResponse
from app.models.work_orders import WorkOrderResponse
from app.money import (
    DiscountKind,
    DocumentTotals,
    Line,
    currency_decimals,
    document_totals,
    within_rounding,
)
from app.printing import documents as d
from app.printing.documents import DocumentKind, Party, PrintableDocument, TotalLine, Words
from app.printing.numbers import round_money, to_decimal
from app.printing.page import PrintLanguage
from app.printing.words import amount_in_words
from app.sync.markers import without_marker

ZERO = Decimal(0)

PREFIXES = {
    "SO": DocumentKind.SALES_INVOICE,
    "SR": DocumentKind.SALES_RETURN,
    "CI": DocumentKind.CASH_RECEIPT,
    "CO": DocumentKind.PAYMENT_VOUCHER,
    "JE": DocumentKind.JOURNAL_VOUCHER,
    "IO": DocumentKind.DELIVERY_NOTE,
}


class UnknownDocument(LookupError):
    """No document has this code (or its prefix is not one that prints)."""


def kind_of(code: str) -> DocumentKind:
    """The printed document of a code, by its prefix; ``UnknownDocument`` otherwise."""
    prefix = code.strip().partition("-")[0].upper()
    if prefix not in PREFIXES or "-" not in code:
        raise UnknownDocument(
            f'"{code}" is not a code that prints (SO-, SR-, CI-, CO-, JE- or IO- and a number)'
        )
    return PREFIXES[prefix]


# ------------------------------------------------------------------------- parties
def party_of(
    customer: CustomerResponse | None, name: str | None = None, code: str = ""
) -> Party | None:
    if customer is None:
        return Party(name=name, code=code) if name else None
    address = ""
    chosen = next((a for a in customer.addresses if a.is_default), None) or next(
        iter(customer.addresses), None
    )
    if chosen is not None:
        parts = [chosen.building_number, chosen.street, chosen.description]
        address = ", ".join(part for part in parts if part)
    return Party(
        name=customer.name or name or "",
        code=customer.code or code,
        address=address,
        tax_number=customer.tax_registration_id or "",
        phone=customer.mobile or customer.phone or "",
    )


# ------------------------------------------------------------------------- sales documents
@dataclass(frozen=True)
class _Detail:
    """A sales line as the paper needs it: what it shows, and its money for the core."""

    code: str
    description: str
    warehouse: str
    line: Line


@dataclass(frozen=True)
class ServerTotals:
    """A document's totals as the server stored them (None: not given)."""

    sub_total: Decimal | None
    discount: Decimal | None
    tax: Decimal | None
    shipping: Decimal | None
    net_total: Decimal | None
    tax_less_withholding: bool = False
    """The server's ``tax`` is the tax less the withholding (a sales return's is)."""


def _sales_lines(details: list[_Detail], totals: DocumentTotals) -> list[dict[str, object]]:
    """The printed lines: each line's total is its net (before tax) rounded to the
    currency."""
    return [
        {
            "number": number,
            "code": detail.code,
            "description": detail.description,
            "quantity": detail.line.quantity,
            "price": detail.line.price,
            "discount": amounts.discount if amounts.discount else None,
            "taxRate": detail.line.tax_rate,
            "total": total,
            "warehouse": detail.warehouse,
        }
        for number, (detail, amounts, total) in enumerate(
            zip(details, totals.lines, totals.line_totals, strict=True), start=1
        )
    ]


@dataclass(frozen=True)
class _TotalsBlock:
    lines: tuple[TotalLine, ...]
    net: Decimal
    tax: Decimal
    notice: str = ""
    notice_amount: Decimal | None = None


def sales_totals_block(
    totals: DocumentTotals, server: ServerTotals, *, net_label: str
) -> _TotalsBlock:
    """The totals block of an invoice or a return note.

    The figures are computed from the printed lines by the money core: the subtotal is the
    sum of the printed line totals, then the header discount, one tax line per rate,
    withholding, shipping. The server rounds its totals once, the paper each figure: when
    the server's net total and tax differ from the paper's by no more than that rounding
    can (half a unit of the last digit per rounded figure), the net total printed is the
    server's and any difference stands on a "Rounding" line. When they differ by more,
    something is wrong with the lines or with the server's figures: the paper then prints
    the server's totals, not a plug, and says that the lines add up to something else.
    """
    places = totals.decimals
    printed_net = totals.printed_net_total
    printed_tax = sum((rate.tax for rate in totals.taxes), ZERO)
    if server.tax_less_withholding:
        printed_tax -= totals.withholding
    server_net = _server(server.net_total, printed_net, places)
    server_tax = round_money(server.tax, places) if server.tax is not None else None
    agrees = within_rounding(printed_net, server_net, totals.rounded_figures, places) and (
        server_tax is None
        or within_rounding(printed_tax, server_tax, len(totals.taxes) + 2, places)
    )
    if not agrees:
        shown_tax = server_tax if server_tax is not None else printed_tax
        lines = [TotalLine(d.SUBTOTAL, _server(server.sub_total, totals.sub_total, places))]
        discount = _server(server.discount, totals.discount, places)
        if discount:
            lines.append(TotalLine(d.DISCOUNT, -discount))
        lines.append(TotalLine(d.TAX, shown_tax))
        shipping = _server(server.shipping, totals.shipping, places)
        if shipping:
            lines.append(TotalLine(d.SHIPPING, shipping))
        lines.append(TotalLine(net_label, server_net, strong=True))
        return _TotalsBlock(tuple(lines), server_net, shown_tax, d.SERVER_TOTALS, printed_net)
    lines = [TotalLine(d.SUBTOTAL, totals.printed_sub_total)]
    if totals.discount:
        lines.append(TotalLine(d.DISCOUNT, -totals.discount))
    for rate in totals.taxes:
        lines.append(TotalLine(d.TAX_AT, rate.tax, rate=rate.rate, base=rate.base))
    if totals.withholding:
        lines.append(TotalLine(d.WITHHOLDING, -totals.withholding))
    if totals.shipping:
        lines.append(TotalLine(d.SHIPPING, totals.shipping))
    if server_net != printed_net:
        lines.append(TotalLine(d.ROUNDING, server_net - printed_net))
    lines.append(TotalLine(net_label, server_net, strong=True))
    return _TotalsBlock(tuple(lines), server_net, printed_tax)


def _server(value: Decimal | None, ours: Decimal, places: int) -> Decimal:
    return round_money(value, places) if value is not None else ours


def _currency_places(currency: object) -> int:
    return currency_decimals(getattr(currency, "code", None))


def _payment(cash: object, on_account: object) -> str:
    cash_amount, credit = to_decimal(cash or 0), to_decimal(on_account or 0)
    if cash_amount and credit:
        return d.CASH_AND_ON_ACCOUNT
    return d.ON_ACCOUNT if credit else d.CASH


def _line_rates(
    line: SalesOrderDetailResponse | SalesReturnDetailResponse,
) -> tuple[Decimal, Decimal]:
    """A sales document line's tax rate (its own, else its tax's) and withholding rate."""
    rate = line.tax_rate if line.tax_rate is not None else (line.tax.rate if line.tax else 0)
    withholding = line.withholding_tax.rate if line.withholding_tax else 0
    return to_decimal(rate or 0), to_decimal(withholding or 0)


def _name(reference: object) -> str:
    name = getattr(reference, "name", None) or getattr(reference, "description", None)
    code = getattr(reference, "code", None)
    return str(name or code or "")


def invoice_from_order(
    order: SalesOrderResponse, customer: CustomerResponse | None = None
) -> PrintableDocument:
    """A sales order as a tax invoice."""
    details = []
    for line in order.sales_order_details:
        rate, withholding = _line_rates(line)
        item = line.stock_item
        details.append(
            _Detail(
                code=item.code if item and item.code else "",
                description=line.description or (item.description if item else "") or "",
                warehouse=_name(line.warehouse),
                line=Line(
                    quantity=to_decimal(line.quantity),
                    price=to_decimal(line.price if line.price is not None else line.unit_price),
                    discount=to_decimal(line.item_discount),
                    discount_kind=DiscountKind.of(line.item_discount_type),
                    tax_rate=rate,
                    withholding_rate=withholding,
                ),
            )
        )
    places = _currency_places(order.currency)
    totals = document_totals(
        [detail.line for detail in details],
        decimals=places,
        discount=order.discount,
        discount_rate=order.discount_rate,
        taxable=order.taxable,
        tax_after_discount=bool(order.apply_tax_after_discount),
        shipping=to_decimal(order.shippment_cost),
    )
    block = sales_totals_block(
        totals,
        ServerTotals(
            sub_total=order.sub_total,
            discount=order.discount,
            tax=order.tax,
            shipping=order.shippment_cost,
            net_total=order.net_total,
        ),
        net_label=d.NET_TOTAL,
    )
    customer_ref = order.customer
    return PrintableDocument(
        kind=DocumentKind.SALES_INVOICE,
        code=order.code or str(order.id),
        date=order.document_date.date() if order.document_date else None,
        moment=order.document_date,
        party_label=d.CUSTOMER,
        party=party_of(
            customer, _name(customer_ref), customer_ref.code or "" if customer_ref else ""
        ),
        facts=(
            (d.SALES_PERSON, _name(order.sales_person)),
            (d.PAYMENT, _payment(order.cash_amount, order.on_account_amount)),
            (d.PAPER_NUMBER, order.paper_number or ""),
            (d.WAREHOUSE, _name(order.warehouse)),
            (d.CURRENCY, order.currency.code or "" if order.currency else ""),
        ),
        lines=tuple(_sales_lines(details, totals)),
        totals=block.lines,
        amount=block.net,
        tax_total=block.tax,
        currency=(order.currency.code or "") if order.currency else "",
        decimals=places,
        totals_notice=block.notice,
        totals_notice_amount=block.notice_amount,
        notes=order.notes or "",
        signatures=(d.PREPARED_BY, d.RECEIVED_BY),
    )


def return_note(
    sales_return: SalesReturnResponse, customer: CustomerResponse | None = None
) -> PrintableDocument:
    """A sales return as a return note (a credit note: figures as on the invoice).

    A return line's discount is per unit (``unitDiscount``); the return's
    ``returnDiscount`` is the sum of them (returns rule 4), already off each line, so it is
    not taken off a second time."""
    details = []
    for line in sales_return.details:
        quantity = to_decimal(line.quantity)
        rate, withholding = _line_rates(line)
        item = line.stock_item
        details.append(
            _Detail(
                code=item.code if item and item.code else "",
                description=(item.description if item else "") or "",
                warehouse="",
                line=Line(
                    quantity=quantity,
                    price=to_decimal(line.price),
                    discount=to_decimal(line.unit_discount) * quantity,
                    tax_rate=rate,
                    withholding_rate=withholding,
                ),
            )
        )
    places = _currency_places(sales_return.currency)
    totals = document_totals([detail.line for detail in details], decimals=places)
    gross, returned_discount = sales_return.gross_total, sales_return.return_discount
    block = sales_totals_block(
        totals,
        ServerTotals(
            sub_total=gross - (returned_discount or ZERO) if gross is not None else None,
            discount=None,
            tax=sales_return.tax,
            shipping=None,
            net_total=sales_return.net_total,
            tax_less_withholding=True,
        ),
        net_label=d.RETURN_TOTAL,
    )
    ref = sales_return.customer
    return PrintableDocument(
        kind=DocumentKind.SALES_RETURN,
        code=sales_return.code or str(sales_return.id),
        date=sales_return.document_date.date() if sales_return.document_date else None,
        party=party_of(customer, _name(ref), (ref.code or "") if ref else ""),
        facts=(
            (d.SOURCE_DOCUMENT, ", ".join(sales_return.related_sales_order_codes)),
            (d.SALES_PERSON, _name(sales_return.sales_person)),
            (d.PAYMENT, _payment(sales_return.cash_amount, sales_return.on_account_amount)),
            (d.WAREHOUSE, _name(sales_return.warehouse)),
        ),
        lines=tuple(_sales_lines(details, totals)),
        totals=block.lines,
        amount=block.net,
        tax_total=block.tax,
        currency=(sales_return.currency.code or "") if sales_return.currency else "",
        decimals=places,
        totals_notice=block.notice,
        totals_notice_amount=block.notice_amount,
        notes=without_marker(sales_return.notes),
        signatures=(d.PREPARED_BY, d.RECEIVED_BY),
    )


def delivery_note(
    order: WorkOrderResponse, customer: CustomerResponse | None = None
) -> PrintableDocument:
    """An issue offering as a delivery note: what left which warehouse, no prices."""
    lines: list[Mapping[str, object]] = []
    total = ZERO
    for number, line in enumerate(order.work_order_details, start=1):
        quantity = to_decimal(line.quantity or 0)
        total += quantity
        item = line.stock_item
        description = line.description or (item.description if item else "") or ""
        if line.serials:
            description = f"{description} ({', '.join(line.serials)})"
        lines.append(
            {
                "number": number,
                "code": item.code if item and item.code else "",
                "description": description,
                "warehouse": _name(line.warehouse or order.warehouse),
                "quantity": quantity,
            }
        )
    lines.append({"description": d.TOTAL_QUANTITY, "quantity": total, "_strong": True})
    ref = order.customer
    return PrintableDocument(
        kind=DocumentKind.DELIVERY_NOTE,
        code=order.code or str(order.id),
        date=order.date.date() if order.date else None,
        party=party_of(customer, _name(ref), (ref.code or "") if ref else ""),
        facts=(
            (d.SALES_ORDER, order.related_so_code or ""),
            (d.WAREHOUSE, _name(order.warehouse)),
            (d.PAPER_NUMBER, order.paper_number or ""),
            (d.SALES_PERSON, _name(order.sales_person)),
        ),
        lines=tuple(lines),
        notes=order.notes or "",
        signatures=(d.DELIVERED_BY, d.RECEIVED_BY),
    )


# ------------------------------------------------------------------------- accounting documents
def _system_amount(entry: JournalEntryResponse, amount: object) -> Decimal:
    """In the system currency, as the service computes balances: amount x exchange rate."""
    return to_decimal(amount or 0) * to_decimal(entry.exchange_rate or 1)


def accounting_document(entry: JournalEntryResponse, kind: DocumentKind) -> PrintableDocument:
    """A journal entry as a journal voucher; a cash in or out as a receipt or voucher."""
    lines: list[Mapping[str, object]] = []
    debit_total = credit_total = ZERO
    party: Party | None = None
    cash_account = ""
    for line in entry.accounting_document_details:
        amount = to_decimal(line.amount or 0)
        debit = line.amount_status == "Debit"
        if debit:
            debit_total += amount
        else:
            credit_total += amount
        who = line.customer or line.supplier
        if party is None and who is not None:
            party = Party(name=who.name or "", code=who.code or "")
        account = line.account
        if (kind is DocumentKind.CASH_RECEIPT and debit) or (
            kind is DocumentKind.PAYMENT_VOUCHER and not debit
        ):
            cash_account = cash_account or _account_text(account)
        lines.append(
            {
                "account": (account.code or "") if account else "",
                "accountName": (account.name or "") if account else "",
                "notes": line.comments or (who.name if who else "") or "",
                "debit": amount if debit else None,
                "credit": None if debit else amount,
            }
        )
    code = entry.document_code or entry.journal_entry_code or str(entry.id)
    currency = (entry.currency.code or "") if entry.currency else ""
    places = currency_decimals(currency or None)
    date = entry.document_date.date() if entry.document_date else None
    if kind is DocumentKind.JOURNAL_VOUCHER:
        lines.append(
            {"accountName": d.TOTAL, "debit": debit_total, "credit": credit_total, "_strong": True}
        )
        return PrintableDocument(
            kind=kind,
            code=code,
            date=date,
            facts=(
                (d.PAPER_NUMBER, entry.paper_number or ""),
                (d.SOURCE_DOCUMENT, entry.related_document_code or ""),
                (d.CURRENCY, currency),
            ),
            lines=tuple(lines),
            currency=currency,
            decimals=places,
            notes=without_marker(entry.notes),
            signatures=(d.PREPARED_BY, d.APPROVED_BY),
        )
    amount = debit_total
    return PrintableDocument(
        kind=kind,
        code=code,
        date=date,
        party_label=d.RECEIVED_FROM if kind is DocumentKind.CASH_RECEIPT else d.PAID_TO,
        party=party,
        facts=(
            (d.CASH_ACCOUNT, cash_account),
            (d.PAPER_NUMBER, entry.paper_number or ""),
            (d.SOURCE_DOCUMENT, entry.related_document_code or ""),
            (d.CURRENCY, currency),
        ),
        lines=tuple(lines),
        totals=(TotalLine(d.AMOUNT, round_money(amount, places), strong=True),),
        amount=round_money(amount, places),
        currency=currency,
        decimals=places,
        notes=without_marker(entry.notes),
        signatures=(
            d.CASHIER,
            d.RECEIVED_BY if kind is DocumentKind.PAYMENT_VOUCHER else d.APPROVED_BY,
        ),
    )


def _account_text(account: object) -> str:
    code, name = getattr(account, "code", None), getattr(account, "name", None)
    return " ".join(part for part in (code, name) if part)


# ------------------------------------------------------------------------- the statement
@dataclass(frozen=True)
class StatementLine:
    date: dt.date | None
    document: str
    notes: str
    debit: Decimal
    credit: Decimal


def statement_lines(entries: list[JournalEntryResponse], customer_id: int) -> list[StatementLine]:
    """The customer's lines of ``entries``, oldest first, in the system currency.

    The seam for the ledger cache's engine (``app.reports``): it computes the same lines
    from the cached entries; this does it from the API's answer.
    """
    out: list[StatementLine] = []
    for entry in entries:
        for line in entry.accounting_document_details:
            if line.customer is None or line.customer.id != customer_id:
                continue
            amount = _system_amount(entry, line.amount)
            debit = line.amount_status == "Debit"
            out.append(
                StatementLine(
                    entry.document_date.date() if entry.document_date else None,
                    entry.document_code or entry.journal_entry_code or str(entry.id),
                    line.comments or without_marker(entry.notes),
                    amount if debit else ZERO,
                    ZERO if debit else amount,
                )
            )
    out.sort(key=lambda line: (line.date or dt.date.min, line.document))
    return out


def customer_statement(
    customer: CustomerResponse,
    lines: list[StatementLine],
    date_from: dt.date | None,
    date_to: dt.date | None,
) -> PrintableDocument:
    """The statement: opening balance (before ``date_from``), each movement with the
    running balance, the closing balance."""
    opening = sum(
        (
            line.debit - line.credit
            for line in lines
            if date_from and line.date and line.date < date_from
        ),
        ZERO,
    )
    shown = [
        line
        for line in lines
        if not (date_from and line.date and line.date < date_from)
        and not (date_to and line.date and line.date > date_to)
    ]
    rows: list[Mapping[str, object]] = [
        {"date": date_from, "notes": d.OPENING_BALANCE, "balance": opening, "_strong": True}
    ]
    balance = opening
    debit_total = credit_total = ZERO
    for line in shown:
        balance += line.debit - line.credit
        debit_total += line.debit
        credit_total += line.credit
        rows.append(
            {
                "date": line.date,
                "document": line.document,
                "notes": line.notes,
                "debit": line.debit or None,
                "credit": line.credit or None,
                "amount": line.debit - line.credit,
                "balance": balance,
            }
        )
    rows.append(
        {
            "date": date_to,
            "notes": d.CLOSING_BALANCE,
            "debit": debit_total,
            "credit": credit_total,
            "balance": balance,
            "_strong": True,
        }
    )
    period = " – ".join(str(day) for day in (date_from, date_to) if day)
    return PrintableDocument(
        kind=DocumentKind.STATEMENT,
        code=customer.code or str(customer.id),
        date=date_to or clock.today(),
        party=party_of(customer),
        facts=((d.PERIOD, period),),
        lines=tuple(rows),
        totals=(TotalLine(d.CLOSING_BALANCE, round_money(balance), strong=True),),
    )


# ------------------------------------------------------------------------- fetching
async def _customer(client: ApiClient, customer_id: int | None) -> CustomerResponse | None:
    if not customer_id:
        return None
    try:
        return await client.customers.get(customer_id)
    except (api_errors.NotFound, api_errors.Forbidden):
        return None


async def load_document(client: ApiClient, code: str) -> PrintableDocument:
    """The document with ``code``, ready to lay out; ``UnknownDocument`` when none has it.

    Codes are the server's, in capitals (SO-12, IO-WH01-7), and its lookups by code are
    exact: what the clerk typed ("io-wh01-7") is asked in capitals."""
    code = code.strip().upper()
    kind = kind_of(code)
    missing = UnknownDocument(f"no document has the code {code}")
    if kind is DocumentKind.SALES_INVOICE:
        order = await client.sales_orders.find_by_code(code)
        if order is None or not (order.code or "").upper() == code.upper():
            raise missing
        full = await client.sales_orders.get(order.id)
        return invoice_from_order(
            full, await _customer(client, full.customer.id if full.customer else None)
        )
    if kind is DocumentKind.SALES_RETURN:
        try:
            found = await client.sales_returns.get(code=code)
        except api_errors.NotFound:
            raise missing from None
        return return_note(
            found, await _customer(client, found.customer.id if found.customer else None)
        )
    if kind is DocumentKind.DELIVERY_NOTE:
        page = await client.work_orders.list(code=code, only_my_orders=False, limit=5)
        match = next((w for w in page.items if (w.code or "").upper() == code.upper()), None)
        if match is None:
            raise missing
        return delivery_note(
            match, await _customer(client, match.customer.id if match.customer else None)
        )
    entries = await client.journal_entries.list(code=code, limit=5)
    entry = next(
        (
            e
            for e in entries.items
            if code.upper()
            in {(e.document_code or "").upper(), (e.journal_entry_code or "").upper()}
        ),
        None,
    )
    if entry is None:
        raise missing
    return accounting_document(entry, kind)


async def _customer_entries(
    client: ApiClient, customer_id: int, date_to: dt.date | None
) -> AsyncIterator[JournalEntryResponse]:
    async def fetch(offset: int, limit: int):  # type: ignore[no-untyped-def]
        return await client.journal_entries.list(
            customer_id=customer_id, date_to=date_to, offset=offset, limit=limit
        )

    async for entry in iterate_pages(fetch):
        yield entry


async def load_statement(
    client: ApiClient,
    customer_code: str,
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
) -> PrintableDocument:
    """A customer's statement from the API's journal entries (all of them up to ``date_to``:
    the opening balance needs those before ``date_from``)."""
    page = await client.customers.list(code=customer_code, limit=5)
    customer = next(
        (c for c in page.items if (c.code or "").upper() == customer_code.strip().upper()), None
    )
    if customer is None:
        raise UnknownDocument(f"no customer has the code {customer_code}")
    entries = [entry async for entry in _customer_entries(client, customer.id, date_to)]
    return customer_statement(customer, statement_lines(entries, customer.id), date_from, date_to)


async def words_for(
    client: ApiClient, document: PrintableDocument, language: PrintLanguage, currency: str
) -> Words | None:
    """The document's amount in words (None for a document without one); ``Words(None)``
    when the service cannot be reached."""
    if document.amount is None:
        return None
    text = await amount_in_words(client, document.amount, language, document.currency or currency)
    return Words(text, offline=text is None)
