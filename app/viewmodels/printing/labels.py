"""Printed labels in the document's language, which may differ from the window's.

The app's catalogue (``backoffice_<language>.qm``) is loaded into a translator of its own,
never installed on the application, and asked for the "Printing" context only: an Arabic
invoice from an English window, an English one from an Arabic window.
"""

from __future__ import annotations

import logging
from functools import cache

from PySide6.QtCore import QTranslator

from app.printing.numbers import Digits
from app.printing.page import Labels, PrintLanguage
from app.store.paths import AppPaths
from app.store.resources import (
    CATALOGUE_PREFIX,
    TranslationBuildError,
    catalogues,
    prepared_translations,
    translations_dir,
)

log = logging.getLogger(__name__)


@cache
def _translator(language: str) -> QTranslator | None:
    directory = translations_dir()
    try:
        directory, _ = prepared_translations(AppPaths.resolve().data_dir / "translations")
    except (TranslationBuildError, OSError) as exc:
        log.warning("translations not compiled for printing: %s", exc)
    found = catalogues(directory)
    translator = QTranslator()
    if language not in found or not translator.load(str(found[language])):
        log.warning("no %s%s catalogue in %s for printing", CATALOGUE_PREFIX, language, directory)
        return None
    return translator


def print_labels(language: PrintLanguage | str, *, arabic_digits: bool = True) -> Labels:
    """The labels of a document printed in ``language``; Arabic figures in Arabic-Indic
    digits unless the clerk prefers Latin ones (``arabic_digits=False``)."""
    language = PrintLanguage(language)
    if language is PrintLanguage.ENGLISH:
        return Labels(language)
    translator = _translator(language.value)

    def translate(context: str, text: str) -> str:
        if translator is None:
            return text
        return translator.translate(context, text) or text

    return Labels(language, translate, Digits(arabic_indic=arabic_digits, right_to_left=True))
