"""``client.common``: money in words, file tokens, invoiced quantities (``/v3/common``)."""

from __future__ import annotations

from app.api.resources.base import Resource


class CommonResource(Resource):
    """Common utilities (``/v3/common``): money in words, file tokens, invoiced quantities."""
