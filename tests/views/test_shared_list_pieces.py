"""The pieces every list screen shares, tried on their own: the table model, the loading
banner, the table setup."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.viewmodels.rows_table import Column, RowsTableModel, number_column
from app.views.widgets.forms import LoadBanner
from app.views.widgets.tables import make_table, select_row, selected_row
from tests.support.app import running_app


@dataclass(frozen=True)
class Row:
    id: int
    name: str
    amount: Decimal | None


ROWS = [
    Row(1, "beta", Decimal("10")),
    Row(2, "Alpha", Decimal("9")),
    Row(3, "gamma", None),
]


def model() -> RowsTableModel[Row]:
    return RowsTableModel(
        [Column("Name", lambda r: r.name), number_column("Amount", lambda r: r.amount)],
        inactive=lambda r: r.amount is None,
        inactive_tip="No amount",
    )


def test_numbers_sort_as_numbers_and_rows_without_one_come_last(qapp: object) -> None:
    rows = model()
    rows.set_rows(ROWS)
    rows.sort(1, Qt.SortOrder.AscendingOrder)
    assert [r.name for r in rows.rows()] == ["Alpha", "beta", "gamma"]
    assert rows.index(0, 1).data() == "9"
    assert rows.index(2, 1).data() == ""
    assert rows.index(0, 1).data(Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    )
    assert rows.index(2, 0).data(Qt.ItemDataRole.ToolTipRole) == "No amount"
    rows.sort(0, Qt.SortOrder.DescendingOrder)  # by text, ignoring case
    assert [r.name for r in rows.rows()] == ["gamma", "beta", "Alpha"]


def test_the_selection_stays_on_its_row_when_the_list_is_sorted(qtbot: QtBot) -> None:
    rows = model()
    rows.set_rows(ROWS)
    host = QWidget()
    qtbot.addWidget(host)
    table = make_table(rows, "Rows")
    table.setParent(host)
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    select_row(table, rows.row_of(1))
    assert rows.row_at(selected_row(table)) == ROWS[0]
    table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert rows.row_at(selected_row(table)) == ROWS[0]


def test_the_banner_loads_again_after_a_failed_load_and_dismisses_the_rest(
    qtbot: QtBot,
) -> None:
    banner = LoadBanner()
    qtbot.addWidget(banner)
    retried: list[bool] = []
    banner.show_load_error("The list could not be loaded.", lambda: retried.append(True))
    assert banner.action_button.text() == "Try again"
    qtbot.mouseClick(banner.action_button, Qt.MouseButton.LeftButton)
    assert retried == [True] and not banner.text

    banner.show_status("12 rows exported to taxes.csv.")
    banner.show_load_error("", lambda: retried.append(True))  # a later good load keeps it
    assert banner.text == "12 rows exported to taxes.csv."
    assert banner.action_button.text() == "Dismiss"
    qtbot.mouseClick(banner.action_button, Qt.MouseButton.LeftButton)
    assert retried == [True] and not banner.text


@pytest.mark.parametrize(
    "key", ["accounts", "warehouses", "dynamic-properties", "geography", "taxes", "customers"]
)
def test_closing_a_list_while_it_loads_leaves_nothing_behind(
    qtbot: QtBot, qloop: object, home: Path, key: str
) -> None:
    """Closing the tab ends the screen's work after its widgets are gone: the
    view-model's last signals ("not loading any more") must not reach deleted widgets
    (pytest-qt fails the test on any exception raised in the event loop)."""
    with running_app(qtbot, home) as app:
        screen = app.window.open_entry(key)
        assert screen is not None
        # The tab's close button, at once: the list is still loading.
        app.window.tabs.tabCloseRequested.emit(app.window.tabs.indexOf(screen))
        assert app.window.tabs.indexOf(screen) < 0
        qtbot.waitUntil(lambda: not screen.view_model.busy, timeout=10000)
        qtbot.wait(50)
