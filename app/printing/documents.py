"""Documents a customer is handed, as data and as pages: tax invoice (sales order), sales
return note, cash receipt, payment voucher, journal voucher, delivery note, customer
statement.

``PrintableDocument`` holds what a document says (built from the API's answers by
``app.printing.sources``); ``layout_document`` places it on A4 pages or an 80 mm roll:
the company header (logo, name in the print language, address, phone, VAT and commercial
registration numbers), the document's title, code and date, the other party, the facts
(sales person, payment, source document...), the lines (header repeated on each page), the
totals, the amount in words, the notes, the QR code (KSA), the signatures and page x of y.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from pathlib import Path

from app import clock
from app.models.i18n import QT_TRANSLATE_NOOP
from app.printing.company import CompanyDetails, EInvoicing
from app.printing.page import (
    Frame,
    Labels,
    LogicalAlign,
    Page,
    PageStyle,
    PrintedDocument,
    left_to_right,
    line_count,
    mm_for_lines,
)
from app.printing.table import ColumnKind, cell_text
from app.printing.zatca import qr_modules, zatca_payload


class DocumentKind(StrEnum):
    SALES_INVOICE = "sales_invoice"
    SALES_RETURN = "sales_return"
    CASH_RECEIPT = "cash_receipt"
    PAYMENT_VOUCHER = "payment_voucher"
    JOURNAL_VOUCHER = "journal_voucher"
    DELIVERY_NOTE = "delivery_note"
    STATEMENT = "statement"

    @property
    def columns(self) -> str:
        """The layout files' column set of this kind."""
        return {
            DocumentKind.SALES_INVOICE: "sales",
            DocumentKind.SALES_RETURN: "sales",
            DocumentKind.DELIVERY_NOTE: "delivery",
            DocumentKind.STATEMENT: "statement",
        }.get(self, "journal")

    @property
    def heading(self) -> str:
        """The printed title (a "Printing" text)."""
        return TITLES[self]


TITLES = {
    DocumentKind.SALES_INVOICE: QT_TRANSLATE_NOOP("Printing", "Tax invoice"),
    DocumentKind.SALES_RETURN: QT_TRANSLATE_NOOP("Printing", "Sales return note"),
    DocumentKind.CASH_RECEIPT: QT_TRANSLATE_NOOP("Printing", "Cash receipt"),
    DocumentKind.PAYMENT_VOUCHER: QT_TRANSLATE_NOOP("Printing", "Payment voucher"),
    DocumentKind.JOURNAL_VOUCHER: QT_TRANSLATE_NOOP("Printing", "Journal voucher"),
    DocumentKind.DELIVERY_NOTE: QT_TRANSLATE_NOOP("Printing", "Delivery note"),
    DocumentKind.STATEMENT: QT_TRANSLATE_NOOP("Printing", "Customer statement"),
}

COLUMNS: dict[str, tuple[str, ColumnKind]] = {
    "number": (QT_TRANSLATE_NOOP("Printing", "#"), ColumnKind.TEXT),
    "code": (QT_TRANSLATE_NOOP("Printing", "Item code"), ColumnKind.TEXT),
    "description": (QT_TRANSLATE_NOOP("Printing", "Description"), ColumnKind.TEXT),
    "quantity": (QT_TRANSLATE_NOOP("Printing", "Qty"), ColumnKind.QUANTITY),
    "price": (QT_TRANSLATE_NOOP("Printing", "Unit price"), ColumnKind.MONEY),
    "discount": (QT_TRANSLATE_NOOP("Printing", "Discount"), ColumnKind.MONEY),
    "taxRate": (QT_TRANSLATE_NOOP("Printing", "Tax %"), ColumnKind.TEXT),
    "total": (QT_TRANSLATE_NOOP("Printing", "Line total"), ColumnKind.MONEY),
    "warehouse": (QT_TRANSLATE_NOOP("Printing", "Warehouse"), ColumnKind.TEXT),
    "account": (QT_TRANSLATE_NOOP("Printing", "Account"), ColumnKind.TEXT),
    "accountName": (QT_TRANSLATE_NOOP("Printing", "Account name"), ColumnKind.TEXT),
    "notes": (QT_TRANSLATE_NOOP("Printing", "Notes"), ColumnKind.TEXT),
    "debit": (QT_TRANSLATE_NOOP("Printing", "Debit"), ColumnKind.MONEY),
    "credit": (QT_TRANSLATE_NOOP("Printing", "Credit"), ColumnKind.MONEY),
    "date": (QT_TRANSLATE_NOOP("Printing", "Date"), ColumnKind.DATE),
    "document": (QT_TRANSLATE_NOOP("Printing", "Document"), ColumnKind.TEXT),
    "balance": (QT_TRANSLATE_NOOP("Printing", "Balance"), ColumnKind.MONEY),
    "amount": (QT_TRANSLATE_NOOP("Printing", "Amount"), ColumnKind.MONEY),
}

PHONE = QT_TRANSLATE_NOOP("Printing", "Phone: {phone}")
VAT_NUMBER = QT_TRANSLATE_NOOP("Printing", "VAT number: {number}")
TAX_REGISTRATION = QT_TRANSLATE_NOOP("Printing", "Tax registration number: {number}")
COMMERCIAL_REGISTRATION = QT_TRANSLATE_NOOP("Printing", "Commercial registration: {number}")
CODE = QT_TRANSLATE_NOOP("Printing", "No. {code}")
DATE = QT_TRANSLATE_NOOP("Printing", "Date: {date}")
CUSTOMER_CODE = QT_TRANSLATE_NOOP("Printing", "Code: {code}")
IN_WORDS = QT_TRANSLATE_NOOP("Printing", "Amount in words: {words}")
WORDS_LEFT_OUT = QT_TRANSLATE_NOOP(
    "Printing", "Amount in words left out: the server could not be reached."
)
NOTES = QT_TRANSLATE_NOOP("Printing", "Notes: {notes}")
PAGE_OF = QT_TRANSLATE_NOOP("Printing", "Page {page} of {pages}")
CONTINUED = QT_TRANSLATE_NOOP("Printing", "{title} {code} (continued)")
SIMPLIFIED = QT_TRANSLATE_NOOP("Printing", "Simplified tax invoice")

# Labels the builders use (marked here so the catalogue has them).
CUSTOMER = QT_TRANSLATE_NOOP("Printing", "Customer")
RECEIVED_FROM = QT_TRANSLATE_NOOP("Printing", "Received from")
PAID_TO = QT_TRANSLATE_NOOP("Printing", "Paid to")
SALES_PERSON = QT_TRANSLATE_NOOP("Printing", "Sales person")
PAYMENT = QT_TRANSLATE_NOOP("Printing", "Payment")
CASH = QT_TRANSLATE_NOOP("Printing", "Cash")
ON_ACCOUNT = QT_TRANSLATE_NOOP("Printing", "On account")
CASH_AND_ON_ACCOUNT = QT_TRANSLATE_NOOP("Printing", "Cash and on account")
PAPER_NUMBER = QT_TRANSLATE_NOOP("Printing", "Paper number")
SOURCE_DOCUMENT = QT_TRANSLATE_NOOP("Printing", "Source document")
SALES_ORDER = QT_TRANSLATE_NOOP("Printing", "Sales order")
WAREHOUSE = QT_TRANSLATE_NOOP("Printing", "Warehouse")
CURRENCY = QT_TRANSLATE_NOOP("Printing", "Currency")
CASH_ACCOUNT = QT_TRANSLATE_NOOP("Printing", "Cash account")
PERIOD = QT_TRANSLATE_NOOP("Printing", "Period")
SUBTOTAL = QT_TRANSLATE_NOOP("Printing", "Subtotal")
DISCOUNT = QT_TRANSLATE_NOOP("Printing", "Discount")
TAX_AT = QT_TRANSLATE_NOOP("Printing", "Tax {rate} on {base}")
WITHHOLDING = QT_TRANSLATE_NOOP("Printing", "Withholding tax")
SHIPPING = QT_TRANSLATE_NOOP("Printing", "Shipping")
ROUNDING = QT_TRANSLATE_NOOP("Printing", "Rounding")
TAX = QT_TRANSLATE_NOOP("Printing", "Tax")
SERVER_TOTALS = QT_TRANSLATE_NOOP(
    "Printing",
    "These totals are the server's: they differ from the lines printed above, which add up "
    "to {amount}.",
)
NET_TOTAL = QT_TRANSLATE_NOOP("Printing", "Net total")
RETURN_TOTAL = QT_TRANSLATE_NOOP("Printing", "Return total")
AMOUNT = QT_TRANSLATE_NOOP("Printing", "Amount")
TOTAL = QT_TRANSLATE_NOOP("Printing", "Total")
TOTAL_QUANTITY = QT_TRANSLATE_NOOP("Printing", "Total quantity")
OPENING_BALANCE = QT_TRANSLATE_NOOP("Printing", "Opening balance")
CLOSING_BALANCE = QT_TRANSLATE_NOOP("Printing", "Closing balance")
RECEIVED_BY = QT_TRANSLATE_NOOP("Printing", "Received by")
PREPARED_BY = QT_TRANSLATE_NOOP("Printing", "Prepared by")
APPROVED_BY = QT_TRANSLATE_NOOP("Printing", "Approved by")
DELIVERED_BY = QT_TRANSLATE_NOOP("Printing", "Delivered by")
CASHIER = QT_TRANSLATE_NOOP("Printing", "Cashier")
TRANSLATED_VALUES = frozenset({CASH, ON_ACCOUNT, CASH_AND_ON_ACCOUNT})
"""Fact values that are words of ours, not data: translated when printed."""


@dataclass(frozen=True)
class Party:
    """The other side of the document: a customer, a payer, a payee."""

    name: str
    code: str = ""
    address: str = ""
    tax_number: str = ""
    phone: str = ""


@dataclass(frozen=True)
class TotalLine:
    """One line of the totals block: ``label`` (a "Printing" text, with ``{rate}`` and
    ``{base}`` filled from ``rate`` and ``base``) and its amount."""

    label: str
    amount: Decimal
    rate: Decimal | None = None
    base: Decimal | None = None
    strong: bool = False


@dataclass(frozen=True)
class PrintableDocument:
    """What a printed document says, in no language yet: labels are the English texts
    marked for the "Printing" context, translated when laid out."""

    kind: DocumentKind
    code: str
    date: dt.date | None
    party_label: str = CUSTOMER
    party: Party | None = None
    facts: tuple[tuple[str, str], ...] = ()
    """(label, value): values are data (names, codes) and stay as they are."""
    lines: tuple[Mapping[str, object], ...] = ()
    """Cells by column key (``COLUMNS``); a key ``"_strong"`` marks a total-like row."""
    totals: tuple[TotalLine, ...] = ()
    amount: Decimal | None = None
    """The amount read out in words (net total, receipt amount), None: no words."""
    currency: str = ""
    notes: str = ""
    moment: dt.datetime | None = None
    """The invoice's time, for the KSA QR code."""
    tax_total: Decimal = Decimal(0)
    signatures: tuple[str, ...] = ()
    title: str = ""
    """A title other than the kind's (a simplified tax invoice...); empty: the kind's."""
    extra_lines: tuple[str, ...] = field(default=())
    """Further lines under the totals (e-invoice fields...), already in the print language."""
    decimals: int = 2
    """The currency's decimals: every amount on the page has exactly these."""
    totals_notice: str = ""
    """A "Printing" text under the totals (``{amount}`` filled from ``totals_notice_amount``):
    why the totals are not what the lines add up to."""
    totals_notice_amount: Decimal | None = None


@dataclass(frozen=True)
class Words:
    """The amount in words as the service gave it, or None with the reason it is missing."""

    text: str | None
    offline: bool = False


# ------------------------------------------------------------------------- laying it out
def layout_document(
    document: PrintableDocument,
    company: CompanyDetails,
    style: PageStyle,
    labels: Labels,
    words: Words | None = None,
) -> PrintedDocument:
    """The document's pages (A4) or its one long page (80 mm roll)."""
    return _Layout(document, company, style, labels, words).run()


def qr_payload(document: PrintableDocument, company: CompanyDetails) -> str | None:
    """The ZATCA TLV text when the company is under KSA e-invoicing and this is a sales
    invoice (a return is a credit note: it carries its own QR in phase 2, none in phase 1)."""
    if company.e_invoicing is not EInvoicing.KSA or document.kind is not DocumentKind.SALES_INVOICE:
        return None
    if document.amount is None:
        return None
    moment = document.moment or dt.datetime.combine(document.date or clock.today(), dt.time())
    return zatca_payload(
        company.qr_seller, company.vat_number, moment, document.amount, document.tax_total
    )


class _Layout:
    def __init__(
        self,
        document: PrintableDocument,
        company: CompanyDetails,
        style: PageStyle,
        labels: Labels,
        words: Words | None,
    ) -> None:
        self.doc = document
        self.company = company
        self.style = style
        # Every amount in the document's currency's decimals (3 for KWD, 0 for JPY).
        labels = dataclasses.replace(labels, digits=labels.digits.in_currency(document.decimals))
        self.labels = labels
        self.words = words
        self.full = style.content_width
        self.roll = style.is_roll
        self.frames: list[Frame] = []
        self.frame = Frame(style, rtl=labels.rtl)
        self.y = style.margin
        heading = document.title or document.kind.heading
        if (
            not document.title
            and document.kind is DocumentKind.SALES_INVOICE
            and company.e_invoicing is EInvoicing.KSA
        ):
            heading = SIMPLIFIED  # ZATCA phase 1: the simplified tax invoice with its QR
        self.title = labels(heading)
        self.columns = self._columns()
        self.footer = 0.0 if self.roll else 9.0

    # -- pieces of text -----------------------------------------------------------------
    def t(self, text: str, **values: str) -> str:
        out = self.labels(text)
        for key, value in values.items():
            out = out.replace("{" + key + "}", self.data(value))
        return out

    def data(self, value: str) -> str:
        """A value inside an Arabic sentence keeps its own order (see ``left_to_right``)."""
        return left_to_right(value) if self.labels.rtl else value

    def _columns(self) -> list[tuple[str, str, ColumnKind, float, int]]:
        keys = self.style.column_keys(self.doc.kind.columns)
        total = {1: 0.0, 2: 0.0}
        for _, weight, line in keys:
            total[line] = total.get(line, 0.0) + weight
        out = []
        for key, weight, line in keys:
            title, kind = COLUMNS[key]
            out.append((key, self.labels(title), kind, weight / total[line] * self.full, line))
        return out

    @property
    def bottom(self) -> float:
        """Where content must end on this page."""
        return self.style.height - self.style.margin - self.footer

    def room(self, height: float) -> None:
        """Start a new page when ``height`` does not fit under the cursor (never on a roll)."""
        if self.roll or self.y + height <= self.bottom:
            return
        self.frames.append(self.frame)
        self.frame = Frame(self.style, rtl=self.labels.rtl)
        self.y = self.style.margin
        self.continuation_header()

    # -- the blocks -----------------------------------------------------------------------
    def run(self) -> PrintedDocument:
        self.header()
        self.parties()
        self.table()
        self.totals()
        self.words_and_notes()
        self.qr()
        self.signatures()
        self.frames.append(self.frame)
        pages = self.finish()
        return PrintedDocument(
            title=f"{self.title} {self.doc.code}".strip(),
            file_stem=self.doc.code or self.doc.kind.value,
            language=self.labels.language,
            pages=pages,
        )

    def header(self) -> None:
        f, s, lang = self.frame, self.style, self.labels.language
        company = self.company
        name = company.name_in(lang)
        lines = [
            company.address_in(lang),
            self.t(PHONE, phone=company.phone) if company.phone else "",
            self.t(
                TAX_REGISTRATION if company.e_invoicing is EInvoicing.EGYPT else VAT_NUMBER,
                number=company.vat_number,
            )
            if company.vat_number
            else "",
            self.t(COMMERCIAL_REGISTRATION, number=company.commercial_registration)
            if company.commercial_registration
            else "",
        ]
        lines = [line for line in lines if line]
        logo = company.logo if company.logo and Path(company.logo).is_file() else ""
        small = 4.2 if not self.roll else 3.6
        if self.roll:
            y = self.y
            if logo:
                w, h = s.logo_size
                f.picture((self.full - w) / 2, y, w, h, logo)
                y += h + 1
            f.text(0, y, self.full, 6, name, size="heading", bold=True, align="center")
            y += 6
            for line in lines:
                f.text(0, y, self.full, small, line, size="small", align="center")
                y += small
            y += 1.5
            f.rule(0, y, self.full, weight=0.3)
            y += 1.5
            f.text(0, y, self.full, 7, self.title, size="title", bold=True, align="center")
            y += 7
            f.text(
                0,
                y,
                self.full,
                5,
                self.t(CODE, code=self.doc.code),
                size="heading",
                bold=True,
                align="center",
            )
            y += 5
            if self.doc.date:
                f.text(
                    0,
                    y,
                    self.full,
                    4.5,
                    self.t(DATE, date=self._date(self.doc.date)),
                    align="center",
                )
                y += 4.5
            self.y = y + 2
            return
        y = self.y
        x = 0.0
        if logo:
            w, h = s.logo_size
            f.picture(0, y, w, h, logo)
            x = w + 4
        block = self.full * 0.58 - x
        f.text(x, y, block, 7, name, size="heading", bold=True)
        ly = y + 7
        for line in lines:
            f.text(x, ly, block, small, line, size="small")
            ly += small
        f.text(
            self.full * 0.5, y, self.full * 0.5, 9, self.title, size="title", bold=True, align="end"
        )
        f.text(
            self.full * 0.5,
            y + 9,
            self.full * 0.5,
            6,
            self.t(CODE, code=self.doc.code),
            size="heading",
            bold=True,
            align="end",
        )
        if self.doc.date:
            f.text(
                self.full * 0.5,
                y + 15,
                self.full * 0.5,
                5,
                self.t(DATE, date=self._date(self.doc.date)),
                align="end",
            )
        bottom = max(ly, y + 20, y + (s.logo_size[1] if logo else 0))
        f.rule(0, bottom + 1.5, self.full, weight=0.4)
        self.y = bottom + 4

    def continuation_header(self) -> None:
        f = self.frame
        name = self.company.name_in(self.labels.language)
        f.text(0, self.y, self.full * 0.5, 6, name, size="heading", bold=True)
        f.text(
            self.full * 0.4,
            self.y,
            self.full * 0.6,
            6,
            self.t(CONTINUED, title=self.title, code=self.doc.code),
            align="end",
            bold=True,
        )
        self.y += 7
        f.rule(0, self.y, self.full, weight=0.3)
        self.y += 2
        self.table_header()

    def parties(self) -> None:
        f = self.frame
        doc = self.doc
        line_h = 4.6 if not self.roll else 3.9
        party_lines: list[tuple[str, bool]] = []
        if doc.party is not None:
            p = doc.party
            party_lines.append((self.data(p.name), True))
            if p.code:
                party_lines.append((self.t(CUSTOMER_CODE, code=p.code), False))
            if p.address:
                party_lines.append((self.data(p.address), False))
            if p.tax_number:
                label = (
                    TAX_REGISTRATION if self.company.e_invoicing is EInvoicing.EGYPT else VAT_NUMBER
                )
                party_lines.append((self.t(label, number=p.tax_number), False))
            if p.phone:
                party_lines.append((self.t(PHONE, phone=p.phone), False))
        facts = [
            (
                self.labels(label),
                self.labels(value) if value in TRANSLATED_VALUES else self.data(value),
            )
            for label, value in doc.facts
            if value
        ]
        if self.roll:
            y = self.y
            if party_lines:
                f.text(
                    0, y, self.full, line_h, self.labels(doc.party_label), size="small", gray=True
                )
                y += line_h
                for text, bold in party_lines:
                    f.text(0, y, self.full, line_h, text, bold=bold)
                    y += line_h
            for label, value in facts:
                f.text(0, y, self.full, line_h, f"{label}: {value}")
                y += line_h
            self.y = y + 2
            f.rule(0, self.y - 1, self.full, weight=0.2)
            return
        half = self.full * 0.5
        y = self.y
        if party_lines:
            f.shade(0, y, half - 3, line_h * (len(party_lines) + 1) + 2, level=0.96)
            f.text(
                2, y + 1, half - 7, line_h, self.labels(doc.party_label), size="small", gray=True
            )
            py = y + 1 + line_h
            for text, bold in party_lines:
                f.text(2, py, half - 7, line_h, text, bold=bold)
                py += line_h
            left_bottom = py + 1
        else:
            left_bottom = y
        fy = y + 1
        for label, value in facts:
            f.text(half + 2, fy, half * 0.42, line_h, label, gray=True)
            f.text(half + 2 + half * 0.42, fy, half * 0.58 - 2, line_h, value, bold=True)
            fy += line_h
        self.y = max(left_bottom, fy) + 4

    def table_header(self) -> None:
        if not self.columns:
            return
        f, row_h = self.frame, self.style.row_height
        rows = max(line for *_, line in self.columns)
        f.shade(0, self.y, self.full, row_h * rows)
        for line in range(1, rows + 1):
            x = 0.0
            for _key, title, kind, width, col_line in self.columns:
                if col_line != line:
                    continue
                align: LogicalAlign = "end" if kind.numeric or _key == "taxRate" else "start"
                f.text(
                    x + 0.8, self.y, width - 1.6, row_h, title, size="table", bold=True, align=align
                )
                x += width
            self.y += row_h
        f.rule(0, self.y, self.full, weight=0.3)
        self.y += 0.6

    def table(self) -> None:
        if not self.columns or not self.doc.lines:
            return
        self.room(self.style.row_height * 3)
        self.table_header()
        rows = max(line for *_, line in self.columns)
        row_h = self.style.row_height
        for cells in self.doc.lines:
            strong = bool(cells.get("_strong"))
            self.room(row_h * rows + (0.4 if rows > 1 else 0))
            if strong:
                self.frame.rule(0, self.y, self.full, weight=0.25)
            for line in range(1, rows + 1):
                x = 0.0
                for key, _title, kind, width, col_line in self.columns:
                    if col_line != line:
                        continue
                    value = cells.get(key)
                    if strong and isinstance(value, str):
                        value = self.labels(value)  # "Total", "Opening balance"...
                    text = self._cell(value, kind, key)
                    align: LogicalAlign = "end" if kind.numeric or key == "taxRate" else "start"
                    self.frame.text(
                        x + 0.8,
                        self.y,
                        width - 1.6,
                        row_h,
                        text,
                        size="table",
                        bold=strong or (rows > 1 and line == 1),
                        align=align,
                    )
                    x += width
                self.y += row_h
            if rows > 1:
                self.frame.rule(0, self.y + 0.2, self.full, weight=0.08)
                self.y += 0.4
        self.frame.rule(0, self.y, self.full, weight=0.3)
        self.y += 2

    def _cell(self, value: object, kind: ColumnKind, key: str) -> str:
        if key == "taxRate":
            if value is None or value == "":
                return ""
            return self.labels.digits.percent(value)
        if key == "number" and isinstance(value, int):
            return self.labels.digits.integer(value)
        text = cell_text(value, kind, self.labels)
        # A Latin name in an Arabic table: laid left to right, cut at its right end.
        return self.data(text) if kind is ColumnKind.TEXT else text

    def totals(self) -> None:
        if not self.doc.totals:
            return
        line_h = 5.2 if not self.roll else 4.4
        self.room(line_h * len(self.doc.totals) + 2)
        x = 0.0 if self.roll else self.full * 0.45
        width = self.full - x
        f = self.frame
        for total in self.doc.totals:
            label = self.t(
                total.label,
                rate=self.labels.digits.percent(total.rate) if total.rate is not None else "",
                base=self.labels.digits.money(total.base) if total.base is not None else "",
            )
            if total.strong:
                f.shade(x, self.y, width, line_h, level=0.9)
            f.text(
                x + 1.5,
                self.y,
                width * 0.62,
                line_h,
                label,
                bold=total.strong,
                size="heading" if total.strong else "body",
            )
            f.text(
                x + width * 0.6,
                self.y,
                width * 0.4 - 1.5,
                line_h,
                self.labels.digits.money(total.amount),
                bold=total.strong,
                align="end",
                size="heading" if total.strong else "body",
            )
            self.y += line_h
        self.y += 2
        if self.doc.totals_notice:
            amount = self.doc.totals_notice_amount
            text = self.t(
                self.doc.totals_notice,
                amount=self.labels.digits.money(amount) if amount is not None else "",
            )
            size = self.style.size("body")
            height = mm_for_lines(line_count(text, self.full, size), size) + 0.8
            self.room(height)
            self.frame.text(0, self.y, self.full, height, text, wrap=True, bold=True)
            self.y += height + 1

    def words_and_notes(self) -> None:
        texts: list[tuple[str, bool]] = []
        if self.doc.amount is not None and self.words is not None:
            if self.words.text:
                texts.append((self.t(IN_WORDS, words=self.words.text), True))
            else:
                texts.append((self.labels(WORDS_LEFT_OUT), False))
        texts.extend((line, False) for line in self.doc.extra_lines)
        if self.doc.notes:
            texts.append((self.t(NOTES, notes=self.doc.notes), False))
        size = self.style.size("body")
        for text, strong in texts:
            height = mm_for_lines(line_count(text, self.full, size), size) + 0.8
            self.room(height)
            self.frame.text(
                0,
                self.y,
                self.full,
                height,
                text,
                wrap=True,
                bold=strong,
                gray=not strong and text == self.labels(WORDS_LEFT_OUT),
            )
            self.y += height + 1

    def qr(self) -> None:
        payload = qr_payload(self.doc, self.company)
        if payload is None:
            return
        size = self.style.qr_size
        self.room(size + 4)
        self.y += 2
        x = (self.full - size) / 2 if self.roll else 0.0
        self.frame.qr(x, self.y, size, qr_modules(payload), payload)
        self.y += size + 2

    def signatures(self) -> None:
        names = self.doc.signatures
        if not names:
            return
        height = 16.0 if not self.roll else 12.0 * len(names)
        self.room(height)
        f = self.frame
        if self.roll:
            for name in names:
                self.y += 8
                f.rule(0, self.y, self.full * 0.7, weight=0.15)
                f.text(0, self.y + 0.5, self.full, 3.5, self.labels(name), size="small")
                self.y += 4
            return
        self.y = max(self.y + 4, self.bottom - height) if not self.roll else self.y
        width = self.full / len(names)
        for index, name in enumerate(names):
            x = index * width
            f.rule(x + 4, self.y + 10, width - 8, weight=0.15)
            f.text(
                x + 4,
                self.y + 10.5,
                width - 8,
                4.5,
                self.labels(name),
                size="small",
                align="center",
            )
        self.y += height

    def finish(self) -> tuple[Page, ...]:
        count = len(self.frames)
        pages = []
        for number, frame in enumerate(self.frames, start=1):
            text = self.t(
                PAGE_OF,
                page=self.labels.digits.integer(number),
                pages=self.labels.digits.integer(count),
            )
            if self.roll:
                frame.text(
                    0, self.y + 2, self.full, 4, text, size="small", align="center", gray=True
                )
                pages.append(frame.page(height=self.y + 6 + self.style.margin))
                continue
            foot = self.style.height - self.style.margin - 5
            frame.rule(0, foot - 1, self.full, weight=0.1)
            frame.text(0, foot, self.full, 5, text, size="small", align="end")
            frame.text(
                0,
                foot,
                self.full * 0.6,
                5,
                f"{self.title} {self.doc.code}",
                size="small",
                gray=True,
            )
            pages.append(frame.page())
        return tuple(pages)

    def _date(self, value: dt.date) -> str:
        return self.labels.digits.date(value)
