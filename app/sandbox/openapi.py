"""The sandbox's OpenAPI document declares its error answers as they are sent.

FastAPI documents a 422 with its own ``{"detail": [...]}`` body on every route that has
parameters, an answer this app never gives (``problems.py`` turns validation failures into
400 problem details). The spec's Errors section says every operation may answer 400, 401,
403, 404, 409 and 429 with problem details; the document says the same, so that a client
generator or a schema fuzzer (tests/sandbox/test_openapi_fuzz.py) reads the truth.

A 500 is declared only where a route declares it itself (``responses={500: ...}``), which a
route does only where the spec documents a 500 for some input; anywhere else a 500 is a bug.
A route may also declare one of these statuses itself, with another body, where the spec
says so (the plain-text 404 of ``GET /v3/common/files/{token}``); its declaration wins.

Every ``/v3`` operation requires a bearer token (a service token, or a JWT with the
``TenantId`` header): the document says so, which also lets a fuzzer check that no
operation answers without one.

A route that reads its body as raw JSON (because the spec answers some malformed bodies
with a 409 rather than the 400 of model binding) still documents the body's real shape:
``documented_body(Model)`` as the route's ``openapi_extra``, so that a generated request
reaches the business rules instead of only the 400s.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from app.sandbox.problems import PROBLEM_JSON

PROBLEM_STATUSES = {
    400: "Invalid input: `errors` maps each wire field path to its messages.",
    401: "Missing or invalid authentication.",
    403: "The API user lacks the operation's permission scope.",
    404: "Unknown resource (some lists also answer an empty result with 404).",
    409: "A business rule refused the request: match on `errorCode`.",
    429: "Rate limit exceeded (`errorCode` RateLimitExceeded); wait `Retry-After` seconds.",
}
PROBLEM_SCHEMA = "ProblemDetails"
SECURITY_SCHEME = "bearer"
_FASTAPI_VALIDATION_SCHEMAS = ("HTTPValidationError", "ValidationError")
_REF_TEMPLATE = "#/components/schemas/{model}"
_BODY_MODELS: dict[str, type[BaseModel]] = {}
"""Models named by ``documented_body``, by schema name: their schemas join the document."""


def documented_body(model: type[BaseModel]) -> dict[str, Any]:
    """``openapi_extra`` for a route that parses its JSON body with ``model`` itself."""
    _BODY_MODELS[model.__name__] = model
    return {
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": {"$ref": _REF_TEMPLATE.format(model=model.__name__)}}
            },
        }
    }


def documented_list_items(model: type[BaseModel]) -> dict[str, Any]:
    """``openapi_extra`` for a route whose JSON body is a list bound by one model but whose
    items must hold more than it says (``model``, a documentation-only subclass: the batch
    update by code says each entry's code is required and not blank)."""
    _BODY_MODELS[model.__name__] = model
    reference = {"$ref": _REF_TEMPLATE.format(model=model.__name__)}
    return {"requestBody": {"content": {"application/json": {"schema": {"items": reference}}}}}


def problem_schema() -> dict[str, Any]:
    """The problem body as ``problems.problem_response`` writes it. The client's model
    (``ProblemDetails``) stays tolerant of missing fields; this says what the sandbox sends."""
    text = {"type": "string"}
    return {
        "type": "object",
        "title": PROBLEM_SCHEMA,
        "description": "RFC 7807 problem details (application/problem+json).",
        "properties": {
            "type": text,
            "title": {"type": "string", "minLength": 1},
            "status": {"type": "integer", "minimum": 400, "maximum": 599},
            "detail": text,
            "instance": text,
            "traceId": text,
            "errors": {
                "type": "object",
                "additionalProperties": {"type": "array", "items": text},
            },
            "errorCode": text,
        },
        "required": ["type", "title", "status", "instance", "traceId"],
    }


def _only_the_documented_body(operation: dict[str, Any]) -> None:
    # openapi_extra is merged into FastAPI's own schema of the raw body (any object): keep
    # only the reference to the documented model.
    content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    reference = content.get("schema", {}).get("$ref", "")
    if reference.rpartition("/")[2] in _BODY_MODELS:
        content["schema"] = {"$ref": reference}


def complete_document(document: dict[str, Any]) -> dict[str, Any]:
    """Complete FastAPI's ``document`` (in place; running it twice changes nothing): the
    problem answers and the bearer token of every ``/v3`` operation, the documented bodies
    of raw-read routes, and no 422."""
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    schemas[PROBLEM_SCHEMA] = problem_schema()
    if _BODY_MODELS:
        _, definitions = models_json_schema(
            [(model, "validation") for model in _BODY_MODELS.values()], ref_template=_REF_TEMPLATE
        )
        for name, definition in definitions.get("$defs", {}).items():
            schemas.setdefault(name, definition)  # FastAPI's own schema of a model wins
    reference = {"$ref": f"#/components/schemas/{PROBLEM_SCHEMA}"}
    document["components"].setdefault("securitySchemes", {})[SECURITY_SCHEME] = {
        "type": "http",
        "scheme": "bearer",
        "description": "A service token, or a JWT sent with the TenantId header.",
    }
    for path, operations in document.get("paths", {}).items():
        for operation in operations.values():
            _only_the_documented_body(operation)
            if path.startswith("/v3/"):
                operation["security"] = [{SECURITY_SCHEME: []}]
            responses = operation.setdefault("responses", {})
            # FastAPI's 422 marks where input is validated: outside /v3 (the download links)
            # that is the one problem such a route can answer.
            statuses = PROBLEM_STATUSES if path.startswith("/v3/") else {}
            if responses.pop("422", None) is not None and not statuses:
                statuses = {400: PROBLEM_STATUSES[400]}
            for status, description in statuses.items():
                responses.setdefault(
                    str(status),
                    {"description": description, "content": {PROBLEM_JSON: {"schema": reference}}},
                )
    for name in _FASTAPI_VALIDATION_SCHEMAS:
        schemas.pop(name, None)
    return document
