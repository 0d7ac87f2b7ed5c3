"""Rules on free text that several stock-item and dynamic-property fields share.

``not_blank`` is the spec's "non-blank when sent". The special characters live in
``app.models.special_characters``.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic.config import JsonDict
from pydantic_core import PydanticCustomError

STRIPPED = r"\t\n\v\f\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
"""The characters ``str.strip()`` removes (``str.isspace``), as a regular-expression class
body. Spelled out because ``\\s`` differs between Python (which has ``\\x1c``-``\\x1f``
and ``\\x85``) and the ECMA regular expressions of JSON Schema (which have ``\\ufeff``)."""

NOT_BLANK_PATTERN = f"[^{STRIPPED}]"
NOT_BLANK_SCHEMA: JsonDict = {"pattern": NOT_BLANK_PATTERN}
"""The not-blank rule as JSON Schema (``Field(json_schema_extra=NOT_BLANK_SCHEMA)`` beside
the validator): some character that ``str.strip()`` keeps. An unanchored pattern, as JSON
Schema reads one; on a field that may be null it constrains only the text."""


SOME_VALUE_NOT_BLANK: JsonDict = {"minItems": 1, "contains": {"type": "string", **NOT_BLANK_SCHEMA}}
"""A list whose blank values are dropped and that must keep one: some value not blank."""


def not_blank(message: str) -> Callable[[str | None], str | None]:
    """An after-validator refusing an all-whitespace value (``None`` passes: not sent).

    ``message`` is the clerk-facing text, marked with ``QT_TRANSLATE_NOOP`` by the caller.
    """

    def check(value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise PydanticCustomError("blank", message)
        return value

    return check
