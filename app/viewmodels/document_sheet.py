"""Read-only documents (a sales return, a work order, a purchase document) as one "sheet":
the code, the header as label/value pairs, the related documents, the lines and totals.

The API only reads these documents (or creates them elsewhere), so one view shows them
all alike: ``DocumentViewModel`` loads a document (from the list's copy, or by its code
when a link was followed) and turns it into a ``DocumentSheet`` a view lays out.

Related documents are links when a window of this app can show them
(``document_kind``); other codes (journal entries) are shown as text. A sales order opens
in its editor, which starts from the order itself: ``open_order`` reads it by code first.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, Generic, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app.api import errors as api_errors
from app.viewmodels.accounting.accounting_lines import money_text
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import format_count, format_date, format_decimal
from app.viewmodels.sales.sales_order_editor import DRAFT_KIND as SALES_ORDER_DRAFT_KIND
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

_ROOT = QModelIndex()

SALES_RETURN_KIND = "sales_return"
WORK_ORDER_KIND = "work_order"
PURCHASE_KIND = "purchase_order"
SALES_ORDER_KIND = SALES_ORDER_DRAFT_KIND
"""The sales order editor: it starts from the order itself, read by ``open_order``."""

WORK_ORDER_TYPES = ("IO", "RS", "RR", "IR", "OB", "IT", "RT")
"""Work-order document types: the five the service numbers as work orders and the two
transfer halves the list shows too."""
PURCHASE_TYPES = ("PO", "PR", "PQ")


def document_prefix(code: str) -> str:
    """ "RR" of "RR-WH01-3", "SR" of "sr-7" (the type is the code's first part)."""
    return code.strip().split("-", 1)[0].upper()


def document_kind(code: str) -> str | None:
    """The kind of window that shows a document with this code, or None when this app has
    no window for it (yet)."""
    prefix = document_prefix(code)
    if prefix == "SO":
        return SALES_ORDER_KIND
    if prefix == "SR":
        return SALES_RETURN_KIND
    if prefix in WORK_ORDER_TYPES:
        return WORK_ORDER_KIND
    if prefix in PURCHASE_TYPES:
        return PURCHASE_KIND
    return None


def link_label(code: str) -> str:
    """What a related document is, in words, from its code ("Return receipt")."""
    names = {
        "SO": translate("Documents", "Sales order"),
        "SR": translate("Documents", "Sales return"),
        "IO": translate("Documents", "Issue offering"),
        "RS": translate("Documents", "Received supplies"),
        "RR": translate("Documents", "Return receipt"),
        "IR": translate("Documents", "Issue return"),
        "OB": translate("Documents", "Opening balance"),
        "IT": translate("Documents", "Transfer out"),
        "RT": translate("Documents", "Transfer in"),
        "PO": translate("Documents", "Purchase order"),
        "PR": translate("Documents", "Purchase return"),
        "PQ": translate("Documents", "Supplies request"),
    }
    return names.get(document_prefix(code), translate("Documents", "Document"))


def document_type_name(document_type: str | None) -> str:
    """A document type in words ("Return receipt (RR)"); an unknown type as it came."""
    names = {
        "SO": translate("Documents", "Sales order (SO)"),
        "SR": translate("Documents", "Sales return (SR)"),
        "IO": translate("Documents", "Issue offering (IO)"),
        "RS": translate("Documents", "Received supplies (RS)"),
        "RR": translate("Documents", "Return receipt (RR)"),
        "IR": translate("Documents", "Issue return (IR)"),
        "OB": translate("Documents", "Opening balance (OB)"),
        "IT": translate("Documents", "Transfer out (IT)"),
        "RT": translate("Documents", "Transfer in (RT)"),
        "PO": translate("Documents", "Purchase order (PO)"),
        "PR": translate("Documents", "Purchase return (PR)"),
        "PQ": translate("Documents", "Supplies request (PQ)"),
    }
    return names.get(document_type or "", document_type or "")


def reference_text(reference: Any) -> str:
    """ "CODE · Name" of any reference (code/name, or code/description), "#id" when the
    server could not resolve it, "" for none."""
    if reference is None:
        return ""
    code = getattr(reference, "code", None)
    name = getattr(reference, "name", None) or getattr(reference, "description", None)
    parts = [part for part in (code, name) if part]
    return " · ".join(parts) if parts else f"#{reference.id}"


def code_text(reference: Any) -> str:
    """A reference's code alone (lists short of room), else as ``reference_text``."""
    code = getattr(reference, "code", None) if reference is not None else None
    return code or reference_text(reference)


def day_text(moment: datetime | None) -> str:
    """The document's day as the lists show dates (year-month-day, the locale's digits)."""
    return format_date(moment.date()) if moment is not None else ""


def quantity_text(value: Decimal | None) -> str:
    return format_decimal(value) if value is not None else ""


def amount_text(value: Decimal | None) -> str:
    return money_text(value) if value is not None else ""


@dataclass(frozen=True)
class SheetLink:
    """A related document: a button when ``openable`` (a window shows it), else text."""

    label: str
    code: str

    @property
    def openable(self) -> bool:
        return document_kind(self.code) is not None


@dataclass(frozen=True)
class DocumentSheet:
    """What a read-only document view shows."""

    code: str
    kind_name: str
    """The document type in words."""
    fields: tuple[tuple[str, str], ...] = ()
    """Header label/value pairs, in reading order."""
    links: tuple[SheetLink, ...] = ()
    columns: tuple[str, ...] = ()
    numeric_columns: frozenset[int] = frozenset()
    rows: tuple[tuple[str, ...], ...] = ()
    totals: tuple[tuple[str, str], ...] = ()
    notes: str = ""
    muted: str = ""
    """Why the document is shown muted (archived), or ""."""


class SheetLinesModel(QAbstractTableModel):
    """The sheet's lines for a table view (read-only)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns: tuple[str, ...] = ()
        self._numeric: frozenset[int] = frozenset()
        self._rows: tuple[tuple[str, ...], ...] = ()

    def set_sheet(self, sheet: DocumentSheet) -> None:
        self.beginResetModel()
        self._columns = sheet.columns
        self._numeric = sheet.numeric_columns
        self._rows = sheet.rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._columns[section] if section < len(self._columns) else None
        return format_count(section + 1)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            row = self._rows[index.row()]
            return row[index.column()] if index.column() < len(row) else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


D = TypeVar("D", bound=BaseModel)


class DocumentViewModel(TaskOwner, Generic[D]):
    """One read-only document: given as the list's copy (shown at once) or as a code (read
    from the server). ``reload`` reads it again."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    sheetChanged = Signal()
    orderFound = Signal(object)
    """A related sales order read by ``open_order``, for its editor."""
    linkFailed = Signal(str)
    """Why a related document could not be opened."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        document: D | str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.document: D | None = None if isinstance(document, str) else document
        self.code = document if isinstance(document, str) else self.code_of(document)
        self.lines = SheetLinesModel(self)
        self.sheet = DocumentSheet(code=self.code, kind_name="")
        self.loading = False
        self.error = ""
        if self.document is not None:
            self._show(self.document)

    # -- what a subclass says -----------------------------------------------------------
    @abstractmethod
    def code_of(self, document: D) -> str: ...

    @abstractmethod
    async def fetch(self) -> D | None:
        """The document read from the server (by ``self.code``, or by the id it has); None
        when the server has no such document."""

    @abstractmethod
    def build_sheet(self, document: D) -> DocumentSheet: ...

    def loading_context(self) -> str:
        return translate("Documents", "Loading {code}").format(code=self.code)

    def needs_fetch(self) -> bool:
        """Whether opening must read the document (true when only its code is known)."""
        return self.document is None

    # -- loading -------------------------------------------------------------------------
    def open(self) -> None:
        """Show it: read it first when only its code is known."""
        if self.needs_fetch():
            self.reload()

    def reload(self) -> None:
        self.run(self._load(), context=self.loading_context())

    def open_order(self, code: str) -> None:
        """Read the related sales order ``code`` (``orderFound``, or ``linkFailed`` with
        the reason: not found, or the server out of reach)."""
        context = translate("Documents", "Opening {code}").format(code=code)
        self.run(self._open_order(code), context=context)

    async def _open_order(self, code: str) -> None:
        try:
            order = await self.session.client.sales_orders.find_by_code(code)
        except api_errors.ApiError as exc:
            self.linkFailed.emit(
                translate("Documents", "{code} could not be opened. {reason}").format(
                    code=code, reason=describe_error(exc).text
                )
            )
            return
        if order is None:
            self.linkFailed.emit(
                translate("Documents", "{code} was not found on the server.").format(code=code)
            )
            return
        self.orderFound.emit(order)

    async def _load(self) -> None:
        self._set_loading(True)
        try:
            document = await self.fetch()
        except api_errors.NotFound:
            self._set_error(
                translate("Documents", "{code} was not found on the server.").format(code=self.code)
            )
            return
        except api_errors.ApiError as exc:
            self._set_error(
                translate("Documents", "{code} could not be loaded. {reason}").format(
                    code=self.code, reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, self.loading_context())
            return
        finally:
            self._set_loading(False)
        if document is None:
            self._set_error(
                translate("Documents", "{code} was not found on the server.").format(code=self.code)
            )
            return
        self._set_error("")
        self.document = document
        self.code = self.code_of(document) or self.code
        self._show(document)

    def _show(self, document: D) -> None:
        self.sheet = self.build_sheet(document)
        self.lines.set_sheet(self.sheet)
        self.sheetChanged.emit()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)


def links_of(codes: Sequence[str | None]) -> tuple[SheetLink, ...]:
    """A link per distinct code (blank ones and repeats left out; a value may hold several
    codes separated by commas), each named by its type."""
    seen: list[str] = []
    for code in codes:
        for part in (code or "").split(","):
            part = part.strip()
            if part and part not in seen:
                seen.append(part)
    return tuple(SheetLink(link_label(code), code) for code in seen)
