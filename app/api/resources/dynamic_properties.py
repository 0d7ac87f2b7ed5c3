"""``client.dynamic_properties``: properties and their values (``/v3/dynamic-properties``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class DynamicPropertiesResource(Resource):
    """Dynamic properties and their values (``/v3/dynamic-properties``)."""
