"""``DraftAutosave``: when an editor writes its draft.

A pure debounce ("300 ms after the last change") never fires while a clerk types without
pausing, so a kill after ten seconds of steady typing would lose all ten. The draft is
written 300 ms after the last change, and at the latest 750 ms after the first change not
yet written: a kill loses at most a second of typing (the quarter second left covers the
write itself and a busy machine's late timer; ``tests/store/test_draft_survives_kill.py``
holds the app to the second).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

QUIET_MS = 300
"""Written this long after the last change..."""
MAX_WAIT_MS = 750
"""...but never later than this after the first unwritten change."""


class DraftAutosave(QObject):
    """Calls ``write`` on the schedule above; ``changed()`` after every edit."""

    def __init__(
        self,
        write: Callable[[], None],
        parent: QObject | None = None,
        *,
        quiet_ms: int = QUIET_MS,
        max_wait_ms: int = MAX_WAIT_MS,
    ) -> None:
        super().__init__(parent)
        self._write = write
        self._quiet_ms = quiet_ms
        self._max_wait_ms = max_wait_ms
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        self._pending = QElapsedTimer()
        """Started at the first change not yet written; invalid when nothing is pending."""

    @property
    def pending(self) -> bool:
        return self._pending.isValid()

    def changed(self) -> None:
        if not self._pending.isValid():
            self._pending.start()
        left = self._max_wait_ms - self._pending.elapsed()
        self._timer.start(max(0, min(self._quiet_ms, left)))

    def flush(self) -> None:
        """Write now (the timer's end, closing, submitting)."""
        self.stop()
        self._write()

    def stop(self) -> None:
        """Nothing more to write (discarded, or written by other means)."""
        self._timer.stop()
        self._pending.invalidate()
