"""``client.stock_items``: stock items of the tenant (``/v3/stock-items``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class StockItemsResource(Resource):
    """Stock items of the tenant (``/v3/stock-items``)."""
