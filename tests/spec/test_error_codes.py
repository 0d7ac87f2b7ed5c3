"""Every error code the spec names is a known constant with a clerk-facing message."""

from __future__ import annotations

import re

from app.models.accounts import AccountType
from app.models.error_codes import MESSAGES, ErrorCode
from tests.spec.spec_operations import SPEC_DIR, SPEC_FILES

# Identifiers in the spec that are not error codes: shapes, enum values, settings, headers.
NOT_CODES = {
    "TaxCannotUseDifferent",  # the spec's "a code starting TaxCannotUseDifferent"
    "RecSO",
    "ByClassificationCode",
    "ByItemCode",
    "ByOENumber",
    "BySKU",
    "AllowSearchStockItemsByPartNumber",
    "ACCESS_TOKEN",
    "TENANT_ID",
    "StockItems",
}
_CANDIDATE = re.compile(
    r"\b[A-Z][a-z]+(?:[A-Z][a-z]*){2,}(?:_[A-Za-z]+)*\b|\b[A-Z]{2,}_[A-Za-z_]+\b"
)
_SHAPE = re.compile(r"(Request|Response|Reference|Result|Type|Status)$")


def codes_named_in_spec() -> set[str]:
    text = "\n".join((SPEC_DIR / name).read_text() for name in SPEC_FILES)
    found = set(_CANDIDATE.findall(text))
    enum_values = {member.value for member in AccountType}
    return {
        word
        for word in found
        if not _SHAPE.search(word) and word not in NOT_CODES and word not in enum_values
    }


def test_every_code_in_the_spec_is_an_error_code() -> None:
    known = {code.value for code in ErrorCode}
    assert sorted(codes_named_in_spec() - known) == []


def test_every_error_code_has_a_message_for_the_clerk() -> None:
    assert [code for code in ErrorCode if code not in MESSAGES] == []
    assert all(text.strip().endswith((".", ")")) for text in MESSAGES.values())
