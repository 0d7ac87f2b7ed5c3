"""One document line: quantity x price, less its discount; and the taxes on a base."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

ZERO = Decimal(0)
HUNDRED = Decimal(100)


class DiscountKind(StrEnum):
    """How a line's discount is given (the API's ``DiscountType`` names)."""

    VALUE = "Value"
    """An amount off the whole line."""
    PERCENTAGE = "Percentage"
    """A percent of the line's gross (quantity x price)."""

    @classmethod
    def of(cls, name: object) -> DiscountKind:
        """The kind of an API ``DiscountType`` (a name; none or unknown: Value)."""
        return cls.PERCENTAGE if str(name or "") == cls.PERCENTAGE.value else cls.VALUE


@dataclass(frozen=True)
class Line:
    """A line reduced to its money: what the computation reads.

    ``discount`` is a money amount off the line (``VALUE``) or a percent of its gross
    (``PERCENTAGE``); ``tax_rate`` and ``withholding_rate`` are percents.
    """

    quantity: Decimal
    price: Decimal
    discount: Decimal = ZERO
    discount_kind: DiscountKind = DiscountKind.VALUE
    tax_rate: Decimal = ZERO
    withholding_rate: Decimal = ZERO


@dataclass(frozen=True)
class LineAmounts:
    """A line's figures, unrounded (rounding happens once, on what is shown or summed)."""

    gross: Decimal
    """quantity x price"""
    discount: Decimal
    """the discount as money"""
    net: Decimal
    """gross - discount: the line's value before tax"""


def line_amounts(line: Line) -> LineAmounts:
    """A line's gross, discount and net."""
    gross = line.quantity * line.price
    if line.discount_kind is DiscountKind.PERCENTAGE:
        discount = gross * line.discount / HUNDRED
    else:
        discount = line.discount
    return LineAmounts(gross=gross, discount=discount, net=gross - discount)


def percent_of(base: Decimal, rate: Decimal) -> Decimal:
    """``rate`` % of ``base``, unrounded."""
    return base * rate / HUNDRED
