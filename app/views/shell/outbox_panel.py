"""Tools > Drafts and Outbox: unfinished work, and a button for each thing it may need."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.shell.outbox_panel import (
    OutboxPanelViewModel,
    PendingAction,
    PendingColumn,
    PendingWork,
    sends_now,
    title_of,
)
from app.views.widgets.dialogs import confirm
from app.views.widgets.forms import Banner, add_shortcut
from app.views.widgets.screen import Screen
from app.views.widgets.tables import fit_header_height


def _key(work: PendingWork) -> tuple[object, object]:
    """What stays the same for a row across refreshes."""
    return (
        work.draft.id if work.draft is not None else None,
        work.item.id if work.item is not None else None,
    )


class OutboxPanelView(Screen):
    """Binds an ``OutboxPanelViewModel``; the main window opens the drafts it asks for."""

    openDraftRequested = Signal(object)

    def __init__(self, view_model: OutboxPanelViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: OutboxPanelViewModel = view_model
        self.setObjectName("OutboxPanelView")

        intro = QLabel(
            self.tr(
                "What you typed that is not on the server yet. Requests wait here while the "
                "server cannot be reached and are sent, once each, when it can."
            )
        )
        intro.setWordWrap(True)
        self.banner = Banner()
        self.edit_button = QPushButton(self.tr("&Edit"))
        self.edit_button.setToolTip(self.tr("Open it to correct or finish it (Enter)"))
        self.send_again_button = QPushButton(self.tr("&Send again"))
        self.send_again_button.setToolTip(
            self.tr("You checked: it is not on the server. Send it again.")
        )
        self.mark_saved_button = QPushButton(self.tr("It &was saved"))
        self.mark_saved_button.setToolTip(
            self.tr("You found it on the server: nothing more to send.")
        )
        self.discard_button = QPushButton(self.tr("&Discard…"))
        self.discard_button.setToolTip(self.tr("Drop it: it will not be sent (Delete)"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Look again (F5)"))
        buttons = QHBoxLayout()
        for button in (
            self.edit_button,
            self.send_again_button,
            self.mark_saved_button,
            self.discard_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)

        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Drafts and outbox"))
        self.table.setModel(view_model.model)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        detail = view_model.model.COLUMNS.index(PendingColumn.DETAIL)
        header.setSectionResizeMode(detail, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel(self.tr("Nothing waiting: everything you typed is on the server."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.setFocusProxy(self.table)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(buttons)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)

        self.edit_button.clicked.connect(lambda: self._act(PendingAction.EDIT))
        self.send_again_button.clicked.connect(lambda: self._act(PendingAction.SEND_AGAIN))
        self.mark_saved_button.clicked.connect(lambda: self._act(PendingAction.MARK_SAVED))
        self.discard_button.clicked.connect(lambda: self._act(PendingAction.DISCARD))
        self.refresh_button.clicked.connect(view_model.refresh)
        self.table.activated.connect(lambda _index: self._act(PendingAction.EDIT))
        self.table.doubleClicked.connect(lambda _index: self._act(PendingAction.EDIT))
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.refresh)
        add_shortcut(
            self, QKeySequence(Qt.Key.Key_Delete), lambda: self._act(PendingAction.DISCARD)
        )

        view_model.openDraftRequested.connect(self.openDraftRequested)
        view_model.messageChanged.connect(self._show_message)
        view_model.model.modelAboutToBeReset.connect(self._remember_selection)
        # After the selection model has cleared itself for the reset, not before.
        view_model.model.modelReset.connect(
            lambda: QTimer.singleShot(0, self, self._rows_changed),
            Qt.ConnectionType.QueuedConnection,
        )
        self._selected_key: tuple[object, object] | None = None
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        view_model.refresh()
        self._rows_changed()  # shown right away, not one event later

    def title(self) -> str:
        return self.tr("Drafts and outbox")

    def showEvent(self, event: QShowEvent) -> None:
        # Editors write drafts without telling anyone: look again whenever the tab shows.
        self.view_model.refresh()
        super().showEvent(event)

    def selected(self) -> PendingWork | None:
        rows = self.table.selectionModel().selectedRows()
        return self.view_model.row(rows[0].row()) if rows else None

    def select_row(self, row: int) -> None:
        # Through the selection model: QTableView.selectRow selected nothing in a
        # right-to-left layout here.
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
            | QItemSelectionModel.SelectionFlag.Current
        )
        self.table.selectionModel().select(self.view_model.model.index(row, 0), flags)

    def _act(self, action: PendingAction) -> None:
        work = self.selected()
        if work is None or action not in work.actions:
            return
        vm = self.view_model
        if action is PendingAction.EDIT:
            vm.edit(work)
        elif action is PendingAction.SEND_AGAIN:
            vm.send_again(work)
        elif action is PendingAction.MARK_SAVED:
            vm.mark_saved(work)
        else:
            confirm(
                self,
                self.tr("Discard"),
                self.tr(
                    "Discard “{title}”? It will not be sent and what was typed is lost."
                ).format(title=title_of(work)),
                accept_text=self.tr("&Discard"),
                on_accept=lambda: vm.discard(work),
                destructive=True,
            )

    def _remember_selection(self) -> None:
        work = self.selected()
        self._selected_key = _key(work) if work is not None else None

    def _rows_changed(self) -> None:
        rows = self.view_model.model.rows
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        if not rows:
            self.table.clearSelection()
        elif not self.table.selectionModel().hasSelection():
            keys = [_key(work) for work in rows]
            self.select_row(keys.index(self._selected_key) if self._selected_key in keys else 0)
        self._update_buttons()

    def _update_buttons(self) -> None:
        work = self.selected()
        actions = work.actions if work is not None else frozenset()
        self.edit_button.setEnabled(PendingAction.EDIT in actions)
        self.send_again_button.setEnabled(PendingAction.SEND_AGAIN in actions)
        # One button, two verbs: a waiting row goes now; a row the server could not
        # account for goes again (the clerk checked it is not there).
        if sends_now(work):
            self.send_again_button.setText(self.tr("&Send now"))
            self.send_again_button.setToolTip(self.tr("Send it now, rather than at the next try."))
        else:
            self.send_again_button.setText(self.tr("&Send again"))
            self.send_again_button.setToolTip(
                self.tr("You checked: it is not on the server. Send it again.")
            )
        self.mark_saved_button.setEnabled(PendingAction.MARK_SAVED in actions)
        self.discard_button.setEnabled(PendingAction.DISCARD in actions)

    def _show_message(self, text: str) -> None:
        self.banner.show_message(text, kind="info")
