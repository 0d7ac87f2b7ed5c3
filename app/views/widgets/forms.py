"""Building blocks every form uses: a field with its error underneath, a message banner."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.choices import Choice
from app.views.shell.theme import Tone, banner_style, text_color
from app.views.widgets.accessibility import ValueLabel, announce, mark_invalid
from app.views.widgets.screen import connect_while


class FieldError(ValueLabel):
    """The red line under a field; takes no room while empty. A screen reader says
    "Error: <the text>" (``ValueLabel``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("FieldError", "Error"), parent=parent)
        self.setStyleSheet(f"color: {text_color(Tone.ERROR)};")
        self.setWordWrap(True)
        self.setVisible(False)

    def show_error(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))


class Field(QWidget):
    """An input widget with its error label below it (for a ``QFormLayout`` row)."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widget = widget
        self.error = FieldError(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(widget)
        layout.addWidget(self.error)

    def keep_widget_width(self) -> None:
        """The input keeps its own width while the row (and so its error line) takes the
        form's whole column: a narrow input's error wraps into a column of the input's
        width, which the form's rows cut (a combo's "Choose the warehouse ..." lost its
        last line). For inputs that a form's growth policy leaves at their size hint."""
        layout = self.layout()
        assert layout is not None  # made in __init__
        layout.setAlignment(self.widget, Qt.AlignmentFlag.AlignLeading)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Expanding)
        self.setSizePolicy(policy)

    def show_error(self, text: str) -> None:
        self.error.show_error(text)
        self.widget.setProperty("invalid", bool(text))
        self.widget.setAccessibleDescription(text)
        mark_invalid(self.widget, bool(text))


K = TypeVar("K", bound=str)


def show_field_errors(fields: Mapping[K, Field], error_of: Callable[[K], str]) -> K | None:
    """Each row shows its field's error (an empty one hides the line); returns the first
    field in the form's order that has one: where the clerk is taken."""
    first: K | None = None
    for name, field in fields.items():
        error = error_of(name)
        field.show_error(error)
        if error and first is None:
            first = name
    return first


def select_data(combo: QComboBox, value: object) -> None:
    """Select the entry holding ``value``. A value the combo does not offer (a record no
    longer active, an id the cache does not know yet) is added as "#value" and selected, so
    that showing a form never changes what it holds."""
    index = combo.findData(value)
    if index < 0 and value is not None:
        combo.addItem(f"#{value}", value)
        index = combo.count() - 1
    combo.setCurrentIndex(max(index, 0))


def fill_choice_combo(combo: QComboBox, choices: Iterable[Choice], none_text: str) -> None:
    """``none_text`` then every active choice (and the current one, even if inactive)."""
    current = combo.currentData()
    combo.clear()
    combo.addItem(none_text, None)
    for choice in choices:
        if choice.active or choice.id == current:
            combo.addItem(choice.label, choice.id)


def add_field(form: QFormLayout, label_text: str, widget: QWidget) -> Field:
    """A labelled row; the label is the widget's buddy (Alt+letter) and accessible name.
    A check box keeps its own words as its name ("Active: offered on new documents"): a
    screen reader says the row's label too, from the buddy link."""
    field = Field(widget)
    if not _grows(form, widget):
        field.keep_widget_width()
    label = QLabel(label_text)
    label.setBuddy(widget)
    speaks_itself = isinstance(widget, QAbstractButton) and widget.text().strip()
    if label_text and not speaks_itself:  # a row without a label keeps its widget's name
        widget.setAccessibleName(label_text.replace("&", ""))
    form.addRow(label, field)
    return field


def _grows(form: QFormLayout, widget: QWidget) -> bool:
    """Whether ``form`` widens ``widget`` to its column (``QFormLayout``'s growth policy)."""
    horizontal = widget.sizePolicy().horizontalPolicy()
    policy = form.fieldGrowthPolicy()
    if policy == QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint:
        return False
    if policy == QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow:
        return bool(horizontal.value & QSizePolicy.PolicyFlag.ExpandFlag.value)
    return horizontal != QSizePolicy.Policy.Fixed


def mark_required(root: QWidget, widgets: Sequence[QWidget]) -> None:
    """Mark ``widgets`` (fields of ``root``) as required from the start: their label
    ends with " *" and a screen reader hears "<name>, required"."""
    if not widgets:
        return
    labels = {id(label.buddy()): label for label in root.findChildren(QLabel) if label.buddy()}
    for widget in widgets:
        label = labels.get(id(widget))
        if label is not None and not label.property(REQUIRED):
            label.setText(
                QCoreApplication.translate("Required", "{label} *").format(label=label.text())
            )
            label.setToolTip(QCoreApplication.translate("Required", "Required"))
            label.setProperty(REQUIRED, True)
        name = widget.accessibleName() or (label.text().replace("&", "") if label else "")
        name = name.removesuffix(" *")
        if name and not widget.property(REQUIRED):
            widget.setAccessibleName(
                QCoreApplication.translate("Required", "{name}, required").format(name=name)
            )
        widget.setProperty(REQUIRED, True)


REQUIRED = "required"
"""Property of a required field and of its label (``mark_required``)."""


SHORTCUT_DESCRIPTION = "description"
"""Property of a screen's ``QShortcut`` naming what it does (Help › Keyboard shortcuts)."""


def add_shortcut(
    screen: QWidget,
    keys: QKeySequence | QKeySequence.StandardKey,
    action: Callable[[], object],
    description: str = "",
) -> QShortcut:
    """A key that works anywhere inside ``screen`` (and only there: tabs do not collide).
    ``description`` is what the shortcuts help says it does; the common standard keys
    (New, Save, Refresh, Delete...) have a description already."""
    shortcut = QShortcut(keys, screen)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(action)
    if description:
        shortcut.setProperty(SHORTCUT_DESCRIPTION, description)
    return shortcut


def add_section(form: QFormLayout, title: str) -> QLabel:
    """A bold heading across both columns, starting a group of rows."""
    heading = QLabel(title)
    font = heading.font()
    font.setBold(True)
    heading.setFont(font)
    heading.setContentsMargins(0, 10, 0, 2)
    form.addRow(heading)
    return heading


def command_bar(*commands: QWidget, right: Sequence[QWidget] = ()) -> QHBoxLayout:
    """The row above a list: commands on what is selected on the left, Export and Refresh
    on the right (the same place on every screen)."""
    bar = QHBoxLayout()
    for widget in commands:
        bar.addWidget(widget)
    bar.addStretch(1)
    for widget in right:
        bar.addWidget(widget)
    return bar


def status_line(*labels: QWidget) -> QHBoxLayout:
    """The row under a list: its count first, then notes, from the leading edge (the
    right one in a right-to-left layout)."""
    line = QHBoxLayout()
    wrapping = False
    for number, label in enumerate(labels):
        if number:
            line.addSpacing(16)
        # A sentence that wraps takes the room there is; short ones stay together.
        wraps = isinstance(label, QLabel) and label.wordWrap()
        wrapping = wrapping or wraps
        line.addWidget(label, 1 if wraps else 0)
    if not wrapping:
        line.addStretch(1)
    return line


class Banner(QWidget):
    """A message across the top of a window, with an optional action button."""

    actionClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._label = QLabel(self)
        self._label.setWordWrap(True)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._button = QPushButton(self)
        self._button.clicked.connect(self.actionClicked)
        self._button.setVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self._label, 1)
        layout.addWidget(self._button)
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._label.text()

    @property
    def action_button(self) -> QPushButton:
        return self._button

    def show_message(self, text: str, *, kind: str = "error", action: str = "") -> None:
        """Show ``text`` (empty: hide the banner). An error or a warning (a refused save, a
        failed load) is announced to a screen reader at once; information is said when the
        reader is idle."""
        repeated = not self.isHidden() and text == self._label.text()
        self._label.setText(text)
        self.setStyleSheet(f"Banner {{ {banner_style(Tone(kind))} border-radius: 4px; }}")
        self._button.setText(action)
        self._button.setVisible(bool(action))
        self.setAccessibleDescription(text)
        self.setVisible(bool(text))
        if text and not repeated:
            announce(self._label, text, assertive=kind in ("error", "warning"))

    def clear(self) -> None:
        self.show_message("")


class LoadBanner(Banner):
    """The banner of a screen that loads lists: what went wrong loading (with "Try again",
    which loads again), a refused command (a warning) and the outcome of one (information),
    both with "Dismiss"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._retry: Callable[[], object] | None = None
        self.actionClicked.connect(self._act)

    def watch(self, error_changed: SignalInstance, retry: Callable[[], object]) -> None:
        """Show the load errors ``error_changed`` announces (empty: loaded), "Try again"
        calling ``retry``; for as long as the banner lives."""
        connect_while(self, error_changed, lambda text: self.show_load_error(text, retry))

    def show_load_error(self, text: str, retry: Callable[[], object]) -> None:
        """``text`` empty: the load went well (a load error shown so far goes)."""
        if text:
            self.show_message(text, action=self.tr("Try again"))
            self._retry = retry
        elif self._retry is not None:
            self.clear()

    def show_warning(self, text: str) -> None:
        self.show_message(text, kind="warning", action=self.tr("Dismiss"))

    def show_status(self, text: str) -> None:
        self.show_message(text, kind="info", action=self.tr("Dismiss"))

    def show_message(self, text: str, *, kind: str = "error", action: str = "") -> None:
        self._retry = None
        super().show_message(text, kind=kind, action=action)

    def _act(self) -> None:
        retry = self._retry
        self.clear()
        if retry is not None:
            retry()


class StateLine(QWidget):
    """A saved document's facts in a row ("SO-29", "Shipped", "Issued", "Currency EGP at
    rate 1"), each fact its own label: in right to left each reads whole and the first (the
    code, in bold) stands at the start, where one sentence glued from fragments ("SO-29 ·
    Shipped · issued · EGP at 1") let the bidi algorithm order the pieces by the direction
    of their first letters. A screen reader says the group's caption, then each fact."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(caption)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(14)
        self._layout.addStretch(1)
        self.labels: list[QLabel] = []

    def set_parts(self, parts: Sequence[str]) -> None:
        """Show ``parts`` (empty ones left out), the first in bold."""
        shown = [part for part in parts if part]
        while len(self.labels) < len(shown):
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.PlainText)
            self._layout.insertWidget(len(self.labels), label)
            self.labels.append(label)
        for index, label in enumerate(self.labels):
            label.setText(shown[index] if index < len(shown) else "")
            label.setVisible(index < len(shown))
            font = label.font()
            font.setBold(index == 0)
            label.setFont(font)

    def text(self) -> str:
        """The facts as one line (for logs and tests)."""
        return " · ".join(label.text() for label in self.labels if not label.isHidden())
