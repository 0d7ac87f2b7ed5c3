"""Inventory > Work orders: the list with its filters (New opening balance), and the
opening-balance editor."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.accounting.accounting_lines import LineTableModel
from app.viewmodels.choices import CachedChoices
from app.viewmodels.document_sheet import reference_text
from app.viewmodels.inventory.opening_balance import (
    STOCK_ITEM,
    BalanceField,
    OpeningBalanceEditorViewModel,
)
from app.viewmodels.inventory.work_order_editor import ISSUE_OFFERING_KIND, RECEIVE_SUPPLIES_KIND
from app.viewmodels.inventory.work_orders import WorkOrderListViewModel
from app.views.accounting.accounting_document import date_edit, set_day
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.document_filters import FilterRow, day_filter, fit_columns, watch_day
from app.views.widgets.forms import Banner, FieldError, add_field
from app.views.widgets.line_grid import GridCommands, LineGrid
from app.views.widgets.record_editor import EditorScreen
from app.views.widgets.record_list import ListWords, RecordListView
from app.views.widgets.reference_picker import ReferencePicker

CODE_STYLE = "font-size: 15px; font-weight: bold; color: #1e7d32;"


class WorkOrderListView(RecordListView):
    """Work orders of every type, with the API's filters and a type filter; Enter shows
    one, New offers an issue offering, a supplies receipt or an opening balance (Ctrl+N)."""

    newKindRequested = Signal(str)
    """The editor kind of a new document ("issue_offering", "receive_supplies")."""

    def _fit_columns(self) -> None:
        fit_columns(self.table, 4)

    def __init__(self, view_model: WorkOrderListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Work orders"),
                export_name=self.tr("work-orders"),
                new=self.tr("&New opening balance…"),
                new_tip=self.tr("Record the stock a warehouse starts with (Ctrl+N)"),
                open_tip=self.tr("Show the selected work order (Enter)"),
                load_failed=self.tr("The work orders could not be loaded. {reason}"),
            ),
            parent,
        )
        self.view_model: WorkOrderListViewModel = view_model
        vm = view_model
        self.setObjectName("WorkOrderListView")
        # New ▸ one of the three documents a clerk types here (Ctrl+N: opening balance).
        self.new_button.setText(self.tr("&New"))
        new_menu = QMenu(self.new_button)
        for text, kind in (
            (self.tr("&Issue offering…"), ISSUE_OFFERING_KIND),
            (self.tr("&Supplies receipt…"), RECEIVE_SUPPLIES_KIND),
            (self.tr("&Opening balance…"), ""),
        ):
            action = new_menu.addAction(text)
            action.triggered.connect(
                lambda _checked=False, k=kind: (
                    self.newKindRequested.emit(k) if k else self.openRequested.emit(None)
                )
            )
        self.new_button.setMenu(new_menu)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first

        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(self.tr("Exact, e.g. IO-WH01-3"))
        self.code_filter.setClearButtonEnabled(True)
        self.paper_filter = QLineEdit()
        self.paper_filter.setPlaceholderText(self.tr("Exact"))
        self.paper_filter.setClearButtonEnabled(True)
        self.from_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.to_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.type_filter = QComboBox()
        for text, kind in vm.type_choices():
            self.type_filter.addItem(text, kind)
        customers = CachedChoices(vm.session, "customers", active_only=False)
        self.customer_filter = ReferencePicker(
            customers.search, customers.get, placeholder=self.tr("Any customer")
        )
        self.supplier_filter = QComboBox()
        self.supplier_filter.setMinimumContentsLength(16)
        self.only_mine = QCheckBox(self.tr("Only m&ine"))
        self.only_mine.setToolTip(
            self.tr("Only work orders created by this app's API user (the API's default).")
        )
        self.filter_error = FieldError()

        first = FilterRow()
        first.add(self.tr("Code"), self.code_filter, 1)
        first.add(self.tr("&Paper number"), self.paper_filter, 1)
        first.add(self.tr("From"), self.from_filter)
        first.add(self.tr("To"), self.to_filter)
        second = FilterRow()
        second.add(self.tr("T&ype"), self.type_filter)
        second.add(self.tr("C&ustomer"), self.customer_filter, 2)
        second.add(self.tr("Supp&lier"), self.supplier_filter, 1)
        second.addWidget(self.only_mine)
        second.addStretch(1)
        self.main_layout.insertLayout(0, first)
        self.main_layout.insertLayout(1, second)
        self.main_layout.insertWidget(2, self.filter_error)
        self._fill_suppliers()

        self.code_filter.textChanged.connect(lambda t: vm.set_order_filter(code=t, debounce=True))
        self.paper_filter.textChanged.connect(
            lambda t: vm.set_order_filter(paper_number=t, debounce=True)
        )
        bad = self.tr("“{text}” is not a date: type it as YYYY-MM-DD.")
        watch_day(
            self.from_filter,
            self.filter_error,
            lambda d: vm.set_order_filter(date_from=d, debounce=True),
            bad,
        )
        watch_day(
            self.to_filter,
            self.filter_error,
            lambda d: vm.set_order_filter(date_to=d, debounce=True),
            bad,
        )
        self.type_filter.currentIndexChanged.connect(
            lambda _i: vm.set_order_filter(work_order_type=self.type_filter.currentData())
        )
        self.customer_filter.chosen.connect(self._customer_chosen)
        self.customer_filter.unmatched.connect(
            lambda text: self.filter_error.show_error(
                self.tr("Nothing matches “{text}”. Pick from the list.").format(text=text)
            )
        )
        self.supplier_filter.activated.connect(self._supplier_chosen)
        self.only_mine.toggled.connect(lambda on: vm.set_order_filter(only_mine=on))
        vm.model.modelReset.connect(self._fill_suppliers)

    def _customer_chosen(self, customer_id: int | None) -> None:
        # One party filter at a time (the API refuses two).
        if customer_id is not None and self.supplier_filter.currentIndex() > 0:
            self.supplier_filter.setCurrentIndex(0)
        self.view_model.set_order_filter(customer_id=customer_id, supplier_id=None)

    def _supplier_chosen(self, _row: int) -> None:
        supplier = self.supplier_filter.currentData()
        if supplier is not None:
            self.customer_filter.set_current_id(None)
        self.view_model.set_order_filter(supplier_id=supplier, customer_id=None)

    def _fill_suppliers(self) -> None:
        """The suppliers seen on the work orders listed (the API has no supplier list)."""
        current = self.supplier_filter.currentData()
        self.supplier_filter.blockSignals(True)
        self.supplier_filter.clear()
        self.supplier_filter.addItem(self.tr("Any supplier"), None)
        suppliers = sorted(
            self.view_model.suppliers.values(), key=lambda s: reference_text(s).casefold()
        )
        for supplier in suppliers:
            self.supplier_filter.addItem(reference_text(supplier), supplier.id)
        self.supplier_filter.setCurrentIndex(max(self.supplier_filter.findData(current), 0))
        self.supplier_filter.blockSignals(False)


class OpeningBalanceEditorView(EditorScreen):
    """Binds an ``OpeningBalanceEditorViewModel``: warehouse, date, paper number, notes,
    the lines (item, quantity, cost), Save (Ctrl+S); once saved, its code.

    ``EditorScreen`` gives the banner, Save / Close, the status and the bound view-model;
    a saved opening balance is never deleted, so there is no Delete…."""

    documentRequested = Signal(str)

    def __init__(
        self, view_model: OpeningBalanceEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: OpeningBalanceEditorViewModel = view_model
        vm = view_model
        self.setObjectName("OpeningBalanceEditorView")
        self.notice = Banner()
        self.warehouse = QComboBox()
        self.warehouse.setMinimumContentsLength(28)
        self.document_date = date_edit()
        self.paper_number = QLineEdit()
        self.paper_number.setMaxLength(50)
        self.paper_number.setMaximumWidth(220)
        self.notes = QLineEdit()
        self.code = ValueLabel(self.tr("Document code"))
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton(self.tr("&Open work order"))
        self.open_button.setVisible(False)

        left = QFormLayout()
        right = QFormLayout()
        self.fields = {
            BalanceField.WAREHOUSE: add_field(left, self.tr("&Warehouse"), self.warehouse),
            BalanceField.DATE: add_field(left, self.tr("Date"), self.document_date),
            BalanceField.PAPER_NUMBER: add_field(
                right, self.tr("Paper num&ber"), self.paper_number
            ),
        }
        code_row = QHBoxLayout()
        code_row.addWidget(self.code)
        code_row.addWidget(self.open_button)
        code_row.addStretch(1)
        right.addRow(self.tr("Document code"), code_row)
        header = QHBoxLayout()
        header.addLayout(left, 1)
        header.addSpacing(24)
        header.addLayout(right, 1)
        notes_form = QFormLayout()
        self.fields[BalanceField.NOTES] = add_field(notes_form, self.tr("Not&es"), self.notes)

        self.line_model = LineTableModel(vm, self)
        self.grid = LineGrid(
            self.line_model,
            None,
            add_line=vm.add_line,
            remove_line=vm.remove_line,
            pickers={STOCK_ITEM: vm.items},
        )
        self.grid.setAccessibleName(self.tr("Lines"))
        self.grid.setMinimumHeight(200)
        self.grid.setColumnWidth(0, 420)
        self.grid.setColumnWidth(1, 140)
        lines_label = QLabel(self.tr("&Lines"))
        hint = QLabel(
            self.tr(
                "One line per item: type part of its code or name, then the quantity on hand "
                "and its cost per unit (blank: the item's purchase price)."
            )
        )
        self.grid_commands = GridCommands(
            self.grid,
            vm,
            label=lines_label,
            hint=hint,
        )
        self.add_line_button = self.grid_commands.add_button
        self.remove_line_button = self.grid_commands.remove_button
        self.grid_messages = self.grid_commands.messages

        self.save_button.setToolTip(self.tr("Save the opening balance (Ctrl+S)"))
        self.status.setWordWrap(False)
        self.buttons.removeWidget(self.delete_button)  # never shown: no delete for these

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.notice)
        layout.addLayout(header)
        layout.addLayout(notes_form)
        layout.addWidget(self.more)
        self.grid_commands.add_to(layout)
        layout.addLayout(self.buttons)
        self.setFocusProxy(self.warehouse)
        order = [
            self.warehouse,
            self.document_date,
            self.paper_number,
            self.notes,
            self.grid,
            self.save_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        self.warehouse.activated.connect(
            lambda _row: vm.update("warehouse_id", self.warehouse.currentData())
        )
        self.document_date.dateChanged.connect(
            lambda day: vm.update("document_date", day.toString("yyyy-MM-dd"))
        )
        self.paper_number.textEdited.connect(lambda text: vm.update("paper_number", text))
        self.notes.textEdited.connect(lambda text: vm.update("notes", text))
        self.open_button.clicked.connect(
            lambda: self.documentRequested.emit(vm.record_key(vm.base)) if vm.base else None
        )

        self._fill_warehouses()
        self.bind()

    # -- EditorScreen --------------------------------------------------------------------
    def settle_pickers(self) -> None:
        self.grid.commit_editing()

    def update_commands(self) -> None:
        """Save and the line buttons wait while saving; none apply to a read-only one."""
        enabled = not self.view_model.read_only and not self.view_model.saving
        for button in (self.save_button, self.add_line_button, self.remove_line_button):
            button.setEnabled(enabled)

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        if self.grid_commands.show_errors() and first_invalid is None:
            return self.grid
        return first_invalid

    def saved_text(self) -> str:
        base = self.view_model.base
        code = self.view_model.record_key(base) if base is not None else ""
        return self.tr("Saved as {code}.").format(code=code)

    def _fill_warehouses(self) -> None:
        self.warehouse.clear()
        self.warehouse.addItem(self.tr("Choose a warehouse…"), None)
        for choice in self.view_model.warehouses.all():
            if choice.active:
                self.warehouse.addItem(choice.label, choice.id)

    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        row = self.warehouse.findData(form.warehouse_id)
        if row < 0 and form.warehouse_id is not None:
            choice = vm.warehouses.get(form.warehouse_id)
            self.warehouse.addItem(
                choice.label if choice else f"#{form.warehouse_id}", form.warehouse_id
            )
            row = self.warehouse.count() - 1
        self.warehouse.setCurrentIndex(max(row, 0))
        set_day(self.document_date, form.document_date)
        if self.paper_number.text() != form.paper_number:
            self.paper_number.setText(form.paper_number)
        if self.notes.text() != form.notes:
            self.notes.setText(form.notes)
        read_only = vm.read_only
        for widget in (self.warehouse, self.document_date, self.paper_number, self.notes):
            widget.setEnabled(not read_only)
        total = self.tr("Value at the costs typed: {amount}").format(amount=vm.total_text())
        unpriced = vm.priced_by_server()
        if unpriced:
            total += " " + QCoreApplication.translate(
                "OpeningBalanceEditorView", "(%Ln lines at the purchase price)", "", unpriced
            )
        self.grid_messages.totals.setText(total)
        base = vm.base
        self.code.setText(vm.record_key(base) if base is not None else self.tr("given when saved"))
        self.code.setStyleSheet(CODE_STYLE if base is not None else "color: gray;")
        self.open_button.setVisible(base is not None)
        reason = vm.read_only_reason()
        if reason:
            self.notice.show_message(reason, kind="info")
        else:
            self.notice.clear()
