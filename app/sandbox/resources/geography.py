"""Cities and districts (spec: conventions and master data, "Cities and districts")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

cities = APIRouter(prefix="/cities", tags=["Cities"], route_class=ApiRoute)
districts = APIRouter(prefix="/districts", tags=["Districts"], route_class=ApiRoute)
