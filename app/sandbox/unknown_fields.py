"""Fields the sandbox's models do not know, planted on one record for a test.

The real service has fields our contract does not name (``spec/gaps.md``), and its updates
are full replaces: a PUT that leaves a field out resets it. A client must therefore send
back every field it was given, those it does not know included. To prove that, a test
plants such a field on a record through raw SQL (the ``unknown_fields`` table, empty
unless a test fills it), and the sandbox then behaves as the service would:

- every GET whose answer holds that record (alone, in a page's ``items`` or in a bare
  list, recognized by its ``id``) carries the field with its value;
- a successful PUT of that record (its path ends with its id, or with ``code/<its
  code>``) stores the value the body carries, or drops the field when the body lacks it.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from fastapi import Request, Response

DDL = """
CREATE TABLE unknown_fields (
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    collection TEXT NOT NULL,        -- the record's collection path, e.g. '/v3/customers'
    record_id INTEGER NOT NULL,
    record_code TEXT,                -- for a collection updated by code (sales orders)
    name TEXT NOT NULL,
    value TEXT NOT NULL,             -- JSON
    PRIMARY KEY (tenant_id, collection, record_id, name)
);
"""


@dataclass(frozen=True)
class UnknownField:
    collection: str
    record_id: int
    record_code: str | None
    name: str
    value: Any

    def is_put_of_record(self, path: str) -> bool:
        if not path.startswith(self.collection + "/"):
            return False
        rest = path.removeprefix(self.collection + "/")
        return rest == str(self.record_id) or (
            self.record_code is not None and rest == f"code/{self.record_code}"
        )


def planted(conn: sqlite3.Connection, tenant_id: int, path: str) -> list[UnknownField]:
    """The fields planted on records of the collection ``path`` lies in."""
    rows = conn.execute(
        "SELECT collection, record_id, record_code, name, value FROM unknown_fields "
        "WHERE tenant_id = ?",
        (tenant_id,),
    ).fetchall()
    return [
        UnknownField(row[0], int(row[1]), row[2], row[3], json.loads(row[4]))
        for row in rows
        if path == row[0] or path.startswith(row[0] + "/")
    ]


def with_fields(response: Response, fields: list[UnknownField]) -> Response:
    """A GET's answer with the planted fields on the records it holds."""
    if not hasattr(response, "body"):
        return response  # a streamed answer (an export): no record to add to
    try:
        data = json.loads(bytes(response.body))
    except ValueError:
        return response
    records: list[Any] = []
    if isinstance(data, dict):
        records = [data, *(data.get("items") or [])]
    elif isinstance(data, list):
        records = data
    touched = False
    for record in records:
        if not isinstance(record, dict):
            continue
        for field in fields:
            if record.get("id") == field.record_id:
                record[field.name] = field.value
                touched = True
    if not touched:
        return response
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-length"}
    return Response(
        json.dumps(data),
        status_code=response.status_code,
        headers=headers,
        media_type="application/json",
    )


def after_put(
    conn: sqlite3.Connection, tenant_id: int, fields: list[UnknownField], path: str, body: bytes
) -> None:
    """A full replace of a record with planted fields: they are what the body says."""
    try:
        sent = json.loads(body)
    except ValueError:
        return
    if not isinstance(sent, dict):
        return
    for field in fields:
        if not field.is_put_of_record(path):
            continue
        key = (tenant_id, field.collection, field.record_id, field.name)
        if field.name in sent:
            conn.execute(
                "UPDATE unknown_fields SET value = ? WHERE tenant_id = ? AND collection = ? "
                "AND record_id = ? AND name = ?",
                (json.dumps(sent[field.name]), *key),
            )
        else:
            conn.execute(
                "DELETE FROM unknown_fields WHERE tenant_id = ? AND collection = ? "
                "AND record_id = ? AND name = ?",
                key,
            )


async def apply(request: Request, response: Response, conn_of: Any, tenant_id: int) -> Response:
    """Run after a route answered a GET or PUT (``ApiRoute``)."""
    path = request.url.path
    with conn_of() as conn:
        fields = planted(conn, tenant_id, path)
        if not fields:
            return response
        if request.method == "PUT" and 200 <= response.status_code < 300:
            after_put(conn, tenant_id, fields, path, await request.body())
    if request.method == "GET" and response.status_code == 200:
        return with_fields(response, fields)
    return response
