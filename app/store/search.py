"""Text for the search indexes, normalized the same way when indexing and when typing.

SQLite's unicode61 tokenizer folds case and Latin accents but keeps Arabic harakat, and
clerks type Arabic without them (and with any of the alef forms). Both sides therefore go
through ``fold``: harakat and tatweel removed, alef forms made plain alef, alef maqsura
made yeh, teh marbuta made heh, Arabic-Indic digits made ASCII.
"""

from __future__ import annotations

import re

from app.text.digits import TO_LATIN_DIGITS

_HARAKAT = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
_FOLD = (
    str.maketrans(
        {
            "\u0623": "\u0627",  # أ
            "\u0625": "\u0627",  # إ
            "\u0622": "\u0627",  # آ
            "\u0671": "\u0627",  # ٱ
            "\u0649": "\u064a",  # ى -> ي
            "\u0629": "\u0647",  # ة -> ه
        }
    )
    | TO_LATIN_DIGITS
)
_TOKEN = re.compile(r"\w+", re.UNICODE)


def fold(text: str | None) -> str:
    """``text`` as the search index stores it."""
    if not text:
        return ""
    return _HARAKAT.sub("", text).translate(_FOLD)


def match_query(typed: str) -> str | None:
    """An FTS5 query for what the clerk typed: every word must match the start of a
    word in the record (``gal sam`` finds "Samsung Galaxy"). None when nothing to search."""
    words = _TOKEN.findall(fold(typed))
    if not words:
        return None
    return " ".join(f'"{word}"*' for word in words)
