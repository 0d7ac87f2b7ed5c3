"""A manager reads what is owed to suppliers, against the sandbox's demo company: the
dashboard's "owed to suppliers" card shows the payables ageing's total, opens the ageing,
a supplier opens its statement (its closing is the supplier's balance in the ageing) and
a line opens its document; the VAT return's output figure opens the VAT account's ledger
over its period, whose lines add up to it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.reports.payables import payables_ageing
from app.store.ledger import LedgerStore, ledger_path
from app.viewmodels.reports.table import ColumnKind, DrillKind, RowLevel, cell_text
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.reports.dashboard import DashboardView
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.report_screens import double_click, wait_for_table
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def test_owed_to_suppliers_from_the_card_to_a_document(
    qtbot: QtBot, app: RunningApp, screenshot
) -> None:
    window = app.window
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.waitUntil(lambda: not dashboard.view_model.busy, timeout=20000)
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    store = LedgerStore(ledger_path(session.store.path))
    try:
        ageing = payables_ageing(store.books(), date.today())
    finally:
        store.close()
    assert ageing.total > 0 and all(ageing.bucket_totals), "the demo owes in every band"
    assert dashboard.payables.figure.text() == cell_text(ageing.total, ColumnKind.MONEY)
    assert any(ageing.rows[0].name in link.text() for link in dashboard.payables.link_buttons)
    screenshot(window, "dashboard_payables")

    # The card -> the payables ageing as of today, its total the card's figure.
    qtbot.mouseClick(dashboard.payables.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), ReportView))
    ageing_view = window.tabs.currentWidget()
    assert ageing_view.view_model.definition.name == "payables-ageing"
    wait_for_table(qtbot, ageing_view)
    model = ageing_view.view_model.model
    total = model.row(model.rowCount() - 1)
    assert total.level is RowLevel.TOTAL and total.values[2] == ageing.total

    # A supplier -> its statement from its first line; the closing is its balance.
    row = next(r for r in range(model.rowCount()) if model.row(r).drill is not None)
    supplier = model.row(row)
    assert supplier.drill.kind is DrillKind.SUPPLIER
    double_click(qtbot, ageing_view.table, row, 2)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not ageing_view, timeout=10000)
    statement = window.tabs.currentWidget()
    assert isinstance(statement, ReportView)
    assert statement.view_model.definition.name == "supplier-statement"
    wait_for_table(qtbot, statement)
    rows = statement.view_model.model.table.rows
    assert rows[0].values[-1] == 0  # from the supplier's first line: nothing before
    assert rows[-1].values[-1] == supplier.values[2]
    qtbot.waitUntil(lambda: statement.supplier.current_id() == supplier.drill.key, timeout=5000)
    screenshot(window, "report_supplier_statement_drilled")

    # A line -> its document, in the journal-entry editor.
    line = next(i for i, r in enumerate(rows) if r.drill is not None)
    code = rows[line].drill.key
    double_click(qtbot, statement.table, line, 1)
    qtbot.waitUntil(
        lambda: isinstance(window.tabs.currentWidget(), JournalEntryEditorView), timeout=15000
    )
    editor = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: code in editor.title(), timeout=10000)


def test_a_vat_figure_opens_the_lines_behind_it(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    sync_ledger(qtbot, app)
    vat = open_entry(qtbot, app, "report-vat-return")
    assert isinstance(vat, ReportView)
    qtbot.waitUntil(lambda: not vat.view_model.busy, timeout=20000)
    # A year back, typed into the From field as a manager would.
    year_ago = vat.date_from.date().addYears(-1)
    vat.date_from.setFocus()
    vat.date_from.setDate(year_ago)
    qtbot.keyClick(vat.date_from, Qt.Key.Key_Tab)
    qtbot.keyClick(vat.refresh_button, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: (
            vat.view_model.parameters.date_from == year_ago.toPython() and not vat.view_model.busy
        ),
        timeout=20000,
    )
    rows = vat.view_model.model.table.rows
    month = next(
        i for i, r in enumerate(rows) if r.drill is not None and r.values[0] and r.values[4]
    )
    tax = rows[month].values[4]
    double_click(qtbot, vat.table, month, 4)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not vat, timeout=10000)
    ledger = window.tabs.currentWidget()
    assert isinstance(ledger, ReportView) and ledger.view_model.definition.name == "ledger"
    wait_for_table(qtbot, ledger)
    lines = [r for r in ledger.view_model.model.table.rows if r.level is RowLevel.DETAIL]
    credits = sum((r.values[6] or Decimal(0)) for r in lines)
    debits = sum((r.values[5] or Decimal(0)) for r in lines)
    assert credits - debits == tax
