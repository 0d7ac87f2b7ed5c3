"""Preferences › Language: English or Arabic, and Latin digits for Arabic.

The choice is stored app-wide (every profile shares it) and applied at start-up, before
any window exists: Qt widgets take their layout direction and texts when built, so a
change asks for a restart rather than half-translating the open windows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QLocale

# Re-exported for the dialog that is handed the store to read and save the choice through.
from app.store.profiles import ProfileStore as ProfileStore

translate = QCoreApplication.translate

LANGUAGE_KEY = "language"
LATIN_DIGITS_KEY = "latin_digits"

ARABIC_FALLBACK_LOCALE = "ar_EG"
"""Arabic formats when the system locale is not Arabic (Egypt: the largest user base)."""
LATIN_DIGIT_ARABIC_LOCALE = "ar_001"
"""Modern Standard Arabic with Latin digits (Qt's ar_EG and ar_SA use Arabic-Indic ones)."""


class Language(StrEnum):
    ENGLISH = "en"
    ARABIC = "ar"


@dataclass(frozen=True)
class LanguagePreferences:
    """What the clerk chose. ``latin_digits`` matters for Arabic only."""

    language: Language = Language.ENGLISH
    latin_digits: bool = False

    @property
    def right_to_left(self) -> bool:
        return self.language is Language.ARABIC


def load_preferences(store: ProfileStore) -> LanguagePreferences:
    """The stored choice; an unknown stored value (a newer version's) reads as English."""
    raw = store.preference(LANGUAGE_KEY)
    try:
        language = Language(raw) if raw else Language.ENGLISH
    except ValueError:
        language = Language.ENGLISH
    return LanguagePreferences(language, store.preference(LATIN_DIGITS_KEY) == "1")


def save_preferences(store: ProfileStore, preferences: LanguagePreferences) -> None:
    store.set_preference(LANGUAGE_KEY, preferences.language.value)
    store.set_preference(LATIN_DIGITS_KEY, "1" if preferences.latin_digits else "0")


def locale_for(preferences: LanguagePreferences, system: QLocale | None = None) -> QLocale:
    """The locale numbers and dates are shown in.

    English keeps the system's country (dates in the order the clerk is used to); Arabic
    uses the system's Arabic locale if it has one, else Egypt's. Latin digits swap an
    Arabic-Indic locale for Modern Standard Arabic, whose digits are Latin.
    """
    system = system or QLocale.system()
    if preferences.language is Language.ENGLISH:
        if system.language() == QLocale.Language.English:
            return system
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    arabic = (
        system if system.language() == QLocale.Language.Arabic else QLocale(ARABIC_FALLBACK_LOCALE)
    )
    if preferences.latin_digits and arabic.zeroDigit() != "0":
        return QLocale(LATIN_DIGIT_ARABIC_LOCALE)
    return arabic


def language_names() -> list[tuple[Language, str]]:
    """Each language in its own words (a clerk who cannot read the other finds hers)."""
    return [(Language.ENGLISH, "English"), (Language.ARABIC, "العربية")]
