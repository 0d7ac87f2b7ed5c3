"""Dynamic properties (spec: conventions and master data, "Dynamic properties")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/dynamic-properties", tags=["Dynamic properties"], route_class=ApiRoute)
