"""Inventory > Warehouses: tabs for the list and its form, one warehouse's balance, the
balances of chosen items across chosen warehouses, the RMA warehouses and the tree."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.choices import CachedChoices
from app.viewmodels.inventory.warehouses import TreeNode, WarehousesViewModel
from app.viewmodels.table_export import Sheet, Table, TableExporter, model_sheet, sheet_from_table
from app.views.master_data.master_common import InlineFormView, fill_combo
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import LoadBanner, add_shortcut, command_bar, status_line
from app.views.widgets.reference_picker import ReferencePicker
from app.views.widgets.screen import Screen
from app.views.widgets.tables import ColumnFitter, make_table, select_row, selected_row
from app.views.widgets.totals import TotalsLine

WAREHOUSE_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def _labelled(text: str, widget: QWidget, layout: QHBoxLayout, stretch: int = 0) -> None:
    label = QLabel(text)
    label.setBuddy(widget)
    layout.addWidget(label)
    layout.addWidget(widget, stretch)


class WarehousesView(Screen):
    """Binds a ``WarehousesViewModel`` and its balance and matrix view-models."""

    def __init__(
        self,
        view_model: WarehousesViewModel,
        items: CachedChoices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: WarehousesViewModel = view_model
        self.balance_vm = balance = view_model.balance
        self.matrix_vm = matrix = view_model.matrix
        self._items = items
        self.setObjectName("WarehousesView")
        self.banner = LoadBanner()
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Warehouse pages"))
        self.tabs.addTab(self._list_page(), self.tr("&Warehouses"))
        self.tabs.addTab(self._balance_page(), self.tr("Ba&lance"))
        self.tabs.addTab(self._matrix_page(), self.tr("Items &across warehouses"))
        self.tabs.addTab(self._rma_page(), self.tr("RMA wareho&uses"))
        self.tabs.addTab(self._tree_page(), self.tr("Tr&ee"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        self.setFocusProxy(self.table)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, self._refresh_current)

        vm = view_model
        self.banner.watch(vm.errorChanged, vm.reload)
        vm.summaryChanged.connect(self.summary.setText)
        vm.model.modelReset.connect(self._list_loaded)
        vm.classificationsLoaded.connect(self._fill_classifications)
        vm.editor.formChanged.connect(self._show_code_rule)
        vm.rmaLoaded.connect(self.rma_summary.setText)
        vm.rma.modelReset.connect(ColumnFitter(self.rma_table).fit)
        vm.treeLoaded.connect(self._show_tree)
        balance.summaryChanged.connect(self.balance_summary.setText)
        self.banner.watch(balance.errorChanged, balance.reload)
        self.listen(balance.loadingChanged, lambda busy: self.balance_refresh.setEnabled(not busy))
        balance.model.modelReset.connect(ColumnFitter(self.balance_table, 140).fit)
        matrix.itemsChanged.connect(self._show_matrix_items)
        matrix.messageChanged.connect(self.matrix_summary.setText)
        self.listen(matrix.computingChanged, lambda busy: self.matrix_show.setEnabled(not busy))
        matrix.model.modelReset.connect(self.matrix_table.resizeColumnsToContents)
        self._show_code_rule()

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
        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(self.tr("Exact code"))
        # Named apart from the form's Code and Description fields beside the list.
        self.code_filter.setAccessibleName(self.tr("Filter warehouses by code"))
        self.code_filter.setClearButtonEnabled(True)
        self.code_filter.setMaximumWidth(160)
        self.name_filter = QLineEdit()
        self.name_filter.setPlaceholderText(self.tr("Description contains…"))
        self.name_filter.setAccessibleName(self.tr("Filter warehouses by description"))
        self.name_filter.setClearButtonEnabled(True)
        filters = QHBoxLayout()
        _labelled(self.tr("Code"), self.code_filter, filters)
        _labelled(self.tr("Descri&ption"), self.name_filter, filters, 1)
        self.table = make_table(vm.model, self.tr("Warehouses"))
        self.fitter = ColumnFitter(self.table)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.summary = ValueLabel(self.tr("Number of records"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.balance_button = QPushButton(self.tr("Show &balance"))
        self.balance_button.setToolTip(self.tr("The stock of the selected warehouse"))
        self.export_button = self._exporter(lambda: model_sheet(vm.model), self.tr("warehouses"))
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(filters)
        left_layout.addLayout(
            command_bar(self.balance_button, right=[self.export_button, self.refresh_button])
        )
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(status_line(self.summary))

        self.form = InlineFormView(
            vm.editor,
            new_title=self.tr("New warehouse"),
            edit_title=lambda w: self.tr("Warehouse {code}").format(code=w.code),
        )
        self.description = self.form.add_line("description", self.tr("Descr&iption"))
        self.code = self.form.add_line("code", self.tr("Code"))
        self.classification = self.form.add_combo("classificationId", self.tr("Classification"))
        self.mobile = self.form.add_line("mobile", self.tr("Mobile"))
        self.code_rule = QLabel()
        self.code_rule.setWordWrap(True)
        self.code_rule.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.form.form.addRow(self.code_rule)
        self.form.finish()
        self._fill_classifications()
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.form)
        right_layout.addStretch(1)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([620, 400])
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(splitter)

        self.code_filter.textChanged.connect(vm.set_code_filter)
        self.name_filter.textChanged.connect(vm.set_name_filter)
        self.refresh_button.clicked.connect(vm.reload)
        self.balance_button.clicked.connect(self._show_balance_of_selected)
        self.table.activated.connect(lambda _index: self._show_balance_of_selected())
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.form.newRequested.connect(self._new)
        self.listen(vm.loadingChanged, lambda busy: self.refresh_button.setEnabled(not busy))
        add_shortcut(page, QKeySequence.StandardKey.New, self._new)
        return page

    def _balance_page(self) -> QWidget:
        balance = self.balance_vm
        self.balance_warehouse = QComboBox()
        self.balance_warehouse.setMinimumWidth(260)
        self.balance_filter = QLineEdit()
        self.balance_filter.setPlaceholderText(self.tr("Item code or description contains…"))
        self.balance_filter.setClearButtonEnabled(True)
        self.balance_non_zero = QCheckBox(self.tr("Hide &zero balances"))
        self.balance_non_zero.setChecked(True)
        self.balance_refresh = QPushButton(self.tr("&Refresh"))
        filters = QHBoxLayout()
        _labelled(self.tr("Warehouse"), self.balance_warehouse, filters)
        _labelled(self.tr("&Item"), self.balance_filter, filters, 1)
        filters.addWidget(self.balance_non_zero)
        self.balance_table = make_table(balance.model, self.tr("Balance"))
        # The item's description takes the room, the quantity stays next to it.
        balance_header = self.balance_table.horizontalHeader()
        balance_header.setStretchLastSection(False)
        balance_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.balance_summary = ValueLabel(
            self.tr("Warehouse balance summary"), self.tr("Choose a warehouse.")
        )
        self.balance_export = self._exporter(
            lambda: model_sheet(balance.model), self.tr("warehouse balance")
        )
        note = QLabel(
            self.tr("Quantities on hand; reservations of open orders are not subtracted.")
        )
        note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(filters)
        layout.addLayout(command_bar(right=[self.balance_export, self.balance_refresh]))
        layout.addWidget(self.balance_table, 1)
        self.balance_totals = TotalsLine(self.balance_table)
        layout.addLayout(status_line(self.balance_summary, self.balance_totals, note))
        self.balance_totals.refresh()
        self.balance_warehouse.activated.connect(self._balance_warehouse_chosen)
        self.balance_filter.textChanged.connect(balance.set_text_filter)
        self.balance_non_zero.toggled.connect(balance.set_non_zero_only)
        self.balance_refresh.clicked.connect(balance.reload)
        return page

    def _matrix_page(self) -> QWidget:
        matrix = self.matrix_vm
        self.item_picker = ReferencePicker(
            self._items.search,
            self._items.get,
            placeholder=self.tr("Item code or description, Enter"),
        )
        self.item_picker.setAccessibleName(self.tr("Item to add"))
        self.chosen_items = QListWidget()
        self.chosen_items.setAccessibleName(self.tr("Chosen items"))
        # A long name is shortened in the middle (code and the name's start stay, in either
        # direction; scrolled sideways, right to left cut the start of a Latin name) and
        # shown whole in its tooltip.
        self.chosen_items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chosen_items.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.remove_item_button = QPushButton(self.tr("Re&move item"))
        items_box = QGroupBox(self.tr("Items"))
        items_layout = QVBoxLayout(items_box)
        items_layout.addWidget(self.item_picker)
        items_layout.addWidget(self.chosen_items, 1)
        items_layout.addWidget(self.remove_item_button)
        self.matrix_warehouses = QListWidget()
        self.matrix_warehouses.setAccessibleName(self.tr("Warehouses to compare"))
        warehouses_box = QGroupBox(self.tr("Warehouses"))
        warehouses_layout = QVBoxLayout(warehouses_box)
        warehouses_layout.addWidget(self.matrix_warehouses, 1)
        self.matrix_show = QPushButton(self.tr("Show &balances"))
        self.matrix_show.setDefault(True)
        choices = QVBoxLayout()
        choices.addWidget(items_box, 3)
        choices.addWidget(warehouses_box, 2)
        choices.addWidget(self.matrix_show)
        side = QWidget()
        side.setLayout(choices)
        side.setMaximumWidth(340)

        self.matrix_table = make_table(matrix.model, self.tr("Balances across warehouses"))
        self.matrix_summary = ValueLabel(
            self.tr("Balances across warehouses summary"),
            self.tr("Pick items, tick warehouses, then Show balances."),
        )
        self.matrix_export = self._exporter(matrix.table, self.tr("balances across warehouses"))
        grid = QWidget()
        grid_layout = QVBoxLayout(grid)
        grid_layout.setContentsMargins(0, 0, 0, 0)
        grid_layout.addLayout(command_bar(right=[self.matrix_export]))
        grid_layout.addWidget(self.matrix_table, 1)
        grid_layout.addLayout(status_line(self.matrix_summary))
        page = QWidget()
        layout = QHBoxLayout(page)
        layout.addWidget(side)
        layout.addWidget(grid, 1)

        self.item_picker.chosen.connect(self._item_chosen)
        self.item_picker.unmatched.connect(
            lambda text: self.matrix_summary.setText(
                self.tr("No single item matches “{text}”: type more of it.").format(text=text)
            )
        )
        self.remove_item_button.clicked.connect(self._remove_item)
        self.matrix_show.clicked.connect(self._compute_matrix)
        return page

    def _rma_page(self) -> QWidget:
        vm = self.view_model
        self.rma_table = make_table(vm.rma, self.tr("RMA warehouses"))
        self.rma_summary = ValueLabel(self.tr("Number of RMA warehouses"))
        self.rma_export = self._exporter(lambda: model_sheet(vm.rma), self.tr("rma warehouses"))
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(command_bar(right=[self.rma_export]))
        layout.addWidget(self.rma_table, 1)
        layout.addLayout(status_line(self.rma_summary))
        return page

    def _tree_page(self) -> QWidget:
        self.tree_user = QSpinBox()
        self.tree_user.setRange(1, 2_147_483_647)
        self.tree_user.setValue(self.view_model.tree_user_id)
        self.tree_user.setToolTip(
            self.tr("The tree shows the warehouses this API user has permission for.")
        )
        self.tree_show = QPushButton(self.tr("&Show"))
        top = QHBoxLayout()
        _labelled(self.tr("API user &id"), self.tree_user, top)
        top.addWidget(self.tree_show)
        top.addStretch(1)
        self.tree_export = self._exporter(self._tree_table, self.tr("warehouse tree"))
        top.addWidget(self.tree_export)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Warehouse tree"))
        self.tree.setHeaderLabels([self.tr("Classification / warehouse"), self.tr("Kind")])
        self.tree.setColumnWidth(0, 420)
        self.tree_summary = ValueLabel(self.tr("Warehouse tree summary"))
        self.tree_summary.setWordWrap(True)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addLayout(status_line(self.tree_summary))
        self.tree_show.clicked.connect(
            lambda: self.view_model.set_tree_user(self.tree_user.value())
        )
        return page

    def _tree_user_chosen(self) -> None:
        self.view_model.set_tree_user(self.tree_user.value())

    # -- Screen --------------------------------------------------------------------------
    def title(self) -> str:
        return self.tr("Warehouses")

    def has_unsaved_changes(self) -> bool:
        return self.view_model.editor.dirty

    def select_warehouse(self, code: str) -> None:
        select_row(self.table, self.view_model.model.row_where(lambda w: w.code == code))

    # -- list and form -------------------------------------------------------------------
    def _selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        warehouse = self.view_model.model.row_at(selected_row(self.table))
        if warehouse is not None:
            self.view_model.editor.follow(warehouse)

    def _new(self) -> None:
        self.view_model.editor.start_new()
        self.description.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _list_loaded(self) -> None:
        self.fitter.fit()
        self._show_tree(self.tree_summary.text())  # which warehouses are inactive is known now
        warehouses = self.view_model.warehouses
        current = self.balance_warehouse.currentData()
        fill_combo(
            self.balance_warehouse,
            [(f"{w.code} · {w.description}", w.id) for w in warehouses],
            current,
        )
        ticked = {
            self.matrix_warehouses.item(i).data(WAREHOUSE_ID_ROLE)
            for i in range(self.matrix_warehouses.count())
            if self.matrix_warehouses.item(i).checkState() == Qt.CheckState.Checked
        }
        self.matrix_warehouses.clear()
        for warehouse in warehouses:
            item = QListWidgetItem(f"{warehouse.code} · {warehouse.description}")
            item.setData(WAREHOUSE_ID_ROLE, warehouse.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if warehouse.id in ticked else Qt.CheckState.Unchecked
            )
            self.matrix_warehouses.addItem(item)
        record = self.view_model.editor.record
        if record is not None:
            select_row(self.table, self.view_model.model.row_where(lambda w: w.id == record.id))

    def _fill_classifications(self) -> None:
        fill_combo(
            self.classification,
            [(self.tr("(none)"), None)]
            + [(f"{c.code} · {c.description}", c.id) for c in self.view_model.classifications],
            self.view_model.editor.values.get("classificationId"),
        )

    def _show_code_rule(self) -> None:
        editor = self.view_model.editor
        # The API updates by code and ignores a new one: the code is fixed once created.
        self.code.setReadOnly(not editor.is_new)
        self.code_rule.setText(
            self.tr("Leave the code empty to use the warehouse's number.")
            if editor.is_new
            else self.tr("The code cannot be changed once the warehouse exists.")
        )

    # -- balance -------------------------------------------------------------------------
    def _show_balance_of_selected(self) -> None:
        warehouse = self.view_model.model.row_at(selected_row(self.table))
        if warehouse is None:
            return
        fill_combo(
            self.balance_warehouse,
            [
                (self.balance_warehouse.itemText(i), self.balance_warehouse.itemData(i))
                for i in range(self.balance_warehouse.count())
            ],
            warehouse.id,
        )
        self.tabs.setCurrentIndex(1)
        self.balance_vm.show_warehouse(warehouse)
        self.balance_filter.setFocus(Qt.FocusReason.OtherFocusReason)

    def _balance_warehouse_chosen(self, _index: int) -> None:
        warehouse_id = self.balance_warehouse.currentData()
        warehouse = next((w for w in self.view_model.warehouses if w.id == warehouse_id), None)
        self.balance_vm.show_warehouse(warehouse)

    # -- matrix --------------------------------------------------------------------------
    def _item_chosen(self, item_id: int | None) -> None:
        if item_id is None:
            return
        choice = self._items.get(item_id)
        self.matrix_vm.add_item(item_id, choice.label if choice else f"#{item_id}")
        self.item_picker.set_current_id(None)

    def _remove_item(self) -> None:
        item = self.chosen_items.currentItem()
        if item is not None:
            self.matrix_vm.remove_item(item.data(WAREHOUSE_ID_ROLE))

    def _show_matrix_items(self) -> None:
        self.chosen_items.clear()
        for chosen in self.matrix_vm.items:
            item = QListWidgetItem(chosen.label)
            item.setToolTip(chosen.label)
            item.setData(WAREHOUSE_ID_ROLE, chosen.id)
            self.chosen_items.addItem(item)

    def tick_warehouse(self, code: str) -> None:
        for i in range(self.matrix_warehouses.count()):
            item = self.matrix_warehouses.item(i)
            if item.text().split(" · ")[0] == code:
                item.setCheckState(Qt.CheckState.Checked)

    def _compute_matrix(self) -> None:
        ticked = [
            self.matrix_warehouses.item(i)
            for i in range(self.matrix_warehouses.count())
            if self.matrix_warehouses.item(i).checkState() == Qt.CheckState.Checked
        ]
        self.matrix_vm.set_warehouses(
            [(item.data(WAREHOUSE_ID_ROLE), item.text().split(" · ")[0]) for item in ticked]
        )
        self.matrix_vm.compute()

    # -- tree ----------------------------------------------------------------------------
    def _show_tree(self, summary: str) -> None:
        self.tree_summary.setText(summary)
        self.tree.clear()

        def add(node: TreeNode, parent: QTreeWidget | QTreeWidgetItem) -> None:
            row = node.row
            if node.is_warehouse:
                active = self.view_model.is_active(row.warehouse_id or 0)
                kind = self.tr("Warehouse") if active else self.tr("Warehouse (inactive)")
            else:
                kind = self.tr("Classification")
            item = QTreeWidgetItem(parent, [row.description, kind])
            if node.is_warehouse and not self.view_model.is_active(row.warehouse_id or 0):
                muted = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
                item.setForeground(0, muted)
                item.setForeground(1, muted)
            for child in node.children:
                add(child, item)

        for node in self.view_model.tree:
            add(node, self.tree)
        self.tree.expandAll()

    def _tree_table(self) -> Sheet:
        rows: list[list[str]] = []

        def walk(item: QTreeWidgetItem | None, depth: int) -> None:
            if item is None:
                return
            rows.append([str(depth), item.text(1), item.text(0)])
            for i in range(item.childCount()):
                walk(item.child(i), depth + 1)

        for i in range(self.tree.topLevelItemCount()):
            walk(self.tree.topLevelItem(i), 1)
        table = Table([self.tr("Level"), self.tr("Kind"), self.tr("Description")], rows)
        return sheet_from_table(table, "", {0: "integer"})  # the level as a number

    # -- status --------------------------------------------------------------------------
    def _refresh_current(self) -> None:
        index = self.tabs.currentIndex()
        if index == 1:
            self.balance_vm.reload()
        elif index == 3:
            self.view_model.reload_rma()
        elif index == 4:
            self.view_model.reload_tree()
        else:
            self.view_model.reload()
