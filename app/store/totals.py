"""Totals under a list: what a manager adds up, computed once, the same for every list.

Money columns are summed over the rows given (the filtered rows of a list, or the rows
the clerk selected, as Tryton does). A quantity is summed only when every row counted is
of one item: 5 boxes of pens and 3 kilograms of flour make no "8". Prices, rates, whole
numbers (codes, levels) and text are never summed. Qt-free: the figures are tested
against the server's own without a window.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.store.tabular import Cell, SheetColumn, cell_number


@dataclass(frozen=True)
class ColumnTotal:
    """The total of one column: ``total`` None when it cannot be summed (a quantity of
    several items: ``several_items``)."""

    index: int
    column: SheetColumn
    total: Decimal | None
    several_items: bool = False
    counted: int = 0
    """Rows with a value in the column (a balance not read yet is no value)."""


@dataclass(frozen=True)
class ListTotals:
    """The totals of ``rows`` rows (``selected``: of the rows the clerk selected)."""

    rows: int
    selected: bool
    columns: tuple[ColumnTotal, ...]

    def of(self, index: int) -> ColumnTotal | None:
        """The total of column ``index`` (None when the column is not summed)."""
        return next((total for total in self.columns if total.index == index), None)


SUMMED_KINDS = frozenset({"money", "quantity"})


def summed_columns(columns: Sequence[SheetColumn | None]) -> list[int]:
    """The columns a footer sums: money and quantities."""
    return [i for i, column in enumerate(columns) if column and column.kind in SUMMED_KINDS]


def compute_list_totals(
    columns: Sequence[SheetColumn | None],
    rows: Iterable[tuple[Sequence[Cell], Hashable]],
    *,
    selected: bool = False,
) -> ListTotals:
    """The totals of ``rows``: each a row's cells (in the columns' order) and the item it
    is of (None when the list's rows are not of items, or the row's item is unknown)."""
    indexes = summed_columns(columns)
    sums = {index: Decimal(0) for index in indexes}
    items: dict[int, set[Hashable]] = {index: set() for index in indexes}
    valued = dict.fromkeys(indexes, 0)
    count = 0
    for cells, item in rows:
        count += 1
        for index in indexes:
            number = cell_number(cells[index]) if index < len(cells) else None
            if number is None:
                continue
            sums[index] += number
            items[index].add(item)
            valued[index] += 1
    totals = []
    for index in indexes:
        column = columns[index]
        assert column is not None
        distinct = items[index]
        # A row of no known item may be of any: two such rows are not added either.
        several = len(distinct) > 1 or (None in distinct and valued[index] > 1)
        if column.kind == "quantity" and several:
            totals.append(ColumnTotal(index, column, None, True, valued[index]))
        else:
            totals.append(ColumnTotal(index, column, sums[index], counted=valued[index]))
    return ListTotals(count, selected, tuple(totals))
