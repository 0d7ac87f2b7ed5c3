"""Brands (spec: conventions and master data, "Brands")."""

from __future__ import annotations

from fastapi import APIRouter

from app.sandbox.routing import ApiRoute

router = APIRouter(prefix="/brands", tags=["Brands"], route_class=ApiRoute)
