"""Shapes shared by every resource: paged results, references, problem details."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from pydantic import Field

from app.models.base import ResponseModel

T = TypeVar("T")


class PagedResult(ResponseModel, Generic[T]):
    """One page of a list.

    ``page`` is 1-based and equals offset / limit + 1; ``page_size`` is the effective limit.
    Several endpoints report ``total_count`` 0 on an empty page (offset past the end), and
    some drop rows after paging, so a short page is not proof of the last page.
    """

    items: list[T] = Field(default_factory=list)
    total_count: int = 0
    page: int = 1
    page_size: int = 0
    total_pages: int = 0


class AccountReference(ResponseModel):
    """An account named inside another resource; unresolved ones may hold only ``id``."""

    id: int
    code: str | None = None
    name: str | None = None


class ClassificationReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class StockItemReference(ResponseModel):
    id: int
    code: str | None = None
    description: str | None = None


class WarehouseReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class TaxReference(ResponseModel):
    id: int
    name: str | None = None
    rate: Any = None  # decimal percentage; Any keeps an unexpected shape from failing the parent


class CurrencyReference(ResponseModel):
    id: int
    code: str | None = None
    name: str | None = None


class ProblemDetails(ResponseModel):
    """RFC 7807 body of every non-2xx answer (``application/problem+json``).

    ``errors`` maps a wire field path (``rate``, ``salesOrderDetails[3].price``, ``$`` for the
    whole body) to messages on validation failures; ``error_code`` names a business rule on
    409s and ``RateLimitExceeded`` on 429s. Match on ``error_code``, never on the text.
    """

    type: str | None = None
    title: str | None = None
    status: int | None = None
    detail: str | None = None
    instance: str | None = None
    trace_id: str | None = None
    errors: dict[str, list[str]] | None = None
    error_code: str | None = None
