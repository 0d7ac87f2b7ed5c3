"""Installing the app's translation catalogues (compiled ``.qm``) into Qt.

Only the app's own catalogue is loaded here. Qt's own Arabic catalogue flips the layout
direction when loaded, ours does not: the choice of language and direction is a setting of
its own (see DESIGN.md), not a side effect of finding a file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator

from app.store.resources import CATALOGUE_PREFIX, catalogues
from app.viewmodels.numbers import localize_digits


class LocaleDigitsTranslator(QTranslator):
    """The app's catalogue, its sentences' numbers in the locale's digits
    (``localize_digits``): "(السعر 1)" reads "(السعر ١)" with Arabic-Indic digits, and stays
    Latin for a clerk who chose Latin digits. Installed only where the locale's digits are
    not Latin (a plain ``QTranslator`` otherwise: no Python call per text)."""

    def __init__(self, locale: QLocale, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._locale = QLocale(locale)
        self._answers: dict[tuple[str, str, str | None, int], str | None] = {}
        """Each question answered once: a window asks the same texts again and again."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        key = (context, source, disambiguation, n)
        try:
            return self._answers[key]
        except KeyError:
            pass
        text = super().translate(context, source, disambiguation, n)
        # None, not "": Qt takes an empty text for an answer and stops asking (PySide6's
        # tr() then never tries the base class's context).
        answer = localize_digits(text, self._locale) if text else None
        self._answers[key] = answer
        return answer


class CatalogueProblem(Exception):
    """The translations folder has no usable catalogue (the message says what is wrong)."""


def install_translation(
    app: QCoreApplication, directory: Path, locale: QLocale | None = None
) -> QTranslator | None:
    """Install the catalogue that best matches ``locale``'s UI languages (the system's by
    default); None when there is none. English has one for its plural forms only ("1 tax"):
    without it the English texts still show, as "1 taxes". The translator is a child of
    ``app``, so it lives as long as the application."""
    chosen = locale or QLocale.system()
    translator = (
        LocaleDigitsTranslator(chosen, app) if chosen.zeroDigit() != "0" else QTranslator(app)
    )
    if not translator.load(chosen, CATALOGUE_PREFIX.rstrip("_"), "_", str(directory)):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


def check_catalogues(directory: Path) -> list[str]:
    """The languages whose catalogue loads and holds translations; raises
    ``CatalogueProblem`` when there is none or one is broken (the self-test's check)."""
    found = catalogues(directory)
    if not found:
        raise CatalogueProblem(f"no translation catalogue (*.qm) in {directory}")
    for language, path in found.items():
        translator = QTranslator()
        if not translator.load(str(path)):
            raise CatalogueProblem(f"the {language} catalogue {path} does not load")
        if translator.isEmpty():
            raise CatalogueProblem(f"the {language} catalogue {path} holds no translation")
    return list(found)
