"""Master data > Taxes: the list with its filter bar."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.models.taxes import TaxResponse, TaxScope
from app.viewmodels.table_export import TableExporter, model_table
from app.viewmodels.tax_list import (
    INACTIVE_ROLE,
    ActiveFilter,
    TaxColumn,
    TaxListViewModel,
    scope_text,
)
from app.views.dialogs import confirm
from app.views.export import ExportButton
from app.views.forms import Banner, FieldError, add_shortcut
from app.views.screen import Screen
from app.views.tables import MutedRowsDelegate


class TaxListView(Screen):
    """Binds a ``TaxListViewModel``; asks the main window to open editors."""

    openRequested = Signal(object)
    """A ``TaxResponse`` to edit, or None for a new tax."""

    def __init__(self, view_model: TaxListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: TaxListViewModel = view_model
        self.setObjectName("TaxListView")

        self.name_filter = QLineEdit()
        self.name_filter.setPlaceholderText(self.tr("Name contains…"))
        self.name_filter.setClearButtonEnabled(True)
        self.name_filter.setAccessibleName(self.tr("Filter by name"))
        self.rate_filter = QLineEdit()
        self.rate_filter.setPlaceholderText(self.tr("Any rate"))
        self.rate_filter.setMaximumWidth(110)
        self.rate_filter.setAccessibleName(self.tr("Filter by rate"))
        self.scope_filter = QComboBox()
        self.scope_filter.setAccessibleName(self.tr("Filter by what the tax applies to"))
        self.scope_filter.addItem(self.tr("All"), None)
        for scope in TaxScope:
            self.scope_filter.addItem(scope_text(scope), scope)
        self.active_filter = QComboBox()
        self.active_filter.setAccessibleName(self.tr("Filter by status"))
        self.active_filter.addItem(self.tr("Active and inactive"), ActiveFilter.ALL)
        self.active_filter.addItem(self.tr("Active only"), ActiveFilter.ACTIVE)
        self.active_filter.addItem(self.tr("Inactive only"), ActiveFilter.INACTIVE)
        self.rate_error = FieldError()

        filters = QHBoxLayout()
        for label_text, widget in (
            (self.tr("&Name"), self.name_filter),
            (self.tr("&Rate"), self.rate_filter),
            (self.tr("A&pplies to"), self.scope_filter),
            (self.tr("S&tatus"), self.active_filter),
        ):
            label = QLabel(label_text)
            label.setBuddy(widget)
            filters.addWidget(label)
            filters.addWidget(widget, 2 if widget is self.name_filter else 0)
            filters.addSpacing(8)
        filters.addStretch(1)

        self.new_button = QPushButton(self.tr("New tax"))
        self.new_button.setToolTip(self.tr("Create a tax (Ctrl+N)"))
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setToolTip(self.tr("Edit the selected tax (Enter)"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected tax (Delete)"))
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        actions = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.delete_button):
            actions.addWidget(button)
        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            lambda: model_table(view_model.model),
            self.tr("taxes"),
            self._show_status,
        )
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)

        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Taxes"))
        self.table.setModel(view_model.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(TaxColumn.NAME, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setItemDelegate(MutedRowsDelegate(INACTIVE_ROLE, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(60)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Number of taxes"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(self.loading)

        self.setFocusProxy(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.rate_error)
        layout.addLayout(actions)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)

        # view -> view-model
        self.name_filter.textChanged.connect(view_model.set_name_filter)
        self.rate_filter.textChanged.connect(view_model.set_rate_filter)
        self.scope_filter.currentIndexChanged.connect(self._scope_chosen)
        self.active_filter.currentIndexChanged.connect(self._active_chosen)
        self.new_button.clicked.connect(self._new)
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.refresh_button.clicked.connect(view_model.reload)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        add_shortcut(self, QKeySequence.StandardKey.New, self._new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)
        add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)

        # view-model -> view
        view_model.loadingChanged.connect(self._show_loading)
        view_model.errorChanged.connect(self._show_load_error)
        view_model.actionFailed.connect(self._show_action_error)
        view_model.rateErrorChanged.connect(self.rate_error.show_error)
        view_model.summaryChanged.connect(self.summary.setText)
        view_model.model.modelReset.connect(self._fit_columns)
        view_model.model.modelReset.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._update_buttons()

    def title(self) -> str:
        return self.tr("Taxes")

    def selected_tax(self) -> TaxResponse | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.model.tax_at(rows[0].row()) if rows else None

    def _scope_chosen(self) -> None:
        self.view_model.set_scope_filter(self.scope_filter.currentData())

    def _active_chosen(self) -> None:
        self.view_model.set_active_filter(self.active_filter.currentData())

    def _new(self) -> None:
        self.openRequested.emit(None)

    def _open_index(self, index: QModelIndex) -> None:
        tax = self.view_model.model.tax_at(index.row())
        if tax is not None:
            self.openRequested.emit(tax)

    def _open_selected(self) -> None:
        tax = self.selected_tax()
        if tax is not None:
            self.openRequested.emit(tax)

    def _delete_selected(self) -> None:
        tax = self.selected_tax()
        if tax is None:
            return
        confirm(
            self,
            self.tr("Delete tax"),
            self.tr("Delete the tax “{name}” for good? This cannot be undone.").format(
                name=tax.name
            ),
            accept_text=self.tr("Delete"),
            on_accept=lambda: self.view_model.delete(tax),
            destructive=True,
        )

    def _show_status(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)

    def _show_load_error(self, text: str) -> None:
        if text:
            self.banner.show_message(
                self.tr("The taxes could not be loaded. {reason}").format(reason=text),
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
        # Lists of taxes are short, so measuring every cell is cheap; widths are then the
        # clerk's to change.
        self.table.resizeColumnsToContents()
        name_width = self.table.columnWidth(TaxColumn.NAME)
        self.table.setColumnWidth(TaxColumn.NAME, max(name_width + 24, 220))

    def _update_buttons(self) -> None:
        has_selection = self.selected_tax() is not None
        self.open_button.setEnabled(has_selection)
        self.delete_button.setEnabled(has_selection)
