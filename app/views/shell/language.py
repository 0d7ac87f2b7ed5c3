"""Applying the language preference to the application: translators, direction, locale."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from app.viewmodels.shell.preferences import LanguagePreferences, locale_for
from app.viewmodels.shell.translations import install_translation

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


def texts_qt_lacks() -> list[str]:
    """Texts of Qt's own dialogs that Qt's Arabic catalogue (qtbase_ar, translated for an
    older Qt whose file dialog said "Look in:") does not answer: our catalogue carries them
    in Qt's own contexts, and Qt asks ours first. Returns them translated (the test checks
    each answer); listed as calls so that the catalogue script finds them."""
    return [
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QAbstractFileIconProvider", "Drive"),
    ]


def apply_language(
    app: QApplication, preferences: LanguagePreferences, directory: Path
) -> list[QTranslator]:
    """Install the catalogues of ``preferences`` (ours from ``directory``, Qt's own from
    Qt's folder) and set direction and locale; returns the translators installed. A
    missing catalogue is logged and the app goes on in English words with the chosen
    layout."""
    locale = locale_for(preferences)
    QLocale.setDefault(locale)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft
        if preferences.right_to_left
        else Qt.LayoutDirection.LeftToRight
    )
    installed: list[QTranslator] = []
    language = preferences.language.value
    if language == "en":
        # English words are the source texts; our English catalogue holds only the plural
        # forms ("1 tax", "2 taxes") of the texts with a count.
        ours = install_translation(app, directory, locale)
        return [ours] if ours is not None else installed
    # Qt's own catalogue translates its standard buttons and dialogs (OK, Cancel, the file
    # dialog); it does not flip the layout by itself, hence setLayoutDirection above.
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_catalogue = QTranslator(app)
    if qt_catalogue.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt_catalogue)
        installed.append(qt_catalogue)
    else:
        log.warning("Qt's catalogue qtbase_%s not found in %s", language, qt_dir)
    ours = install_translation(app, directory, locale)
    if ours is not None:
        installed.append(ours)
    else:
        log.warning("no %s catalogue of the app in %s", language, directory)
    return installed
