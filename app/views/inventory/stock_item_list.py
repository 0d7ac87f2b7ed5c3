"""Inventory > Stock items: search bar, server lookup, the list, and a details pane with
the selected item's balances per warehouse and its cost."""

from __future__ import annotations

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QEvent,
    QModelIndex,
    Qt,
    QTime,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app import clock
from app.viewmodels.choices import CachedChoices
from app.viewmodels.inventory.stock_item_list import (
    ItemColumn,
    ItemDetails,
    ItemRow,
    Lookup,
    StatusFilter,
    StockItemListViewModel,
    lookup_text,
    price_text,
)
from app.viewmodels.numbers import format_decimal, format_money
from app.viewmodels.sales.serial_check import SerialCheckViewModel
from app.viewmodels.table_export import TableExporter
from app.views.sales.serial_check import SerialCheckDialog
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.dialogs import confirm
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import Banner, FieldError, add_shortcut
from app.views.widgets.screen import Screen
from app.views.widgets.tables import fit_header_height

DETAILS_WIDTH = 300
LOADING_DELAY_MS = 250


def _number_item(value: object) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class ItemDetailsPane(QWidget):
    """The selected item: its main facts from the list, balances and cost from the server."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(300)
        self.heading = QLabel(self.tr("Select an item to see its stock and cost."))
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.facts: dict[str, ValueLabel] = {}
        facts = QFormLayout()
        # Values as wide as their text, next to their label: a Latin code in a full-width
        # label would sit at the far side of the pane in right-to-left.
        facts.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for key, label in (
            ("sku", self.tr("SKU")),
            ("part_number", self.tr("Part number")),
            ("external_id", self.tr("External id")),
            ("price", self.tr("Price")),
            ("average_cost", self.tr("Average cost")),
            ("last_cost", self.tr("Last cost")),
            ("balance", self.tr("On hand (your warehouses)")),
            ("global_balance", self.tr("On hand (all warehouses)")),
            ("global_reserved", self.tr("Reserved (all warehouses)")),
        ):
            value = ValueLabel(label)  # heard as "Price: 12.50"
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.facts[key] = value
            facts.addRow(label, value)
        self.warehouses = QTableWidget(0, 4)
        self.warehouses.setAccessibleName(self.tr("Stock per warehouse"))
        self.warehouses.setHorizontalHeaderLabels(
            [self.tr("Warehouse"), self.tr("On hand"), self.tr("Reserved"), self.tr("Available")]
        )
        self.warehouses.verticalHeader().setVisible(False)
        self.warehouses.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab reaches it (after the list), so a keyboard clerk can scroll it and a screen
        # reader reads it; the row read is the row shown selected.
        self.warehouses.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.warehouses.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.warehouses.setTabKeyNavigation(False)
        header = self.warehouses.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.status = ValueLabel(self.tr("Status"))
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(facts)
        layout.addWidget(QLabel(self.tr("Stock per warehouse")))
        layout.addWidget(self.warehouses, 1)
        layout.addWidget(self.status)

    def show_item(self, item: ItemRow | None) -> None:
        self.warehouses.setRowCount(0)
        for key in ("average_cost", "last_cost", "balance", "global_balance", "global_reserved"):
            self.facts[key].setText("")
        if item is None:
            self.heading.setText(self.tr("Select an item to see its stock and cost."))
            for value in self.facts.values():
                value.setText("")
            self.status.setText("")
            return
        self.show_facts(item)
        self.status.setText(self.tr("Loading balances…"))

    def show_facts(self, item: ItemRow) -> None:
        """The item's own columns (the balances shown stay: they are the same item's)."""
        self.heading.setText(" · ".join(p for p in (item.code, item.description) if p))
        self.facts["sku"].setText(item.sku or "")
        self.facts["part_number"].setText(item.part_number or "")
        self.facts["external_id"].setText(item.external_id or "")
        self.facts["price"].setText(price_text(item.price))

    def show_details(self, details: ItemDetails) -> None:
        def number(value: object) -> str:
            return "" if value is None else format_decimal(value)  # type: ignore[arg-type]

        def money(value: object) -> str:
            return "" if value is None else format_money(value)  # type: ignore[arg-type]

        # Costs are amounts (the currency's decimals); balances quantities (as many as
        # they have: the API gives no item's decimals).
        self.facts["average_cost"].setText(money(details.average_cost))
        self.facts["last_cost"].setText(money(details.last_cost))
        self.facts["balance"].setText(number(details.balance))
        self.facts["global_balance"].setText(number(details.global_balance))
        self.facts["global_reserved"].setText(number(details.global_reserved))
        self.warehouses.setRowCount(len(details.warehouses))
        for row, line in enumerate(details.warehouses):
            self.warehouses.setItem(row, 0, QTableWidgetItem(line.warehouse))
            self.warehouses.setItem(row, 1, _number_item(format_decimal(line.balance)))
            self.warehouses.setItem(row, 2, _number_item(format_decimal(line.reserved)))
            self.warehouses.setItem(row, 3, _number_item(format_decimal(line.available)))
        self.warehouses.resizeRowsToContents()  # long warehouse names wrap, whole
        self.status.setText("")

    def show_error(self, text: str) -> None:
        self.status.setText(text)


class StockItemListView(Screen):
    """Binds a ``StockItemListViewModel``; asks the main window to open editors."""

    openRequested = Signal(object)
    """An item id to edit (the editor reads the full record), or None for a new item."""
    serialsRequested = Signal(object)
    """An ``ItemRow`` whose serial numbers the clerk wants to check."""

    def __init__(self, view_model: StockItemListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: StockItemListViewModel = view_model
        self.setObjectName("StockItemListView")
        vm = view_model
        classifications = CachedChoices(vm.session, "classifications", active_only=False)

        # Cached list: instant search and local filters.
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            self.tr("Search code, SKU, part number or description (Arabic too)…")
        )
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search items"))
        self.status_filter = QComboBox()
        self.status_filter.setAccessibleName(self.tr("Filter by status"))
        self.status_filter.addItem(self.tr("Active and inactive"), StatusFilter.ALL)
        self.status_filter.addItem(self.tr("Active only"), StatusFilter.ACTIVE)
        self.status_filter.addItem(self.tr("Inactive only"), StatusFilter.INACTIVE)
        self.classification_filter = QComboBox()
        self.classification_filter.setAccessibleName(self.tr("Filter by classification"))
        self.classification_filter.setMinimumContentsLength(18)
        self.classification_filter.addItem(self.tr("All classifications"), None)
        for choice in classifications.all():
            self.classification_filter.addItem(choice.label, choice.id)
        search_row = QHBoxLayout()
        for label_text, widget, stretch in (
            (self.tr("S&earch"), self.search, 3),
            (self.tr("Status"), self.status_filter, 0),
            (self.tr("Class&ification"), self.classification_filter, 1),
        ):
            label = QLabel(label_text)
            label.setBuddy(widget)
            search_row.addWidget(label)
            search_row.addWidget(widget, stretch)
            search_row.addSpacing(8)

        # Server lookup: one of the API's filters at a time.
        self.lookup_kind = QComboBox()
        self.lookup_kind.setAccessibleName(self.tr("Look up on the server by"))
        for lookup in Lookup:
            self.lookup_kind.addItem(lookup_text(lookup), lookup)
        self.lookup_value = QLineEdit()
        self.lookup_value.setAccessibleName(self.tr("Value to look up"))
        self.lookup_classification = QComboBox()
        self.lookup_classification.setAccessibleName(self.tr("Classification to look up"))
        for choice in classifications.all():
            self.lookup_classification.addItem(choice.label, choice.id)
        self.changed_since_on = QCheckBox(self.tr("Changed since"))
        self.changed_since = QDateEdit(
            QDate.fromString(clock.today().isoformat(), "yyyy-MM-dd").addDays(-7)
        )
        self.changed_since.setCalendarPopup(True)
        self.changed_since.setAccessibleName(self.tr("Changed since"))
        self.lookup_button = QPushButton(self.tr("Look &up"))
        self.lookup_button.setToolTip(self.tr("Ask the server (Enter in the value field)"))
        self.back_button = QPushButton(self.tr("&Back to cached list"))
        self.lookup_error = FieldError()
        lookup_row = QHBoxLayout()
        lookup_label = QLabel(self.tr("Server &lookup"))
        lookup_label.setBuddy(self.lookup_kind)
        lookup_row.addWidget(lookup_label)
        lookup_row.addWidget(self.lookup_kind)
        lookup_row.addWidget(self.lookup_value, 2)
        lookup_row.addWidget(self.lookup_classification, 2)
        lookup_row.addWidget(self.changed_since_on)
        lookup_row.addWidget(self.changed_since)
        lookup_row.addWidget(self.lookup_button)
        lookup_row.addWidget(self.back_button)

        self.mode = ValueLabel(self.tr("Where the list comes from"))
        self.mode.setWordWrap(True)
        self.mode.setStyleSheet("color: palette(placeholder-text);")

        self.new_button = QPushButton(self.tr("&New item"))
        self.new_button.setToolTip(self.tr("Create a stock item (Ctrl+N)"))
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setToolTip(self.tr("Edit the selected item (Enter)"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected item (Delete)"))
        self.serials_button = QPushButton(self.tr("Chec&k serial numbers…"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Read the list again (F5)"))
        self.export_button = ExportButton(
            TableExporter(vm.errors, self), vm.export_sheet, self.tr("stock-items"), self._info
        )
        actions = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.delete_button, self.serials_button):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)

        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Stock items"))
        self.table.setModel(vm.model)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        # The indicator first: enabling sorting asks the model to sort by it (the order the
        # view-model already has, so nothing is read again).
        self.table.horizontalHeader().setSortIndicator(ItemColumn.CODE, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.verticalHeader().setVisible(False)
        # Uniform row heights: the view never measures 100,000 rows.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        # Always there: a scroll bar that comes and goes as a search narrows the list
        # resizes the columns and repaints the table a second time.
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Inactive rows are muted by the model (a Python delegate per cell costs a lot).
        self._set_muted_foreground()
        # Fixed widths (measuring 100,000 rows to fit them is out of the question), wide
        # enough for each header and its sort arrow; the description takes the rest, so
        # every column is in sight without scrolling sideways.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(ItemColumn.DESCRIPTION, QHeaderView.ResizeMode.Stretch)
        titles = vm.model.headers()
        for column, width in (
            (ItemColumn.CODE, 80),
            (ItemColumn.SKU, 100),
            (ItemColumn.PART_NUMBER, 100),
            (ItemColumn.CLASSIFICATION, 70),
            (ItemColumn.PRICE, 70),
            (ItemColumn.ACTIVE, 50),
        ):
            fits = header.fontMetrics().horizontalAdvance(titles[column]) + 24
            self.table.setColumnWidth(column, max(width, fits))
        self.details = ItemDetailsPane()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, DETAILS_WIDTH])
        splitter.setChildrenCollapsible(False)

        self.summary = ValueLabel(self.tr("Number of items"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        # Shown only when a query takes long enough to be noticed (most take a few ms,
        # and a label blinking at each keystroke only distracts); its place is kept, so
        # showing it never moves anything.
        policy = self.loading.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.loading.setSizePolicy(policy)
        self._loading_timer = QTimer(self)
        self._loading_timer.setSingleShot(True)
        self._loading_timer.setInterval(LOADING_DELAY_MS)
        self._loading_timer.timeout.connect(lambda: self.loading.setVisible(True))
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(self.loading)

        self.setFocusProxy(self.search)
        layout = QVBoxLayout(self)
        layout.addLayout(search_row)
        layout.addLayout(lookup_row)
        layout.addWidget(self.lookup_error)
        layout.addWidget(self.mode)
        layout.addLayout(actions)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        layout.addLayout(footer)

        # view -> view-model
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self._to_table)
        self.status_filter.currentIndexChanged.connect(
            lambda _i: vm.set_status_filter(self.status_filter.currentData())
        )
        self.classification_filter.currentIndexChanged.connect(
            lambda _i: vm.set_classification_filter(self.classification_filter.currentData())
        )
        self.lookup_kind.currentIndexChanged.connect(self._lookup_kind_changed)
        self.lookup_value.returnPressed.connect(self._look_up)
        self.lookup_button.clicked.connect(self._look_up)
        self.back_button.clicked.connect(vm.back_to_cache)
        self.changed_since_on.toggled.connect(self.changed_since.setEnabled)
        self.new_button.clicked.connect(self._new)
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.serials_button.clicked.connect(self._serials_selected)
        self.refresh_button.clicked.connect(self._refresh)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        add_shortcut(self, QKeySequence.StandardKey.New, self._new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, self._refresh)
        add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)

        # view-model -> view
        vm.loadingChanged.connect(self._show_loading)
        vm.modeChanged.connect(self._show_mode)
        vm.errorChanged.connect(self._show_load_error)
        vm.actionFailed.connect(self._show_action_error)
        vm.lookupErrorChanged.connect(self.lookup_error.show_error)
        vm.summaryChanged.connect(self.summary.setText)
        vm.detailsChanged.connect(self._show_details)
        vm.detailsError.connect(self.details.show_error)
        self._shown: tuple[bool, object] = (False, None)
        """What the rows shown came from (server lookup?, cached-list filters)."""
        vm.model.modelReset.connect(self._after_reset)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.serial_dialog: SerialCheckDialog | None = None
        self._lookup_kind_changed()
        self.changed_since.setEnabled(False)
        self._update_buttons()
        self._show_loading(vm.loading)  # the first read may have started before the view

    def title(self) -> str:
        return self.tr("Stock items")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "table"):
            self._set_muted_foreground()  # a theme switch: inactive rows follow

    def _set_muted_foreground(self) -> None:
        muted = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        self.view_model.model.muted_foreground = QBrush(muted)
        self.table.viewport().update()

    def _show_loading(self, loading: bool) -> None:
        if loading:
            self._loading_timer.start()
        else:
            self._loading_timer.stop()
            self.loading.setVisible(False)

    def selected_item(self) -> ItemRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.model.item_at(rows[0].row()) if rows else None

    def select_row(self, row: int) -> None:
        """Select a row the way a click does (QTableView.selectRow misbehaves in RTL)."""
        index = self.view_model.model.index(row, 0)
        self.table.setCurrentIndex(index)
        self.table.selectionModel().select(
            index,
            self.table.selectionModel().SelectionFlag.ClearAndSelect
            | self.table.selectionModel().SelectionFlag.Rows,
        )

    # -- filters -----------------------------------------------------------------------------
    def _search_changed(self, text: str) -> None:
        if self.view_model.server_mode:
            self.view_model.back_to_cache()
        self.view_model.set_search(text)

    def _to_table(self) -> None:
        """Enter in the search box: go to the first match, ready for arrows and Enter."""
        if self.view_model.model.rowCount():
            self.select_row(0)
        self.table.setFocus()

    def _lookup_kind_changed(self) -> None:
        kind = Lookup(self.lookup_kind.currentData())
        is_classification = kind is Lookup.CLASSIFICATION
        self.lookup_value.setVisible(not is_classification)
        self.lookup_classification.setVisible(is_classification)
        self.changed_since_on.setVisible(kind is Lookup.DESCRIPTION)
        self.changed_since.setVisible(kind is Lookup.DESCRIPTION)
        placeholders = {
            Lookup.CODES: self.tr("Codes separated by commas"),
            Lookup.PART_NUMBERS: self.tr("Part numbers separated by commas"),
            Lookup.IDS: self.tr("Ids separated by commas, e.g. 12, 40"),
            Lookup.EXTERNAL_IDS: self.tr("External ids separated by commas"),
            Lookup.DESCRIPTION: self.tr("Part of the description (optional)"),
        }
        self.lookup_value.setPlaceholderText(
            placeholders.get(kind, self.tr("Exact value (as stored)"))
        )
        self.lookup_error.show_error("")

    def _look_up(self) -> None:
        kind = Lookup(self.lookup_kind.currentData())
        since = None
        if kind is Lookup.DESCRIPTION and self.changed_since_on.isChecked():
            since = QDateTime(self.changed_since.date(), QTime(0, 0)).toPython()
        self.view_model.lookup(
            kind,
            self.lookup_value.text(),
            changed_since=since,  # type: ignore[arg-type]
            classification_id=self.lookup_classification.currentData(),
        )

    def _refresh(self) -> None:
        if self.view_model.server_mode:
            self._look_up()
        else:
            self.view_model.reload()

    # -- rows ---------------------------------------------------------------------------------
    def _new(self) -> None:
        self.openRequested.emit(None)

    def _open_index(self, index: QModelIndex) -> None:
        item = self.view_model.model.item_at(index.row())
        if item is not None:
            self.openRequested.emit(item.id)

    def _open_selected(self) -> None:
        item = self.selected_item()
        if item is not None:
            self.openRequested.emit(item.id)

    def _serials_selected(self) -> None:
        item = self.selected_item()
        if item is not None:
            self.serialsRequested.emit(item)

    def _delete_selected(self) -> None:
        item = self.selected_item()
        if item is None:
            return
        confirm(
            self,
            self.tr("Delete stock item"),
            self.tr("Delete the item “{name}” for good? This cannot be undone.").format(
                name=item.description
            ),
            accept_text=self.tr("&Delete"),
            on_accept=lambda: self.view_model.delete(item),
            destructive=True,
        )

    def _selection_changed(self) -> None:
        item = self.selected_item()
        if item is not None and item.id == self.view_model.selected_id:
            self.details.show_facts(item)  # the same item, found again after a reload
        else:
            self.details.show_item(item)
        self.view_model.select(item.id if item is not None else None)
        self._update_buttons()

    def _show_details(self, details: ItemDetails | None) -> None:
        if details is not None and details.item_id == self.view_model.selected_id:
            self.details.show_details(details)

    def _after_reset(self) -> None:
        """New rows: the selected item stays selected while it is in the list (a sync, a
        save or a sort reloads it under the clerk's eyes); a new search starts at the top."""
        # Lay the rows out now rather than on the view's timer: one paint, not two.
        self.table.doItemsLayout()
        vm = self.view_model
        shown = (vm.server_mode, vm.shown_filter)
        kept = vm.selected_id
        row = vm.model.row_of(kept) if kept is not None else -1
        if row >= 0:
            self.select_row(row)  # and scrolled to
        else:
            if shown != self._shown:
                self.table.scrollToTop()
            self._selection_changed()
        self._shown = shown

    def _update_buttons(self) -> None:
        has_selection = self.selected_item() is not None
        for button in (self.open_button, self.delete_button, self.serials_button):
            button.setEnabled(has_selection)

    def check_serials(self, item: ItemRow) -> None:
        """The serial-number check for ``item`` (shown with ``open()``)."""
        label = " · ".join(part for part in (item.code, item.description) if part)
        dialog_vm = SerialCheckViewModel(
            self.view_model.session, self.view_model.errors, item.id, label
        )
        self.serial_dialog = SerialCheckDialog(dialog_vm, self)
        self.serial_dialog.finished.connect(lambda _r: setattr(self, "serial_dialog", None))
        self.serial_dialog.open()

    # -- messages ----------------------------------------------------------------------------
    def _show_mode(self, text: str) -> None:
        self.mode.setText(text)
        self.back_button.setEnabled(self.view_model.server_mode)

    def _info(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _show_load_error(self, text: str) -> None:
        if text:
            self.banner.show_message(
                self.tr("The items could not be loaded. {reason}").format(reason=text),
                action=self.tr("Try again"),
            )
        else:
            self.banner.clear()

    def _show_action_error(self, text: str) -> None:
        self.banner.show_message(text, kind="warning", action=self.tr("Dismiss"))

    def _banner_action(self) -> None:
        if self.view_model.error:
            self._refresh()
        else:
            self.banner.clear()
