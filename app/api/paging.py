"""Walking every page of a paged list, whichever of the service's paging habits it has."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TypeVar

from app.api.errors import NotFound
from app.models.common import PagedResult

T = TypeVar("T")

MAX_PAGE_SIZE = 1000

FetchPage = Callable[[int, int], Awaitable[PagedResult[T]]]
"""``fetch(offset, limit)`` -> one page."""


async def iterate_pages(
    fetch: FetchPage[T],
    *,
    page_size: int = MAX_PAGE_SIZE,
    not_found_means_empty: bool = False,
) -> AsyncIterator[T]:
    """Yield every item of a paged list, page after page.

    - Advances by the page size the server says it used (``pageSize``), not by the number
      of items received: some lists drop rows *after* paging, so a short page is not the
      last page. It stops when the offset reaches ``totalCount``, or at an empty page
      (several lists report ``totalCount`` 0 on an empty page).
    - ``not_found_means_empty``: lists that answer "nothing" with 404 end quietly.
    """
    offset = 0
    while True:
        try:
            page = await fetch(offset, page_size)
        except NotFound:
            if not_found_means_empty:
                return
            raise
        for item in page.items:
            yield item
        offset += page.page_size if page.page_size > 0 else page_size
        if page.total_count > 0:
            if offset >= page.total_count:
                return
        elif not page.items:
            return
