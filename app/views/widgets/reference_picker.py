"""A field that picks one record of a long cached list as the clerk types (items,
customers, ...): the matches pop up under it; Tab or Enter settles the choice."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QShowEvent,
    QStandardItem,
    QStandardItemModel,
    QWindow,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCompleter,
    QLineEdit,
    QListView,
    QWidget,
)

from app.viewmodels.choices import Choice
from app.viewmodels.numbers import format_count
from app.views.widgets.accessibility import announce, field_name

CHOICE_ID_ROLE = Qt.ItemDataRole.UserRole + 1
POPUP_MAX_WIDTH = 640


SUGGESTION_SAID_AFTER_MS = 300
"""The highlighted suggestion is said once the clerk pauses this long (not at every key)."""
MOVING_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class SuggestionList(QListView):
    """A field's completion popup as a screen reader meets it: the focus stays in the field.

    Qt's own list tells assistive technology that its current row has the focus whenever
    that row changes (the popup's focus proxy is the field, so the list "has" the focus):
    at every key the reader's focus jumped to a suggestion, often one the next key had
    already replaced. This list keeps quiet about focus and instead announces the
    highlighted suggestion politely from the field ("000116 · Stapler 24/6, 3 of 7"): at
    once when an arrow key moved to it, once typing pauses when typing changed it. Escape,
    which closes the list, says so ("Suggestions closed"). The list itself is named after
    its field ("Suggestions for Item, line 2").

    Install it with ``quiet_suggestions`` before anything else watches the popup.
    """

    def __init__(self, field: QWidget) -> None:
        super().__init__()
        self._field = field
        # What QCompleter sets on the list it makes itself.
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._say_timer = QTimer(self)
        self._say_timer.setSingleShot(True)
        self._say_timer.setInterval(SUGGESTION_SAID_AFTER_MS)
        self._say_timer.timeout.connect(self.say_current)

    def watch_escape(self) -> None:
        """Call after ``completer.setPopup(self)``: the completer's own filter eats Escape."""
        self.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self.isVisible()
        ):
            if event.key() == Qt.Key.Key_Escape:
                QTimer.singleShot(0, self, self._say_closed)
            elif event.key() in MOVING_KEYS:
                # Said at once, once the completer has moved (the row may already have been
                # the current one, only not highlighted: no change to wait for).
                QTimer.singleShot(0, self, self._say_moved)
        return False

    def showEvent(self, event: QShowEvent) -> None:
        self.setAccessibleName(
            self.tr("Suggestions for {field}").format(field=field_name(self._field))
            if field_name(self._field)
            else self.tr("Suggestions")
        )
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self._say_timer.stop()
        super().hideEvent(event)

    def currentChanged(
        self,
        current: QModelIndex | QPersistentModelIndex,
        previous: QModelIndex | QPersistentModelIndex,
    ) -> None:
        # QListView's override is the one that sends the focus event: skip it.
        QAbstractItemView.currentChanged(self, current, previous)
        if current.isValid() and self.isVisible():
            self._say_timer.start()

    def spoken_current(self) -> str:
        """What is said of the highlighted suggestion ("" when none is)."""
        index = self.currentIndex()
        model = self.model()
        if not index.isValid() or model is None:
            return ""
        return self.tr("{suggestion}, {position} of {count}").format(
            suggestion=index.data(Qt.ItemDataRole.DisplayRole),
            position=format_count(index.row() + 1),
            count=format_count(model.rowCount()),
        )

    def say_current(self) -> None:
        if self.isVisible() and shiboken6.isValid(self._field):
            announce(self._field, self.spoken_current(), assertive=False)

    def _say_moved(self) -> None:
        self._say_timer.stop()
        self.say_current()

    def _say_closed(self) -> None:
        if shiboken6.isValid(self._field) and not self.isVisible():
            announce(self._field, self.tr("Suggestions closed"), assertive=False)


def quiet_suggestions(completer: QCompleter, field: QWidget) -> SuggestionList:
    """Give ``completer`` a ``SuggestionList`` popup (see there) and return it."""
    popup = SuggestionList(field)
    completer.setPopup(popup)
    popup.watch_escape()
    return popup


class PopupActivationGuard(QObject):
    """Keeps the activation and the focus with the field's window when its completion
    popup closes, on the offscreen platform (the tests', and headless sessions').

    That platform activates every window it shows, popups included, and the activation
    arrives later, as an event: Qt ignores it while the popup is open, but when the clerk
    typed and pressed Tab before it arrived (or the field, a grid cell's editor, is gone)
    the closed popup becomes the active window, or none is: keys then reach no widget,
    shortcuts stop, and the popup's focus proxy (the field) takes the focus back from the
    widget Tab had moved to. So each time the popup shows, the field's window asks to be
    activated again right after it, and once that has happened the focus goes back to the
    widget that had it when the popup closed. Desktop platforms do not activate popups.
    """

    def __init__(self, completer: QCompleter, field: QWidget) -> None:
        super().__init__(field)
        self._field = field
        self._asked = 0
        """Activations of the field's window asked for and not seen yet."""
        self._had_focus: QWidget | None = None
        popup = completer.popup()
        app = QApplication.instance()
        if popup is None or not isinstance(app, QApplication):
            return
        if QGuiApplication.platformName() != "offscreen":
            return
        popup.installEventFilter(self)
        app.focusWindowChanged.connect(self._focus_window_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            # The popup's platform window is shown (and its activation queued) after this
            # event: ask a moment later, so that the window's activation comes after it.
            self._asked += 1
            QTimer.singleShot(0, self, self._ask_activation)
        elif event.type() == QEvent.Type.Hide and self._asked:
            self._had_focus = QApplication.focusWidget()
        return False

    def _ask_activation(self) -> None:
        handle = self._field.window().windowHandle()
        if handle is not None:
            handle.requestActivate()
        else:
            self._asked -= 1

    def _focus_window_changed(self, window: QWindow | None) -> None:
        if not self._asked or window is None or window is not self._field.window().windowHandle():
            return
        self._asked -= 1
        if not self._asked and self._had_focus is not None:
            # Qt gives the focus to the window's focus widget after this: put it back after.
            QTimer.singleShot(0, self, self._restore_focus)

    def _restore_focus(self) -> None:
        widget, self._had_focus = self._had_focus, None
        if (
            widget is not None
            and shiboken6.isValid(widget)  # not deleted meanwhile (a grid cell's editor)
            and widget.isVisible()
            and widget.window().isActiveWindow()
            and widget is not self._field
            # Only undo the field taking the focus back (or the focus lost): a widget that
            # took it meanwhile (the next cell's editor a grid opened on Enter) keeps it.
            and QApplication.focusWidget() in (None, self._field)
        ):
            widget.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


class ReferencePicker(QLineEdit):
    """Search-as-you-type over ``search(text) -> [Choice]`` (a ``CachedChoices.search``).

    ``chosen(id or None)`` fires when the choice changes. On leaving the field, the text
    settles into a choice: the match whose code or label equals it, else the only match;
    text that matches nothing or several is flagged through ``unmatched`` so the form can
    say so next to the field, and the previous choice stays.
    """

    chosen = Signal(object)
    unmatched = Signal(str)

    def __init__(
        self,
        search: Callable[[str], list[Choice]],
        get: Callable[[int], Choice | None],
        parent: QWidget | None = None,
        *,
        placeholder: str = "",
    ) -> None:
        super().__init__(parent)
        self._search = search
        self._get = get
        self._current: int | None = None
        self._settling = False
        self._matches = QStandardItemModel(self)
        completer = QCompleter(self._matches, self)
        # The model already holds the matches of what was typed: show them all.
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setMaxVisibleItems(12)
        self.setCompleter(completer)
        self._completer = completer
        self.suggestions = quiet_suggestions(completer, self)
        PopupActivationGuard(completer, self)
        self.setPlaceholderText(placeholder or self.tr("Type a code or name"))
        self.setClearButtonEnabled(True)
        self.textEdited.connect(self._refresh_matches)
        completer.activated[str].connect(self._on_completed)  # type: ignore[index]
        self.returnPressed.connect(self.settle)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def current_id(self) -> int | None:
        return self._current

    def set_current_id(self, row_id: int | None) -> None:
        """Show ``row_id`` (one the cache does not know is shown as #id and kept)."""
        self._current = row_id
        if row_id is None:
            text = ""
        else:
            choice = self._get(row_id)
            text = choice.label if choice is not None else f"#{row_id}"
        if self.text() != text:
            self.setText(text)

    def match_labels(self) -> list[str]:
        """What the popup offers now (for tests and accessibility)."""
        return [self._matches.item(row).text() for row in range(self._matches.rowCount())]

    def refresh_matches(self) -> None:
        """The source has more to say about the matches shown (stock on hand arrived):
        show them again, if they are shown, without touching what was typed.

        The labels are rewritten in place: resetting the list, or setting the popup's
        current row again, makes Qt write the highlighted label into the field, in the
        middle of the clerk's typing (the next keys then land after that label)."""
        popup = self._completer.popup()
        if popup is None or not popup.isVisible():
            return
        typed, cursor = self.text(), self.cursorPosition()
        fresh = self._search(typed)
        shown = [
            self._matches.item(row).data(CHOICE_ID_ROLE) for row in range(self._matches.rowCount())
        ]
        if [choice.id for choice in fresh] == shown:
            for row, choice in enumerate(fresh):
                item = self._matches.item(row)
                if item.text() != choice.label:
                    item.setText(choice.label)
        else:
            self._refresh_matches(typed)
        if self.text() != typed:  # never: but what was typed wins over any list
            self.setText(typed)
            self.setCursorPosition(cursor)

    def highlighted_id(self) -> int | None:
        """The id of the match highlighted in the open popup, or None."""
        popup = self._completer.popup()
        if popup is None or not popup.isVisible() or not popup.currentIndex().isValid():
            return None
        row_id = popup.currentIndex().data(CHOICE_ID_ROLE)
        return row_id if isinstance(row_id, int) else None

    def _refresh_matches(self, text: str) -> None:
        self._matches.clear()
        for choice in self._search(text):
            item = QStandardItem(choice.label)
            item.setData(choice.id, CHOICE_ID_ROLE)
            if not choice.active:
                item.setForeground(self.palette().placeholderText())
            self._matches.appendRow(item)
        if text.strip() and self._matches.rowCount():
            self._completer.complete()
            self._fit_popup()

    def _fit_popup(self) -> None:
        """Wide enough to read each match whole (a grid cell is narrower than "code · name
        · 60 on hand"), within reason."""
        popup = self._completer.popup()
        if popup is None:
            return
        widest = max(
            (
                popup.fontMetrics().horizontalAdvance(self._matches.item(row).text())
                for row in range(self._matches.rowCount())
            ),
            default=0,
        )
        margins = 24 + popup.verticalScrollBar().sizeHint().width()
        popup.setMinimumWidth(min(max(self.width(), widest + margins), POPUP_MAX_WIDTH))

    def _offered(self, label: str) -> int | None:
        """The id of the popup's match labelled ``label`` exactly, or None."""
        for row in range(self._matches.rowCount()):
            item = self._matches.item(row)
            if item.text() == label:
                row_id = item.data(CHOICE_ID_ROLE)
                return row_id if isinstance(row_id, int) else None
        return None

    def _on_completed(self, label: str) -> None:
        for row in range(self._matches.rowCount()):
            if self._matches.item(row).text() == label:
                self._choose(self._matches.item(row).data(CHOICE_ID_ROLE))
                return

    def _choose(self, row_id: int | None) -> None:
        changed = row_id != self._current
        self.set_current_id(row_id)
        if changed:
            self.chosen.emit(row_id)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # Watched on the application: the completion popup takes focus while open and is
        # not "away" (the same reason as AccountPicker).
        ours = (self, self._completer.popup())
        if old in ours and new not in ours:
            self.settle()

    def settle(self) -> None:
        """Turn what was typed into a choice (Tab, Enter and leaving end here)."""
        if self._settling:
            return
        self._settling = True
        try:
            popup = self._completer.popup()
            if popup is not None and popup.isVisible():
                popup.hide()
            text = self.text().strip()
            if not text:
                self._choose(None)
                return
            current = self._get(self._current) if self._current is not None else None
            if current is not None and text == current.label:
                return
            # A label picked from the popup settles before the completer says which one
            # (Enter in a grid cell): it is a choice, not text that "matches nothing".
            offered = self._offered(text)
            if offered is not None:
                self._choose(offered)
                return
            matches = self._search(text)
            exact = [
                choice
                for choice in matches
                if text.casefold()
                in (choice.label.casefold(), choice.label.split(" · ")[0].casefold())
            ]
            picked = exact if exact else matches
            if len(picked) == 1:
                self._choose(picked[0].id)
            else:
                self.unmatched.emit(text)
        finally:
            self._settling = False
