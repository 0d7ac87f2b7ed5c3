"""A large JSON answer decoded a piece at a time, so that other threads run in between.

``json.loads`` is one call into C that holds the interpreter lock until the whole text is
decoded: some 10 ms for a 1,000-item page on an idle machine, 40-120 ms on a loaded one,
during which the window's thread cannot run at all (the page is decoded on a worker
thread, but the lock is shared). Here the top-level object is walked in Python and each
member, and each element of a member that is a list (a page's ``items``), is decoded by a
call of its own: the interpreter hands the lock over between two of them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

_SPACE = re.compile(r"[ \t\n\r]*")
"""JSON's whitespace (``json.decoder.WHITESPACE`` without its flags)."""


def loads_in_pieces(
    content: bytes | str, *, parse_float: Callable[[str], Any] | None = None
) -> Any:
    """What ``json.loads(content, parse_float=parse_float)`` returns, decoded in pieces.

    Raises ``ValueError`` (``json.JSONDecodeError`` or ``UnicodeDecodeError``) where
    ``json.loads`` would."""
    if isinstance(content, bytes | bytearray):
        text = content.decode(json.detect_encoding(content), "surrogatepass")
    else:
        text = content
    decoder = json.JSONDecoder(parse_float=parse_float)
    decode = decoder.raw_decode
    position = _skip(text, 0)
    if not text.startswith("{", position):
        return decoder.decode(text)  # not an object: nothing to split
    members: dict[str, Any] = {}
    position = _skip(text, position + 1)
    if text.startswith("}", position):
        position += 1
    else:
        while True:
            if not text.startswith('"', position):
                raise json.JSONDecodeError("Expecting property name", text, position)
            key, position = decode(text, position)
            position = _skip(text, position)
            if not text.startswith(":", position):
                raise json.JSONDecodeError("Expecting ':' delimiter", text, position)
            position = _skip(text, position + 1)
            if text.startswith("[", position):
                members[key], position = _list(text, position, decode)
            else:
                members[key], position = decode(text, position)
            position = _skip(text, position)
            if text.startswith(",", position):
                position = _skip(text, position + 1)
            elif text.startswith("}", position):
                position += 1
                break
            else:
                raise json.JSONDecodeError("Expecting ',' delimiter", text, position)
    if _skip(text, position) != len(text):
        raise json.JSONDecodeError("Extra data", text, position)
    return members


def _skip(text: str, position: int) -> int:
    match = _SPACE.match(text, position)
    return match.end() if match else position


def _list(
    text: str, position: int, decode: Callable[[str, int], tuple[Any, int]]
) -> tuple[list[Any], int]:
    """The list starting at ``text[position]`` (a ``[``), one element per call."""
    elements: list[Any] = []
    position = _skip(text, position + 1)
    if text.startswith("]", position):
        return elements, position + 1
    while True:
        element, position = decode(text, position)
        elements.append(element)
        position = _skip(text, position)
        if text.startswith(",", position):
            position = _skip(text, position + 1)
        elif text.startswith("]", position):
            return elements, position + 1
        else:
            raise json.JSONDecodeError("Expecting ',' delimiter", text, position)
