"""Numbers as clerks type and read them, in any locale (Arabic-Indic digits included).

Amounts and rates stay ``Decimal`` end to end; ``QLocale`` only decides how they look.
Qt is imported only where a function needs it: the command line's reports format amounts
and dates through here without Qt (``app.viewmodels.words``).
"""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import TYPE_CHECKING

from app.text.digits import TO_LATIN_DIGITS
from app.viewmodels.words import PlainLocale, current_locale

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale

_ARABIC_DECIMAL_SEPARATOR = "\u066b"
_ARABIC_THOUSANDS_SEPARATOR = "\u066c"


def parse_decimal(text: str, locale: QLocale | None = None) -> Decimal | None:
    """The number in ``text`` or None when it is not one. Accepts the locale's separators,
    Arabic-Indic digits and a trailing percent sign; never NaN or infinity."""
    from PySide6.QtCore import QLocale

    locale = locale or QLocale()
    cleaned = text.strip().translate(TO_LATIN_DIGITS).rstrip("%\u066a").strip()
    if not cleaned:
        return None
    group, point = locale.groupSeparator(), locale.decimalPoint()
    cleaned = cleaned.replace(_ARABIC_THOUSANDS_SEPARATOR, "").replace("\u00a0", "")
    cleaned = cleaned.replace(_ARABIC_DECIMAL_SEPARATOR, ".")
    if point != ".":
        if group == ".":
            cleaned = cleaned.replace(".", "")
        cleaned = cleaned.replace(point, ".")
    elif group:
        cleaned = cleaned.replace(group, "")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def format_decimal(value: Decimal, locale: QLocale | None = None, *, max_decimals: int = 4) -> str:
    """``value`` with at most ``max_decimals`` decimals and no trailing zeros, localized."""
    from PySide6.QtCore import QLocale

    locale = locale or QLocale()
    # Half up, as people round (Python's round() is half-even: 2.12345 would show 2.1234).
    rounded = value.quantize(Decimal(1).scaleb(-max_decimals), ROUND_HALF_UP).normalize()
    exponent = rounded.as_tuple().exponent
    decimals = max(0, -exponent) if isinstance(exponent, int) else 0
    return locale.toString(float(rounded), "f", decimals)


MONEY_DECIMALS = 2
"""The decimals of the company's currency (piastres of the Egyptian pound, cents): the
API names currencies but not their minor units, so every amount shows two."""


def _grouped(value: Decimal, decimals: int, locale: QLocale | PlainLocale) -> str:
    """``value`` rounded half up to exactly ``decimals``, with the locale's grouping,
    decimal mark, digits and minus sign; exact (no float on the way)."""
    rounded = value.quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP)
    if rounded == 0:
        rounded = abs(rounded)  # no "-0.00"
    text = f"{abs(rounded):,.{decimals}f}"
    zero = locale.zeroDigit()
    table = {ord(","): locale.groupSeparator(), ord("."): locale.decimalPoint()}
    if zero != "0":
        table |= {ord(str(i)): chr(ord(zero) + i) for i in range(10)}
    text = text.translate(table)
    return locale.negativeSign() + text if rounded < 0 else text


def format_money(
    value: Decimal, locale: QLocale | PlainLocale | None = None, *, decimals: int = MONEY_DECIMALS
) -> str:
    """An amount as every screen shows one: the currency's decimals, always, and grouping
    ("1,200.00" beside "7,494.36", never "1200" beside "1,250")."""
    return _grouped(value, decimals, locale or current_locale())


def format_quantity(
    value: Decimal, decimals: int | None = None, locale: QLocale | PlainLocale | None = None
) -> str:
    """A quantity with its item's decimals (a unit counted whole shows "12", a weighed one
    "2.500"), grouped; without a known item, as many decimals as it has (at most 4)."""
    if decimals is None:
        rounded = value.quantize(Decimal("0.0001"), ROUND_HALF_UP).normalize()
        exponent = rounded.as_tuple().exponent
        decimals = max(0, -exponent) if isinstance(exponent, int) else 0
    return _grouped(value, decimals, locale or current_locale())


def format_count(value: int, locale: QLocale | PlainLocale | None = None) -> str:
    """A count or a line number in the locale's digits ("١٢" in Egyptian Arabic), for the
    ``{placeholders}`` of translated sentences (``str(12)`` would stay Latin)."""
    return (locale or current_locale()).toString(int(value))


def format_date(value: date, locale: QLocale | PlainLocale | None = None) -> str:
    """A date as lists show it: year-month-day (the order clerks type in the date filters,
    and one that sorts), in the locale's digits ("٢٠٢٦-١١-٢٠" in Egyptian Arabic)."""
    locale = locale or current_locale()
    if isinstance(locale, PlainLocale):
        return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
    from PySide6.QtCore import QDate

    return locale.toString(QDate(value.year, value.month, value.day), "yyyy-MM-dd")


def format_datetime(value: datetime, locale: QLocale | None = None) -> str:
    """A moment as ``format_date`` shows a date, with hours and minutes."""
    from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

    moment = QDateTime(QDate(value.year, value.month, value.day), QTime(value.hour, value.minute))
    return (locale or QLocale()).toString(moment, "yyyy-MM-dd HH:mm")


def parse_date(text: str) -> date:
    """A date typed as year-month-day, in Latin or Arabic-Indic digits ("٢٠٢٧-٠٦-٣٠", as
    ``format_date`` shows it in Egyptian Arabic); raises ``ValueError`` like
    ``date.fromisoformat``, which reads Latin digits only."""
    return date.fromisoformat(text.strip().translate(TO_LATIN_DIGITS))


_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")
_EDGES = "()[]{}«»“”\"'،,;؛:.!?؟…"


def localize_digits(text: str, locale: QLocale | PlainLocale | None = None) -> str:
    """The numbers of a translated sentence in the locale's digits ("(السعر 1)" becomes
    "(السعر ١)" in Egyptian Arabic, "30:500" "٣٠:٥٠٠"), so that a translator writes Latin
    digits once and a clerk reads the digits they chose. A word with a Latin letter is a
    code, a key or a format and stays as it is (SO-12, IO-WH01-3, Ctrl+1, UTF-8, v3), and so
    do ``{placeholders}`` (filled later, through the locale), ``%Ln`` and markup."""
    locale = locale or current_locale()
    zero = locale.zeroDigit()
    if zero == "0" or not any(c.isascii() and c.isdigit() for c in text):
        return text
    digits = {ord(str(i)): chr(ord(zero) + i) for i in range(10)}
    point = locale.decimalPoint()

    def local_number(match: re.Match[str]) -> str:
        return match.group().replace(".", point).translate(digits)

    words = []
    for word in text.split(" "):
        core = word.strip(_EDGES)
        if (
            core
            and any(c.isascii() and c.isdigit() for c in core)
            and not re.search(r"[A-Za-z{}%<>&=#_/\\]", core)
        ):
            word = word.replace(core, _NUMBER.sub(local_number, core))
        words.append(word)
    return " ".join(words)
