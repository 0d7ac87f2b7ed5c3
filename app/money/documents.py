"""A document's totals from its lines, and whether a server's figures agree with them.

The rules (the service's, as the sandbox plays them; ``app/sandbox/GUESSES.md``, "Sales
orders"):

- a line's net is quantity x price less its discount (:mod:`app.money.lines`);
- grossTotal and totalItemsDiscounts add up the lines; subTotal = gross - item discounts;
- the header discount is the amount when one is given, else ``discount_rate`` % of the
  subTotal; its rate is discount / subTotal x 100;
- tax, only on a taxable document, is each line's rate % of its base: its net, less its
  share of the header discount (in proportion to its net) when tax is applied after the
  discount; withholding likewise at the line's withholding rate;
- netTotal = subTotal - discount + tax - withholding + shipping.

Every total is summed unrounded and rounded once, to the currency's decimals, as the
server does. What a page prints needs more: each line's total rounded, one tax line per
rate, and a subtotal that is the sum of the printed lines (``printed_*``), so that a
printed column adds up; :func:`within_rounding` says whether such figures may still be
read as the server's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.money.currency import DEFAULT_DECIMALS, half_unit, round_money
from app.money.lines import HUNDRED, ZERO, Line, LineAmounts, line_amounts, percent_of


@dataclass(frozen=True)
class RateTotal:
    """The lines taxed at one rate: their base and their tax, each rounded."""

    rate: Decimal
    base: Decimal
    tax: Decimal


@dataclass(frozen=True)
class DocumentTotals:
    """A document's figures, rounded to ``decimals`` (the per-line ones are kept
    unrounded in ``lines``)."""

    decimals: int
    lines: tuple[LineAmounts, ...]
    taxable: bool
    gross_total: Decimal
    total_items_discounts: Decimal
    sub_total: Decimal
    discount: Decimal
    discount_rate: Decimal
    tax: Decimal
    withholding: Decimal
    shipping: Decimal
    net_total: Decimal
    taxes: tuple[RateTotal, ...]
    """One entry per tax rate above zero, lowest rate first."""

    @property
    def discounts(self) -> Decimal:
        """Every discount the document gives: the lines' own and the header's."""
        return self.total_items_discounts + self.discount

    @property
    def tax_less_withholding(self) -> Decimal:
        """The tax charged less what the buyer withholds: the order editor's one "Tax"
        figure."""
        return self.tax - self.withholding

    @property
    def line_totals(self) -> tuple[Decimal, ...]:
        """Each line's net as printed: rounded to the currency's decimals."""
        return tuple(round_money(line.net, self.decimals) for line in self.lines)

    @property
    def printed_sub_total(self) -> Decimal:
        """The sum of the printed line totals (it may differ from ``sub_total`` by the
        rounding of each line)."""
        return sum(self.line_totals, ZERO)

    @property
    def printed_net_total(self) -> Decimal:
        """What the printed figures add up to: the printed subtotal, less the discount,
        plus each rate's printed tax, less withholding, plus shipping."""
        taxes = sum((rate.tax for rate in self.taxes), ZERO)
        return self.printed_sub_total - self.discount + taxes - self.withholding + self.shipping

    @property
    def rounded_figures(self) -> int:
        """How many rounded figures the printed net total is made of (each line, the
        discount, each tax rate, withholding, shipping), plus the server's own rounding of
        its net total: each may move it by half a unit of the last digit."""
        return len(self.lines) + len(self.taxes) + 4


def is_taxable(lines: Sequence[Line], taxable: bool | None) -> bool:
    """``taxable`` as the document says, else whether any line has a tax or a withholding
    rate (what the service assumes when the field is omitted)."""
    if taxable is not None:
        return taxable
    return any(line.tax_rate or line.withholding_rate for line in lines)


def document_totals(
    lines: Sequence[Line],
    *,
    decimals: int = DEFAULT_DECIMALS,
    discount: Decimal | None = None,
    discount_rate: Decimal | None = None,
    taxable: bool | None = None,
    tax_after_discount: bool = False,
    shipping: Decimal = ZERO,
) -> DocumentTotals:
    """The totals of a document of ``lines`` (see the module doc for the rules).

    ``discount`` is the header discount as money (it wins when given); ``discount_rate``
    a percent of the subtotal; ``taxable`` None means "as the lines say".
    """
    amounts = tuple(line_amounts(line) for line in lines)
    gross = sum((a.gross for a in amounts), ZERO)
    items_discounts = sum((a.discount for a in amounts), ZERO)
    sub_total = gross - items_discounts
    if discount is not None:
        header_discount = discount
    elif discount_rate is not None:
        header_discount = percent_of(sub_total, discount_rate)
    else:
        header_discount = ZERO
    rate = header_discount / sub_total * HUNDRED if sub_total else ZERO
    taxed = is_taxable(lines, taxable)
    tax = withholding = ZERO
    by_rate: dict[Decimal, list[Decimal]] = {}
    if taxed:
        for line, amount in zip(lines, amounts, strict=True):
            base = amount.net
            if tax_after_discount and sub_total:
                base -= header_discount * amount.net / sub_total
            line_tax = percent_of(base, line.tax_rate)
            tax += line_tax
            withholding += percent_of(base, line.withholding_rate)
            if line.tax_rate:
                sums = by_rate.setdefault(line.tax_rate, [ZERO, ZERO])
                sums[0] += base
                sums[1] += line_tax
    net = sub_total - header_discount + tax - withholding + shipping

    def r(value: Decimal) -> Decimal:
        return round_money(value, decimals)

    return DocumentTotals(
        decimals=decimals,
        lines=amounts,
        taxable=taxed,
        gross_total=r(gross),
        total_items_discounts=r(items_discounts),
        sub_total=r(sub_total),
        discount=r(header_discount),
        discount_rate=r(rate),
        tax=r(tax),
        withholding=r(withholding),
        shipping=r(shipping),
        net_total=r(net),
        taxes=tuple(
            RateTotal(key, r(base), r(value)) for key, (base, value) in sorted(by_rate.items())
        ),
    )


def within_rounding(ours: Decimal, theirs: Decimal, figures: int, decimals: int) -> bool:
    """Whether two amounts may differ only by rounding: by at most half a unit of the last
    digit for each of the ``figures`` rounded figures they are made of."""
    return abs(ours - theirs) <= half_unit(decimals) * figures


def received_total(paid_amounts: Mapping[str, Decimal]) -> Decimal:
    """What came in on a document: the sum of what each related document (a receipt, a
    cash-in) paid on it, as the server lists them."""
    return sum(paid_amounts.values(), ZERO)
