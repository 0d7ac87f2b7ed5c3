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
