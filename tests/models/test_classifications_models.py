"""StockItemClassificationUpsertRequest carries every rule of the spec; responses are
tolerant."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from app.models.classifications import (
    ClassificationType,
    CommonClassificationResponse,
    StockItemClassificationTreeResponse,
    StockItemClassificationUpsertRequest,
)
from app.models.validation import error_map, issues_from

VALID = {"code": "0104", "description": "Tablets", "parentId": 1}


def errors_of(**changes: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        StockItemClassificationUpsertRequest.model_validate({**VALID, **changes})
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case() -> None:
    request = StockItemClassificationUpsertRequest.model_validate(VALID)
    assert request.to_wire() == VALID


def test_code_is_required_and_not_blank() -> None:
    assert list(errors_of(code=None)) == ["code"]
    assert errors_of(code="  ")["code"] == ["Enter a code."]


def test_code_is_at_most_50_characters() -> None:
    StockItemClassificationUpsertRequest.model_validate({**VALID, "code": "x" * 50})
    assert list(errors_of(code="x" * 51)) == ["code"]


def test_code_holds_no_dash() -> None:
    StockItemClassificationUpsertRequest.model_validate({**VALID, "code": "01_04"})
    assert errors_of(code="01-04")["code"] == ["A classification code cannot hold a dash."]


def test_description_is_required_not_blank_and_at_most_70_characters() -> None:
    StockItemClassificationUpsertRequest.model_validate({**VALID, "description": "x" * 70})
    assert list(errors_of(description="x" * 71)) == ["description"]
    assert errors_of(description=" ")["description"] == ["Enter a description."]
    assert list(errors_of(description=None)) == ["description"]


def test_parent_id_is_required_and_greater_than_zero() -> None:
    assert list(errors_of(parentId=0)) == ["parentId"]
    assert list(errors_of(parentId=None)) == ["parentId"]


def test_every_broken_rule_is_reported_at_once() -> None:
    errors = errors_of(code="a-b", description="", parentId=-1)
    assert set(errors) == {"code", "description", "parentId"}


def test_a_common_classification_keeps_an_unknown_type() -> None:
    known = CommonClassificationResponse.model_validate(
        {"id": 1, "code": "W", "description": "Cairo", "type": "Warehouses", "parentId": None}
    )
    assert known.type is ClassificationType.Warehouses
    unknown = CommonClassificationResponse.model_validate(
        {"id": 2, "code": "S", "description": "Vendors", "type": "Suppliers"}
    )
    assert unknown.type == "Suppliers" and unknown.parent_id is None


def test_a_tree_row_parses_with_and_without_a_stock_item() -> None:
    node = StockItemClassificationTreeResponse.model_validate(
        {"id": 1, "nodeId": 1, "parentId": 0, "treeLevel": 1}
    )
    assert node.stock_item_id is None and node.balance == 0
    item = StockItemClassificationTreeResponse.model_validate_json(
        '{"id":9,"stockItemId":9,"stockItem":"Pen","nodeId":3,"parentId":3,"treeLevel":3,'
        '"balance":0}'
    )
    assert item.stock_item == "Pen"
