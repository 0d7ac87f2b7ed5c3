"""``client.customers``: customers (``/v3/customers``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class CustomersResource(Resource):
    """Customers (``/v3/customers``)."""
