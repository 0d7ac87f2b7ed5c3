"""Help › Check this server…: the doctor's visit (``app.doctor``) on the session's client.

The same check as ``backoffice doctor``: reads only, paced by the session's rate limiter
(its requests wait behind the clerk's, at background priority). ``stepped(number, total,
text)`` for each step, ``finished(report text)`` at the end, ``stopped(message, report
text)`` when the server stopped answering half way (the report holds what was read until
then), ``failed(message)`` for any other refusal; ``save_zip`` writes what ``--out`` writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.doctor.catalogue import PROBES
from app.doctor.report import Report, write_zip
from app.doctor.run import examine
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.tasks import TaskOwner

if TYPE_CHECKING:
    from app.viewmodels.session import Session

translate = QCoreApplication.translate

STEPS = len(PROBES) + 1
"""One step per list of the contract, and one for the refusals provoked."""


class ServerCheckViewModel(TaskOwner):
    """Runs the check once per ``start``; keeps the last report for ``save_zip``."""

    stepped = Signal(int, int, str)
    finished = Signal(str)
    failed = Signal(str)
    stopped = Signal(str, str)
    """The server went away half way: (why, for the clerk; the report of what was read)."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self._session = session
        self._step = 0
        self.report: Report | None = None

    @property
    def server(self) -> str:
        return self._session.client.connection.api_root

    def start(self) -> None:
        if self.busy:
            return
        self._step = 0
        self.report = None
        self.run(self._check(), context=translate("ServerCheck", "Checking the server"))

    async def _check(self) -> None:
        try:
            report = await examine(self._session.client, progress=self._progressed)
        except api_errors.ApiError as exc:
            self.failed.emit(
                translate("ServerCheck", "The check stopped: {reason}").format(
                    reason=exc.log_text()
                )
            )
            return
        self.report = report
        if report.stopped:
            self.stopped.emit(
                translate(
                    "ServerCheck",
                    "The check stopped before its end: the server did not answer ({reason})."
                    " Below is what it found until then.",
                ).format(reason=report.stopped),
                report.text(),
            )
            return
        self.finished.emit(report.text())

    def _progressed(self, text: str) -> None:
        if text == "done":
            return
        self._step += 1
        number = min(self._step, STEPS)
        # The engine's line is English (the command line's); the window says it in the
        # clerk's language, naming the endpoint as the report does.
        if number <= len(PROBES):
            what = translate("ServerCheck", "reading {endpoint}").format(
                endpoint=PROBES[number - 1].endpoint
            )
        else:
            what = translate("ServerCheck", "asking for an unknown id and for too many rows")
        self.stepped.emit(number, STEPS, what)

    def save_zip(self, path: Path) -> str | None:
        """Write the zip; None when written, else why not (a sentence for the clerk)."""
        if self.report is None:
            return translate("ServerCheck", "There is no report to save yet.")
        try:
            write_zip(self.report, path)
        except OSError as exc:
            return translate("ServerCheck", "Could not save {path}: {reason}").format(
                path=path, reason=exc.strerror or type(exc).__name__
            )
        return None
