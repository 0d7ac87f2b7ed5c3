"""A currency's decimals, rounding to them, and reading numbers as money."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.money import currency_decimals, half_unit, money, round_money, unit_of


@pytest.mark.parametrize(
    ("code", "decimals"),
    [
        ("EGP", 2),
        ("usd", 2),
        ("KWD", 3),
        ("BHD", 3),
        ("OMR", 3),
        ("JOD", 3),
        ("TND", 3),
        (" kwd ", 3),
        ("JPY", 0),
        ("KRW", 0),
        ("", 2),
        (None, 2),
        ("XYZ", 2),
    ],
)
def test_iso_4217_gives_the_decimals_where_the_record_does_not(
    code: str | None, decimals: int
) -> None:
    assert currency_decimals(code) == decimals


def test_a_record_s_own_decimals_win_over_the_table() -> None:
    assert currency_decimals("KWD", 2) == 2
    assert currency_decimals("EGP", 3) == 3
    assert currency_decimals("EGP", 0) == 0
    assert currency_decimals("KWD", -1) == 3  # nonsense from a record: the table's


@pytest.mark.parametrize(
    ("value", "decimals", "rounded"),
    [
        ("0.125", 2, "0.13"),
        ("-0.125", 2, "-0.13"),
        ("0.124999", 2, "0.12"),
        ("1.0005", 3, "1.001"),
        ("1.0004", 3, "1.000"),
        ("2.5", 0, "3"),
        ("3.5", 0, "4"),
        ("-2.5", 0, "-3"),
        ("1234.5678", 4, "1234.5678"),
    ],
)
def test_rounding_is_half_away_from_zero_to_the_currency(
    value: str, decimals: int, rounded: str
) -> None:
    result = round_money(Decimal(value), decimals)
    assert result == Decimal(rounded)
    assert str(result) == rounded  # exactly that many decimals


def test_units_and_half_units() -> None:
    assert unit_of(2) == Decimal("0.01")
    assert unit_of(3) == Decimal("0.001")
    assert unit_of(0) == Decimal(1)
    assert half_unit(2) == Decimal("0.005")
    assert half_unit(0) == Decimal("0.5")


def test_money_reads_numbers_without_float_noise() -> None:
    assert money(0.1) == Decimal("0.1")  # not 0.1000000000000000055511151231257827
    assert money(1.15) * 100 == Decimal("115")
    assert money(None) == 0
    assert money("") == 0
    assert money(" 12.50 ") == Decimal("12.50")
    assert money(7) == Decimal(7)
    assert money(Decimal("2.345")) == Decimal("2.345")
    with pytest.raises(TypeError):
        money(True)
    with pytest.raises(TypeError):
        money([1])


def test_a_record_s_decimals_are_taken_from_none_to_six() -> None:
    assert currency_decimals("EGP", 6) == 6
    assert currency_decimals("EGP", 7) == 2  # not a currency's: the table's
    assert currency_decimals("JPY", None) == 0


def test_what_is_not_an_amount_is_refused_by_name() -> None:
    with pytest.raises(TypeError, match=r"^a bool is not an amount$"):
        money(False)
    with pytest.raises(TypeError, match=r"^list is not an amount$"):
        money([])
