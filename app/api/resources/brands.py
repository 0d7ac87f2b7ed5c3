"""``client.brands``: brands (``/v3/brands``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class BrandsResource(Resource):
    """Brands (``/v3/brands``)."""
