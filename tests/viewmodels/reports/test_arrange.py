"""Sort, filter and top N over a report table: within each group, headings and totals in
place."""

from __future__ import annotations

from decimal import Decimal

from app.viewmodels.reports.arrange import Arrangement, arrange
from app.viewmodels.reports.table import (
    ColumnKind,
    ReportColumn,
    ReportRow,
    ReportTable,
    RowLevel,
)

D = Decimal
TABLE = ReportTable(
    "Trial balance",
    (
        ReportColumn("code", "Code"),
        ReportColumn("name", "Account"),
        ReportColumn("closing", "Closing", ColumnKind.MONEY),
    ),
    (
        ReportRow((None, "Cash", None), RowLevel.HEADING),
        ReportRow(("110101", "Main treasury", D("400"))),
        ReportRow(("110102", "Branch treasury", D("80"))),
        ReportRow(("110103", "Petty cash", None)),
        ReportRow((None, "Total Cash", D("480")), RowLevel.SUBTOTAL),
        ReportRow((None, "Bank", None), RowLevel.HEADING),
        ReportRow(("110201", "NBE", D("-5"))),
        ReportRow(("110202", "CIB", D("900"))),
        ReportRow((None, "Total", D("1375")), RowLevel.TOTAL),
    ),
)


def names(table: ReportTable) -> list[str]:
    return [row.values[1] for row in table.rows]


def test_sorting_acts_within_each_group_and_keeps_empty_cells_last() -> None:
    table, shown, total = arrange(TABLE, Arrangement(sort_column=2, descending=True))
    assert (shown, total) == (5, 5)
    assert names(table) == [
        "Cash",
        "Main treasury",
        "Branch treasury",
        "Petty cash",
        "Total Cash",
        "Bank",
        "CIB",
        "NBE",
        "Total",
    ]
    ascending, _, _ = arrange(TABLE, Arrangement(sort_column=2))
    assert names(ascending)[1:4] == ["Branch treasury", "Main treasury", "Petty cash"]


def test_a_filter_and_the_top_rows_say_how_many_show() -> None:
    table, shown, total = arrange(TABLE, Arrangement(text="TREASURY"))
    assert (shown, total) == (2, 5)
    assert names(table) == [
        "Cash",
        "Main treasury",
        "Branch treasury",
        "Total Cash",
        "Bank",
        "Total",
    ]
    top, shown, _ = arrange(TABLE, Arrangement(sort_column=2, descending=True, top=1))
    assert shown == 2
    assert [n for n in names(top) if n not in ("Cash", "Bank", "Total Cash", "Total")] == [
        "Main treasury",
        "CIB",
    ]
    assert arrange(TABLE, Arrangement())[0] is TABLE
