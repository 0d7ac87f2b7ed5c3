"""Amounts rounded to their currency's decimals, in one place.

The statements compute exactly (micro-units) and round only what they show or print. The
money core being built (``app.money``) will own currencies' decimals; until then this is
the one helper every statement rounds through.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

SYSTEM_CURRENCY_DECIMALS = 2
"""The system currency's decimals (EGP, like most currencies, has two)."""


def round_money(value: Decimal, decimals: int = SYSTEM_CURRENCY_DECIMALS) -> Decimal:
    """``value`` rounded to ``decimals`` places, halves away from zero (as invoices do)."""
    return value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
