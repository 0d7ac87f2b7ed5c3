"""The one table of digits a clerk may type or read: Latin, Arabic-Indic (U+0660..U+0669,
what Egyptian and Saudi Arabic show) and Extended Arabic-Indic (U+06F0..U+06F9, Persian
and Urdu keyboards, which Arabic clerks' machines sometimes carry).

Everything that reads typed or pasted text (numbers, dates, codes, searches, imports) turns
the two Arabic sets into Latin digits through ``TO_LATIN_DIGITS``; what prints Arabic-Indic
digits uses ``ARABIC_INDIC``. One table, so every reader accepts the same digits.
"""

from __future__ import annotations

LATIN = "0123456789"
ARABIC_INDIC = "".join(chr(0x0660 + i) for i in range(10))
EXTENDED_ARABIC_INDIC = "".join(chr(0x06F0 + i) for i in range(10))

TO_LATIN_DIGITS: dict[int, int] = str.maketrans(ARABIC_INDIC + EXTENDED_ARABIC_INDIC, LATIN + LATIN)
"""A ``str.translate`` table: either Arabic digit set to Latin digits, the rest untouched."""


def latin_digits(text: str) -> str:
    """``text`` with its Arabic-Indic and Extended Arabic-Indic digits as Latin ones."""
    return text.translate(TO_LATIN_DIGITS)
