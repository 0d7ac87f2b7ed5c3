"""Applying the language preference to the application: translators, direction, locale."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from app.viewmodels.plurals import install_english_plurals
from app.viewmodels.preferences import LanguagePreferences, locale_for

log = logging.getLogger(__name__)

APP_CATALOGUE = "backoffice"
"""Our catalogue's base name: resources/translations/backoffice_<language>.qm."""


def translations_dir() -> Path:
    """Where our ``.qm`` files are: beside the sources, or inside a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "resources" / "translations"


def apply_language(app: QApplication, preferences: LanguagePreferences) -> list[QTranslator]:
    """Install the catalogues of ``preferences`` and set direction and locale. Returns the
    translators (the caller keeps them alive; Qt does not own them). A missing catalogue
    is logged and the app goes on in English words with the chosen layout."""
    locale = locale_for(preferences)
    QLocale.setDefault(locale)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft
        if preferences.right_to_left
        else Qt.LayoutDirection.LeftToRight
    )
    # First, so that it is asked last: English plural forms where no catalogue has one.
    install_english_plurals(app)
    installed: list[QTranslator] = []
    language = preferences.language.value
    if language == "en":
        return installed
    # Qt's own catalogue translates its standard buttons and dialogs (OK, Cancel, the file
    # dialog); it does not flip the layout by itself, hence setLayoutDirection above.
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir), (f"{APP_CATALOGUE}_{language}", None)):
        translator = QTranslator(app)
        where = folder or str(translations_dir())
        if translator.load(name, where):
            app.installTranslator(translator)
            installed.append(translator)
        else:
            log.warning("translation catalogue %s not found in %s", name, where)
    return installed
