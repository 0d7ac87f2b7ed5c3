"""Purchasing > Purchase orders and Purchase returns: read-only lists."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from app.viewmodels.purchasing.purchase_orders import PurchaseListViewModel
from app.views.widgets.document_filters import FilterRow, day_filter, fit_columns, watch_day
from app.views.widgets.forms import FieldError
from app.views.widgets.record_list import ListWords, RecordListView


class PurchaseListView(RecordListView):
    """Purchase orders (or returns): the whole list, a code, or the documents a supplier
    had created between two dates. Enter shows one."""

    def _fit_columns(self) -> None:
        fit_columns(self.table, 3)

    def __init__(self, view_model: PurchaseListViewModel, parent: QWidget | None = None) -> None:
        returns = view_model.returns
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Purchase returns") if returns else self.tr("Purchase orders"),
                export_name=self.tr("purchase-returns") if returns else self.tr("purchase-orders"),
                open_tip=self.tr("Show the selected document (Enter)"),
                load_failed=self.tr("The purchase documents could not be loaded. {reason}"),
            ),
            parent,
        )
        self.view_model: PurchaseListViewModel = view_model
        vm = view_model
        self.setObjectName("PurchaseReturnListView" if returns else "PurchaseOrderListView")
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first

        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(
            self.tr("Exact, e.g. PR-2") if returns else self.tr("Exact, e.g. PO-7")
        )
        self.code_filter.setClearButtonEnabled(True)
        self.code_filter.setMaximumWidth(180)
        self.supplier_filter = QComboBox()
        self.supplier_filter.setMinimumContentsLength(20)
        self.from_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.to_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.filter_error = FieldError()
        row = FilterRow()
        row.add(self.tr("Code"), self.code_filter)
        row.add(self.tr("Supp&lier"), self.supplier_filter, 1)
        row.add(self.tr("Cr&eated from"), self.from_filter)
        row.add(self.tr("to"), self.to_filter)
        self.main_layout.insertLayout(0, row)
        self.main_layout.insertWidget(1, self.filter_error)
        self.add_note(
            self.tr(
                "Dates find the documents by when they were created in the system, not by "
                "their document date (that is how the API searches). Read-only: purchase "
                "documents are entered in the web application."
            )
        )
        self._fill_suppliers()

        self.code_filter.textChanged.connect(
            lambda t: vm.set_purchase_filter(code=t, debounce=True)
        )
        self.supplier_filter.activated.connect(
            lambda _i: vm.set_purchase_filter(supplier_id=self.supplier_filter.currentData())
        )
        bad = self.tr("“{text}” is not a date: type it as YYYY-MM-DD.")
        watch_day(
            self.from_filter,
            self.filter_error,
            lambda d: vm.set_purchase_filter(created_from=d, debounce=True),
            bad,
        )
        watch_day(
            self.to_filter,
            self.filter_error,
            lambda d: vm.set_purchase_filter(created_to=d, debounce=True),
            bad,
        )
        vm.filterErrorChanged.connect(self.filter_error.show_error)
        vm.suppliersChanged.connect(self._fill_suppliers)

    def _fill_suppliers(self) -> None:
        current = self.supplier_filter.currentData()
        self.supplier_filter.blockSignals(True)
        self.supplier_filter.clear()
        self.supplier_filter.addItem(self.tr("Any supplier"), None)
        for text, supplier_id in self.view_model.supplier_choices():
            self.supplier_filter.addItem(text, supplier_id)
        self.supplier_filter.setCurrentIndex(max(self.supplier_filter.findData(current), 0))
        self.supplier_filter.blockSignals(False)
