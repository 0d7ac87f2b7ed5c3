"""The one money core: every amount a person reads, prints, exports or sends is computed
here, in ``Decimal``, and rounded to its currency's own decimals.

- :mod:`app.money.currency`: how many decimals a currency has, rounding to them, and
  reading a number (a Decimal, an int, a str; a float only through its shortest text).
- :mod:`app.money.lines`: one document line (price x quantity, its discount by value or
  percent) and its taxes.
- :mod:`app.money.credit`: what a customer may still owe before its credit limit.
- :mod:`app.money.documents`: a document's totals from its lines (header discount, tax
  before or after it, ``taxable``, withholding, shipping), and whether a server's figures
  agree with them within rounding.

Qt-free and a bottom layer (pyproject.toml's import-linter contracts). The sandbox keeps
its own computation: it plays the server, and the core is tested against it.
"""

from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.money.credit import credit_left
    from app.money.currency import (
        DEFAULT_DECIMALS,
        currency_decimals,
        half_unit,
        money,
        round_money,
        unit_of,
    )
    from app.money.documents import (
        DocumentTotals,
        RateTotal,
        document_totals,
        received_total,
        within_rounding,
    )
    from app.money.lines import DiscountKind, Line, LineAmounts, line_amounts

_HOME = {
    "credit_left": "credit",
    **dict.fromkeys(
        ("DEFAULT_DECIMALS", "currency_decimals", "half_unit", "money", "round_money", "unit_of"),
        "currency",
    ),
    **dict.fromkeys(
        ("DocumentTotals", "RateTotal", "document_totals", "received_total", "within_rounding"),
        "documents",
    ),
    **dict.fromkeys(("DiscountKind", "Line", "LineAmounts", "line_amounts"), "lines"),
}
"""Where each name of the core lives (``app.money.<module>``)."""


def _module(home: str) -> ModuleType:
    """``app.money.<home>``, imported by a plain statement (import-linter sees each)."""
    if home == "credit":
        from app.money import credit

        return credit
    if home == "currency":
        from app.money import currency

        return currency
    if home == "documents":
        from app.money import documents

        return documents
    from app.money import lines

    return lines


def __getattr__(name: str) -> object:
    """A name of the core from its module, imported the first time it is asked for: what
    needs a currency's decimals (a report's figures, the landing page at start) does not
    load the documents' totals and their records with it."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "DEFAULT_DECIMALS",
    "DiscountKind",
    "DocumentTotals",
    "Line",
    "LineAmounts",
    "RateTotal",
    "credit_left",
    "currency_decimals",
    "document_totals",
    "half_unit",
    "line_amounts",
    "money",
    "received_total",
    "round_money",
    "unit_of",
    "within_rounding",
]
