"""Help › Check this server…: the doctor's report on screen, with Save as zip…

Shown with ``open()`` (a nested loop breaks qasync). The report itself is in English
whatever the window's language: it is the text ``backoffice doctor`` prints, made to be
sent to us as it is; the dialog around it says so."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app import clock
from app.viewmodels.shell.server_check import STEPS, ServerCheckViewModel
from app.views.widgets.export import save_file_dialog
from app.views.widgets.forms import Banner

HANGING_INDENT = 2
"""Characters a wrapped line of the report starts further in than its first line."""


def show_plain_report(edit: QTextEdit, text: str) -> None:
    """``text`` in ``edit``, each line wrapped under itself: the report nests by leading
    spaces (a list's name, then its differences), and a wrapped line starting at the
    left edge would read as a heading of its own."""
    edit.setPlainText(text)
    space = QFontMetricsF(edit.font()).horizontalAdvance(" ")
    cursor = QTextCursor(edit.document())
    cursor.beginEditBlock()
    block = edit.document().begin()
    while block.isValid():
        line = block.text()
        depth = (len(line) - len(line.lstrip(" ")) + HANGING_INDENT) * space
        shape = QTextBlockFormat(block.blockFormat())
        # The text keeps its own leading spaces; the margin places only the wrapped lines.
        shape.setLeftMargin(depth)
        shape.setTextIndent(-depth)
        cursor.setPosition(block.position())
        cursor.setBlockFormat(shape)
        block = block.next()
    cursor.endEditBlock()


class ServerCheckDialog(QDialog):
    """Progress while the check runs, then the report; Save as zip… once it is there."""

    def __init__(self, view_model: ServerCheckViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        self.setObjectName("ServerCheckDialog")
        self.setWindowTitle(self.tr("Check this server"))
        self.resize(820, 560)
        intro = QLabel(
            self.tr(
                "Reads every list of {server} (nothing is changed) and compares the answers "
                "with what this app expects. The report is in English so that it can be sent "
                "to us as it is; the zip holds no customer's data."
            ).format(server=view_model.server)
        )
        intro.setWordWrap(True)
        self.step = QLabel(self.tr("Starting…"))
        self.step.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, STEPS)
        self.progress.setValue(0)
        self.banner = Banner()
        self.report = QTextEdit()
        self.report.setReadOnly(True)
        self.report.setAcceptRichText(False)
        # The report is English whatever the window's language: it reads left to right
        # (the box itself, its scroll bar, follows the window).
        option = self.report.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.LeftToRight)
        self.report.document().setDefaultTextOption(option)
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.report.setAccessibleName(self.tr("Report"))
        self.report.setPlaceholderText(self.tr("The report appears here when the check ends."))
        self.save_button = QPushButton(self.tr("Save as &zip…"))
        self.save_button.setEnabled(False)
        self.again_button = QPushButton(self.tr("Check a&gain"))
        self.again_button.setEnabled(False)
        self.close_button = QPushButton(self.tr("&Close"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addWidget(self.step)
        layout.addWidget(self.progress)
        layout.addWidget(self.report, 1)
        layout.addLayout(buttons)
        view_model.stepped.connect(self._stepped)
        view_model.finished.connect(self._finished)
        view_model.failed.connect(self._failed)
        view_model.stopped.connect(self._stopped)
        self.save_button.clicked.connect(self.choose_zip)
        self.again_button.clicked.connect(self.start)
        self.close_button.clicked.connect(self.reject)

    def start(self) -> None:
        self.banner.clear()
        self.report.clear()
        self.save_button.setEnabled(False)
        self.again_button.setEnabled(False)
        self.progress.setValue(0)
        self.step.setText(self.tr("Starting…"))
        self.view_model.start()

    def _stepped(self, number: int, total: int, text: str) -> None:
        self.progress.setValue(number - 1)
        self.step.setText(
            self.tr("Step {number} of {total}: {what}").format(
                number=number, total=total, what=text
            )
        )

    def _finished(self, text: str) -> None:
        self.progress.setValue(STEPS)
        self.step.setText(self.tr("Done."))
        show_plain_report(self.report, text)
        self.save_button.setEnabled(True)
        self.again_button.setEnabled(True)
        self.save_button.setFocus()

    def _stopped(self, message: str, text: str) -> None:
        """The server went away half way: why, and the report of what was read until then
        (it can be saved: it says it stopped)."""
        self.step.setText(self.tr("Stopped."))
        self.banner.show_message(message, kind="warning")
        show_plain_report(self.report, text)
        self.save_button.setEnabled(True)
        self.again_button.setEnabled(True)
        self.again_button.setFocus()

    def _failed(self, message: str) -> None:
        self.step.setText(self.tr("Stopped."))
        self.banner.show_message(message)
        self.again_button.setEnabled(True)

    def choose_zip(self) -> QDialog:
        suggested = Path.home() / f"server-check-{clock.today().isoformat()}.zip"
        return save_file_dialog(
            self, self.tr("Save the report"), suggested, self.tr("Zip files (*.zip)"), self.save_to
        )

    def save_to(self, path: str) -> None:
        problem = self.view_model.save_zip(Path(path))
        if problem is not None:
            self.banner.show_message(problem)
        else:
            self.banner.show_message(self.tr("Saved {path}.").format(path=path), kind="info")
