"""Amounts in words from the service's money-to-words utility, cached per amount and language.

``/v3/common/convert-money-to-english-words`` and ``...-arabic-words`` read an amount with
currency names the client supplies (``CURRENCY_NAMES``). The Arabic endpoint reads the
fraction as one digit-run with its zeros dropped (12.50 reads "five" piasters), so an Arabic
amount is asked for in two integer parts, pounds and piasters, and joined the way the
service joins them ("... جنيه و خمسون قرش فقط لا غير"). The English endpoint reads only
the first two digits of the fraction, so a currency of three decimals (KWD, BHD, OMR,
JOD, TND) is asked for in two parts too, dinars and fils (thousandths); one of no decimals
(JPY) has no fraction. The service joins a fraction with a comma and no space (``Pounds,and
Fifty``, as the contract states); paper reads ``Pounds, and Fifty``, whichever way the words
were made. Offline, or when the server refuses, the words are left out (None) and the
document says so.
"""

from __future__ import annotations

import logging
from decimal import Decimal

from app.api import errors as api_errors
from app.api.client import ApiClient
from app.money import currency_decimals
from app.printing.numbers import round_money
from app.printing.page import PrintLanguage

log = logging.getLogger(__name__)

CURRENCY_NAMES: dict[str, tuple[str, str, str, str]] = {
    # code: (English currency, English fraction, Arabic currency, Arabic fraction)
    "EGP": ("Egyptian Pounds", "Piasters", "جنيه مصري", "قرش"),
    "SAR": ("Saudi Riyals", "Halalas", "ريال سعودي", "هللة"),
    "AED": ("UAE Dirhams", "Fils", "درهم إماراتي", "فلس"),
    "USD": ("US Dollars", "Cents", "دولار أمريكي", "سنت"),
    "EUR": ("Euros", "Cents", "يورو", "سنت"),
    "KWD": ("Kuwaiti Dinars", "Fils", "دينار كويتي", "فلس"),
    "BHD": ("Bahraini Dinars", "Fils", "دينار بحريني", "فلس"),
    "OMR": ("Omani Rials", "Baisa", "ريال عماني", "بيسة"),
    "JOD": ("Jordanian Dinars", "Fils", "دينار أردني", "فلس"),
    "TND": ("Tunisian Dinars", "Millimes", "دينار تونسي", "مليم"),
}
DEFAULT_CURRENCY = "EGP"

ARABIC_AND = " و"
ARABIC_CLOSING = "فقط لا غير"
ENGLISH_AND = ", and "
# How the service joins an English fraction (no space after the comma).
SERVICE_ENGLISH_AND = ",and "
ENGLISH_ONLY = " Only"

_cache: dict[tuple[str, str, str, str], str] = {}


def currency_names(code: str | None) -> tuple[str, str, str, str]:
    """The names of ``code`` (its code itself where the app knows no names)."""
    code = (code or DEFAULT_CURRENCY).upper()
    return CURRENCY_NAMES.get(code, (code, "", code, ""))


async def amount_in_words(
    client: ApiClient, amount: Decimal, language: PrintLanguage, currency: str | None
) -> str | None:
    """``amount`` in words in ``language``, from the service; None when it cannot answer."""
    code = (currency or DEFAULT_CURRENCY).upper()
    places = currency_decimals(code)
    amount = round_money(amount, places)
    key = (client.connection.api_root, language.value, code, str(amount))
    if key in _cache:
        return _cache[key]
    en_name, en_fraction, ar_name, ar_fraction = currency_names(code)
    common = client.common
    try:
        if language is PrintLanguage.ENGLISH and places == 2:
            words = (
                await common.money_to_english_words(
                    number_value=amount, currency=en_name, currency_fraction=en_fraction
                )
            ).strip()
            words = words.replace(SERVICE_ENGLISH_AND, ENGLISH_AND)
        elif language is PrintLanguage.ENGLISH:
            words = await _english_in_parts(client, amount, places, en_name, en_fraction)
        else:
            words = await _arabic(client, amount, places, ar_name, ar_fraction)
    except api_errors.ApiError as exc:
        log.info("amount in words left out (%s)", exc)
        return None
    _cache[key] = words
    return words


def _parts(amount: Decimal, places: int) -> tuple[int, int]:
    """(whole units, the fraction in the currency's minor units: cents, fils...)."""
    units = int(abs(amount))
    return units, int((abs(amount) - units).scaleb(places))


async def _english_in_parts(
    client: ApiClient, amount: Decimal, places: int, name: str, fraction: str
) -> str:
    """The units and the fraction read as two whole numbers, joined as paper joins a
    fraction: "Twelve Kuwaiti Dinars, and Three Hundred Forty Five Fils"."""
    units, minor = _parts(amount, places)

    async def read(value: int, currency: str) -> str:
        text = await client.common.money_to_english_words(
            number_value=Decimal(value), currency=currency, currency_fraction=""
        )
        return text.strip()

    whole = await read(units, name)
    if not minor:
        return whole
    return (
        whole.removesuffix(ENGLISH_ONLY)
        + ENGLISH_AND
        + (await read(minor, fraction)).removesuffix(ENGLISH_ONLY)
    )


async def _arabic(client: ApiClient, amount: Decimal, places: int, name: str, fraction: str) -> str:
    units, cents = _parts(amount, places)

    async def read(value: int, currency: str) -> str:
        text = await client.common.money_to_arabic_words(
            number_value=Decimal(value), currency=f" {currency}", currency_fraction=""
        )
        return text.strip().removesuffix(ARABIC_CLOSING).strip()

    parts = []
    if units or not cents:
        parts.append(await read(units, name) if units else "صفر " + name)
    if cents:
        parts.append(await read(cents, fraction))
    return ARABIC_AND.join(parts) + " " + ARABIC_CLOSING


def forget_words() -> None:
    """Empty the cache (tests)."""
    _cache.clear()
