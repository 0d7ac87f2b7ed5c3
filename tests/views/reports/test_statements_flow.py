"""A manager reads the year's profit and loss by month against last year, drills from a
figure to the account's lines and on to the document, then reads the balance sheet;
against the sandbox's demo company, in the running app. Each figure on screen is checked
against the engine over a cache of its own (the engine is checked against the server in
tests/reports/test_statements.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QPoint, Qt
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app import clock
from app.reports.layout import Section
from app.reports.statements import Columns, Compare, balance_sheet, profit_and_loss
from app.store.ledger import LedgerStore, ledger_path
from app.viewmodels.reports.table import RowLevel
from app.views.accounting.journal_entry_editor import JournalEntryEditorView
from app.views.reports.report_view import ReportView
from tests.support.app import RunningApp, running_app
from tests.support.app_ledger import sync_ledger
from tests.support.pdf import pdf_text, save_pngs, squeezed, tools_present
from tests.support.screens import open_entry


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        yield running


def double_click(qtbot: QtBot, table: QTableView, row: int, column: int) -> None:
    index = table.model().index(row, column)
    table.scrollTo(index)
    rect = table.visualRect(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def computed(qtbot: QtBot, view: ReportView) -> None:
    qtbot.waitUntil(
        lambda: view.view_model.model.rowCount() > 0 and not view.view_model.busy, timeout=20000
    )


def choose(qtbot: QtBot, combo: object, text: str) -> None:
    """Pick an entry of a combo box with the keyboard, as a person does: focus, then the
    arrow keys until it shows ``text`` (each key press is an ``activated``)."""
    from PySide6.QtWidgets import QComboBox

    assert isinstance(combo, QComboBox)
    combo.setFocus()
    target = combo.findText(text)
    assert target >= 0, text
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


def test_profit_and_loss_by_month_against_last_year_then_the_balance_sheet(
    qtbot: QtBot, app: RunningApp, screenshot, tmp_path: Path
) -> None:
    window = app.window
    session = app.view_model.session
    assert session is not None and session.store is not None
    sync_ledger(qtbot, app)
    year = clock.today().year

    screen = open_entry(qtbot, app, "report-profit-and-loss")
    assert isinstance(screen, ReportView)
    computed(qtbot, screen)
    screen.date_from.setDate(QDate(year, 1, 1))
    screen.date_to.setDate(QDate(year, 12, 31))
    choose(qtbot, screen.columns, "By month")
    choose(qtbot, screen.compare, "Same period last year")
    qtbot.mouseClick(screen.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            len(screen.view_model.model.table.columns) == 2 + 12 + 1 + 3
            and not screen.view_model.busy
        ),
        timeout=20000,
    )
    table = screen.view_model.model.table
    titles = [c.title for c in table.columns]
    assert titles[2] == QLocale().toString(QDate(year, 1, 1), "MMM yyyy")
    assert titles[13] == QLocale().toString(QDate(year, 12, 1), "MMM yyyy")
    assert titles[14:] == ["Total", "Comparison", "Change", "Change %"]

    store = LedgerStore(ledger_path(session.store.path))
    try:
        books = store.books()
        expected = profit_and_loss(
            books,
            date(year, 1, 1),
            date(year, 12, 31),
            columns=Columns.MONTH,
            compare=Compare.PREVIOUS_YEAR,
        )
        last_year = profit_and_loss(books, date(year - 1, 1, 1), date(year - 1, 12, 31))
        sheet = balance_sheet(books, date(year, 12, 31), compare_as_of=date(year - 1, 12, 31))
    finally:
        store.close()
    net = table.rows[[r.values[1] for r in table.rows].index("Net profit")]
    assert net.level is RowLevel.TOTAL
    assert list(net.values[2:14]) == list(expected.net_profit.amounts)
    assert net.values[14] == expected.net_profit.amount
    assert net.values[15] == last_year.net_profit.amount
    assert net.values[16] == expected.net_profit.amount - last_year.net_profit.amount
    screenshot(window, "report_profit_and_loss_by_month")

    # Reading it: the expenses sorted by the year's total, largest first (a click on the
    # column's title, then another), only the top two of each section, then a filter.
    total_column = titles.index("Total")
    header = screen.table.horizontalHeader()
    for _ in range(2):
        x = header.sectionViewportPosition(total_column) + header.sectionSize(total_column) // 2
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert screen.view_model.arrangement.descending
    screen.top.setFocus()
    qtbot.keyClick(screen.top, Qt.Key.Key_Up)
    qtbot.keyClick(screen.top, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: screen.view_model.arrangement.top == 2, timeout=5000)
    arranged = screen.view_model.model.table.rows
    start = [r.values[1] for r in arranged].index("Expenses")
    expenses = [r for r in arranged[start + 1 :] if r.level is RowLevel.DETAIL][:2]
    everything = sorted((r.amount for r in expected.section(Section.EXPENSES).rows), reverse=True)
    assert [r.values[total_column] for r in expenses] == everything[:2]
    assert screen.arrangement_note.isVisible() and "Showing" in screen.arrangement_note.text()
    qtbot.keyClick(screen.top, Qt.Key.Key_Down)
    qtbot.keyClick(screen.top, Qt.Key.Key_Down)
    assert screen.top.text() == "All"
    qtbot.keyClicks(screen.filter, "Rent")
    qtbot.waitUntil(
        lambda: (
            [r.values[1] for r in screen.view_model.model.table.rows if r.level is RowLevel.DETAIL]
            == ["Rent"]
        ),
        timeout=5000,
    )
    screenshot(window, "report_profit_and_loss_filtered")
    screen.filter.clear()
    qtbot.waitUntil(lambda: not screen.arrangement_note.isVisible(), timeout=5000)
    table = screen.view_model.model.table

    # A revenue figure -> the account's ledger for the year -> a line's document.
    revenue = next(
        i
        for i, r in enumerate(table.rows)
        if r.drill is not None and r.values[14] and r.values[1].startswith("Sales")
    )
    account_id = table.rows[revenue].drill.key
    double_click(qtbot, screen.table, revenue, 14)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is not screen, timeout=10000)
    ledger = window.tabs.currentWidget()
    assert isinstance(ledger, ReportView)
    assert ledger.view_model.definition.name == "ledger"
    computed(qtbot, ledger)
    assert ledger.account.current_id() == account_id
    lines = ledger.view_model.model.table.rows
    closing = lines[-1]
    # The ledger's period movement (credits less debits, revenue) is the P&L's figure.
    assert closing.values[6] - closing.values[5] == table.rows[revenue].values[14]
    screenshot(window, "report_profit_and_loss_drill_ledger")
    line = next(i for i, r in enumerate(lines) if r.drill is not None)
    code = lines[line].drill.key
    double_click(qtbot, ledger.table, line, 1)
    qtbot.waitUntil(
        lambda: isinstance(window.tabs.currentWidget(), JournalEntryEditorView), timeout=15000
    )
    editor = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: code in editor.title(), timeout=10000)

    # The balance sheet at the end of the year, against the end of last year.
    balance = open_entry(qtbot, app, "report-balance-sheet")
    assert isinstance(balance, ReportView)
    computed(qtbot, balance)
    balance.as_of.setDate(QDate(year, 12, 31))
    qtbot.mouseClick(balance.compare_on, Qt.MouseButton.LeftButton)
    balance.compare_as_of.setDate(QDate(year - 1, 12, 31))
    qtbot.mouseClick(balance.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            len(balance.view_model.model.table.columns) == 4
            and balance.view_model.model.table.columns[3].title == f"{year - 1}-12-31"
            and not balance.view_model.busy
        ),
        timeout=20000,
    )
    rows = {r.values[1]: r for r in balance.view_model.model.table.rows}
    # The demo's dollar account shows in both currencies: the totals say theirs.
    assets = rows["Total assets in EGP"]
    assert assets.values[2:] == (sheet.total_assets, sheet.comparison_total_assets)
    assert rows["Total liabilities and equity in EGP"].values[2:] == assets.values[2:]
    assert rows["Profit of the current year"].values[2] == expected.net_profit.amount
    assert rows["Profit of the current year"].values[3] == last_year.net_profit.amount
    screenshot(window, "report_balance_sheet_compared")
    if tools_present():
        for view, name in ((screen, "profit-and-loss"), (balance, "balance-sheet")):
            pdf = view.save_pdf(tmp_path / f"{name}.pdf")
            assert pdf is not None
            text = squeezed(pdf_text(pdf))
            assert squeezed(view.view_model.title()) in text
            save_pngs(pdf, f"report-{name}-en", last=1)
