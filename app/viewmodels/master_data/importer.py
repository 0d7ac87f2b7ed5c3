"""Import of stock items or customers from a CSV/XLSX file: choose the file, check the
column mapping and the preview, import the valid rows, see each row's result, export the
failed rows to fix them and import them again.

The rules live in ``app.sync.import_rows`` / ``import_send`` (Qt-free); this view-model holds
the state of one import, words every row's status, and runs the work as tasks.
"""

from __future__ import annotations

import asyncio
from enum import StrEnum
from pathlib import Path
from typing import Any

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
from app.models.error_codes import message_for
from app.models.stock_items import NOT_FOUND
from app.models.validation import FieldIssue
from app.operations.changes import Changes
from app.store.reference_cache import ReferenceCache
from app.store.tabular import Table, TableFileError, read_table
from app.sync.import_rows import (
    FAILED_STATES,
    KINDS,
    ImportMode,
    ImportRow,
    RowState,
    column_of,
    match_headers,
    prepare_rows,
)
from app.sync.import_send import GROUPING_ITEM, LOST_ANSWER, send_rows
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import format_count
from app.viewmodels.session import Session
from app.viewmodels.table_export import table_file_text
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate
_ROOT = QModelIndex()

ROW_STATE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``RowState`` (tests and delegates)."""
BAD_CELL_ROLE = Qt.ItemDataRole.UserRole + 2
"""True on a cell whose value is wrong."""

STATE_COLORS = {
    RowState.READY: "#1e7d32",
    RowState.CREATED: "#1e7d32",
    RowState.UPDATED: "#1e7d32",
    RowState.EXISTS: "#8a6d00",
    RowState.INVALID: "#b3261e",
    RowState.NOT_FOUND: "#b3261e",
    RowState.FAILED: "#b3261e",
    RowState.UNKNOWN: "#8a6d00",
}
"""Text colour of the status cell per state (the view's delegate paints it)."""


class Phase(StrEnum):
    EMPTY = "empty"
    LOADING = "loading"
    PREVIEW = "preview"
    IMPORTING = "importing"
    DONE = "done"


def mode_text(mode: ImportMode) -> str:
    return {
        ImportMode.CREATE: translate("Import", "Create new records"),
        ImportMode.BY_ID: translate("Import", "Update, finding each by id"),
        ImportMode.BY_CODE: translate("Import", "Update, finding each by code"),
        ImportMode.BY_SKU: translate("Import", "Update, finding each by SKU"),
    }[mode]


def mode_help(mode: ImportMode) -> str:
    """What a mode does with existing records and blank cells (the mode's tooltip)."""
    if mode is ImportMode.CREATE:
        return translate(
            "Import",
            "Each row becomes a new record. Rows already imported before, or whose code is "
            "taken, are skipped: importing the same file twice creates nothing twice.",
        )
    return translate(
        "Import",
        "Each row changes the record it names. Only the file's columns change; blank cells "
        "and missing columns keep the stored values.",
    )


def issue_text(issue: FieldIssue) -> str:
    """An issue of an import row in plain words (the import's own kinds, then the models')."""
    match issue.kind:
        case "import_bool":
            return translate("Import", "Write yes or no.")
        case "import_choice":
            return translate("Import", "Use one of: {choices}.").format(
                choices=", ".join(issue.context.get("choices", ()))
            )
        case "import_key_missing":
            return translate("Import", "This row has no value to find the record by.")
        case "int_parsing":
            return translate("Import", "Enter a whole number.")
    return describe_issue(issue)


def failure_text(row: ImportRow) -> str:
    """Why the server did not take a row, in the clerk's words."""
    if row.problem is not None:
        return describe_error(row.problem).text
    code = row.error_code
    if code == GROUPING_ITEM:
        return translate(
            "Import",
            "A grouping item is not updated from a file (its child items would change): "
            "open it in the editor.",
        )
    if code == LOST_ANSWER:
        return translate(
            "Import",
            "The server did not say what happened to this row. Import the file again: rows "
            "already saved are recognized and skipped.",
        )
    if code == NOT_FOUND:
        return translate("Import", "No record has this key.")
    known = message_for(code) if code else None
    if known is not None:
        return translate("ErrorCode", known)
    return row.message or translate("Errors", "The server refused the request.")


class ImportTableModel(QAbstractTableModel):
    """The file's rows with a line number and a status in front; bad cells marked."""

    def __init__(self, view_model: ImportViewModel) -> None:
        super().__init__(view_model)
        self._vm = view_model
        self.headers: list[str] = []
        self.all_rows: list[ImportRow] = []
        self.rows: list[ImportRow] = []
        """The rows shown: all, or only those needing attention."""
        self._bad: dict[int, dict[int, str]] = {}
        self.problems_only = False

    def set_rows(self, headers: list[str], rows: list[ImportRow]) -> None:
        self.beginResetModel()
        self.headers = headers
        self.all_rows = rows
        self._bad = {row.index: self._bad_cells(row) for row in rows if row.issues}
        self._filter()
        self.endResetModel()

    def show_problems_only(self, only: bool) -> None:
        """Show only the rows that were not (or will not be) imported: in a file of
        thousands, the few to fix. Filtered here in Python, then the model is reset."""
        self.beginResetModel()
        self.problems_only = only
        self._filter()
        self.endResetModel()

    def _filter(self) -> None:
        if self.problems_only:
            self.rows = [row for row in self.all_rows if row.state in FAILED_STATES]
        else:
            self.rows = list(self.all_rows)

    def refresh(self) -> None:
        """The rows' states changed in place (after an import)."""
        if self.problems_only:
            self.show_problems_only(True)
        elif self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 1))

    def _bad_cells(self, row: ImportRow) -> dict[int, str]:
        bad: dict[int, str] = {}
        for issue in row.issues:
            column = column_of(self._vm.mapping, issue)
            if column is not None:
                bad.setdefault(column, issue_text(issue))
        return bad

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers) + 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == 0:
                return translate("Import", "Line")
            if section == 1:
                return translate("Import", "Status")
            return self.headers[section - 2]
        if role == Qt.ItemDataRole.ToolTipRole and section >= 2:
            return self._vm.field_label(self._vm.mapping[section - 2])
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        column = index.column()
        if role == ROW_STATE_ROLE:
            return row.state
        if column == 0:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(row.line)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if column == 1:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return self._vm.status_text(row)
            return None
        cell = column - 2
        bad = self._bad.get(row.index, {}).get(cell)
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[cell] if cell < len(row.cells) else ""
        if role == Qt.ItemDataRole.ToolTipRole and bad is not None:
            return bad
        if role == BAD_CELL_ROLE:
            return bad is not None
        return None


class ImportViewModel(TaskOwner):
    """One import of one kind ("stock_items" or "customers")."""

    phaseChanged = Signal(str)
    summaryChanged = Signal(str)
    progressChanged = Signal(int, int)
    """(rows sent, rows to send)."""
    messageChanged = Signal(str, str)
    """(text, kind: "error", "warning", "info"); empty text clears it."""
    mappingChanged = Signal()

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        kind: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.kind = KINDS[kind]
        self.mode = ImportMode.CREATE
        self.phase = Phase.EMPTY
        self.path: Path | None = None
        self.table: Table | None = None
        self.mapping: list[str | None] = []
        self.rows: list[ImportRow] = []
        self.model = ImportTableModel(self)
        self._generation = 0
        self._checking = False

    # -- what the view shows ---------------------------------------------------------------
    def title(self) -> str:
        if self.kind.name == "customers":
            return translate("Import", "Import customers")
        return translate("Import", "Import stock items")

    def field_label(self, name: str | None) -> str:
        one = self.kind.field(name) if name else None
        if one is None:
            return translate("Import", "(not imported)")
        return translate("Import", one.label)

    def field_choices(self) -> list[tuple[str | None, str]]:
        """What a column can fill, for the mapping combos: (field or None, label)."""
        fields = [
            (one.name, translate("Import", one.label))
            for one in self.kind.fields
            if not (one.update_only and self.mode is ImportMode.CREATE)
        ]
        return [(None, translate("Import", "(not imported)")), *fields]

    def status_text(self, row: ImportRow) -> str:
        match row.state:
            case RowState.READY:
                return translate("Import", "Ready")
            case RowState.INVALID:
                if row.repeats is not None:
                    return translate(
                        "Import", "Same key as line {line}: not imported twice"
                    ).format(line=format_count(row.repeats))
                problems = "; ".join(dict.fromkeys(issue_text(issue) for issue in row.issues))
                return translate("Import", "Error: {problems}").format(problems=problems)
            case RowState.EXISTS:
                return translate("Import", "Already exists ({code}): skipped").format(
                    code=row.record_code or f"#{row.record_id}"
                )
            case RowState.NOT_FOUND:
                return translate("Import", "Not found: nothing to update")
            case RowState.CREATED:
                return translate("Import", "Created: {code}").format(
                    code=row.record_code or f"#{row.record_id}"
                )
            case RowState.UPDATED:
                return translate("Import", "Updated: {code}").format(
                    code=row.record_code or f"#{row.record_id}"
                )
            case RowState.FAILED:
                return translate("Import", "Failed: {reason}").format(reason=failure_text(row))
            case RowState.UNKNOWN:
                return translate("Import", "Unknown: {reason}").format(reason=failure_text(row))
        return ""

    def counts(self) -> dict[RowState, int]:
        result = dict.fromkeys(RowState, 0)
        for row in self.rows:
            result[row.state] += 1
        return result

    @property
    def ready_count(self) -> int:
        return self.counts()[RowState.READY]

    @property
    def failed_count(self) -> int:
        return sum(1 for row in self.rows if row.state in FAILED_STATES)

    # -- commands --------------------------------------------------------------------------
    def load(self, path: str) -> None:
        """Read the file (in a worker thread), match its headers, check every row."""
        if self.phase is Phase.IMPORTING:
            return
        self.run(self._load(Path(path)), context=translate("Import", "Reading the file"))

    async def _load(self, path: Path) -> None:
        self._set_phase(Phase.LOADING)
        self.messageChanged.emit("", "info")
        try:
            table = await asyncio.to_thread(read_table, path)
        except TableFileError as exc:
            self._set_phase(Phase.PREVIEW if self.table is not None else Phase.EMPTY)
            self.messageChanged.emit(table_file_text(exc), "error")
            return
        self.path, self.table = path, table
        self.mapping = match_headers(self.kind, table.headers)
        self.mappingChanged.emit()
        await self._prepare()
        if not any(self.mapping):
            self.messageChanged.emit(
                translate(
                    "Import",
                    "No column of “{file}” has a name this import knows. Choose what each "
                    "column holds on the left.",
                ).format(file=path.name),
                "warning",
            )

    def set_mode(self, mode: str) -> None:
        self.mode = ImportMode(mode)
        self.mappingChanged.emit()
        self._check_again()

    def set_mapping(self, column: int, field_name: str | None) -> None:
        """The clerk says which field column ``column`` fills (None: not imported). A field
        filled by another column is taken from it (one column per field)."""
        if self.table is None or self.phase is Phase.IMPORTING:
            return
        if field_name is not None:
            self.mapping = [None if name == field_name else name for name in self.mapping]
        self.mapping[column] = field_name
        self.mappingChanged.emit()
        self._check_again()

    def _check_again(self) -> None:
        if self.table is not None and self.phase not in (Phase.IMPORTING, Phase.LOADING):
            self.run(self._prepare(), context=translate("Import", "Checking the rows"))

    async def _prepare(self) -> None:
        """Check every row in a worker thread (10,000 rows take a second or two); a newer
        mapping or mode asked meanwhile wins."""
        assert self.table is not None
        self._generation += 1
        generation = self._generation
        self._checking = True
        try:
            rows = await asyncio.to_thread(
                prepare_rows, self.kind, self.mode, self.table.rows, list(self.mapping)
            )
        finally:
            if generation == self._generation:
                self._checking = False
        if generation != self._generation or self.table is None:
            return
        self.rows = rows
        if self.mode is ImportMode.CREATE:
            self._mark_codes_in_cache()
        self.model.set_rows(self.table.headers, self.rows)
        self._set_phase(Phase.PREVIEW)
        self._summarize()

    def _mark_codes_in_cache(self) -> None:
        """Create mode: a row whose code a cached record already has is that record, so it
        is skipped (a second import of the same file, or a sheet made from the list); to
        change such records choose an update mode. The server check at import time still
        catches what the cache has not seen yet."""
        store = self.session.store
        if store is None or self.session.closed:
            return
        codes = [str(row.values["code"]) for row in self.rows if row.values.get("code")]
        if not codes:
            return
        cached = ReferenceCache(store).ids_by_key(self.kind.name, "code", codes)
        for row in self.rows:
            code = str(row.values.get("code") or "").strip()
            record_id = cached.get(code.casefold())
            if record_id is not None and row.state is RowState.READY:
                row.state = RowState.EXISTS
                row.record_id, row.record_code = record_id, code

    def start_import(self) -> None:
        """Send the ready rows; the others are left as they are."""
        if self.phase is not Phase.PREVIEW or self._checking or not self.ready_count:
            return  # (while rows are checked again, the ready ones are not known yet)
        self.run(self._import(), context=translate("Import", "Importing"))

    async def _import(self) -> None:
        self._set_phase(Phase.IMPORTING)
        self.messageChanged.emit("", "info")
        store = self.session.store
        cache = ReferenceCache(store) if store is not None and not self.session.closed else None
        total = self.ready_count
        self.progressChanged.emit(0, total)
        try:
            await send_rows(
                self.session.client,
                self.kind,
                self.mode,
                self.rows,
                cache=cache,
                progress=self._progress,
            )
        except api_errors.ApiError as exc:  # send_rows keeps chunk errors; this is a bug guard
            self.errors.report(exc, translate("Import", "Importing"))
        finally:
            self.model.refresh()
            self._set_phase(Phase.DONE)
            self._summarize()
            self.session.changes.publish(Changes.of(self.kind.name))
        failed = self.failed_count
        if failed == 1:
            self.messageChanged.emit(
                translate(
                    "Import",
                    "1 row was not imported. Export it with its error, fix it and import that "
                    "file again.",
                ),
                "warning",
            )
        elif failed:
            self.messageChanged.emit(
                translate(
                    "Import",
                    "%Ln rows were not imported. Export them with their errors, fix them "
                    "and import that file again.",
                    "",
                    failed,
                ),
                "warning",
            )
        else:
            self.messageChanged.emit(translate("Import", "Every row was imported."), "info")

    def _progress(self, done: int, total: int) -> None:
        self.model.refresh()
        self.progressChanged.emit(done, total)
        self._summarize()

    def failed_rows_table(self) -> Table:
        """The rows that were not imported, with the file's own columns (so the clerk can
        fix them and import the file again) and an Error column last."""
        assert self.table is not None
        headers = [*self.table.headers, translate("Import", "Error")]
        rows = [
            [*row.cells, self.status_text(row)] for row in self.rows if row.state in FAILED_STATES
        ]
        return Table(headers, rows)

    def _summarize(self) -> None:
        counts = self.counts()
        parts = [translate("Import", "%Ln rows", "", len(self.rows))]
        labels = (
            (RowState.READY, translate("Import", "{count} ready")),
            (RowState.INVALID, translate("Import", "{count} with errors")),
            (RowState.EXISTS, translate("Import", "{count} already exist")),
            (RowState.CREATED, translate("Import", "{count} created")),
            (RowState.UPDATED, translate("Import", "{count} updated")),
            (RowState.NOT_FOUND, translate("Import", "{count} not found")),
            (RowState.FAILED, translate("Import", "{count} failed")),
            (RowState.UNKNOWN, translate("Import", "{count} unknown")),
        )
        parts += [
            text.format(count=format_count(counts[state]))
            for state, text in labels
            if counts[state]
        ]
        self.summaryChanged.emit(" · ".join(parts))

    def _set_phase(self, phase: Phase) -> None:
        self.phase = phase
        self.phaseChanged.emit(phase)
