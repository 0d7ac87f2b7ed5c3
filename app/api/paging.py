"""Walking every page of a paged list, whichever of the service's paging habits it has."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, TypeVar

from app.api.errors import NotFound
from app.models.common import PagedResult

T = TypeVar("T")

MAX_PAGE_SIZE = 1000
PAGES_AHEAD = 2
"""Pages in flight while one is digested: one round trip (~200 ms for 1,000 items) is
as long as the service's rate limit allows between requests (5 a second)."""

FetchPage = Callable[[int, int], Awaitable[PagedResult[T]]]
"""``fetch(offset, limit)`` -> one page."""


async def iterate_pages(
    fetch: FetchPage[T],
    *,
    page_size: int = MAX_PAGE_SIZE,
    not_found_means_empty: bool = False,
    ahead: int = PAGES_AHEAD,
) -> AsyncIterator[T]:
    """Yield every item of a paged list, page after page.

    - Advances by the page size the server says it used (``pageSize``), not by the number
      of items received: some lists drop rows *after* paging, so a short page is not the
      last page. It stops when the offset reaches ``totalCount``, or at an empty page
      (several lists report ``totalCount`` 0 on an empty page).
    - ``not_found_means_empty``: lists that answer "nothing" with 404 end quietly.
    - Up to ``ahead`` next pages are asked for while the caller digests this one (a sync
      writes it to the cache): the rate limiter, not the round trips, sets the pace. With
      no ``totalCount`` to go by, only the next page is asked for.
    """
    offset = 0
    upcoming: deque[asyncio.Task[PagedResult[T]]] = deque()
    upcoming.append(asyncio.ensure_future(fetch(0, page_size)))
    try:
        while upcoming:
            try:
                page = await upcoming.popleft()
            except NotFound:
                if not_found_means_empty:
                    return
                raise
            step = page.page_size if page.page_size > 0 else page_size
            offset += step
            if page.total_count > 0:
                if offset >= page.total_count:
                    await upcoming_pages_not_needed(upcoming)
                    for item in page.items:
                        yield item
                    return
                # Pages in flight were asked for with the same (server's) step.
                requested = offset + len(upcoming) * step
                while len(upcoming) < ahead and requested < page.total_count:
                    upcoming.append(asyncio.ensure_future(fetch(requested, page_size)))
                    requested += step
            elif page.items and not upcoming:
                upcoming.append(asyncio.ensure_future(fetch(offset, page_size)))
            for item in page.items:
                yield item
    finally:
        await upcoming_pages_not_needed(upcoming)


async def upcoming_pages_not_needed(upcoming: deque[asyncio.Task[Any]]) -> None:
    """The caller stopped early, the list ended or a page failed: requests not needed are
    cancelled, and every one of them is awaited, so that none is still running when the
    caller returns and a page that failed too (the server gone, every page asked for
    ahead fails alike) is not reported later as "Task exception was never retrieved"."""
    tasks = list(upcoming)
    upcoming.clear()
    for task in tasks:
        if not task.done():
            task.cancel()
    if tasks:
        await asyncio.gather(*tasks, return_exceptions=True)
