"""Customers (spec: conventions and master data, "Customers")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/customers", tags=["Customers"], route_class=ApiRoute)
