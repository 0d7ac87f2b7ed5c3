"""The totals line under a list: ``model_totals`` reads a table model's typed columns
(``SHEET_COLUMN_ROLE``, ``SHEET_VALUE_ROLE``) and each row's item (``ITEM_ROLE``), and
``totals_text`` says the figures in the clerk's language and digits. The arithmetic is
``app.store.totals``'s (Qt-free, tested alone)."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, Qt

from app.store.tabular import Cell, SheetColumn
from app.store.totals import ListTotals, compute_list_totals, summed_columns
from app.viewmodels.numbers import format_count, format_money, format_quantity
from app.viewmodels.table_export import SHEET_COLUMN_ROLE, SHEET_VALUE_ROLE

translate = QCoreApplication.translate

ITEM_ROLE = Qt.ItemDataRole.UserRole + 62
"""``data`` role (any column): the item a row is of, for quantity totals (None: not an
item's row). A list of one item's rows sums its quantities; of several, it does not."""


def model_columns(model: QAbstractItemModel) -> list[SheetColumn | None]:
    """Each column's ``SheetColumn`` (None: the model does not say what it holds)."""
    found: list[SheetColumn | None] = []
    for column in range(model.columnCount(QModelIndex())):
        declared = model.headerData(column, Qt.Orientation.Horizontal, SHEET_COLUMN_ROLE)
        if isinstance(declared, SheetColumn):
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            found.append(SheetColumn(title, declared.kind, declared.decimals))
        else:
            found.append(None)
    return found


def model_totals(model: QAbstractItemModel, rows: Sequence[int] | None = None) -> ListTotals:
    """The totals of every row of ``model`` (what the filters left), or of ``rows`` (the
    rows the clerk selected)."""
    columns = model_columns(model)
    summed = set(summed_columns(columns))
    root = QModelIndex()
    chosen = range(model.rowCount(root)) if rows is None else rows

    def cells() -> Iterator[tuple[Sequence[Cell], Hashable]]:
        for row in chosen:
            values: list[Cell] = [
                model.data(model.index(row, column, root), SHEET_VALUE_ROLE)
                if column in summed
                else None
                for column in range(len(columns))
            ]
            item = model.data(model.index(row, 0, root), ITEM_ROLE)
            yield values, item if isinstance(item, Hashable) else None

    return compute_list_totals(columns, cells(), selected=rows is not None)


def totals_text(totals: ListTotals, *, one_page: bool = False) -> str:
    """ "Total of 12 rows: Net total 1,234.00" ("Selected 3 rows: …" for a selection; "…
    rows on this page" when ``one_page``: a list paged on the server); empty when the list
    has no column to sum."""
    if not totals.columns:
        return ""
    parts = []
    for total in totals.columns:
        column = total.column
        if not total.counted:
            continue  # nothing in the column yet (balances not read): no "0.00" to mislead
        if total.total is None:
            # Pieces and kilograms add up to nothing: say so rather than show a sum.
            parts.append(
                translate("Totals", "{column} not added (several items)").format(
                    column=column.title
                )
            )
            continue
        if column.kind == "money":
            figure = format_money(total.total, decimals=column.decimals)
        else:
            figure = format_quantity(total.total, column.decimals)
        if total.counted < totals.rows:
            # Some rows have no value (a balance not read yet): say how many were added.
            figure = translate("Totals", "{figure} ({counted} of %Ln)", "", totals.rows).format(
                figure=figure, counted=format_count(total.counted)
            )
        parts.append(
            translate("Totals", "{column} {figure}").format(column=column.title, figure=figure)
        )
    if not parts:
        return ""
    if totals.selected:
        head = translate("Totals", "Selected %Ln rows:", "", totals.rows)
    elif one_page:
        head = translate("Totals", "Total of the %Ln rows on this page:", "", totals.rows)
    else:
        head = translate("Totals", "Total of %Ln rows:", "", totals.rows)
    return head + " " + translate("Totals", ", ").join(parts)
