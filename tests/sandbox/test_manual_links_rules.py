"""Document manual links, rule by rule (spec: transactional documents, "Document manual
links", and the manual-link-group rows of the states table)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books.documents import insert_document
from tests.support.sandbox import Tenant, asgi_client


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


@pytest.fixture
def documents(tenant: Tenant) -> list[str]:
    """Six documents of several types to link."""
    codes = ["SO-101", "SO-102", "IO-WH01-7", "CI-GIZ-3", "JE-9055", "SR-4"]
    with tenant.db.transaction() as conn:
        for code in codes:
            insert_document(
                conn, tenant.id, code.split("-")[0], code, document_date="2026-01-10T10:00:00"
            )
    return codes


def url(code: str) -> str:
    return f"/v3/documents/{code}/manual-links"


async def linked(http: httpx.AsyncClient, code: str) -> list[str]:
    response = await http.get(url(code))
    assert response.status_code == 200, response.text
    codes: list[str] = response.json()
    return codes


async def link(http: httpx.AsyncClient, code: str, *others: str) -> list[str]:
    response = await http.post(url(code), json=list(others))
    assert response.status_code == 200, response.text
    codes: list[str] = response.json()
    return codes


def groups(tenant: Tenant) -> set[frozenset[str]]:
    """The groups the test's documents are in (the demo has groups of its own)."""
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT group_id, code FROM manual_links WHERE tenant_id = ? AND code IN "
            "('SO-101', 'SO-102', 'IO-WH01-7', 'CI-GIZ-3', 'JE-9055', 'SR-4')",
            (tenant.id,),
        ).fetchall()
    by_group: dict[int, set[str]] = {}
    for group_id, code in rows:
        by_group.setdefault(group_id, set()).add(code)
    return {frozenset(codes) for codes in by_group.values()}


# -- GET -------------------------------------------------------------------------------------
async def test_get_lists_the_other_codes_of_the_group_never_the_asked_one(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102", "IO-WH01-7")
    assert await linked(http, "SO-101") == ["SO-102", "IO-WH01-7"]
    assert sorted(await linked(http, "IO-WH01-7")) == ["SO-101", "SO-102"]


async def test_get_unknown_or_unlinked_code_is_an_empty_list(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    assert await linked(http, "SO-101") == []
    assert await linked(http, "XX-9999") == []


async def test_get_trims_but_does_not_normalize_the_code(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    assert await linked(http, " SO-101 ") == ["SO-102"]
    assert await linked(http, "so-101") == []


# -- POST ------------------------------------------------------------------------------------
async def test_post_returns_the_normalized_codes_processed(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    assert await link(http, "SO-101", " so-102 ", "io-WH01-7") == ["SO-102", "IO-WH01-7"]
    assert sorted(await linked(http, "SO-102")) == ["IO-WH01-7", "SO-101"]


async def test_post_skips_blanks_codes_without_hyphen_own_code_and_repeats(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    processed = await link(http, "SO-101", "", "  ", "SO102", "so-101", "SO-102", "so-102")
    assert processed == ["SO-102"]


async def test_post_empty_or_missing_body_is_200_with_an_empty_list(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    assert await link(http, "SO-101") == []
    response = await http.post(url("SO-101"))
    assert (response.status_code, response.json()) == (200, [])


async def test_post_unknown_document_is_404(http: httpx.AsyncClient, documents: list[str]) -> None:
    assert (await http.post(url("SO-999"), json=["SO-101"])).status_code == 404


async def test_post_each_code_is_saved_separately(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    response = await http.post(url("SO-101"), json=["SO-102", "SO-999", "IO-WH01-7"])
    assert response.status_code == 404
    # The link before the failing code stays; the one after it was never made.
    assert await linked(http, "SO-101") == ["SO-102"]


async def test_post_a_body_that_is_not_a_list_of_strings_is_400(
    http: httpx.AsyncClient, documents: list[str]
) -> None:
    assert (await http.post(url("SO-101"), json={"codes": ["SO-102"]})).status_code == 400


# -- states table ----------------------------------------------------------------------------
async def test_state_neither_grouped_makes_a_group_with_both(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    assert groups(tenant) == {frozenset({"SO-101", "SO-102"})}


async def test_state_one_grouped_the_other_joins_its_group_transitively(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    await link(http, "JE-9055", "SO-102")  # the grouped one is the linked code this time
    assert groups(tenant) == {frozenset({"SO-101", "SO-102", "JE-9055"})}
    assert sorted(await linked(http, "SO-101")) == ["JE-9055", "SO-102"]


async def test_state_both_grouped_writes_nothing_and_groups_are_not_merged(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    await link(http, "IO-WH01-7", "CI-GIZ-3")
    before = groups(tenant)
    assert await link(http, "SO-101", "IO-WH01-7") == ["IO-WH01-7"]
    assert groups(tenant) == before
    assert await linked(http, "SO-101") == ["SO-102"]


async def test_state_delete_with_more_than_one_other_remaining_the_code_leaves(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102", "IO-WH01-7")
    assert (await http.delete(f"{url('SO-101')}/io-WH01-7")).status_code == 204
    assert groups(tenant) == {frozenset({"SO-101", "SO-102"})}


async def test_state_delete_leaving_one_document_removes_the_group(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    assert (await http.delete(f"{url('SO-101')}/SO-102")).status_code == 204
    assert groups(tenant) == set()
    assert await linked(http, "SO-101") == []


async def test_delete_is_always_204(
    http: httpx.AsyncClient, tenant: Tenant, documents: list[str]
) -> None:
    await link(http, "SO-101", "SO-102")
    await link(http, "IO-WH01-7", "CI-GIZ-3")
    for path in (
        f"{url('SO-101')}/IO-WH01-7",  # grouped, but not together
        f"{url('SO-101')}/JE-9055",  # not linked
        f"{url('XX-1')}/SO-101",  # unknown
        f"{url('SO-101')}/SO-101",
    ):
        assert (await http.delete(path)).status_code == 204
    assert len(groups(tenant)) == 2


async def test_scopes_read_and_create_common_utility(
    sandbox_app: FastAPI, tenant: Tenant, documents: list[str]
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:common-utility")) as reader:
        assert (await reader.get(url("SO-101"))).status_code == 200
        assert (await reader.post(url("SO-101"), json=["SO-102"])).status_code == 403
        assert (await reader.delete(f"{url('SO-101')}/SO-102")).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("create:common-utility")) as writer:
        assert (await writer.post(url("SO-101"), json=["SO-102"])).status_code == 200
        assert (await writer.delete(f"{url('SO-101')}/SO-102")).status_code == 204
