"""Service items (spec: conventions and master data, "Service items")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/service-items", tags=["Service items"], route_class=ApiRoute)
