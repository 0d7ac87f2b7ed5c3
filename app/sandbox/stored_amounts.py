"""Amounts as the sandbox's tables keep them (SQLite REAL) read back as the API's decimals.

The tables store floats; the API answers decimals. A float is read through its text rounded
to six places (the contract's amounts have at most six), so ``0.1`` comes back as
``Decimal("0.1")`` and never as its binary expansion.
"""

from __future__ import annotations

from decimal import Decimal

STORED_PLACES = 6
"""Decimal places an amount keeps when it is read back from a REAL column."""


def stored_amount(value: float | None, places: int = STORED_PLACES) -> Decimal | None:
    """A stored amount as the API's decimal; ``None`` (no value) stays ``None``."""
    return None if value is None else Decimal(str(round(float(value), places)))


def stored_amount_or_zero(value: object, places: int = STORED_PLACES) -> Decimal:
    """A stored amount as the API's decimal, where a missing one is zero."""
    return Decimal(str(round(float(value or 0), places)))  # type: ignore[arg-type]
