"""The two paging styles of the spec and the PagedResult they produce.

Strict lists answer 400 to an offset below 0 or a limit outside 1..1000. A few lists
(warehouse balance, classification lists, service items) silently repair instead: a
negative offset becomes 0 and a limit outside 1..1000 becomes 100.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, TypeVar

from fastapi import Depends, Query

from app.models.base import INT32_MAX, Int32
from app.models.common import PagedResult

T = TypeVar("T")

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000


@dataclass(frozen=True)
class PageRequest:
    offset: int
    limit: int


# async: no I/O, so no threadpool hop (see routing._database).
async def strict_page(
    offset: Annotated[int, Query(ge=0, le=INT32_MAX)] = 0,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = DEFAULT_LIMIT,
) -> PageRequest:
    return PageRequest(offset, limit)


async def repaired_page(offset: Int32 = 0, limit: Int32 = DEFAULT_LIMIT) -> PageRequest:
    # Repaired means a number out of place, not out of an int: 2**31 fails binding (400).
    return PageRequest(
        offset=max(0, offset),
        limit=limit if 1 <= limit <= MAX_LIMIT else DEFAULT_LIMIT,
    )


StrictPage = Annotated[PageRequest, Depends(strict_page)]
RepairedPage = Annotated[PageRequest, Depends(repaired_page)]


def paged(
    items: Sequence[T],
    total_count: int,
    page: PageRequest,
    *,
    zero_total_when_empty: bool,
) -> PagedResult[T]:
    """A PagedResult for one page; ``zero_total_when_empty`` is the "an empty page has
    totalCount 0" rule several lists follow."""
    if zero_total_when_empty and not items:
        total_count = 0
    return PagedResult[T](
        items=list(items),
        total_count=total_count,
        page=page.offset // page.limit + 1,
        page_size=page.limit,
        total_pages=math.ceil(total_count / page.limit) if total_count else 0,
    )
