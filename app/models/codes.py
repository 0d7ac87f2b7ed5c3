"""Suggesting the next code of a record from the codes already in use."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

_NUMBERED = re.compile(r"^(.*?)(\d+)$")


def next_code(codes: Iterable[str | None]) -> str:
    """The code after the highest of the pattern most codes follow: "CUS-0042" after
    "CUS-0041" (prefix and zero padding kept, "CUS-9999" goes on to "CUS-10000"); "" when
    no code ends in a number, so the clerk types one.

    Codes are compared by their number, not as text ("CUS-10" comes after "CUS-9")."""
    numbers: dict[str, list[tuple[int, int]]] = {}
    for code in codes:
        match = _NUMBERED.match((code or "").strip())
        if match:
            prefix, digits = match.groups()
            numbers.setdefault(prefix, []).append((int(digits), len(digits)))
    if not numbers:
        return ""
    counts = Counter({prefix: len(found) for prefix, found in numbers.items()})
    prefix = max(counts, key=lambda p: (counts[p], p))
    highest = max(number for number, _width in numbers[prefix])
    width = max(width for _number, width in numbers[prefix])
    return f"{prefix}{highest + 1:0{width}d}"
