"""Reading a long report: sort by any column, keep the rows whose text matches, show the
top N. Applied to the computed table, never to the figures: headings, subtotals and totals
stay where they are and keep the sums of every row, and the window says how many rows it
shows of how many.

Sorting and the top N act within each group (the detail rows between two headings or
subtotals), so that a trial balance sorted by closing stays grouped by account type.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from app.viewmodels.reports.table import ColumnKind, ReportTable, RowLevel, cell_text

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Arrangement:
    """How the manager asked to read the table."""

    sort_column: int | None = None
    descending: bool = False
    text: str = ""
    top: int = 0
    """Detail rows per group to keep (0: all)."""

    @property
    def is_plain(self) -> bool:
        return self.sort_column is None and not self.text.strip() and self.top <= 0


def _key(value: Any, kind: ColumnKind) -> tuple[int, Any]:
    """Empty cells last; numbers as numbers, dates as dates, text without case."""
    if value is None or value == "":
        return (1, 0)
    if isinstance(value, Decimal | int | float) and kind is not ColumnKind.TEXT:
        return (0, Decimal(value))
    if isinstance(value, date):
        return (0, value.toordinal())
    return (0, str(value).casefold())


def arrange(table: ReportTable, how: Arrangement) -> tuple[ReportTable, int, int]:
    """The table as asked, with how many detail rows it shows and how many it has."""
    details = sum(1 for row in table.rows if row.level is RowLevel.DETAIL)
    if how.is_plain:
        return table, details, details
    needle = how.text.strip().casefold()
    kinds = [column.kind for column in table.columns]
    rows = []
    group: list[Any] = []
    shown = 0

    def flush() -> None:
        nonlocal shown
        kept = group
        if needle:
            kept = [
                row
                for row in kept
                if any(
                    needle in cell_text(value, kind).casefold()
                    for value, kind in zip(row.values, kinds, strict=False)
                )
            ]
        if how.sort_column is not None and how.sort_column < len(kinds):
            kind = kinds[how.sort_column]
            empty = [r for r in kept if _key(r.values[how.sort_column], kind)[0]]
            full = [r for r in kept if not _key(r.values[how.sort_column], kind)[0]]
            full.sort(
                key=lambda r: _key(r.values[how.sort_column], kind)[1], reverse=how.descending
            )
            kept = full + empty
        if how.top > 0:
            kept = kept[: how.top]
        shown += len(kept)
        rows.extend(kept)
        group.clear()

    for row in table.rows:
        if row.level is RowLevel.DETAIL:
            group.append(row)
            continue
        flush()
        rows.append(row)
    flush()
    return replace(table, rows=tuple(rows)), shown, details


def arrangement_note(shown: int, total: int) -> str:
    """ "Showing 12 of 240 rows; totals are of every row." (empty when all show)."""
    if shown == total:
        return ""
    return translate(
        "Reports", "Showing {shown} of {total} rows; subtotals and totals are of every row."
    ).format(shown=QLocale().toString(shown), total=QLocale().toString(total))
