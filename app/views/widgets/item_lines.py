"""The keyboard-first grid of item lines that documents share (sales orders, issue
offerings, received supplies), with its barcode field.

Under the clerk's fingers, in every document:

- typing in a cell starts editing it; the item cell picks from the cache as the clerk types
  (``ReferencePicker``), and a code, SKU or barcode typed in full is that item;
- Enter in the item cell goes on to the quantity; Enter anywhere else goes to the next cell
  the line still needs (a batch number the item requires), else to the next line's item;
  the last, empty row is always there to type into;
- Tab and Shift+Tab move cell by cell, skipping cells that mean nothing on that line;
- Escape drops the cell's edit; Delete (outside an edit) removes the line, Insert adds one
  above it, F2 opens the item picker of the current line;
- the barcode field (Alt+B) adds the scanned item or one more of it.

Cells the rules or the server refused are tinted, with the reason as their tooltip, and the
first few are spelled out under the grid. The widget talks only to an
``ItemLinesEditorViewModel`` (``app/viewmodels/item_lines.py``).
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.item_lines import CellKind, GridColumn, ItemLinesEditorViewModel
from app.viewmodels.numbers import format_count
from app.views.widgets.accessibility import cell_name
from app.views.widgets.cells import TextDirectionDelegate
from app.views.widgets.forms import FieldError
from app.views.widgets.reference_picker import ReferencePicker

_ROOT = QModelIndex()
ERROR_BACKGROUND = QColor("#fdecea")
LinesViewModel = ItemLinesEditorViewModel[Any, Any, Any]
_FILLED = "itemLinesFilled"
"""Editor property: set once the cell's editor was filled from the line."""
SHOWN_LINE_ERRORS = 3
"""Cell errors spelled out under the grid (the rest are tinted cells with tooltips)."""


def _address(thing: QObject) -> int:
    """The C++ object's address: the same object can come back as another Python
    wrapper (a popup handed to an event filter), so it is the key, not the wrapper."""
    return int(shiboken6.getCppPointer(thing)[0])


class ItemLinesModel(QAbstractTableModel):
    """The grid over the view-model's lines; edits go to the view-model, which says which
    row changed (only that row repaints). A read-only grid hides the empty last row."""

    def __init__(self, vm: LinesViewModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.columns: list[GridColumn] = vm.grid_columns()
        self._kinds = [spec.kind for spec in self.columns]
        self.read_only = not vm.editable
        vm.lineChanged.connect(self._row_changed)
        vm.lineAppended.connect(self._row_appended)
        vm.linesReset.connect(self._reset)
        vm.fieldErrorsChanged.connect(self._all_changed)

    def headers(self) -> list[str]:
        return [spec.header for spec in self.columns]

    def kind(self, column: int) -> CellKind:
        return self._kinds[column]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        if parent.isValid():
            return 0
        count = self.vm.line_count()
        if self.read_only and count and self.vm.lines[-1].blank:
            return count - 1
        return count

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.columns[section].header
        return format_count(section + 1)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self.read_only and self.vm.cell_editable(index.row(), index.column()):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        row, column = index.row(), index.column()
        if not 0 <= row < self.vm.line_count():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.vm.cell_display(row, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # An empty cell is heard as "blank" rather than as a nameless cell.
            display = self.vm.cell_display(row, column)
            return display if display else self.tr("Blank")
        if role == Qt.ItemDataRole.EditRole:
            return self.vm.cell_value(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and self._kinds[column] in (
            CellKind.NUMBER,
            CellKind.TOTAL,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.vm.cell_error(row, column) or None
        if role == Qt.ItemDataRole.BackgroundRole:
            if self.vm.cell_error(row, column):
                return QBrush(ERROR_BACKGROUND)
            if not self.vm.cell_applies(row, column):
                # A cell that means nothing on this line (no batch for an untracked item).
                return QBrush(QPalette().color(QPalette.ColorRole.Window))
        return None

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if self._kinds[index.column()] in (CellKind.ITEM, CellKind.TOTAL):
            return False
        self.vm.set_cell(index.row(), index.column(), value)
        return True

    def _row_changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.columns) - 1))

    def _row_appended(self, row: int) -> None:
        if self.read_only:
            return
        self.beginInsertRows(_ROOT, row, row)
        self.endInsertRows()

    def _reset(self) -> None:
        self.beginResetModel()
        self.read_only = not self.vm.editable
        self.endResetModel()

    def _all_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, len(self.columns) - 1)
            )


class ItemLinesDelegate(TextDirectionDelegate):
    """The editors of the grid's cells by kind: the item picker, a choice list, text.
    Enter commits and moves on (``ItemLinesGrid.enter_moved_from``); Escape reverts."""

    def __init__(self, grid: ItemLinesGrid) -> None:
        super().__init__(grid.table)
        self.grid = grid
        self.vm = grid.view_model
        self.open_editor: QWidget | None = None
        self._popups: dict[int, ReferencePicker] = {}
        """The open item pickers' match lists (by address), and their picker."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        kind = self.grid.model.kind(index.column())
        editor: QWidget
        if kind == CellKind.ITEM:
            picker = ReferencePicker(self.vm.item_choices, self.vm.item_choice, parent)
            picker.setClearButtonEnabled(False)
            known = getattr(self.vm, "stockKnown", None)
            if known is not None:  # stock on hand arrived: the open list shows it
                known.connect(picker.refresh_matches)
            popup = picker.completer().popup()
            if popup is not None:
                # While the match list is open it has the keyboard and hands keys to the
                # field past the field's filters: watch Enter there too (one Enter).
                popup.installEventFilter(self)
                self._popups[_address(popup)] = picker
            editor = picker
        elif kind == CellKind.CHOICE:
            combo = QComboBox(parent)
            for text, data in self.vm.cell_choices(index.column()):
                combo.addItem(text, data)
            editor = combo
        else:
            line = QLineEdit(parent)
            if kind == CellKind.NUMBER:
                line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            elif kind == CellKind.DATE:
                line.setPlaceholderText(self.tr("yyyy-mm-dd"))
            editor = line
        editor.setAccessibleName(cell_name(index))
        editor.setAutoFillBackground(True)
        editor.installEventFilter(self)
        self.open_editor = editor
        editor.destroyed.connect(self._forget)
        return editor

    def _forget(self) -> None:
        self.open_editor = None
        self._popups = {
            popup: picker for popup, picker in self._popups.items() if shiboken6.isValid(picker)
        }

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        # Qt calls this again whenever the cell's row changes while it is being edited
        # (an answer that arrived, an error shown elsewhere on the line): the editor is
        # filled once, when it opens, and from then on holds what the clerk types.
        if editor.property(_FILLED):
            return
        editor.setProperty(_FILLED, True)
        row, column = index.row(), index.column()
        if isinstance(editor, ReferencePicker):
            editor.set_current_id(self.vm.line_item_key(row))
            label = self.vm.cell_display(row, column)
            if self.vm.line_item_key(row) is not None and label:
                editor.setText(label)
            editor.selectAll()
        elif isinstance(editor, QComboBox):
            value = self.vm.cell_value(row, column)
            found = editor.findData(value)
            if found < 0 and value is not None:
                editor.addItem(self.vm.cell_display(row, column) or f"#{value}", value)
                found = editor.count() - 1
            editor.setCurrentIndex(max(found, 0))
        elif isinstance(editor, QLineEdit):
            editor.setText(str(self.vm.cell_value(row, column) or ""))

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        row = index.row()
        if isinstance(editor, ReferencePicker):
            self._take_item(editor, row)
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        elif isinstance(editor, QLineEdit):
            model.setData(index, editor.text())

    def _take_item(self, picker: ReferencePicker, row: int) -> None:
        """What the item cell holds becomes the line's item: a code, SKU or barcode typed
        in full is that item (whatever else it matches); else the match highlighted in the
        list, else the only match. Text that names no single item stays on the line as
        typed, marked with the reason: a line is never dropped."""
        text = picker.text().strip()
        exact = self.vm.item_key_by_code(text) if text else None
        resolved = exact if exact is not None else picker.highlighted_id()
        if resolved is not None:
            picker.set_current_id(resolved)
        else:
            picker.settle()  # the label or code of one match, or the only match
            current = picker.current_id()
            choice = self.vm.item_choice(current) if current is not None else None
            if text and (choice is None or picker.text().strip() != choice.label):
                self.vm.keep_unmatched(row, text)
                return
        key = picker.current_id()
        if key != self.vm.line_item_key(row) or self.vm.line_unmatched(row):
            self.vm.choose_item(row, key)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        editor: QObject = self._popups.get(_address(watched), watched)
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(editor, QWidget)
        ):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                popup = (
                    editor.completer().popup()
                    if isinstance(editor, QLineEdit) and editor.completer()
                    else None
                )
                # One Enter takes what the cell holds and moves on; an item picker's
                # highlighted match is read (``_take_item``) before its list closes.
                if isinstance(editor, ReferencePicker):
                    self.commitData.emit(editor)
                if popup is not None and popup.isVisible():
                    popup.hide()
                index = self.grid.table.currentIndex()
                if not isinstance(editor, ReferencePicker):
                    self.commitData.emit(editor)
                self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
                QTimer.singleShot(
                    0, self.grid, lambda: self.grid.enter_moved_from(index.row(), index.column())
                )
                return True
            if key == Qt.Key.Key_Escape and watched is editor and not self._popup_open(editor):
                self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.RevertModelCache)
                return True
        if watched is not editor:
            return False  # the rest of the popup's keys: the completer's own handling
        if event.type() == QEvent.Type.FocusOut and self._popup_open(editor):
            return False  # the picker's match list took focus: still editing
        return super().eventFilter(editor, event)

    def _popup_open(self, editor: QObject) -> bool:
        if not isinstance(editor, QLineEdit) or editor.completer() is None:
            return False
        popup = editor.completer().popup()
        return popup is not None and popup.isVisible()

    def commit_open_editor(self) -> None:
        """Ctrl+S with a cell still being typed: keep what it holds first."""
        editor = self.open_editor
        if editor is not None:
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class ItemLinesTable(QTableView):
    """The grid: Delete removes the current line, Insert adds one above it, F2 opens the
    item picker of the current line; Tab skips cells that mean nothing on their line."""

    def __init__(self, grid: ItemLinesGrid) -> None:
        super().__init__()
        self.grid = grid

    def keyboard_help(self) -> list[tuple[str, str]]:
        """The grid's keys, for Help › Keyboard shortcuts (F1)."""
        if self.grid.model.read_only:
            return []
        return [
            ("Ins", QCoreApplication.translate("ItemLinesTable", "Insert a line above this one")),
            ("Del", QCoreApplication.translate("ItemLinesTable", "Remove the current line")),
            ("F2", QCoreApplication.translate("ItemLinesTable", "Pick the line's item")),
            (
                "Enter",
                QCoreApplication.translate("ItemLinesTable", "Keep the cell and go to the next"),
            ),
            ("Esc", QCoreApplication.translate("ItemLinesTable", "Drop the cell's typing")),
        ]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.state() != QAbstractItemView.State.EditingState:
            index = self.currentIndex()
            editable = index.isValid() and not self.grid.model.read_only
            vm = self.grid.view_model
            if event.key() == Qt.Key.Key_Delete and editable:
                vm.remove_line(index.row())
                self.grid.focus_cell(
                    min(index.row(), self.grid.model.rowCount() - 1), index.column()
                )
                return
            if event.key() == Qt.Key.Key_Insert and editable:
                vm.insert_line(index.row())
                self.grid.focus_cell(index.row(), vm.item_column, edit=True)
                return
            if event.key() == Qt.Key.Key_F2 and index.isValid():
                self.grid.focus_cell(index.row(), vm.item_column, edit=True)
                return
        super().keyPressEvent(event)

    def moveCursor(
        self, cursor_action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        index = super().moveCursor(cursor_action, modifiers)
        forward = cursor_action == QAbstractItemView.CursorAction.MoveNext
        if self.grid.model.read_only or not (
            forward or cursor_action == QAbstractItemView.CursorAction.MovePrevious
        ):
            return index
        # Tab past cells that cannot be typed into (a batch number on an untracked item, a
        # computed total); when none is left in that direction, Qt's own step stands.
        found = self._editable_from(self.currentIndex(), forward)
        return found if found.isValid() else index

    def _editable_from(self, start: QModelIndex, forward: bool) -> QModelIndex:
        model = self.grid.model
        header = self.horizontalHeader()
        columns = model.columnCount()
        if not start.isValid() or not columns:
            return QModelIndex()
        row, visual = start.row(), header.visualIndex(start.column())
        step = 1 if forward else -1
        for _ in range(columns * 3):
            visual += step
            if visual >= columns:
                row, visual = row + 1, 0
            elif visual < 0:
                row, visual = row - 1, columns - 1
            if not 0 <= row < model.rowCount():
                return QModelIndex()
            logical = header.logicalIndex(visual)
            if self.isColumnHidden(logical):
                continue
            candidate = model.index(row, logical)
            if model.flags(candidate) & Qt.ItemFlag.ItemIsEditable:
                return candidate
        return QModelIndex()


class ItemLinesGrid(QWidget):
    """The barcode field, the line grid and its error summary, bound to a view-model."""

    def __init__(self, view_model: LinesViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        vm = view_model
        self.scan = QLineEdit()
        self.scan.setPlaceholderText(self.tr("Scan or type a barcode, SKU or code, then Enter"))
        self.scan.setAccessibleName(self.tr("Barcode or SKU"))
        self.scan_label = QLabel(self.tr("&Barcode"))
        self.scan_label.setBuddy(self.scan)
        self.scan_result = QLabel()
        self.scan_result.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        scan_row = QHBoxLayout()
        scan_row.addWidget(self.scan_label)
        scan_row.addWidget(self.scan, 2)
        scan_row.addWidget(self.scan_result, 3)

        self.model = ItemLinesModel(vm, self)
        self.table = ItemLinesTable(self)
        self.table.setModel(self.model)
        self.delegate = ItemLinesDelegate(self)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.setTabKeyNavigation(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for spec in self.model.columns:
            if spec.width:
                self.table.setColumnWidth(spec.column, spec.width)
            else:
                header.setSectionResizeMode(spec.column, QHeaderView.ResizeMode.Stretch)
        self.lines_error = FieldError()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(scan_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.lines_error)
        QWidget.setTabOrder(self.scan, self.table)

        self.scan.returnPressed.connect(self._scan)
        vm.scanResult.connect(self.scan_result.setText)
        vm.lineChanged.connect(lambda _row: self._show_columns())
        vm.linesReset.connect(self._show_columns)
        self._show_columns()

    def set_accessible_name(self, name: str) -> None:
        self.table.setAccessibleName(name)

    def _show_columns(self) -> None:
        """Columns only some items need (batch, expiry, serials) show when a line does."""
        for spec in self.model.columns:
            hidden = not self.view_model.column_visible(spec.column)
            if self.table.isColumnHidden(spec.column) != hidden:
                self.table.setColumnHidden(spec.column, hidden)

    def _scan(self) -> None:
        if self.view_model.scan(self.scan.text()):
            self.scan.clear()
        else:
            self.scan.selectAll()

    # -- moving around -------------------------------------------------------------------
    def focus_cell(self, row: int, column: int, *, edit: bool = False) -> None:
        index = self.model.index(max(row, 0), column)
        if not index.isValid():
            return
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.table.selectionModel().setCurrentIndex(
            index, self.table.selectionModel().SelectionFlag.ClearAndSelect
        )
        if edit and self.model.flags(index) & Qt.ItemFlag.ItemIsEditable:
            # Deferred: the editor just closed may still be on its way out this turn.
            persistent = QPersistentModelIndex(index)
            QTimer.singleShot(0, self, lambda: self._edit(persistent))

    def _edit(self, index: QPersistentModelIndex, tries: int = 5) -> None:
        if not index.isValid():
            return
        target = self.model.index(index.row(), index.column())
        if self.table.state() == QAbstractItemView.State.EditingState:
            if self.table.currentIndex() != target and tries:
                QTimer.singleShot(10, self, lambda: self._edit(index, tries - 1))
            return
        started = self.table.edit(target, QAbstractItemView.EditTrigger.AllEditTriggers, None)  # type: ignore[call-overload]
        if not started and tries:
            QTimer.singleShot(10, self, lambda: self._edit(index, tries - 1))

    def enter_moved_from(self, row: int, column: int) -> None:
        """Enter in a cell: the item goes on to its quantity, any other cell to the next
        cell the line still needs, else to the next line's item."""
        vm = self.view_model
        if row >= vm.line_count():
            return
        if column == vm.item_column and not vm.lines[row].blank:
            # An item taken, or text that named none (kept, marked): the quantity next, so
            # that what is typed next never lands in the item cell.
            self.focus_cell(row, vm.quantity_column, edit=True)
            return
        needed = vm.next_needed_column(row, column)
        if needed is not None:
            self.focus_cell(row, needed, edit=True)
        else:
            self.focus_cell(min(row + 1, self.model.rowCount() - 1), vm.item_column, edit=True)

    def commit_open_editor(self) -> None:
        self.delegate.commit_open_editor()

    # -- errors --------------------------------------------------------------------------
    def show_line_errors(self, overall: str = "", *, focus: bool = True) -> None:
        """Spell out the first cell errors under the grid (``overall`` first), and put the
        cursor on the first refused cell when ``focus``."""
        vm = self.view_model
        line_errors = vm.line_errors()
        headers = self.model.headers()
        texts = [
            self.tr("Line {line}, {column}: {text}").format(
                line=format_count(row + 1), column=headers[column].lower(), text=text
            )
            for row, column, text in line_errors[:SHOWN_LINE_ERRORS]
        ]
        if overall:
            texts.insert(0, overall)
        self.lines_error.show_error("\n".join(texts))
        if focus and line_errors and self.table.state() != QAbstractItemView.State.EditingState:
            row, column, _text = line_errors[0]
            if not self.table.hasFocus():
                self.focus_cell(row, column)
