"""File › Preferences, used like a clerk; and what Arabic does to the application."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.store.resources import compile_catalogues, translations_dir
from app.viewmodels.shell.preferences import Language, LanguagePreferences, load_preferences
from app.views.shell.language import apply_language
from app.views.shell.preferences_dialog import PreferencesDialog
from tests.support.app import RunningApp, running_app


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_choosing_arabic_with_latin_digits_is_kept_for_the_next_start(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    app.window.preferences_action.trigger()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), PreferencesDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PreferencesDialog)
    assert not dialog.latin_digits.isEnabled()  # English has no digit choice
    dialog.language.setFocus()
    qtbot.keyClick(dialog.language, Qt.Key.Key_Down)
    assert dialog.language.currentText() == "العربية"
    assert dialog.latin_digits.isEnabled()
    qtbot.mouseClick(dialog.latin_digits, Qt.MouseButton.LeftButton)
    screenshot(dialog, "preferences")
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert load_preferences(app.profiles) == LanguagePreferences(Language.ARABIC, True)
    assert "next time" in app.window.statusBar().currentMessage()


def test_arabic_lays_out_right_to_left_and_translates_qt_s_own_words(
    qapp: QApplication, tmp_path: Path
) -> None:
    before = QLocale()
    compile_catalogues(translations_dir(), tmp_path, force=True)
    translators = apply_language(qapp, LanguagePreferences(Language.ARABIC, False), tmp_path)
    try:
        assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QLocale().zeroDigit() == "٠"
        assert QLocale().toString(12) == "١٢"
        assert len(translators) == 2, "Qt's catalogue (qtbase_ar) and ours"
        assert QCoreApplication.translate("MainWindow", "Back Office Desktop") != (
            "Back Office Desktop"
        )
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        QLocale.setDefault(before)
