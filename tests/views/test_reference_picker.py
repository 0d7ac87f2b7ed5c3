"""The cache-backed picker, typed into like a clerk (a list stands in for the cache)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.choices import Choice, choice_label
from app.views.widgets.reference_picker import ReferencePicker

ROWS = [
    Choice(1, choice_label("PEN-1", "Blue pen", 1), {}),
    Choice(2, choice_label("PEN-10", "Red pen", 2), {}),
    Choice(3, choice_label("PAP-1", "Paper A4", 3), {}, active=False),
]


def search(text: str) -> list[Choice]:
    folded = text.casefold().strip()
    return [row for row in ROWS if folded in row.label.casefold()]


def get(row_id: int) -> Choice | None:
    return next((row for row in ROWS if row.id == row_id), None)


HOSTS: list[QWidget] = []


def make(qtbot: QtBot) -> tuple[ReferencePicker, QLineEdit, list[object], list[str]]:
    host = QWidget()
    picker = ReferencePicker(search, get)
    after = QLineEdit()
    layout = QVBoxLayout(host)
    layout.addWidget(picker)
    layout.addWidget(after)
    qtbot.addWidget(host)
    HOSTS[:] = [host]  # alive for the test (qtbot closes it after)
    host.show()
    chosen: list[object] = []
    unmatched: list[str] = []
    picker.chosen.connect(chosen.append)
    picker.unmatched.connect(unmatched.append)
    return picker, after, chosen, unmatched


def test_the_matches_pop_up_as_the_clerk_types(qtbot: QtBot) -> None:
    picker, _, _, _ = make(qtbot)
    picker.setFocus()
    qtbot.keyClicks(picker, "pen")
    assert picker.match_labels() == ["PEN-1 · Blue pen", "PEN-10 · Red pen"]


def test_an_exact_code_settles_even_when_others_contain_it(qtbot: QtBot) -> None:
    picker, _after, chosen, _ = make(qtbot)
    picker.setFocus()
    qtbot.keyClicks(picker, "pen-1")
    picker.settle()
    assert chosen == [1]
    assert picker.text() == "PEN-1 · Blue pen"


def test_the_only_match_settles_on_tab(qtbot: QtBot) -> None:
    picker, _after, chosen, _ = make(qtbot)
    picker.setFocus()
    qtbot.keyClicks(picker, "red")
    picker.settle()
    assert chosen == [2]


def test_text_matching_several_or_nothing_is_flagged_and_the_choice_stays(
    qtbot: QtBot,
) -> None:
    picker, _, chosen, unmatched = make(qtbot)
    picker.set_current_id(3)
    picker.setFocus()
    picker.clear()
    qtbot.keyClicks(picker, "pen")
    picker.settle()
    picker.setText("zzz")
    picker.settle()
    assert unmatched == ["pen", "zzz"]
    assert chosen == [] and picker.current_id() == 3


def test_clearing_the_field_clears_the_choice_and_unknown_ids_show_as_numbers(
    qtbot: QtBot,
) -> None:
    picker, _, chosen, _ = make(qtbot)
    picker.set_current_id(99)
    assert picker.text() == "#99"
    picker.clear()
    picker.settle()
    assert chosen == [None]


def test_enter_settles(qtbot: QtBot) -> None:
    picker, _, chosen, _ = make(qtbot)
    picker.setFocus()
    qtbot.keyClicks(picker, "paper")
    qtbot.keyClick(picker, Qt.Key.Key_Escape)  # close the popup, then Enter in the field
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    assert chosen == [3]


def test_keys_reach_the_next_field_after_the_popup_closes(qtbot: QtBot) -> None:
    """The completion popup hands the activation back when it closes: the offscreen
    platform activates a popup after it was already hidden, and the keys typed next then
    reached nothing."""
    picker, after, chosen, _ = make(qtbot)
    host = picker.window()
    host.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host)
    picker.setFocus()
    qtbot.keyClicks(picker, "red")
    qtbot.keyClick(picker, Qt.Key.Key_Tab)
    qtbot.wait(50)  # the platform's late activation of the popup, if any, has arrived
    assert chosen == [2]
    assert QApplication.activeWindow() is host
    assert QApplication.focusWidget() is after
    qtbot.keyClicks(QApplication.focusWidget(), "typed on")
    assert after.text() == "typed on"
