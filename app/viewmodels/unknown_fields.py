"""The fields a record carries that this app does not know, as an editor's More section
shows them: read-only rows of (wire name, value as text). A save sends them back as they
came (``app.models.full_replace``), so nothing here is ever edited."""

from __future__ import annotations

import json

from app.models.base import ResponseModel


def unknown_field_rows(record: object) -> list[tuple[str, str]]:
    """(wire name, value as text) per field of ``record`` our models do not know, by name;
    none for anything that is not a record the server sent."""
    if not isinstance(record, ResponseModel):
        return []
    return [
        (name, unknown_field_text(value)) for name, value in sorted(record.unknown_fields().items())
    ]


def unknown_field_text(value: object) -> str:
    """A value of a field this app does not know, as the More section shows it: text as it
    is, nothing as a dash, anything else as its JSON."""
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)
