"""``client.documents``: manual links between documents (``/v3/documents``)."""

from __future__ import annotations

import builtins

from app.api.operations import operation
from app.api.resources.base import Resource


class DocumentsResource(Resource):
    """Manual link groups: documents a clerk tied together by hand (transitive)."""

    @operation("GET", "/v3/documents/{code}/manual-links")
    async def manual_links(self, code: str) -> builtins.list[str]:
        """The other codes in the document's group (never the asked one); an unknown or
        unlinked code gives an empty list. The code is trimmed, not normalized: send it
        as stored."""
        return await self._call(
            "GET", f"/documents/{code.strip()}/manual-links", builtins.list[str]
        )

    @operation("POST", "/v3/documents/{code}/manual-links")
    async def link(self, code: str, *, linked_codes: builtins.list[str]) -> builtins.list[str]:
        """Link codes to the document; returns the normalized codes processed.

        Blank entries, codes without a hyphen, the document's own code and repeats are
        skipped silently. Each code is saved separately: a failure half way can leave the
        earlier links saved. Two documents already in different groups are not merged.
        """
        return await self._call(
            "POST", f"/documents/{code}/manual-links", builtins.list[str], json=linked_codes
        )

    @operation("DELETE", "/v3/documents/{code}/manual-links/{linkedCode}")
    async def unlink(self, code: str, linked_code: str) -> None:
        """Take a code out of the group: always succeeds, even if nothing was linked."""
        await self._call_no_content("DELETE", f"/documents/{code}/manual-links/{linked_code}")
