"""Accounting > Journal entries, and Accounting > Cash in and out: the list of accounting
documents with its filter bar."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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

from app.models.journal_entries import JournalEntryResponse
from app.viewmodels.choices import CachedChoices
from app.viewmodels.journal_list import MUTED_ROLE, JournalColumn, JournalListViewModel
from app.viewmodels.table_export import TableExporter, model_table
from app.views.dialogs import confirm
from app.views.export import ExportButton
from app.views.forms import Banner, FieldError, add_shortcut
from app.views.reference_picker import ReferencePicker
from app.views.screen import Screen
from app.views.tables import MutedRowsDelegate


def _day(text: str) -> date | str | None:
    """A typed date, None when blank, or the text back when it is not a date."""
    text = text.strip()
    if not text:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return text


class JournalListView(Screen):
    """Binds a ``JournalListViewModel``. ``newRequested(kind)`` asks for a new document of
    a draft kind ("journal_entry", "cash_in", "cash_out"); ``openRequested(entry)`` for an
    entry to open."""

    openRequested = Signal(object)
    newRequested = Signal(str)

    def __init__(
        self,
        view_model: JournalListViewModel,
        parent: QWidget | None = None,
        *,
        cash: bool = False,
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: JournalListViewModel = view_model
        self.cash = cash
        vm = view_model
        self.setObjectName("CashListView" if cash else "JournalListView")
        session = vm.session

        self.code_filter = QLineEdit()
        self.code_filter.setPlaceholderText(self.tr("e.g. JE-12"))
        self.code_filter.setClearButtonEnabled(True)
        self.paper_filter = QLineEdit()
        self.paper_filter.setClearButtonEnabled(True)
        self.from_filter = QLineEdit()
        self.from_filter.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.from_filter.setMaximumWidth(120)
        self.to_filter = QLineEdit()
        self.to_filter.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.to_filter.setMaximumWidth(120)
        accounts = CachedChoices(session, "accounts", active_only=False)
        customers = CachedChoices(session, "customers", active_only=False)
        self.account_filter = ReferencePicker(
            accounts.search, accounts.get, placeholder=self.tr("Any account")
        )
        self.customer_filter = ReferencePicker(
            customers.search, customers.get, placeholder=self.tr("Any customer")
        )
        self.unposted = QCheckBox(self.tr("Show &unposted entries (new entries are unposted)"))
        self.unposted.setChecked(True)
        self.unposted.setToolTip(
            self.tr(
                "The server lists only posted entries unless asked; every entry you create "
                "stays unposted until it is posted."
            )
        )
        self.filter_error = FieldError()

        filters = QGridLayout()
        cells = (
            (self.tr("&Code"), self.code_filter, 0, 0),
            (self.tr("&Paper number"), self.paper_filter, 0, 2),
            (self.tr("&From"), self.from_filter, 0, 4),
            (self.tr("&To"), self.to_filter, 0, 6),
            (self.tr("&Account"), self.account_filter, 1, 0),
            (self.tr("Cu&stomer"), self.customer_filter, 1, 2),
        )
        for text, widget, row, column in cells:
            label = QLabel(text)
            label.setBuddy(widget)
            widget.setAccessibleName(text.replace("&", ""))
            filters.addWidget(label, row, column)
            filters.addWidget(widget, row, column + 1)
        filters.addWidget(self.unposted, 1, 4, 1, 4)
        filters.setColumnStretch(1, 1)
        filters.setColumnStretch(3, 1)

        actions = QHBoxLayout()
        self.new_buttons: list[QPushButton] = []
        if cash:
            for text, kind, tip in (
                (self.tr("New cash in"), "cash_in", self.tr("Money received (Ctrl+N)")),
                (self.tr("New cash out"), "cash_out", self.tr("Money paid out")),
            ):
                button = QPushButton(text)
                button.setToolTip(tip)
                button.clicked.connect(lambda _=False, k=kind: self.newRequested.emit(k))
                self.new_buttons.append(button)
        else:
            button = QPushButton(self.tr("New entry"))
            button.setToolTip(self.tr("Create a journal entry (Ctrl+N)"))
            button.clicked.connect(lambda: self.newRequested.emit("journal_entry"))
            self.new_buttons.append(button)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setToolTip(self.tr("Open the selected document (Enter)"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected document (Delete)"))
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        for button in (*self.new_buttons, self.open_button, self.delete_button):
            actions.addWidget(button)
        self.export_button = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_table(vm.model),
            self.tr("cash-documents") if cash else self.tr("journal-entries"),
            self._show_status,
        )
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)

        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Cash documents") if cash else self.tr("Entries"))
        self.table.setModel(vm.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(JournalColumn.DATE, Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setItemDelegate(MutedRowsDelegate(MUTED_ROLE, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(JournalColumn.NOTES, QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Number of documents"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        legend = QLabel(self.tr("Greyed rows are posted or made by the system: read-only."))
        legend.setEnabled(False)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(legend)
        footer.addWidget(self.loading)

        self.setFocusProxy(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.filter_error)
        layout.addLayout(actions)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(footer)

        # view -> view-model
        self.code_filter.textChanged.connect(lambda t: vm.set_filter(code=t, debounce=True))
        self.paper_filter.textChanged.connect(
            lambda t: vm.set_filter(paper_number=t, debounce=True)
        )
        self.from_filter.textChanged.connect(lambda t: self._date_typed("date_from", t))
        self.to_filter.textChanged.connect(lambda t: self._date_typed("date_to", t))
        self.account_filter.chosen.connect(lambda i: vm.set_filter(account_id=i))
        self.customer_filter.chosen.connect(lambda i: vm.set_filter(customer_id=i))
        for picker in (self.account_filter, self.customer_filter):
            picker.unmatched.connect(self._unmatched)
        self.unposted.toggled.connect(lambda on: vm.set_filter(posted_only=not on))
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.refresh_button.clicked.connect(vm.reload)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        add_shortcut(self, QKeySequence.StandardKey.New, self.new_buttons[0].click)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, vm.reload)
        add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)

        # view-model -> view
        vm.loadingChanged.connect(self._show_loading)
        vm.errorChanged.connect(self._show_load_error)
        vm.actionFailed.connect(self._show_action_error)
        vm.summaryChanged.connect(self.summary.setText)
        vm.filterErrorChanged.connect(self.filter_error.show_error)
        vm.model.modelReset.connect(self._fit_columns)
        vm.model.modelReset.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._update_buttons()

    def title(self) -> str:
        return self.tr("Cash in and out") if self.cash else self.tr("Journal entries")

    def selected_entry(self) -> JournalEntryResponse | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.model.entry_at(rows[0].row()) if rows else None

    def _date_typed(self, which: str, text: str) -> None:
        day = _day(text)
        if isinstance(day, str):
            self.filter_error.show_error(
                self.tr("“{text}” is not a date: type it as YYYY-MM-DD.").format(text=day)
            )
            return
        self.filter_error.show_error("")
        self.view_model.set_filter(debounce=True, **{which: day})

    def _unmatched(self, text: str) -> None:
        self.filter_error.show_error(
            self.tr("Nothing matches “{text}”. Pick from the list.").format(text=text)
        )

    def _open_index(self, index: QModelIndex) -> None:
        entry = self.view_model.model.entry_at(index.row())
        if entry is not None:
            self.openRequested.emit(entry)

    def _open_selected(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            self.openRequested.emit(entry)

    def _delete_selected(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        code = entry.document_code or entry.journal_entry_code or ""
        confirm(
            self,
            self.tr("Delete document"),
            self.tr("Delete {code} for good? This cannot be undone.").format(code=code),
            accept_text=self.tr("Delete"),
            on_accept=lambda: self.view_model.delete(entry),
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
                self.tr("The list could not be loaded. {reason}").format(reason=text),
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
        for column in range(self.view_model.model.columnCount()):
            if column != JournalColumn.NOTES:
                self.table.resizeColumnToContents(column)

    def _update_buttons(self) -> None:
        has_selection = self.selected_entry() is not None
        self.open_button.setEnabled(has_selection)
        self.delete_button.setEnabled(has_selection)
