"""The totals under a list: money summed over the rows given, quantities within one item."""

from __future__ import annotations

from decimal import Decimal

from app.store.tabular import SheetColumn
from app.store.totals import compute_list_totals

COLUMNS = [
    SheetColumn("Item"),
    SheetColumn("Price", "price", 2),
    SheetColumn("Quantity", "quantity", 3),
    SheetColumn("Amount", "money", 2),
    None,  # a column the list says nothing about
]


def row(item: str, price: str, quantity: str, amount: str | None) -> tuple[list, str]:
    return [item, Decimal(price), Decimal(quantity), amount and Decimal(amount), "x"], item


def test_money_is_summed_and_prices_never() -> None:
    totals = compute_list_totals(
        COLUMNS, [row("pen", "2.50", "4", "10.00"), row("pen", "2.50", "2", "-5.25")]
    )
    assert totals.rows == 2 and not totals.selected
    assert [total.index for total in totals.columns] == [2, 3]
    assert totals.of(3) is not None and totals.of(3).total == Decimal("4.75")  # type: ignore[union-attr]
    assert totals.of(1) is None


def test_quantities_of_one_item_add_up_and_of_several_do_not() -> None:
    one = compute_list_totals(COLUMNS, [row("pen", "1", "4", "1"), row("pen", "1", "2.5", "1")])
    assert one.of(2).total == Decimal("6.5")  # type: ignore[union-attr]
    several = compute_list_totals(COLUMNS, [row("pen", "1", "4", "1"), row("flour", "1", "3", "1")])
    quantity = several.of(2)
    assert quantity is not None and quantity.total is None and quantity.several_items
    assert several.of(3).total == Decimal(2)  # type: ignore[union-attr]


def test_rows_without_a_known_item_are_not_added_as_quantities() -> None:
    cells, _item = row("?", "1", "4", "1")
    totals = compute_list_totals(COLUMNS, [(cells, None), (cells, None)])
    assert totals.of(2).several_items  # type: ignore[union-attr]
    alone = compute_list_totals(COLUMNS, [(cells, None)])
    assert alone.of(2).total == Decimal(4)  # type: ignore[union-attr]


def test_empty_cells_count_as_nothing_and_a_selection_says_so() -> None:
    totals = compute_list_totals(
        COLUMNS, [row("pen", "1", "1", None), row("pen", "1", "1", "3")], selected=True
    )
    assert totals.selected and totals.of(3).total == Decimal(3)  # type: ignore[union-attr]
    assert compute_list_totals(COLUMNS, []).of(3).total == 0  # type: ignore[union-attr]
