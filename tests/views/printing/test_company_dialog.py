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
