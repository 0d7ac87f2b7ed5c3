"""``client.cities`` and ``client.districts``."""

from __future__ import annotations

from app.api.resources.base import Resource


class CitiesResource(Resource):
    """Cities (``/v3/cities``)."""


class DistrictsResource(Resource):
    """Districts (``/v3/districts``)."""
