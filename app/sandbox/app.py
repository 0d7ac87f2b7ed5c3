"""``create_app``: the sandbox as an ASGI application over one database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI

from app.sandbox.db import Database
from app.sandbox.faults import FaultInjector, FaultMiddleware
from app.sandbox.openapi import complete_document
from app.sandbox.problems import install_problem_handlers
from app.sandbox.ratelimit import RateLimits
from app.sandbox.resources import (
    accounts,
    brands,
    cash,
    classifications,
    common,
    customers,
    dynamic_properties,
    geography,
    journal_entries,
    manual_links,
    purchase_orders,
    sales_orders,
    sales_persons,
    sales_returns,
    service_items,
    stock_items,
    taxes,
    warehouses,
    work_orders,
)
from app.sandbox.routing import PERMISSION, RateLimitHeaders, SandboxState
from app.sandbox.variant import Variant, VariantMiddleware, VariantState

RESOURCE_ROUTERS = (
    accounts.router,
    stock_items.router,
    dynamic_properties.router,
    customers.router,
    taxes.router,
    service_items.router,
    sales_persons.router,
    warehouses.router,
    classifications.router,
    brands.router,
    geography.cities,
    geography.districts,
    common.router,
    work_orders.router,
    purchase_orders.router,
    sales_orders.router,
    sales_returns.router,
    journal_entries.router,
    cash.router,
    manual_links.router,
)


class SandboxApp(FastAPI):
    """FastAPI whose OpenAPI document says what the sandbox sends (``app.sandbox.openapi``)."""

    def openapi(self) -> dict[str, Any]:
        # FastAPI caches the document and hands back the same dict: declaring in place on
        # every call is cheap and idempotent, and follows FastAPI's own cache invalidation.
        return complete_document(super().openapi())


def create_app(
    database: Database | str | Path,
    *,
    rate_limits: bool = True,
    faults: FaultInjector | None = None,
    variant: Variant | None = None,
) -> FastAPI:
    """The API v3 over ``database``.

    Test switches, off by default: ``rate_limits=False`` turns the per-user limits (and
    their headers) off; ``faults`` makes requests fail on purpose (``app.sandbox.faults``);
    ``variant`` makes the answers look like another server's (``app.sandbox.variant``; its
    state is ``app.state.variant``). Everything else behaves as in production.
    """
    db = database if isinstance(database, Database) else Database(database)
    app = SandboxApp(
        title="Business Management Service API v3 (sandbox)",
        version="3",
        docs_url=None,
        redoc_url=None,
    )
    app.state.sandbox = SandboxState(db=db, rate_limits=RateLimits() if rate_limits else None)
    install_problem_handlers(app)
    app.add_middleware(RateLimitHeaders)
    if variant is not None:
        # Outside the routes and their rate-limit headers: the rewritten answer is what leaves.
        app.state.variant = VariantState()
        app.add_middleware(VariantMiddleware, variant=variant, state=app.state.variant)
    if faults is not None:
        # Outermost: a dropped connection must cut the answer after everything else ran.
        app.add_middleware(FaultMiddleware, injector=faults)
    v3 = APIRouter(prefix="/v3")
    for router in RESOURCE_ROUTERS:
        v3.include_router(router)
    app.include_router(v3)
    # Temporary file links point outside the versioned API, as the service's do.
    app.include_router(common.downloads)
    return app


def permissions(app: FastAPI) -> list[str]:
    """Every permission scope a route of ``app`` requires, sorted (read from its OpenAPI)."""
    found = {
        str(operation[PERMISSION])
        for path in app.openapi()["paths"].values()
        for operation in path.values()
        if isinstance(operation, dict) and PERMISSION in operation
    }
    return sorted(found)
