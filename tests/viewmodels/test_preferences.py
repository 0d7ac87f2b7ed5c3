"""Language preferences: stored app-wide, and the locale numbers and dates follow."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from app.store.profiles import ProfileStore
from app.viewmodels.shell.preferences import (
    Language,
    LanguagePreferences,
    load_preferences,
    locale_for,
    save_preferences,
)


def test_the_choice_is_kept_and_english_is_the_default(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path / "app.db")
    assert load_preferences(store) == LanguagePreferences(Language.ENGLISH, False)
    save_preferences(store, LanguagePreferences(Language.ARABIC, True))
    store.close()
    again = ProfileStore(tmp_path / "app.db")
    assert load_preferences(again) == LanguagePreferences(Language.ARABIC, True)
    again.close()


def test_an_unknown_stored_language_reads_as_english(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path / "app.db")
    store.set_preference("language", "tlh")
    assert load_preferences(store).language is Language.ENGLISH
    store.close()


@pytest.mark.parametrize(
    ("language", "latin", "system", "expected", "zero"),
    [
        (Language.ENGLISH, False, "en_GB", "en_GB", "0"),
        (Language.ENGLISH, False, "ar_EG", "en_US", "0"),
        (Language.ARABIC, False, "en_US", "ar_EG", "٠"),
        (Language.ARABIC, False, "ar_SA", "ar_SA", "٠"),
        (Language.ARABIC, True, "ar_SA", "ar_001", "0"),
        (Language.ARABIC, True, "ar_MA", "ar_MA", "0"),
    ],
)
def test_numbers_follow_the_language_and_the_digits_option(
    language: Language, latin: bool, system: str, expected: str, zero: str
) -> None:
    locale = locale_for(LanguagePreferences(language, latin), QLocale(system))
    assert locale.name() == expected
    assert locale.zeroDigit() == zero
