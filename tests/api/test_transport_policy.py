"""The base client's transport policy, rule by rule, against httpx.MockTransport."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from decimal import Decimal

import httpx
import pytest

from app.api import errors
from app.api.client import ApiClient, RequestEvent
from app.api.connection import Connection, InvalidConnection
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.auth import TokenKind
from app.models.taxes import TaxUpsertRequest
from tests.support.fake_server import unused_port_url

FAST = RetryPolicy(base_delay=0.001, max_delay=0.002)
TAX = {"id": 1, "name": "VAT", "rate": 14, "active": True}
NEW_TAX = TaxUpsertRequest(name="VAT", rate=Decimal(14), sales_account_id=1, active=True)


def problem(status: int, **fields: object) -> httpx.Response:
    body = {"type": "t", "title": "x", "status": status, "instance": "/v3/taxes", **fields}
    return httpx.Response(
        status, content=json.dumps(body), headers={"content-type": "application/problem+json"}
    )


class Script:
    """Answers requests from a list of responses (or exceptions), recording every request."""

    def __init__(
        self, *answers: httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]
    ) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, Exception):
            raise answer
        if callable(answer):
            return answer(request)
        return answer


def client_for(script: Script, **connection: object) -> ApiClient:
    settings = {"base_url": "https://erp.example.com", "token": "Bearer abc", **connection}
    return ApiClient(
        Connection(**settings),  # type: ignore[arg-type]
        transport=httpx.MockTransport(script),
        retry=FAST,
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )


async def test_requests_carry_the_token_under_v3_and_no_tenant_for_service_tokens() -> None:
    script = Script(httpx.Response(200, json=TAX))
    client = client_for(script, token="abc")  # the portal's value may lack "Bearer"
    await client.taxes.get(1)
    request = script.requests[0]
    assert str(request.url) == "https://erp.example.com/v3/taxes/1"
    assert request.headers["Authorization"] == "Bearer abc"
    assert "TenantId" not in request.headers


async def test_jwt_profiles_send_the_tenant_id_and_a_pasted_v3_is_not_doubled() -> None:
    script = Script(httpx.Response(200, json=TAX))
    client = client_for(
        script, base_url="https://erp.example.com/v3/", token_kind=TokenKind.JWT, tenant_id="42"
    )
    await client.taxes.get(1)
    assert script.requests[0].url.path == "/v3/taxes/1"
    assert script.requests[0].headers["TenantId"] == "42"


def test_a_jwt_without_tenant_or_an_address_without_scheme_is_refused_before_any_request() -> None:
    with pytest.raises(InvalidConnection) as caught:
        Connection("https://erp.example.com", "Bearer x.y.z", TokenKind.JWT)
    assert caught.value.field_name == "tenantId"
    with pytest.raises(InvalidConnection):
        Connection("erp.example.com", "Bearer abc")


@pytest.mark.parametrize(
    ("status", "error_class"),
    [
        (401, errors.Unauthorized),
        (403, errors.Forbidden),
        (404, errors.NotFound),
        (405, errors.UnexpectedStatus),
    ],
)
async def test_statuses_map_to_typed_errors(status: int, error_class: type[Exception]) -> None:
    client = client_for(Script(problem(status, detail="no")))
    with pytest.raises(error_class):
        await client.taxes.get(1)


async def test_400_carries_the_field_errors() -> None:
    client = client_for(Script(problem(400, errors={"rate": ["too big"]})))
    with pytest.raises(errors.ValidationFailed) as caught:
        await client.taxes.create(NEW_TAX)
    assert caught.value.field_errors == {"rate": ["too big"]}


async def test_409_is_a_business_rule_with_its_code_and_is_never_retried() -> None:
    script = Script(problem(409, errorCode="NameAlreadyExists", detail="exists"))
    client = client_for(script)
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await client.taxes.update(1, NEW_TAX)
    assert caught.value.error_code == "NameAlreadyExists"
    assert len(script.requests) == 1


async def test_a_get_is_retried_on_5xx_until_it_works() -> None:
    script = Script(problem(503), problem(502), httpx.Response(200, json=TAX))
    await client_for(script).taxes.get(1)
    assert len(script.requests) == 3


async def test_retries_stop_after_the_policy_limit() -> None:
    script = Script(problem(500))
    with pytest.raises(errors.ServerError):
        await client_for(script).taxes.get(1)
    assert len(script.requests) == FAST.max_retries + 1


async def test_a_creating_post_is_not_retried_on_5xx() -> None:
    script = Script(problem(503), httpx.Response(201, json=TAX))
    with pytest.raises(errors.ServerError):
        await client_for(script).taxes.create(NEW_TAX)
    assert len(script.requests) == 1


async def test_a_creating_post_is_resent_when_it_provably_never_left() -> None:
    script = Script(httpx.ConnectError("refused"), httpx.Response(201, json=TAX))
    await client_for(script).taxes.create(NEW_TAX)
    assert len(script.requests) == 2


async def test_a_creating_post_whose_answer_was_lost_is_an_unknown_outcome_not_a_retry() -> None:
    script = Script(httpx.ReadTimeout("slow"), httpx.Response(201, json=TAX))
    with pytest.raises(errors.OutcomeUnknown):
        await client_for(script).taxes.create(NEW_TAX)
    assert len(script.requests) == 1


async def test_a_get_is_retried_after_a_read_timeout_and_a_dropped_connection() -> None:
    script = Script(
        httpx.ReadTimeout("slow"),
        httpx.RemoteProtocolError("dropped"),
        httpx.Response(200, json=TAX),
    )
    await client_for(script).taxes.get(1)
    assert len(script.requests) == 3


async def test_an_unreachable_server_is_offline_after_the_retries() -> None:
    script = Script(httpx.ConnectError("refused"))
    with pytest.raises(errors.Offline):
        await client_for(script).taxes.get(1)
    assert len(script.requests) == FAST.max_retries + 1


def connect_error(cause: OSError) -> httpx.ConnectError:
    """httpx's error as a real connection gives it: the operating system's inside."""
    try:
        raise cause
    except OSError as exc:
        try:
            raise httpx.ConnectError("All connection attempts failed") from exc
        except httpx.ConnectError as error:
            return error


@pytest.mark.parametrize(
    "cause",
    [
        ConnectionRefusedError(111, "Connection refused"),
        socket.gaierror(-2, "Name or service not known"),
        OSError(113, "No route to host"),
    ],
    ids=["refused", "no-such-host", "no-route"],
)
async def test_a_refused_connection_or_an_unknown_host_is_offline_at_the_first_attempt(
    cause: OSError,
) -> None:
    script = Script(connect_error(cause), httpx.Response(200, json=TAX))
    with pytest.raises(errors.Offline):
        await client_for(script).taxes.get(1)
    assert len(script.requests) == 1


async def test_a_real_refused_port_is_offline_at_once() -> None:
    """Against the operating system (a port nothing listens on), not a scripted error."""
    client = ApiClient(Connection(unused_port_url(), "Bearer abc"), retry=RetryPolicy())
    heard: list[RequestEvent] = []
    client.add_listener(heard.append)
    with pytest.raises(errors.Offline):
        await client.taxes.get(1)
    await client.aclose()
    assert len(heard) == 1  # one attempt: the default policy's backoff never ran


async def test_a_429_waits_for_retry_after_then_resends_even_a_post() -> None:
    limited = problem(429, errorCode="RateLimitExceeded")
    limited.headers["Retry-After"] = "0.05"
    script = Script(limited, httpx.Response(201, json=TAX))
    client = client_for(script)
    margin = client.limiter.margin
    await client.taxes.create(NEW_TAX)
    assert len(script.requests) == 2
    assert client.limiter.margin == 2 * margin  # our windows and the server's disagreed


async def test_a_429_asking_for_a_long_wait_fails_at_once_with_the_wait() -> None:
    limited = problem(429, errorCode="RateLimitExceeded")
    limited.headers["Retry-After"] = "3000"
    script = Script(limited)
    with pytest.raises(errors.RateLimited) as caught:
        await client_for(script).taxes.get(1)
    assert caught.value.retry_after == 3000
    assert len(script.requests) == 1


async def test_rate_limit_headers_are_read_on_every_response() -> None:
    answer = httpx.Response(
        200,
        json=TAX,
        headers={
            "X-RateLimit-Limit": "250",
            "X-RateLimit-Remaining": "17",
            "X-RateLimit-Reset": "1900000000",
            "X-RateLimit-Scope": "User",
        },
    )
    client = client_for(Script(answer))
    events: list[RequestEvent] = []
    client.add_listener(events.append)
    await client.taxes.get(1)
    assert client.last_rate_limit is not None
    assert (client.last_rate_limit.limit, client.last_rate_limit.remaining) == (250, 17)
    assert events[0].rate_limit == client.last_rate_limit and events[0].status == 200


async def test_an_html_error_page_is_a_server_problem_not_a_crash() -> None:
    page = httpx.Response(
        502, text="<html><body>Bad gateway</body></html>", headers={"content-type": "text/html"}
    )
    with pytest.raises(errors.ServerError) as caught:
        await client_for(Script(page)).taxes.get(1)
    assert "web page" in str(caught.value)


@pytest.mark.parametrize(
    "answer",
    [
        httpx.Response(
            200, text="<!DOCTYPE html><html>login</html>", headers={"content-type": "text/html"}
        ),
        httpx.Response(
            200, text='{"id": 1, "name": ', headers={"content-type": "application/json"}
        ),
        httpx.Response(200, json={"unexpected": True}),
    ],
    ids=["web page", "malformed JSON", "wrong shape"],
)
async def test_a_2xx_that_is_not_api_data_is_a_bad_response(answer: httpx.Response) -> None:
    with pytest.raises(errors.BadResponse):
        await client_for(Script(answer)).taxes.get(1)


async def test_a_delete_whose_first_answer_was_lost_and_then_finds_nothing_succeeded() -> None:
    script = Script(httpx.ReadError("dropped"), problem(404))
    await client_for(script).taxes.delete(1)
    assert len(script.requests) == 2


async def test_a_plain_404_on_delete_is_still_not_found() -> None:
    with pytest.raises(errors.NotFound):
        await client_for(Script(problem(404))).taxes.delete(1)


async def test_listeners_hear_failures_too_and_a_broken_listener_breaks_nothing() -> None:
    script = Script(httpx.ConnectError("refused"))
    client = client_for(script)
    heard: list[RequestEvent] = []
    client.add_listener(heard.append)
    client.add_listener(lambda event: 1 / 0)  # type: ignore[func-returns-value]
    with pytest.raises(errors.Offline):
        await client.taxes.get(1)
    assert heard and isinstance(heard[0].error, errors.Offline) and heard[0].status is None


def test_retry_backoff_is_capped_and_jittered() -> None:
    policy = RetryPolicy(base_delay=0.5, max_delay=8.0)
    delays = [policy.backoff(attempt) for attempt in range(10)]
    assert all(0 < delay <= 8.0 for delay in delays)
    assert 0.25 <= delays[0] <= 0.5 and delays[-1] >= 4.0
