"""English plural forms for texts that show a count, without an English catalogue.

A text with a count is written once, in Qt's plural form: ``translate(context, "%n tax(es)",
None, n)`` (or ``self.tr("%n tax(es)", "", n)``), so that a translation gives each number
its own form (Arabic has six). Qt shows the source text where no catalogue translates it:
"1 tax(es)". ``EnglishPlurals`` is the catalogue of last resort: it answers only texts that
carry a count and mark their plural endings, and picks the English form:

- ``(s)`` and ``(es)``: nothing for 1, the ending otherwise ("%n row(s)", "%n tax(es)");
- ``(one|other)``: the first for 1, the second otherwise ("%n cit(y|ies)").

It is installed before any other catalogue, so a real translation always wins.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

_ENDING = re.compile(r"\((s|es)\)|\((\w*)\|(\w*)\)")


def english_plural(text: str, n: int) -> str:
    """``text`` with its plural endings chosen for ``n`` (``%n`` left for Qt)."""

    def choose(match: re.Match[str]) -> str:
        if match.group(1) is not None:
            return "" if n == 1 else match.group(1)
        return match.group(2) if n == 1 else match.group(3)

    return _ENDING.sub(choose, text)


class EnglishPlurals(QTranslator):
    """See the module docstring."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if n < 0 or "%n" not in source_text or "(" not in source_text:
            return None  # not ours: the next catalogue, or the source text
        chosen = english_plural(source_text, n)
        return chosen if chosen != source_text else None

    def isEmpty(self) -> bool:
        return False


_installed: dict[int, EnglishPlurals] = {}


def install_english_plurals(app: QCoreApplication | QObject) -> EnglishPlurals:
    """Install ``EnglishPlurals`` once for ``app``'s lifetime (later calls return it)."""
    translator = _installed.get(id(app))
    if translator is None:
        translator = EnglishPlurals(app)
        QCoreApplication.installTranslator(translator)
        _installed[id(app)] = translator
    return translator
