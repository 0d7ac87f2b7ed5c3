"""Document manual links (spec: transactional documents, "Document manual links", and the
manual-link rows of the states table). The group rules live in ``books.links``.

Choices where the spec is silent (GUESSES.md, "Document manual links"):
- GET lists the other codes in the order they joined the group.
- POST and DELETE find the path's document by its trimmed, normalized code (as the body's
  codes); POST answers 404 for an unknown path document before reading the body.
- POST returns every code it processed (normalized, in the order sent), also those whose
  link wrote nothing because both documents were already grouped.
- A linked code naming no document is a 404 at that point; codes before it stay linked
  (each code is its own transaction), codes after it are not processed.
- A body that is not a JSON array of strings is a 400; ``null`` counts as missing.
"""

from __future__ import annotations

import sqlite3
from typing import Annotated

from fastapi import APIRouter, Body, Response

from app.sandbox.books import links
from app.sandbox.books.numbering import normalized_code
from app.sandbox.problems import not_found
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/documents", tags=["Document manual links"], route_class=ApiRoute)


def _document_id(conn: sqlite3.Connection, tenant_id: int, code: str) -> int | None:
    row = conn.execute(
        "SELECT id FROM documents WHERE tenant_id = ? AND code = ? ORDER BY id LIMIT 1",
        (tenant_id, code),
    ).fetchone()
    return int(row[0]) if row is not None else None


def _codes_to_link(own_code: str, sent: list[str] | None) -> list[str]:
    """Trimmed, prefix normalized; blanks, codes without a hyphen, the document's own code
    and repeats skipped silently."""
    wanted: list[str] = []
    for raw in sent or []:
        code = normalized_code(raw)
        if not code or "-" not in code or code == own_code or code in wanted:
            continue
        wanted.append(code)
    return wanted


@router.get("/{code}/manual-links", **requires("read:common-utility"))
def list_manual_links(code: str, caller: CurrentCaller, db: Db) -> list[str]:
    """The other codes in the document's group, never the asked one; an unknown or unlinked
    code gives []. The code is trimmed but not normalized: send it as stored."""
    with db.transaction() as conn:
        return links.linked_codes(conn, caller.tenant_id, code.strip())


@router.post("/{code}/manual-links", **requires("create:common-utility"))
def add_manual_links(
    code: str,
    caller: CurrentCaller,
    db: Db,
    linked_codes: Annotated[list[str] | None, Body()] = None,
) -> list[str]:
    """Link each code to the document, one at a time (see the module note); 200 with the
    normalized codes processed."""
    own_code = normalized_code(code)
    with db.transaction() as conn:
        document_id = _document_id(conn, caller.tenant_id, own_code)
        if document_id is None:
            raise not_found(f"No document has the code '{own_code}'.")
        stored_code = conn.execute(
            "SELECT code FROM documents WHERE id = ?", (document_id,)
        ).fetchone()[0]
    processed: list[str] = []
    for linked in _codes_to_link(stored_code, linked_codes):
        # "Each code is saved separately": one transaction per code.
        with db.transaction() as conn:
            other_id = _document_id(conn, caller.tenant_id, linked)
            if other_id is None:
                raise not_found(f"No document has the code '{linked}'.")
            links.link(conn, caller.tenant_id, document_id, other_id)
        processed.append(linked)
    return processed


@router.delete(
    "/{code}/manual-links/{linked_code}", status_code=204, **requires("create:common-utility")
)
def remove_manual_link(code: str, linked_code: str, caller: CurrentCaller, db: Db) -> Response:
    """Always 204: the linked code leaves the document's group (the group goes when only
    one document would remain); nothing happens when they are not grouped together."""
    with db.transaction() as conn:
        document_id = _document_id(conn, caller.tenant_id, normalized_code(code))
        other_id = _document_id(conn, caller.tenant_id, normalized_code(linked_code))
        if document_id is not None and other_id is not None:
            links.unlink(conn, caller.tenant_id, document_id, other_id)
    return Response(status_code=204)
