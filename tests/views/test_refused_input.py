"""Issue 24, point 5: input refused, not altered. An e-mail that cannot be an address is
marked at its field as soon as the clerk leaves it, and the customer is not saved with it;
a name longer than the server takes is refused at the field with the limit, never cut. In
English and in Arabic (screenshots of both)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.models.email import email_problem
from app.views.sales.customer_editor import CustomerEditorView
from tests.support.app import RunningApp, running_app
from tests.support.arabic import arabic_app
from tests.views.test_customers_window import current_editor, open_customers


@contextmanager
def the_app(qtbot: QtBot, home: Path, tmp_path: Path, language: str) -> Iterator[RunningApp]:
    if language == "ar":
        with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
            yield arabic.running
    else:
        with running_app(qtbot, home) as running:
            yield running


def new_customer(qtbot: QtBot, running: RunningApp) -> CustomerEditorView:
    customers = open_customers(qtbot, running)
    qtbot.keyClick(customers.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    return current_editor(running)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_an_email_that_cannot_be_an_address_is_refused_at_its_field(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot, language: str
) -> None:
    with the_app(qtbot, home, tmp_path, language) as running:
        editor = new_customer(qtbot, running)
        qtbot.keyClicks(editor.name, "Sphinx Stationery")
        error = editor.fields["email"].error
        editor.email.setFocus()
        qtbot.keyClicks(editor.email, "abc@")
        qtbot.keyClick(editor.email, Qt.Key.Key_Tab)
        assert error.isVisible()
        assert error.text() != ""
        running.window.resize(1280, 720)  # a small laptop's screen
        qtbot.waitUntil(lambda: running.window.width() == 1280)
        assert editor.fields["email"].error.visibleRegion().boundingRect().width() > 0
        screenshot(running.window, f"customer_email_refused_{language}")

        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        session = running.view_model.session
        assert session is not None and session.outbox is not None
        assert session.outbox.items() == []  # not saved with it
        assert editor.view_model.base is None

        editor.email.setFocus()
        qtbot.keyClicks(editor.email, "example.com")
        qtbot.keyClick(editor.email, Qt.Key.Key_Tab)
        assert editor.email.text() == "abc@example.com"
        assert not error.isVisible()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_name_too_long_is_refused_with_its_limit_not_cut(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot, language: str
) -> None:
    with the_app(qtbot, home, tmp_path, language) as running:
        editor = new_customer(qtbot, running)
        error = editor.fields["name"].error
        QGuiApplication.clipboard().setText("N" * 290)
        editor.name.setFocus()
        qtbot.keyClick(editor.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert editor.name.text() == ""  # refused, not cut to 250
        assert error.isVisible()
        digits = "٢٥٠" if language == "ar" else "250"
        assert digits in error.text()
        running.window.resize(1280, 720)  # a small laptop's screen
        qtbot.waitUntil(lambda: running.window.width() == 1280)
        assert error.visibleRegion().boundingRect().width() > 0
        screenshot(running.window, f"customer_name_too_long_{language}")


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("abc@", True),
        ("@example.com", True),
        ("a b@example.com", True),
        ("a@b@example.com", True),
        ("abc@example", True),
        ("abc@.com", True),
        ("abc@example.", True),
        ("abc@example..com", True),
        ("abc@example.com", False),
        ("first.last+tag@mail.example.co", False),
        ("", False),
    ],
)
def test_what_an_email_address_is(text: str, refused: bool) -> None:
    assert (email_problem(text) is not None) is refused
