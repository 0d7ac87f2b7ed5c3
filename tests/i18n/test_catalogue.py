"""The translation catalogues are whole: every text of the code has a finished Arabic
translation that keeps its placeholders, and the compiled catalogue loads and answers.

The first test is the one that fails when someone adds a word to the UI and forgets the
catalogue: run ``python packaging/update_translations.py`` and translate what it adds
(README, "Translations").
"""

from __future__ import annotations

import importlib.util
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.store.resources import compile_catalogues, translations_dir

ROOT = Path(__file__).resolve().parents[2]


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "packaging" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while defined
    spec.loader.exec_module(module)
    return module


tool = load_tool()


@pytest.fixture(scope="module")
def extraction() -> object:
    """The code's messages, read once for the module (about a second)."""
    return tool.extract()


@pytest.mark.parametrize("language", ["ar", "en"])
def test_every_text_of_the_code_is_translated(language: str, extraction: object) -> None:
    report = tool.check(tool.TRANSLATIONS_DIR / f"backoffice_{language}.ts", extraction=extraction)
    problems = list(report.lines())
    assert report.ok, (
        "The catalogue is not whole: run `python packaging/update_translations.py`, translate "
        "what it marks unfinished (README › Translations) and commit the .ts.\n"
        + "\n".join(problems[:60])
        + (f"\n… and {len(problems) - 60} more" if len(problems) > 60 else "")
    )


def test_the_committed_catalogues_are_refreshed(extraction: object) -> None:
    """The .ts holds exactly the code's messages (no stale copy from before a refresh)."""
    for ts in tool.catalogues():
        language = tool.language_of(ts)
        current = {m.key for m in tool.read_messages(ts) if m.current}
        wanted = {
            found.key for found in extraction.messages.values() if language != "en" or found.numerus
        }
        assert current == wanted, (
            f"{ts.name} is out of date: run `python packaging/update_translations.py`"
        )


def test_the_arabic_catalogue_uses_the_glossary() -> None:
    """The words a clerk meets everywhere read the same everywhere."""
    messages = {
        (m.context, m.source): m.forms[0]
        for m in tool.read_messages(tool.TRANSLATIONS_DIR / "backoffice_ar.ts")
        if m.current
    }
    assert messages[("Navigation", "Customers")] == "العملاء"
    assert messages[("Navigation", "Stock items")] == "الأصناف المخزنية"
    assert messages[("Navigation", "Warehouses")] == "المستودعات"
    assert messages[("Navigation", "Sales orders")] == "أوامر البيع"
    assert messages[("Navigation", "Sales returns")] == "مرتجعات المبيعات"
    assert messages[("Navigation", "Journal entries")] == "قيود اليومية"
    assert messages[("JournalList", "Cash in")] == "سند قبض"
    assert messages[("JournalList", "Cash out")] == "سند صرف"
    assert messages[("Navigation", "Sales persons")] == "مندوبو المبيعات"
    assert messages[("JournalEntryEditor", "Credit")] == "دائن"  # not the payment type
    assert messages[("Customers", "Credit")] == "آجل"
    assert messages[("Navigation", "Work orders")] == "أوامر التشغيل"
    assert messages[("Documents", "Issue offering")] == "إذن صرف"
    assert messages[("Documents", "Opening balance")] == "رصيد افتتاحي"
    assert messages[("Purchases", "Supplier")] == "المورد"


# -- the checker itself ------------------------------------------------------------------------
def extract_from(tmp_path: Path, code: str) -> ModuleType:
    package = tmp_path / "app"
    package.mkdir(exist_ok=True)
    (package / "screen.py").write_text(textwrap.dedent(code), encoding="utf-8")
    return tool.extract(package)


def test_the_extractor_finds_what_lupdate_drops(tmp_path: Path) -> None:
    extraction = extract_from(
        tmp_path,
        """
        from PySide6.QtCore import QCoreApplication, QObject
        translate = QCoreApplication.translate
        LABELS = {"a": QT_TRANSLATE_NOOP("Labels", "First " "label")}

        class Screen(QObject):
            def build(self, rows):
                self.tr("&Save")
                self.tr("Open", "button")
                translate("Screen", "%Ln rows", "", len(rows))
                QCoreApplication.translate("Screen", "{count} found").format(count=len(rows))
                "text".translate({})
        """,
    )
    found = {key: m.numerus for key, m in extraction.messages.items()}
    assert found == {
        ("Labels", "First label", ""): False,
        ("Screen", "&Save", ""): False,
        ("Screen", "Open", "button"): False,
        ("Screen", "%Ln rows", ""): True,
        ("Screen", "{count} found", ""): False,
    }
    assert extraction.problems == []


def test_the_extractor_refuses_what_cannot_be_translated(tmp_path: Path) -> None:
    extraction = extract_from(
        tmp_path,
        """
        from PySide6.QtCore import QCoreApplication, QObject
        translate = QCoreApplication.translate

        class Screen(QObject):
            def build(self, name, label, n):
                self.tr(f"Hello {name}")
                label.tr("Other")
                self.tr("%n rows", "", n)
                translate("Screen", f"Bye {name}")
                translate("Nowhere", name)

        TITLE = translate("Screen", "Taxes")

        def late(title=translate("Screen", "Default")):
            return lambda: translate("Screen", "Fine")

        def columns():
            t = translate
            return [t("Screen", "Hidden")]
        """,
    )
    problems = "\n".join(extraction.problems)
    assert "f-string: self.tr(f'Hello {name}')" in problems
    assert "tr() on another object" in problems
    assert "tr() with a count" in problems
    assert "translate() of an f-string" in problems
    assert "no text is marked with QT_TRANSLATE_NOOP('Nowhere'" in problems
    assert "translate() under another name (t)" in problems
    imported = [
        problem for problem in extraction.problems if "when the module is imported" in problem
    ]
    assert len(imported) == 2  # the constant and the default value, not the lambda's body
    assert ("Screen", "Fine", "") in extraction.messages


def message(source: str, *forms: str, numerus: bool = False) -> object:
    return tool.Message("C", source, "", numerus, "", list(forms))


@pytest.mark.parametrize(
    ("source", "forms", "numerus", "problem"),
    [
        ("Saved as {code}.", ["حُفظ."], False, "placeholders"),
        ("Saved as {code}.", ["حُفظ {kode}."], False, "placeholders"),
        ("<b>Columns</b>", ["الأعمدة"], False, "HTML tags"),
        ("&Name", ["&ال&اسم"], False, "accelerator"),
        ("%Ln taxes", ["لا", "ضريبة", "ضريبتان", "ضرائب", "%Ln ضريبة", "%Ln ضريبة"], True, "%n"),
        ("%Ln taxes", ["لا", "ضريبة", "ضريبتان"], True, "6 forms expected"),
        ("Total", ["%n"], False, "%n"),
    ],
)
def test_the_checker_catches_a_broken_translation(
    source: str, forms: list[str], numerus: bool, problem: str
) -> None:
    found = tool.problems_of(message(source, *forms, numerus=numerus), "ar")
    assert any(problem in one for one in found), found


def test_the_checker_accepts_plural_forms_in_words() -> None:
    forms = ["لا توجد ضرائب", "ضريبة واحدة", "ضريبتان", "%Ln ضرائب", "%Ln ضريبة", "%Ln ضريبة"]
    assert tool.problems_of(message("%Ln taxes", *forms, numerus=True), "ar") == []


def test_a_refresh_keeps_translations_and_marks_removed_texts(tmp_path: Path) -> None:
    package = tmp_path / "app"
    package.mkdir()
    ts = tmp_path / "backoffice_ar.ts"
    (package / "screen.py").write_text(
        'def f():\n    translate("S", "Keep")\n    translate("S", "Drop")\n', encoding="utf-8"
    )
    tool.refresh([ts], package)
    todo = tmp_path / "todo.json"
    assert tool.export_todo(ts, todo) == 2
    todo.write_text(
        '[{"context": "S", "source": "Keep", "translation": "أبقِ"},'
        ' {"context": "S", "source": "Drop", "translation": "احذف"}]',
        encoding="utf-8",
    )
    assert tool.import_translations(ts, todo) == 2
    (package / "screen.py").write_text(
        'def f(n):\n    translate("S", "Keep")\n    translate("T", "Keep")\n'
        '    translate("S", "New %n", "", n)\n',
        encoding="utf-8",
    )
    tool.refresh([ts], package)
    messages = {(m.context, m.source): m for m in tool.read_messages(ts)}
    assert (messages["S", "Keep"].kind, messages["S", "Keep"].forms) == ("", ["أبقِ"])
    assert messages["S", "Drop"].kind == "vanished"
    # The same English elsewhere comes pre-filled but unfinished, for the translator to confirm.
    assert (messages["T", "Keep"].kind, messages["T", "Keep"].forms) == ("unfinished", ["أبقِ"])
    assert messages["S", "New %n"].numerus and len(messages["S", "New %n"].forms) == 6
    tool.refresh([ts], package, keep_vanished=False)
    assert ("S", "Drop") not in {(m.context, m.source) for m in tool.read_messages(ts)}


# -- the compiled catalogue --------------------------------------------------------------------
@pytest.fixture
def arabic(qapp: QApplication, tmp_path: Path) -> Iterator[QTranslator]:
    compile_catalogues(translations_dir(), tmp_path, force=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "backoffice_ar.qm"))
    qapp.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale("ar_EG"))
    yield translator
    QLocale.setDefault(before)
    qapp.removeTranslator(translator)


def test_the_compiled_catalogue_answers_every_message(arabic: QTranslator) -> None:
    missing = [
        (m.context, m.source)
        for m in tool.read_messages(tool.TRANSLATIONS_DIR / "backoffice_ar.ts")
        if m.current
        and not arabic.translate(m.context, m.source, m.comment or None, 3 if m.numerus else -1)
    ]
    assert missing == []


def test_arabic_counts_take_the_six_plural_forms(arabic: QTranslator) -> None:
    def taxes(n: int) -> str:
        return QCoreApplication.translate("Taxes", "%Ln taxes", "", n)

    assert [taxes(n) for n in (0, 1, 2, 5, 11, 100, 1200)] == [
        "لا توجد ضرائب",
        "ضريبة واحدة",
        "ضريبتان",
        "٥ ضرائب",
        "١١ ضريبة",
        "١٠٠ ضريبة",
        "١٬٢٠٠ ضريبة",
    ]


def test_texts_marked_in_the_qt_free_layers_are_translated_when_shown(
    arabic: QTranslator,
) -> None:
    from app.models.error_codes import ErrorCode, message_for
    from app.store.tabular import TableFileError
    from app.viewmodels.accounting.accounts import type_text
    from app.viewmodels.table_export import table_file_text

    assert type_text("AccountsReceivable") == "الذمم المدينة"
    known = message_for(ErrorCode.DupplicatedCode)
    assert known is not None
    assert QCoreApplication.translate("ErrorCode", known) != known
    error = TableFileError("“{file}” is empty.", file="items.csv")
    assert str(error) == "“items.csv” is empty."
    assert table_file_text(error) == "“items.csv” فارغ."
