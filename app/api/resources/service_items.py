"""``client.service_items``: service items (``/v3/service-items``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class ServiceItemsResource(Resource):
    """Service items (``/v3/service-items``)."""
