"""Schemathesis over the sandbox's own OpenAPI document, in-process.

Every ``/v3`` operation gets generated requests, valid and invalid by its schema, sent
through ASGI to a sandbox over a fresh demo company with an all-scopes token, and every
answer must:

- not be a 5xx, unless the operation's OpenAPI declares that status (a route declares a 500
  only where the spec documents one for some input, see ``app/sandbox/openapi.py``);
- if it is not a 2xx, be ``application/problem+json`` in the spec's problem shape (Errors
  1 and 2: ``type``, ``title``, ``status`` equal to the answer's, ``instance`` the request
  path, ``traceId``; ``errors`` a map of message lists; an ``errorCode`` on every 409),
  unless the operation documents that status with another body (the spec's plain-text 404
  and the 302 of ``/common/files/{token}``);
- pass schemathesis's checks, every one of them: documented status code, content type,
  headers and body schema, invalid input rejected, valid input accepted
  (``positive_data_acceptance``), 405 with a right ``Allow``, and no operation answering
  without (or with a wrong) bearer token (``ignored_auth``, from the document's
  ``security``). The OpenAPI states every rule the request models apply; a valid request
  may be refused with 400 only by an operation listed in ``tests/support/fuzz_allowances.py``
  and only on a field listed there with its reason (an id that must exist, a rule across
  fields): ``refusals_name_listed_fields`` checks the field.

The ``/downloads/...`` links are left out: they serve HTML and PDF on purpose and are not
part of the API. The operations are read from the app at collection time: a router added
to ``RESOURCE_ROUTERS`` is fuzzed with no change here.

Settings (derandomized and seeded, so a CI failure reproduces locally):

- default run: the explicit examples and the fuzzing phase, ``max_examples=10`` per
  operation, positive and negative data; about 100 s of CPU for 139 operations (most of
  it is hypothesis drawing bodies, not the sandbox answering);
- ``FUZZ_EXAMPLES=<n>``: n examples per operation instead of 10;
- ``FUZZ_COVERAGE=1``: adds schemathesis's coverage phase, every boundary and type case the
  schema defines (its size is set by the schemas, not by ``max_examples``: about twice the
  default run's time, which is why CI leaves it out);
- ``FUZZ_SEED=<n>``: another seed than 4, to explore new inputs.

A thorough run: ``FUZZ_EXAMPLES=100 FUZZ_COVERAGE=1 PYTHONPATH=. python -m pytest -q
tests/sandbox/test_openapi_fuzz.py`` (tens of minutes), or the long profile as schemathesis's
own engine runs it, every check on, with its counts
(``python -m tests.benchmarks.bench_openapi_fuzz``). Pin whatever they find with a plain
regression test (tests/sandbox/test_fuzz_regressions.py) before fixing it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urlsplit

import jsonschema_rs  # schemathesis's own validator
import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from schemathesis import Case, CheckContext, Response
from schemathesis.checks import not_a_server_error
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    negative_data_rejection,
    unsupported_method,
)

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.openapi import problem_schema
from app.sandbox.problems import PROBLEM_JSON
from tests.support.fuzz_allowances import refusals_name_listed_fields, schemathesis_operations
from tests.support.sandbox import new_tenant

# schemathesis generates one test per operation at run time: under xdist they would run as
# one opaque test on one worker, so this file runs on its own, after the parallel run.
pytestmark = pytest.mark.serial

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "10"))
COVERAGE = os.environ.get("FUZZ_COVERAGE", "") not in ("", "0")
SEED = int(os.environ.get("FUZZ_SEED", "4"))


def _openapi_document() -> dict[str, Any]:
    """The document alone: building it reads no data, so a throwaway database will do."""
    database = Database(":memory:")
    try:
        return create_app(database, rate_limits=False).openapi()
    finally:
        database.close()


CONFIG = schemathesis.Config.from_dict(
    {
        "seed": SEED,
        # Hypothesis's too_slow health check times the drawing of examples: on a loaded
        # machine it failed operations whose bodies are large (a stock-item batch), a timing
        # assertion the suite does not make anywhere else (timings are benchmarks).
        "suppress-health-check": ["too_slow"],
        "phases": {"coverage": {"enabled": COVERAGE}},
        "generation": {
            "mode": "all",
            "max-examples": EXAMPLES,
            "deterministic": True,
            "database": "none",
            # The test always sends the token (see the test): generated or removed
            # Authorization headers would be overridden, so they prove nothing.
            "with-security-parameters": False,
        },
        # The 400s the spec gives for rules JSON Schema cannot state (tests/support/
        # fuzz_allowances.py): expected of the listed operations only.
        "operations": schemathesis_operations(),
    }
)
schema = schemathesis.openapi.from_dict(_openapi_document(), config=CONFIG).exclude(
    path_regex=r"^/downloads/"
)


@dataclass
class FuzzTarget:
    app: FastAPI
    authorization: str

    def takes_rest_of_path(self, case: Case) -> bool:
        """Whether the operation's last path parameter takes the rest of the path
        (``/code/{code:path}``: a code may hold a slash), which OpenAPI cannot say."""
        return any(
            ":path}" in (route.path or "")
            and route.path_format == case.operation.path
            and case.operation.method.upper() in (route.methods or ())
            for route in iter_route_contexts(self.app.routes)
        )


@pytest.fixture(scope="module")
def target() -> Iterator[FuzzTarget]:
    """A sandbox of its own: the fuzzer writes, and no other test may see what it wrote."""
    database = Database(":memory:")
    tenant = new_tenant(database)
    yield FuzzTarget(create_app(database, rate_limits=False), tenant.authorization)
    database.close()


def _accepts_any_text(case: Case, name: str) -> bool:
    """Whether the query parameter ``name`` is a list of unconstrained strings (``skus``)."""
    for parameter in case.operation.definition.raw.get("parameters", []):
        if parameter.get("in") == "query" and parameter.get("name") == name:
            schema = parameter.get("schema", {})
            options = [option for option in schema.get("anyOf", [schema]) if option != NULL]
            return options == [{**options[0], "type": "array", "items": {"type": "string"}}]
    return False


NULL = {"type": "null"}


def _only_text_lists_negated(case: Case) -> bool:
    """Whether the case is "invalid" only in query lists of strings, where nothing is.

    Every query value travels as text, and any text is a valid item of such a list: a
    "negative" ``skus=false`` is the valid SKU "false". schemathesis's own guards see through
    a single mutated value but not through a list holding one.
    """
    meta = case.meta
    if meta is None or not meta.is_negative_at(ParameterLocation.QUERY):
        return False
    others = set(ParameterLocation) - {ParameterLocation.QUERY, ParameterLocation.UNKNOWN}
    if any(meta.is_negative_at(location) for location in others):
        return False
    data = meta.phase.data
    names = [mutation.parameter for mutation in data.mutations] or [data.parameter]
    return all(name is not None and _accepts_any_text(case, name) for name in names)


def _declared(case: Case, status: int) -> dict[str, Any] | None:
    responses: dict[str, Any] = case.operation.definition.raw.get("responses", {})
    declared = responses.get(str(status))
    return declared if isinstance(declared, dict) else None


def no_undocumented_server_error(ctx: CheckContext, response: Response, case: Case) -> bool:
    if response.status_code >= 500:
        assert _declared(case, response.status_code) is not None, (
            f"{response.status_code} is not a documented answer of {case.operation.label}"
        )
    return True


PROBLEM_VALIDATOR = jsonschema_rs.Draft202012Validator(problem_schema())


def errors_are_problem_details(ctx: CheckContext, response: Response, case: Case) -> bool:
    """Spec, Errors 1 and 2: every non-2xx answer is problem details with the answer's
    status, the request path as ``instance``, and an ``errorCode`` on a 409."""
    status = response.status_code
    if 200 <= status < 300:
        return True
    declared = _declared(case, status)
    if declared is not None:
        content = declared.get("content")
        if content is None and status < 400:
            return True  # a documented redirect (the download link's 302) has no body
        if content is not None and PROBLEM_JSON not in content:
            return True  # the operation documents another body for this status
    content_type = response.headers.get("content-type", [""])[0]
    assert content_type.split(";")[0].strip() == PROBLEM_JSON, (
        f"{status} answered with {content_type!r}, not {PROBLEM_JSON}"
    )
    body = response.json()
    issues = [error.message for error in PROBLEM_VALIDATOR.iter_errors(body)]
    assert not issues, f"not the spec's problem shape: {issues} in {body!r}"
    assert body["status"] == status, f"problem status {body['status']!r} != {status}"
    path = unquote(urlsplit(response.request.url).path)
    assert unquote(body["instance"]) == path, f"instance {body['instance']!r} != {path!r}"
    if status == 409:
        assert body.get("errorCode"), "a 409 has no errorCode"
    return True


@schema.parametrize()
def test_every_answer_is_documented_and_every_error_is_problem_details(
    case: Case, target: FuzzTarget
) -> None:
    excluded = [
        # Replaced by no_undocumented_server_error, which allows the 500s the spec documents.
        not_a_server_error,
    ]
    if _only_text_lists_negated(case):
        excluded.append(negative_data_rejection)
    if target.takes_rest_of_path(case):
        # /warehouses/code/a/b is the warehouse coded "a/b": a path OpenAPI cannot write.
        # (The customers' code routes end where their /deactivate route begins, so they
        # answer 405 with Allow: PATCH there and are checked like any other.)
        excluded += [unsupported_method, allow_header_conformance]
    # On the operation, not only the call: the ignored_auth check's probes (the same request
    # without, then with a wrong, token) go where the operation says.
    case.operation.app = case.operation.schema.app = target.app
    case.call_and_validate(
        app=target.app,
        headers={"Authorization": target.authorization},
        additional_checks=[
            no_undocumented_server_error,
            errors_are_problem_details,
            refusals_name_listed_fields,
        ],
        excluded_checks=excluded,
    )
