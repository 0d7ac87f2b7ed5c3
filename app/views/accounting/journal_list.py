"""Accounting > Journal entries, and Accounting > Cash in and out: the list of accounting
documents with its filter bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.viewmodels.accounting.journal_list import JournalColumn, JournalListViewModel
from app.viewmodels.choices import CachedChoices
from app.views.widgets.record_list import ListWords, RecordListView
from app.views.widgets.reference_picker import ReferencePicker


class JournalListView(RecordListView):
    """Binds a ``JournalListViewModel``. ``newRequested(kind)`` asks for a new document of
    a draft kind ("journal_entry", "cash_in", "cash_out"); ``openRequested(entry)`` for an
    entry to open."""

    newRequested = Signal(str)

    def __init__(
        self,
        view_model: JournalListViewModel,
        parent: QWidget | None = None,
        *,
        cash: bool = False,
    ) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Cash in and out") if cash else self.tr("Journal entries"),
                export_name=self.tr("cash-documents") if cash else self.tr("journal-entries"),
                new=self.tr("&New cash in") if cash else self.tr("&New entry"),
                new_tip=(
                    self.tr("Money received (Ctrl+N)")
                    if cash
                    else self.tr("Create a journal entry (Ctrl+N)")
                ),
                open_tip=self.tr("Open the selected document (Enter)"),
                delete_title=self.tr("Delete document"),
                delete_question=self.tr("Delete {name} for good? This cannot be undone."),
            ),
            parent,
            multi_select=True,  # the totals line sums the documents selected
        )
        self.view_model: JournalListViewModel = view_model
        self.cash = cash
        vm = view_model
        self.setObjectName("CashListView" if cash else "JournalListView")
        self._new_kind = "cash_in" if cash else "journal_entry"
        self.new_buttons: list[QPushButton] = [self.new_button]
        if cash:
            cash_out = QPushButton(self.tr("Ne&w cash out"))
            cash_out.setToolTip(self.tr("Money paid out"))
            cash_out.clicked.connect(lambda: self.newRequested.emit("cash_out"))
            self.action_bar.insertWidget(self.action_bar.indexOf(self.new_button) + 1, cash_out)
            self.new_buttons.append(cash_out)

        self.code_filter = self._text_filter("code", self.tr("e.g. JE-12"))
        self.paper_filter = self._text_filter("paper_number", "")
        self.from_filter = self._text_filter("date_from", self.tr("YYYY-MM-DD"))
        self.from_filter.setMaximumWidth(120)
        self.to_filter = self._text_filter("date_to", self.tr("YYYY-MM-DD"))
        self.to_filter.setMaximumWidth(120)
        accounts = CachedChoices(vm.session, "accounts", active_only=False)
        customers = CachedChoices(vm.session, "customers", active_only=False)
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
        filters = QGridLayout()
        cells = (
            (self.tr("Cod&e"), self.code_filter, 0, 0),
            (self.tr("&Paper number"), self.paper_filter, 0, 2),
            (self.tr("From"), self.from_filter, 0, 4),
            (self.tr("To"), self.to_filter, 0, 6),
            (self.tr("Account"), self.account_filter, 1, 0),
            (self.tr("Customer"), self.customer_filter, 1, 2),
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
        self.use_filter_layout(filters)

        self.table.setAccessibleName(self.tr("Cash documents") if cash else self.tr("Entries"))
        self.table.sortByColumn(JournalColumn.DATE, Qt.SortOrder.DescendingOrder)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(JournalColumn.NOTES, QHeaderView.ResizeMode.Stretch)
        self.summary.set_caption(self.tr("Number of documents"))
        self.add_legend(self.tr("Greyed rows are posted or made by the system: read-only."))

        self.account_filter.chosen.connect(
            lambda account_id: vm.set_filter("account_id", account_id, debounce=False)
        )
        self.customer_filter.chosen.connect(
            lambda customer_id: vm.set_filter("customer_id", customer_id, debounce=False)
        )
        for picker in (self.account_filter, self.customer_filter):
            picker.unmatched.connect(self._unmatched)
        self.unposted.toggled.connect(
            lambda on: vm.set_filter("posted_only", not on, debounce=False)
        )
        self.selection_changed()

    def _text_filter(self, name: str, placeholder: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setPlaceholderText(placeholder)
        edit.setClearButtonEnabled(True)
        edit.textChanged.connect(lambda text: self.view_model.set_filter(name, text))
        return edit

    def request_new(self) -> None:
        self.newRequested.emit(self._new_kind)

    def _unmatched(self, text: str) -> None:
        self.filter_error.show_error(
            self.tr("Nothing matches “{text}”. Pick from the list.").format(text=text)
        )

    def fit_columns(self) -> None:
        for column in range(self.view_model.model.columnCount()):
            if column != JournalColumn.NOTES:
                self.table.resizeColumnToContents(column)
