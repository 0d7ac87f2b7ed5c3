"""What a customer may still owe before its credit limit (the customer window's "Credit
left")."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.money import credit_left


@pytest.mark.parametrize(
    ("limit", "balance", "left"),
    [
        (Decimal("5000"), Decimal("1200.50"), Decimal("3799.50")),
        (Decimal("1000"), Decimal("1250"), Decimal("-250")),  # over the limit
        (Decimal("1000"), Decimal("-300"), Decimal("1300")),  # we owe it: more room
        (Decimal("0"), Decimal("0"), Decimal("0")),  # a zero limit is a limit
        (None, Decimal("100"), None),  # no limit: no figure
        (Decimal("1000"), None, None),  # balance not read yet
    ],
)
def test_credit_left(limit: Decimal | None, balance: Decimal | None, left: Decimal | None) -> None:
    assert credit_left(limit, balance) == left
