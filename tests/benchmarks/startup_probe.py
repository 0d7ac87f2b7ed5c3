"""Runs a program and says when its main window first answers an input event.

    python -m tests.benchmarks.startup_probe app [ARGS ...]   # the backoffice command
    python -m tests.benchmarks.startup_probe bare             # a bare PySide6 window
    python -m tests.benchmarks.startup_probe app-online [ARGS ...]

Both are timed the same way. ``QMainWindow.show`` is wrapped, before anything imports it:
the first main window shown gets the probe as an event filter, on itself and on its native
window (made just before the show, as the show would make it). When that native window is
exposed (mapped on a real X server; shown on the offscreen platform), an event is *posted*
to the main window, queued like input from the window system, so it is handled only once
the event loop runs and is free; when the window receives it, the probe prints ``answered``
on stdout and ends the process at once (what comes after, the session and shutdown, is not
start-up). ``app-online`` goes on until the window's session is online (the demo company
created, served and answering) and prints ``online``. The benchmark (``bench_startup``)
times from starting the process to that line.

The probe perturbs neither program. It watches the main window's events only: a filter on
the whole application would see every object either program creates, and PySide6 builds
the Python class of each (with all its enums) to hand it over, some 16 ms the app never
pays otherwise. And it names no member of Qt's ``Qt`` namespace (a key code, a keyboard
modifier): the first such name builds all ~90 of its enums, some 12 ms a bare window never
pays. Hence the posted event is ``QEvent.Type.User``, not a key press: both are delivered
from the same queue, at the same moment.
"""

from __future__ import annotations

import os
import sys

from PySide6 import QtWidgets
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

PROBE_EVENT = QEvent.Type.User  # nothing in either program handles it


class _Probe(QObject):
    until_online = False

    def __init__(self) -> None:
        super().__init__()
        self.target: QtWidgets.QMainWindow | None = None
        self._answered = False
        self._poll = QTimer(self)
        self._poll.setInterval(10)
        self._poll.timeout.connect(self._check_online)

    def watch(self, window: QtWidgets.QMainWindow) -> None:
        self.target = window
        window.winId()  # its native window now, so that the first expose is seen
        handle = window.windowHandle()
        assert handle is not None
        handle.installEventFilter(self)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind == QEvent.Type.Expose
            and self.target is not None
            and watched is self.target.windowHandle()
            and not self._answered
            and self.target.windowHandle().isExposed()
        ):
            QCoreApplication.postEvent(self.target, QEvent(PROBE_EVENT))
        elif kind == PROBE_EVENT and watched is self.target and not self._answered:
            self._answered = True
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


_probe: _Probe | None = None
_original_show = QtWidgets.QMainWindow.show


def _show_watched(window: QtWidgets.QMainWindow) -> None:
    """``QMainWindow.show``, the first window shown watched by the probe."""
    global _probe
    if _probe is None:
        _probe = _Probe()
        _probe.watch(window)
    _original_show(window)


def bare() -> int:
    """The baseline: a bare main window, shown, in Qt's event loop."""
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    window.show()
    return app.exec()


def main() -> int:
    QtWidgets.QMainWindow.show = _show_watched  # type: ignore[method-assign]
    what, rest = sys.argv[1], sys.argv[2:]
    _Probe.until_online = what == "app-online"
    if what == "bare":
        return bare()
    from app.main import main as app_main

    return app_main(rest)


if __name__ == "__main__":
    sys.exit(main())
