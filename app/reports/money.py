"""The one rounding of the payables, VAT and gross-profit reports' amounts.

The ledger cache keeps micro-units (exact sums); a report shows money in its currency's
decimals. Every amount those reports hand out goes through ``system_money`` so that the
currency's decimals are set in one place (the system currency's: two, as EGP's and the
demo organization's decimal places; a money core may later give them per currency).
"""

from __future__ import annotations

from decimal import ROUND_HALF_EVEN, Decimal

from app.store.ledger import from_micro

SYSTEM_DECIMALS = 2
"""Decimals of the system currency."""


def currency_money(value: Decimal, decimals: int = SYSTEM_DECIMALS) -> Decimal:
    """``value`` rounded half to even to ``decimals`` places (as the service rounds)."""
    return value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_EVEN)


def system_money(micro: int) -> Decimal:
    """A micro-unit sum from the cache as an amount of the system currency."""
    return currency_money(from_micro(micro))
