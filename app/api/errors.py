"""The typed error tree: every failed call raises exactly one of these.

Callers branch on the class (and on ``error_code`` for business rules), never on text.
``str(error)`` is an English sentence fit for a log; the view-models word it for clerks.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import httpx
from pydantic import ValidationError

from app.models.common import ProblemDetails
from app.models.validation import FieldIssue, error_map


class ApiError(Exception):
    """Base class: a call to the API did not produce the answer asked for."""

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        problem: ProblemDetails | None = None,
        method: str | None = None,
        url: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.problem = problem
        self.method = method
        self.url = url

    @property
    def error_code(self) -> str | None:
        return self.problem.error_code if self.problem else None

    @property
    def detail(self) -> str | None:
        """The server's own human text (detail, else title), if it sent one."""
        if self.problem is None:
            return None
        return self.problem.detail or self.problem.title

    def log_text(self) -> str:
        """What the log may keep: the kind, the request line, the status, the error code and
        the server's trace id. Never the server's detail text nor field messages: they quote
        what was sent ("A customer named 'Hoda ...' exists"), and the log must not hold
        personal data."""
        if isinstance(self, TransportError):
            return f"{type(self).__name__}: {self.message}"  # our words: request line, cause
        parts = [type(self).__name__]
        if self.method or self.url:
            parts.append(f"{self.method or ''} {_path_only(self.url or '')}".strip())
        if self.status is not None:
            parts.append(f"HTTP {self.status}")
        if self.error_code:
            parts.append(self.error_code)
        trace = getattr(self.problem, "trace_id", None) if self.problem else None
        if trace:
            parts.append(f"trace {trace}")
        return ": ".join(parts)


def _path_only(url: str) -> str:
    """A URL without its query (a search by name or mobile is personal data) nor host."""
    path = url.split("?", 1)[0]
    if "://" in path:
        path = "/" + path.split("://", 1)[1].partition("/")[2]
    return path


# -- no answer at all ----------------------------------------------------------------------
class TransportError(ApiError):
    """No HTTP answer was received."""


class Offline(TransportError):
    """The server could not be reached (refused, unknown host, connection dropped)."""


class TimedOut(TransportError):
    """The server did not answer in time."""


class OutcomeUnknown(TransportError):
    """A request that changes data was sent but its answer was lost.

    The server may or may not have applied it: resending blindly could create a duplicate.
    Look the record up first (the outbox does this), never retry automatically.
    """


class RequestRefused(ApiError):
    """Not sent: the body breaks a business rule the client can decide alone (``issues``)."""

    def __init__(self, message: str, issues: list[FieldIssue]) -> None:
        super().__init__(message)
        self.issues = issues

    @property
    def field_errors(self) -> dict[str, list[str]]:
        return error_map(self.issues)


# -- an answer the client cannot use -------------------------------------------------------
class BadResponse(ApiError):
    """The answer is not what the API sends: a web page, malformed JSON, a wrong shape."""


# -- problem-details answers ---------------------------------------------------------------
class ValidationFailed(ApiError):
    """400: the request broke a rule; ``field_errors`` maps wire field paths to messages."""

    @property
    def field_errors(self) -> dict[str, list[str]]:
        return dict(self.problem.errors or {}) if self.problem else {}


class Unauthorized(ApiError):
    """401: the token is missing, invalid or expired (or a JWT came without TenantId)."""


class Forbidden(ApiError):
    """403: the API user lacks the permission scope this operation needs."""


class NotFound(ApiError):
    """404: no such record (some lists also answer "nothing" with 404)."""


class BusinessRuleViolation(ApiError):
    """409: a business rule refused the request; branch on ``error_code``."""


class RateLimited(ApiError):
    """429: too many requests; ``retry_after`` seconds until the window resets."""

    def __init__(
        self,
        message: str,
        *,
        retry_after: float,
        status: int | None = 429,
        problem: ProblemDetails | None = None,
        method: str | None = None,
        url: str | None = None,
    ) -> None:
        super().__init__(message, status=status, problem=problem, method=method, url=url)
        self.retry_after = retry_after


class ServerError(ApiError):
    """5xx: the server failed."""


class UnexpectedStatus(ApiError):
    """Any other status (405, 415, ...): a client bug or a server this client does not know."""


_BY_STATUS: dict[int, type[ApiError]] = {
    400: ValidationFailed,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: BusinessRuleViolation,
}


def parse_retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta seconds or an HTTP date)."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


def looks_like_web_page(response: httpx.Response) -> bool:
    """An HTML page by its content type or its first characters. Only the head is decoded:
    ``response.text`` would keep a decoded copy of the whole body (a megabyte a page of
    journal entries) for as long as the response lives."""
    content_type = response.headers.get("content-type", "")
    head = response.content[:1024].decode(response.encoding or "utf-8", errors="replace")
    return "html" in content_type or head.lstrip()[:15].lower().startswith(("<!doctype", "<html"))


def web_page_error(response: httpx.Response) -> ApiError:
    """The error for an HTML page where API data was expected (5xx stays a ServerError)."""
    request = response.request
    message = (
        f"{request.method} {request.url.path}: the server answered with a web page "
        f"(HTTP {response.status_code}), not API data; is the address right?"
    )
    error_class: type[ApiError] = ServerError if response.status_code >= 500 else BadResponse
    return error_class(
        message, status=response.status_code, method=request.method, url=str(request.url)
    )


def problem_of(response: httpx.Response) -> ProblemDetails | None:
    """The problem-details body, or None when the answer carries none (or a broken one)."""
    try:
        body = response.json()
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    if not isinstance(body, dict):
        return None
    try:
        return ProblemDetails.model_validate(body)
    except ValidationError:
        return None


def error_from_response(response: httpx.Response) -> ApiError:
    """The typed error for a non-2xx answer."""
    status = response.status_code
    problem = problem_of(response)
    request = response.request
    method, url = request.method, str(request.url)
    if problem is None and looks_like_web_page(response):
        reason = f"the server answered with a web page (HTTP {status})"
    elif problem is not None:
        reason = problem.detail or problem.title or f"HTTP {status}"
        if problem.error_code:
            reason = f"{problem.error_code}: {reason}"
    else:
        reason = f"HTTP {status} {response.reason_phrase}".strip()
    message = f"{method} {request.url.path}: {reason}"

    if status == 429:
        retry_after = parse_retry_after(response.headers.get("retry-after"))
        return RateLimited(
            message,
            retry_after=1.0 if retry_after is None else retry_after,
            problem=problem,
            method=method,
            url=url,
        )
    if status >= 500:
        error_class: type[ApiError] = ServerError
    else:
        error_class = _BY_STATUS.get(status, UnexpectedStatus)
    return error_class(message, status=status, problem=problem, method=method, url=url)
