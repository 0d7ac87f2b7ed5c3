"""Turning pydantic validation errors into the API's field-error map, and back.

The same function builds the sandbox's ``errors`` map and the client's form errors, so a
field is named identically whether the rule fired before sending or on the server.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

WHOLE_BODY = "$"
"""Field path of errors about the body as a whole (missing body, malformed JSON)."""


@dataclass(frozen=True)
class FieldIssue:
    """One broken rule: where (wire path), what kind (pydantic type or our rule code), text."""

    field: str
    kind: str
    message: str
    context: Mapping[str, Any] = dataclasses.field(default_factory=dict)


def rule_violation(
    field_name: str, kind: str, message: str, *, from_field_validator: bool = False
) -> PydanticCustomError:
    """An object-level rule broken by a request, reported against ``field_name``.

    ``field_name`` is a wire path relative to the model that checks the rule (a nested line
    model names its own fields; the path of the line is prepended). Raise it from a model
    validator; from a *field* validator pass ``from_field_validator=True``, and
    ``field_name`` then names a sibling of the validated field. Without this, pydantic would
    file object-level errors under the whole body or model, and a form could not put the
    message next to the field that fixes it.
    """
    context = {"field": field_name, "sibling": from_field_validator}
    return PydanticCustomError(kind, message, context)


def wire_path(loc: Sequence[str | int]) -> str:
    """``("sales_order_details", 3, "price")`` -> ``"salesOrderDetails[3].price"``."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            name = to_camel(part) if "_" in part else part
            path += f".{name}" if path else name
    return path


def issues_from_errors(
    errors: Iterable[Mapping[str, Any]], *, skip_loc_prefix: int = 0
) -> list[FieldIssue]:
    """Issues from pydantic's (or FastAPI's) ``errors()`` list.

    ``skip_loc_prefix`` drops leading location parts such as FastAPI's ``"body"``/``"query"``.
    """
    issues = []
    for error in errors:
        context = dict(error.get("ctx") or {})
        loc = tuple(error.get("loc", ()))[skip_loc_prefix:]
        if context.get("field"):
            # A rule_violation: its field is relative to the model (or the sibling field)
            # that raised it.
            base = wire_path(loc[:-1] if context.get("sibling") else loc)
            path = f"{base}.{context['field']}" if base else str(context["field"])
        else:
            path = wire_path(loc) or WHOLE_BODY
        issues.append(FieldIssue(path, str(error.get("type", "")), str(error["msg"]), context))
    return issues


def issues_from(exc: ValidationError) -> list[FieldIssue]:
    """Issues from a ``ValidationError`` raised while building a request model."""
    return issues_from_errors(exc.errors(include_url=False))


def error_map(issues: Iterable[FieldIssue]) -> dict[str, list[str]]:
    """The problem-details ``errors`` shape: wire path -> messages."""
    result: dict[str, list[str]] = {}
    for issue in issues:
        result.setdefault(issue.field, []).append(issue.message)
    return result
