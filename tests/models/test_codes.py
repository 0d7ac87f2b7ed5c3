"""``next_code``: the code a new record is offered."""

from __future__ import annotations

from app.models.codes import next_code


def test_the_next_code_follows_the_most_used_pattern_by_number() -> None:
    codes = ["CUS-0001", "CUS-0009", "CUS-0010", "VIP-7", None, "", "walk-in"]
    assert next_code(codes) == "CUS-0011"


def test_numbers_compare_as_numbers_and_the_padding_grows_when_needed() -> None:
    assert next_code(["C9", "C10", "C2"]) == "C11"
    assert next_code(["CUS-9999"]) == "CUS-10000"
    assert next_code(["A-01", "A-002"]) == "A-003"


def test_no_numbered_code_suggests_nothing() -> None:
    assert next_code([]) == ""
    assert next_code(["walk-in", None]) == ""
