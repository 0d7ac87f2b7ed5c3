"""What a screen reader and a keyboard-only clerk need from a window, checked widget by widget.

``audit(name, root)`` returns the violations it finds in ``root`` (a tab or a dialog), each
naming the window and the widget:

- **name**: a visible control a clerk can Tab to (line edits, combos, spin and date boxes,
  check and radio boxes, buttons, tables and trees, text boxes) has no accessible name: not its
  own ``accessibleName()``, not a ``QLabel`` buddy, and (buttons, check boxes) no text;
- **order**: Tab does not visit the window's visible inputs in reading order
  (``app.views.widgets.focus.reading_order``: a form's rows top to bottom; a row, a box or a
  grid row start to end; nested layouts in place). That order is logical, so it is the same in right
  to left, where Qt mirrors the geometry and keeps the chain;
- **keyboard**: a push button can neither be reached with Tab nor has a key of its own;
- **status**: a screen's summary or status label (``.summary``, ``.status``...) has no
  accessible name, so a screen reader reads a bare number.

``without_accelerator(name, root)`` lists the visible push buttons with neither an ``&``
letter nor a key of their own, and ``clashing_mnemonics(name, window)`` the Alt+letters used
twice in one window (Qt then only moves the focus between them instead of pressing).

Controls inside another control (a combo box's line edit, a spin box's editor, a tab bar's
scroll buttons, a cell editor of a table) belong to it and are not counted.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleInterface,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)

from app.views.widgets.accessibility import plain_text
from app.views.widgets.focus import reading_order

INPUTS = (
    QLineEdit,
    QComboBox,
    QGroupBox,
    QAbstractSpinBox,
    QCheckBox,
    QRadioButton,
    QPushButton,
    QToolButton,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
)
OWNERS = (QComboBox, QAbstractSpinBox, QTabBar, QAbstractItemView)
"""Controls whose inner widgets are theirs (not separate stops for a clerk)."""


@dataclass(frozen=True)
class Violation:
    kind: str  # "name" | "order" | "keyboard"
    window: str
    widget: str
    detail: str = ""

    def __str__(self) -> str:
        detail = f": {self.detail}" if self.detail else ""
        return f"[{self.kind}] {self.window} / {self.widget}{detail}"


def describe(widget: QWidget) -> str:
    """Class, object name and the nearest words a person would use to find it."""
    parts = [type(widget).__name__]
    if widget.objectName() and not widget.objectName().startswith("qt_"):
        parts.append(f"#{widget.objectName()}")
    text = ""
    if isinstance(widget, QAbstractButton):
        text = widget.text() or widget.toolTip()
    elif isinstance(widget, QLineEdit):
        text = widget.placeholderText()
    text = text or widget.accessibleName()
    if text:
        parts.append(repr(text.replace("&", "")))
    parent = widget.parentWidget()
    while parent is not None and not text:
        label = parent.accessibleName() or getattr(parent, "title", lambda: "")()
        if isinstance(label, str) and label:
            parts.append(f"in {label!r}")
            break
        parent = parent.parentWidget()
    return " ".join(parts)


def is_input(widget: QWidget) -> bool:
    return isinstance(widget, INPUTS)


def inner(widget: QWidget, root: QWidget) -> bool:
    """Part of another control (see ``OWNERS``)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root.parentWidget():
        if isinstance(parent, OWNERS):
            return True
        parent = parent.parentWidget()
    return False


def controls(root: QWidget) -> list[QWidget]:
    """The visible controls a clerk meets in ``root``, in no particular order."""
    return [
        w
        for w in root.findChildren(QWidget)
        if is_input(w)
        and w.isVisibleTo(root)
        and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not inner(w, root)
    ]


def has_name(widget: QWidget, buddies: set[int]) -> bool:
    if widget.accessibleName().strip():
        return True
    if id(widget) in buddies:
        return True
    return bool(isinstance(widget, QAbstractButton) and widget.text().replace("&", "").strip())


def tab_positions(root: QWidget) -> dict[int, int]:
    """id(widget) -> its place in the window's focus chain (Tab order), from ``root``."""
    positions: dict[int, int] = {}
    widget = root
    for step in range(20000):
        positions.setdefault(id(widget), step)
        widget = widget.nextInFocusChain()
        if widget is root:
            break
    return positions


def without_accelerator(name: str, root: QWidget) -> list[Violation]:
    """Visible push buttons (and tool buttons showing a text) reached by Tab only: no
    ``&`` letter, no key of their own. A clerk at the keyboard presses a button with
    Alt+letter, as in any Windows program. Links drawn as flat buttons (the dashboard's
    top debtors, ``LinkButton``) are reached by Tab as links are in a browser, and have
    no letter, as links have none."""
    return [
        Violation("accelerator", name, describe(w))
        for w in controls(root)
        if (isinstance(w, QPushButton) or (isinstance(w, QToolButton) and w.text().strip()))
        and type(w).__name__ != "LinkButton"
        and mnemonic(w.text()) == ""
        and w.shortcut().isEmpty()
    ]


def mnemonic(text: str) -> str:
    """The letter Alt presses for ``text`` ("" if none), upper case: Qt's own reading
    (``&&`` is a plain ampersand; the first ``&`` before a character marks it)."""
    return alt_letter(QKeySequence.mnemonic(text))


def alt_letter(keys: QKeySequence) -> str:
    """The character of an Alt+character key ("" for any other key), upper case."""
    if keys.count() != 1:
        return ""
    key = keys[0].key().value
    alt = keys[0].keyboardModifiers() == Qt.KeyboardModifier.AltModifier
    return chr(key).upper() if alt and key < 0x110000 and chr(key).isprintable() else ""


def _shown(widget: QWidget, window: QWidget) -> bool:
    return widget.window() is window and widget.isVisibleTo(window)


def mnemonics(window: QWidget) -> list[tuple[str, str]]:
    """Every Alt+letter a clerk can press in ``window`` as it is shown: (letter, whose).

    Buttons, check and radio boxes (their text), labels with a buddy, group box titles,
    the tabs of every visible tab bar, the menu bar's titles, and ``QShortcut`` keys on
    Alt+letter; widgets of another window (a dialog parented to this one) are left out."""
    found: list[tuple[str, str]] = []

    def add(text: str, whose: str) -> None:
        letter = mnemonic(text)
        if letter:
            found.append((letter, whose))

    for widget in window.findChildren(QWidget):
        if not _shown(widget, window):
            continue
        if isinstance(widget, QAbstractButton):
            add(widget.text(), describe(widget))
            own = alt_letter(widget.shortcut())  # a key given instead (Alt+1 on a link)
            if own and own != mnemonic(widget.text()):
                found.append((own, describe(widget)))
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            add(widget.text(), f"QLabel {widget.text().replace('&', '')!r}")
        elif isinstance(widget, QGroupBox):
            add(widget.title(), f"QGroupBox {widget.title().replace('&', '')!r}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index):
                    text = widget.tabText(index)
                    add(text, f"tab {text.replace('&', '')!r}")
    if isinstance(window, QMainWindow) and window.menuBar().isVisible():
        for action in window.menuBar().actions():
            if action.isVisible():
                add(action.text(), f"menu {action.text().replace('&', '')!r}")
    for shortcut in window.findChildren(QShortcut):
        owner = shortcut.parent()
        if not isinstance(owner, QWidget) or not _shown(owner, window):
            continue
        for keys in shortcut.keys():  # noqa: SIM118 (a QShortcut, not a dict)
            if letter := alt_letter(keys):
                found.append((letter, f"QShortcut {keys.toString()}"))
    return found


def clashing_mnemonics(name: str, window: QWidget) -> list[Violation]:
    """The Alt+letters that two or more things in ``window`` use (case-insensitive): Qt
    then only moves the focus among them, and a clerk's Alt+S no longer saves."""
    by_letter: dict[str, list[str]] = {}
    for letter, whose in mnemonics(window):
        by_letter.setdefault(letter, []).append(whose)
    return [
        Violation("clash", name, f"Alt+{letter}", " / ".join(sorted(users)))
        for letter, users in sorted(by_letter.items())
        if len(users) > 1
    ]


def audit(name: str, root: QWidget, *, statuses: bool = True) -> list[Violation]:
    found: list[Violation] = []
    window = root.window()
    buddies = {
        id(label.buddy())
        for label in window.findChildren(QLabel)
        if label.buddy() is not None and label.text().strip()
    }
    visible = controls(root)
    for widget in visible:
        if not has_name(widget, buddies):
            found.append(Violation("name", name, describe(widget)))
        if (
            isinstance(widget, QPushButton)
            and not widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.shortcut().isEmpty()
        ):
            found.append(Violation("keyboard", name, describe(widget), "no Tab, no key"))
    for attribute, value in vars(root).items() if statuses else ():
        # A count or a save state a screen reader reads out: named for what it says.
        if (
            isinstance(value, QLabel)
            and any(word in attribute for word in ("summary", "status", "state"))
            and value.buddy() is None  # a caption names its buddy, not itself
            and not value.accessibleName()
        ):
            found.append(Violation("status", name, f"QLabel .{attribute}", "no accessible name"))
    order = reading_order(root, visible_only=True)
    positions = tab_positions(root)
    placed = [(positions.get(id(w), -1), w) for w in order]
    for (before, first), (after, second) in itertools.pairwise(placed):
        if after < before:
            found.append(
                Violation(
                    "order",
                    name,
                    describe(second),
                    f"Tab reaches it before {describe(first)}, which reads first",
                )
            )
    return found


# -- beyond the first audit: content out of reach, names that say the same, focus on open --
READABLE = (QTextEdit, QPlainTextEdit, QAbstractItemView)
"""Controls that hold something to read (a comparison, a table): Tab must reach them, or a
keyboard clerk cannot scroll them and a screen reader never lands on them."""


def spoken_name(widget: QWidget, buddies: dict[int, str]) -> str:
    """The name a screen reader says: its own, its label's, or (buttons) its text."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    if id(widget) in buddies:
        return buddies[id(widget)]
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&", "").strip()
    return ""


def group_of(widget: QWidget, root: QWidget) -> str:
    """The titled box or named pane around ``widget`` (said before the control's own name)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        title = parent.title() if isinstance(parent, QGroupBox) else parent.accessibleName()
        if title:
            return title
        parent = parent.parentWidget()
    return ""


def audit_more(name: str, root: QWidget) -> list[Violation]:
    """What ``audit`` leaves out:

    - **keyboard**: a visible text box or table the clerk reads (``READABLE``) that Tab never
      reaches (no ``TabFocus``): a conflict's comparison behind "Show Details…", a pane's
      table;
    - **same name**: two controls of one window, in the same box, that a screen reader names
      alike ("Save" and "Save"): the clerk cannot tell which is which. Combo boxes are left
      out (on Linux their spoken name is their value).
    """
    found: list[Violation] = []
    for widget in root.findChildren(QWidget):
        if (
            isinstance(widget, READABLE)
            and widget.isVisibleTo(root)
            and not inner(widget, root)
            and not widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            found.append(Violation("keyboard", name, describe(widget), "Tab never reaches it"))
    buddies = {
        id(label.buddy()): label.text().replace("&", "").strip()
        for label in root.window().findChildren(QLabel)
        if label.buddy() is not None and label.text().strip()
    }
    seen: dict[tuple[str, str], QWidget] = {}
    for widget in reading_order(root, visible_only=True):
        if isinstance(widget, QComboBox):
            continue
        spoken = spoken_name(widget, buddies)
        if not spoken:
            continue
        key = (group_of(widget, root), spoken.casefold())
        if key in seen:
            found.append(
                Violation("same name", name, describe(widget), f"named like {describe(seen[key])}")
            )
        else:
            seen[key] = widget
    return found


def focus_inside(name: str, dialog: QWidget) -> list[Violation]:
    """A dialog that opens without keyboard focus in it leaves a keyboard clerk typing into
    the window behind."""
    focused = dialog.focusWidget()
    if focused is None or not (focused is dialog or dialog.isAncestorOf(focused)):
        return [Violation("focus", name, type(dialog).__name__, "opens with no focus inside")]
    return []


def on_every_page(
    name: str, root: QWidget, check: Callable[[str, bool], list[Violation]]
) -> list[Violation]:
    """``check(name, True)`` of ``root`` as shown, then ``check(page name, False)`` with each
    other visible page of its tab widgets shown; each violation once (the controls around
    the tabs are seen from every page)."""
    found = check(name, True)
    seen = {(v.kind, v.widget, v.detail) for v in found}
    for tabs in root.findChildren(QTabWidget):
        if not tabs.isVisibleTo(root):
            continue
        shown = tabs.currentIndex()
        for index in range(tabs.count()):
            if index == shown or not tabs.isTabVisible(index):
                continue
            tabs.setCurrentIndex(index)
            page = f"{name} › {tabs.tabText(index).replace('&', '')}"
            for violation in check(page, False):
                key = (violation.kind, violation.widget, violation.detail)
                if key not in seen:
                    seen.add(key)
                    found.append(violation)
        tabs.setCurrentIndex(shown)
    return found


def clashes_on_every_page(name: str, root: QWidget) -> list[Violation]:
    """``clashing_mnemonics`` of the window ``root`` (a screen, an editor or a dialog) is
    shown in, with each page of ``root``'s tab widgets."""
    return on_every_page(name, root, lambda page, _shown: clashing_mnemonics(page, root.window()))


# -- what a screen reader hears: the accessible tree, as Orca reads it -----------
# Qt gives assistive technology one ``QAccessibleInterface`` per object; on Linux the AT-SPI
# bridge hands Orca exactly its name, description, value, role, states and relations. These
# checks read the same interfaces in-process (no D-Bus), and were compared with a walk over
# AT-SPI with pyatspi under Xvfb (see ``heard_in_the_accessible_tree``).
SILENT_ROLES = {
    QAccessible.Role.Cell,
    QAccessible.Role.ListItem,
    QAccessible.Role.TreeItem,
    QAccessible.Role.Row,
    QAccessible.Role.PageTab,  # named by its own text
    QAccessible.Role.MenuItem,
}
"""Items whose name is their content (an empty cell is read as empty, rightly)."""


def plain(text: str) -> str:
    """A widget's text as a person reads it (``plain_text``), case folded."""
    return plain_text(text).casefold()


def heard(widget: QObject) -> str:
    """What a screen reader says for ``widget``: its name, description and value, and the
    names of the labels it is labelled by (Orca says them before a combo box, whose name on
    Linux is its current value)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return ""
    said = [
        interface.text(QAccessible.Text.Name),
        interface.text(QAccessible.Text.Description),
        interface.text(QAccessible.Text.Value),
    ]
    said += [
        label.text(QAccessible.Text.Name)
        for label, _relation in interface.relations(QAccessible.RelationFlag.Label)
    ]
    return plain(" ".join(s for s in said if s))


def shown_text(widget: QWidget) -> str:
    """The words ``widget`` shows (a label's text, a button's, a box's title); "" for
    widgets whose text is heard through their text interface (fields) or their items."""
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton) and not isinstance(widget, QToolButton):
        return widget.text()
    if isinstance(widget, QToolButton) and widget.toolButtonStyle() != (
        Qt.ToolButtonStyle.ToolButtonIconOnly
    ):
        return widget.text()
    if isinstance(widget, QGroupBox):
        return widget.title()
    return ""


def unheard(name: str, root: QWidget) -> list[Violation]:
    """Shown words no screen reader says: a label named for its caption ("Balance") hides
    the value it shows (-1,250.00), a check box named by its row's label hides its own
    words. Each visible label, button and box title of ``root`` must be in what the screen
    reader says for it (``heard``). Punctuation and symbols alone ("·", "●") are left out."""
    found: list[Violation] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or inner(widget, root):
            continue
        text = plain(shown_text(widget))
        if not any(c.isalnum() for c in text):
            continue
        if text not in heard(widget):
            found.append(Violation("unheard", name, describe(widget), f"{text!r} is never said"))
    return found


def _accessible_tree(interface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    yield interface
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid() and not child.state().invisible:
            yield from _accessible_tree(child)


def unnamed(name: str, root: QWidget) -> list[Violation]:
    """What Tab or a screen reader lands on without a name, and scroll areas that take a
    Tab stop (a clerk lands on nothing): every focusable object and every button of
    ``root``'s accessible tree (a line edit's clear button included; cells and items are
    named by their contents) needs a name."""
    found: list[Violation] = []
    top = QAccessible.queryAccessibleInterface(root)
    if top is None:
        return found
    for interface in _accessible_tree(top):
        state = interface.state()
        pressable = interface.role() == QAccessible.Role.PushButton  # a clear button too
        if not (state.focusable or pressable) or interface.role() in SILENT_ROLES:
            continue
        widget = interface.object()
        if isinstance(widget, QWidget) and not widget.isVisibleTo(root):
            continue
        where = describe(widget) if isinstance(widget, QWidget) else interface.role().name
        if not interface.text(QAccessible.Text.Name).strip():
            found.append(Violation("unnamed", name, where, interface.role().name))
        if (
            isinstance(widget, QAbstractScrollArea)
            and not isinstance(widget, READABLE)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            found.append(Violation("tab stop", name, where, "a scroll area takes a Tab stop"))
    # A clear button shows only once its field holds text: checked while it is hidden too.
    for edit in root.findChildren(QLineEdit):
        if edit.isVisibleTo(root) and edit.isClearButtonEnabled():
            for button in edit.findChildren(QToolButton):
                if not button.accessibleName().strip():
                    found.append(Violation("unnamed", name, describe(edit), "its clear button"))
    return found


def uncaptioned_combos(name: str, root: QWidget) -> list[Violation]:
    """Combo boxes no label names: on Linux Qt names a combo box by its current value, not
    by its accessible name, and Orca says the caption only from a label linked to it (a
    ``QLabel`` buddy)."""
    return [
        Violation("combo caption", name, describe(w), "no label is its buddy")
        for w in root.findChildren(QComboBox)
        if w.isVisibleTo(root)
        and not inner(w, root)
        and not QAccessible.queryAccessibleInterface(w).relations(QAccessible.RelationFlag.Label)
    ]


def table_headers(name: str, root: QWidget) -> list[Violation]:
    """Tables as a screen reader walks them: every shown row header named (by its number),
    and the column headers exposed also while the table has no rows."""
    found: list[Violation] = []
    for table in root.findChildren(QTableView):
        if not table.isVisibleTo(root) or table.model() is None:
            continue
        interface = QAccessible.queryAccessibleInterface(table)
        children = [interface.child(i) for i in range(interface.childCount())]
        roles = [child.role() for child in children if child is not None]
        shown_columns = [
            c
            for c in range(table.model().columnCount())
            if not table.horizontalHeader().isSectionHidden(c)
        ]
        if (
            table.horizontalHeader().isVisibleTo(root)
            and shown_columns
            and QAccessible.Role.ColumnHeader not in roles
        ):
            found.append(Violation("headers", name, describe(table), "no column header"))
        if table.verticalHeader().isVisibleTo(root):
            empty = [
                child
                for child in children
                if child is not None
                and child.role() == QAccessible.Role.RowHeader
                and not child.text(QAccessible.Text.Name).strip()
            ]
            if empty:
                found.append(
                    Violation("headers", name, describe(table), f"{len(empty)} unnamed row headers")
                )
    return found


def screen_reader(name: str, root: QWidget) -> list[Violation]:
    """Every check of what a screen reader hears in ``root`` as shown."""
    return (
        unheard(name, root)
        + unnamed(name, root)
        + uncaptioned_combos(name, root)
        + table_headers(name, root)
    )


# -- the command letters: never on a field ------------------------------
COMMAND_TEXTS = (
    ("InlineFormView", "&New"),
    ("RecordListView", "&Open"),
    ("EditorScreen", "&Save"),
    ("RecordListView", "&Delete…"),
    ("RecordListView", "&Refresh"),
    ("ExportButton", "E&xport"),
    ("EditorScreen", "&Close"),
    ("GridCommands", "&Add line"),
    ("GridCommands", "Re&move line"),
)
"""The commands whose Alt+letter means the same on every window (README): New, Open, Save,
Delete, Refresh, Export, Close (and Cancel), Add line, Remove line."""


def command_letters() -> frozenset[str]:
    """The command letters in the language the app now speaks (N O S D R X C A M in
    English; the Arabic translations' own letters in Arabic)."""
    return frozenset(
        mnemonic(QCoreApplication.translate(context, text)) for context, text in COMMAND_TEXTS
    ) - {""}


def field_labels(window: QWidget) -> list[tuple[str, str]]:
    """(text, whose) of the field labels shown in ``window``: labels with a buddy that is
    not a button, check boxes and radio buttons."""
    found: list[tuple[str, str]] = []
    for widget in window.findChildren(QWidget):
        if not _shown(widget, window):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is not None:
            if not isinstance(widget.buddy(), QPushButton):
                found.append((widget.text(), f"QLabel {widget.text().replace('&', '')!r}"))
        elif isinstance(widget, QCheckBox | QRadioButton):
            found.append((widget.text(), describe(widget)))
    return found


def command_letters_on_fields(name: str, window: QWidget) -> list[Violation]:
    """Field labels whose Alt+letter is a command's (Alt+N is New, never Name): a clerk's
    Alt+N on a saved record would type into its name instead of starting a new one."""
    letters = command_letters()
    return [
        Violation("command letter", name, whose, f"Alt+{mnemonic(text)}")
        for text, whose in field_labels(window)
        if mnemonic(text) in letters
    ]
