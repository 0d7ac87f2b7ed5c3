"""A currency's decimals, rounding to them, and reading a number as money.

The API's currency reference holds only ``id``, ``code`` and ``name``: a currency's
decimals come from the record where it gives them (``decimals=`` of
:func:`currency_decimals`), else from ISO 4217 (this table), else two.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

DEFAULT_DECIMALS = 2
"""Most currencies have cents."""

ISO_4217_DECIMALS: dict[str, int] = {
    # Three decimals: the dinars of the Gulf and the Maghreb, and the Omani rial.
    "BHD": 3,
    "IQD": 3,
    "JOD": 3,
    "KWD": 3,
    "LYD": 3,
    "OMR": 3,
    "TND": 3,
    # No minor unit in use.
    "BIF": 0,
    "CLP": 0,
    "DJF": 0,
    "GNF": 0,
    "ISK": 0,
    "JPY": 0,
    "KMF": 0,
    "KRW": 0,
    "PYG": 0,
    "RWF": 0,
    "UGX": 0,
    "VND": 0,
    "VUV": 0,
    "XAF": 0,
    "XOF": 0,
    "XPF": 0,
}
"""ISO 4217 minor units of the currencies that do not have two."""


def currency_decimals(code: str | None, decimals: int | None = None) -> int:
    """The decimals of the currency ``code``: the record's own ``decimals`` when it has
    them, else ISO 4217's, else two (an unknown or missing code)."""
    if decimals is not None and 0 <= decimals <= 6:
        return decimals
    return ISO_4217_DECIMALS.get((code or "").strip().upper(), DEFAULT_DECIMALS)


def money(value: object) -> Decimal:
    """A number as a Decimal: Decimal, int and str as they are; a float through its
    shortest text (``0.1`` is ``Decimal("0.1")``, never its binary expansion); ``None`` and
    an empty text are 0. Anything else is a ``TypeError``: money is never guessed."""
    if value is None:
        return Decimal(0)
    if isinstance(value, Decimal):
        return value
    if isinstance(value, bool):
        raise TypeError("a bool is not an amount")
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, str):
        text = value.strip()
        return Decimal(text) if text else Decimal(0)
    raise TypeError(f"{type(value).__name__} is not an amount")


def unit_of(decimals: int) -> Decimal:
    """The smallest amount with ``decimals`` decimals: ``0.01`` for 2, ``1`` for 0."""
    return Decimal(1).scaleb(-decimals)


def half_unit(decimals: int) -> Decimal:
    """Half the last digit: the most that rounding one figure can move it."""
    return unit_of(decimals) / 2


def round_money(value: object, decimals: int = DEFAULT_DECIMALS) -> Decimal:
    """``value`` rounded half away from zero to ``decimals`` decimals (as the service
    rounds document totals: 0.125 is 0.13, -0.125 is -0.13)."""
    return money(value).quantize(unit_of(decimals), rounding=ROUND_HALF_UP)
