"""Sales > Sales orders: the list with every filter of the endpoint, paging, export."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app import clock
from app.models.documents import SalesOrderPaymentStatus, SalesOrderStatus
from app.models.sales_orders import SalesOrderHeaderListResponse
from app.text.digits import TO_LATIN_DIGITS
from app.viewmodels.choices import CachedChoices
from app.viewmodels.sales.sales_order_editor import status_text
from app.viewmodels.sales.sales_order_list import (
    RETURN_ROLE,
    OrderColumn,
    SalesOrderListViewModel,
    is_return,
    payment_text,
)
from app.viewmodels.table_export import TableExporter, model_sheet
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import Banner, add_shortcut
from app.views.widgets.reference_picker import ReferencePicker
from app.views.widgets.screen import Screen
from app.views.widgets.tables import MutedRowsDelegate, fit_header_height
from app.views.widgets.totals import TotalsLine


class OptionalDate(QDateEdit):
    """A date filter that may be empty: its lowest value reads "Any" (Delete clears it).

    Typing works from the first key, in any language: digits typed on "Any" (Latin or
    Arabic-Indic) are read here as year, month and day, shown as they come ("2026-1…"),
    separators optional, and the date is set once the eight digits make one; Qt's own
    typing would append to "Any" and, in Arabic, never leave the year. The calendar opens
    at today's month while the filter is "Any" (not at January 2000).
    """

    def __init__(self) -> None:
        super().__init__()
        self.setCalendarPopup(True)
        self.setDisplayFormat("yyyy-MM-dd")
        self.setMinimumDate(QDate(2000, 1, 1))
        self._any = self.tr("Any")
        self.setSpecialValueText(self._any)
        self.setDate(self.minimumDate())
        self._typed = ""
        """Digits typed on "Any" so far (up to 8: yyyymmdd)."""
        self.calendarWidget().installEventFilter(self)

    def value(self) -> date | None:
        if self.date() == self.minimumDate():
            return None
        return date(self.date().year(), self.date().month(), self.date().day())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        calendar = self.calendarWidget()
        if watched is calendar and event.type() == QEvent.Type.Show and self.value() is None:
            today = clock.today()
            calendar.setCurrentPage(today.year, today.month)
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() == Qt.Key.Key_Delete:
            self._typed = ""
            self.setSpecialValueText(self._any)
            self.setDate(self.minimumDate())
            return
        typed = event.text().translate(TO_LATIN_DIGITS)
        if typed.isdigit() and len(typed) == 1 and (self._typed or self.value() is None):
            self._type_digit(typed)
            return
        if self._typed and event.key() == Qt.Key.Key_Backspace:
            self._typed = self._typed[:-1]
            self._show_typed()
            return
        if self._typed and typed in ("-", "/", "."):
            return  # the parts are read by their length: a separator is optional
        self._end_typing()
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._end_typing()  # an unfinished date is not a filter: back to "Any"
        super().focusOutEvent(event)

    def _type_digit(self, digit: str) -> None:
        self._typed = (self._typed + digit)[:8]
        if len(self._typed) == 8:
            day = QDate(int(self._typed[:4]), int(self._typed[4:6]), int(self._typed[6:]))
            if day.isValid() and day > self.minimumDate():
                self._typed = ""
                self.setSpecialValueText(self._any)
                self.setDate(day)
                return
        self._show_typed()

    def _show_typed(self) -> None:
        """The digits so far as the start of a date, in the clerk's digits ("2026-1")."""
        text = self._typed
        parts = [text[:4], text[4:6], text[6:8]]
        shown = "-".join(part for part in parts if part)
        zero = self.locale().zeroDigit()
        if zero != "0":
            shown = shown.translate({ord(str(i)): chr(ord(zero) + i) for i in range(10)})
        self.setSpecialValueText(shown or self._any)
        if self.date() != self.minimumDate():
            self.setDate(self.minimumDate())
        self.lineEdit().setText(shown or self._any)

    def _end_typing(self) -> None:
        if self._typed:
            self._typed = ""
            self.setSpecialValueText(self._any)
            self.lineEdit().setText(self._any)


class SalesOrderListView(Screen):
    """Binds a ``SalesOrderListViewModel``; asks the main window to open editors."""

    openRequested = Signal(object)
    """A ``SalesOrderHeaderListResponse`` to open, or None for a new order."""

    def __init__(self, view_model: SalesOrderListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: SalesOrderListViewModel = view_model
        self.setObjectName("SalesOrderListView")
        vm = view_model
        session = vm.session
        customers = CachedChoices(session, "customers", active_only=False)

        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(self.tr("SO-…"))
        self.paper_filter = QLineEdit()
        self.paper_filter.setPlaceholderText(self.tr("contains…"))
        self.tags_filter = QLineEdit()
        self.tags_filter.setPlaceholderText(self.tr("any of: a, b"))
        self.customer_filter = ReferencePicker(customers.search, customers.get)
        self.customer_filter.setPlaceholderText(self.tr("Any customer"))
        self.date_from = OptionalDate()
        self.date_to = OptionalDate()
        self.status_filter = QComboBox()
        self.status_filter.addItem(self.tr("Any status"), None)
        for status in SalesOrderStatus:
            self.status_filter.addItem(status_text(status), status.value)
        self.payment_filter = QComboBox()
        self.payment_filter.addItem(self.tr("Any payment"), None)
        for payment in SalesOrderPaymentStatus:
            self.payment_filter.addItem(payment_text(payment), payment.value)
        self.warehouse_filter = QComboBox()
        self.person_filter = QComboBox()
        for combo in (self.warehouse_filter, self.person_filter):
            # Long names would otherwise widen the filter bar past a 1280-pixel window; the
            # open list still shows them whole.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(14)
        self._warehouses = CachedChoices(session, "warehouses", active_only=False)
        self._persons = CachedChoices(session, "sales_persons", active_only=False)
        self._fill_combos()
        self.only_mine = QCheckBox(self.tr("Only orders I created"))
        self.warehouse_only = QCheckBox(self.tr("Warehouse orders only (no sales stores)"))

        grid = QGridLayout()
        cells = [
            (self.tr("Code"), self.code_filter),
            (self.tr("From"), self.date_from),
            (self.tr("To"), self.date_to),
            (self.tr("Customer"), self.customer_filter),
            (self.tr("Status"), self.status_filter),
            (self.tr("Pa&yment"), self.payment_filter),
            (self.tr("&Warehouse"), self.warehouse_filter),
            (self.tr("Sa&les person"), self.person_filter),
            (self.tr("Paper n&umber"), self.paper_filter),
            (self.tr("Ta&gs"), self.tags_filter),
        ]
        for position, (text, widget) in enumerate(cells):
            label = QLabel(text)
            label.setBuddy(widget)
            widget.setAccessibleName(text.replace("&", ""))
            row, column = divmod(position, 5)
            grid.addWidget(label, row, column * 2)
            grid.addWidget(widget, row, column * 2 + 1)
        for column in range(5):
            grid.setColumnStretch(column * 2 + 1, 1)
        checks = QHBoxLayout()
        checks.addWidget(self.only_mine)
        checks.addWidget(self.warehouse_only)
        checks.addStretch(1)

        self.new_button = QPushButton(self.tr("&New order"))
        self.new_button.setToolTip(self.tr("Create a sales order (Ctrl+N)"))
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setToolTip(self.tr("Open the selected order (Enter)"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.previous_button = QPushButton(self.tr("‹ &Previous"))
        self.previous_button.setToolTip(self.tr("Previous page (Alt+PgUp)"))
        self.next_button = QPushButton(self.tr("Next pag&e ›"))
        self.next_button.setToolTip(self.tr("Next page (Alt+PgDown)"))
        self.export_button = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_sheet(vm.model),
            self.tr("sales-orders"),
            self._show_status,
        )
        actions = QHBoxLayout()
        actions.addWidget(self.new_button)
        actions.addWidget(self.open_button)
        actions.addStretch(1)
        self.pdfs_button = QPushButton(self.tr("&Invoices to PDF…"))
        self.pdfs_button.setToolTip(
            self.tr("Save the tax invoice of each selected order as a PDF in a folder")
        )
        self.pdfs_button.clicked.connect(self.save_pdfs)
        actions.addWidget(self.pdfs_button)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)

        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Sales orders"))
        self.table.setModel(vm.model)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Several rows may be selected (Shift, Ctrl): the totals line then sums them, and
        # their invoices save as PDFs at once (Open takes the first).
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(OrderColumn.DATE, Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        # Sales returns are in the list too: muted, and their type says "Return".
        self.table.setItemDelegate(MutedRowsDelegate(RETURN_ROLE, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.summary = ValueLabel(self.tr("Number of records"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        self.totals = TotalsLine(self.table, one_page=lambda: vm.has_next or vm.has_previous)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addSpacing(16)
        footer.addWidget(self.totals, 1)
        footer.addWidget(self.loading)
        footer.addWidget(self.previous_button)
        footer.addWidget(self.next_button)

        self.setFocusProxy(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(checks)
        layout.addLayout(actions)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)
        self.totals.refresh()  # parented now: hidden when there is nothing to sum

        # view -> view-model
        self.code_filter.textChanged.connect(
            lambda text: vm.set_filter(typed=True, document_code=text)
        )
        self.paper_filter.textChanged.connect(
            lambda text: vm.set_filter(typed=True, paper_number=text)
        )
        self.tags_filter.textChanged.connect(lambda text: vm.set_filter(typed=True, tags=text))
        self.customer_filter.chosen.connect(lambda row_id: vm.set_filter(customer_id=row_id))
        self.date_from.dateChanged.connect(
            lambda _d: vm.set_filter(typed=True, date_from=self.date_from.value())
        )
        self.date_to.dateChanged.connect(
            lambda _d: vm.set_filter(typed=True, date_to=self.date_to.value())
        )
        self.status_filter.currentIndexChanged.connect(
            lambda _i: vm.set_filter(status=self.status_filter.currentData())
        )
        self.payment_filter.currentIndexChanged.connect(
            lambda _i: vm.set_filter(payment_status=self.payment_filter.currentData())
        )
        self.warehouse_filter.currentIndexChanged.connect(
            lambda _i: vm.set_filter(warehouse_id=self.warehouse_filter.currentData())
        )
        self.person_filter.currentIndexChanged.connect(
            lambda _i: vm.set_filter(sales_person_id=self.person_filter.currentData())
        )
        self.only_mine.toggled.connect(lambda checked: vm.set_filter(only_mine=checked))
        self.warehouse_only.toggled.connect(lambda checked: vm.set_filter(warehouse_only=checked))
        self.new_button.clicked.connect(lambda: self.openRequested.emit(None))
        self.open_button.clicked.connect(self._open_selected)
        self.refresh_button.clicked.connect(vm.reload)
        self.previous_button.clicked.connect(vm.previous_page)
        self.next_button.clicked.connect(vm.next_page)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        add_shortcut(self, QKeySequence.StandardKey.New, lambda: self.openRequested.emit(None))
        add_shortcut(self, QKeySequence.StandardKey.Refresh, vm.reload)
        add_shortcut(self, QKeySequence("Alt+PgDown"), vm.next_page, self.tr("Next page"))
        add_shortcut(self, QKeySequence("Alt+PgUp"), vm.previous_page, self.tr("Previous page"))

        # view-model -> view
        vm.loadingChanged.connect(self._show_loading)
        vm.errorChanged.connect(self._show_load_error)
        vm.offlineChanged.connect(self._show_offline)
        vm.summaryChanged.connect(self.summary.setText)
        vm.pageChanged.connect(self._show_page)
        vm.model.modelReset.connect(self._fit_columns)
        self.table.selectionModel().selectionChanged.connect(self._show_page)
        self._show_page()

    def title(self) -> str:
        return self.tr("Sales orders")

    def selected_order(self) -> SalesOrderHeaderListResponse | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.model.order_at(rows[0].row()) if rows else None

    def selected_codes(self) -> list[str]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        orders = [self.view_model.model.order_at(row) for row in rows]
        return [order.code for order in orders if order is not None and order.code]

    def save_pdfs(self) -> None:
        """Invoices to PDF…: choose a folder, then each selected order's invoice is saved in
        it as ``<code>.pdf`` (the paper and language last chosen for invoices)."""
        from app.views.printing.window import save_pdfs_of

        codes = self.selected_codes()
        if not codes:
            self._show_status(self.tr("Select the orders to save (Shift or Ctrl to add rows)."))
            return
        self.batch = save_pdfs_of(
            self, self.view_model.session, self.view_model.errors, codes, self._show_status
        )

    def _fill_combos(self) -> None:
        for combo, source, none_text in (
            (self.warehouse_filter, self._warehouses, self.tr("Any warehouse")),
            (self.person_filter, self._persons, self.tr("Any sales person")),
        ):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(none_text, None)
            for choice in source.all():
                combo.addItem(choice.label, choice.id)
            combo.setCurrentIndex(max(combo.findData(current), 0))
            combo.blockSignals(False)

    def _open_index(self, index: QModelIndex) -> None:
        self._open(self.view_model.model.order_at(index.row()))

    def _open_selected(self) -> None:
        self._open(self.selected_order())

    def _open(self, order: SalesOrderHeaderListResponse | None) -> None:
        if order is None:
            return
        if is_return(order):
            self.banner.show_message(
                self.tr("{code} is a sales return: it is shown here, not edited here.").format(
                    code=order.code or ""
                ),
                kind="info",
                action=self.tr("Dismiss"),
            )
            return
        self.openRequested.emit(order)

    def _show_status(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)

    def _show_load_error(self, text: str) -> None:
        if text:
            self.banner.show_message(
                self.tr("The orders could not be loaded. {reason}").format(reason=text),
                action=self.tr("Try again"),
            )
        else:
            self.banner.clear()

    def _show_offline(self, text: str) -> None:
        """Rows the server gave last time: say so, as information (and offer to try)."""
        if text:
            self.banner.show_message(text, kind="info", action=self.tr("Try again"))
        elif not self.view_model.error:
            self.banner.clear()

    def _banner_action(self) -> None:
        if self.view_model.error or self.view_model.offline:
            self.view_model.reload()
        else:
            self.banner.clear()

    def _show_page(self) -> None:
        if self.warehouse_filter.count() <= 1:
            self._fill_combos()
        self.previous_button.setEnabled(self.view_model.has_previous)
        self.next_button.setEnabled(self.view_model.has_next)
        self.open_button.setEnabled(self.selected_order() is not None)

    def _fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        for column in range(self.view_model.model.columnCount()):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column) + 12, 190))
