"""Rules on free text that several stock-item and dynamic-property fields share.

``not_blank`` is the spec's "non-blank when sent"; the special characters are those the
service refuses in item descriptions unless the organization allows them (the same set the
spec lists for brand names), shared by the sandbox and by forms that want to warn early.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic_core import PydanticCustomError

SPECIAL_CHARACTERS = frozenset("\\'|,\"<>\t\n\r")
"""Backslash, single quote, pipe, comma, double quote, angle brackets, tab and line breaks."""


def special_characters_in(text: str) -> list[str]:
    """The special characters ``text`` holds, in order of first appearance, no repeats."""
    return list(dict.fromkeys(character for character in text if character in SPECIAL_CHARACTERS))


def not_blank(message: str) -> Callable[[str | None], str | None]:
    """An after-validator refusing an all-whitespace value (``None`` passes: not sent).

    ``message`` is the clerk-facing text, marked with ``QT_TRANSLATE_NOOP`` by the caller.
    """

    def check(value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise PydanticCustomError("blank", message)
        return value

    return check
