"""The doctor reads every list of the contract: each GET operation of the client that
answers a page or a list without a path parameter has a probe, unless it needs a value
only the company knows (listed here with the reason)."""

from __future__ import annotations

import inspect
import typing

import app.api.client  # noqa: F401 - imports every resource class
from app.api.operations import OPERATION_ATTRIBUTE
from app.doctor.catalogue import PROBES, answer_type
from app.models.common import PagedResult
from tests.spec.test_operation_coverage import resource_classes

NEEDS_A_VALUE_OF_THE_COMPANY = {
    "/v3/stock-items/search": "keywords",
    "/v3/stock-items/cost/by-skus": "skus",
    "/v3/stock-items/cost/by-part-numbers": "part numbers",
    "/v3/stock-items/cost/by-ids": "stock item ids",
    "/v3/stock-items/warehouse-summary": "a stock item id",
    "/v3/warehouses/stock-items-balances": "stock item ids",
    "/v3/sales-returns": "a return's code",
    "/v3/sales-returns/returnable": "a sales order's code",
}


def list_operations() -> set[str]:
    found = set()
    for cls in resource_classes():
        for _, member in inspect.getmembers(cls, inspect.isfunction):
            marked = getattr(member, OPERATION_ATTRIBUTE, None)
            if marked is None or marked[0] != "GET" or "{" in marked[1]:
                continue
            answer = answer_type(member)
            origin = typing.get_origin(answer)
            paged = isinstance(answer, type) and issubclass(answer, PagedResult)
            if origin is list or paged:
                found.add(marked[1])
    return found


def test_every_list_of_the_contract_has_a_probe() -> None:
    probed = {f"/v3{probe.path}" for probe in PROBES}
    assert list_operations() - set(NEEDS_A_VALUE_OF_THE_COMPANY) == probed


def test_each_probe_reads_with_the_model_of_its_client_method() -> None:
    for probe in PROBES:
        assert probe.model is not None
        if probe.by_id is not None:
            assert probe.by_id_method is not None and probe.by_id_model is not None
