"""How a server's JSON compares with our models, field by field (no values kept).

``Shapes.take(endpoint, body, annotation)`` walks one answer beside the type the client
reads it as (``PagedResult[StockItemResponse]``, ``list[...]``, a model) and counts, per
endpoint and field path (``salesOrderDetails[].stockItem.code``):

- fields the server sent that the model does not know, with their JSON types;
- fields the model has that the answer lacks;
- enum values outside the model's enum (kept: they are codes, not personal data);
- date-times with a zone, without one, or a date alone;
- numbers sent as numbers or as text, and their decimals;
- nulls where the model has no room for one.

Nothing else of a value is kept, so what ``Shapes`` holds can be sent to us as it is.
"""

from __future__ import annotations

import types
import typing
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any

from pydantic import BaseModel
from pydantic.alias_generators import to_camel


def json_type(value: Any) -> str:
    """The JSON type of a decoded value: string, number, integer, boolean, object, array, null."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


class DateStyle(StrEnum):
    WITH_ZONE = "with a time zone"
    WITHOUT_ZONE = "without a time zone"
    DATE_ONLY = "a date alone"
    UNREADABLE = "not ISO 8601"


def date_style(text: str) -> DateStyle:
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return DateStyle.UNREADABLE
    if "T" not in text and " " not in text:
        return DateStyle.DATE_ONLY
    return DateStyle.WITH_ZONE if moment.tzinfo is not None else DateStyle.WITHOUT_ZONE


def decimals_of(value: float | int) -> int:
    text = repr(value)
    if "e" in text or "E" in text:
        exponent = Decimal(text).as_tuple().exponent
        return max(0, -exponent) if isinstance(exponent, int) else 0
    return len(text.split(".", 1)[1]) if "." in text else 0


FieldKey = tuple[str, str]
"""(endpoint, field path)."""


@dataclass
class Shapes:
    """Counts over every answer taken (see the module's docstring)."""

    records: Counter[FieldKey] = field(default_factory=Counter)
    """Objects seen per (endpoint, path of the object): what "missing in k of n" counts."""
    unknown: dict[FieldKey, Counter[str]] = field(default_factory=dict)
    missing: Counter[FieldKey] = field(default_factory=Counter)
    enum_values: dict[FieldKey, Counter[str]] = field(default_factory=dict)
    enum_known: dict[FieldKey, str] = field(default_factory=dict)
    """The enum each enum field is read as (its class name)."""
    dates: dict[FieldKey, Counter[DateStyle]] = field(default_factory=dict)
    numbers: dict[FieldKey, Counter[str]] = field(default_factory=dict)
    decimals: Counter[FieldKey] = field(default_factory=Counter)
    """The most decimals seen per number field."""
    nulls: Counter[FieldKey] = field(default_factory=Counter)

    def take(self, endpoint: str, body: Any, annotation: Any) -> None:
        self._walk(endpoint, body, annotation, "")

    def _walk(self, endpoint: str, value: Any, annotation: Any, path: str) -> None:
        options = _options(annotation)
        if value is None:
            if type(None) not in options and options:
                self.nulls[(endpoint, path)] += 1
            return
        models = [o for o in options if isinstance(o, type) and issubclass(o, BaseModel)]
        if models and isinstance(value, dict):
            self._record(endpoint, value, models[0], path)
            return
        for option in options:
            origin = typing.get_origin(option)
            if origin is list and isinstance(value, list):
                (item,) = typing.get_args(option) or (Any,)
                for entry in value:
                    self._walk(endpoint, entry, item, f"{path}[]")
                return
            if origin is dict and isinstance(value, dict):
                args = typing.get_args(option)
                for entry in value.values():
                    self._walk(endpoint, entry, args[1] if len(args) == 2 else Any, f"{path}{{}}")
                return
        enums = [o for o in options if isinstance(o, type) and issubclass(o, StrEnum)]
        if enums and isinstance(value, str):
            key = (endpoint, path)
            self.enum_known[key] = enums[0].__name__
            known = {member.value for enum in enums for member in enum}
            if value not in known:
                self.enum_values.setdefault(key, Counter())[value] += 1
            return
        if (datetime in options or date in options) and isinstance(value, str):
            self.dates.setdefault((endpoint, path), Counter())[date_style(value)] += 1
            return
        if Decimal in options:
            key = (endpoint, path)
            if isinstance(value, int | float) and not isinstance(value, bool):
                self.numbers.setdefault(key, Counter())["number"] += 1
                self.decimals[key] = max(self.decimals[key], decimals_of(value))
            elif isinstance(value, str):
                self.numbers.setdefault(key, Counter())["text"] += 1

    def _record(
        self, endpoint: str, value: dict[str, Any], model: type[BaseModel], path: str
    ) -> None:
        self.records[(endpoint, path)] += 1
        known: set[str] = set()
        prefix = f"{path}." if path else ""
        for name, info in model.model_fields.items():
            alias = info.alias or to_camel(name)
            known |= {name, alias}
            if alias in value:
                self._walk(endpoint, value[alias], info.annotation, prefix + alias)
            elif name in value:
                self._walk(endpoint, value[name], info.annotation, prefix + name)
            else:
                self.missing[(endpoint, prefix + alias)] += 1
        for key, entry in value.items():
            if key not in known:
                self.unknown.setdefault((endpoint, prefix + key), Counter())[json_type(entry)] += 1

    def record_count(self, endpoint: str, field_path: str) -> int:
        """How many objects the field could have been in (its parent's count)."""
        parent = field_path.rsplit(".", 1)[0] if "." in field_path else ""
        return self.records[(endpoint, parent)]


def _options(annotation: Any) -> list[Any]:
    """The types a field may hold: ``Annotated``, unions and ``Optional`` unwrapped."""
    if annotation is None or annotation is Any:
        return []
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _options(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        found: list[Any] = []
        for argument in typing.get_args(annotation):
            found += [type(None)] if argument is type(None) else _options(argument)
        return found
    if isinstance(annotation, typing.TypeVar):
        return []
    return [annotation]
