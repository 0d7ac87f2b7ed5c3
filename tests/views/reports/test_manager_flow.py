"""A manager's morning, against the sandbox's demo company: the dashboard shows figures,
the receivables card opens the ageing, a debtor opens the statement, a line opens its
document; the statement exported to Excel reads back as numbers, and saved as a PDF it
renders (pdftoppm) with its words (pdftotext)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.reports import receivables_ageing
from app.store.ledger import LedgerStore, ledger_path
from app.viewmodels.reports.table import ColumnKind, RowLevel, cell_text
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.printing.window import PrintDialog
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from app.views.sales.customer_list import CustomerListView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.pdf import pdf_text, save_pngs, tools_present
from tests.support.report_screens import double_click, wait_for_table
from tests.support.screens import open_entry

CENT = Decimal("0.01")


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_a_manager_reads_the_dashboard_and_drills_down_to_a_document(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    window = app.window
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)

    # The landing page is the dashboard, computed from the cache.
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    # The landing page follows the cache: once synced, its next look recomputes.
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    dashboard.view_model.check_cache()
    qtbot.waitUntil(lambda: "As of" in dashboard.freshness.text(), timeout=20000)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    dashboard.view_model.check_cache()  # nothing synced since: nothing recomputed
    assert not dashboard.view_model.busy
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    store = LedgerStore(ledger_path(session.store.path))
    try:
        ageing = receivables_ageing(store.books(), date.today())
    finally:
        store.close()
    figures = dashboard.view_model.figures
    assert figures.receivables_total == ageing.total and ageing.total > 0
    assert dashboard.receivables.figure.text() == cell_text(ageing.total, ColumnKind.MONEY)
    assert dashboard.year_chart.data.labels and dashboard.stock_chart.data.labels
    assert "As of" in dashboard.freshness.text()
    screenshot(window, "dashboard")

    # Receivables card -> the ageing as of today.
    qtbot.mouseClick(dashboard.receivables.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), ReportView))
    ageing_view = window.tabs.currentWidget()
    assert ageing_view.view_model.definition.name == "receivables-ageing"
    wait_for_table(qtbot, ageing_view)
    model = ageing_view.view_model.model
    assert model.row(model.rowCount() - 1).level is RowLevel.TOTAL
    assert model.row(model.rowCount() - 1).values[2] == ageing.total
    screenshot(window, "report_receivables_ageing")

    # A debtor -> the customer's statement; its closing is the server's balance.
    row = next(r for r in range(model.rowCount()) if (model.row(r).values[2] or 0) > 0)
    customer_id = model.row(row).drill.key
    double_click(qtbot, ageing_view.table, row, 2)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not ageing_view, timeout=10000)
    statement = window.tabs.currentWidget()
    assert isinstance(statement, ReportView)
    assert statement.view_model.definition.name == "customer-statement"
    wait_for_table(qtbot, statement)
    rows = statement.view_model.model.table.rows
    balance_task = asyncio.ensure_future(session.client.customers.balance(customer_id))
    qtbot.waitUntil(balance_task.done, timeout=10000)
    assert rows[-1].values[-1].quantize(CENT) == balance_task.result().quantize(CENT)
    assert statement.customer.current_id() == customer_id
    screenshot(window, "report_customer_statement")

    # Export the statement to Excel: numbers are numbers.
    dialog = statement.export_button.choose(".xlsx")
    # The proposed name says what and which dates: statement-<code>-<from>-<to>.xlsx.
    proposed = Path(dialog.selectedFiles()[0]).name
    assert proposed.startswith("statement-") and proposed.endswith(".xlsx")
    assert str(statement.view_model.parameters.date_to) in proposed
    target = tmp_path / "statement.xlsx"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(target.exists, timeout=10000)
    qtbot.waitUntil(lambda: statement.banner.isVisible(), timeout=10000)
    sheet = load_workbook(target).active
    values = list(sheet.iter_rows(values_only=True))
    # Above the table: the company, the report, its parameters and how fresh it is.
    assert values[0][:2] == ("Company", "Nile Trading Co.")
    assert values[1][:2] == ("Report", "Customer statement")
    header = next(i for i, row in enumerate(values) if row[-1] == "Balance")
    assert values[header - 2][0] == "Figures" and values[header - 2][1].startswith("As of")
    values = values[header:]
    assert values[0][-1] == "Balance"
    closing = values[-1][-1]
    assert isinstance(closing, (int, float))
    assert Decimal(str(closing)).quantize(CENT) == rows[-1].values[-1].quantize(CENT)
    dates = [r[0] for r in values[1:] if r[0] is not None]
    assert dates and all(hasattr(d, "year") for d in dates)

    # Save as PDF: the words and the closing balance are on the page.
    pdf_dialog = statement.choose_pdf()
    pdf = tmp_path / "statement.pdf"
    pdf_dialog.selectFile(str(pdf))
    pdf_dialog.accept()
    qtbot.waitUntil(pdf.exists, timeout=20000)
    if tools_present():
        text = pdf_text(pdf)
        assert "Customer statement" in text and "Closing balance" in text
        assert f"{rows[-1].values[-1]:,.2f}" in text
        save_pngs(pdf, "report-customer-statement-en", last=1)

    # Print: the print window shows the statement's pages with the company's name.
    qtbot.mouseClick(statement.print_button, Qt.MouseButton.LeftButton)
    dialog = statement.findChild(PrintDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.view_model.printed is not None, timeout=15000)
    texts = dialog.view_model.printed.texts()
    assert "Customer statement" in texts and "Nile Trading Co." in texts
    assert "Page 1 of 1" in texts or any(t.startswith("Page 1 of") for t in texts)
    screenshot(dialog, "print_window_customer_statement")
    dialog.close_button.click()

    # A line of the statement -> its document, in the journal-entry editor.
    line = next(i for i, r in enumerate(rows) if r.drill is not None)
    code = rows[line].drill.key
    double_click(qtbot, statement.table, line, 1)
    qtbot.waitUntil(
        lambda: isinstance(window.tabs.currentWidget(), JournalEntryEditorView), timeout=15000
    )
    editor = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: code in editor.title(), timeout=10000)
    screenshot(window, "report_drill_document")


def test_the_customer_list_shows_balances_from_the_ledger_cache(
    qtbot: QtBot, app: RunningApp
) -> None:
    """No "Show balance" needed once the ledger cache is synced: each listed customer's
    balance is the server's own figure."""
    screen = open_entry(qtbot, app, "customers")  # perhaps before the ledger's first sync
    assert isinstance(screen, CustomerListView)
    model = screen.view_model.model
    qtbot.waitUntil(lambda: model.rowCount() > 0, timeout=15000)
    sync_ledger(qtbot, app)  # the column fills in after it, with no reload
    qtbot.waitUntil(
        lambda: all(c.id in screen.view_model.balances for c in model.rows()), timeout=10000
    )
    session = app.view_model.session
    assert session is not None
    owing = [c for c in model.rows() if screen.view_model.balances[c.id] != 0][:3]
    assert owing
    for customer in owing:
        task = asyncio.ensure_future(session.client.customers.balance(customer.id))
        qtbot.waitUntil(task.done, timeout=10000)
        cached = screen.view_model.balances[customer.id]
        assert isinstance(cached, Decimal)
        assert cached.quantize(CENT) == task.result().quantize(CENT)
        assert screen.view_model.balance_text(customer)
