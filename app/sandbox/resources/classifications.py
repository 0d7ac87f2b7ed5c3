"""Classifications (spec: conventions and master data, "Classifications")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/classifications", tags=["Classifications"], route_class=ApiRoute)
