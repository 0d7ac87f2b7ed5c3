"""Around a saved sales order: its print layouts and its manual links to other documents.

Print templates: the API lists the organization's sales-order layouts and gives one by id
(name, description, paper size, whether it is the default, and a body of text with
``{placeholders}``). It does not print or fill one in. The clerk chooses a layout and sees
its body as the API gives it; the preview beside it is filled in by this app from the order
(our reading of the placeholders: the API documents none), and that preview is what prints.

Manual links: a group of documents a clerk tied together by hand. Linking is transitive and
each code is saved on its own (spec: "Document manual links"); unlinking always succeeds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from app.api import errors as api_errors
from app.models.sales_orders import PrintTemplateResponse, SalesOrderResponse
from app.printing.sources import invoice_from_order
from app.viewmodels.errors import business_message, describe_error
from app.viewmodels.item_lines import format_money
from app.viewmodels.numbers import format_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

_PLACEHOLDER = re.compile(r"\{([A-Za-z][\w]*)(?::(\w+))?\}")


LRM = "\u200e"
"""Left-to-right mark (invisible; it only orders the text around it)."""


def _line_texts(order: SalesOrderResponse, style: str) -> list[str]:
    """The order's lines in ``style``, with the figures of its printed invoice (the money
    core's): each line's total is its value less its discount, in the currency's
    decimals, so the lines add up to the subtotal the layout may print under them."""
    # Only Arabic-Indic digits need the marks (see below); Latin text copies out clean.
    mark = LRM if QLocale().zeroDigit() != "0" else ""
    invoice = invoice_from_order(order)
    places = invoice.decimals
    texts = []
    for detail, cells in zip(order.sales_order_details, invoice.lines, strict=True):
        item = detail.stock_item
        name = (
            " ".join(part for part in (item.code, item.description) if part)
            if item is not None
            else (detail.description or translate("PrintTemplates", "Service"))
        )
        quantity = format_decimal(detail.quantity or Decimal(0))
        price = format_money(_amount(cells["price"]), decimals=places)
        total = format_money(_amount(cells["total"]), decimals=places)
        discount = cells.get("discount")
        if style == "quantities":
            texts.append(f"{quantity} × {name}")
        elif style == "short":
            texts.append(f"{name}  {quantity}  {total}")
        else:
            # Left-to-right marks around "=": between two Arabic-Indic numbers the sign would
            # otherwise take their direction and show "total = price" in an Arabic locale.
            less = (
                translate("PrintTemplates", " less {discount}").format(
                    discount=format_money(_amount(discount), decimals=places)
                )
                if discount
                else ""
            )
            texts.append(f"{quantity} × {name} @ {price}{less}{mark} = {mark}{total}")
    return texts


def _amount(value: object) -> Decimal:
    return value if isinstance(value, Decimal) else Decimal(0)


def _net_total(order: SalesOrderResponse) -> str:
    invoice = invoice_from_order(order)
    return format_money(invoice.amount or Decimal(0), decimals=invoice.decimals)


def render_template(body: str, order: SalesOrderResponse) -> str:
    """``body`` with its placeholders filled from ``order``.

    Known: ``{code}``, ``{customer}``, ``{documentDate}``, ``{netTotal}``, ``{currency}``
    and ``{lines}`` (``{lines:quantities}``, ``{lines:short}``: other line styles); any other
    ``{name}`` takes the order's field of that wire name when it is a plain value, and is
    left as written otherwise (the clerk sees what the layout asked for).
    """
    wire: dict[str, Any] = order.model_dump(mode="json", by_alias=True)
    customer = order.customer
    known: dict[str, Callable[[str], str]] = {
        "code": lambda _style: order.code or "",
        "customer": lambda _style: (
            " · ".join(part for part in (customer.code, customer.name) if part) if customer else ""
        ),
        "documentDate": lambda _style: (
            order.document_date.date().isoformat() if order.document_date else ""
        ),
        "netTotal": lambda _style: _net_total(order),
        "currency": lambda _style: (order.currency.code or "") if order.currency else "",
        "lines": lambda style: "\n".join(_line_texts(order, style)),
    }

    def fill(match: re.Match[str]) -> str:
        name, style = match.group(1), match.group(2) or ""
        if name in known:
            return known[name](style)
        value = wire.get(name)
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            return str(value)
        return match.group(0)

    return _PLACEHOLDER.sub(fill, body)


class PrintTemplatesViewModel(QObject):
    """The order's print layouts: listed, one chosen, its body and the order filled in.

    Its requests run as tasks of ``owner`` (the order's editor): they stop with the editor
    and the session, whether or not the dialog is still open.
    """

    templatesChanged = Signal()
    chosenChanged = Signal()
    failed = Signal(str)

    def __init__(self, session: Session, owner: TaskOwner, order: SalesOrderResponse) -> None:
        super().__init__(owner)
        self.session = session
        self.run = owner.run
        self.order = order
        self.templates: list[PrintTemplateResponse] = []
        self.chosen: PrintTemplateResponse | None = None
        self.loading = False

    @property
    def preview(self) -> str:
        """What prints: the chosen layout filled in from the order."""
        if self.chosen is None or not self.chosen.body:
            return ""
        return render_template(self.chosen.body, self.order)

    def load(self) -> None:
        self.loading = True
        self.run(self._load(), context=translate("PrintTemplates", "Reading print layouts"))

    async def _load(self) -> None:
        try:
            self.templates = await self.session.client.sales_orders.print_templates()
        except api_errors.ApiError as exc:
            self.failed.emit(
                translate("PrintTemplates", "The print layouts could not be read: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            return
        finally:
            self.loading = False
        self.templatesChanged.emit()
        if not self.templates:
            self.failed.emit(
                translate("PrintTemplates", "The company has no print layouts for orders.")
            )
            return
        default = next((t for t in self.templates if t.is_default), self.templates[0])
        self.choose(default.id)

    def choose(self, template_id: int) -> None:
        """Show one layout as the API gives it by id (the list's copy meanwhile)."""
        listed = next((t for t in self.templates if t.id == template_id), None)
        if listed is not None:
            self.chosen = listed
            self.chosenChanged.emit()
        self.run(self._choose(template_id), context=translate("PrintTemplates", "Reading a layout"))

    async def _choose(self, template_id: int) -> None:
        try:
            template = await self.session.client.sales_orders.print_template(template_id)
        except api_errors.ApiError as exc:
            self.failed.emit(
                translate("PrintTemplates", "The layout could not be read: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            return
        if self.chosen is None or self.chosen.id == template_id:
            self.chosen = template
            self.chosenChanged.emit()

    def details(self) -> str:
        """The chosen layout's facts as the API gives them."""
        template = self.chosen
        if template is None:
            return ""
        parts = [
            template.name or f"#{template.id}",
            translate("PrintTemplates", "paper {size}").format(size=template.paper_size)
            if template.paper_size
            else "",
            translate("PrintTemplates", "default") if template.is_default else "",
        ]
        return " · ".join(part for part in parts if part)


class ManualLinksViewModel(QObject):
    """The documents linked by hand to one document (its code as stored); requests run as
    tasks of ``owner`` (the document's editor)."""

    linksChanged = Signal()
    done = Signal(str)
    failed = Signal(str)

    def __init__(self, session: Session, owner: TaskOwner, code: str) -> None:
        super().__init__(owner)
        self.session = session
        self.run = owner.run
        self.code = code
        self.links: list[str] = []

    def reload(self) -> None:
        self.run(self._reload(), context=translate("ManualLinks", "Reading linked documents"))

    async def _reload(self) -> None:
        try:
            self.links = await self.session.client.documents.manual_links(self.code)
        except api_errors.ApiError as exc:
            self.failed.emit(
                translate("ManualLinks", "The linked documents could not be read: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            return
        self.linksChanged.emit()

    def link(self, text: str) -> str:
        """Link the codes typed (commas between several); returns a problem with the input,
        or "" when the request went."""
        codes = [code.strip() for code in text.split(",") if code.strip()]
        if not codes:
            return translate("ManualLinks", "Type a document code, e.g. IO-WH01-3.")
        for code in codes:
            if "-" not in code:
                return translate(
                    "ManualLinks", "“{code}” is not a document code (they look like SO-12)."
                ).format(code=code)
            if code.casefold() == self.code.casefold():
                return translate("ManualLinks", "A document cannot be linked to itself.")
        self.run(self._link(codes), context=translate("ManualLinks", "Linking documents"))
        return ""

    async def _link(self, codes: list[str]) -> None:
        try:
            linked = await self.session.client.documents.link(self.code, linked_codes=codes)
        except api_errors.NotFound:
            # Each code is saved on its own: the ones before the unknown one are linked.
            await self._reload()
            self.failed.emit(
                translate(
                    "ManualLinks",
                    "A code you typed names no document; the codes before it are linked.",
                )
                if len(codes) > 1
                else translate("ManualLinks", "No document has the code “{code}”.").format(
                    code=codes[0]
                )
            )
            return
        except api_errors.ApiError as exc:
            reason = (
                business_message(exc)
                if isinstance(exc, api_errors.BusinessRuleViolation)
                else describe_error(exc).text
            )
            self.failed.emit(
                translate("ManualLinks", "The link was refused: {reason}").format(reason=reason)
            )
            return
        await self._reload()
        self.done.emit(
            translate("ManualLinks", "Linked: {codes}.").format(codes=", ".join(linked))
            if linked
            else translate("ManualLinks", "Nothing new to link.")
        )

    def unlink(self, code: str) -> None:
        self.run(self._unlink(code), context=translate("ManualLinks", "Unlinking a document"))

    async def _unlink(self, code: str) -> None:
        try:
            await self.session.client.documents.unlink(self.code, code)
        except api_errors.ApiError as exc:
            self.failed.emit(
                translate("ManualLinks", "The link could not be removed: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            return
        await self._reload()
        self.done.emit(translate("ManualLinks", "{code} is no longer linked.").format(code=code))
