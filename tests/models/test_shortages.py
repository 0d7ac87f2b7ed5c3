"""Reading a refused issue's detail: each item's figures, by its code."""

from __future__ import annotations

from decimal import Decimal

from app.models.shortages import Shortage, shortage_of

DETAIL = (
    "These items do not have enough stock: 000061 Anker power bank 10000 mAh (on hand 3, "
    "requested 5); 0000612 Cable (on hand 0, requested 1.5)."
)


def test_each_item_named_gets_its_own_figures() -> None:
    assert shortage_of(DETAIL, "000061") == Shortage("000061", Decimal(3), Decimal(5))
    # A code that begins another is not that one.
    assert shortage_of(DETAIL, "0000612") == Shortage("0000612", Decimal(0), Decimal("1.5"))


def test_an_item_not_named_or_a_detail_without_figures_gives_nothing() -> None:
    assert shortage_of(DETAIL, "000062") is None
    assert shortage_of("Not enough stock.", "000061") is None
    assert shortage_of("", "000061") is None
    assert shortage_of(DETAIL, "") is None
