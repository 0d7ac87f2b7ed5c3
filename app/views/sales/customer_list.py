"""Sales › Customers: search, filters, the list, balances on demand, export."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyleOptionViewItem,
    QWidget,
)

from app.viewmodels.record_list import ActiveFilter
from app.viewmodels.rows_table import INACTIVE_ROLE
from app.viewmodels.sales.customer_list import CustomerColumn, CustomerListViewModel
from app.views.widgets.dialogs import confirm
from app.views.widgets.forms import add_shortcut
from app.views.widgets.record_list import ListWords, RecordListView
from app.views.widgets.tables import MutedRowsDelegate


class _CustomerRowsDelegate(MutedRowsDelegate):
    """Muted inactive rows; codes, phone numbers and e-mails read left to right also in a
    right-to-left layout (else "0100 234 5671" shows as "5671 234 0100")."""

    LEFT_TO_RIGHT = frozenset(
        {CustomerColumn.CODE, CustomerColumn.MOBILE, CustomerColumn.PHONE, CustomerColumn.EMAIL}
    )

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.column() in self.LEFT_TO_RIGHT:
            option.direction = Qt.LayoutDirection.LeftToRight


class CustomerListView(RecordListView):
    """Binds a ``CustomerListViewModel``: search and filters in a grid, several rows can be
    selected (for balances), Show balance and Deactivate… beside the usual commands."""

    def __init__(self, view_model: CustomerListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Customers"),
                export_name=self.tr("customers"),
                new=self.tr("&New customer"),
                new_tip=self.tr("Create a customer (Ctrl+N)"),
                open_tip=self.tr("Edit the selected customer (Enter)"),
                delete_title=self.tr("Delete customer"),
                delete_question=self.tr(
                    "Delete the customer “{name}” for good? This cannot be undone."
                ),
                load_failed=self.tr("The customers could not be loaded. {reason}"),
            ),
            parent,
            multi_select=True,
            # Long e-mails and names give way: the credit limit and balance stay on screen.
            column_minimums={
                CustomerColumn.CODE: 90,
                CustomerColumn.NAME: 200,
                CustomerColumn.MOBILE: 120,
                CustomerColumn.BALANCE: 110,
            },
        )
        self.view_model: CustomerListViewModel = view_model
        self.setObjectName("CustomerListView")

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name or mobile, spaces ignored (active only)"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search customers"))
        self.filter_edits: dict[str, QLineEdit] = {}
        filter_texts = {
            "code": (self.tr("Code"), self.tr("contains")),
            "name": (self.tr("Name"), self.tr("contains")),
            "mobile": (self.tr("Mobile"), self.tr("contains")),
            "phone": (self.tr("&Phone"), self.tr("contains")),
            "email": (self.tr("&E-mail"), self.tr("contains")),
            "external_id": (self.tr("Externa&l ID"), self.tr("exact")),
        }
        self.active_filter = QComboBox()
        self.active_filter.setAccessibleName(self.tr("Filter by status"))
        self.active_filter.addItem(self.tr("Active and inactive"), ActiveFilter.ALL)
        self.active_filter.addItem(self.tr("Active only"), ActiveFilter.ACTIVE)
        self.active_filter.addItem(self.tr("Inactive only"), ActiveFilter.INACTIVE)

        grid = QGridLayout()
        search_label = QLabel(self.tr("Search"))
        search_label.setBuddy(self.search)
        grid.addWidget(search_label, 0, 0)
        grid.addWidget(self.search, 0, 1, 1, 3)
        status_label = QLabel(self.tr("Stat&us"))
        status_label.setBuddy(self.active_filter)
        grid.addWidget(status_label, 0, 4)
        grid.addWidget(self.active_filter, 0, 5)
        for position, (name, (label_text, hint)) in enumerate(filter_texts.items()):
            edit = QLineEdit()
            edit.setPlaceholderText(hint)
            edit.setClearButtonEnabled(True)
            edit.setAccessibleName(label_text.replace("&", ""))
            edit.textChanged.connect(lambda text, n=name: view_model.set_filter(n, text))
            self.filter_edits[name] = edit
            label = QLabel(label_text)
            label.setBuddy(edit)
            row, column = 1 + position // 3, (position % 3) * 2
            grid.addWidget(label, row, column)
            grid.addWidget(edit, row, column + 1)
        for column in (1, 3, 5):
            grid.setColumnStretch(column, 1)
        self.use_filter_layout(grid)

        self.balance_button = self.add_action(QPushButton(self.tr("Show &balance")))
        self.balance_button.setToolTip(
            self.tr("Read the balance of the selected customers (Ctrl+B)")
        )
        self.deactivate_button = self.add_action(QPushButton(self.tr("Deact&ivate…")))
        self.table.setItemDelegate(_CustomerRowsDelegate(INACTIVE_ROLE, self.table))
        self.table.sortByColumn(CustomerColumn.NAME, Qt.SortOrder.AscendingOrder)
        self.setFocusProxy(self.search)

        self.search.textChanged.connect(self._search_changed)
        self.active_filter.currentIndexChanged.connect(
            lambda _index: view_model.set_active_filter(self.active_filter.currentData())
        )
        self.balance_button.clicked.connect(self._balances_of_selected)
        self.deactivate_button.clicked.connect(self._deactivate_selected)
        add_shortcut(self, QKeySequence("Ctrl+B"), self._balances_of_selected)
        self.selection_changed()

    def _search_changed(self, text: str) -> None:
        # Search overrides every filter (the API's rule): grey them out meanwhile.
        searching = bool(text.strip())
        for edit in self.filter_edits.values():
            edit.setEnabled(not searching)
            edit.setToolTip(self.tr("Clear Search to use the filters") if searching else "")
        self.view_model.set_filter("search", text)

    def _balances_of_selected(self) -> None:
        self.view_model.load_balances(self.selected_records())

    def _deactivate_selected(self) -> None:
        customer = self.selected_record()
        if customer is None or not customer.active:
            return
        confirm(
            self,
            self.tr("Deactivate customer"),
            self.tr(
                "Deactivate “{name}”? It stays on its documents but is no longer offered on new "
                "ones."
            ).format(name=customer.name),
            accept_text=self.tr("Deact&ivate"),
            on_accept=lambda: self.view_model.deactivate(customer),
        )

    def selection_changed(self) -> None:
        one: Any = self.selected_record()
        self.balance_button.setEnabled(bool(self.selected_records()))
        self.deactivate_button.setEnabled(one is not None and one.active)
