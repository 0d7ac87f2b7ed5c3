"""The taxes list: server-side filters (name, rate, scope), a local active filter, sorting."""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from app.api import errors as api_errors
from app.models.common import AccountReference
from app.models.taxes import TaxResponse, TaxScope
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
"""Typing in a filter waits this long after the last key before asking the server."""

_ROOT = QModelIndex()

TAX_ROLE = Qt.ItemDataRole.UserRole + 1
"""Model role carrying the row's ``TaxResponse``."""
INACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2
"""True for rows of inactive records (views show them muted)."""


class ActiveFilter(StrEnum):
    ALL = "all"
    ACTIVE = "active"
    INACTIVE = "inactive"


def scope_text(scope: str) -> str:
    texts: dict[str, str] = {
        TaxScope.Any: translate("Taxes", "Any item"),
        TaxScope.StockItem: translate("Taxes", "Stock items"),
        TaxScope.ServiceItem: translate("Taxes", "Service items"),
    }
    return texts.get(scope, scope)  # an unknown scope from a newer server is shown as sent


def account_text(account: AccountReference | None) -> str:
    if account is None:
        return ""
    if account.code or account.name:
        return " · ".join(part for part in (account.code, account.name) if part)
    return f"#{account.id}"


class TaxColumn:
    NAME, RATE, SCOPE, SALES_ACCOUNT, WITHHOLDING_ACCOUNT, PURCHASE_ACCOUNT, ACTIVE = range(7)


class TaxTableModel(QAbstractTableModel):
    """Rows of taxes for a table view; sorting happens here, in Python (lists are short)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[TaxResponse] = []
        self._sort = (TaxColumn.NAME, Qt.SortOrder.AscendingOrder)

    def headers(self) -> list[str]:
        return [
            translate("Taxes", "Name"),
            translate("Taxes", "Rate (%)"),
            translate("Taxes", "Applies to"),
            translate("Taxes", "Sales account"),
            translate("Taxes", "Withholding account"),
            translate("Taxes", "Purchase account"),
            translate("Taxes", "Active"),
        ]

    def set_rows(self, rows: list[TaxResponse]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(rows)
        self.endResetModel()

    def tax_at(self, row: int) -> TaxResponse | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, tax_id: int) -> int:
        return next((i for i, tax in enumerate(self._rows) if tax.id == tax_id), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 7

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        tax = self.tax_at(index.row())
        if tax is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(tax, column)
        if role == TAX_ROLE:
            return tax
        if role == Qt.ItemDataRole.TextAlignmentRole and column == TaxColumn.RATE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == INACTIVE_ROLE:
            return not tax.active
        if role == Qt.ItemDataRole.ToolTipRole and not tax.active:
            return translate("Taxes", "Inactive: cannot be put on new items or documents.")
        return None

    def _display(self, tax: TaxResponse, column: int) -> str:
        match column:
            case TaxColumn.NAME:
                return tax.name
            case TaxColumn.RATE:
                return format_decimal(tax.rate)
            case TaxColumn.SCOPE:
                return scope_text(tax.scope)
            case TaxColumn.SALES_ACCOUNT:
                return account_text(tax.sales_account)
            case TaxColumn.WITHHOLDING_ACCOUNT:
                return account_text(tax.sales_withholding_account)
            case TaxColumn.PURCHASE_ACCOUNT:
                return account_text(tax.purchase_account)
            case TaxColumn.ACTIVE:
                return translate("Taxes", "Yes") if tax.active else translate("Taxes", "No")
        return ""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._rows = self._sorted(self._rows)
        self.layoutChanged.emit()

    def _sorted(self, rows: list[TaxResponse]) -> list[TaxResponse]:
        column, order = self._sort

        def key(tax: TaxResponse) -> tuple[Any, ...]:
            if column == TaxColumn.RATE:
                return (tax.rate, tax.id)
            return (self._display(tax, column).casefold(), tax.id)

        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)


class TaxListViewModel(TaskOwner):
    """Loads taxes through the API with the server's filters; filters "active" locally
    (the API has no active filter)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    """Why the list could not load (empty when it could)."""
    actionFailed = Signal(str)
    """A command on a row (delete) was refused; the text says why."""
    rateErrorChanged = Signal(str)
    summaryChanged = Signal(str)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = TaxTableModel(self)
        self.loading = False
        self.error = ""
        self._all: list[TaxResponse] = []
        self._name = ""
        self._rate: Decimal | None = None
        self._rate_valid = True
        self._scope: TaxScope | None = None
        self._active = ActiveFilter.ALL
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)

    # -- filters -------------------------------------------------------------------------
    def set_name_filter(self, text: str) -> None:
        """Contains match on the server; blank means no filter (the API refuses blank)."""
        self._name = text.strip()
        self._debounce.start()

    def set_rate_filter(self, text: str) -> None:
        """Exact rate (to four decimals); anything but a number >= 0 is flagged, not sent."""
        rate = parse_decimal(text)
        self._rate_valid = not text.strip() or (rate is not None and rate >= 0)
        self._rate = rate if self._rate_valid else None
        self.rateErrorChanged.emit(
            "" if self._rate_valid else translate("Taxes", "Enter a rate of 0 or more.")
        )
        if self._rate_valid:
            self._debounce.start()

    def set_scope_filter(self, scope: str | None) -> None:
        """None for every scope; ``TaxScope.Any`` for taxes that apply to any item.

        Values coming back from a Qt combo are plain strings, hence the conversion.
        """
        self._scope = None if scope is None else TaxScope(scope)
        self.reload()

    def set_active_filter(self, active: str) -> None:
        self._active = ActiveFilter(active)
        self._show()

    # -- loading -------------------------------------------------------------------------
    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("Taxes", "Loading taxes"))

    async def _load(self, generation: int) -> None:
        self._set_loading(True)
        try:
            rows = [
                tax
                async for tax in self.session.client.taxes.iterate(
                    name=self._name or None, rate=self._rate, scope=self._scope
                )
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(describe_error(exc).text)
                self.errors.report(exc, translate("Taxes", "Loading taxes"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return  # a newer filter asked again meanwhile: its answer is the one to show
        self._all = rows
        self._set_error("")
        self._show()

    def _show(self) -> None:
        if self._active is ActiveFilter.ALL:
            rows = self._all
        else:
            wanted = self._active is ActiveFilter.ACTIVE
            rows = [tax for tax in self._all if tax.active == wanted]
        self.model.set_rows(rows)
        inactive = sum(1 for tax in rows if not tax.active)
        summary = translate("Taxes", "%Ln taxes", "", len(rows))
        if inactive:
            summary += " " + translate("Taxes", "(%Ln inactive)", "", inactive)
        self.summaryChanged.emit(summary)

    def delete(self, tax: TaxResponse) -> None:
        """Delete for good (the view asked the clerk first)."""
        self.run(self._delete(tax), context=translate("Taxes", "Deleting tax"))

    async def _delete(self, tax: TaxResponse) -> None:
        try:
            await self.session.client.taxes.delete(tax.id)
        except api_errors.ApiError as exc:
            reason = (
                business_message(exc)
                if isinstance(exc, api_errors.BusinessRuleViolation)
                else describe_error(exc).text
            )
            self.actionFailed.emit(
                translate("Taxes", "“{name}” was not deleted. {reason}").format(
                    name=tax.name, reason=reason
                )
            )
            self.errors.report(exc, translate("Taxes", "Deleting tax"))
            return
        self.session.changes.notify("taxes")

    def _on_change(self, resource: str) -> None:
        if resource == "taxes":
            self.reload()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
