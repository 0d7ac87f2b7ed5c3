"""How a sales order's totals follow from its lines, shared by the sandbox (which stores
them) and the order editor (which shows them live), so the two cannot drift apart.

The rules are the sandbox's guesses (``app/sandbox/GUESSES.md``, "Sales orders"): floats,
rounded once at the end to the organization's ``decimalPlaces``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from app.models.documents import DiscountType

DEFAULT_DECIMALS = 4
"""The sandbox's default ``decimalPlaces``; the API does not tell a client the setting."""


class TotalsLine(Protocol):
    """What the computation reads from a line (the sandbox's prepared line, the editor's
    parsed grid row)."""

    @property
    def gross(self) -> float: ...
    @property
    def net(self) -> float: ...
    @property
    def discount_amount(self) -> float: ...
    @property
    def tax_rate(self) -> float: ...
    @property
    def withholding_tax_rate(self) -> float: ...


@dataclass(frozen=True)
class PricedLine:
    """A line reduced to its numbers (quantity x price, its discount, its two rates)."""

    quantity: float
    price: float
    discount_amount: float = 0.0
    tax_rate: float = 0.0
    withholding_tax_rate: float = 0.0

    @property
    def gross(self) -> float:
        return self.quantity * self.price

    @property
    def net(self) -> float:
        return self.gross - self.discount_amount


def line_discount(amount: float, discount_type: str | None, gross: float) -> float:
    """A line's discount as money: ``Value`` is an amount off the line, ``Percentage`` a
    percent of its gross (no type: Value)."""
    if discount_type == DiscountType.Percentage:
        return gross * amount / 100
    return amount


def is_taxable(lines: Sequence[TotalsLine], taxable: bool | None) -> bool:
    """``taxable`` as sent, else whether any line has a tax or withholding rate."""
    if taxable is not None:
        return taxable
    return any(line.tax_rate or line.withholding_tax_rate for line in lines)


@dataclass(frozen=True)
class Totals:
    gross_total: float
    total_items_discounts: float
    sub_total: float
    discount: float
    discount_rate: float
    tax: float
    withholding: float
    shipment_cost: float
    net_total: float


def compute_totals(
    lines: Sequence[TotalsLine],
    *,
    discount: float | None,
    discount_rate: float | None,
    taxable: bool,
    apply_tax_after_discount: bool,
    shipment_cost: float,
    decimals: int,
) -> Totals:
    """The order's totals, from its lines (GUESSES.md, "Sales orders: totals").

    - a line's gross is quantity x price; its discount is ``itemDiscount`` (Value: an
      amount off the line; Percentage: a percent of its gross); its net is gross - discount;
    - grossTotal and totalItemsDiscounts add these up; subTotal = gross - item discounts;
    - the header discount is ``discount`` when sent, else ``discountRate`` % of subTotal;
    - tax (only on a taxable order) is each line's taxRate % of its net, less its share of
      the header discount (in proportion to its net) when applyTaxAfterDiscount; the
      withholding tax the same with the withholding tax's rate;
    - netTotal = subTotal - discount + tax - withholding + shippmentCost.
    """

    def r(value: float) -> float:
        return round(value, decimals)

    gross = sum(line.gross for line in lines)
    items_discounts = sum(line.discount_amount for line in lines)
    sub_total = gross - items_discounts
    if discount is not None:
        header_discount = discount
    elif discount_rate is not None:
        header_discount = sub_total * discount_rate / 100
    else:
        header_discount = 0.0
    rate = header_discount / sub_total * 100 if sub_total else 0.0
    tax = withholding = 0.0
    if taxable:
        for line in lines:
            base = line.net
            if apply_tax_after_discount and sub_total:
                base -= header_discount * line.net / sub_total
            tax += base * line.tax_rate / 100
            withholding += base * line.withholding_tax_rate / 100
    net = sub_total - header_discount + tax - withholding + shipment_cost
    return Totals(
        r(gross),
        r(items_discounts),
        r(sub_total),
        r(header_discount),
        r(rate),
        r(tax),
        r(withholding),
        r(shipment_cost),
        r(net),
    )
