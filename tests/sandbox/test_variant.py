"""The sandbox playing another server (``--variant``): answers rewritten per route
template, requests renamed back, added fields kept as full replaces leave them; the
sandbox's own answers untouched without a variant."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.sandbox.db import Database
from app.sandbox.variant import Variant, VariantError
from tests.support.sandbox import Tenant, asgi_client, load_variant, variant_app


async def test_the_far_variant_rewrites_stock_item_answers(db: Database, tenant: Tenant) -> None:
    app = variant_app(db, "far")
    async with asgi_client(app, tenant.authorization) as http:
        page = (await http.get("/v3/stock-items", params={"limit": 3})).json()
        one = (await http.get("/v3/stock-items/1")).json()
        search = (await http.get("/v3/stock-items/search", params={"keywords": "TV"})).json()
    for record in [*page["items"], one]:
        assert record["shelfLifeDays"] == 30
        assert "remarks" in record and "note" not in record
        assert "dataSheet" not in record and "warranty" not in record
        assert "+" not in record["updateDate"] and not record["updateDate"].endswith("Z")
    # Paging fields are the page's, not a record's: untouched.
    assert set(page) == {"items", "totalCount", "page", "pageSize", "totalPages"}
    # /search is not /{id}: left as the sandbox answers.
    assert search and all("shelfLifeDays" not in record for record in search)


async def test_a_zoneless_date_is_the_same_moment_in_utc(db: Database, tenant: Tenant) -> None:
    plain = variant_app(db, Variant(name="none", rules=()))
    far = variant_app(db, "far")
    async with asgi_client(plain, tenant.authorization) as http:
        ours = (await http.get("/v3/customers/1")).json()["updateDate"]
    async with asgi_client(far, tenant.authorization) as http:
        theirs = (await http.get("/v3/customers/1")).json()["updateDate"]
    from datetime import UTC, datetime

    moment = datetime.fromisoformat(ours.replace("Z", "+00:00")).astimezone(UTC)
    assert theirs == moment.replace(tzinfo=None).isoformat()


async def test_a_full_replace_keeps_what_the_body_sends_back(db: Database, tenant: Tenant) -> None:
    app = variant_app(db, "far")
    async with asgi_client(app, tenant.authorization) as http:
        record = (await http.get("/v3/customers/2")).json()
        assert record["loyaltyTier"] == "Gold"
        body = {**record, "loyaltyTier": "Silver", "mobilePhone": "01000000002"}
        saved = await http.put("/v3/customers/2", json=body)
        assert saved.status_code == 200, saved.text
        again = (await http.get("/v3/customers/2")).json()
        assert again["loyaltyTier"] == "Silver"
        assert again["mobilePhone"] == "01000000002"  # renamed back: the server kept it
        body = {k: v for k, v in again.items() if k != "loyaltyTier"}
        assert (await http.put("/v3/customers/2", json=body)).status_code == 200
        gone = (await http.get("/v3/customers/2")).json()
    assert "loyaltyTier" not in gone


async def test_a_nested_field_follows_each_value_by_its_id(db: Database, tenant: Tenant) -> None:
    # A property's values carry a field of their own: a full replace keeps it on each
    # value the body names by id, as that value carries it; a new value starts without.
    app = variant_app(db, "far")
    async with asgi_client(app, tenant.authorization) as http:
        page = (await http.get("/v3/dynamic-properties")).json()
        prop = next(p for p in page["items"] if p["name"] == "Size")
        assert prop["displayOrder"] == 2
        assert {v["swatch"] for v in prop["values"]} == {"plain"}
        first, second, *rest = prop["values"]
        values = [
            {**first, "swatch": "striped"},
            {k: v for k, v in second.items() if k != "swatch"},
            *rest,
            {"value": "XXL"},
        ]
        saved = await http.put(
            f"/v3/dynamic-properties/{prop['id']}", json={**prop, "values": values}
        )
        assert saved.status_code == 200, saved.text
        again = next(
            p
            for p in (await http.get("/v3/dynamic-properties")).json()["items"]
            if p["id"] == prop["id"]
        )
    swatches = {v["value"]: v.get("swatch") for v in again["values"]}
    assert swatches == {
        first["value"]: "striped",
        second["value"]: None,
        **{v["value"]: "plain" for v in rest},
        "XXL": None,
    }
    assert again["displayOrder"] == 2


async def test_an_update_by_code_with_no_answer_keeps_what_the_body_sends_back(
    db: Database, tenant: Tenant
) -> None:
    # A journal entry's update goes by code and answers 204: the code names the record.
    app = variant_app(db, "far")

    async def entry(http: Any, code: str) -> dict[str, Any]:
        params = {"code": code, "isPostedOnly": "false"}
        page = (await http.get("/v3/journal-entries", params=params)).json()
        return next(e for e in page["items"] if e["documentCode"] == code)

    async with asgi_client(app, tenant.authorization) as http:
        page = (await http.get("/v3/journal-entries", params={"isPostedOnly": "false"})).json()
        record = next(e for e in page["items"] if not e["isPosted"] and not e["isSystem"])
        code = record["documentCode"]
        assert record["approvalState"] == "Approved"
        lines = [
            {
                "id": line["id"],
                "accountId": line["account"]["id"],
                "amount": line["amount"],
                "amountStatus": line["amountStatus"],
            }
            for line in record["accountingDocumentDetails"]
        ]
        record = {**record, "accountingDocumentDetails": lines}
        body = {**record, "approvalState": "Pending"}
        saved = await http.put(f"/v3/journal-entries/code/{code}", json=body)
        assert saved.status_code == 204, saved.text
        assert (await entry(http, code))["approvalState"] == "Pending"
        body = {k: v for k, v in record.items() if k != "approvalState"}
        assert (await http.put(f"/v3/journal-entries/code/{code}", json=body)).status_code == 204
        assert "approvalState" not in await entry(http, code)


async def test_new_enum_values_are_served_and_read_back(db: Database, tenant: Tenant) -> None:
    app = variant_app(db, "close")
    async with asgi_client(app, tenant.authorization) as http:
        page = (
            await http.get(
                "/v3/sales-orders",
                params={"limit": 20, "onlyMyOrders": "false", "warehouseOnly": "false"},
            )
        ).json()
    statuses = {order["orderStatus"] for order in page["items"]}
    assert "Invoiced" in statuses and "Shipped" not in statuses


def test_the_shipped_variants_load() -> None:
    assert load_variant("close").name == "close"
    assert load_variant("far").name == "far"


def test_a_broken_variant_file_is_one_clear_line(tmp_path: Path) -> None:
    path = tmp_path / "v.json"
    path.write_text("{not json")
    with pytest.raises(VariantError, match=r"v\.json"):
        Variant.load(path)
    path.write_text(json.dumps({"name": "x"}))
    with pytest.raises(VariantError, match="not a variant"):
        Variant.load(path)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "app.sandbox",
            "serve",
            "--db",
            str(tmp_path / "d.sqlite3"),
            "--variant",
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "not a variant" in result.stderr
