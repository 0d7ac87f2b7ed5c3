"""Rules of the warehouses, geography and dynamic-property view-models (no server)."""

from __future__ import annotations

from app.models.dynamic_properties import (
    DynamicPropertyResponse,
    DynamicPropertyTreeResponse,
    DynamicPropertyValueResponse,
)
from app.models.warehouses import WarehouseTreeResponse
from app.viewmodels.inventory import dynamic_properties as dp
from app.viewmodels.inventory.warehouses import build_tree, warehouse_request
from app.viewmodels.master_data.geography import country_name, district_request


def test_a_warehouse_needs_a_description_and_sends_blank_code_as_absent() -> None:
    request, errors = warehouse_request({"description": "  ", "code": "", "mobile": ""})
    assert request is None and "description" in errors
    request, errors = warehouse_request({"description": "Depot", "code": " ", "mobile": ""})
    assert errors == {} and request is not None
    assert request.code is None and request.mobile is None


def test_a_district_needs_its_city() -> None:
    request, errors = district_request({"name": "Talkha", "cityId": None})
    assert request is None and errors["cityId"] == "Choose the city first."


def test_an_unknown_country_is_shown_by_id() -> None:
    assert country_name(2) == "Saudi Arabia"
    assert country_name(99) == "#99"


def test_the_warehouse_tree_nests_by_classification_and_keeps_orphans() -> None:
    rows = [
        WarehouseTreeResponse(classification_id=5, parent_id=0, tree_level=1, description="A"),
        WarehouseTreeResponse(classification_id=7, parent_id=5, tree_level=2, description="A1"),
        WarehouseTreeResponse(warehouse_id=5, parent_id=7, tree_level=3, description="W5"),
        # Its parent classification is not permitted: it still shows, as a root.
        WarehouseTreeResponse(classification_id=9, parent_id=8, tree_level=2, description="B"),
    ]
    roots = build_tree(rows)
    assert [n.row.description for n in roots] == ["A", "B"]
    (a1,) = roots[0].children
    assert [n.row.description for n in a1.children] == ["W5"]
    assert a1.children[0].is_warehouse


def test_property_tree_matches_values_by_level_and_parent() -> None:
    rows = [
        DynamicPropertyTreeResponse(dynamic_property_id=1, parent_id=0, description="Color"),
        DynamicPropertyTreeResponse(
            dynamic_property_id=1, parent_id=1, description="Black", tree_level=2
        ),
        DynamicPropertyTreeResponse(dynamic_property_id=2, parent_id=0, description="Size"),
        DynamicPropertyTreeResponse(
            dynamic_property_id=2, parent_id=2, description="S", tree_level=2
        ),
    ]
    nodes = dp.build_tree(rows)
    assert [(n.row.description, [v.description for v in n.values]) for n in nodes] == [
        ("Color", ["Black"]),
        ("Size", ["S"]),
    ]


def test_batch_rows_become_requests_with_codes_in_value_order() -> None:
    rows = [
        dp.BatchRow("Material", "", "Cotton, Wool،Silk", "C, W"),
        dp.BatchRow(""),  # blank: skipped
    ]
    requests, problems = dp.batch_requests(rows)
    assert problems == {} and requests is not None
    (request,) = requests
    assert [(v.value, v.code) for v in request.values] == [
        ("Cotton", "C"),
        ("Wool", "W"),
        ("Silk", None),
    ]


def test_batch_rows_with_problems_say_so_per_row() -> None:
    requests, problems = dp.batch_requests(
        [dp.BatchRow("Fit", values=""), dp.BatchRow("Cut", values="A", value_codes="1, 2")]
    )
    assert requests is None
    assert "at least one value" in problems[0]
    assert "More value codes" in problems[1]


def test_batch_outcome_per_row(qapp: object) -> None:
    rows = [dp.BatchRow("Material"), dp.BatchRow("color"), dp.BatchRow("MATERIAL ")]
    created = [
        DynamicPropertyResponse(
            id=3, name="Material", values=[DynamicPropertyValueResponse(id=1, value="Cotton")]
        )
    ]
    outcome = dp.batch_outcome(rows, created, {"color": "Failed: AlreadyExists (name)"})
    assert outcome[0] == (True, "Created (1 values).")
    assert outcome[1] == (False, "Not created: It already exists.")
    assert outcome[2][0] is False and outcome[2][1].startswith("Skipped")


def test_a_value_set_is_never_empty() -> None:
    request, problem = dp.values_request([dp.ValueRow(" ", "")])
    assert request is None and "at least one value" in problem
    request, problem = dp.values_request([dp.ValueRow("Red", ""), dp.ValueRow("", "")])
    assert problem == "" and request is not None and len(request.values) == 1
