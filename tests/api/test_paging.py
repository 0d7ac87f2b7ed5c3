"""Walking all pages whatever the list's paging habits."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import httpx
import pytest

from app.api.errors import BadResponse, NotFound
from app.api.paging import iterate_pages
from app.api.resources.base import parse_body, parse_large_body
from app.models.common import PagedResult
from app.models.taxes import TaxResponse


def pages(total: int, *, drop: Callable[[int], bool] = lambda i: False, empty_total: bool = True):
    calls: list[tuple[int, int]] = []

    async def fetch(offset: int, limit: int) -> PagedResult[int]:
        calls.append((offset, limit))
        items = [i for i in range(offset, min(offset + limit, total)) if not drop(i)]
        total_count = 0 if (empty_total and offset >= total) else total
        return PagedResult[int](items=items, total_count=total_count, page_size=limit)

    return fetch, calls


async def collect(fetch, **kwargs) -> list[int]:
    return [item async for item in iterate_pages(fetch, **kwargs)]


async def test_every_page_is_read_once() -> None:
    fetch, calls = pages(25)
    assert await collect(fetch, page_size=10) == list(range(25))
    assert calls == [(0, 10), (10, 10), (20, 10)]


async def test_a_short_page_is_not_taken_for_the_last_one() -> None:
    # Rows dropped after paging (purchase orders without lines): totalCount still counts them.
    fetch, calls = pages(30, drop=lambda i: 10 <= i < 20)
    assert await collect(fetch, page_size=10) == [*range(10), *range(20, 30)]
    assert len(calls) == 3


async def test_an_empty_page_with_total_zero_ends_the_walk() -> None:
    fetch, calls = pages(0)
    assert await collect(fetch) == []
    assert len(calls) == 1


async def test_a_404_means_empty_only_where_the_list_says_so() -> None:
    async def fetch(offset: int, limit: int) -> PagedResult[int]:
        raise NotFound("nothing")

    assert await collect(fetch, not_found_means_empty=True) == []
    with pytest.raises(NotFound):
        await collect(fetch)


async def test_the_server_page_size_is_the_step_when_it_repairs_the_limit() -> None:
    calls: list[int] = []

    async def fetch(offset: int, limit: int) -> PagedResult[int]:
        calls.append(offset)
        items = list(range(offset, min(offset + 100, 250)))
        return PagedResult[int](items=items, total_count=250, page_size=100)

    assert await collect(fetch, page_size=5000) == list(range(250))
    assert calls == [0, 100, 200]


async def test_the_next_page_is_asked_for_before_the_caller_has_read_this_one() -> None:
    fetch, calls = pages(25)
    walk = iterate_pages(fetch, page_size=10)
    assert await anext(walk) == 0
    await asyncio.sleep(0)  # the next pages travel while the caller digests page one
    assert calls == [(0, 10), (10, 10), (20, 10)]  # two ahead, none past the end
    await walk.aclose()  # stopping early cancels what is not needed


def test_a_large_page_parsed_in_chunks_is_the_same_page() -> None:
    body = {
        "items": [{"id": n, "name": f"Tax {n}", "rate": 14, "scope": "Any"} for n in range(1, 251)],
        "totalCount": 250,
        "pageSize": 1000,
    }
    response = httpx.Response(
        200, content=json.dumps(body).encode(), request=httpx.Request("GET", "http://x/v3/taxes")
    )
    gentle = parse_large_body(response, PagedResult[TaxResponse])
    assert gentle == parse_body(response, PagedResult[TaxResponse])
    assert len(gentle.items) == 250 and gentle.total_count == 250

    body["items"][180]["rate"] = "not a number"  # type: ignore[index]
    broken = httpx.Response(
        200, content=json.dumps(body).encode(), request=httpx.Request("GET", "http://x/v3/taxes")
    )
    with pytest.raises(BadResponse, match="expected shape"):
        parse_large_body(broken, PagedResult[TaxResponse])
