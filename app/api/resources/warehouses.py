"""``client.warehouses``: warehouses and their balances (``/v3/warehouses``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class WarehousesResource(Resource):
    """Warehouses and their balances (``/v3/warehouses``)."""
