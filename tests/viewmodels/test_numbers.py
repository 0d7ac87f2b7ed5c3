"""Numbers as clerks type them, in English and Arabic locales."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QLocale

from app.viewmodels.numbers import format_decimal, parse_decimal

EGYPT = QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt)
ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
GERMAN = QLocale(QLocale.Language.German, QLocale.Country.Germany)


@pytest.mark.parametrize(
    ("text", "locale", "expected"),
    [
        ("14", ENGLISH, "14"),
        (" 2.5 ", ENGLISH, "2.5"),
        ("1,234.5", ENGLISH, "1234.5"),
        ("14%", ENGLISH, "14"),
        ("١٤", EGYPT, "14"),
        ("٢٫٥", EGYPT, "2.5"),
        ("۲.۵", ENGLISH, "2.5"),
        ("2,5", GERMAN, "2.5"),
        ("1.234,5", GERMAN, "1234.5"),
    ],
)
def test_numbers_parse_in_every_locale(text: str, locale: QLocale, expected: str) -> None:
    assert parse_decimal(text, locale) == Decimal(expected)


@pytest.mark.parametrize("text", ["", "abc", "1.2.3x", "NaN", "Infinity"])
def test_what_is_not_a_number_is_none(text: str) -> None:
    assert parse_decimal(text, ENGLISH) is None


def test_format_drops_trailing_zeros_and_follows_the_locale() -> None:
    assert format_decimal(Decimal("14.0000"), ENGLISH) == "14"
    assert format_decimal(Decimal("2.12345"), ENGLISH) == "2.1235"  # half up, as people round
    assert format_decimal(Decimal("2.5"), GERMAN) == "2,5"
    assert format_decimal(Decimal("2.5"), EGYPT) in ("2.5", "٢٫٥")  # digits per locale setting
