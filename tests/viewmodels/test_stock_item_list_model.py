"""The stock-item list's table model: rows read by block only when painted, the texts a
row shows, and the roles a paint asks for."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.store.item_list import ItemRow
from app.viewmodels.inventory.stock_item_list import (
    BLOCK,
    INACTIVE_ROLE,
    ITEM_ROLE,
    ItemColumn,
    ItemTableModel,
    RowTexts,
)


def row(item_id: int, **fields: object) -> ItemRow:
    values: dict[str, object] = {
        "id": item_id,
        "code": f"{item_id:04d}",
        "description": f"Item {item_id}",
        "sku": None,
        "part_number": None,
        "external_id": None,
        "classification_code": None,
        "price": "250.5",
        "is_active": True,
        "is_grouping": False,
        "updated_at": None,
    }
    values.update(fields)
    return ItemRow(**values)  # type: ignore[arg-type]


class Reads:
    """A fetch that remembers what it was asked for."""

    def __init__(self) -> None:
        self.asked: list[list[int]] = []

    def __call__(self, ids: Sequence[int]) -> dict[int, ItemRow]:
        self.asked.append(list(ids))
        return {i: row(i, is_active=i % 2 == 0) for i in ids}


def test_rows_are_read_a_block_at_a_time_when_painted(qapp: QApplication) -> None:
    model = ItemTableModel()
    reads = Reads()
    ids = list(range(1, 100_001))
    model.set_ids(ids, reads, first_rows=reads(ids[:BLOCK]))
    reads.asked.clear()
    assert model.rowCount() == 100_000 and model.columnCount() == 7
    assert model.index(0, ItemColumn.CODE).data() == "0001"  # the first block came with the ids
    assert reads.asked == []
    assert model.index(50_000, ItemColumn.DESCRIPTION).data() == "Item 50001"
    assert model.index(50_001, ItemColumn.DESCRIPTION).data() == "Item 50002"
    assert [len(asked) for asked in reads.asked] == [BLOCK]  # one block, once
    assert model.row_of(50_001) == 50_000 and model.row_of(0) == -1


def test_the_roles_a_paint_asks_for(qapp: QApplication) -> None:
    model = ItemTableModel()
    model.set_ids([1, 2], lambda ids: {1: row(1, is_active=False), 2: row(2)})
    muted = object()
    inactive, active = model.index(0, ItemColumn.CODE), model.index(1, ItemColumn.CODE)
    assert inactive.data(Qt.ItemDataRole.ForegroundRole) is None  # no brush given yet
    model.muted_foreground = muted
    assert model.data(inactive, Qt.ItemDataRole.ForegroundRole) is muted
    assert model.data(active, Qt.ItemDataRole.ForegroundRole) is None
    assert inactive.data(INACTIVE_ROLE) is True and active.data(INACTIVE_ROLE) is False
    assert active.data(ITEM_ROLE) == row(2)
    price = model.index(1, ItemColumn.PRICE)
    assert price.data(Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    )
    assert active.data(Qt.ItemDataRole.TextAlignmentRole) is None
    assert active.data(Qt.ItemDataRole.DecorationRole) is None
    description = model.index(1, ItemColumn.DESCRIPTION)
    assert description.data(Qt.ItemDataRole.ToolTipRole) == "Item 2"  # the whole of it
    assert active.data(Qt.ItemDataRole.ToolTipRole) is None
    assert inactive.data(Qt.ItemDataRole.ToolTipRole).startswith("Inactive:")
    assert model.index(5, 0).data() is None  # past the end


def test_the_texts_of_a_row(qapp: QApplication) -> None:
    texts = RowTexts()
    assert texts.of(row(7, sku="S-7", is_grouping=True, is_active=False)) == (
        "0007",
        "Item 7 (grouping item)",
        "S-7",
        "",
        "",
        "250.50",  # a price: the currency's two decimals, like every amount
        "No",
    )
    assert texts.price(None) == "" and texts.price("abc") == "abc"  # as sent, if not a number
    assert texts.price("3.456") == "3.46"
