"""``client.dynamic_properties``: every method against the sandbox in-process."""

from __future__ import annotations

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.api.operations import normalized, operations_of
from app.api.resources.dynamic_properties import DynamicPropertiesResource
from app.models.dynamic_properties import (
    DynamicPropertyBatchInsertRequest,
    DynamicPropertyValuesUpdateRequest,
    DynamicPropertyValueUpsertRequest,
)
from app.models.error_codes import ErrorCode
from tests.support.sandbox import Tenant


def test_every_operation_of_the_spec_has_a_client_method() -> None:
    spec = [
        ("GET", "/v3/dynamic-properties"),
        ("GET", "/v3/dynamic-properties/tree/{userId}"),
        ("POST", "/v3/dynamic-properties/batch"),
        ("PUT", "/v3/dynamic-properties/{id}"),
    ]
    marked = operations_of([DynamicPropertiesResource])
    assert {normalized(*operation) for operation in spec} == set(marked)


def values(*texts: str) -> list[DynamicPropertyValueUpsertRequest]:
    return [DynamicPropertyValueUpsertRequest(value=text) for text in texts]


async def test_list_iterate_and_tree(api: ApiClient) -> None:
    page = await api.dynamic_properties.list(names=[" size "])
    assert [(item.name, [v.value for v in item.values]) for item in page.items] == [
        ("Size", ["S", "M", "L", "XL"])
    ]
    everything = [item.name async for item in api.dynamic_properties.iterate(page_size=1)]
    assert everything == ["Color", "Size"]
    tree = await api.dynamic_properties.tree(1)
    assert {row.description for row in tree if row.tree_level == 1} == {"Color", "Size"}
    assert sum(row.tree_level == 2 for row in tree) == 11


async def test_insert_batch_reports_failures_by_name(api: ApiClient) -> None:
    result = await api.dynamic_properties.insert_batch(
        [
            DynamicPropertyBatchInsertRequest(name="Material", values=values("Cotton", "Linen")),
            DynamicPropertyBatchInsertRequest(name="color", values=values("Teal")),
        ]
    )
    assert [item.name for item in result.succeeded] == ["Material"]
    assert result.failure_code("color") is ErrorCode.AlreadyExists


async def test_update_values_and_its_errors(api: ApiClient, tenant: Tenant) -> None:
    stored = (
        await api.dynamic_properties.insert_batch(
            [DynamicPropertyBatchInsertRequest(name="Grade", values=values("A", "B"))]
        )
    ).succeeded[0]
    updated = await api.dynamic_properties.update_values(
        stored.id, DynamicPropertyValuesUpdateRequest(values=values("a", "C"))
    )
    assert [value.value for value in updated.values] == ["A", "C"]
    with pytest.raises(errors.BusinessRuleViolation) as unknown:
        await api.dynamic_properties.update_values(
            999_999, DynamicPropertyValuesUpdateRequest(values=values("A"))
        )
    assert unknown.value.error_code == "InvalidParentId"
    tenant.setting("dynamicPropertiesEnabled", "false")
    with pytest.raises(errors.BusinessRuleViolation) as disabled:
        await api.dynamic_properties.list()
    assert disabled.value.error_code == "DynamicPropertiesDisabled"
