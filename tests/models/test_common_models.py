"""Common utilities' shapes: DocumentType, and the invoiced-quantity adjustment, whose rules
are named by the error code the service gives them, in the spec's check order."""

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.models.error_codes import ErrorCode
from app.models.special_characters import has_special_characters, without_special_characters
from app.models.utilities import (
    ADJUSTABLE_SOURCE_TYPES,
    AdjustInvoicedQuantityRequest,
    AdjustInvoicedQuantityResponse,
    DocumentType,
    business_error_code,
)

VALID = {
    "sourceDocumentType": "SO",
    "sourceDocumentCode": "SO-1001",
    "lines": [{"sourceLineId": 1, "quantityAdjustment": 2}],
}


def rule_codes(**changes: object) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        AdjustInvoicedQuantityRequest.model_validate({**VALID, **changes})
    return [error["type"] for error in caught.value.errors()]


def test_document_type_holds_every_value_of_the_spec() -> None:
    # As the spec lists them.
    spec = (
        "RS, RR, RT, IO, IR, IT, TR, CI, CO, JE, SI, PI, CN, DN, NR, NP, SO, SR, RecSO, PO, PR, "
        "OB, RMA"
    )
    assert [member.value for member in DocumentType] == spec.split(", ")
    assert [t.value for t in ADJUSTABLE_SOURCE_TYPES] == ["SO", "SR", "IO", "RR", "RS", "IR"]


def test_a_valid_adjustment_goes_out_in_camel_case_with_signed_numbers() -> None:
    request = AdjustInvoicedQuantityRequest.model_validate(
        {**VALID, "lines": [{"sourceLineId": 3, "quantityAdjustment": -1.5}]}
    )
    assert request.to_wire() == {
        "sourceDocumentType": "SO",
        "sourceDocumentCode": "SO-1001",
        "lines": [{"sourceLineId": 3, "quantityAdjustment": -1.5}],
    }
    assert request.lines[0].quantity_adjustment == Decimal("-1.5")


@pytest.mark.parametrize("sent", ["io", "Rr", " rs ", "IR", DocumentType.SR])
def test_the_type_is_accepted_in_any_letter_case(sent: str) -> None:
    request = AdjustInvoicedQuantityRequest.model_validate({**VALID, "sourceDocumentType": sent})
    assert request.source_document_type in ADJUSTABLE_SOURCE_TYPES
    assert request.source_document_type.value == sent.strip().upper()


@pytest.mark.parametrize("sent", ["PO", "RecSO", "JE", "", None, 5])
def test_another_type_is_invalid_source_document_type(sent: object) -> None:
    assert rule_codes(sourceDocumentType=sent) == ["InvalidSourceDocumentType"]


@pytest.mark.parametrize("sent", ["", "  ", None])
def test_a_blank_code_is_source_document_not_found(sent: object) -> None:
    assert rule_codes(sourceDocumentCode=sent) == ["SourceDocumentNotFound"]


@pytest.mark.parametrize("sent", [[], None])
def test_no_lines_is_invalid_quantity_adjustment(sent: object) -> None:
    assert rule_codes(lines=sent) == ["InvalidQuantityAdjustment"]


def test_a_zero_adjustment_is_invalid_quantity_adjustment() -> None:
    lines = [{"sourceLineId": 1, "quantityAdjustment": 0}]
    assert rule_codes(lines=lines) == ["InvalidQuantityAdjustment"]


def test_a_repeated_line_id_is_duplicate_source_line_id() -> None:
    lines = [
        {"sourceLineId": 1, "quantityAdjustment": 1},
        {"sourceLineId": 1, "quantityAdjustment": 2},
    ]
    assert rule_codes(lines=lines) == ["DuplicateSourceLineId"]


def test_rules_are_reported_in_the_spec_s_order() -> None:
    lines = [
        {"sourceLineId": 1, "quantityAdjustment": 0},
        {"sourceLineId": 1, "quantityAdjustment": 2},
    ]
    # A zero adjustment hides the duplicate; type and code come first.
    assert rule_codes(sourceDocumentType="XX", sourceDocumentCode="", lines=lines) == [
        "InvalidSourceDocumentType",
        "SourceDocumentNotFound",
        "InvalidQuantityAdjustment",
    ]


def test_malformed_lines_are_ordinary_validation_errors() -> None:
    codes = rule_codes(lines=[{"sourceLineId": "first", "quantityAdjustment": 1}])
    assert codes == ["int_parsing"]
    assert business_error_code("int_parsing") is None
    assert business_error_code("DuplicateSourceLineId") is ErrorCode.DuplicateSourceLineId


def test_the_response_parses_and_tolerates_extra_fields() -> None:
    answer = AdjustInvoicedQuantityResponse.model_validate(
        {"success": True, "updatedLines": 2, "warnings": []}
    )
    assert answer.success and answer.updated_lines == 2


@pytest.mark.parametrize("character", ["\\", "'", "|", ",", '"', "<", ">", "\t", "\n"])
def test_special_characters_are_found_and_removed(character: str) -> None:
    assert has_special_characters(f"A{character}B")
    assert without_special_characters(f"A{character}B") == "AB"


def test_ordinary_text_has_no_special_characters() -> None:
    text = "Delivery - Cairo (2 days) 14% / خدمة توصيل"
    assert not has_special_characters(text)
    assert without_special_characters(text) == text
