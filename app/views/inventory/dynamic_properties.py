"""Master data > Dynamic properties: the list with the chosen property's value set (edited
in a grid), the tree, and a grid of new properties created as one batch with a result per
row."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.dynamic_properties import DynamicPropertyResponse
from app.viewmodels.inventory.dynamic_properties import (
    BatchRow,
    DynamicPropertiesViewModel,
    ValueRow,
    property_unknown_rows,
)
from app.viewmodels.numbers import format_count
from app.viewmodels.table_export import Table, TableExporter, model_sheet
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import LoadBanner, add_shortcut, command_bar, status_line
from app.views.widgets.more_fields import MoreFields
from app.views.widgets.screen import Screen
from app.views.widgets.tables import ColumnFitter, make_table, select_row, selected_row

BATCH_ROWS = 8
ERROR_COLOR = QColor("#b3261e")
DONE_COLOR = QColor("#1e7d32")


def _grid(headers: list[str], rows: int, name: str) -> QTableWidget:
    grid = QTableWidget(rows, len(headers))
    grid.setHorizontalHeaderLabels(headers)
    grid.setAccessibleName(name)
    grid.verticalHeader().setVisible(True)
    grid.setEditTriggers(
        QAbstractItemView.EditTrigger.AnyKeyPressed
        | QAbstractItemView.EditTrigger.DoubleClicked
        | QAbstractItemView.EditTrigger.EditKeyPressed
    )
    grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    grid.horizontalHeader().setStretchLastSection(True)
    return grid


def _text(grid: QTableWidget, row: int, column: int) -> str:
    item = grid.item(row, column)
    return item.text() if item is not None else ""


def set_cell(grid: QTableWidget, row: int, column: int, text: str) -> None:
    """Put text in a cell as if typed (tests and the value grid's loading use it)."""
    if row >= grid.rowCount():
        grid.setRowCount(row + 1)
    grid.setItem(row, column, QTableWidgetItem(text))


class DynamicPropertiesView(Screen):
    """Binds a ``DynamicPropertiesViewModel``."""

    def __init__(
        self, view_model: DynamicPropertiesViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: DynamicPropertiesViewModel = view_model
        self.setObjectName("DynamicPropertiesView")
        self._shown: DynamicPropertyResponse | None = None
        self._values_dirty = False
        self.banner = LoadBanner()
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Dynamic property pages"))
        self.tabs.addTab(self._list_page(), self.tr("&Properties"))
        self.tabs.addTab(self._tree_page(), self.tr("Tr&ee"))
        self.tabs.addTab(self._batch_page(), self.tr("&New properties"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        self.setFocusProxy(self.table)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)

        vm = view_model
        self.banner.watch(vm.errorChanged, vm.reload)
        vm.summaryChanged.connect(self.summary.setText)
        vm.model.modelReset.connect(self._list_loaded)
        self.listen(vm.loadingChanged, lambda busy: self.refresh_button.setEnabled(not busy))
        vm.treeLoaded.connect(self._show_tree)
        vm.valuesSaved.connect(self._values_saved)
        vm.valuesFailed.connect(self._values_failed)
        vm.batchFinished.connect(self._show_batch_outcome)
        self.listen(vm.batchSending, lambda busy: self.batch_create.setEnabled(not busy))
        self._show_values(None)

    # -- pages ---------------------------------------------------------------------------
    def _exporter(self, table: object, name: str) -> ExportButton:
        return ExportButton(
            TableExporter(self.view_model.errors, self),
            table,  # type: ignore[arg-type]
            name,
            self.banner.show_status,
        )

    def _list_page(self) -> QWidget:
        vm = self.view_model
        self.table = make_table(vm.model, self.tr("Dynamic properties"))
        self.fitter = ColumnFitter(self.table)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.summary = ValueLabel(self.tr("Number of records"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.export_button = self._exporter(
            lambda: model_sheet(vm.model), self.tr("dynamic properties")
        )
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(command_bar(right=[self.export_button, self.refresh_button]))
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(status_line(self.summary))

        self.values_box = QGroupBox()
        self.values_grid = _grid(
            [self.tr("Value"), self.tr("Code")], 0, self.tr("Values of the property")
        )
        self.values_hint = QLabel(
            self.tr(
                "The list is saved as a whole: a value removed here is deleted (refused while "
                "an item uses it). A property cannot be renamed."
            )
        )
        self.values_hint.setWordWrap(True)
        self.values_hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.values_error = QLabel()
        self.values_error.setWordWrap(True)
        self.values_error.setStyleSheet("color: #b3261e;")
        self.add_value_button = QPushButton(self.tr("&Add value"))
        self.remove_value_button = QPushButton(self.tr("Re&move value"))
        self.save_values_button = QPushButton(self.tr("&Save values"))
        self.save_values_button.setToolTip(self.tr("Save the value list (Ctrl+S)"))
        self.cancel_values_button = QPushButton(self.tr("&Cancel"))
        self.values_status = ValueLabel(self.tr("Values status"))
        self.more = MoreFields()
        """The shown property's (and its values') fields this app does not know, read-only."""
        buttons = QHBoxLayout()
        for button in (
            self.add_value_button,
            self.remove_value_button,
            self.save_values_button,
            self.cancel_values_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        box_layout = QVBoxLayout(self.values_box)
        box_layout.addWidget(self.values_hint)
        box_layout.addWidget(self.values_grid, 1)
        box_layout.addWidget(self.values_error)
        box_layout.addLayout(buttons)
        box_layout.addWidget(self.values_status)
        box_layout.addWidget(self.more)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.values_box)
        splitter.setSizes([560, 460])
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(splitter)

        self.refresh_button.clicked.connect(vm.reload)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.add_value_button.clicked.connect(self._add_value)
        self.remove_value_button.clicked.connect(self._remove_value)
        self.save_values_button.clicked.connect(self.save_values)
        self.cancel_values_button.clicked.connect(lambda: self._show_values(self._shown))
        self.values_grid.itemChanged.connect(self._values_edited)
        add_shortcut(self.values_box, QKeySequence.StandardKey.Save, self.save_values)
        return page

    def _tree_page(self) -> QWidget:
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Dynamic property tree"))
        self.tree.setHeaderLabels([self.tr("Property / value"), self.tr("Visible")])
        self.tree.setColumnWidth(0, 420)
        self.tree_export = self._exporter(self._tree_table, self.tr("dynamic property tree"))
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(command_bar(right=[self.tree_export]))
        layout.addWidget(self.tree, 1)
        return page

    def _batch_page(self) -> QWidget:
        hint = QLabel(
            self.tr(
                "One property per row. Separate values with commas, e.g. “Cotton, Wool”; "
                "codes are needed only when your organization does not number them, one per "
                "value in the same order. Create sends all rows at once; each row then says "
                "what happened to it."
            )
        )
        hint.setWordWrap(True)
        self.batch_grid = _grid(
            [
                self.tr("Name"),
                self.tr("Code"),
                self.tr("Values"),
                self.tr("Value codes"),
                self.tr("Result"),
            ],
            BATCH_ROWS,
            self.tr("New properties"),
        )
        self.batch_grid.setColumnWidth(0, 180)
        self.batch_grid.setColumnWidth(1, 90)
        self.batch_grid.setColumnWidth(2, 280)
        self.batch_grid.setColumnWidth(3, 140)
        self.batch_add = QPushButton(self.tr("&Add row"))
        self.batch_clear = QPushButton(self.tr("C&lear"))
        self.batch_create = QPushButton(self.tr("&Create properties"))
        self.batch_create.setToolTip(self.tr("Send every row (Ctrl+Enter)"))
        self.batch_summary = ValueLabel(self.tr("New properties summary"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.batch_create)
        buttons.addWidget(self.batch_add)
        buttons.addWidget(self.batch_clear)
        buttons.addWidget(self.batch_summary, 1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(hint)
        layout.addWidget(self.batch_grid, 1)
        layout.addLayout(buttons)
        self.batch_add.clicked.connect(
            lambda: self.batch_grid.setRowCount(self.batch_grid.rowCount() + 1)
        )
        self.batch_clear.clicked.connect(self._clear_batch)
        self.batch_create.clicked.connect(self.create_batch)
        add_shortcut(page, QKeySequence("Ctrl+Return"), self.create_batch)
        return page

    # -- Screen --------------------------------------------------------------------------
    def title(self) -> str:
        return self.tr("Dynamic properties")

    def has_unsaved_changes(self) -> bool:
        return self._values_dirty

    def select_property(self, name: str) -> None:
        select_row(self.table, self.view_model.model.row_where(lambda p: p.name == name))

    # -- values --------------------------------------------------------------------------
    def _selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        prop = self.view_model.model.row_at(selected_row(self.table))
        if prop is None or (self._shown is not None and prop.id == self._shown.id):
            return
        if self._values_dirty:
            # Typing in the value grid is kept until saved or cancelled (a stray click on
            # another property must not lose it).
            self.values_status.setText(
                self.tr("Save or cancel the changes to “{name}” first.").format(
                    name=self._shown.name if self._shown else ""
                )
            )
            return
        self._show_values(prop)

    def _show_values(self, prop: DynamicPropertyResponse | None) -> None:
        self._shown = prop
        grid = self.values_grid
        grid.blockSignals(True)
        grid.setRowCount(0)
        for row, value in enumerate(prop.values if prop else []):
            set_cell(grid, row, 0, value.value)
            set_cell(grid, row, 1, value.code or "")
        grid.blockSignals(False)
        grid.resizeColumnToContents(0)
        grid.setColumnWidth(0, max(grid.columnWidth(0) + 24, 220))
        self.more.show_fields(property_unknown_rows(prop) if prop else [])
        self._values_dirty = False
        self.values_error.clear()
        self.values_error.setVisible(False)
        self.values_box.setTitle(
            self.tr("Values of “{name}”").format(name=prop.name)
            if prop
            else self.tr("Choose a property to see its values")
        )
        self.values_box.setEnabled(prop is not None)
        self.cancel_values_button.setEnabled(False)

    def _values_edited(self) -> None:
        self._values_dirty = True
        self.cancel_values_button.setEnabled(True)
        self.values_status.clear()

    def _add_value(self) -> None:
        grid = self.values_grid
        grid.setRowCount(grid.rowCount() + 1)
        self._values_edited()
        grid.setCurrentCell(grid.rowCount() - 1, 0)
        grid.setFocus()
        grid.editItem(grid.item(grid.rowCount() - 1, 0) or self._new_item(grid.rowCount() - 1))

    def _new_item(self, row: int) -> QTableWidgetItem:
        item = QTableWidgetItem("")
        self.values_grid.setItem(row, 0, item)
        return item

    def _remove_value(self) -> None:
        row = self.values_grid.currentRow()
        if row >= 0:
            self.values_grid.removeRow(row)
            self._values_edited()

    def value_rows(self) -> list[ValueRow]:
        grid = self.values_grid
        return [ValueRow(_text(grid, r, 0), _text(grid, r, 1)) for r in range(grid.rowCount())]

    def save_values(self) -> None:
        if self._shown is None:
            return
        self.values_status.setText(self.tr("Saving…"))
        self.view_model.save_values(self._shown, self.value_rows())

    def _values_saved(self, prop: DynamicPropertyResponse) -> None:
        self._values_dirty = False
        self._show_values(prop)
        self.values_status.setText(self.tr("Saved."))

    def _values_failed(self, text: str) -> None:
        self.values_status.clear()
        self.values_error.setText(text)
        self.values_error.setVisible(True)

    def _list_loaded(self) -> None:
        self.fitter.fit()
        if self._shown is not None:
            shown = self._shown
            select_row(self.table, self.view_model.model.row_where(lambda p: p.id == shown.id))

    # -- tree ----------------------------------------------------------------------------
    def _show_tree(self) -> None:
        self.tree.clear()
        for node in self.view_model.tree:
            top = QTreeWidgetItem(self.tree, [node.row.description, self._visible(node.row)])
            for value in node.values:
                QTreeWidgetItem(top, [value.description, self._visible(value)])
        self.tree.expandAll()

    def _visible(self, row: object) -> str:
        return self.tr("Yes") if getattr(row, "is_visible", True) else self.tr("No")

    def _tree_table(self) -> Table:
        rows: list[list[str]] = []
        for node in self.view_model.tree:
            rows.append([node.row.description, ""])
            rows.extend([node.row.description, value.description] for value in node.values)
        return Table([self.tr("Property"), self.tr("Value")], rows)

    # -- batch ---------------------------------------------------------------------------
    def batch_rows(self) -> list[BatchRow]:
        grid = self.batch_grid
        return [
            BatchRow(_text(grid, r, 0), _text(grid, r, 1), _text(grid, r, 2), _text(grid, r, 3))
            for r in range(grid.rowCount())
        ]

    def create_batch(self) -> None:
        grid = self.batch_grid
        if grid.state() == QAbstractItemView.State.EditingState:
            # A cell still being typed in counts: commit it first.
            grid.setCurrentCell(-1, -1)
        for row in range(grid.rowCount()):
            grid.setItem(row, 4, QTableWidgetItem(""))
        self.batch_summary.setText(self.tr("Sending…"))
        self.view_model.create_batch(self.batch_rows())

    def _show_batch_outcome(self, outcome: dict[int, tuple[bool, str]]) -> None:
        if not outcome:
            self.batch_summary.setText(self.tr("Type at least one property."))
            return
        for row, (stored, text) in outcome.items():
            item = QTableWidgetItem(text)
            item.setForeground(QBrush(DONE_COLOR if stored else ERROR_COLOR))
            item.setToolTip(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.batch_grid.setItem(row, 4, item)
        created = sum(1 for stored, _ in outcome.values() if stored)
        self.batch_summary.setText(
            self.tr("{created} of {count} created. See each row.").format(
                created=format_count(created), count=format_count(len(outcome))
            )
        )

    def _clear_batch(self) -> None:
        self.batch_grid.clearContents()
        self.batch_grid.setRowCount(BATCH_ROWS)
        self.batch_summary.clear()

    # -- status --------------------------------------------------------------------------
