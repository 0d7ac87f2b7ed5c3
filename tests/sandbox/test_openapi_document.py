"""The sandbox's OpenAPI document says what the sandbox sends (``app/sandbox/openapi.py``).

These pin what the schema fuzzer found in the document itself; the fuzzer
(tests/sandbox/test_openapi_fuzz.py) checks every answer against it.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI

from app.sandbox.openapi import PROBLEM_STATUSES
from app.sandbox.problems import PROBLEM_JSON

PROBLEM_REF = {"$ref": "#/components/schemas/ProblemDetails"}


@pytest.fixture
def document(sandbox_app: FastAPI) -> dict[str, Any]:
    return sandbox_app.openapi()


def operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (path, method, operation)
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
    ]


def test_no_operation_documents_fastapis_422(document: dict[str, Any]) -> None:
    """Found: every operation documented a 422 ``{"detail": [...]}`` the app never sends
    (validation failures are 400 problem details, spec Errors 1 and 2)."""
    for path, method, operation in operations(document):
        assert "422" not in operation["responses"], (method, path)
    assert "HTTPValidationError" not in document["components"]["schemas"]


def test_every_v3_operation_documents_the_spec_error_statuses_as_problem_details(
    document: dict[str, Any],
) -> None:
    """Spec Errors 2: 400, 401, 403, 404, 409 and 429, each RFC 7807 problem details."""
    for path, method, operation in operations(document):
        if not path.startswith("/v3/") or path == "/v3/common/files/{token}":
            continue
        for status in PROBLEM_STATUSES:
            content = operation["responses"][str(status)]["content"]
            assert content == {PROBLEM_JSON: {"schema": PROBLEM_REF}}, (method, path, status)


def test_the_problem_schema_requires_what_every_problem_carries(document: dict[str, Any]) -> None:
    schema = document["components"]["schemas"]["ProblemDetails"]
    assert set(schema["required"]) == {"type", "title", "status", "instance", "traceId"}
    assert {"detail", "errors", "errorCode"} <= set(schema["properties"])


def test_the_file_link_documents_its_redirect_and_plain_text_404(document: dict[str, Any]) -> None:
    """Found: ``GET /v3/common/files/{token}`` documented a 200 JSON body; it answers 302
    (or, for a bad token, a plain-text 404, as the spec says)."""
    responses = document["paths"]["/v3/common/files/{token}"]["get"]["responses"]
    assert "200" not in responses
    assert "302" in responses
    assert list(responses["404"]["content"]) == ["text/plain"]


@pytest.mark.parametrize(
    "path",
    [
        "/v3/customers/{customer_id}/balance",
        "/v3/stock-items/{stock_item_id}/balance",
        "/v3/stock-items/{stock_item_id}/balance/warehouses/{warehouse_id}",
        "/v3/stock-items/{stock_item_id}/global-balance",
        "/v3/stock-items/{stock_item_id}/cost",
    ],
)
def test_bare_number_answers_are_documented_as_numbers(document: dict[str, Any], path: str) -> None:
    """Found: ``GET /v3/stock-items/1/cost`` answered ``12.5`` but was documented as a
    string (pydantic's serialized Decimal); the customer balance had no schema at all."""
    schema = document["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]
    types = {option.get("type") for option in schema["schema"]["anyOf"]}
    assert types == {"integer", "number"}, schema


def test_a_body_the_route_parses_itself_is_documented_by_its_model(
    document: dict[str, Any],
) -> None:
    """Found: ``PUT /v3/common/adjust-invoiced-quantity`` documented its body as "any
    object" (the route reads raw JSON to answer the spec's 409s), so generated bodies never
    reached its rules."""
    operation = document["paths"]["/v3/common/adjust-invoiced-quantity"]["put"]
    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/AdjustInvoicedQuantityRequest"}
    body = document["components"]["schemas"]["AdjustInvoicedQuantityRequest"]
    assert {"sourceDocumentType", "sourceDocumentCode", "lines"} <= set(body["properties"])
    assert "InvoicedQuantityLine" in document["components"]["schemas"]


def test_every_v3_operation_requires_the_bearer_token(document: dict[str, Any]) -> None:
    """Spec Authentication: every operation needs ``Authorization: Bearer``; the document
    says so (and the fuzzer then checks that none answers without it)."""
    scheme = document["components"]["securitySchemes"]["bearer"]
    assert (scheme["type"], scheme["scheme"]) == ("http", "bearer")
    for path, method, operation in operations(document):
        expected = [{"bearer": []}] if path.startswith("/v3/") else None
        assert operation.get("security") == expected, (method, path)


def test_a_response_date_time_may_have_no_offset(document: dict[str, Any]) -> None:
    """Found: ``GET /v3/work-orders`` answered ``"date": "2026-11-17T21:03:21"`` (a document
    date is the wall clock it was given, no offset) against a schema of RFC 3339
    ``date-time``, which requires one. Response DateTimes are ISO 8601, offset optional."""
    schemas = document["components"]["schemas"]
    date = schemas["WorkOrderResponse"]["properties"]["date"]
    assert {"type": "string", "format": "iso-8601-date-time"} in date["anyOf"]
    assert "'date-time'" not in str(schemas["PurchaseOrderResponse"])
