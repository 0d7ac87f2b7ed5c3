"""The printing windows in an Arabic app: every word Arabic, Alt+letters of their own, the
document printed in Arabic by default (the window's language) and looked at."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.page import PrintLanguage
from app.views.printing.company_dialog import CompanyDetailsDialog
from app.views.printing.print_code import PrintCodeDialog
from tests.support.arabic import Arabic, arabic_app


@pytest.fixture
def arabic(qtbot: QtBot, qloop: object, home: Path, tmp_path: Path) -> Iterator[Arabic]:
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def test_printing_reads_arabic(qtbot: QtBot, arabic: Arabic, screenshot) -> None:
    window = arabic.running.window
    window.print_code_action.trigger()
    ask = window.findChild(PrintCodeDialog)
    assert ask is not None and ask.isRightToLeft()
    screenshot(ask, "print_code_ar")
    arabic.look_at("print_code", ask)
    qtbot.keyClicks(ask.code, "CI-CAI-1")
    ask.buttons.accepted.emit()
    printing = ask.printing
    assert printing is not None
    qtbot.waitUntil(lambda: printing.view_model.printed is not None, timeout=20000)
    assert printing.view_model.language is PrintLanguage.ARABIC
    assert "إيصال استلام نقدية" in printing.view_model.printed.texts()
    screenshot(printing, "print_window_cash_receipt_ar")
    arabic.look_at("print_window", printing)
    printing.close_button.click()

    window.company_action.trigger()
    company = window.findChild(CompanyDetailsDialog)
    assert company is not None
    screenshot(company, "company_details_ar")
    arabic.look_at("company_details", company)
    company.reject()
    QApplication.processEvents()

    assert arabic.latin == {}, f"numbers in Latin digits: {arabic.latin}"
    untranslated = arabic.lookups.untranslated()
    assert untranslated == [], f"shown in English: {untranslated}"
    assert arabic.english == {}, f"English words on screen: {arabic.english}"
    clashes = "\n".join(map(str, arabic.clashes))
    assert arabic.clashes == [], f"Alt+letters used twice or missing:\n{clashes}"
