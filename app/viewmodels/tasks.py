"""``TaskOwner``: the base of every view-model that starts asynchronous work.

qasync's ``asyncSlot`` and a bare ``create_task`` can lose exceptions and leave tasks
running after their window closed. Here every task is kept in a set until it ends, an
exception nobody handled goes to the ``ErrorPresenter``, and ``shutdown`` cancels and awaits
whatever is left before the view-model is dropped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.viewmodels.errors import ErrorPresenter


class TaskOwner(QObject):
    """A QObject that runs coroutines as tasks it owns."""

    busyChanged = Signal(bool)

    def __init__(self, errors: ErrorPresenter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.errors = errors
        self._tasks: set[asyncio.Task[Any]] = set()
        self._shut_down = False

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    @property
    def tasks(self) -> frozenset[asyncio.Task[Any]]:
        return frozenset(self._tasks)

    def run(self, coroutine: Coroutine[Any, Any, Any], *, context: str) -> asyncio.Task[Any] | None:
        """Start ``coroutine``; ``context`` names the action in error messages.

        After ``shutdown`` nothing starts (the coroutine is closed unawaited).
        """
        if self._shut_down:
            coroutine.close()
            return None
        try:
            task = asyncio.ensure_future(coroutine)
        except RuntimeError:
            # No event loop any more: the app is closing (a timer of a screen fired after
            # the loop stopped); there is nothing left to run it on.
            coroutine.close()
            return None
        was_busy = self.busy
        self._tasks.add(task)
        task.add_done_callback(lambda done: self._finished(done, context))
        if not was_busy:
            self.busyChanged.emit(True)
        return task

    async def shutdown(self) -> None:
        """Stop accepting work, cancel running tasks and wait until they have ended."""
        self._shut_down = True
        # The caller may itself be one of our tasks (a screen closing itself): skip it, or
        # it would cancel and await itself.
        running = [task for task in self._tasks if task is not asyncio.current_task()]
        for task in running:
            task.cancel()
        if running:
            await asyncio.gather(*running, return_exceptions=True)

    def _finished(self, task: asyncio.Task[Any], context: str) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            self.errors.present(error, context)
        if not self._tasks and not self._shut_down:
            self.busyChanged.emit(False)
