"""Amounts in words, Arabic and English, with the quirks the spec documents.

The integer readings are correct; the quirks are in how the two endpoints assemble them
(spec: "Common utilities"):

- Arabic: ``{integer}{currency} و{fraction}{currencyFraction} فقط لا غير `` with a trailing
  space. Currency names are appended exactly as sent, with no space added. The fraction is
  read as one digit-run with its zeros dropped, so .50, .05 and .5 all read "five". A zero
  amount is only the closing phrase; an amount that cannot be converted is the word for zero
  alone, without currency.
- English: ``{integer} {currency},and {fraction} {currencyFraction}``, the fraction being the
  first two digits after the point (padded with a zero, extra digits cut, not rounded); with
  no fraction, ``{integer} {currency} Only``.
"""

from __future__ import annotations

from decimal import Decimal

LIMIT = 10**15
"""Integers up to the hundreds of trillions are read; larger ones cannot be converted."""

# -- English -----------------------------------------------------------------------------------
_ENGLISH_ONES = (
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
)
_ENGLISH_TENS = (
    "",
    "",
    "Twenty",
    "Thirty",
    "Forty",
    "Fifty",
    "Sixty",
    "Seventy",
    "Eighty",
    "Ninety",
)
_ENGLISH_SCALES = ("", "Thousand", "Million", "Billion", "Trillion")


def _english_below_thousand(number: int) -> list[str]:
    words: list[str] = []
    hundreds, rest = divmod(number, 100)
    if hundreds:
        words += [_ENGLISH_ONES[hundreds], "Hundred"]
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        words.append(_ENGLISH_TENS[tens])
        if ones:
            words.append(_ENGLISH_ONES[ones])
    elif rest:
        words.append(_ENGLISH_ONES[rest])
    return words


def english_integer(number: int) -> str:
    """``1234`` -> ``"One Thousand Two Hundred Thirty Four"`` (0 <= number < LIMIT)."""
    if not 0 <= number < LIMIT:
        raise ValueError(f"{number} is outside 0..{LIMIT - 1}")
    if number == 0:
        return _ENGLISH_ONES[0]
    words: list[str] = []
    for scale in reversed(range(len(_ENGLISH_SCALES))):
        group = number // 1000**scale % 1000
        if group:
            words += _english_below_thousand(group)
            if _ENGLISH_SCALES[scale]:
                words.append(_ENGLISH_SCALES[scale])
    return " ".join(words)


# -- Arabic ------------------------------------------------------------------------------------
ARABIC_ZERO = "صفر"
ARABIC_AND = "و"
ARABIC_CLOSING = "فقط لا غير"

_ARABIC_ONES = (
    ARABIC_ZERO,
    "واحد",
    "اثنان",
    "ثلاثة",
    "أربعة",
    "خمسة",
    "ستة",
    "سبعة",
    "ثمانية",
    "تسعة",
    "عشرة",
    "أحد عشر",
    "اثنا عشر",
    "ثلاثة عشر",
    "أربعة عشر",
    "خمسة عشر",
    "ستة عشر",
    "سبعة عشر",
    "ثمانية عشر",
    "تسعة عشر",
)
_ARABIC_TENS = ("", "", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون")
_ARABIC_HUNDREDS = (
    "",
    "مائة",
    "مائتان",
    "ثلاثمائة",
    "أربعمائة",
    "خمسمائة",
    "ستمائة",
    "سبعمائة",
    "ثمانمائة",
    "تسعمائة",
)
# Scale words: (one, two, three to ten, eleven to ninety-nine).
_ARABIC_SCALES = (
    ("ألف", "ألفان", "آلاف", "ألفاً"),
    ("مليون", "مليونان", "ملايين", "مليوناً"),
    ("مليار", "ملياران", "مليارات", "ملياراً"),
    ("تريليون", "تريليونان", "تريليونات", "تريليوناً"),
)
_JOIN = f" {ARABIC_AND}"  # "و" is written attached to the word it joins


def _arabic_below_thousand(number: int) -> str:
    parts: list[str] = []
    hundreds, rest = divmod(number, 100)
    if hundreds:
        parts.append(_ARABIC_HUNDREDS[hundreds])
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        # Arabic reads the ones before the tens: 25 is "five and twenty".
        parts += [_ARABIC_ONES[ones], _ARABIC_TENS[tens]] if ones else [_ARABIC_TENS[tens]]
    elif rest:
        parts.append(_ARABIC_ONES[rest])
    return _JOIN.join(parts)


def _arabic_scaled(group: int, scale: tuple[str, str, str, str]) -> str:
    one, two, few, many = scale
    if group == 1:
        return one
    if group == 2:
        return two
    words = _arabic_below_thousand(group)
    rest = group % 100
    if 3 <= rest <= 10:
        return f"{words} {few}"
    if rest >= 11:
        return f"{words} {many}"
    if group == 200:
        words = _ARABIC_HUNDREDS[2].removesuffix("ن")  # "two hundred thousand": مائتا ألف
    return f"{words} {one}"


def arabic_integer(number: int) -> str:
    """``125`` -> ``"مائة وخمسة وعشرون"`` (0 <= number < LIMIT)."""
    if not 0 <= number < LIMIT:
        raise ValueError(f"{number} is outside 0..{LIMIT - 1}")
    if number == 0:
        return ARABIC_ZERO
    parts: list[str] = []
    for scale in reversed(range(len(_ARABIC_SCALES) + 1)):
        group = number // 1000**scale % 1000
        if not group:
            continue
        parts.append(
            _arabic_below_thousand(group)
            if scale == 0
            else _arabic_scaled(group, _ARABIC_SCALES[scale - 1])
        )
    return _JOIN.join(parts)


# -- amounts -----------------------------------------------------------------------------------
def _split(amount: Decimal) -> tuple[int, str]:
    """The integer part and the digits after the point, exactly as the amount was written."""
    text = format(abs(amount), "f")
    integer, _, fraction = text.partition(".")
    return int(integer), fraction


def arabic_money(amount: Decimal, currency: str, currency_fraction: str) -> str:
    """The Arabic endpoint's text for ``amount`` (see the module docstring for its quirks)."""
    if amount < 0:
        return ARABIC_ZERO  # cannot be converted: the word for zero, without currency
    integer, fraction_digits = _split(amount)
    # The quirk: all zeros of the fraction are dropped and the rest read as one number.
    fraction = int(fraction_digits.strip("0") or "0")
    if integer >= LIMIT or fraction >= LIMIT:
        return ARABIC_ZERO
    text = ""
    if integer:
        text = arabic_integer(integer) + currency
    if fraction:
        text += (_JOIN if text else "") + arabic_integer(fraction) + currency_fraction
    return f"{text} {ARABIC_CLOSING} " if text else f"{ARABIC_CLOSING} "


def english_money(amount: Decimal, currency: str, currency_fraction: str) -> str:
    """The English endpoint's text for ``amount``; a negative amount reads "Minus ...".

    ValueError when the integer part is too large to read.
    """
    integer, fraction_digits = _split(amount)
    cents = int((fraction_digits + "00")[:2])  # padded, then cut: never rounded
    sign = "Minus " if amount < 0 and (integer or cents) else ""
    words = sign + english_integer(integer)
    if cents == 0:
        return f"{words} {currency} Only"
    return f"{words} {currency},and {english_integer(cents)} {currency_fraction}"
