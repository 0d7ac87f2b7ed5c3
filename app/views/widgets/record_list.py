"""``RecordListView``: the list screen every list of records shares.

A filter bar (each subclass adds its filters; a filter that cannot be sent says why under
it), New (Ctrl+N) / Open (Enter) / Delete… (Delete) on the left, Export / Refresh (F5) on
the right, a notice for what the list may be missing, a banner for what went wrong (with
"Try again" when the list could not load), the table (sortable, inactive rows muted) and the
count underneath. Buttons the API does not allow for a resource are simply not there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.record_list import ActiveFilter, RecordListViewModel
from app.viewmodels.table_export import TableExporter, model_sheet
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.dialogs import confirm
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import Banner, FieldError, LoadBanner, add_shortcut, command_bar
from app.views.widgets.screen import Screen
from app.views.widgets.tables import ColumnFitter, make_table, select_row
from app.views.widgets.totals import TotalsLine


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
        multi_select: bool = False,
        column_minimums: Mapping[int, int] | None = None,
    ) -> None:
        """``column_minimums``: columns that keep room to read when all must fit (by
        default the first, the record's name)."""
        super().__init__(view_model, parent)
        self.view_model: RecordListViewModel[Any] = view_model
        self.words = words
        self._can_open = can_open

        self.filters = QHBoxLayout()
        self.filters.addStretch(1)
        self.filter_error = FieldError()

        self.new_button = QPushButton(words.new)
        self.new_button.setToolTip(words.new_tip)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setToolTip(words.open_tip)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected record (Delete)"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the list again (F5)"))
        self.notice = Banner()
        self.banner = LoadBanner()
        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            lambda: model_sheet(view_model.model),
            words.export_name,
            self.banner.show_status,
        )
        self.action_bar = command_bar(
            self.new_button,
            self.open_button,
            self.delete_button,
            right=[self.export_button, self.refresh_button],
        )

        self.table = make_table(view_model.model, words.title, multi_select=multi_select)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.fitter = ColumnFitter(self.table, 160, minimums=column_minimums)
        self.summary = ValueLabel(self.tr("Number of records"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        self.totals = TotalsLine(self.table)
        self.footer = QHBoxLayout()
        self.footer.addWidget(self.summary)
        self.footer.addSpacing(16)
        self.footer.addWidget(self.totals, 1)
        self.footer.addWidget(self.loading)

        self.setFocusProxy(self.table)
        self.main_layout = QVBoxLayout(self)
        self.main_layout.addLayout(self.filters)
        self.main_layout.addWidget(self.filter_error)
        self.main_layout.addLayout(self.action_bar)
        self.main_layout.addWidget(self.notice)
        self.main_layout.addWidget(self.banner)
        self.main_layout.addWidget(self.table, 1)
        self.main_layout.addLayout(self.footer)
        self.totals.refresh()  # parented now: hidden when there is nothing to sum
        # Hidden only once parented: a parentless widget made visible becomes a window.
        self.new_button.setHidden(not words.new)
        self.open_button.setHidden(not can_open)
        self.delete_button.setHidden(not words.delete_title)

        # view -> view-model
        self.new_button.clicked.connect(self.request_new)
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        self.refresh_button.clicked.connect(view_model.reload)
        self.table.doubleClicked.connect(self._open_index)
        self.table.activated.connect(self._open_index)
        if words.new:
            add_shortcut(self, QKeySequence.StandardKey.New, self.request_new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)
        if words.delete_title:
            add_shortcut(self, QKeySequence(Qt.Key.Key_Delete), self._delete_selected)

        # view-model -> view
        view_model.loadingChanged.connect(self._show_loading)
        view_model.errorChanged.connect(self._show_load_error)
        view_model.actionFailed.connect(self.banner.show_warning)
        view_model.summaryChanged.connect(self.summary.setText)
        view_model.noticeChanged.connect(self._show_notice)
        view_model.filterErrorChanged.connect(self.filter_error.show_error)
        view_model.model.modelReset.connect(self.fit_columns)
        view_model.model.modelReset.connect(self._update_buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self._enable_open_and_delete()  # a subclass's own buttons: at the end of its init

    def title(self) -> str:
        return self.words.title

    # -- building the filter bar and the buttons -----------------------------------------
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

    def add_status_filter(self) -> QComboBox:
        """Active and inactive / Active only / Inactive only, filtered here (the APIs have
        no such filter)."""
        return self.add_combo_filter(
            self.tr("Stat&us"),
            [
                (self.tr("Active and inactive"), ActiveFilter.ALL),
                (self.tr("Active only"), ActiveFilter.ACTIVE),
                (self.tr("Inactive only"), ActiveFilter.INACTIVE),
            ],
            self.view_model.set_active_filter,
        )

    def use_filter_layout(self, layout: QLayout) -> None:
        """Filters laid out by the subclass (a grid) instead of the one-line bar."""
        self.main_layout.removeItem(self.filters)
        self.main_layout.insertLayout(0, layout)
        self.filters = QHBoxLayout()  # add_filter now has nowhere visible to go

    def add_action(self, button: QPushButton) -> QPushButton:
        """A command on the selection, placed before Delete…."""
        self.action_bar.insertWidget(self.action_bar.indexOf(self.delete_button), button)
        return button

    def add_note(self, text: str) -> QLabel:
        """A muted sentence under the buttons: what this list cannot do, and why."""
        note = QLabel(text)
        note.setWordWrap(True)
        note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.main_layout.insertWidget(self.main_layout.indexOf(self.notice), note)
        return note

    def add_legend(self, text: str) -> QLabel:
        """A muted sentence beside the count (what the muted rows mean)."""
        legend = QLabel(text)
        legend.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.footer.insertWidget(self.footer.indexOf(self.loading), legend)
        return legend

    # -- selection -----------------------------------------------------------------------
    def selected_records(self) -> list[Any]:
        """The selected records, top to bottom."""
        model = self.view_model.model
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [record for record in (model.row_at(row) for row in rows) if record is not None]

    def selected_record(self) -> Any | None:
        """The record a one-record command acts on: the current row when it is selected,
        else the first selected."""
        selected = self.selected_records()
        current = self.table.currentIndex()
        if current.isValid():
            record = self.view_model.model.row_at(current.row())
            if any(record is other for other in selected):
                return record
        return selected[0] if selected else None

    def select_row(self, row: int) -> None:
        """Select a row through the selection model (``QTableView.selectRow`` misbehaves in
        right-to-left layouts)."""
        select_row(self.table, row)

    def can_open(self, record: Any) -> bool:
        """Whether the record can be opened in an editor (subclasses may refuse some)."""
        return self._can_open

    def can_delete(self, record: Any) -> bool:
        return bool(self.words.delete_title)

    # -- commands ------------------------------------------------------------------------
    def request_new(self) -> None:
        """New (Ctrl+N): ask for an editor of a new record."""
        if self.words.new:
            self.openRequested.emit(None)

    def _open_index(self, index: QModelIndex) -> None:
        self._open(self.view_model.model.row_at(index.row()))

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
            accept_text=self.tr("&Delete"),
            on_accept=lambda: self.view_model.delete(record),
            destructive=True,
        )

    # -- view-model -> view --------------------------------------------------------------
    def _show_notice(self, text: str) -> None:
        if text:
            self.notice.show_message(text, kind="info")
        else:
            self.notice.clear()

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)

    def _show_load_error(self, text: str) -> None:
        template = self.words.load_failed or self.tr("The list could not be loaded. {reason}")
        self.banner.show_load_error(
            template.format(reason=text) if text else "", self.view_model.reload
        )

    def fit_columns(self) -> None:
        """After each load: every column shows, the first (the record's name) with room to
        read (``app.views.widgets.tables.fit_columns``)."""
        self.fitter.fit()

    def _update_buttons(self) -> None:
        self._enable_open_and_delete()
        self.selection_changed()

    def _enable_open_and_delete(self) -> None:
        record = self.selected_record()
        self.open_button.setEnabled(record is not None and self.can_open(record))
        self.delete_button.setEnabled(record is not None and self.can_delete(record))

    def selection_changed(self) -> None:
        """The selection or the rows changed: subclasses enable their own commands here
        (and call it once at the end of their constructor)."""
