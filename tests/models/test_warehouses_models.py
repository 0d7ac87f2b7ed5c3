"""WarehouseUpsertRequest carries every rule of the spec; responses are tolerant."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import ValidationError

from app.models.validation import error_map, issues_from
from app.models.warehouses import (
    WarehouseResponse,
    WarehouseStockItemBalanceResponse,
    WarehouseTreeResponse,
    WarehouseUpsertRequest,
)


def errors_of(**body: object) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        WarehouseUpsertRequest.model_validate(body)
    return error_map(issues_from(caught.value))


def test_a_valid_request_goes_out_in_camel_case_without_unset_fields() -> None:
    request = WarehouseUpsertRequest(description="Luxor depot", classification_id=4)
    assert request.to_wire() == {"description": "Luxor depot", "classificationId": 4}
    full = WarehouseUpsertRequest(code="WH9", description="x", mobile="0100")
    assert full.to_wire() == {"code": "WH9", "description": "x", "mobile": "0100"}


def test_description_is_required_and_not_blank() -> None:
    assert list(errors_of()) == ["description"]
    assert errors_of(description="  ")["description"] == ["Enter a description."]


def test_classification_id_is_greater_than_zero_when_sent() -> None:
    WarehouseUpsertRequest(description="x", classification_id=None)
    assert list(errors_of(description="x", classificationId=0)) == ["classificationId"]


def test_a_warehouse_without_classification_parses() -> None:
    warehouse = WarehouseResponse.model_validate(
        {"id": 1, "classification": None, "code": "WH1", "description": "Main", "mobile": ""}
    )
    assert warehouse.classification is None
    classified = WarehouseResponse.model_validate(
        {"id": 1, "classification": {"id": 3}, "code": "WH1", "description": "Main"}
    )
    assert classified.classification is not None and classified.classification.code is None


def test_balances_are_decimals() -> None:
    row = WarehouseStockItemBalanceResponse.model_validate_json(
        '{"stockItem":{"id":1},"globalBalance":10.5,"totalBalance":3,'
        '"globalReserved":0,"totalReserved":0}'
    )
    assert row.global_balance == Decimal("10.5") and row.total_balance == 3


def test_tree_rows_have_a_classification_or_a_warehouse() -> None:
    node = WarehouseTreeResponse.model_validate(
        {"classificationId": 2, "parentId": 0, "treeLevel": 1, "description": "Cairo region"}
    )
    leaf = WarehouseTreeResponse.model_validate(
        {"warehouseId": 7, "parentId": 2, "treeLevel": 2, "description": "Main"}
    )
    assert node.warehouse_id is None and leaf.classification_id is None
