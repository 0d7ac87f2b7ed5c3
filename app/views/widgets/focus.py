"""Tab in reading order: the order a person reads a window's layout.

Qt's Tab order is the order widgets were parented, which drifts from the layout as soon as
a view builds its buttons before its form rows (a base class does) or adds a row late. A
view calls ``tab_in_reading_order(self)`` once its layout is built, and Tab then visits the
inputs as they read: a form's rows top to bottom, a row (box or grid row) start to end,
nested layouts in place, tab pages and stacked pages one after the other.

The order is the layout's *logical* order, so it holds in right to left too: Qt mirrors the
geometry, start becomes the right edge, and Tab still goes from start to end.
"""

from __future__ import annotations

import functools
import itertools

from PySide6 import QtWidgets
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QGridLayout,
    QLayout,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QWidget,
)

# The text editors, spin boxes and form layouts are named when an order is first asked
# for, not at import: the window's start shows none of them, and PySide6 builds a Qt class
# the first time a module names it (QPlainTextEdit and its text document, some 6 ms).


@functools.cache
def inputs() -> tuple[type[QWidget], ...]:
    """A stop for Tab (its own inner widgets, a combo box's line edit, are part of it)."""
    return (
        QtWidgets.QLineEdit,
        QComboBox,
        QtWidgets.QAbstractSpinBox,
        QAbstractButton,
        QAbstractItemView,
        QtWidgets.QTextEdit,
        QtWidgets.QPlainTextEdit,
    )


@functools.cache
def _owners() -> tuple[type[QWidget], ...]:
    """Controls whose inner widgets are theirs, never separate stops."""
    return (QComboBox, QtWidgets.QAbstractSpinBox, QTabBar, QAbstractItemView)


def _inner(widget: QWidget, root: QWidget) -> bool:
    owners = _owners()
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, owners):
            return True
        parent = parent.parentWidget()
    return isinstance(parent, owners) and parent is not root


def reading_order(root: QWidget, *, visible_only: bool = False) -> list[QWidget]:
    """The inputs of ``root`` in reading order. ``visible_only`` keeps what is shown (the
    current tab page, no hidden rows); otherwise every page and hidden widget is placed
    too, so a button shown later (a saved record's actions) is already in its place."""
    return _widget_order(root, root, visible_only)


def _widget_order(widget: QWidget, root: QWidget, visible_only: bool) -> list[QWidget]:
    if widget is not root:
        if visible_only and not widget.isVisibleTo(root):
            return []
        if _inner(widget, root):
            return []
        if isinstance(widget, inputs()):
            return [widget] if widget.focusPolicy() & Qt.FocusPolicy.TabFocus else []
    if isinstance(widget, QTabWidget | QStackedWidget):
        shown: list[QWidget | None] = (
            [widget.currentWidget()]
            if visible_only
            else [widget.widget(i) for i in range(widget.count())]
        )
        return [
            w for page in shown if page is not None for w in _widget_order(page, root, visible_only)
        ]
    if isinstance(widget, QSplitter):
        parts: list[QWidget | None] = [widget.widget(i) for i in range(widget.count())]
        return [
            w for part in parts if part is not None for w in _widget_order(part, root, visible_only)
        ]
    if isinstance(widget, QScrollArea):
        content = widget.widget()
        return _widget_order(content, root, visible_only) if content is not None else []
    layout = widget.layout()
    return _layout_order(layout, root, visible_only) if layout is not None else []


def _layout_order(layout: QLayout, root: QWidget, visible_only: bool) -> list[QWidget]:
    indexes = list(range(layout.count()))
    if isinstance(layout, QGridLayout):
        grid = layout

        def grid_place(index: int) -> tuple[int, int]:
            place: tuple[int, int, int, int] = grid.getItemPosition(index)  # type: ignore[assignment]
            return (place[0], place[1])

        indexes.sort(key=grid_place)
    elif isinstance(layout, QtWidgets.QFormLayout):
        form = layout
        label_role = QtWidgets.QFormLayout.ItemRole.LabelRole

        def form_place(index: int) -> tuple[int, bool]:
            # Rows top to bottom; in a row the label (never an input) before the field.
            place: tuple[int, object] = form.getItemPosition(index)  # type: ignore[assignment]
            return (place[0], place[1] != label_role)

        indexes.sort(key=form_place)
    elif isinstance(layout, QBoxLayout) and layout.direction() in (
        QBoxLayout.Direction.BottomToTop,
    ):
        indexes.reverse()
    found: list[QWidget] = []
    for index in indexes:
        item = layout.itemAt(index)
        if item is None:
            continue
        child_widget = item.widget()
        child_layout = item.layout()
        if child_widget is not None:
            found += _widget_order(child_widget, root, visible_only)
        elif child_layout is not None:
            found += _layout_order(child_layout, root, visible_only)
    return found


def tab_in_reading_order(root: QWidget) -> None:
    """Make Tab visit ``root``'s inputs in ``reading_order`` (call once the layout is built;
    call again after adding widgets)."""
    order = reading_order(root)
    for first, second in itertools.pairwise(order):
        QWidget.setTabOrder(first, second)
