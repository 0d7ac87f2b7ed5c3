"""Rules on free text that several stock-item and dynamic-property fields share.

``not_blank`` is the spec's "non-blank when sent". The special characters live in
``app.models.special_characters``.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic.config import JsonDict
from pydantic_core import PydanticCustomError

NOT_BLANK_SCHEMA: JsonDict = {"pattern": r"\S"}
"""The not-blank rule as JSON Schema (``Field(json_schema_extra=NOT_BLANK_SCHEMA)`` beside
the validator): some character that is not a space. An unanchored pattern, as JSON Schema
reads one; on a field that may be null it constrains only the text."""


def not_blank(message: str) -> Callable[[str | None], str | None]:
    """An after-validator refusing an all-whitespace value (``None`` passes: not sent).

    ``message`` is the clerk-facing text, marked with ``QT_TRANSLATE_NOOP`` by the caller.
    """

    def check(value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise PydanticCustomError("blank", message)
        return value

    return check
