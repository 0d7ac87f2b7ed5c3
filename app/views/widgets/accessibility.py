"""What a screen reader says, beyond what Qt says by itself.

Qt gives assistive technology (Orca over AT-SPI on Linux, Narrator and NVDA over UI
Automation, VoiceOver) a name, a description and a role for each widget. Four habits of Qt
hide what a clerk sees, and this module is where the views work around them:

- A label given an accessible name is read by that name only: a count named "Number of
  records" never says "1–36 of 36 documents". ``ValueLabel`` keeps the name as the caption
  *and* the value.
- A message that appears (a refused save) is not read unless the screen reader is told:
  ``announce`` sends Qt's announcement event (AT-SPI's ``object:announcement``, which Orca
  speaks at once when assertive).
- What Qt builds inside a control has no name: the clear button of a line edit, the line
  edit of an editable combo box; a scroll area takes a Tab stop where there is nothing to
  do. ``name_inner_controls`` names them and takes the scroll areas out of the Tab chain.
- A tree view replaces every cell it told a screen reader about a moment after each layout
  of its items (Qt queues the reset): a focus that lands on a cell in between sends the
  screen reader to an object already gone. ``settle_item_view`` lays the items out and
  delivers that reset at once, before the view can take the focus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QWidget

# The classes announcements and inner controls need are imported where used: the main
# window's status bar needs ValueLabel at start, and building a Qt class's Python wrapper
# (with all its enums) costs the window's start-up.
if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibleAnnouncementEvent
    from PySide6.QtWidgets import QAbstractItemView

translate = QCoreApplication.translate


def plain_text(text: str) -> str:
    """A label's text as a screen reader says it: rich text as plain, no ``&`` of an
    Alt+letter, spaces collapsed."""
    if "<" in text and ">" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def captioned(caption: str, value: str) -> str:
    """``caption`` and ``value`` as one name ("Balance: -1,250.00"); the value alone when it
    already says its caption ("Profile: Demo company"), the caption alone when empty."""
    value = plain_text(value)
    if not value:
        return caption
    if caption.casefold() in value.casefold():
        return value
    return translate("Accessibility", "{caption}: {value}").format(caption=caption, value=value)


def cell_name(index: QModelIndex | QPersistentModelIndex) -> str:
    """The name of the editor of a grid's cell: its column and line ("Quantity, line 2").
    The editor is what takes the focus, and a screen reader says its name only, not the
    grid's headers around it."""
    from app.viewmodels.numbers import format_count

    model = index.model()
    header = (
        model.headerData(index.column(), Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if model is not None
        else None
    )
    line = format_count(index.row() + 1)
    if not header:
        return translate("Accessibility", "Line {line}").format(line=line)
    return translate("Accessibility", "{column}, line {line}").format(
        column=plain_text(str(header)), line=line
    )


class ValueLabel(QLabel):
    """A label that shows a value (a count, a total, a state, a save status, an error) with
    no visible caption of its own: its accessible name is the caption and the value
    (``captioned``), kept up to date with every ``setText``, so that a screen reader says
    "Number of records: 6 taxes (1 inactive)" and not "Number of records".
    ``changed`` fires when the text shown changes (``ChangeAnnouncer`` says it aloud)."""

    changed = Signal(str)

    def __init__(self, caption: str, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._caption = caption
        self.setText(text)

    @property
    def caption(self) -> str:
        return self._caption

    def set_caption(self, caption: str) -> None:
        self._caption = caption
        self.setAccessibleName(captioned(caption, self.text()))

    def setText(self, text: str) -> None:
        # A view-model's signal connected straight to ``setText`` can still be delivered
        # in the moment between the window's deletion and PySide6's disconnection of its
        # Python slots (a ledger sync's last "Ledger up to date" as the window closes):
        # a label that is gone has nothing to show.
        if not shiboken6.isValid(self):
            return
        changed = text != self.text()
        super().setText(text)
        self.setAccessibleName(captioned(self._caption, text))
        if changed:
            self.changed.emit(text)

    def clear(self) -> None:
        self.setText("")


CHANGES_SAID_AFTER_MS = 800
"""Values that change while the clerk types (an order's totals) are said once typing
pauses this long, not at every key."""


class ChangeAnnouncer(QObject):
    """Says politely what changed among ``labels`` (value labels shown together: an order's
    totals), once they stop changing: "Gross: 150.00, Tax: 21.00, Net total: 171.00".

    Only while the labels are on screen, and only what differs from what was last said
    for each label (or shown when they came on screen): a screen reader who heard the
    totals hears only what moved."""

    def __init__(self, labels: list[ValueLabel], parent: QObject) -> None:
        super().__init__(parent)
        self._labels = labels
        self._said: dict[int, str] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHANGES_SAID_AFTER_MS)
        self._timer.timeout.connect(self.say)
        for label in labels:
            label.changed.connect(self._timer.start)
        if labels:
            labels[0].installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # What the labels show when they come on screen (a new order's zeros, an order
        # opened) is not news: only what changes from then on is said.
        if event.type() == QEvent.Type.Show and not self._said:
            self._said = {index: label.accessibleName() for index, label in enumerate(self._labels)}
        return False

    def pending(self) -> bool:
        """Whether a change waits to be said (for tests)."""
        return self._timer.isActive()

    def say(self) -> None:
        if not self._labels or not self._labels[0].isVisible():
            return
        changed = []
        for index, label in enumerate(self._labels):
            name = label.accessibleName()
            if label.isVisible() and label.text() and self._said.get(index) != name:
                changed.append(name)
                self._said[index] = name
        if changed:
            announce(
                self._labels[0],
                translate("Accessibility", ", ").join(changed),
                assertive=False,
            )


NAME_BEFORE_INVALID = "nameBeforeInvalid"
"""Property of a refused field: its accessible name before ``mark_invalid`` added to it."""


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """Say that ``widget`` holds what a save refused ("Name, required, invalid entry").
    Qt has no "invalid entry" state to hand to assistive technology (AT-SPI's
    ``invalid-entry``, UI Automation's ``IsDataValidForForm``), so the name says it, for as
    long as the field is refused; the reason is the field's description."""
    base = widget.property(NAME_BEFORE_INVALID)
    if invalid:
        if base is None:
            base = widget.accessibleName()
            widget.setProperty(NAME_BEFORE_INVALID, base)
        widget.setAccessibleName(
            translate("Accessibility", "{name}, invalid entry").format(name=base)
            if base
            else translate("Accessibility", "Invalid entry")
        )
    elif base is not None:
        widget.setAccessibleName(str(base))
        widget.setProperty(NAME_BEFORE_INVALID, None)


def settle_item_view(view: QAbstractItemView) -> None:
    """Lay ``view``'s items out now, and deliver now the accessibility reset Qt queues after
    a tree view's layout (it replaces every cell object a screen reader was given). Called
    before the view can take the focus (a window manager activates a window as it maps),
    the cell the focus lands on is one that stays."""
    view.executeDelayedItemsLayout()
    QCoreApplication.sendPostedEvents(view, QEvent.Type.MetaCall)


def announce(widget: QWidget, text: str, *, assertive: bool = True) -> None:
    """Have a screen reader say ``text`` now (a refusal, an error shown in a banner), from
    ``widget``: Qt's announcement event, assertive (said at once, interrupting) unless
    ``assertive`` is False (said when the reader is idle)."""
    if not text:
        return
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(widget, plain_text(text))
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    send(event)


def send(event: QAccessibleAnnouncementEvent) -> None:
    """Hand ``event`` to Qt's accessibility bridge (one place, for tests to listen at)."""
    from PySide6.QtGui import QAccessible

    QAccessible.updateAccessibility(event)


def _is_scrolling_content(area: QWidget) -> bool:
    """A scroll area that is itself what the clerk works in (and keeps its Tab stop)."""
    from PySide6.QtWidgets import QAbstractItemView, QPlainTextEdit, QTextEdit

    return isinstance(area, QAbstractItemView | QTextEdit | QPlainTextEdit)


def field_name(widget: QWidget) -> str:
    """The name a field is read by: its own, or its combo box's."""
    from PySide6.QtWidgets import QComboBox

    name = widget.accessibleName()
    parent = widget.parentWidget()
    if not name and isinstance(parent, QComboBox):
        name = parent.accessibleName()
    return name


def name_inner_controls(root: QWidget) -> None:
    """Name what Qt builds inside the controls of ``root`` (call it once they are named and
    in their layout): the line edit of an editable combo box takes the combo's name, a
    line edit's clear button is "Clear <field>"; scroll areas around a form leave the Tab
    chain (the fields inside keep theirs)."""
    from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QLineEdit, QToolButton

    for combo in root.findChildren(QComboBox):
        line = combo.lineEdit()
        if line is not None and not line.accessibleName() and combo.accessibleName():
            line.setAccessibleName(combo.accessibleName())
    for edit in root.findChildren(QLineEdit):
        name = field_name(edit)
        for button in edit.findChildren(QToolButton):
            if not button.accessibleName():
                button.setAccessibleName(
                    translate("Accessibility", "Clear {field}").format(field=name)
                    if name
                    else translate("Accessibility", "Clear")
                )
    for area in root.findChildren(QAbstractScrollArea):
        if not _is_scrolling_content(area):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
