"""One format for amounts and quantities everywhere: "1,200.00"
beside "1,250.00", never "1200" beside "1,250"."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QLocale

from app.viewmodels.accounting.accounting_lines import money_text
from app.viewmodels.item_lines import format_money as grid_money
from app.viewmodels.numbers import format_money, format_quantity

EN = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
AR = QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt)


def test_amounts_always_have_two_decimals_and_grouping() -> None:
    assert format_money(Decimal("1200"), EN) == "1,200.00"
    assert format_money(Decimal("427.5"), EN) == "427.50"
    assert format_money(Decimal("9063"), EN) == "9,063.00"
    assert format_money(Decimal("7494.355"), EN) == "7,494.36"  # half up, as people round
    assert format_money(Decimal("-0.001"), EN) == "0.00"  # no "-0.00"
    assert format_money(Decimal("12345678901234.56"), EN) == "12,345,678,901,234.56"  # exact


def test_arabic_amounts_use_the_locales_digits_and_marks() -> None:
    assert format_money(Decimal("-1234567.5"), AR) == AR.toString(-1234567.5, "f", 2)


def test_quantities_have_as_many_decimals_as_they_need_or_the_items() -> None:
    assert format_quantity(Decimal("1000"), locale=EN) == "1,000"
    assert format_quantity(Decimal("2.50"), locale=EN) == "2.5"
    assert format_quantity(Decimal("2.5"), 3, EN) == "2.500"


def test_every_screens_money_goes_through_the_one_format() -> None:
    before = QLocale()
    QLocale.setDefault(EN)
    try:
        for value in (Decimal("1200"), Decimal("7494.36"), Decimal("0.5")):
            assert money_text(value) == grid_money(value) == format_money(value)
        assert grid_money(Decimal("1200.0")) == "1,200.00"  # money is Decimal, never float
    finally:
        QLocale.setDefault(before)
