"""What the window shows of updates: Help › Check for updates, the offer, the download's
progress in the status bar, Install and restart (the steps are the view-model's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar, QPushButton

from app.viewmodels.errors import UserMessage
from app.viewmodels.shell.updates import UpdatesViewModel

if TYPE_CHECKING:  # (the box's class is built when an offer is made, not at start-up)
    from PySide6.QtWidgets import QMessageBox


class UpdatesView(QObject):
    """The update parts of ``window``: a Help menu entry, three status bar widgets (a
    caption, a progress bar and an Install and restart button, each shown when it means
    something) and the boxes that offer a download and an install."""

    def __init__(
        self,
        view_model: UpdatesViewModel,
        window: QMainWindow,
        check_action: QAction,
        can_quit: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self.view_model = view_model
        self._window = window
        self._can_quit = can_quit
        self.check_action = check_action  # Help › Check for updates (the window's menu)
        self.check_action.triggered.connect(lambda: view_model.check(asked=True))
        self.caption = QLabel()
        self.caption.setContentsMargins(8, 0, 8, 0)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(True)
        self.progress.setAccessibleName(self.tr("Update download"))
        self.install_button = QPushButton(self.tr("&Install and restart"))
        self.install_button.setFlat(True)
        self.install_button.clicked.connect(self.install_and_restart)
        bar = window.statusBar()
        for widget in (self.caption, self.progress, self.install_button):
            widget.hide()
            bar.addPermanentWidget(widget)
        self.offer_box: QMessageBox | None = None
        view_model.offered.connect(self._offer)
        view_model.progressChanged.connect(self._show_progress)
        view_model.ready.connect(self._ready)
        view_model.installing.connect(self._installing)
        view_model.restartReady.connect(window.close)
        view_model.told.connect(self._tell)

    def install_and_restart(self) -> None:
        self.view_model.install_and_restart(self._can_quit)

    def _box(self, title: str, text: str, notes: str, accept: str) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self._window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        if notes:
            box.setInformativeText(notes)
        box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
        later = box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.setEscapeButton(later)
        box.finished.connect(box.deleteLater)
        return box

    def _offer(self, version: str, notes: str) -> None:
        box = self._box(
            self.tr("Update available"),
            self.tr("Version {version} is available (this is {current}).").format(
                version=version, current=self.view_model.current_version
            ),
            notes,
            self.tr("&Download"),
        )
        box.accepted.connect(self.view_model.download)
        self.offer_box = box
        box.open()

    def _show_progress(self, received: int, total: int) -> None:
        release = self.view_model.release
        self.caption.setText(
            self.tr("Downloading version {version}…").format(
                version=release.version if release else ""
            )
        )
        # Kilobytes: QProgressBar holds an int, and an archive may pass 2 GB one day.
        self.progress.setRange(0, max(1, total // 1024))
        self.progress.setValue(received // 1024)
        self.caption.show()
        self.progress.show()

    def _ready(self, version: str) -> None:
        self.progress.hide()
        self.caption.setText(self.tr("Version {version} is ready").format(version=version))
        self.caption.show()
        self.install_button.show()
        box = self._box(
            self.tr("Update ready"),
            self.tr(
                "Version {version} is downloaded and verified. Install it and restart now? "
                "Your open tabs are kept as drafts and come back after the restart; what "
                "waits in the outbox is sent by the new version."
            ).format(version=version),
            "",
            self.tr("&Install and restart"),
        )
        box.accepted.connect(self.install_and_restart)
        self.offer_box = box
        box.open()

    def _installing(self, version: str) -> None:
        self.install_button.hide()
        self.caption.setText(
            self.tr("Installing version {version}; the app restarts when it is in place…").format(
                version=version
            )
        )
        self.caption.show()

    def _tell(self, message: UserMessage) -> None:
        if self.view_model.release is None:
            self.caption.hide()
            self.progress.hide()
            self.install_button.hide()
        from app.views.widgets.dialogs import show_message  # (dialogs are not loaded at start)

        show_message(self._window, message)
