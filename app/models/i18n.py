"""Marking texts for translation in the Qt-free layers."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation without importing Qt (this layer is Qt-free).

    Qt's ``lupdate`` finds strings by this call's name (the context must be a literal); the
    view-models translate them with ``QCoreApplication.translate(context, text)`` when shown.
    """
    return text
