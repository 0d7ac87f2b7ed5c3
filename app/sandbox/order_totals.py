"""How the sandbox computes a sales order's totals from its lines (the server's own
computation: the client's is ``app.money``, tested against this one).

The rules are the sandbox's guesses (``app/sandbox/GUESSES.md``, "Sales orders"). The
sandbox keeps its lines in floats; the totals are worked out in ``Decimal`` from each
float's shortest text (as a server keeping ``decimal`` columns would) and rounded once at
the end, half away from zero, to the organization's ``decimalPlaces``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Protocol

from app.models.documents import DiscountType

DEFAULT_DECIMALS = 4
"""The sandbox's default ``decimalPlaces``; the API does not tell a client the setting."""


class OrderTotalsLine(Protocol):
    """What the computation reads from a line (the sandbox's prepared line, the editor's
    parsed grid row)."""

    @property
    def quantity(self) -> float: ...
    @property
    def price(self) -> float: ...
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
        return float(_d(gross) * _d(amount) / 100)
    return amount


def _d(value: float) -> Decimal:
    return Decimal(repr(float(value)))


def is_taxable(lines: Sequence[OrderTotalsLine], taxable: bool | None) -> bool:
    """``taxable`` as sent, else whether any line has a tax or withholding rate."""
    if taxable is not None:
        return taxable
    return any(line.tax_rate or line.withholding_tax_rate for line in lines)


@dataclass(frozen=True)
class OrderTotals:
    gross_total: float
    total_items_discounts: float
    sub_total: float
    discount: float
    discount_rate: float
    tax: float
    withholding: float
    shipment_cost: float
    net_total: float


def compute_order_totals(
    lines: Sequence[OrderTotalsLine],
    *,
    discount: float | None,
    discount_rate: float | None,
    taxable: bool,
    apply_tax_after_discount: bool,
    shipment_cost: float,
    decimals: int,
) -> OrderTotals:
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

    places = Decimal(1).scaleb(-decimals)

    def r(value: Decimal) -> float:
        return float(value.quantize(places, rounding=ROUND_HALF_UP))

    zero = Decimal(0)
    gross_of = [_d(line.quantity) * _d(line.price) for line in lines]
    net_of = [g - _d(line.discount_amount) for g, line in zip(gross_of, lines, strict=True)]
    gross = sum(gross_of, zero)
    items_discounts = sum((_d(line.discount_amount) for line in lines), zero)
    sub_total = gross - items_discounts
    if discount is not None:
        header_discount = _d(discount)
    elif discount_rate is not None:
        header_discount = sub_total * _d(discount_rate) / 100
    else:
        header_discount = zero
    rate = header_discount / sub_total * 100 if sub_total else zero
    tax = withholding = zero
    if taxable:
        for line, line_net in zip(lines, net_of, strict=True):
            base = line_net
            if apply_tax_after_discount and sub_total:
                base -= header_discount * line_net / sub_total
            tax += base * _d(line.tax_rate) / 100
            withholding += base * _d(line.withholding_tax_rate) / 100
    net = sub_total - header_discount + tax - withholding + _d(shipment_cost)
    return OrderTotals(
        r(gross),
        r(items_discounts),
        r(sub_total),
        r(header_discount),
        r(rate),
        r(tax),
        r(withholding),
        r(_d(shipment_cost)),
        r(net),
    )
