"""``Screen``: what a tab holds, one view bound to one view-model."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from app.viewmodels.tasks import TaskOwner


class _Relay(QObject):
    def __init__(self, owner: QObject, slot: Callable[..., object]) -> None:
        super().__init__(owner)
        self._slot = slot

    def relay(self, *args: Any) -> None:
        self._slot(*args)


def connect_while(owner: QObject, signal: SignalInstance, slot: Callable[..., object]) -> None:
    """Connect ``signal`` to ``slot`` for as long as ``owner`` lives.

    A lambda connected straight to a view-model's signal outlives the widgets it touches:
    the view-model of a closed tab ends its work (a cancelled load says "not loading any
    more") after the tab's widgets are gone, and the lambda would call into deleted
    widgets. Qt drops the connection with ``owner`` instead.
    """
    signal.connect(_Relay(owner, slot).relay)


class Screen(QWidget):
    """Base of every tab. The main window adopts ``view_model`` into the session so that
    its work stops before the session closes, and releases it when the tab closes."""

    titleChanged = Signal(str)
    closeRequested = Signal()

    def __init__(self, view_model: TaskOwner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        # The view-model's work may end after the widgets are gone (a cancelled load says
        # "not loading" in its finally); views connect lambdas to its signals, which Qt
        # cannot disconnect when the widgets die: silence it when this screen dies.
        self.destroyed.connect(partial(silence, view_model))

    def showEvent(self, event: QShowEvent) -> None:
        # Every limited field refuses what would not fit, with a word why (not a silent cut).
        from app.views.widgets.length_limit import guard_lengths

        guard_lengths(self)
        super().showEvent(event)

    def listen(self, signal: SignalInstance, slot: Callable[..., object]) -> None:
        """``connect_while`` this screen lives (for lambdas on a view-model's signals)."""
        connect_while(self, signal, slot)

    def title(self) -> str:
        raise NotImplementedError

    def has_unsaved_changes(self) -> bool:
        return False

    def close_screen(self, *, keep_draft: bool) -> bool:
        """The tab is closing: an editor keeps its changes as a draft or drops them (the
        clerk chose); screens without drafts have nothing to do. False when the screen must
        stay open: the draft to keep could not be written (the disk is full)."""
        return True

    def keeps_typing(self) -> bool:
        """Before the app quits: what was typed here is safe on disk (its draft written
        now, or nothing to keep). False: quitting would lose it (the disk is full)."""
        return True


def silence(owner: QObject) -> None:
    """Block every signal of ``owner`` and of the QObjects it owns (its table models)."""
    owner.blockSignals(True)
    for child in owner.findChildren(QObject):
        child.blockSignals(True)
