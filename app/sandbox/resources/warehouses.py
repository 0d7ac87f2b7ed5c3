"""Warehouses (spec: conventions and master data, "Warehouses")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/warehouses", tags=["Warehouses"], route_class=ApiRoute)
