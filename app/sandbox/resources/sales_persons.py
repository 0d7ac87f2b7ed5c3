"""Sales persons (spec: conventions and master data, "Sales persons")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/sales-persons", tags=["Sales persons"], route_class=ApiRoute)
