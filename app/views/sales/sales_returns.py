"""Sales > Sales returns: the list (New return opens the wizard) and one return."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from app.viewmodels.choices import CachedChoices
from app.viewmodels.sales.sales_returns import SalesReturnListViewModel
from app.views.widgets.document_filters import FilterRow, day_filter, fit_columns, watch_day
from app.views.widgets.forms import FieldError
from app.views.widgets.record_list import ListWords, RecordListView
from app.views.widgets.reference_picker import ReferencePicker


class SalesReturnListView(RecordListView):
    """Returns, filtered by code, paper number, customer and dates; Enter opens one,
    Ctrl+N starts a new one."""

    def _fit_columns(self) -> None:
        fit_columns(self.table, 2)

    def __init__(self, view_model: SalesReturnListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Sales returns"),
                export_name=self.tr("sales-returns"),
                new=self.tr("&New return…"),
                new_tip=self.tr("Return goods of a sales order or an issue offering (Ctrl+N)"),
                open_tip=self.tr("Show the selected return (Enter)"),
                load_failed=self.tr("The sales returns could not be loaded. {reason}"),
            ),
            parent,
        )
        self.view_model: SalesReturnListViewModel = view_model
        vm = view_model
        self.setObjectName("SalesReturnListView")
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # newest first

        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(self.tr("e.g. SR-7"))
        self.code_filter.setClearButtonEnabled(True)
        self.code_filter.setMaximumWidth(150)
        self.paper_filter = QLineEdit()
        self.paper_filter.setClearButtonEnabled(True)
        self.paper_filter.setMaximumWidth(180)
        customers = CachedChoices(vm.session, "customers", active_only=False)
        self.customer_filter = ReferencePicker(
            customers.search, customers.get, placeholder=self.tr("Any customer")
        )
        self.from_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.to_filter = day_filter(self.tr("YYYY-MM-DD"))
        self.filter_error = FieldError()

        row = FilterRow()
        row.add(self.tr("Cod&e"), self.code_filter)
        row.add(self.tr("&Paper number"), self.paper_filter)
        row.add(self.tr("C&ustomer"), self.customer_filter, 1)
        row.add(self.tr("From"), self.from_filter)
        row.add(self.tr("To"), self.to_filter)
        self.main_layout.insertLayout(0, row)
        self.main_layout.insertWidget(1, self.filter_error)
        self.add_note(
            self.tr(
                "Returns are listed from the sales documents (the API has no list of its "
                "own for them). Greyed returns are not received into stock yet."
            )
        )

        self.code_filter.textChanged.connect(lambda t: vm.set_return_filter(code=t))
        self.paper_filter.textChanged.connect(lambda t: vm.set_return_filter(paper_number=t))
        self.customer_filter.chosen.connect(lambda i: vm.set_return_filter(customer_id=i))
        self.customer_filter.unmatched.connect(
            lambda text: self.filter_error.show_error(
                self.tr("Nothing matches “{text}”. Pick from the list.").format(text=text)
            )
        )
        bad = self.tr("“{text}” is not a date: type it as YYYY-MM-DD.")
        watch_day(
            self.from_filter, self.filter_error, lambda d: vm.set_return_filter(date_from=d), bad
        )
        watch_day(self.to_filter, self.filter_error, lambda d: vm.set_return_filter(date_to=d), bad)
