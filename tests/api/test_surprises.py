"""The app's log tells what a server's answers held that our models did not expect, once
per session per endpoint and field, and never a value."""

from __future__ import annotations

import logging

import pytest

from app.api.surprises import Surprise, endpoint_of
from app.sandbox.db import Database
from tests.support.sandbox import Tenant, api_client, load_variant, variant_app


async def test_each_surprise_is_logged_once_without_values(
    db: Database, tenant: Tenant, caplog: pytest.LogCaptureFixture
) -> None:
    tenant.execute("UPDATE customers SET mobile = '01099990123' WHERE tenant_id = ?", tenant.id)
    client = api_client(variant_app(db, "far"), tenant)
    with caplog.at_level(logging.WARNING, logger="app.api.surprises"):
        for _ in range(2):
            await client.customers.list(limit=5)
            await client.customers.get(1)
    await client.aclose()
    lines = [r.getMessage() for r in caplog.records if r.name == "app.api.surprises"]
    assert len(lines) == len(set(lines))  # each once, however often it is met
    rule = next(r for r in load_variant("far").rules if "/v3/customers" in r.paths)
    expected = set()
    for endpoint, prefix in (("GET /v3/customers", "items[]."), ("GET /v3/customers/{id}", "")):
        expected |= {(Surprise.UNKNOWN_FIELD, endpoint, prefix + name) for name in rule.add}
        expected |= {(Surprise.UNKNOWN_FIELD, endpoint, prefix + n) for n in rule.rename.values()}
        expected |= {(Surprise.MISSING_FIELD, endpoint, prefix + name) for name in rule.rename}
        expected |= {(Surprise.MISSING_FIELD, endpoint, prefix + name) for name in rule.drop}
        expected |= {(Surprise.ZONELESS_DATE, endpoint, prefix + n) for n in rule.zoneless_dates}
    assert client.surprises.seen == expected
    assert len(lines) == len(expected)
    text = "\n".join(lines)
    assert "01099990123" not in text and "Gold" not in text


async def test_our_own_sandbox_holds_no_surprise(db: Database, tenant: Tenant, api) -> None:
    await api.customers.list(limit=5)
    await api.stock_items.get(1)
    await api.sales_orders.list(limit=5, only_my_orders=False, warehouse_only=False)
    assert api.surprises.seen == frozenset()


def test_an_endpoint_names_the_route_not_the_id() -> None:
    assert endpoint_of("GET", "/stock-items/17") == "GET /v3/stock-items/{id}"
    assert endpoint_of("GET", "/stock-items/17/balance") == "GET /v3/stock-items/{id}/balance"
    assert endpoint_of("GET", "/customers") == "GET /v3/customers"
