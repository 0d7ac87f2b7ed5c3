"""``RecordListViewModel``: what every master-data list shares.

A list loads its records through the API with the server's filters (typing waits a moment,
``FILTER_DELAY_MS``, before asking), keeps only the newest answer (a generation counter: a
late answer to an older filter never overwrites a newer one), sorts in Python (these lists
are short: no ``QSortFilterProxyModel``), says why it could not load, counts what it shows,
deletes a record when the API allows it and refreshes itself on the change notice of its
resource (after a save in an editor, a delete, an outbox row confirmed later).

A subclass names its columns, fetches with its filters and words its sentences.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel
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
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
"""Typing in a filter waits this long after the last key before asking the server."""

RECORD_ROLE = Qt.ItemDataRole.UserRole + 1
"""Model role carrying the row's response model."""
INACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2
"""True for rows of inactive records (views show them muted)."""

_ROOT = QModelIndex()

R = TypeVar("R", bound=BaseModel)


@dataclass(frozen=True)
class Column(Generic[R]):
    """One column of a list: its (translated) title, the text of a cell, and how it sorts
    (by the text, ignoring case, unless ``sort_key`` says otherwise, e.g. a number)."""

    title: str
    text: Callable[[R], str]
    sort_key: Callable[[R], Any] | None = None
    numeric: bool = False
    """Right-aligned (amounts, rates)."""


class RecordTableModel(QAbstractTableModel, Generic[R]):
    """Rows of records for a table view; sorting happens here, in Python."""

    def __init__(
        self,
        columns: Sequence[Column[R]],
        *,
        inactive: Callable[[R], bool] = lambda _record: False,
        inactive_tip: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self._inactive = inactive
        self._inactive_tip = inactive_tip
        self._rows: list[R] = []
        self._sort = (0, Qt.SortOrder.AscendingOrder)

    def set_rows(self, rows: list[R]) -> None:
        self.beginResetModel()
        self._rows = self._sorted(rows)
        self.endResetModel()

    @property
    def rows(self) -> list[R]:
        """The records in the order shown."""
        return list(self._rows)

    def record_at(self, row: int) -> R | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, record_id: int) -> int:
        return next(
            (i for i, record in enumerate(self._rows) if getattr(record, "id", None) == record_id),
            -1,
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        record = self.record_at(index.row())
        if record is None or not 0 <= index.column() < len(self.columns):
            return None
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.text(record)
        if role == RECORD_ROLE:
            return record
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == INACTIVE_ROLE:
            return self._inactive(record)
        if role == Qt.ItemDataRole.ToolTipRole and self._inactive(record) and self._inactive_tip:
            return self._inactive_tip
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        self._rows = self._sorted(self._rows)
        self.layoutChanged.emit()

    def _sorted(self, rows: list[R]) -> list[R]:
        index, order = self._sort
        if not 0 <= index < len(self.columns):
            return list(rows)
        column = self.columns[index]

        def key(record: R) -> tuple[Any, ...]:
            if column.sort_key is not None:
                return (column.sort_key(record), getattr(record, "id", 0))
            return (column.text(record).casefold(), getattr(record, "id", 0))

        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)


@dataclass(frozen=True)
class ListTexts:
    """The sentences of one list, in the words of its records (translated by the
    subclass)."""

    loading: str
    """Context of loading in error reports, e.g. "Loading brands"."""
    deleting: str
    count: Callable[[int], str]
    """The summary for a number of rows, e.g. ``translate(ctx, "%Ln brands", "", n)``
    (Qt's plural forms: Arabic has six)."""
    not_deleted: str = ""
    """With ``{name}`` and ``{reason}``: a delete the server refused."""
    inactive_count: Callable[[int], str] | None = None
    """Added to the summary when some rows are inactive, e.g. "(%Ln inactive)"."""


class RecordListViewModel(TaskOwner, Generic[R]):
    """Loads one resource's records with the server's filters; see the module docstring.

    Subclasses set ``resource`` and implement ``columns``, ``texts`` and ``fetch``; those
    whose records can be deleted implement ``delete_record``; ``keep`` filters locally
    (for filters the API does not have, e.g. active/inactive).
    """

    resource: ClassVar[str]
    """The change notice this list refreshes on (``ChangeNotices``)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    """Why the list could not load (empty when it could)."""
    actionFailed = Signal(str)
    """A command on a row (delete) was refused; the text says why."""
    summaryChanged = Signal(str)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model: RecordTableModel[R] = RecordTableModel(
            self.columns(),
            inactive=self.is_inactive,
            inactive_tip=self.inactive_tip(),
            parent=self,
        )
        self.loading = False
        self.error = ""
        self.summary = ""
        self.filters: dict[str, str] = {}
        """Filter name -> the trimmed text typed (blank ones are left out)."""
        self._all: list[R] = []
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)

    # -- what a subclass says ------------------------------------------------------------
    @abstractmethod
    def columns(self) -> list[Column[R]]: ...

    @abstractmethod
    def texts(self) -> ListTexts: ...

    @abstractmethod
    async def fetch(self) -> list[R]:
        """Every record matching the server-side filters (``self.filter(name)``)."""

    async def delete_record(self, record: R) -> None:
        """Delete on the server; lists of records the API cannot delete leave this."""
        raise NotImplementedError

    def record_name(self, record: R) -> str:
        """How a record is named in sentences ("“VAT 14%” was not deleted")."""
        return str(getattr(record, "name", "") or getattr(record, "description", ""))

    def is_inactive(self, record: R) -> bool:
        return False

    def inactive_tip(self) -> str:
        return ""

    def keep(self, record: R) -> bool:
        """Local filters (the API has none for them): True to show the record."""
        return True

    # -- filters -------------------------------------------------------------------------
    def filter(self, name: str) -> str | None:
        """The filter's trimmed text, or None when blank (the API reads blank as absent,
        some endpoints refuse it)."""
        return self.filters.get(name) or None

    def set_filter(self, name: str, text: str) -> None:
        """A server-side filter changed: ask again a moment after the last key."""
        text = text.strip()
        if self.filters.get(name, "") == text:
            return
        self.filters[name] = text
        self._debounce.start()

    def refilter(self) -> None:
        """A local filter changed: show the loaded rows again, without asking the server."""
        self._show()

    # -- loading -------------------------------------------------------------------------
    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=self.texts().loading)

    async def _load(self, generation: int) -> None:
        self._set_loading(True)
        try:
            rows = await self.fetch()
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(describe_error(exc).text)
                self.errors.report(exc, self.texts().loading)
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
        rows = [record for record in self._all if self.keep(record)]
        self.model.set_rows(rows)
        texts = self.texts()
        summary = texts.count(len(rows))
        inactive = sum(1 for record in rows if self.is_inactive(record))
        if inactive and texts.inactive_count:
            summary += " " + texts.inactive_count(inactive)
        self.summary = summary
        self.summaryChanged.emit(summary)

    # -- commands ------------------------------------------------------------------------
    def delete(self, record: R) -> None:
        """Delete for good (the view asked the clerk first)."""
        self.run(self._delete(record), context=self.texts().deleting)

    async def _delete(self, record: R) -> None:
        try:
            await self.delete_record(record)
        except api_errors.ApiError as exc:
            reason = (
                business_message(exc)
                if isinstance(exc, api_errors.BusinessRuleViolation)
                else describe_error(exc).text
            )
            template = self.texts().not_deleted or translate(
                "RecordList", "“{name}” was not deleted. {reason}"
            )
            self.actionFailed.emit(template.format(name=self.record_name(record), reason=reason))
            self.errors.report(exc, self.texts().deleting)
            return
        self.session.changes.notify(self.resource)

    def _on_change(self, resource: str) -> None:
        if resource == self.resource:
            self.reload()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)


def yes_no(value: bool | None) -> str:
    """A flag as a list shows it."""
    return translate("RecordList", "Yes") if value else translate("RecordList", "No")
