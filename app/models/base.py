"""Base classes and field types every contract model is built from."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from types import UnionType
from typing import Annotated, Any, Self, TypeVar, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    PrivateAttr,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError, PydanticKnownError

from app.models.full_replace import carry_body
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import FieldIssue


def _decimal_to_json_number(value: Decimal) -> int | float:
    # pydantic writes Decimal as a JSON string; the API (a .NET service) sends and expects
    # numbers. Integral values stay ints so that "rate": 14 round-trips unchanged.
    return int(value) if value == value.to_integral_value() else float(value)


Money = Annotated[
    Decimal,
    PlainSerializer(_decimal_to_json_number, return_type=int | float, when_used="json"),
]
"""A decimal amount, rate or quantity: ``Decimal`` in Python, a number on the wire."""

INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1
"""The service is .NET: the spec's ``int`` is 32 bits, and a larger number in a request
fails its model binding (400) like any other value that is not an int."""

Int32 = Annotated[int, Field(ge=INT32_MIN, le=INT32_MAX)]
"""The spec's ``int`` in a request."""

PositiveId = Annotated[int, Field(gt=0, le=INT32_MAX)]
"""An id that must be > 0 when sent (the spec's "ids > 0")."""

PositiveMoney = Annotated[
    Decimal,
    Field(gt=0),
    PlainSerializer(_decimal_to_json_number, return_type=int | float, when_used="json"),
]
"""An amount, quantity or rate that must be > 0."""


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _iso_8601_only(value: object) -> object:
    # pydantic also reads a number, or a string holding one, as Unix seconds ("0.5" is
    # 1970-01-01T00:00:00.5); the spec's DateTime is ISO 8601 text only.
    if (isinstance(value, int | float | Decimal) and not isinstance(value, bool)) or (
        isinstance(value, str) and _is_number(value)
    ):
        raise PydanticCustomError(
            "datetime_iso_8601",
            QT_TRANSLATE_NOOP("Validation", "Enter a date and time such as 2024-05-31T14:30:00Z."),
        )
    return value


IsoDateTime = Annotated[datetime, BeforeValidator(_iso_8601_only)]
"""The spec's ``DateTime`` in a request: ISO 8601 text (or a ``datetime`` in Python)."""


def decimal_places(value: Decimal) -> int:
    """How many decimal places ``value`` is written with (2.50 -> 2, 3 -> 0)."""
    exponent = value.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


E = TypeVar("E", bound=StrEnum)

OpenEnum = Annotated[E | str, Field(union_mode="left_to_right")]
"""An enum field of a *response*: known values arrive as the member, unknown ones as str.

``spec/gaps.md``: enums are open; a value the client does not know is shown as-is, never a
crash. Use as ``OpenEnum[TaxScope]``.
"""


DECIMAL_DIGITS = 28
"""Digits before the point of the largest amount: the service's decimal (.NET) holds up to
about 7.9e28, and a larger number fails its binding (400) like any value that is no number."""
DECIMAL_LIMIT = 7.9e28
"""The magnitude no amount in a request may pass (inside .NET's 7.92e28)."""
_DECIMAL_LIMIT = Decimal(str(DECIMAL_LIMIT))


def decimal_text_pattern(*, integer_digits: int = DECIMAL_DIGITS, unsigned: bool = False) -> str:
    """An amount sent as text, as a JSON Schema pattern: a plain decimal numeral (``12.5``,
    ``-3``), as ASP.NET Core reads a number from a string, with no spaces, ``+``, ``.5``,
    exponent or non-ASCII digits (pydantic alone would read ``" 1_000 "`` or ``١٢``)."""
    sign = "" if unsigned else "-?"
    return rf"^{sign}(?:0|[1-9][0-9]{{0,{integer_digits - 1}}})(?:\.[0-9]+)?$"


_NON_ZERO_DECIMAL_TEXT_PATTERN = (
    rf"^(?:[1-9][0-9]{{0,{DECIMAL_DIGITS - 1}}}(?:\.[0-9]+)?|0\.[0-9]*[1-9][0-9]*)$"
)
_DECIMAL_TEXT = re.compile(decimal_text_pattern())


def decimal_text_only(value: object) -> object:
    """A before-validator: text that is not ``decimal_text_pattern()`` is no decimal."""
    if isinstance(value, str) and _DECIMAL_TEXT.fullmatch(value) is None:
        raise PydanticKnownError("decimal_parsing")
    return value


def decimal_query_schema(*, integer_digits: int = DECIMAL_DIGITS, unsigned: bool = False) -> Any:
    """The JSON schema of a decimal query parameter: text (a query value always is) in the
    grammar ``decimal_text_only`` reads; with it as ``BeforeValidator``, beside ``Query``."""
    pattern = decimal_text_pattern(integer_digits=integer_digits, unsigned=unsigned)
    return WithJsonSchema({"type": "string", "pattern": pattern})


def _holds(annotation: object, kind: type) -> bool:
    """Whether a field annotated ``annotation`` holds a ``kind`` (a Decimal for ``Money``
    and ``Money | None``, an int for ``int | None``, ...): the type itself, inside
    ``Annotated``, or one option of a union. An identity check: a bool is no int here."""
    if annotation is kind:
        return True
    if get_origin(annotation) is Annotated:
        return _holds(get_args(annotation)[0], kind)
    if get_origin(annotation) in (Union, UnionType):
        return any(_holds(option, kind) for option in get_args(annotation))
    return False


@dataclass(frozen=True)
class _IntKind:
    int: bool
    int_list: bool
    decimal: bool
    date_time: bool
    bool: bool


_INT_KINDS: dict[tuple[type, str], _IntKind] = {}


def _int_kind(model: type[BaseModel], field_name: str) -> _IntKind:
    """What a model's field holds, worked out once per class and field: the check runs on
    every field of every body, and an import checks thousands of rows at once."""
    key = (model, field_name)
    kind = _INT_KINDS.get(key)
    if kind is None:
        field = model.model_fields.get(field_name)
        annotation = field.annotation if field is not None else None
        kind = _IntKind(
            _holds(annotation, int),
            _takes_int_list(annotation),
            _holds(annotation, Decimal),
            _holds(annotation, datetime),
            _holds(annotation, bool),
        )
        _INT_KINDS[key] = kind
    return kind


def _takes_int_list(annotation: object) -> bool:
    """Whether a field annotated ``annotation`` holds a list of ints (``list[PositiveId]``)."""
    if get_origin(annotation) is list:
        return _holds(get_args(annotation)[0], int)
    if get_origin(annotation) in (Union, UnionType):
        return any(_takes_int_list(option) for option in get_args(annotation))
    return False


class WireModel(BaseModel):
    """camelCase on the wire, snake_case in Python; either name is accepted on input
    (a request body reads wire names only: ``RequestModel``)."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )


def _state_request_rules(schema: dict[str, Any]) -> None:
    """Write into a request model's JSON schema the rules ``RequestModel`` applies to every
    field, so that its OpenAPI says what the sandbox reads and refuses: an int is 32 bits;
    an amount is within ``DECIMAL_LIMIT``, and sent as text it is a plain numeral
    (``decimal_text_pattern``) that keeps the amount's bound: unsigned for ``ge=0``,
    non-zero too for ``gt=0``. A smaller upper bound (a rate's 100) cannot be a pattern, so
    such an amount is documented as a number only."""
    properties = schema.get("properties", {})
    for field in properties.values():
        if isinstance(field, dict):
            _state_value_rules(field)


def _state_value_rules(schema: dict[str, Any]) -> None:
    options = schema.get("anyOf")
    if isinstance(options, list):
        numbers = [option for option in options if option.get("type") == "number"]
        if numbers:
            number = numbers[0]
            number.setdefault("maximum", DECIMAL_LIMIT)
            if "exclusiveMinimum" not in number:
                number.setdefault("minimum", -DECIMAL_LIMIT)
            kept = []
            for option in options:
                if option.get("type") == "string" and "format" not in option:
                    if number["maximum"] != DECIMAL_LIMIT or "exclusiveMaximum" in number:
                        continue
                    option["pattern"] = _decimal_text_pattern(number)
                kept.append(option)
            schema["anyOf"] = kept
        for option in schema["anyOf"]:
            if isinstance(option, dict):
                _state_value_rules(option)
        return
    if schema.get("type") == "integer":
        schema.setdefault("maximum", INT32_MAX)
        if "exclusiveMinimum" not in schema:
            schema.setdefault("minimum", INT32_MIN)
    items = schema.get("items")
    if isinstance(items, dict):
        _state_value_rules(items)


def _decimal_text_pattern(number: dict[str, Any]) -> str:
    if number.get("exclusiveMinimum") == 0:
        return _NON_ZERO_DECIMAL_TEXT_PATTERN
    return decimal_text_pattern(unsigned=number.get("minimum") == 0)


_WIRE_NAMES_ONLY = ConfigDict(validate_by_name=False, validate_by_alias=True)
"""A request body as the service binds it: a key that is a field's Python name
(``country_id`` for ``countryId``) is no field of the contract, an unknown key the body's
model ignores like any other. Given to ``RequestModel``'s config as a spread, which
pydantic's mypy plugin does not read: it types ``__init__`` by the config it sees, and
``RequestModel.__init__`` does take Python names."""


class RequestModel(WireModel):
    """A body the client sends. Every rule the spec states is a validator here.

    Two kinds of rules: those the server answers with 400 are pydantic validators (the
    sandbox validates with the same model); those it answers with a 409 business code but
    that the client can still decide alone (too many exchange-rate decimals) are returned
    by ``preflight``, which the client checks before sending and the sandbox does not use.

    A body frozen in the outbox for a full replace holds fields no request model knows (the
    server's record, ``app.models.full_replace``): ``from_frozen`` checks it with the model
    and keeps it, and ``to_wire`` then sends those fields along, unchanged.
    """

    model_config = ConfigDict(json_schema_extra=_state_request_rules, **_WIRE_NAMES_ONLY)

    _frozen_body: dict[str, Any] | None = PrivateAttr(default=None)

    def __init__(self, /, **data: Any) -> None:
        # Code builds a request by its fields' Python names (or wire names); a body read
        # from the wire (``model_validate``, the sandbox's routes) knows wire names only.
        __tracebackhide__ = True
        self.__pydantic_validator__.validate_python(
            data, self_instance=self, by_alias=True, by_name=True
        )

    # Marks the __init__ above as pydantic's own, so that validating a body
    # (``model_validate``, FastAPI's binding) does not go through it and stays by alias.
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]

    @classmethod
    def from_frozen(cls, body: dict[str, Any]) -> Self:
        """The request of a frozen body: checked by this model's rules, and sent whole
        (``to_wire``: this model's fields as it writes them, every other as frozen)."""
        request = cls.model_validate(body)
        request._frozen_body = body
        return request

    @field_validator("*", mode="before")
    @classmethod
    def _no_bool_for_an_int(cls, value: object, info: ValidationInfo) -> object:
        # pydantic reads true as 1 for an int field; the service's JSON binding refuses a
        # boolean where a number goes (400), so a request model does too.
        if isinstance(value, bool) and info.field_name is not None:
            field = cls.model_fields.get(info.field_name)
            if field is not None and _holds(field.annotation, int):
                raise PydanticKnownError("int_type")
        takes = _int_kind(cls, info.field_name or "")
        if isinstance(value, str) and takes.decimal:
            return decimal_text_only(value)
        # A date is ISO 8601 text, as the OpenAPI's date-time says: pydantic would read a
        # number, or text holding one, as Unix seconds ("date": 0 is 1970-01-01).
        if takes.date_time:
            return _iso_8601_only(value)
        # Nor a number or text where a boolean goes (pydantic reads 0, 1, "yes" and "off").
        if takes.bool and not takes.int and value is not None and not isinstance(value, bool):
            raise PydanticKnownError("bool_type")
        return value

    @field_validator("*")
    @classmethod
    def _numbers_fit_the_service(cls, value: object, info: ValidationInfo) -> object:
        # The spec's int is 32 bits: a larger number fails the service's binding (400), and
        # the sandbox must not hand SQLite a number it cannot hold (a 500).
        takes = _int_kind(cls, info.field_name or "")
        # Likewise an amount beyond the service's decimal (SQLite would store inf).
        # The limit compared as the decimal it is written as: pydantic reads the float
        # 7.9e28 (a little less) as Decimal("7.9E+28"), which must pass.
        if takes.decimal and isinstance(value, Decimal):
            if value > _DECIMAL_LIMIT:
                raise PydanticKnownError("less_than_equal", {"le": DECIMAL_LIMIT})
            if value < -_DECIMAL_LIMIT:
                raise PydanticKnownError("greater_than_equal", {"ge": -DECIMAL_LIMIT})
        if isinstance(value, list) and takes.int_list:
            numbers: list[object] = value
        elif takes.int:
            numbers = [value]
        else:
            return value
        for number in numbers:
            if isinstance(number, int) and not isinstance(number, bool):
                if number > INT32_MAX:
                    raise PydanticKnownError("less_than_equal", {"le": INT32_MAX})
                if number < INT32_MIN:
                    raise PydanticKnownError("greater_than_equal", {"ge": INT32_MIN})
        return value

    def preflight(self) -> list[FieldIssue]:
        """Business rules broken by this body that need no server to decide (409s)."""
        return []

    def to_wire(self) -> dict[str, Any]:
        """The JSON body: aliases, numbers as numbers, unset optional fields left out; the
        fields of a frozen body this model does not know, as they were frozen."""
        written = self.model_dump(mode="json", by_alias=True, exclude_none=True)
        if self._frozen_body is None:
            return written
        return carry_body(self._frozen_body, written)


def _offset_optional(schema: dict[str, Any], model: type[Any] | None = None) -> None:
    """Turn JSON Schema's ``date-time`` (RFC 3339, offset required) into ISO 8601 text.

    The service writes a document date as the wall-clock time it was given, with no offset
    ("2026-11-17T21:03:21"); other times carry one. Both are the spec's DateTime.
    """
    if schema.get("format") == "date-time":
        schema["format"] = ISO_DATE_TIME
    for value in schema.values():
        if isinstance(value, dict):
            _offset_optional(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    _offset_optional(item)


WALL_CLOCK_FIELDS = frozenset(
    {
        "documentDate",
        "shippingDate",
        "dueDate",
        "date",
        "expDate",
        "expiryDate",
        "productionDate",
        "entryDate",
        "fromDate",
        "toDate",
    }
)
"""Date-times (wire names) the service writes as the clerk's wall-clock time, with no zone
(a document's date); every other date-time carries one (``updateDate``), and one sent
without is read as UTC, the server's clock."""

ISO_DATE_TIME = "iso-8601-date-time"
"""The JSON Schema format of a response's DateTime: ISO 8601, offset optional."""


class ResponseModel(WireModel):
    """A body the server sends: unknown fields are kept, guessed fields are optional.

    Its JSON schema writes a DateTime as ISO 8601 text whose offset is optional
    (``ISO_DATE_TIME``): document dates are sent without one."""

    model_config = ConfigDict(extra="allow", json_schema_extra=_offset_optional)

    _server_body: dict[str, Any] | None = PrivateAttr(default=None)

    def keep_server_body(self, body: object) -> None:
        """Remember the JSON object this record was read from (the API client does, for a
        record read alone): a full replace starts from it (``server_body``)."""
        if isinstance(body, dict):
            self._server_body = body

    def __eq__(self, other: object) -> bool:
        # The server's body kept for a full replace is how the record was read, not what
        # it is: a record read alone equals the same record read in a list.
        if not isinstance(other, ResponseModel):
            return NotImplemented
        return (
            type(self) is type(other)
            and self.__dict__ == other.__dict__
            and self.__pydantic_extra__ == other.__pydantic_extra__
        )

    __hash__ = None  # type: ignore[assignment]

    def unknown_fields(self) -> dict[str, Any]:
        """The fields the server sent that this model does not know, by wire name, as sent
        (kept, and sent back on a full replace)."""
        return dict(self.__pydantic_extra__ or {})

    def server_body(self) -> dict[str, Any]:
        """The record as the server sent it, every field included (those our models do not
        know too); for a record not read alone (a list row, a draft), its fields as read."""
        if self._server_body is not None:
            return self._server_body
        return self.model_dump(mode="json", by_alias=True)
