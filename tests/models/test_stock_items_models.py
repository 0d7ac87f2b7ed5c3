"""The stock-item request models carry every rule, so forms can check before sending; the
response models accept what the service may send."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from app.models.error_codes import ErrorCode
from app.models.special_characters import special_characters_in
from app.models.stock_items import (
    NOT_FOUND,
    StockItemBatchResponse,
    StockItemBatchUpdateRequest,
    StockItemCreateRequest,
    StockItemExternalIdRequest,
    StockItemFiltersRequest,
    StockItemLinkToParentRequest,
    StockItemListQuery,
    StockItemResponse,
    StockItemUpdateRequest,
)
from app.models.validation import error_map, issues_from

VALID: dict[str, Any] = {"description": "Samsung 43-inch TV"}


def errors_of(model: type[BaseModel], body: dict[str, Any]) -> dict[str, list[str]]:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    return error_map(issues_from(caught.value))


def create_errors(**changes: Any) -> dict[str, list[str]]:
    return errors_of(StockItemCreateRequest, {**VALID, **changes})


# -- StockItemCreateRequest -------------------------------------------------------------------
def test_a_valid_request_goes_out_in_camel_case_with_numbers_as_numbers() -> None:
    request = StockItemCreateRequest(
        description="TV", part_number="UA43", price=Decimal("13900.50"), tax_id=1
    )
    wire = request.to_wire()
    assert (wire["description"], wire["partNumber"], wire["price"], wire["taxId"]) == (
        "TV",
        "UA43",
        13900.5,
        1,
    )
    assert "code" not in wire  # unset optional fields stay out


def test_description_is_required_not_blank_and_at_most_500() -> None:
    StockItemCreateRequest.model_validate({"description": "x" * 500})
    assert "description" in errors_of(StockItemCreateRequest, {})
    assert "description" in create_errors(description="  ")
    assert "description" in create_errors(description="x" * 501)


@pytest.mark.parametrize(
    ("field", "longest"),
    [
        ("code", 200),
        ("sku", 50),
        ("partNumber", 500),
        ("externalId", 128),
        ("oeNumber", 500),
        ("otherLangDescription", 500),
    ],
)
def test_texts_have_the_lengths_of_the_list_filters(field: str, longest: int) -> None:
    StockItemCreateRequest.model_validate({**VALID, field: "x" * longest})
    assert field in create_errors(**{field: "x" * (longest + 1)})


def test_blank_texts_are_accepted_and_mean_no_value() -> None:
    StockItemCreateRequest.model_validate({**VALID, "code": "", "sku": " "})


@pytest.mark.parametrize("field", ["classificationId", "brandId", "taxId"])
def test_ids_must_be_greater_than_zero(field: str) -> None:
    StockItemCreateRequest.model_validate({**VALID, field: 1})
    assert field in create_errors(**{field: 0})


@pytest.mark.parametrize(
    "field", ["price", "dealerPrice", "superDealerPrice", "purchasePrice", "minimumPrice", "weight"]
)
def test_amounts_must_not_be_negative(field: str) -> None:
    StockItemCreateRequest.model_validate({**VALID, field: 0})
    assert field in create_errors(**{field: -0.01})


def test_property_values_are_positive_ids_each_chosen_once() -> None:
    StockItemCreateRequest.model_validate({**VALID, "dynamicPropertyValueIds": [1, 2]})
    assert "dynamicPropertyValueIds" in create_errors(dynamicPropertyValueIds=[1, 1])
    assert "dynamicPropertyValueIds[1]" in create_errors(dynamicPropertyValueIds=[1, 0])


def test_units_need_a_name_and_a_ratio_above_zero() -> None:
    StockItemCreateRequest.model_validate(
        {**VALID, "unitOfMeasures": [{"name": "Piece", "ratio": 1}]}
    )
    errors = create_errors(unitOfMeasures=[{"name": " ", "ratio": 0}, {"ratio": 2}])
    assert {"unitOfMeasures[0].name", "unitOfMeasures[0].ratio", "unitOfMeasures[1].name"} <= set(
        errors
    )
    assert "unitOfMeasures[0].name" in create_errors(
        unitOfMeasures=[{"name": "x" * 51, "ratio": 1}]
    )


def test_unit_names_are_unique_ignoring_case_with_at_most_one_default() -> None:
    StockItemCreateRequest.model_validate(
        {
            **VALID,
            "unitOfMeasures": [
                {"name": "Piece", "ratio": 1, "isDefault": True},
                {"name": "Box", "ratio": 12},
            ],
        }
    )
    twice = [{"name": "Box", "ratio": 1}, {"name": " box", "ratio": 2}]
    assert "unitOfMeasures" in create_errors(unitOfMeasures=twice)
    defaults = [
        {"name": "A", "ratio": 1, "isDefault": True},
        {"name": "B", "ratio": 2, "isDefault": True},
    ]
    assert "unitOfMeasures" in create_errors(unitOfMeasures=defaults)


def test_automatic_batch_fill_needs_batch_number_and_expiry_date() -> None:
    StockItemCreateRequest.model_validate(
        {
            **VALID,
            "requiresBatchNumber": True,
            "requiresExpiryDate": True,
            "autoBatchFromExpiry": True,
        }
    )
    errors = create_errors(requiresBatchNumber=True, autoBatchFromExpiry=True)
    assert list(errors) == ["autoBatchFromExpiry"]


def test_child_items_only_on_a_grouping_item_and_reported_with_other_errors() -> None:
    children = [{"description": "Red"}, {"description": "Red", "isCurrent": True}]
    # On create the isCurrent flags are ignored, even two of them.
    StockItemCreateRequest.model_validate({**VALID, "isGroupingItem": True, "childItems": children})
    errors = create_errors(childItems=[{"description": "Red"}], price=-1)
    assert {"childItems", "price"} <= set(errors)
    assert "Only a grouping item" in errors["childItems"][0]


def test_child_entries_need_a_description_and_follow_the_item_lengths() -> None:
    errors = create_errors(isGroupingItem=True, childItems=[{"sku": "x" * 51}])
    assert {"childItems[0].description", "childItems[0].sku"} <= set(errors)
    assert "childItems[0].id" in create_errors(
        isGroupingItem=True, childItems=[{"id": 0, "description": "x"}]
    )


# -- updates ----------------------------------------------------------------------------------
def test_an_update_marks_at_most_one_child_as_current() -> None:
    one = [{"description": "Small", "isCurrent": True}, {"description": "Large"}]
    StockItemUpdateRequest.model_validate({**VALID, "isGroupingItem": True, "childItems": one})
    two = [{"description": "Small", "isCurrent": True}, {"description": "Large", "isCurrent": True}]
    errors = errors_of(StockItemUpdateRequest, {**VALID, "isGroupingItem": True, "childItems": two})
    assert list(errors) == ["childItems"]


def test_an_update_may_send_an_empty_code_to_keep_the_stored_one() -> None:
    assert StockItemUpdateRequest.model_validate({**VALID, "code": ""}).code == ""


def test_a_batch_update_entry_id_must_be_greater_than_zero() -> None:
    StockItemBatchUpdateRequest.model_validate({**VALID, "id": 4})
    assert "id" in errors_of(StockItemBatchUpdateRequest, {**VALID, "id": -4})


# -- the list query and the filter body -------------------------------------------------------
def test_list_query_goes_out_with_wire_names_and_without_unset_filters() -> None:
    query = StockItemListQuery(
        codes=["A", "B"], part_number="PN", update_date=datetime(2025, 1, 2, tzinfo=UTC)
    )
    assert query.to_params() == {
        "codes": ["A", "B"],
        "partNumber": "PN",
        "updateDate": datetime(2025, 1, 2, tzinfo=UTC),
    }


@pytest.mark.parametrize(
    ("field", "longest"),
    [("code", 200), ("sku", 50), ("partNumber", 500), ("externalId", 128), ("description", 500)],
)
def test_list_query_strings_are_not_blank_and_within_their_lengths(
    field: str, longest: int
) -> None:
    StockItemListQuery.model_validate({field: "x" * longest})
    assert field in errors_of(StockItemListQuery, {field: "x" * (longest + 1)})
    assert field in errors_of(StockItemListQuery, {field: "   "})


def test_list_query_list_values_are_not_blank_and_ids_positive() -> None:
    StockItemListQuery.model_validate({"codes": ["A"], "ids": [1], "classificationId": 3})
    assert "codes[1]" in errors_of(StockItemListQuery, {"codes": ["A", " "]})
    assert "externalIds[0]" in errors_of(StockItemListQuery, {"externalIds": [""]})
    assert "partNumbers[0]" in errors_of(StockItemListQuery, {"partNumbers": ["\t"]})
    assert "ids[0]" in errors_of(StockItemListQuery, {"ids": [0]})
    assert "classificationId" in errors_of(StockItemListQuery, {"classificationId": 0})


def test_filter_body_paging_and_filters() -> None:
    StockItemFiltersRequest.model_validate({"offset": 0, "limit": 1000, "sku": "A", "ids": []})
    errors = errors_of(
        StockItemFiltersRequest,
        {"offset": -1, "limit": 1001, "description": " ", "sku": "", "partNumber": " ", "ids": [0]},
    )
    assert {"offset", "limit", "description", "sku", "partNumber", "ids[0]"} <= set(errors)
    assert "limit" in errors_of(StockItemFiltersRequest, {"limit": 0})


# -- external id, link to parent ---------------------------------------------------------------
def test_external_id_request_names_the_item_by_exactly_one_of_id_or_code() -> None:
    StockItemExternalIdRequest.model_validate({"id": 3, "externalId": "SHOP-1"})
    StockItemExternalIdRequest.model_validate({"code": "000123"})
    assert list(errors_of(StockItemExternalIdRequest, {"externalId": "x"})) == ["id"]
    assert list(errors_of(StockItemExternalIdRequest, {"id": 3, "code": "A"})) == ["id"]
    assert "externalId" in errors_of(StockItemExternalIdRequest, {"id": 3, "externalId": "x" * 129})
    assert "code" in errors_of(StockItemExternalIdRequest, {"code": "  "})


def test_link_to_parent_needs_a_parent_and_distinct_items() -> None:
    StockItemLinkToParentRequest.model_validate({"parentId": 1, "stockItemIds": [2, 3]})
    assert "parentId" in errors_of(
        StockItemLinkToParentRequest, {"parentId": 0, "stockItemIds": [2]}
    )
    assert "stockItemIds" in errors_of(
        StockItemLinkToParentRequest, {"parentId": 1, "stockItemIds": []}
    )
    assert "stockItemIds" in errors_of(
        StockItemLinkToParentRequest, {"parentId": 1, "stockItemIds": [2, 2]}
    )
    assert "stockItemIds[0]" in errors_of(
        StockItemLinkToParentRequest, {"parentId": 1, "stockItemIds": [-2]}
    )


# -- responses ---------------------------------------------------------------------------------
def test_an_item_with_only_an_id_parses_and_unknown_fields_are_kept() -> None:
    item = StockItemResponse.model_validate({"id": 7, "pictureUrl": "x", "code": None})
    assert (item.id, item.code, item.child_items, item.unit_of_measures) == (7, None, [], [])
    assert item.model_extra == {"pictureUrl": "x"}


def test_batch_failures_are_read_by_containment() -> None:
    result = StockItemBatchResponse.model_validate(
        {
            "failed": {
                "TV": "DupplicatedName: already there",
                "12": f"{NOT_FOUND}: no item 12",
                "Fan": "Something new",
            },
            "succeeded": [{"id": 1}],
        }
    )
    assert result.failure_code("TV") is ErrorCode.DupplicatedName
    assert result.failure_code("12") == NOT_FOUND
    assert result.failure_code("Fan") is None and result.failure_code("Lamp") is None


def test_special_characters_are_listed_once_in_order() -> None:
    assert special_characters_in('Cable, "2 m", 3|4') == [",", '"', "|"]
    assert special_characters_in("كابل 2 متر (أسود)") == []
