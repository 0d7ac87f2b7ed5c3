"""What the server's answers held that our models did not expect, told once per session.

The contract shows no schema for many answers (``spec/gaps.md``), so a real server may send
fields we do not know, leave optional ones out, use enum values we have not seen or write a
date-time without its zone. The app bends (unknown fields are kept and sent back, unknown
values shown as they are); ``Surprises`` writes each kind once per endpoint and field in the
log, so that a support person sees what differed. Never a value: the log must hold no
personal data, and a field's name says enough (``backoffice doctor`` says more).
"""

from __future__ import annotations

import logging
import re
import threading
from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel

from app.models.base import WALL_CLOCK_FIELDS, ResponseModel
from app.models.common import PagedResult

log = logging.getLogger(__name__)

ROWS_LOOKED_AT = 20
"""Rows of a page (or entries of a list) looked at: a surprise is a matter of shape, which
the first rows show; a 1,000-row page is not walked for it."""

_NUMBER = re.compile(r"/\d+(?=/|$)")


class Surprise(StrEnum):
    UNKNOWN_FIELD = "a field our models do not know"
    MISSING_FIELD = "a field our models expect is missing"
    UNKNOWN_ENUM_VALUE = "a value outside our enum"
    ZONELESS_DATE = "a date-time without a time zone (read as UTC)"


def endpoint_of(method: str, path: str) -> str:
    """``GET /v3/stock-items/{id}`` for ``GET /stock-items/17``: the route, never the id."""
    return f"{method} /v3{_NUMBER.sub('/{id}', path)}"


class Surprises:
    """One per client (a session): the surprises seen so far, each logged the first time."""

    def __init__(self) -> None:
        self._seen: set[tuple[Surprise, str, str]] = set()
        self._lock = threading.Lock()  # large answers are parsed in a worker thread

    @property
    def seen(self) -> frozenset[tuple[Surprise, str, str]]:
        """(kind, endpoint, field path) of every surprise so far."""
        with self._lock:
            return frozenset(self._seen)

    def note(self, method: str, path: str, parsed: object) -> None:
        """Look at an answer as our models read it; log what is new."""
        endpoint = endpoint_of(method, path)
        found: set[tuple[Surprise, str]] = set()
        if isinstance(parsed, PagedResult):
            for row in parsed.items[:ROWS_LOOKED_AT]:
                _walk(row, "items[].", found)
        elif isinstance(parsed, list):
            for row in parsed[:ROWS_LOOKED_AT]:
                _walk(row, "[].", found)
        else:
            _walk(parsed, "", found)
        with self._lock:
            new = {(kind, endpoint, name) for kind, name in found} - self._seen
            self._seen |= new
        for kind, where, name in sorted(new):
            log.warning("server answer differs: %s: %s: %s", where, kind.value, name)


def _walk(value: object, prefix: str, found: set[tuple[Surprise, str]]) -> None:
    if not isinstance(value, ResponseModel):
        return
    for name in value.unknown_fields():
        found.add((Surprise.UNKNOWN_FIELD, prefix + name))
    sent = value.model_fields_set
    for field_name, info in type(value).model_fields.items():
        wire = info.alias or field_name
        if field_name not in sent:
            found.add((Surprise.MISSING_FIELD, prefix + wire))
            continue
        _look_at(getattr(value, field_name), info.annotation, prefix + wire, wire, found)


def _look_at(
    entry: Any, annotation: Any, where: str, wire: str, found: set[tuple[Surprise, str]]
) -> None:
    if isinstance(entry, BaseModel):
        _walk(entry, where + ".", found)
    elif isinstance(entry, list):
        for item in entry[:5]:
            if isinstance(item, BaseModel):
                _walk(item, where + "[].", found)
    elif isinstance(entry, datetime):
        if entry.tzinfo is None and wire not in WALL_CLOCK_FIELDS:
            found.add((Surprise.ZONELESS_DATE, where))
    elif isinstance(entry, str) and not isinstance(entry, StrEnum) and _is_enum(annotation):
        found.add((Surprise.UNKNOWN_ENUM_VALUE, where))


def _is_enum(annotation: Any) -> bool:
    """Whether a field is an (open) enum: an unknown value then arrives as a plain str."""
    import types
    import typing

    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _is_enum(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        return any(_is_enum(option) for option in typing.get_args(annotation))
    return isinstance(annotation, type) and issubclass(annotation, StrEnum)
