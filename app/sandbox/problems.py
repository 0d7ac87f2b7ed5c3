"""Every non-2xx answer is RFC 7807 problem details, as the spec's Errors section says.

Handlers raise ``Problem`` (or use the helpers below); FastAPI's own validation errors and
Starlette's 404/405 are rewritten into the same shape, never FastAPI's ``{"detail": [...]}``.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import iter_route_contexts
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import compile_path

from app.models.common import ProblemDetails
from app.models.validation import WHOLE_BODY, FieldIssue, error_map, issues_from_errors

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"

# The "type" URIs an ASP.NET Core service puts on its problems.
_TYPES = {
    400: ("https://tools.ietf.org/html/rfc9110#section-15.5.1", "Bad Request"),
    401: ("https://tools.ietf.org/html/rfc9110#section-15.5.2", "Unauthorized"),
    403: ("https://tools.ietf.org/html/rfc9110#section-15.5.4", "Forbidden"),
    404: ("https://tools.ietf.org/html/rfc9110#section-15.5.5", "Not Found"),
    405: ("https://tools.ietf.org/html/rfc9110#section-15.5.6", "Method Not Allowed"),
    409: ("https://tools.ietf.org/html/rfc9110#section-15.5.10", "Conflict"),
    415: ("https://tools.ietf.org/html/rfc9110#section-15.5.16", "Unsupported Media Type"),
    429: ("https://tools.ietf.org/html/rfc6585#section-4", "Too Many Requests"),
    500: ("https://tools.ietf.org/html/rfc9110#section-15.6.1", "Internal Server Error"),
}
VALIDATION_TITLE = "One or more validation errors occurred."


class Problem(Exception):
    """Raise to answer with problem details; the handler fills instance and traceId."""

    def __init__(
        self,
        status: int,
        detail: str | None = None,
        *,
        title: str | None = None,
        error_code: str | None = None,
        errors: Mapping[str, list[str]] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail or title or str(status))
        self.status = status
        self.detail = detail
        self.title = title or _TYPES.get(status, ("", "Error"))[1]
        self.error_code = error_code
        self.errors = dict(errors) if errors else None
        self.headers = dict(headers or {})


def business_rule(error_code: str, detail: str) -> Problem:
    """409 with a deterministic ``errorCode`` (match on it, not on ``detail``)."""
    return Problem(409, detail, error_code=error_code)


def not_found(detail: str) -> Problem:
    return Problem(404, detail)


def invalid(field: str, message: str, *, error_code: str | None = None) -> Problem:
    """400 validation failure on one field (wire path); ``error_code`` where the spec names
    a code for a 400 (the journal lines' CK_ party codes)."""
    return Problem(
        400, message, title=VALIDATION_TITLE, errors={field: [message]}, error_code=error_code
    )


def invalid_issues(issues: list[FieldIssue]) -> Problem:
    return Problem(400, title=VALIDATION_TITLE, errors=error_map(issues))


def new_trace_id() -> str:
    """W3C trace-context form, like the real service."""
    return f"00-{secrets.token_hex(16)}-{secrets.token_hex(8)}-00"


def problem_response(request: Request, problem: Problem) -> JSONResponse:
    body = ProblemDetails(
        type=_TYPES.get(problem.status, ("about:blank", ""))[0],
        title=problem.title,
        status=problem.status,
        detail=problem.detail,
        # The path as received: ``request.url`` reparses it, which drops tabs and line
        # breaks (WHATWG URL rules), so a code holding one would vanish from ``instance``.
        instance=request.scope.get("root_path", "") + request.scope["path"],
        trace_id=new_trace_id(),
        errors=problem.errors,
        error_code=problem.error_code,
    )
    return JSONResponse(
        body.model_dump(mode="json", by_alias=True, exclude_none=True),
        status_code=problem.status,
        media_type=PROBLEM_JSON,
        headers=problem.headers,
    )


def allowed_methods(request: Request) -> list[str]:
    """Every method some route serves at the request's path.

    RFC 9110 says a 405's ``Allow`` lists the methods of the target resource; the router
    names only those of the first route that matched the path (``GET /taxes/{id}`` but not
    the ``PUT`` and ``DELETE`` routes at the same path).
    """
    path = request.scope["path"]
    methods: set[str] = set()
    for route in iter_route_contexts(request.app.routes):
        if route.path and route.methods and compile_path(route.path)[0].fullmatch(path):
            methods |= route.methods
    return sorted(methods)


def install_problem_handlers(app: FastAPI) -> None:
    """Route every error path of the app to problem details."""

    async def on_problem(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, Problem)
        return problem_response(request, exc)

    async def on_validation(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = []
        for error in exc.errors():
            error = dict(error)
            # A rule of the whole body (a model validator) names its own field; anything
            # else about the body as a whole is filed under "$".
            whole_body = tuple(error.get("loc", ())) == ("body",)
            names_field = bool((error.get("ctx") or {}).get("field"))
            if error.get("type") == "json_invalid" or (whole_body and not names_field):
                error["loc"] = ("body", WHOLE_BODY)
            errors.append(error)
        issues = issues_from_errors(errors, skip_loc_prefix=1)
        return problem_response(request, invalid_issues(issues))

    async def on_http_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        detail = exc.detail if isinstance(exc.detail, str) else None
        headers = dict(exc.headers or {})
        if exc.status_code == 405:
            headers["Allow"] = ", ".join(allowed_methods(request))
        return problem_response(request, Problem(exc.status_code, detail, headers=headers))

    async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.error("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
        return problem_response(request, Problem(500, "An unexpected error occurred."))

    app.add_exception_handler(Problem, on_problem)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http_error)
    app.add_exception_handler(Exception, on_unexpected)
