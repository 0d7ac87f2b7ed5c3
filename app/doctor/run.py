"""The doctor's visit: every probe read, the answers compared with our models.

Read-only by construction: every request is a GET, sent through the client's transport
policy (``ApiClient.request``), so the client's rate limiter paces it and a 429 is waited
out, never risked twice. ``examine`` reports each step to ``progress`` before taking it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

import httpx
from pydantic import TypeAdapter, ValidationError

from app import __version__
from app.api import errors
from app.api.client import ApiClient, RequestEvent
from app.api.ratelimit import Priority
from app.doctor.catalogue import (
    MISSING_ID,
    PAST_THE_END,
    PROBES,
    RECORDS_BY_ID,
    SAMPLE_LIMIT,
    Empty,
    Order,
    Probe,
)
from app.doctor.report import (
    ListCheck,
    ProblemCheck,
    Report,
)
from app.doctor.shapes import Shapes

Progress = Callable[[str], None]

RATE_LIMIT_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")


async def examine(
    client: ApiClient,
    *,
    progress: Progress | None = None,
    probes: tuple[Probe, ...] = PROBES,
) -> Report:
    """Read every probe's list and a few of its records, provoke a 404 and a 400, and
    return what differs from our reading of the contract."""
    say = progress or (lambda _text: None)
    report = Report(
        server=client.connection.api_root,
        app_version=__version__,
        editors=frozenset(e for probe in probes if probe.editor for e in probe.endpoints),
        shown_in_more=frozenset(e for probe in probes if probe.more for e in probe.endpoints),
        names={e: probe.name for probe in probes for e in probe.endpoints},
        planned=len(probes),
    )

    def count_refusals(event: RequestEvent) -> None:
        if event.status == 429:
            report.rate_limited += 1

    stop_listening = client.add_listener(count_refusals)
    try:
        await _visit(client, probes, report, say)
    except ServerGone as gone:
        report.stopped = gone.reason
    finally:
        stop_listening()
    say("done")
    return report


async def _visit(
    client: ApiClient, probes: tuple[Probe, ...], report: Report, say: Progress
) -> None:
    shapes = report.shapes
    total = len(probes) + 1
    for number, probe in enumerate(probes, start=1):
        say(f"[{number}/{total}] {probe.name}: {probe.endpoint}")
        check = ListCheck(name=probe.name, endpoint=probe.endpoint, scope=probe.scope)
        report.lists.append(check)
        await _read_list(client, probe, check, shapes, report)
    say(f"[{total}/{total}] refusals: an unknown id (404) and a limit of 1001 (400)")
    report.not_found = await _provoke(
        client, "/taxes/" + str(MISSING_ID), {}, 404, "GET /v3/taxes/{id}", report
    )
    report.bad_request = await _provoke(
        client, "/taxes", {"limit": 1001}, 400, "GET /v3/taxes?limit=1001", report
    )


class ServerGone(Exception):
    """No answer at all (the server went away, the network dropped): the visit stops there
    and the report says what it found until then. Not an ``ApiError``, so that the probes'
    own handlers, which note a refusal and go on, let it through."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


async def _get(
    client: ApiClient, path: str, params: dict[str, Any], report: Report
) -> httpx.Response:
    try:
        response = await client.request(
            "GET", path, params=params, priority=Priority.BACKGROUND, accept_refusals=True
        )
    except errors.TransportError as exc:
        # The client has already retried as its policy says: every further step would
        # only wait out the same silence.
        raise ServerGone(exc.log_text()) from exc
    report.requests += 1
    seen = {name: response.headers.get(name) for name in RATE_LIMIT_HEADERS}
    if all(seen.values()):
        report.rate_limit_headers = {name: str(value) for name, value in seen.items()}
        scope = response.headers.get("X-RateLimit-Scope")
        if scope:
            report.rate_limit_headers["X-RateLimit-Scope"] = scope
    else:
        report.answers_without_rate_limit_headers += 1
    return response


async def _read_list(
    client: ApiClient, probe: Probe, check: ListCheck, shapes: Shapes, report: Report
) -> None:
    params: dict[str, Any] = {**probe.params}
    if probe.paged:
        params |= {"offset": 0, "limit": SAMPLE_LIMIT}
    try:
        response = await _get(client, probe.path, params, report)
    except errors.ApiError as exc:
        check.failure = type(exc).__name__
        return
    check.status = response.status_code
    if response.status_code == 403:
        report.scopes_lacking.add(probe.scope)
        return
    if response.status_code == 404 and probe.empty is Empty.NOT_FOUND:
        check.empty_list = True  # this list says "nothing" with a 404
    elif response.status_code != 200:
        check.failure = f"HTTP {response.status_code}"
        return
    body = _json(response)
    if response.status_code == 200:
        if body is None:
            check.failure = "not JSON"
            return
        check.unreadable = _unreadable(body, probe.model)
        shapes.take(probe.endpoint, body, probe.model)
        report.keep_sample(probe.endpoint, body)
        items = body.get("items") if probe.paged and isinstance(body, dict) else body
        rows = items if isinstance(items, list) else []
        check.rows = len(rows)
        if probe.paged and isinstance(body, dict):
            check.paging_problems = _paging_problems(body, 0, SAMPLE_LIMIT)
        check.order_problem = _order_problem(rows, probe.order)
        ids = [
            row["id"] for row in rows if isinstance(row, dict) and isinstance(row.get("id"), int)
        ]
        await _read_records(client, probe, check, shapes, report, ids[:RECORDS_BY_ID])
    if probe.paged:
        await _read_past_the_end(client, probe, check, report)


async def _read_records(
    client: ApiClient,
    probe: Probe,
    check: ListCheck,
    shapes: Shapes,
    report: Report,
    ids: list[int],
) -> None:
    if probe.by_id is None or probe.by_id_model is None:
        return
    endpoint = f"GET /v3{probe.by_id}"
    for record_id in ids:
        try:
            response = await _get(client, probe.by_id.format(id=record_id), {}, report)
        except errors.ApiError as exc:
            check.record_failures.append(type(exc).__name__)
            continue
        if response.status_code != 200:
            check.record_failures.append(f"HTTP {response.status_code}")
            continue
        body = _json(response)
        check.records_read += 1
        if check.unreadable is None:
            check.unreadable = _unreadable(body, probe.by_id_model)
        shapes.take(endpoint, body, probe.by_id_model)
        report.keep_sample(endpoint, body)


async def _read_past_the_end(
    client: ApiClient, probe: Probe, check: ListCheck, report: Report
) -> None:
    params = {**probe.params, "offset": PAST_THE_END, "limit": SAMPLE_LIMIT}
    try:
        response = await _get(client, probe.path, params, report)
    except errors.ApiError as exc:
        check.past_the_end = type(exc).__name__
        return
    body = _json(response)
    if response.status_code == 404:
        check.past_the_end = Empty.NOT_FOUND
    elif response.status_code == 200 and isinstance(body, dict) and body.get("items") == []:
        check.past_the_end = Empty.PAGE
    else:
        check.past_the_end = f"HTTP {response.status_code}"
    check.past_the_end_expected = probe.empty


async def _provoke(
    client: ApiClient,
    path: str,
    params: dict[str, Any],
    expected: int,
    what: str,
    report: Report,
) -> ProblemCheck:
    check = ProblemCheck(what=what, expected_status=expected)
    try:
        response = await _get(client, path, params, report)
    except errors.ApiError as exc:
        check.problems.append(f"no answer ({type(exc).__name__})")
        return check
    check.status = response.status_code
    check.content_type = response.headers.get("content-type", "").split(";")[0].strip()
    body = _json(response)
    if response.status_code != expected:
        check.problems.append(f"HTTP {response.status_code} where {expected} was expected")
    if check.content_type != "application/problem+json":
        check.problems.append(f"content type {check.content_type or 'none'}")
    if not isinstance(body, dict):
        check.problems.append("the body is not a JSON object")
        return check
    check.fields = sorted(body)
    for name, kind in (("type", str), ("title", str), ("status", int)):
        if not isinstance(body.get(name), kind):
            check.problems.append(f"no {name}")
    if isinstance(body.get("status"), int) and body["status"] != response.status_code:
        check.problems.append(f"status {body['status']} in a {response.status_code} answer")
    code = body.get("errorCode")
    check.error_code = code if isinstance(code, str) else None
    if expected == 400:
        field_errors = body.get("errors")
        if not isinstance(field_errors, dict) or not any(
            key.lower() == "limit" for key in field_errors
        ):
            check.problems.append("no error filed under limit")
    return check


def _json(response: httpx.Response) -> Any:
    try:
        return json.loads(response.content)
    except ValueError:
        return None


_ADAPTERS: dict[Any, TypeAdapter[Any]] = {}


def _unreadable(body: Any, annotation: Any) -> str | None:
    """None when our model reads the answer, else how many problems it met (no values)."""
    adapter = _ADAPTERS.get(annotation)
    if adapter is None:
        adapter = _ADAPTERS[annotation] = TypeAdapter(annotation)
    try:
        adapter.validate_python(body)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        return f"{exc.error_count()} problems, first at {where}: {first['type']}"
    return None


def _paging_problems(body: dict[str, Any], offset: int, limit: int) -> list[str]:
    problems = []
    for name in ("totalCount", "page", "pageSize", "totalPages"):
        if not isinstance(body.get(name), int):
            problems.append(f"no {name}")
    if problems:
        return problems
    items = body.get("items") or []
    if body["page"] != offset // limit + 1:
        problems.append(f"page {body['page']} for offset {offset} and limit {limit}")
    if body["pageSize"] != limit:
        problems.append(f"pageSize {body['pageSize']} for limit {limit}")
    if body["pageSize"] > 0:
        pages = math.ceil(body["totalCount"] / body["pageSize"])
        if body["totalPages"] != pages:
            problems.append(f"totalPages {body['totalPages']} for totalCount {body['totalCount']}")
    if len(items) > limit:
        problems.append(f"{len(items)} rows for limit {limit}")
    return problems


def _order_problem(rows: list[Any], order: Order) -> str | None:
    found = [row.get("id") for row in rows if isinstance(row, dict)]
    ids = [value for value in found if isinstance(value, int)]
    if order is Order.NONE or len(ids) < 2 or len(ids) != len(found):
        return None
    wanted = sorted(ids, reverse=order is Order.ID_DESCENDING)
    return None if ids == wanted else f"rows not ordered {order.value}"
