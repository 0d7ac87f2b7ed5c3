"""``client.classifications``: classifications (``/v3/classifications``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class ClassificationsResource(Resource):
    """Classifications (``/v3/classifications``)."""
