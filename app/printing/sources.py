"""From a document code to a ``PrintableDocument``: what the API says, turned into what the
paper says. The builders (``invoice_from_order``...) are pure functions of the API's
answers, so the figures are tested without a server; ``load_document`` fetches.

The invoice adds up on paper: each line's total is before tax (quantity x price less its
discount), the subtotal is the sum of the printed line totals, then the header discount,
one tax line per rate (rate % of the lines at that rate, less their share of the header
discount when the order applies tax after it), withholding, shipping, and the net total,
which is the server's own. The cents that rounding each line leaves over go to the largest
tax line (or to a rounding line when there is no tax), so the printed column and tax
lines always add up to the printed net total.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from decimal import Decimal

from app import clock
from app.api import errors as api_errors
from app.api.client import ApiClient
from app.api.paging import iterate_pages
from app.models.customers import CustomerResponse
from app.models.documents import DiscountType
from app.models.journal_entries import JournalEntryResponse
from app.models.sales_orders import SalesOrderDetailResponse, SalesOrderResponse
from app.models.sales_returns import SalesReturnDetailResponse, SalesReturnResponse
from app.models.work_orders import WorkOrderResponse
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
class _Line:
    cells: dict[str, object]
    net: Decimal
    """quantity x price less the line discount, unrounded."""
    rate: Decimal
    withholding_rate: Decimal


def _sales_lines(
    details: list[tuple[str, str, Decimal, Decimal, Decimal, Decimal, Decimal, str]],
) -> list[_Line]:
    """(code, description, quantity, price, discount amount, tax rate, withholding rate,
    warehouse) per line -> the printed lines."""
    lines = []
    for number, (code, text, quantity, price, discount, rate, withholding, house) in enumerate(
        details, start=1
    ):
        net = quantity * price - discount
        lines.append(
            _Line(
                {
                    "number": number,
                    "code": code,
                    "description": text,
                    "quantity": quantity,
                    "price": price,
                    "discount": discount if discount else None,
                    "taxRate": rate,
                    "total": round_money(net),
                    "warehouse": house,
                },
                net,
                rate,
                withholding,
            )
        )
    return lines


def _sales_totals(
    lines: list[_Line],
    *,
    header_discount: Decimal,
    taxable: bool,
    tax_after_discount: bool,
    shipping: Decimal,
    net_total: Decimal | None,
    net_label: str,
) -> tuple[list[TotalLine], Decimal, Decimal]:
    """The totals block, the net total printed and the tax printed (see the module doc)."""
    subtotal = sum((round_money(line.net) for line in lines), ZERO)
    raw_sub = sum((line.net for line in lines), ZERO)
    share = header_discount / raw_sub if raw_sub and tax_after_discount else ZERO
    by_rate: dict[Decimal, list[Decimal]] = defaultdict(lambda: [ZERO, ZERO])
    withholding = ZERO
    if taxable:
        for line in lines:
            base = line.net * (1 - share)
            if line.rate:
                by_rate[line.rate][0] += base
                by_rate[line.rate][1] += base * line.rate / 100
            withholding += base * line.withholding_rate / 100
    discount = round_money(header_discount)
    withholding = round_money(withholding)
    shipping = round_money(shipping)
    taxes = {rate: [round_money(b), round_money(t)] for rate, (b, t) in sorted(by_rate.items())}
    computed = subtotal - discount + sum((t for _, t in taxes.values()), ZERO) - withholding
    computed += shipping
    net = round_money(net_total) if net_total is not None else computed
    if taxes and net != computed:
        # The server rounds once at the end; this paper rounds each line: the cents left
        # over go to the largest tax line so that the paper adds up to the server's total.
        largest = max(taxes, key=lambda rate: taxes[rate][1])
        taxes[largest][1] += net - computed
    rounding = net - computed if not taxes else ZERO  # no tax line to carry the cents
    totals = [TotalLine(d.SUBTOTAL, subtotal)]
    if discount:
        totals.append(TotalLine(d.DISCOUNT, -discount))
    for rate, (base, tax) in taxes.items():
        totals.append(TotalLine(d.TAX_AT, tax, rate=rate, base=base))
    if withholding:
        totals.append(TotalLine(d.WITHHOLDING, -withholding))
    if shipping:
        totals.append(TotalLine(d.SHIPPING, shipping))
    if rounding:
        totals.append(TotalLine(d.ROUNDING, rounding))
    totals.append(TotalLine(net_label, net, strong=True))
    tax_total = sum((tax for _, tax in taxes.values()), ZERO)
    return totals, net, tax_total


def _discount(amount: object, kind: object, gross: Decimal) -> Decimal:
    value = to_decimal(amount or 0)
    if str(kind) == DiscountType.Percentage.value:
        return gross * value / 100
    return value


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
        quantity = to_decimal(line.quantity or 0)
        price = to_decimal(line.price if line.price is not None else line.unit_price or 0)
        discount = _discount(line.item_discount, line.item_discount_type, quantity * price)
        rate, withholding = _line_rates(line)
        item = line.stock_item
        details.append(
            (
                item.code if item and item.code else "",
                line.description or (item.description if item else "") or "",
                quantity,
                price,
                discount,
                rate,
                withholding,
                _name(line.warehouse),
            )
        )
    lines = _sales_lines(details)
    gross = sum((line.net for line in lines), ZERO)
    header_discount = to_decimal(order.discount or 0)
    if not header_discount and order.discount_rate:
        header_discount = gross * to_decimal(order.discount_rate) / 100
    taxable = order.taxable if order.taxable is not None else any(line.rate for line in lines)
    totals, net, tax = _sales_totals(
        lines,
        header_discount=header_discount,
        taxable=bool(taxable),
        tax_after_discount=bool(order.apply_tax_after_discount),
        shipping=to_decimal(order.shippment_cost or 0),
        net_total=order.net_total,
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
        lines=tuple(line.cells for line in lines),
        totals=tuple(totals),
        amount=net,
        tax_total=tax,
        currency=(order.currency.code or "") if order.currency else "",
        notes=order.notes or "",
        signatures=(d.PREPARED_BY, d.RECEIVED_BY),
    )


def return_note(
    sales_return: SalesReturnResponse, customer: CustomerResponse | None = None
) -> PrintableDocument:
    """A sales return as a return note (a credit note: figures as on the invoice)."""
    details = []
    for line in sales_return.details:
        quantity = to_decimal(line.quantity or 0)
        price = to_decimal(line.price or 0)
        discount = to_decimal(line.unit_discount or 0) * quantity
        rate, withholding = _line_rates(line)
        item = line.stock_item
        details.append(
            (
                item.code if item and item.code else "",
                (item.description if item else "") or "",
                quantity,
                price,
                discount,
                rate,
                withholding,
                "",
            )
        )
    lines = _sales_lines(details)
    totals, net, tax = _sales_totals(
        lines,
        header_discount=to_decimal(sales_return.return_discount or 0),
        taxable=any(line.rate or line.withholding_rate for line in lines),
        tax_after_discount=False,
        shipping=ZERO,
        net_total=sales_return.net_total,
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
        lines=tuple(line.cells for line in lines),
        totals=tuple(totals),
        amount=net,
        tax_total=tax,
        currency=(sales_return.currency.code or "") if sales_return.currency else "",
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
        totals=(TotalLine(d.AMOUNT, round_money(amount), strong=True),),
        amount=round_money(amount),
        currency=currency,
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
    """The document with ``code``, ready to lay out; ``UnknownDocument`` when none has it."""
    code = code.strip()
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
