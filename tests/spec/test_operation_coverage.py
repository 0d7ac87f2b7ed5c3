"""Every operation of both spec files has exactly one typed client method."""

from __future__ import annotations

import app.api.client  # noqa: F401 - imports every resource class
from app.api.operations import normalized, operations_of
from app.api.resources.base import Resource
from tests.spec.spec_operations import SPEC_FILES, expand, operations_in, spec_operations


def resource_classes() -> list[type]:
    found: list[type] = []
    pending = list(Resource.__subclasses__())
    while pending:
        cls = pending.pop()
        found.append(cls)
        pending.extend(cls.__subclasses__())
    return found


def test_the_spec_reader_sees_tables_prose_and_shorthand() -> None:
    text = (
        "| PUT /v3/stock-items/batch/by-id, /batch/by-code, /batch/by-sku | batch |\n"
        "| GET /v3/stock-items/cost/by-skus, /by-part-numbers, /by-ids | costs |\n"
        "Paths: GET /v3/customers; PATCH /v3/customers/code/{code}/deactivate.\n"
        "**GET /v3/a** and **GET /v3/b**; GET /v3/s/print-templates and /print-templates/{t}"
    )
    assert operations_in(text) == {
        ("PUT", "/v3/stock-items/batch/by-id"),
        ("PUT", "/v3/stock-items/batch/by-code"),
        ("PUT", "/v3/stock-items/batch/by-sku"),
        ("GET", "/v3/stock-items/cost/by-skus"),
        ("GET", "/v3/stock-items/cost/by-part-numbers"),
        ("GET", "/v3/stock-items/cost/by-ids"),
        ("GET", "/v3/customers"),
        ("PATCH", "/v3/customers/code/{code}/deactivate"),
        ("GET", "/v3/a"),
        ("GET", "/v3/b"),
        ("GET", "/v3/s/print-templates"),
        ("GET", "/v3/s/print-templates/{t}"),
    }
    assert expand("/v3/x/batch/by-id", "/batch/by-sku") == "/v3/x/batch/by-sku"


def test_both_spec_files_are_read() -> None:
    operations = spec_operations()
    assert set(operations) == set(SPEC_FILES)
    assert len(operations[SPEC_FILES[0]]) >= 100
    assert len(operations[SPEC_FILES[1]]) >= 35


def test_every_spec_operation_has_a_client_method() -> None:
    implemented = operations_of(resource_classes())
    missing = sorted(
        f"{method} {path}"
        for found in spec_operations().values()
        for method, path in found
        if normalized(method, path) not in implemented
    )
    assert missing == [], f"{len(missing)} operations have no client method"


def test_no_client_method_claims_an_operation_the_spec_lacks() -> None:
    in_spec = {normalized(m, p) for found in spec_operations().values() for m, p in found}
    extra = sorted(
        f"{name}: {method} {path}"
        for (method, path), name in operations_of(resource_classes()).items()
        if (method, path) not in in_spec
    )
    assert extra == []
