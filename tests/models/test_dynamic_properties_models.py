"""The dynamic-property request models carry every rule of the spec; the batch response is
read by containment."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel, TypeAdapter, ValidationError

from app.models.dynamic_properties import (
    DynamicPropertyBatchInsertRequest,
    DynamicPropertyBatchInsertResponse,
    DynamicPropertyTreeResponse,
    DynamicPropertyValuesUpdateRequest,
    DynamicPropertyValueUpsertRequest,
    error_code_in,
)
from app.models.error_codes import ErrorCode
from app.models.validation import error_map, issues_from_errors

VALID: dict[str, Any] = {"name": "Color", "values": [{"value": "Red"}]}


def errors_of(model: Any, body: Any) -> dict[str, list[str]]:
    adapter = model if isinstance(model, TypeAdapter) else TypeAdapter(model)
    with pytest.raises(ValidationError) as caught:
        adapter.validate_python(body)
    return error_map(issues_from_errors(caught.value.errors(include_url=False)))


def test_a_batch_entry_goes_out_in_camel_case() -> None:
    entry = DynamicPropertyBatchInsertRequest.model_validate({**VALID, "code": "CLR"})
    assert entry.to_wire() == {"name": "Color", "code": "CLR", "values": [{"value": "Red"}]}


def test_name_is_required_not_blank_and_at_most_70() -> None:
    DynamicPropertyBatchInsertRequest.model_validate({**VALID, "name": "x" * 70})
    assert "name" in errors_of(DynamicPropertyBatchInsertRequest, {"values": VALID["values"]})
    assert "name" in errors_of(DynamicPropertyBatchInsertRequest, {**VALID, "name": "  "})
    assert "name" in errors_of(DynamicPropertyBatchInsertRequest, {**VALID, "name": "x" * 71})


def test_codes_are_optional_and_at_most_50() -> None:
    DynamicPropertyBatchInsertRequest.model_validate({**VALID, "code": "c" * 50})
    assert "code" in errors_of(DynamicPropertyBatchInsertRequest, {**VALID, "code": "c" * 51})
    DynamicPropertyValueUpsertRequest.model_validate({"value": "Red", "code": "c" * 50})
    assert "code" in errors_of(
        DynamicPropertyValueUpsertRequest, {"value": "Red", "code": "c" * 51}
    )


def test_a_property_needs_at_least_one_value() -> None:
    assert "values" in errors_of(DynamicPropertyBatchInsertRequest, {"name": "Color", "values": []})
    assert "values" in errors_of(DynamicPropertyBatchInsertRequest, {"name": "Color"})


def test_value_is_required_not_blank_and_at_most_70() -> None:
    DynamicPropertyValueUpsertRequest.model_validate({"value": "v" * 70})
    assert "value" in errors_of(DynamicPropertyValueUpsertRequest, {"code": "R"})
    assert "value" in errors_of(DynamicPropertyValueUpsertRequest, {"value": " "})
    assert "value" in errors_of(DynamicPropertyValueUpsertRequest, {"value": "v" * 71})


def test_batch_errors_are_keyed_by_index_and_field() -> None:
    batch = TypeAdapter(list[DynamicPropertyBatchInsertRequest])
    errors = errors_of(batch, [VALID, {"name": "Size", "values": [{"value": ""}]}])
    assert list(errors) == ["[1].values[0].value"]


def test_an_update_sends_a_non_empty_set_of_values() -> None:
    DynamicPropertyValuesUpdateRequest.model_validate({"values": [{"value": "Red"}]})
    assert "values" in errors_of(DynamicPropertyValuesUpdateRequest, {"values": []})


def test_the_batch_response_names_the_code_inside_a_free_text_failure() -> None:
    response = DynamicPropertyBatchInsertResponse.model_validate(
        {
            "failed": {
                "Size": "Error: CodeRequiredForValueWhenNoCoding (value XL)",
                "Color": "AlreadyExists",
            },
            "succeeded": [{"id": 1, "name": "Grade", "values": [{"id": 2, "value": "A"}]}],
        }
    )
    assert response.failure_code("Size") is ErrorCode.CodeRequiredForValueWhenNoCoding
    assert response.failure_code("Color") is ErrorCode.AlreadyExists
    assert response.failure_code("Grade") is None
    assert error_code_in("nothing known here") is None


def test_tree_rows_tolerate_missing_fields() -> None:
    row = DynamicPropertyTreeResponse.model_validate({"dynamicPropertyId": 4, "extra": 1})
    assert (row.parent_id, row.tree_level, row.is_visible) == (0, 1, True)
    assert isinstance(row, BaseModel) and row.model_extra == {"extra": 1}
