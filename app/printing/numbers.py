"""Figures and dates as printed: money with its currency's decimals, grouped thousands,
the reader's digits.

Printing does not go through ``QLocale``: a document's language may differ from the window's,
and the same text must come out of the PDF on every machine. Arabic with Arabic-Indic digits
uses the Arabic separators (U+066C thousands, U+066B decimal), as ``ar_EG`` prints them.
"""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from app.money import DEFAULT_DECIMALS, money
from app.money import round_money as core_round
from app.text.digits import ARABIC_INDIC, LATIN, TO_LATIN_DIGITS

# Arabic's own thousands and decimal separators (U+066C, U+066B) go with its digits.
_ARABIC_INDIC = str.maketrans(LATIN + ",.", ARABIC_INDIC + "\u066c\u066b")
_TO_LATIN = TO_LATIN_DIGITS | str.maketrans("\u066c\u066b", ",.")


def to_decimal(value: object) -> Decimal:
    """A money or quantity value as a Decimal (floats through their shortest text)."""
    return money(value)


def round_money(value: object, decimals: int = DEFAULT_DECIMALS) -> Decimal:
    """Rounded to the currency's ``decimals`` as the money core rounds (half away from 0)."""
    return core_round(value, decimals)


class Digits:
    """How one printed document writes figures: Latin or Arabic-Indic digits."""

    def __init__(
        self,
        arabic_indic: bool = False,
        *,
        right_to_left: bool | None = None,
        decimals: int = DEFAULT_DECIMALS,
    ) -> None:
        self.arabic_indic = arabic_indic
        self.right_to_left = arabic_indic if right_to_left is None else right_to_left
        self.decimals = decimals
        """The document currency's decimals: every amount prints with exactly these."""

    def in_currency(self, decimals: int) -> Digits:
        """These digits for a currency of ``decimals`` decimals."""
        return Digits(self.arabic_indic, right_to_left=self.right_to_left, decimals=decimals)

    def _out(self, text: str) -> str:
        return text.translate(_ARABIC_INDIC) if self.arabic_indic else text

    def money(self, value: object) -> str:
        """``12,500.00`` (``12,500.000`` in a three-decimal currency, ``12,500`` in one of
        none); a negative amount keeps its minus sign in front, also in a
        right-to-left document (embedded left to right: after Arabic words the bidi
        algorithm would put the sign after the figure)."""
        amount = round_money(value, self.decimals)
        text = self._out(f"{amount:,.{self.decimals}f}")
        if amount < 0 and self.right_to_left:
            return f"\u202a{text}\u202c"
        return text

    def quantity(self, value: object) -> str:
        """Up to three decimals, trailing zeros dropped: ``12``, ``2.5``, ``0.125``."""
        amount = to_decimal(value).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)
        text = f"{amount:,.3f}".rstrip("0").rstrip(".")
        return self._out(text if text not in ("", "-0") else "0")

    def percent(self, value: object) -> str:
        """A tax rate: ``14%``, ``2.5%``."""
        amount = to_decimal(value).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        text = f"{amount:f}".rstrip("0").rstrip(".") if "." in f"{amount:f}" else f"{amount:f}"
        return self._out(f"{text}%")

    def integer(self, value: int) -> str:
        return self._out(str(value))

    def date(self, value: dt.date | dt.datetime | str | None) -> str:
        """``2026-11-28`` (ISO: the order every reader of either language reads the same);
        in a right-to-left document ``2026/11/28`` (``٢٠٢٦/١١/٢٨``): after Arabic letters the
        bidi algorithm takes digits for Arabic numbers, and a hyphen between them splits the
        date into three numbers laid right to left (28-11-2026), where a slash keeps it one."""
        if value is None or value == "":
            return ""
        if isinstance(value, str):
            value = parse_date(value)
        if isinstance(value, dt.datetime):
            value = value.date()
        if self.right_to_left:
            return self._out(value.strftime("%Y/%m/%d"))
        return value.isoformat()

    def moment(self, value: dt.datetime) -> str:
        """A date and time: ``2026-11-28 09:30``."""
        return f"{self.date(value)} {self._out(value.strftime('%H:%M'))}"

    def text(self, value: str) -> str:
        """Digits inside a text (a document code stays as it is: codes are not figures)."""
        return self._out(value)


def parse_date(value: str) -> dt.date:
    """A date from the API (``2026-11-28`` or ``2026-11-28T10:00:00``)."""
    return dt.date.fromisoformat(value[:10])


def latin(text: str) -> str:
    """Arabic-Indic digits and separators back to Latin ones (tests read printed figures)."""
    return text.translate(_TO_LATIN)
