"""Stock items (spec: conventions and master data, "Stock items")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/stock-items", tags=["Stock items"], route_class=ApiRoute)
