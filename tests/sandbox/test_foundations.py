"""Sandbox foundations every endpoint relies on: authentication, scopes, problem details,
paging styles, rate limits (spec: Authentication, Errors, Limits, Paging parameters)."""

from __future__ import annotations

import pytest
from fastapi import FastAPI

from app.sandbox.app import create_app, permissions
from app.sandbox.db import Database
from app.sandbox.paging import repaired_page
from app.sandbox.ratelimit import RateLimits, Rule
from tests.support.sandbox import Tenant, asgi_client

PROBLEM_FIELDS = {"type", "title", "status", "instance", "traceId"}


def assert_problem(response, status: int) -> dict:
    assert response.status_code == status
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert set(body) >= PROBLEM_FIELDS
    assert body["status"] == status
    assert body["instance"] == response.request.url.path
    assert "detail" not in body or isinstance(body["detail"], str)  # never FastAPI's list
    return body


# -- Authentication ------------------------------------------------------------------------
async def test_rule_1_and_6_a_request_without_token_gets_401(sandbox_app: FastAPI) -> None:
    async with asgi_client(sandbox_app, None) as http:
        assert_problem(await http.get("/v3/taxes"), 401)


async def test_rule_6_an_invalid_token_gets_401(sandbox_app: FastAPI) -> None:
    async with asgi_client(sandbox_app, "Bearer bos_not-a-token") as http:
        assert_problem(await http.get("/v3/taxes"), 401)


async def test_401_comes_before_body_validation(sandbox_app: FastAPI) -> None:
    async with asgi_client(sandbox_app, None) as http:
        response = await http.post(
            "/v3/taxes", content="{broken", headers={"content-type": "application/json"}
        )
    assert_problem(response, 401)


async def test_rule_2_and_4_service_tokens_need_no_tenant_header(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        assert (await http.get("/v3/taxes")).status_code == 200
        same_tenant = await http.get("/v3/taxes", headers={"TenantId": str(tenant.id)})
        other_tenant = await http.get("/v3/taxes", headers={"TenantId": str(tenant.id + 99)})
    assert same_tenant.status_code == 200
    assert_problem(other_tenant, 401)


async def test_rule_4_a_jwt_without_tenant_id_gets_401_and_with_it_works(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    jwt = tenant.jwt("read:tax")
    assert jwt.startswith("Bearer ") and jwt.count(".") == 2
    async with asgi_client(sandbox_app, jwt) as http:
        assert_problem(await http.get("/v3/taxes"), 401)
        assert (
            await http.get("/v3/taxes", headers={"TenantId": str(tenant.id)})
        ).status_code == 200


async def test_a_tampered_jwt_gets_401(sandbox_app: FastAPI, tenant: Tenant) -> None:
    jwt = tenant.jwt("read:tax")
    header, payload, signature = jwt.removeprefix("Bearer ").split(".")
    forged = f"Bearer {header}.{payload}.{signature[::-1]}"
    async with asgi_client(sandbox_app, forged) as http:
        response = await http.get("/v3/taxes", headers={"TenantId": str(tenant.id)})
    assert_problem(response, 401)


async def test_rule_5_a_caller_without_the_scope_gets_403(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:account")) as http:
        assert (await http.get("/v3/accounts")).status_code == 200
        body = assert_problem(await http.get("/v3/taxes"), 403)
    assert "read:tax" in body["detail"]


def test_every_route_names_its_permission_scope(sandbox_app: FastAPI) -> None:
    assert {"read:tax", "create:tax", "update:tax", "delete:tax", "read:account"} <= set(
        permissions(sandbox_app)
    )


# -- Errors ----------------------------------------------------------------------------------
async def test_errors_rule_1_validation_failures_map_fields_to_messages(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        response = await http.post("/v3/taxes", json={"name": "", "rate": 120})
    body = assert_problem(response, 400)
    assert set(body["errors"]) == {"name", "rate", "salesAccountId"}
    assert all(isinstance(messages, list) for messages in body["errors"].values())


async def test_malformed_json_and_a_missing_body_are_400_on_the_whole_body(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        broken = await http.post(
            "/v3/taxes", content="{broken", headers={"content-type": "application/json"}
        )
        missing = await http.post("/v3/taxes")
    assert set(assert_problem(broken, 400)["errors"]) == {"$"}
    assert set(assert_problem(missing, 400)["errors"]) == {"$"}


async def test_errors_rule_2_unknown_routes_and_methods_are_problem_details(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        assert_problem(await http.get("/v3/no-such-collection"), 404)
        assert_problem(await http.get("/v4/taxes"), 404)
        assert_problem(await http.patch("/v3/taxes/1"), 405)


async def test_errors_rule_1_business_errors_carry_an_error_code(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        response = await http.post(
            "/v3/taxes", json={"name": "VAT 14%", "rate": 14, "salesAccountId": 12}
        )
    assert assert_problem(response, 409)["errorCode"] == "NameAlreadyExists"


async def test_the_version_segment_appears_in_instance(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        response = await http.get("/v3/taxes/987654")
    assert assert_problem(response, 404)["instance"] == "/v3/taxes/987654"


# -- Paging parameters -------------------------------------------------------------------------
@pytest.mark.parametrize("query", ["offset=-1", "limit=0", "limit=1001", "limit=abc"])
async def test_paging_strict_lists_answer_400_to_out_of_range_values(
    sandbox_app: FastAPI, tenant: Tenant, query: str
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        assert_problem(await http.get(f"/v3/taxes?{query}"), 400)


@pytest.mark.parametrize(
    ("offset", "limit", "expected"),
    [(-5, 50, (0, 50)), (10, 0, (10, 100)), (0, 1001, (0, 100)), (3, 1000, (3, 1000))],
)
async def test_paging_repaired_lists_fix_values_silently(
    offset: int, limit: int, expected: tuple[int, int]
) -> None:
    page = await repaired_page(offset, limit)
    assert (page.offset, page.limit) == expected


async def test_paged_results_report_page_and_effective_size(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        body = (await http.get("/v3/taxes?offset=4&limit=2")).json()
    assert (body["page"], body["pageSize"], body["totalCount"], body["totalPages"]) == (3, 2, 6, 3)


# -- Limits ----------------------------------------------------------------------------------
def limited_app(db: Database, clock: list[float], rules: tuple[Rule, ...]) -> FastAPI:
    app = create_app(db, rate_limits=True)
    app.state.sandbox.rate_limits = RateLimits(rules, clock=lambda: clock[0])
    return app


async def test_limits_every_answer_carries_the_quota_headers(db: Database, tenant: Tenant) -> None:
    clock = [1_000_000.2]
    app = limited_app(db, clock, (Rule(1, 5, 1), Rule(2, 250, 60), Rule(3, 5500, 3600)))
    async with asgi_client(app, tenant.authorization) as http:
        ok = await http.get("/v3/taxes")
        missing = await http.get("/v3/taxes/99999")
    for response in (ok, missing):
        assert response.headers["X-RateLimit-Scope"] == "User"
    assert ok.headers["X-RateLimit-Limit"] == "5"
    assert ok.headers["X-RateLimit-Remaining"] == "4"
    assert ok.headers["X-RateLimit-Reset"] == "1000001"
    assert missing.headers["X-RateLimit-Remaining"] == "3"


async def test_limits_exceeding_a_window_gives_429_with_retry_after_and_rule(
    db: Database, tenant: Tenant
) -> None:
    clock = [1_000_000.5]
    app = limited_app(db, clock, (Rule(1, 2, 1), Rule(2, 250, 60)))
    async with asgi_client(app, tenant.authorization) as http:
        for _ in range(2):
            assert (await http.get("/v3/taxes")).status_code == 200
        refused = await http.get("/v3/taxes")
        clock[0] += 1
        again = await http.get("/v3/taxes")
    body = assert_problem(refused, 429)
    assert body["errorCode"] == "RateLimitExceeded"
    assert refused.headers["Retry-After"] == "1"
    assert refused.headers["X-RateLimit-Remaining"] == "0"
    assert refused.headers["X-RateLimit-Rule"] == "1"
    assert again.status_code == 200


async def test_limits_count_per_user(db: Database, tenant: Tenant) -> None:
    clock = [1_000_000.5]
    app = limited_app(db, clock, (Rule(1, 1, 1),))
    async with asgi_client(app, tenant.authorization) as first:
        assert (await first.get("/v3/taxes")).status_code == 200
        assert (await first.get("/v3/taxes")).status_code == 429
    async with asgi_client(app, tenant.token("read:tax")) as second:
        assert (await second.get("/v3/taxes")).status_code == 200


async def test_the_test_switch_turns_limits_and_their_headers_off(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.authorization) as http:
        responses = [await http.get("/v3/taxes") for _ in range(8)]
    assert all(r.status_code == 200 for r in responses)
    assert "X-RateLimit-Limit" not in responses[-1].headers


def test_the_database_is_migrated_and_refuses_a_newer_schema(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = Database(path)
    version = db.schema_version
    assert version >= 1
    with db.transaction() as conn:
        conn.execute(f"PRAGMA user_version = {version + 5}")
    db.close()
    with pytest.raises(RuntimeError, match="newer"):
        Database(path)
