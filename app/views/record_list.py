"""``RecordListView``: the list screen every master-data list shares.

A filter bar (each subclass adds its filters), New (Ctrl+N) / Open (Enter) / Delete…
(Delete) / Export / Refresh (F5), a banner for what went wrong (with "Try again" when the
list could not load), the table (sortable, inactive rows muted) and a count underneath.
Buttons the API does not allow for a resource are simply not there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
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

from app.viewmodels.record_list import INACTIVE_ROLE, RecordListViewModel
from app.viewmodels.table_export import TableExporter, model_table
from app.views.dialogs import confirm
from app.views.export import ExportButton
from app.views.forms import Banner, add_shortcut
from app.views.screen import Screen
from app.views.tables import MutedRowsDelegate


@dataclass(frozen=True)
class ListWords:
    """The translated words of one list screen."""

    title: str
    """Tab title and the table's accessible name, e.g. "Brands"."""
    export_name: str
    """The suggested file name of an export, e.g. "brands"."""
    new: str = ""
    """The New button ("New brand"); empty: the API cannot create these."""
    new_tip: str = ""
    open_tip: str = ""
    delete_title: str = ""
    """The delete confirmation's title; empty: no Delete button."""
    delete_question: str = ""
    """With ``{name}``."""
    load_failed: str = ""
    """With ``{reason}``: the banner when the list could not load."""


class RecordListView(Screen):
    """Binds a ``RecordListViewModel``; asks the main window to open editors through
    ``openRequested`` (a record, or None for a new one)."""

    openRequested = Signal(object)

    def __init__(
        self,
        view_model: RecordListViewModel[Any],
        words: ListWords,
        parent: QWidget | None = None,
        *,
        can_open: bool = True,
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: RecordListViewModel[Any] = view_model
        self.words = words
        self._can_open = can_open

        self.filters = QHBoxLayout()
        self.filters.addStretch(1)

        self.new_button = QPushButton(words.new)
        self.new_button.setToolTip(words.new_tip)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setToolTip(words.open_tip)
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected record (Delete)"))
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.action_bar = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.delete_button):
            self.action_bar.addWidget(button)
        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            lambda: model_table(view_model.model),
            words.export_name,
            self._show_status,
        )
        self.action_bar.addStretch(1)
        self.action_bar.addWidget(self.export_button)
        self.action_bar.addWidget(self.refresh_button)

        self.banner = Banner()
        self.table = QTableView()
        self.table.setAccessibleName(words.title)
        self.table.setModel(view_model.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.setItemDelegate(MutedRowsDelegate(INACTIVE_ROLE, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(60)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Number of records"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(self.loading)

        self.setFocusProxy(self.table)
        self.main_layout = QVBoxLayout(self)
        self.main_layout.addLayout(self.filters)
        self.main_layout.addLayout(self.action_bar)
        self.main_layout.addWidget(self.banner)
        self.main_layout.addWidget(self.table, 1)
        self.main_layout.addLayout(footer)
        # Hidden only once parented: a parentless widget made visible becomes a window.
        self.new_button.setHidden(not words.new)
        self.open_button.setHidden(not can_open)
        self.delete_button.setHidden(not words.delete_title)

        # view -> view-model
        self.new_button.clicked.connect(self._new)
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.refresh_button.clicked.connect(view_model.reload)
        self.banner.actionClicked.connect(self._banner_action)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        if words.new:
            add_shortcut(self, QKeySequence.StandardKey.New, self._new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)
        if words.delete_title:
            add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)

        # view-model -> view
        view_model.loadingChanged.connect(self._show_loading)
        view_model.errorChanged.connect(self._show_load_error)
        view_model.actionFailed.connect(self._show_action_error)
        view_model.summaryChanged.connect(self.summary.setText)
        view_model.model.modelReset.connect(self._fit_columns)
        view_model.model.modelReset.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._update_buttons()

    def title(self) -> str:
        return self.words.title

    # -- building the filter bar ---------------------------------------------------------
    def add_filter(self, label_text: str, widget: QWidget, *, stretch: int = 0) -> None:
        """A labelled filter (the label is its buddy: Alt+letter reaches it)."""
        label = QLabel(label_text)
        label.setBuddy(widget)
        widget.setAccessibleName(label_text.replace("&", ""))
        at = self.filters.count() - 1  # before the closing stretch
        self.filters.insertWidget(at, label)
        self.filters.insertWidget(at + 1, widget, stretch)
        self.filters.insertSpacing(at + 2, 8)

    def add_text_filter(
        self, label_text: str, name: str, placeholder: str, *, stretch: int = 1
    ) -> QLineEdit:
        """A server-side text filter (debounced by the view-model)."""
        edit = QLineEdit()
        edit.setPlaceholderText(placeholder)
        edit.setClearButtonEnabled(True)
        edit.setMinimumWidth(120)
        edit.textChanged.connect(lambda text: self.view_model.set_filter(name, text))
        self.add_filter(label_text, edit, stretch=stretch)
        return edit

    def add_combo_filter(
        self, label_text: str, choices: list[tuple[str, object]], on_choose: Any
    ) -> QComboBox:
        combo = QComboBox()
        for text, data in choices:
            combo.addItem(text, data)
        combo.currentIndexChanged.connect(lambda _index: on_choose(combo.currentData()))
        self.add_filter(label_text, combo)
        return combo

    def add_note(self, text: str) -> QLabel:
        """A muted sentence under the buttons: what this list cannot do, and why."""
        note = QLabel(text)
        note.setWordWrap(True)
        note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.main_layout.insertWidget(self.main_layout.indexOf(self.banner), note)
        return note

    # -- selection -----------------------------------------------------------------------
    def selected_record(self) -> Any | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.model.record_at(rows[0].row()) if rows else None

    def select_row(self, row: int) -> None:
        """Select a row through the selection model (``QTableView.selectRow`` misbehaves in
        right-to-left layouts)."""
        model = self.view_model.model
        if not 0 <= row < model.rowCount():
            return
        index = model.index(row, 0)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().setCurrentIndex(index, flags)

    def can_open(self, record: Any) -> bool:
        """Whether the record can be opened in an editor (subclasses may refuse some)."""
        return self._can_open

    def can_delete(self, record: Any) -> bool:
        return bool(self.words.delete_title)

    # -- commands ------------------------------------------------------------------------
    def _new(self) -> None:
        if self.words.new:
            self.openRequested.emit(None)

    def _open_index(self, index: QModelIndex) -> None:
        self._open(self.view_model.model.record_at(index.row()))

    def _open_selected(self) -> None:
        self._open(self.selected_record())

    def _open(self, record: Any | None) -> None:
        if record is None:
            return
        if self.can_open(record):
            self.openRequested.emit(record)
        else:
            self.refused_open(record)

    def refused_open(self, record: Any) -> None:
        """Opening a record the API cannot edit: say why (subclasses that refuse some)."""

    def _delete_selected(self) -> None:
        record = self.selected_record()
        if record is None or not self.can_delete(record):
            return
        confirm(
            self,
            self.words.delete_title,
            self.words.delete_question.format(name=self.view_model.record_name(record)),
            accept_text=self.tr("Delete"),
            on_accept=lambda: self.view_model.delete(record),
            destructive=True,
        )

    # -- view-model -> view --------------------------------------------------------------
    def _show_status(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)

    def _show_load_error(self, text: str) -> None:
        if text:
            template = self.words.load_failed or self.tr("The list could not be loaded. {reason}")
            self.banner.show_message(template.format(reason=text), action=self.tr("Try again"))
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
        # These lists are short, so measuring every cell is cheap; widths are then the
        # clerk's to change. The first column (the record's name) gets room to read.
        self.table.resizeColumnsToContents()
        width = self.table.columnWidth(0)
        self.table.setColumnWidth(0, max(width + 24, 160))
        for column in range(1, self.view_model.model.columnCount()):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column) + 16, 360))

    def _update_buttons(self) -> None:
        record = self.selected_record()
        self.open_button.setEnabled(record is not None and self.can_open(record))
        self.delete_button.setEnabled(record is not None and self.can_delete(record))
