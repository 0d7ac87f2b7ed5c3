"""The "special characters" several master-data rules refuse or strip.

The spec names the set only once, for brand names: backslash, single quote, pipe, comma,
double quote, angle brackets, tab and newline. Service item descriptions (refused unless an
organization setting allows them) and sales person codes and names (silently removed when
stored) speak of "special characters" without a list; the sandbox takes the same set, and a
form can use these helpers to warn before sending.
"""

from __future__ import annotations

SPECIAL_CHARACTERS = frozenset("\\'|,\"<>\t\n\r")
"""The characters the service treats as special in names, codes and descriptions."""

_REMOVE_SPECIAL = str.maketrans(dict.fromkeys(SPECIAL_CHARACTERS))


def has_special_characters(text: str) -> bool:
    """Whether ``text`` holds any of ``SPECIAL_CHARACTERS``."""
    return any(character in SPECIAL_CHARACTERS for character in text)


def special_characters_in(text: str) -> list[str]:
    """The special characters ``text`` holds, in order of first appearance, no repeats."""
    return list(dict.fromkeys(character for character in text if character in SPECIAL_CHARACTERS))


def without_special_characters(text: str) -> str:
    """``text`` with every special character removed (nothing put in their place)."""
    return text.translate(_REMOVE_SPECIAL)
