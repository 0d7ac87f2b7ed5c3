"""Every operation the two spec files name, read from their text.

Operations appear in tables (``| GET /v3/taxes | read:tax |``), in headings and prose
(``**POST /v3/stock-items**``, ``Paths: GET /v3/customers; ...``), sometimes with
shorthand siblings: ``PUT /v3/stock-items/batch/by-id, /batch/by-code, /batch/by-sku`` or
``GET /v3/stock-items/cost/by-skus, /by-part-numbers, /by-ids``. A shorthand replaces the
tail of the full path from the first segment they share, or else the last segment.
"""

from __future__ import annotations

import re
from pathlib import Path

SPEC_DIR = Path(__file__).resolve().parents[3] / "shared" / "spec"
SPEC_FILES = ("api-v3-conventions-and-master-data.md", "api-v3-transactional-documents.md")

_PATH = r"/v3/[A-Za-z0-9_{}/-]*[A-Za-z0-9_}]"
_SHORT = r"/(?!v3/)[A-Za-z0-9_{}/-]*[A-Za-z0-9_}]"
_OPERATION = re.compile(
    rf"\b(GET|POST|PUT|PATCH|DELETE) ({_PATH})((?:(?:, | and ){_SHORT}(?![A-Za-z0-9_{{}}/-]))*)"
)
_SHORTHAND = re.compile(rf"(?:, | and )({_SHORT})")


def expand(full: str, short: str) -> str:
    """The full path a shorthand sibling of ``full`` stands for."""
    segments = full.split("/")
    first = short.split("/")[1]
    if first in segments:
        return "/".join(segments[: segments.index(first)]) + short
    return "/".join(segments[:-1]) + short


def operations_in(text: str) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for match in _OPERATION.finditer(text):
        method, path, tail = match.groups()
        found.add((method, path))
        for short in _SHORTHAND.findall(tail):
            found.add((method, expand(path, short)))
    return found


def spec_operations() -> dict[str, set[tuple[str, str]]]:
    """Operations per spec file name."""
    return {name: operations_in((SPEC_DIR / name).read_text()) for name in SPEC_FILES}
