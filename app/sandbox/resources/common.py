"""Common utilities (spec: conventions and master data, "Common utilities")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/common", tags=["Common utilities"], route_class=ApiRoute)
