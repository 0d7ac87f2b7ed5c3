"""A list prints as a table: the taxes list from its Export menu, previewed with the
company's name, the screen's title, its rows and how many there are, saved as a PDF."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.printing.table import ColumnKind
from app.views.printing.window import PrintDialog
from tests.support.app import RunningApp, running_app
from tests.support.pdf import pdf_text, save_pngs


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_the_taxes_list_prints_as_a_table(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    screen = app.window.open_entry("taxes")
    assert screen is not None
    qtbot.waitUntil(lambda: not screen.view_model.busy and screen.view_model.model.rowCount() > 0)
    # Filtered by name: the paper says so.
    qtbot.keyClicks(screen.name_filter, "VAT")
    qtbot.waitUntil(
        lambda: not screen.view_model.busy and screen.view_model.model.rowCount() == 3,
        timeout=10000,
    )
    rows = screen.view_model.model.rowCount()
    menu = screen.export_button.menu()
    (action,) = [a for a in menu.actions() if a.text() == "Print or save as PDF…"]
    action.trigger()
    dialog = screen.findChild(PrintDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.view_model.printed is not None)
    printed = dialog.view_model.printed
    texts = printed.texts()
    assert "Nile Trading Co." in texts and "Taxes" in texts
    assert f"Rows: {rows}" in texts and "Page 1 of 1" in texts
    assert "Name: VAT" in texts and "Applies to: All" in texts
    report = dialog.view_model.source._report(dialog.view_model.language)  # type: ignore[attr-defined]
    kinds = {column.title: column.kind for column in report.columns}
    assert kinds.get("Rate (%)") is ColumnKind.MONEY and kinds.get("Name") is ColumnKind.TEXT
    assert ("Name", "VAT") in report.parameters
    screenshot(dialog, "print_window_taxes")
    dialog.save_pdf(str(tmp_path / "Taxes.pdf"))
    text = pdf_text(tmp_path / "Taxes.pdf")
    assert "Taxes" in text and f"Rows: {rows}" in text
    save_pngs(tmp_path / "Taxes.pdf", "list-taxes-en", last=1)
    dialog.close_button.click()
    QApplication.processEvents()
