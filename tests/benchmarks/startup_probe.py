"""Runs a program and says when its main window first answers an input event.

    python -m tests.benchmarks.startup_probe app [ARGS ...]   # the backoffice command
    python -m tests.benchmarks.startup_probe bare             # a bare PySide6 window
    python -m tests.benchmarks.startup_probe app-online [ARGS ...]

Both are timed the same way: ``QApplication`` is replaced, before anything imports it, by a
subclass that watches every event. When the first ``QMainWindow`` is exposed (mapped on a
real X server; shown on the offscreen platform), a key press is *posted* to it (queued like
one from the window system, so it is handled only once the event loop runs and is free);
when the window receives it, the probe prints ``answered`` on stdout and ends the process at
once (what comes after, the session and shutdown, is not start-up). ``app-online`` goes on
until the window's session is online (the demo company created, served and answering) and
prints ``online``. The benchmark (``bench_startup``) times from starting the process to
that line.
"""

from __future__ import annotations

import os
import sys

from PySide6 import QtWidgets
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QWindow

PROBE_KEY = Qt.Key.Key_F35  # no screen binds it


class _Probe(QObject):
    until_online = False

    def __init__(self) -> None:
        super().__init__()
        self.target: QtWidgets.QMainWindow | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(10)
        self._poll.timeout.connect(self._check_online)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if self.target is None and kind == QEvent.Type.Expose and isinstance(watched, QWindow):
            if watched.isExposed():
                for widget in QtWidgets.QApplication.topLevelWidgets():
                    if isinstance(widget, QtWidgets.QMainWindow) and (
                        widget.windowHandle() is watched
                    ):
                        self.target = widget
                        key = QKeyEvent(
                            QEvent.Type.KeyPress, PROBE_KEY, Qt.KeyboardModifier.NoModifier
                        )
                        QCoreApplication.postEvent(widget, key)
        elif (
            kind == QEvent.Type.KeyPress
            and watched is self.target
            and isinstance(event, QKeyEvent)
            and event.key() == PROBE_KEY
        ):
            sys.stdout.write("answered\n")
            sys.stdout.flush()
            if not self.until_online:
                os._exit(0)
            self._poll.start()
        return False

    def _check_online(self) -> None:
        view_model = getattr(self.target, "view_model", None)
        state = getattr(view_model, "connection_state", None)
        if getattr(state, "value", None) == "online":
            sys.stdout.write("online\n")
            sys.stdout.flush()
            os._exit(0)


class ProbeApplication(QtWidgets.QApplication):
    """The application class the program under test builds (see the module's docstring)."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self._probe = _Probe()
        self.installEventFilter(self._probe)


def bare() -> int:
    """The baseline: a bare main window, shown, in Qt's event loop."""
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    window.show()
    return app.exec()


def main() -> int:
    QtWidgets.QApplication = ProbeApplication  # type: ignore[misc]
    what, rest = sys.argv[1], sys.argv[2:]
    if what == "bare":
        return bare()
    _Probe.until_online = what == "app-online"
    from app.main import main as app_main

    return app_main(rest)


if __name__ == "__main__":
    sys.exit(main())
