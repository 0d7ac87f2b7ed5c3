"""Installing the app's catalogue into Qt, and the self-test's check of the catalogues."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from app.store.resources import compile_catalogues, translations_dir
from app.viewmodels.shell.translations import (
    CatalogueProblem,
    check_catalogues,
    install_translation,
)


@pytest.fixture
def compiled(tmp_path: Path) -> Path:
    """The repository's catalogues, compiled into a temporary folder."""
    compile_catalogues(translations_dir(), tmp_path, force=True)
    return tmp_path


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    before = qapp.children()
    yield qapp
    for child in qapp.children():
        if child not in before:
            qapp.removeTranslator(child)  # type: ignore[arg-type]
            child.deleteLater()


def test_an_arabic_desktop_gets_the_arabic_catalogue(app: QApplication, compiled: Path) -> None:
    translator = install_translation(app, compiled, QLocale("ar_EG"))
    assert translator is not None
    assert translator.language() == "ar"
    assert QCoreApplication.translate("MainWindow", "Back Office Desktop") == "المكتب الخلفي"


def test_an_english_desktop_gets_the_english_plural_forms(
    app: QApplication, compiled: Path
) -> None:
    translator = install_translation(app, compiled, QLocale("en_US"))
    assert translator is not None and translator.language() == "en"
    assert QCoreApplication.translate("MainWindow", "Back Office Desktop") == "Back Office Desktop"
    assert QCoreApplication.translate("Taxes", "%Ln taxes", "", 1) == "1 tax"
    assert QCoreApplication.translate("Taxes", "%Ln taxes", "", 3) == "3 taxes"


def test_a_language_without_a_catalogue_gets_none(app: QApplication, compiled: Path) -> None:
    assert install_translation(app, compiled, QLocale("fr_FR")) is None


def test_the_check_lists_the_languages_whose_catalogue_loads(compiled: Path) -> None:
    assert check_catalogues(compiled) == ["ar", "en"]


def test_the_check_fails_without_catalogues(tmp_path: Path) -> None:
    with pytest.raises(CatalogueProblem, match="no translation catalogue"):
        check_catalogues(tmp_path)


def test_the_check_fails_on_a_broken_catalogue(tmp_path: Path) -> None:
    (tmp_path / "backoffice_ar.qm").write_bytes(b"not a catalogue")
    with pytest.raises(CatalogueProblem, match="does not load"):
        check_catalogues(tmp_path)
