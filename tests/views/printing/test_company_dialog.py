"""File › Company details: the demo company comes filled in; a Saudi regime needs a ZATCA
VAT number (said under the field); saved, the details are what documents print."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.company import EInvoicing
from app.printing.settings import load_company
from app.views.printing.company_dialog import CompanyDetailsDialog
from tests.support.app import RunningApp, running_app


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_company_details_are_checked_and_kept_with_the_profile(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    app.window.company_action.trigger()
    dialog = app.window.findChild(CompanyDetailsDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.edits["name"].text() == "Nile Trading Co."
    assert dialog.edits["name_arabic"].text() == "شركة النيل للتجارة"
    screenshot(dialog, "company_details")

    dialog.edits["name"].clear()
    qtbot.keyClicks(dialog.edits["name"], "Red Sea Trading")
    dialog.regime.setCurrentIndex(dialog.regime.findData("KSA"))
    dialog.edits["vat_number"].clear()
    qtbot.keyClicks(dialog.edits["vat_number"], "12345")
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Save
    assert dialog.isVisible()
    assert dialog.errors["vat_number"].isVisible()
    assert "15 digits" in dialog.errors["vat_number"].text()
    assert not dialog.errors["name"].isVisible()
    screenshot(dialog, "company_details_error")

    dialog.edits["vat_number"].clear()
    qtbot.keyClicks(dialog.edits["vat_number"], "310122393500003")
    dialog.save()
    assert not dialog.isVisible()
    session = app.view_model.session
    assert session is not None and session.store is not None
    company = load_company(session.store, is_demo=True)
    assert company.name == "Red Sea Trading"
    assert company.e_invoicing is EInvoicing.KSA
    assert company.vat_number == "310122393500003"
    QApplication.processEvents()


LONG_ARABIC_NAME = "شركة " + "البحر الأحمر للتجارة والمقاولات العامة والاستيراد والتصدير " * 3
"""A legal name of 190 letters: 340 bytes of UTF-8, more than a ZATCA QR field holds."""


def _refuse_a_name_the_qr_cannot_hold(qtbot: QtBot, dialog: CompanyDetailsDialog) -> None:
    dialog.regime.setCurrentIndex(dialog.regime.findData("KSA"))
    dialog.edits["vat_number"].clear()
    qtbot.keyClicks(dialog.edits["vat_number"], "310122393500003")
    # Pasted, as a clerk brings a long legal name from a document (QTest cannot type
    # Arabic letters: it aborts on a character with no key).
    name = dialog.edits["name_arabic"]
    QApplication.clipboard().setText(LONG_ARABIC_NAME)
    name.setFocus()
    qtbot.keyClick(name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert name.text() == LONG_ARABIC_NAME
    assert len(dialog.edits["name_arabic"].text().encode("utf-8")) > 255
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Save
    assert dialog.isVisible()
    assert dialog.errors["name_arabic"].isVisible()
    assert not dialog.errors["vat_number"].isVisible() and not dialog.errors["name"].isVisible()
    assert dialog.focusWidget() is dialog.edits["name_arabic"]


def test_a_saudi_seller_name_the_qr_cannot_hold_is_refused_at_the_field(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    app.window.company_action.trigger()
    dialog = app.window.findChild(CompanyDetailsDialog)
    assert dialog is not None
    _refuse_a_name_the_qr_cannot_hold(qtbot, dialog)
    said = dialog.errors["name_arabic"].text()
    assert "127 Arabic letters" in said and "255" in said
    screenshot(dialog, "company_details_qr_name_too_long")

    # Shortened to what fits (127 Arabic letters, 254 bytes), it is saved.
    dialog.edits["name_arabic"].setText(LONG_ARABIC_NAME.replace(" ", "")[:127])
    dialog.save()
    assert not dialog.isVisible()
    session = app.view_model.session
    assert session is not None and session.store is not None
    assert load_company(session.store, is_demo=True).name_arabic.startswith("شركة")
    QApplication.processEvents()


def test_the_refusal_reads_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot
) -> None:
    from tests.support.arabic import arabic_app, is_english

    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        arabic.running.window.company_action.trigger()
        dialog = arabic.running.window.findChild(CompanyDetailsDialog)
        assert dialog is not None
        _refuse_a_name_the_qr_cannot_hold(qtbot, dialog)
        said = dialog.errors["name_arabic"].text()
        assert "127" in said or "١٢٧" in said
        assert not is_english(said), said
        screenshot(dialog, "company_details_qr_name_too_long_ar")
        dialog.reject()
        QApplication.processEvents()
