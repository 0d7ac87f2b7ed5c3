"""Sales › Customers: search, filters, the list, balances on demand, export."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
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

from app.models.customers import CustomerResponse
from app.viewmodels.customer_list import (
    INACTIVE_ROLE,
    ActiveFilter,
    Column,
    CustomerListViewModel,
)
from app.viewmodels.table_export import TableExporter, model_table
from app.views.dialogs import confirm
from app.views.export import ExportButton
from app.views.forms import Banner, add_shortcut
from app.views.screen import Screen
from app.views.tables import MutedRowsDelegate


class _CustomerRowsDelegate(MutedRowsDelegate):
    """Muted inactive rows; codes, phone numbers and e-mails read left to right also in a
    right-to-left layout (else "0100 234 5671" shows as "5671 234 0100")."""

    LEFT_TO_RIGHT = frozenset({Column.CODE, Column.MOBILE, Column.PHONE, Column.EMAIL})

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.column() in self.LEFT_TO_RIGHT:
            option.direction = Qt.LayoutDirection.LeftToRight


class CustomerListView(Screen):
    """Binds a ``CustomerListViewModel``; asks the main window to open editors."""

    openRequested = Signal(object)
    """A ``CustomerResponse`` to edit, or None for a new customer."""

    def __init__(self, view_model: CustomerListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: CustomerListViewModel = view_model
        self.setObjectName("CustomerListView")

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name or mobile, spaces ignored (active only)"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search customers"))
        self.filter_edits: dict[str, QLineEdit] = {}
        filter_texts = {
            "code": (self.tr("&Code"), self.tr("contains")),
            "name": (self.tr("N&ame"), self.tr("contains")),
            "mobile": (self.tr("&Mobile"), self.tr("contains")),
            "phone": (self.tr("P&hone"), self.tr("contains")),
            "email": (self.tr("&E-mail"), self.tr("contains")),
            "external_id": (self.tr("E&xternal ID"), self.tr("exact")),
        }
        self.active_filter = QComboBox()
        self.active_filter.setAccessibleName(self.tr("Filter by status"))
        self.active_filter.addItem(self.tr("Active and inactive"), ActiveFilter.ALL)
        self.active_filter.addItem(self.tr("Active only"), ActiveFilter.ACTIVE)
        self.active_filter.addItem(self.tr("Inactive only"), ActiveFilter.INACTIVE)

        grid = QGridLayout()
        search_label = QLabel(self.tr("&Search"))
        search_label.setBuddy(self.search)
        grid.addWidget(search_label, 0, 0)
        grid.addWidget(self.search, 0, 1, 1, 3)
        status_label = QLabel(self.tr("S&tatus"))
        status_label.setBuddy(self.active_filter)
        grid.addWidget(status_label, 0, 4)
        grid.addWidget(self.active_filter, 0, 5)
        for position, (name, (label_text, hint)) in enumerate(filter_texts.items()):
            edit = QLineEdit()
            edit.setPlaceholderText(hint)
            edit.setClearButtonEnabled(True)
            edit.setAccessibleName(label_text.replace("&", ""))
            self.filter_edits[name] = edit
            label = QLabel(label_text)
            label.setBuddy(edit)
            row, column = 1 + position // 3, (position % 3) * 2
            grid.addWidget(label, row, column)
            grid.addWidget(edit, row, column + 1)
        for column in (1, 3, 5):
            grid.setColumnStretch(column, 1)

        self.new_button = QPushButton(self.tr("New customer"))
        self.new_button.setToolTip(self.tr("Create a customer (Ctrl+N)"))
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setToolTip(self.tr("Edit the selected customer (Enter)"))
        self.balance_button = QPushButton(self.tr("Show balance"))
        self.balance_button.setToolTip(
            self.tr("Read the balance of the selected customers (Ctrl+B)")
        )
        self.deactivate_button = QPushButton(self.tr("Deactivate…"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected customer (Delete)"))
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            lambda: model_table(view_model.model),
            self.tr("customers"),
            self._show_status,
        )
        actions = QHBoxLayout()
        for button in (
            self.new_button,
            self.open_button,
            self.balance_button,
            self.deactivate_button,
            self.delete_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)

        self.notice = Banner()
        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Customers"))
        self.table.setModel(view_model.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setItemDelegate(_CustomerRowsDelegate(INACTIVE_ROLE, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(60)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Number of customers"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(self.loading)

        self.setFocusProxy(self.search)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(actions)
        layout.addWidget(self.notice)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)

        # view -> view-model
        self.search.textChanged.connect(self._search_changed)
        for name, edit in self.filter_edits.items():
            edit.textChanged.connect(lambda text, n=name: view_model.set_filter(n, text))
        self.active_filter.currentIndexChanged.connect(self._active_chosen)
        self.new_button.clicked.connect(self._new)
        self.open_button.clicked.connect(self._open_selected)
        self.balance_button.clicked.connect(self._balances_of_selected)
        self.deactivate_button.clicked.connect(self._deactivate_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.refresh_button.clicked.connect(view_model.reload)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        add_shortcut(self, QKeySequence.StandardKey.New, self._new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)
        add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)
        add_shortcut(self, QKeySequence("Ctrl+B"), self._balances_of_selected)

        # view-model -> view
        view_model.loadingChanged.connect(self._show_loading)
        view_model.errorChanged.connect(self._show_load_error)
        view_model.actionFailed.connect(self._show_action_error)
        view_model.summaryChanged.connect(self.summary.setText)
        view_model.noticeChanged.connect(self._show_notice)
        view_model.model.modelReset.connect(self._fit_columns)
        view_model.model.modelReset.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._update_buttons()

    def title(self) -> str:
        return self.tr("Customers")

    def selected_customers(self) -> list[CustomerResponse]:
        model = self.view_model.model
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [c for c in (model.customer_at(row) for row in rows) if c is not None]

    def selected_customer(self) -> CustomerResponse | None:
        current = self.table.currentIndex()
        selected = self.selected_customers()
        if current.isValid():
            customer = self.view_model.model.customer_at(current.row())
            if customer in selected:
                return customer
        return selected[0] if selected else None

    def _search_changed(self, text: str) -> None:
        # Search overrides every filter (the API's rule): grey them out meanwhile.
        searching = bool(text.strip())
        for edit in self.filter_edits.values():
            edit.setEnabled(not searching)
            edit.setToolTip(self.tr("Clear Search to use the filters") if searching else "")
        self.view_model.set_filter("search", text)

    def _active_chosen(self) -> None:
        self.view_model.set_active_filter(self.active_filter.currentData())

    def _new(self) -> None:
        self.openRequested.emit(None)

    def _open_index(self, index: QModelIndex) -> None:
        customer = self.view_model.model.customer_at(index.row())
        if customer is not None:
            self.openRequested.emit(customer)

    def _open_selected(self) -> None:
        customer = self.selected_customer()
        if customer is not None:
            self.openRequested.emit(customer)

    def _balances_of_selected(self) -> None:
        self.view_model.load_balances(self.selected_customers())

    def _deactivate_selected(self) -> None:
        customer = self.selected_customer()
        if customer is None or not customer.active:
            return
        confirm(
            self,
            self.tr("Deactivate customer"),
            self.tr(
                "Deactivate “{name}”? It stays on its documents but is no longer offered on new "
                "ones."
            ).format(name=customer.name),
            accept_text=self.tr("Deactivate"),
            on_accept=lambda: self.view_model.deactivate(customer),
        )

    def _delete_selected(self) -> None:
        customer = self.selected_customer()
        if customer is None:
            return
        confirm(
            self,
            self.tr("Delete customer"),
            self.tr("Delete the customer “{name}” for good? This cannot be undone.").format(
                name=customer.name
            ),
            accept_text=self.tr("Delete"),
            on_accept=lambda: self.view_model.delete(customer),
            destructive=True,
        )

    def _show_status(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _show_notice(self, text: str) -> None:
        if text:
            self.notice.show_message(text, kind="info")
        else:
            self.notice.clear()

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)

    def _show_load_error(self, text: str) -> None:
        if text:
            self.banner.show_message(
                self.tr("The customers could not be loaded. {reason}").format(reason=text),
                action=self.tr("Try again"),
            )
        else:
            self.banner.clear()

    def _show_action_error(self, text: str) -> None:
        self.banner.show_message(text, kind="warning", action=self.tr("Dismiss"))

    def _banner_action(self) -> None:
        if self.view_model.error:
            self.view_model.reload()
        else:
            self.banner.clear()

    def _fit_columns(self) -> None:
        # Measure only the rows on screen (a long list would take a while to measure).
        self.table.horizontalHeader().setResizeContentsPrecision(200)
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(Column.NAME, max(self.table.columnWidth(Column.NAME) + 16, 220))
        self.table.setColumnWidth(Column.BALANCE, max(self.table.columnWidth(Column.BALANCE), 110))
        # Long e-mails and names must not push the figures off screen.
        for column, widest in ((Column.EMAIL, 200), (Column.NAME, 260), (Column.SALES_PERSON, 150)):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), widest))

    def _update_buttons(self) -> None:
        selected = self.selected_customers()
        one = self.selected_customer()
        self.open_button.setEnabled(one is not None)
        self.balance_button.setEnabled(bool(selected))
        self.delete_button.setEnabled(one is not None)
        self.deactivate_button.setEnabled(one is not None and one.active)
