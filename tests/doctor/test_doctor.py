"""The doctor against our own sandbox, and against the sandbox playing other servers: it
finds no difference at home, and against the "close" and "far" variants exactly the
differences planted in their files (the expectation is read from the files, not from the
doctor); its redacted JSON holds none of a customer's planted personal data."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.doctor.catalogue import PROBES
from app.doctor.report import Kind, Report, write_zip
from app.doctor.run import examine
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.ratelimit import RateLimits, Rule
from app.sandbox.variant import Variant, VariantRule
from tests.support.sandbox import FAST_RETRIES, Tenant, load_variant, variant_app

PLANTED = {
    "name": "Zainab Planted-Customer",
    "phone": "0227771234",
    "mobile": "01099990123",
    "email": "zainab.planted@example.com",
    "street": "17 Planted Orchard Street",
}


def generous_limits(app: FastAPI) -> FastAPI:
    """Rate limits on (their headers are part of the contract) but too wide to wait on:
    the pacing itself is the demo test's."""
    app.state.sandbox.rate_limits = RateLimits(rules=(Rule(1, 100_000, 1),))
    return app


async def doctor_report(app: FastAPI, tenant: Tenant) -> Report:
    # The client's own pace (5 a second) is the demo test's; here it would only be waited on.
    client = ApiClient(
        tenant.connection(),
        transport=httpx.ASGITransport(app=app),
        retry=FAST_RETRIES,
        limiter=RateLimiter((RateWindow(100_000, 1.0),)),
    )
    try:
        return await examine(client)
    finally:
        await client.aclose()


def planted_differences(variant: Variant) -> set[tuple[Kind, str, str]]:
    """What the variant file says differs, per endpoint and field path, worked out from the
    file alone: an added field is unknown, a renamed one unknown under its new name and
    missing under ours, a dropped one missing, an enum map a new value, a zone-less date a
    date format."""
    listed = {probe.endpoint for probe in PROBES}
    by_id = {f"GET /v3{probe.by_id}" for probe in PROBES if probe.by_id}
    expected: set[tuple[Kind, str, str]] = set()
    for rule in variant.rules:
        for template in rule.paths:
            endpoint = f"GET {template}"
            if endpoint in listed:
                prefix = "items[]."
            elif endpoint in by_id:
                prefix = ""
            else:
                continue  # a path only PUTs go to (an update by code)
            expected |= rule_differences(rule, endpoint, prefix)
    return expected


def rule_differences(rule: VariantRule, endpoint: str, prefix: str) -> set[tuple[Kind, str, str]]:
    """One rule's differences at ``prefix``, and its nested rules' one list down."""
    expected: set[tuple[Kind, str, str]] = set()
    for name in rule.add:
        expected.add((Kind.UNKNOWN_FIELD, endpoint, prefix + name))
    for ours, theirs in rule.rename.items():
        expected.add((Kind.UNKNOWN_FIELD, endpoint, prefix + theirs))
        expected.add((Kind.MISSING_FIELD, endpoint, prefix + ours))
    for name in rule.drop:
        expected.add((Kind.MISSING_FIELD, endpoint, prefix + name))
    for name in rule.enum:
        expected.add((Kind.ENUM_VALUE, endpoint, prefix + name))
    for name in rule.zoneless_dates:
        expected.add((Kind.DATE_FORMAT, endpoint, prefix + name))
    for list_field, inner in rule.nested.items():
        expected |= rule_differences(inner, endpoint, f"{prefix}{list_field}[].")
    return expected


def planted_names(rule: VariantRule) -> list[str]:
    """The field names a rule (and its nested rules) plants."""
    names = [*rule.add, *rule.rename.values(), *rule.rename, *rule.drop]
    for inner in rule.nested.values():
        names.extend(planted_names(inner))
    return names


async def test_at_home_nothing_differs(db: Database, tenant: Tenant) -> None:
    report = await doctor_report(generous_limits(create_app(db)), tenant)
    assert report.differences() == []
    assert report.scopes_lacking == set()
    assert "No difference from our reading of the contract." in report.text()
    assert report.not_found is not None and report.not_found.status == 404
    assert report.bad_request is not None and report.bad_request.status == 400
    assert all(check.rows > 0 for check in report.lists), [
        check.name for check in report.lists if not check.rows
    ]


@pytest.mark.parametrize("name", ["close", "far"])
async def test_each_planted_difference_is_reported_and_nothing_else(
    db: Database, tenant: Tenant, name: str
) -> None:
    variant = load_variant(name)
    report = await doctor_report(generous_limits(variant_app(db, variant)), tenant)
    found = {(d.kind, d.endpoint, d.field) for d in report.differences()}
    assert found == planted_differences(variant)
    text = report.text()
    for rule in variant.rules:
        for planted in planted_names(rule):
            assert planted in text
        for mapping in rule.enum.values():
            for new_value in mapping.values():
                assert f"'{new_value}'" in text


async def test_the_redacted_details_hold_no_personal_data(
    db: Database, tenant: Tenant, tmp_path: Path
) -> None:
    # The first customer (the lists are read from the first id) carries recognizable data.
    tenant.execute(
        "UPDATE customers SET name = ?, phone = ?, mobile = ?, email = ? "
        "WHERE id = (SELECT min(id) FROM customers WHERE tenant_id = ?)",
        PLANTED["name"],
        PLANTED["phone"],
        PLANTED["mobile"],
        PLANTED["email"],
        tenant.id,
    )
    tenant.execute(
        "UPDATE customer_addresses SET street = ?, phone = ? WHERE customer_id = "
        "(SELECT min(id) FROM customers WHERE tenant_id = ?)",
        PLANTED["street"],
        PLANTED["phone"],
        tenant.id,
    )
    # "far" moves the mobile into a field our models do not know: redacted all the same.
    report = await doctor_report(generous_limits(variant_app(db, "far")), tenant)
    sample = report.redacted()["samples"]["GET /v3/customers"]["items"][0]
    assert sample["name"] == {"type": "string", "length": len(PLANTED["name"])}
    assert sample["customerType"] in {"Consumer", "Business"}  # enum values are kept
    out = tmp_path / "check.zip"
    write_zip(report, out)
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["report.json", "report.txt", "version.txt"]
        details = archive.read("report.json").decode("utf-8")
        readable = archive.read("report.txt").decode("utf-8")
        version = archive.read("version.txt").decode("utf-8").strip()
    json.loads(details)
    from app import __version__

    assert version == __version__
    for value in PLANTED.values():
        assert value not in details and value not in readable
        for part in value.split():
            if len(part) > 5:
                assert part not in details, part


async def test_the_scopes_a_token_lacks_are_listed(db: Database, tenant: Tenant) -> None:
    scopes = sorted({probe.scope for probe in PROBES} - {"read:customer", "read:sales-order"})
    reader = Tenant(db=db, id=tenant.id, authorization=tenant.token(*scopes, name="reader"))
    report = await doctor_report(generous_limits(create_app(db)), reader)
    assert report.scopes_lacking == {"read:customer", "read:sales-order"}
    assert report.differences() == []
    assert "read:customer (customers)" in report.text()


class GoesAway(httpx.AsyncBaseTransport):
    """The sandbox that answers ``answers`` requests, then is gone (no connection)."""

    def __init__(self, app: FastAPI, answers: int) -> None:
        self._inner = httpx.ASGITransport(app=app)
        self._left = answers

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._left <= 0:
            raise httpx.ConnectError("connection refused", request=request)
        self._left -= 1
        return await self._inner.handle_async_request(request)


async def test_a_server_that_goes_away_half_way_stops_the_check_with_what_it_found(
    db: Database, tenant: Tenant
) -> None:
    app = generous_limits(variant_app(db, "far"))
    # Taxes: the list, two records, the page past the end; then the server is gone.
    client = ApiClient(
        tenant.connection(),
        transport=GoesAway(app, answers=4),
        retry=FAST_RETRIES,
        limiter=RateLimiter((RateWindow(100_000, 1.0),)),
    )
    steps: list[str] = []
    try:
        report = await examine(client, progress=steps.append)
    finally:
        await client.aclose()
    assert report.stopped.startswith("Offline: ")
    assert report.requests == 4
    assert [check.name for check in report.lists] == ["taxes", "e-invoice tax types"]
    assert report.not_found is None and report.bad_request is None
    assert len(steps) == 3 and steps[-1] == "done"  # no step past the one that failed
    found = {(d.kind, d.endpoint, d.field) for d in report.differences()}
    assert found == {
        (Kind.UNKNOWN_FIELD, "GET /v3/taxes", "items[].authorityCode"),
        (Kind.UNKNOWN_FIELD, "GET /v3/taxes/{id}", "authorityCode"),
    }
    text = report.text()
    assert f"The check stopped before its end: {report.stopped}\n" in text
    assert f"It read 1 of the {len(PROBES)} lists;" in text
    assert "taxes: 1 unknown field (authorityCode)" in text
    assert report.redacted()["stopped"] == report.stopped


async def test_what_an_unknown_field_means_follows_what_the_app_does_with_the_records(
    db: Database, tenant: Tenant
) -> None:
    # Stock items are saved from their editor: the field goes back. Brands, classifications
    # and work orders are created but never updated: the field is only shown.
    report = await doctor_report(generous_limits(variant_app(db, "far")), tenant)
    meanings = {
        (d.endpoint, d.field): d.meaning
        for d in report.differences()
        if d.kind is Kind.UNKNOWN_FIELD
    }
    saved = "Kept, sent back unchanged on saves, shown read-only under More."
    shown = "Kept with the record, shown read-only under More."
    assert meanings["GET /v3/stock-items", "items[].shelfLifeDays"] == saved
    assert meanings["GET /v3/dynamic-properties", "items[].values[].swatch"] == saved
    assert meanings["GET /v3/brands", "items[].countryOfOrigin"] == shown
    assert meanings["GET /v3/classifications/stock-items", "items[].colorTag"] == shown
    assert meanings["GET /v3/work-orders/{id}", "shiftName"] == shown
