"""How an outbox row's client reference travels inside the request it sends.

A lookup after a lost answer can only recognize a record by something the server stored.
Master data and the documents that have an ``externalId`` field carry the reference there;
journal entries and cash documents have no such field, so the reference rides in their
``notes`` as a marker. Both are derived from the row's ``client_reference`` (a uuid hex),
so that the send and every later lookup compute the same text without storing it.
"""

from __future__ import annotations

import re
from typing import Any

PREFIX = "BOD-"
"""Back Office Desktop: tells our references apart from external ids set by other tools."""

REFERENCE_LENGTH = 32
"""A uuid in hex: the outbox's client reference."""

MIN_EXTERNAL_ID_LENGTH = 20
"""Below this a cut reference (80 bits at 20 hex digits) would no longer be unique enough."""

_MARKER = re.compile(r"\bBOD-([0-9a-f]{32})\b")
_MARKER_WITH_SPACE = re.compile(r"[ \t]*\bBOD-[0-9a-f]{32}\b")
"""The marker and the space ``with_marker`` put before it (the clerk's line breaks stay)."""


def external_id_for(client_reference: str, max_length: int) -> str:
    """The external id a create sends when the clerk left the field empty.

    ``BOD-`` and the reference (36 characters) fit every externalId of the spec (the
    shortest, customers', allows 50); a shorter field keeps the prefix and the leading hex
    digits, which stay unique enough down to ``MIN_EXTERNAL_ID_LENGTH``.
    """
    if max_length < MIN_EXTERNAL_ID_LENGTH:
        raise ValueError(f"an external id of {max_length} characters cannot hold a reference")
    return f"{PREFIX}{client_reference}"[:max_length]


def notes_marker(client_reference: str) -> str:
    """The marker a notes field carries: ``BOD-`` and 32 hex digits.

    Only letters, digits and one hyphen: no comma, vertical bar, bracket or other special
    character that a text rule (comments forbid commas and bars; some organizations refuse
    special characters) or a server's clean-up could reject or strip.
    """
    return f"{PREFIX}{client_reference}"


def with_marker(notes: str | None, client_reference: str) -> str:
    """``notes`` with the marker at its end (once: a row sent again is not marked twice)."""
    marker = notes_marker(client_reference)
    text = (notes or "").strip()
    if marker in text:
        return text
    return f"{text} {marker}" if text else marker


def without_marker(notes: str | None) -> str:
    """Notes as the clerk typed them: the outbox's marker (which lets it find the document
    after a lost answer) is its own lookup key, never shown on screen or paper."""
    return _MARKER_WITH_SPACE.sub("", notes or "").strip()


def has_marker(notes: str | None, client_reference: str) -> bool:
    """Whether stored notes carry this row's marker (the server may trim or re-space)."""
    return client_reference in _MARKER.findall(notes or "")


def with_external_id(
    payload: dict[str, Any], client_reference: str, max_length: int
) -> tuple[dict[str, Any], bool]:
    """The payload to send, and whether its external id is ours.

    A clerk's own external id is kept (another system may rely on it); an empty one is
    replaced by ``external_id_for``.
    """
    given = payload.get("externalId")
    if isinstance(given, str) and given.strip():
        return payload, given.strip() == external_id_for(client_reference, max_length)
    return {**payload, "externalId": external_id_for(client_reference, max_length)}, True


def same_text(left: str | None, right: str | None) -> bool:
    """Names and codes as the server compares them for uniqueness: trimmed, any case."""
    return (left or "").strip().casefold() == (right or "").strip().casefold()
