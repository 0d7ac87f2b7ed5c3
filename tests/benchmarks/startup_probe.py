"""Runs a program and says when its main window first answers an input event.

    python -m tests.benchmarks.startup_probe app [ARGS ...]   # the backoffice command
    python -m tests.benchmarks.startup_probe bare             # a bare PySide6 window
    python -m tests.benchmarks.startup_probe floor            # the least an app like ours is
    python -m tests.benchmarks.startup_probe app-online [ARGS ...]
    python -m tests.benchmarks.startup_probe app-figures [ARGS ...]

Both are timed the same way. ``QMainWindow.show`` is wrapped, before anything imports it:
the first main window shown gets the probe as an event filter, on itself and on its native
window (made just before the show, as the show would make it). When that native window is
exposed (mapped on a real X server; shown on the offscreen platform), an event is *posted*
to the main window, queued like input from the window system, so it is handled only once
the event loop runs and is free; when the window receives it, the probe prints ``answered``
on stdout and ends the process at once (what comes after, the session and shutdown, is not
start-up). ``app-online`` goes on until the window's session is online (the demo company
created, served and answering) and prints ``online``. ``app-figures`` goes on, after
``answered``, until the landing dashboard has drawn its figures (computed from the ledger
cache: a second start's) and prints ``figures``: the dashboard is seen as it is added to
the window's stacked centre (``QStackedWidget.addWidget``, wrapped like the show; before the
show too), the probe listens to its view-model's ``changed`` after the view's own drawing
slot, and once the figures are there an event is posted to the main window as above,
handled after the repaint the drawing asked for (figures there before the window was shown
are in its first frame: the event is posted once the window has answered). Each line
carries the process's CPU seconds so far (every thread's): ``answered 0.412``. The
benchmark (``bench_startup``) times from starting the process to that line.

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
import time

from PySide6 import QtWidgets
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

PROBE_EVENT = QEvent.Type.User  # nothing in either program handles it
FIGURES_EVENT = QEvent.Type(QEvent.Type.User + 1)
GIVE_UP_MS = 90_000  # a dashboard that never draws its figures ends the run, said


def _say(mark: str) -> None:
    sys.stdout.write(f"{mark} {time.process_time():.4f}\n")
    sys.stdout.flush()


class _Probe(QObject):
    until_online = False
    until_figures = False

    def __init__(self) -> None:
        super().__init__()
        self.target: QtWidgets.QMainWindow | None = None
        self._answered = False
        self._figures_asked = False
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
            _say("answered")
            if self.until_figures:
                QTimer.singleShot(GIVE_UP_MS, self._give_up)
                if self._figures_asked:  # they were there before the first frame: in it
                    QCoreApplication.postEvent(self.target, QEvent(FIGURES_EVENT))
                return False
            if not self.until_online:
                os._exit(0)
            self._poll.start()
        elif kind == FIGURES_EVENT and watched is self.target:
            _say("figures")
            os._exit(0)
        return False

    def watch_dashboard(self, page: QtWidgets.QWidget) -> None:
        """``page`` joined the window's centre: if it is the dashboard, its figures."""
        view_model = getattr(page, "view_model", None)
        if page.objectName() != "DashboardView" or view_model is None:
            return
        view_model.changed.connect(lambda: self._figures_drawn(view_model))
        self._figures_drawn(view_model)

    def _figures_drawn(self, view_model: object) -> None:
        if getattr(view_model, "figures", None) is None or self._figures_asked:
            return
        self._figures_asked = True
        assert self.target is not None
        if self._answered:  # else once the window has answered, after its first frame
            QCoreApplication.postEvent(self.target, QEvent(FIGURES_EVENT))

    def _give_up(self) -> None:
        sys.stdout.write("no figures\n")
        sys.stdout.flush()
        os._exit(1)

    def _check_online(self) -> None:
        view_model = getattr(self.target, "view_model", None)
        state = getattr(view_model, "connection_state", None)
        if getattr(state, "value", None) == "online":
            _say("online")
            os._exit(0)


_probe: _Probe | None = None
_original_show = QtWidgets.QMainWindow.show
_original_add_widget = QtWidgets.QStackedWidget.addWidget


_pages_before_show: list[QtWidgets.QWidget] = []
"""Pages added to a stacked centre before the first window was shown (its first frame)."""


def _show_watched(window: QtWidgets.QMainWindow) -> None:
    """``QMainWindow.show``, the first window shown watched by the probe (with the pages
    its centre got before)."""
    global _probe
    if _probe is None:
        _probe = _Probe()
        _probe.watch(window)
        if _Probe.until_figures:
            for page in _pages_before_show:
                _probe.watch_dashboard(page)
        _pages_before_show.clear()
    _original_show(window)


def _add_widget_watched(stack: QtWidgets.QStackedWidget, page: QtWidgets.QWidget) -> int:
    """``QStackedWidget.addWidget``, a dashboard added to the window's centre watched."""
    index = _original_add_widget(stack, page)
    if _probe is None:
        _pages_before_show.append(page)
    elif _Probe.until_figures:
        _probe.watch_dashboard(page)
    return index


def bare() -> int:
    """The baseline: a bare main window, shown, in Qt's event loop."""
    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    window.show()
    return app.exec()


def floor() -> int:
    """The least any window like the app's costs, none of the app's code in it: asyncio
    and qasync's loop, Qt's ``Qt`` namespace (its ~90 enums, built by Python's ``enum`` at
    the first name any program touches), and text to draw (a tree of twenty entries, a
    label, a status bar: the first text shaping loads the fonts). What the app adds over
    it is the app's own."""
    import asyncio

    import qasync
    from PySide6.QtCore import Qt

    app = QtWidgets.QApplication(sys.argv[:1])
    window = QtWidgets.QMainWindow()
    window.setWindowTitle("floor")
    window.resize(1280, 800)
    tree = QtWidgets.QTreeWidget()
    tree.setHeaderHidden(True)
    for number in range(20):
        QtWidgets.QTreeWidgetItem(tree, [f"Entry {number}"])
    label = QtWidgets.QLabel("<h2>Demo company</h2><p>Cash and bank: EGP 1,046,229.59</p>")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    splitter = QtWidgets.QSplitter()
    splitter.addWidget(tree)
    splitter.addWidget(label)
    window.setCentralWidget(splitter)
    window.statusBar().showMessage("Connecting…")

    async def until_closed() -> None:
        window.show()
        await asyncio.Event().wait()

    with asyncio.Runner(loop_factory=lambda: qasync.QEventLoop(app)) as runner:
        runner.run(until_closed())
    return 0


def main() -> int:
    QtWidgets.QMainWindow.show = _show_watched  # type: ignore[method-assign]
    QtWidgets.QStackedWidget.addWidget = _add_widget_watched  # type: ignore[method-assign]
    what, rest = sys.argv[1], sys.argv[2:]
    _Probe.until_online = what == "app-online"
    _Probe.until_figures = what == "app-figures"
    if what == "bare":
        return bare()
    if what == "floor":
        return floor()
    from app.main import main as app_main

    return app_main(rest)


if __name__ == "__main__":
    sys.exit(main())
