"""Accounting > Chart of accounts: account types (and their nodes) on the left, the
accounts of the chosen type or node on the right. Read-only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.accounts import AccountNodeResponse, AccountType
from app.viewmodels.accounting.accounts import AccountsViewModel, node_text, type_text
from app.viewmodels.table_export import TableExporter, model_sheet
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import LoadBanner, add_shortcut, command_bar, status_line
from app.views.widgets.screen import Screen
from app.views.widgets.tables import ColumnFitter, make_table

TYPE_ROLE = Qt.ItemDataRole.UserRole + 1
NODE_ROLE = Qt.ItemDataRole.UserRole + 2


class AccountsView(Screen):
    """Binds an ``AccountsViewModel``."""

    def __init__(self, view_model: AccountsViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: AccountsViewModel = view_model
        self.setObjectName("AccountsView")
        vm = view_model

        self.types = QTreeWidget()
        self.types.setHeaderLabels([self.tr("Type / node")])
        self.types.setAccessibleName(self.tr("Account types and nodes"))
        everything = QTreeWidgetItem(self.types, [self.tr("All accounts")])
        everything.setData(0, TYPE_ROLE, None)
        self._type_items: dict[str, QTreeWidgetItem] = {}
        for account_type in sorted(AccountType, key=lambda t: type_text(t).casefold()):
            item = QTreeWidgetItem(self.types, [type_text(account_type)])
            item.setData(0, TYPE_ROLE, account_type.value)
            # Nodes are fetched when the type is first chosen; the arrow shows there may be.
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
            self._type_items[account_type.value] = item
        self.types.setCurrentItem(everything)

        self.name_filter = QLineEdit()
        self.name_filter.setPlaceholderText(self.tr("Name contains…"))
        self.name_filter.setClearButtonEnabled(True)
        label = QLabel(self.tr("Nam&e"))
        label.setBuddy(self.name_filter)
        self.browsing = QLabel()
        filters = QHBoxLayout()
        filters.addWidget(label)
        filters.addWidget(self.name_filter, 1)
        self.banner = LoadBanner()
        self.table = make_table(vm.model, self.tr("Accounts"))
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.summary = ValueLabel(self.tr("Number of records"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.export_button = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_sheet(vm.model),
            self.tr("accounts"),
            self.banner.show_status,
        )
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(filters)
        right_layout.addLayout(
            command_bar(self.browsing, right=[self.export_button, self.refresh_button])
        )
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.table, 1)
        right_layout.addLayout(status_line(self.summary))
        splitter = QSplitter()
        splitter.addWidget(self.types)
        splitter.addWidget(right)
        splitter.setSizes([280, 760])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.setFocusProxy(self.types)

        self.types.currentItemChanged.connect(self._chosen)
        self.name_filter.textChanged.connect(vm.set_description_filter)
        self.refresh_button.clicked.connect(vm.reload)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, vm.reload)
        self.banner.watch(vm.errorChanged, vm.reload)
        vm.summaryChanged.connect(self.summary.setText)
        self.listen(vm.loadingChanged, lambda busy: self.refresh_button.setEnabled(not busy))
        vm.model.modelReset.connect(ColumnFitter(self.table, 90).fit)
        vm.nodesLoaded.connect(self._show_nodes)
        self._show_browsing()

    def title(self) -> str:
        return self.tr("Chart of accounts")

    def choose(self, account_type: str | None, node_code: str | None = None) -> None:
        """Select a type (and a node of it) in the tree, as a click would."""
        item = self._type_items.get(account_type or "") or self.types.topLevelItem(0)
        if node_code is not None and item is not None:
            for i in range(item.childCount()):
                child = item.child(i)
                if child is not None and child.data(0, NODE_ROLE) == node_code:
                    item = child
        if item is not None:
            self.types.setCurrentItem(item)

    def _chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        node = item.data(0, NODE_ROLE)
        parent = item.parent()
        account_type = (parent or item).data(0, TYPE_ROLE)
        self.view_model.browse(account_type, node)
        self._show_browsing()

    def _show_nodes(self, account_type: str, nodes: list[AccountNodeResponse]) -> None:
        item = self._type_items.get(account_type)
        if item is None:
            return
        item.takeChildren()
        for node in nodes:
            child = QTreeWidgetItem(item, [node_text(node)])
            child.setData(0, NODE_ROLE, node.code)
            child.setToolTip(0, node.other_lang_name or "")
        item.setChildIndicatorPolicy(
            QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
        )
        item.setExpanded(True)

    def _show_browsing(self) -> None:
        vm = self.view_model
        if vm.account_type is None:
            text = self.tr("All accounts")
        elif vm.node_code:
            text = self.tr("{type}, node {node}").format(
                type=type_text(vm.account_type), node=vm.node_code
            )
        else:
            text = type_text(vm.account_type)
        self.browsing.setText(text)
