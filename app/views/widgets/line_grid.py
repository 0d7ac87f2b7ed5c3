"""A keyboard-first grid of accounting lines (journal entries, cash documents).

Typing in a cell starts editing it; Tab and Enter commit and move to the next cell, and
past the last cell of a filled last row a new row is added; Shift+Tab moves back; Escape
drops the cell's edit; Delete (outside a cell being edited) removes the current row.
Account and customer cells (and the ``pickers`` another grid gives, e.g. stock items) pick
from the cache as the clerk types (``ReferencePicker``); cells the server or the rules
refused are tinted, with the reason as their tooltip.

``GridCommands`` wires a grid into an editor tab: the bar above it (its label, a hint, Add
line, Remove line) and the messages under it (``GridMessages``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.accounting.accounting_lines import (
    ERROR_ROLE,
    KIND_ROLE,
    LINES_FIELD,
    VALUE_ROLE,
    AccountingChoices,
    ColumnKind,
    LineTableModel,
)
from app.viewmodels.choices import CachedChoices
from app.viewmodels.numbers import format_count
from app.views.widgets.accessibility import ValueLabel, cell_name
from app.views.widgets.cells import TextDirectionDelegate
from app.views.widgets.forms import FieldError
from app.views.widgets.reference_picker import ReferencePicker

ERROR_BACKGROUND = QColor("#fdecea")

_EDIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class LineDelegate(TextDirectionDelegate):
    """Builds the editor of each column kind and commits it into the model."""

    unmatched = Signal(str)
    """Text typed in a picker cell that matches nothing."""

    def __init__(
        self,
        choices: AccountingChoices | None,
        parent: QObject | None = None,
        *,
        pickers: Mapping[str, CachedChoices] | None = None,
    ) -> None:
        super().__init__(parent)
        self._choices = choices
        self._pickers: dict[str, CachedChoices] = dict(pickers or {})
        """Column kind -> the cached list its picker searches (grids of other records:
        stock items...)."""
        if choices is not None:
            self._pickers.setdefault(ColumnKind.ACCOUNT, choices.accounts)
            self._pickers.setdefault(ColumnKind.CUSTOMER, choices.customers)

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        kind = index.data(KIND_ROLE)
        editor: QWidget
        if kind in self._pickers:
            source = self._pickers[kind]
            picker = ReferencePicker(source.search, source.get, parent)
            picker.setClearButtonEnabled(False)
            picker.unmatched.connect(self.unmatched)
            editor = picker
        elif kind == ColumnKind.COST_CENTER and self._choices is not None:
            combo = QComboBox(parent)
            combo.addItem(self.tr("(account default)"), None)
            for center in self._choices.cost_centers:
                combo.addItem(self._choices.cost_center_label(center.id), center.id)
            editor = combo
        else:
            line = QLineEdit(parent)
            if kind == ColumnKind.AMOUNT:
                line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            editor = line
        editor.setAccessibleName(cell_name(index))
        editor.setAutoFillBackground(True)
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        value = index.data(VALUE_ROLE)
        if isinstance(editor, ReferencePicker):
            editor.set_current_id(value if isinstance(value, int) else None)
        elif isinstance(editor, QComboBox) and self._choices is not None:
            row = editor.findData(value)
            if row < 0 and value is not None:
                editor.addItem(self._choices.cost_center_label(value), value)
                row = editor.count() - 1
            editor.setCurrentIndex(max(row, 0))
        elif isinstance(editor, QLineEdit):
            editor.setText(str(value or ""))

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if isinstance(editor, ReferencePicker):
            editor.settle()  # what was typed but not yet chosen counts
            model.setData(index, editor.current_id(), VALUE_ROLE)
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), VALUE_ROLE)
        elif isinstance(editor, QLineEdit):
            model.setData(index, editor.text(), VALUE_ROLE)

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:
        # Enter moves on like Tab (clerks type down a grid with either).
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _EDIT_KEYS
            and isinstance(editor, QWidget)
        ):
            if isinstance(editor, QComboBox) and editor.view().isVisible():
                return super().eventFilter(editor, event)
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.EditNextItem)
            return True
        return super().eventFilter(editor, event)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if index.data(ERROR_ROLE):
            painter.fillRect(option.rect, ERROR_BACKGROUND)
        super().paint(painter, option, index)


class LineGrid(QTableView):
    """The lines of an editor. ``add_line()`` and ``remove_line(row)`` are the editor's."""

    def __init__(
        self,
        model: LineTableModel,
        choices: AccountingChoices | None,
        *,
        add_line: object,
        remove_line: object,
        parent: QWidget | None = None,
        pickers: Mapping[str, CachedChoices] | None = None,
    ) -> None:
        super().__init__(parent)
        self._add_line = add_line
        self._remove_line = remove_line
        self.line_model = model
        self.setModel(model)
        self.delegate = LineDelegate(choices, self, pickers=pickers)
        self.setItemDelegate(self.delegate)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setDefaultSectionSize(30)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        widths = {
            ColumnKind.ACCOUNT: 250,
            ColumnKind.AMOUNT: 110,
            ColumnKind.CUSTOMER: 200,
            ColumnKind.COST_CENTER: 150,
        }
        for column, spec in enumerate(model.columns):
            self.setColumnWidth(column, widths.get(spec.kind, 140))

    def keyboard_help(self) -> list[tuple[str, str]]:
        """The grid's keys, for Help › Keyboard shortcuts (F1)."""
        if not self.model().flags(self.model().index(0, 0)) & Qt.ItemFlag.ItemIsEditable and (
            self.model().rowCount()
        ):
            return []  # a posted entry: nothing to type
        return [
            ("Ins", QCoreApplication.translate("LineGrid", "Add a line")),
            ("Del", QCoreApplication.translate("LineGrid", "Remove the current line")),
            ("F2", QCoreApplication.translate("LineGrid", "Edit the current cell")),
            ("Enter", QCoreApplication.translate("LineGrid", "Keep the cell and go to the next")),
            ("Esc", QCoreApplication.translate("LineGrid", "Drop the cell's typing")),
        ]

    def commit_editing(self) -> None:
        """Commit the cell being edited (Save while typing in a cell keeps the cell)."""
        if self.state() != QAbstractItemView.State.EditingState:
            return
        editor = self.indexWidget(self.currentIndex())
        if editor is not None:
            self.commitData(editor)
            self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def current_row(self) -> int:
        return self.currentIndex().row()

    def go_to(self, row: int, column: int = 0) -> None:
        index = self.model().index(row, column)
        if index.isValid():
            self.setCurrentIndex(index)
            self.scrollTo(index)

    def moveCursor(
        self, cursor_action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        current = self.currentIndex()
        model = self.model()
        last_column = model.columnCount() - 1
        at_end = (
            current.isValid()
            and current.row() == model.rowCount() - 1
            and current.column() == last_column
        )
        if cursor_action == QAbstractItemView.CursorAction.MoveNext and at_end:
            if self._row_is_blank(current.row()):
                return QModelIndex()  # a blank last row: Tab leaves the grid
            row = self._add_line()  # type: ignore[operator]
            return model.index(int(row), 0)
        return super().moveCursor(cursor_action, modifiers)

    def _row_is_blank(self, row: int) -> bool:
        model = self.model()
        return all(
            model.index(row, column).data(VALUE_ROLE) in (None, "")
            for column in range(model.columnCount())
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.state() != QAbstractItemView.State.EditingState and self.currentIndex().isValid():
            if key == Qt.Key.Key_Delete and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                row = self.current_row()
                column = self.currentIndex().column()
                self._remove_line(row)  # type: ignore[operator]
                self.go_to(min(row, self.model().rowCount() - 1), column)
                return
            if key == Qt.Key.Key_Insert and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                row = self._add_line()  # type: ignore[operator]
                self.go_to(int(row), 0)
                self.edit(self.currentIndex())
                return
            if key in _EDIT_KEYS:
                index = self.moveCursor(
                    QAbstractItemView.CursorAction.MoveNext, Qt.KeyboardModifier.NoModifier
                )
                if index.isValid():
                    self.setCurrentIndex(index)
                    self.edit(index)
                return
        super().keyPressEvent(event)


class GridMessages(QWidget):
    """Under a line grid: the totals, and the errors about the lines (the balance, the
    cells the rules or the server refused, text no account or customer matches)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.totals = ValueLabel(self.tr("Totals"))
        self.balance = ValueLabel(self.tr("Balance"))
        self.error = FieldError()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.totals)
        row.addStretch(1)
        row.addWidget(self.balance)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.error)

    def show_errors(self, grid_error: str, cell_errors: dict[str, str], rows: int) -> None:
        lines = [grid_error] if grid_error else []
        for key, text in sorted(cell_errors.items(), key=lambda kv: row_of(kv[0])):
            row = row_of(key)
            if row < rows:
                lines.append(
                    self.tr("Line {number}: {error}").format(
                        number=format_count(row + 1), error=text
                    )
                )
        self.error.show_error("\n".join(lines))

    def show_unmatched(self, text: str) -> None:
        """What the clerk typed in a picker cell matches nothing."""
        self.error.show_error(
            self.tr(
                "Nothing matches “{text}”. Type part of a code or name and pick from the list."
            ).format(text=text)
        )


def row_of(key: str) -> int:
    """The grid row of a cell's error key (``lines[3].amount``: 3)."""
    try:
        return int(key[len(LINES_FIELD) + 1 : key.index("]")])
    except ValueError:
        return 0


class GridEditor(Protocol):
    """What ``GridCommands`` needs from the editor of the lines."""

    field_errors: dict[str, str]

    def field_error(self, field: str) -> str: ...

    def line_count(self) -> int: ...

    def add_line(self) -> int: ...

    def remove_line(self, row: int) -> None: ...


class GridCommands(QObject):
    """Wires a ``LineGrid`` into an editor tab: the bar above it (``label``, which focuses
    the grid, a ``hint``, the Add line and Remove line buttons it makes: ``add_button``,
    ``remove_button``) and the messages under it.

    Add line adds a row and goes to it; Remove line removes the current row and stays on
    the row that takes its place; text a picker cell matches nothing is said under the
    grid, and so are the cells' errors (``show_errors``). The tab puts ``bar``, the grid and
    ``messages`` in its layout (``add_to``).
    """

    def __init__(
        self,
        grid: LineGrid,
        editor: GridEditor,
        *,
        label: QLabel,
        hint: QLabel,
    ) -> None:
        super().__init__(grid)
        self.grid = grid
        self.editor = editor
        label.setBuddy(grid)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        hint.setWordWrap(True)
        self.add_button = add_button = QPushButton(self.tr("&Add line"))
        self.remove_button = remove_button = QPushButton(self.tr("Re&move line"))
        self.bar = QHBoxLayout()
        self.bar.addWidget(label)
        self.bar.addWidget(hint, 1)
        self.bar.addWidget(add_button)
        self.bar.addWidget(remove_button)
        self.messages = GridMessages()
        grid.delegate.unmatched.connect(self.messages.show_unmatched)
        add_button.clicked.connect(self.add_line)
        remove_button.clicked.connect(self.remove_line)

    def add_to(self, layout: QVBoxLayout) -> None:
        """The bar, the grid (taking the height there is) and the messages, in order."""
        layout.addLayout(self.bar)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.messages)

    def add_line(self) -> None:
        row = self.editor.add_line()
        self.grid.go_to(row)
        self.grid.setFocus()

    def remove_line(self) -> None:
        row = self.grid.current_row()
        if row >= 0:
            self.editor.remove_line(row)
            self.grid.go_to(min(row, self.editor.line_count() - 1))
            self.grid.setFocus()

    def show_errors(self) -> dict[str, str]:
        """List the lines' errors under the grid; returns the cells' (error key -> text)."""
        editor = self.editor
        cells = {k: v for k, v in editor.field_errors.items() if k.startswith(LINES_FIELD + "[")}
        self.messages.show_errors(editor.field_error(LINES_FIELD), cells, editor.line_count())
        return cells
