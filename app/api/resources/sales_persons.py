"""``client.sales_persons``: sales persons (``/v3/sales-persons``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class SalesPersonsResource(Resource):
    """Sales persons (``/v3/sales-persons``)."""
