"""Refresh, check and fill the translation catalogues (``resources/translations/*.ts``).

One command after any change to the UI's words::

    python packaging/update_translations.py            # refresh every .ts from app/
    python packaging/update_translations.py --check    # what is missing or broken (exit 1)

Refreshing reads the client's code (``app/`` without the sandbox, which is the server and
shows no window) and merges its messages into each catalogue: a new message comes in
unfinished (pre-filled, still unfinished, when the same English text is translated in
another context), the translation of an unchanged one is kept, and a message no longer in
the code stays in the file marked ``type="vanished"`` so its translation is not lost if the
text comes back. Files are sorted and carry no line numbers, so two branches that add words
merge without conflicts.

The messages are found with Python's own parser, not ``pyside6-lupdate``: lupdate's Python
reader silently drops a ``translate(...)`` call that has another call among its arguments
(``translate("Taxes", "%Ln taxes", "", len(rows))``) and never marks ``translate`` with a
count as a plural message. The calls it recognizes are the ones lupdate knows:
``self.tr(text[, disambiguation[, n]])`` (context: the enclosing class, as PySide6 looks it
up), ``QCoreApplication.translate(context, text[, disambiguation[, n]])`` (or its alias
``translate``) and ``QT_TRANSLATE_NOOP(context, text)`` for texts translated later. A call
with an f-string or a computed text is reported: lupdate could not extract it either.

``--check`` reports, without writing: code problems, every message of the code whose
translation is missing or unfinished, and every translation that breaks its source
(``{placeholders}``, ``%n``/``%Ln``, HTML tags, more than one ``&`` accelerator, plural forms
left empty). ``tests/i18n/test_catalogue.py`` runs the same check.

Translate with Qt Linguist (``pyside6-linguist resources/translations/backoffice_ar.ts``), or
without it: ``--export-todo todo.json`` writes what needs translating as JSON; fill each
``translation`` (for a message with a count, a list of forms: Arabic has six, for 0, 1, 2,
3-10, 11-99 and 100-102...; English two, for 1 and the others) and load it with
``--import todo.json``. ``backoffice_en.ts`` holds only the English plural forms ("1 tax",
"2 taxes"): the English words are the source texts themselves.

The build compiles each ``.ts`` into ``.qm`` (``app/store/resources.py compile_catalogues``).
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
CODE_DIR = ROOT / "app"
EXCLUDED = ("sandbox",)
"""Packages of ``app/`` that show nothing to a clerk (the sandbox is the server)."""
TRANSLATIONS_DIR = ROOT / "resources" / "translations"
CATALOGUE_PREFIX = "backoffice_"
SOURCE_LANGUAGE = "en"

NUMERUS_FORMS = {"ar": 6, "en": 2}
"""Plural forms Qt expects per language (Arabic: zero, one, two, few, many, other)."""

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
PERCENT_N = re.compile(r"%L?n")
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)\b")
ACCELERATOR = re.compile(r"(?<!&)&(?![&\s])")
TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication"}


# -- finding the messages in the code ----------------------------------------------------------
@dataclass(frozen=True)
class Found:
    """One translatable text of the code."""

    context: str
    source: str
    comment: str
    numerus: bool
    where: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


@dataclass
class Extraction:
    messages: dict[tuple[str, str, str], Found] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    """Calls whose text cannot be extracted (an f-string, a computed text, ``other.tr``)."""
    dynamic: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    """Context -> places translating a computed text in it (its texts must be marked with
    ``QT_TRANSLATE_NOOP`` in that context)."""

    def add(self, found: Found) -> None:
        known = self.messages.get(found.key)
        if known is None or (found.numerus and not known.numerus):
            self.messages[found.key] = found


def source_files(code_dir: Path = CODE_DIR) -> list[Path]:
    """The Python files whose words reach the screen."""
    return sorted(
        path
        for path in code_dir.rglob("*.py")
        if not any(part in EXCLUDED for part in path.relative_to(code_dir).parts[:-1])
    )


def _text(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _comment(node: ast.expr | None) -> str | None:
    """A disambiguation argument: a literal, None or absent (both mean none)."""
    if node is None or (isinstance(node, ast.Constant) and node.value is None):
        return ""
    return _text(node)


class _Finder(ast.NodeVisitor):
    def __init__(self, extraction: Extraction, path: str) -> None:
        self.extraction = extraction
        self.path = path
        self.classes: list[str] = []
        self.depth = 0
        """Functions the visit is inside: 0 means the code runs when the module is imported."""

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        # Decorators and default values run at import; the body when called.
        for outer in [*getattr(node, "decorator_list", []), *node.args.defaults]:
            self.visit(outer)
        for default in node.args.kw_defaults:
            if default is not None:
                self.visit(default)
        self.depth += 1
        for inner in node.body if isinstance(node.body, list) else [node.body]:
            self.visit(inner)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function

    def problem(self, node: ast.AST, text: str) -> None:
        self.extraction.problems.append(f"{self.path}:{getattr(node, 'lineno', 0)}: {text}")

    def visit_Assign(self, node: ast.Assign) -> None:
        self.generic_visit(node)
        value = node.value
        aliased = (isinstance(value, ast.Name) and value.id == "translate") or (
            isinstance(value, ast.Attribute)
            and value.attr == "translate"
            and isinstance(value.value, ast.Name)
            and value.value.id in TRANSLATE_OWNERS
        )
        names = [target.id for target in node.targets if isinstance(target, ast.Name)]
        if aliased and any(name != "translate" for name in names):
            # ``t = translate`` then ``t("Context", "Text")``: the calls through the other
            # name are invisible here (and to lupdate), so their texts never get translated.
            self.problem(
                node,
                f"translate() under another name ({', '.join(names)}): its calls are not "
                "extracted; call translate(...) itself",
            )

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        where = f"{self.path}:{node.lineno}"
        keywords = {keyword.arg: keyword.value for keyword in node.keywords if keyword.arg}
        at_import = not self.depth and len(node.args) >= (1 if name == "tr" else 2)
        if name in ("tr", "translate") and at_import:
            self.problem(
                node,
                f"{name}() when the module is imported, before the language is chosen: "
                "mark the text with QT_TRANSLATE_NOOP and translate it where it is shown",
            )
        if name == "tr" and isinstance(func, ast.Attribute):
            self._tr(node, func, where, keywords)
        elif name == "translate" and (
            isinstance(func, ast.Name)
            or (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id in TRANSLATE_OWNERS
            )
        ):
            self._translate(node, where, keywords)
        elif name == "QT_TRANSLATE_NOOP":
            context, text = (_text(arg) for arg in [*node.args, None, None][:2])
            if context is None or text is None:
                self.problem(node, "QT_TRANSLATE_NOOP needs a literal context and text")
            else:
                self.extraction.add(Found(context, text, "", False, where))
        elif name in ("QT_TR_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_N_NOOP"):
            self.problem(node, f"{name} is not supported: use QT_TRANSLATE_NOOP(context, text)")

    def _tr(
        self, node: ast.Call, func: ast.Attribute, where: str, keywords: dict[str, ast.expr]
    ) -> None:
        if not (isinstance(func.value, ast.Name) and func.value.id == "self") or not self.classes:
            self.problem(
                node,
                "tr() on another object: its context would be that object's class; use "
                "self.tr() or QCoreApplication.translate(context, ...)",
            )
            return
        args = node.args
        text = _text(args[0]) if args else None
        if text is None:
            self.problem(node, f"tr() of a computed text or f-string: {ast.unparse(node)[:80]}")
            return
        comment = _comment(args[1] if len(args) > 1 else keywords.get("disambiguation"))
        if comment is None:
            self.problem(node, "tr() with a computed disambiguation")
            return
        if len(args) > 2 or "n" in keywords:
            # PySide6 looks a counted tr() up in the instance's own class only, not in the
            # class that wrote it (a subclass would show English).
            self.problem(
                node,
                "tr() with a count: use QCoreApplication.translate(context, text, '', n)",
            )
            return
        self.extraction.add(Found(self.classes[-1], text, comment, False, where))

    def _translate(self, node: ast.Call, where: str, keywords: dict[str, ast.expr]) -> None:
        args = node.args
        if len(args) < 2:
            return  # str.translate(table) and the like
        context = _text(args[0])
        if context is None:
            self.problem(node, "translate() with a computed context")
            return
        text = _text(args[1])
        if text is None:
            if isinstance(args[1], ast.JoinedStr):
                self.problem(node, f"translate() of an f-string: {ast.unparse(node)[:80]}")
            else:
                self.extraction.dynamic[context].append(where)
            return
        comment = _comment(args[2] if len(args) > 2 else keywords.get("disambiguation"))
        if comment is None:
            self.problem(node, "translate() with a computed disambiguation")
            return
        numerus = len(args) > 3 or "n" in keywords
        self.extraction.add(Found(context, text, comment, numerus, where))


def extract(code_dir: Path = CODE_DIR) -> Extraction:
    """Every message of the code, and the calls that cannot be extracted."""
    extraction = Extraction()
    for path in source_files(code_dir):
        relative = path.relative_to(code_dir.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
        _Finder(extraction, relative).visit(tree)
    marked = {found.context for found in extraction.messages.values()}
    for context, places in sorted(extraction.dynamic.items()):
        if context not in marked:
            extraction.problems.append(
                f"{places[0]}: translate({context!r}, <computed>) but no text is marked "
                f"with QT_TRANSLATE_NOOP({context!r}, ...)"
            )
    return extraction


# -- the catalogue files -----------------------------------------------------------------------
@dataclass
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str
    """``type`` of the translation: "" (finished), "unfinished", "vanished" or "obsolete"."""
    forms: list[str] = field(default_factory=list)
    """The translation: one text, or one per plural form for a message with a count."""

    @property
    def current(self) -> bool:
        """Still in the code (not marked vanished or obsolete)."""
        return self.kind not in ("vanished", "obsolete")

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def catalogues(directory: Path = TRANSLATIONS_DIR) -> list[Path]:
    return sorted(directory.glob(f"{CATALOGUE_PREFIX}*.ts"))


def language_of(ts: Path) -> str:
    return ts.stem.removeprefix(CATALOGUE_PREFIX)


def read_messages(ts: Path) -> list[Message]:
    if not ts.is_file():
        return []
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            kind = "unfinished" if translation is None else translation.get("type", "")
            if translation is None:
                forms: list[str] = []
            elif numerus:
                forms = [form.text or "" for form in translation.iter("numerusform")]
            else:
                forms = [translation.text or ""]
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    numerus,
                    kind,
                    forms,
                )
            )
    return messages


def _xml(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_messages(ts: Path, language: str, messages: Iterable[Message]) -> None:
    """Write in lupdate's layout (Linguist and lrelease read it), sorted, no locations."""
    by_context: dict[str, list[Message]] = defaultdict(list)
    for message in messages:
        by_context[message.context].append(message)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="{SOURCE_LANGUAGE}">',
    ]
    for context in sorted(by_context):
        lines += ["<context>", f"    <name>{_xml(context)}</name>"]
        for message in sorted(by_context[context], key=lambda m: (m.source, m.comment)):
            numerus = ' numerus="yes"' if message.numerus else ""
            lines.append(f"    <message{numerus}>")
            lines.append(f"        <source>{_xml(message.source)}</source>")
            if message.comment:
                lines.append(f"        <comment>{_xml(message.comment)}</comment>")
            kind = f' type="{message.kind}"' if message.kind else ""
            if message.numerus:
                lines.append(f"        <translation{kind}>")
                lines += [
                    f"            <numerusform>{_xml(form)}</numerusform>" for form in message.forms
                ]
                lines.append("        </translation>")
            else:
                text = message.forms[0] if message.forms else ""
                lines.append(f"        <translation{kind}>{_xml(text)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    ts.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _forms(forms: list[str], count: int) -> list[str]:
    return (forms + [""] * count)[:count]


def merge(
    extraction: Extraction, existing: list[Message], language: str, *, keep_vanished: bool = True
) -> list[Message]:
    """The catalogue after a refresh: see the module docstring. The English catalogue
    holds only the messages with a count (their plural forms)."""
    plural_only = language == SOURCE_LANGUAGE
    forms = NUMERUS_FORMS.get(language, 2)
    old = {message.key: message for message in existing}
    by_source: dict[str, Message] = {}
    for message in existing:
        if message.kind in ("", "vanished") and any(message.forms):
            by_source.setdefault(message.source, message)
    merged: list[Message] = []
    for found in extraction.messages.values():
        if plural_only and not found.numerus:
            continue
        known = old.pop(found.key, None)
        if known is not None and any(known.forms):
            kind = "unfinished" if known.kind == "unfinished" else ""
            if known.numerus != found.numerus:
                kind = "unfinished"  # a count came or went: the translator has a look
            texts = known.forms
        else:
            kind = "unfinished"
            guess = by_source.get(found.source)
            texts = guess.forms if guess is not None and guess.numerus == found.numerus else []
        if found.numerus:
            texts = _forms(texts if len(texts) > 1 else texts * forms, forms)
        else:
            texts = texts[:1]
        merged.append(
            Message(found.context, found.source, found.comment, found.numerus, kind, texts)
        )
    for gone in old.values():
        if keep_vanished and any(
            form.strip() for form in gone.forms
        ):  # keep a translation for its return
            gone.kind = "vanished"
            merged.append(gone)
    return merged


def refresh(
    ts_files: Iterable[Path], code_dir: Path = CODE_DIR, *, keep_vanished: bool = True
) -> list[str]:
    """Merge the code's messages into each ``.ts``; a line per file, then the problems.
    ``keep_vanished=False`` drops the translations of texts no longer in the code."""
    extraction = extract(code_dir)
    said = []
    for ts in ts_files:
        language = language_of(ts)
        before = {m.key for m in read_messages(ts) if m.current}
        merged = merge(extraction, read_messages(ts), language, keep_vanished=keep_vanished)
        write_messages(ts, language, merged)
        current = [m for m in merged if m.current]
        said.append(
            f"{ts.name}: {len(current)} messages, {len({m.key for m in current} - before)} new, "
            f"{sum(1 for m in current if m.kind == 'unfinished')} unfinished, "
            f"{sum(1 for m in merged if not m.current)} vanished kept"
        )
    return said + [f"problem: {problem}" for problem in extraction.problems]


# -- checking ----------------------------------------------------------------------------------
def problems_of(message: Message, language: str) -> list[str]:
    """What is wrong with one current message's translation (empty when it is fine)."""
    if message.kind == "unfinished" or not any(form.strip() for form in message.forms):
        return ["not translated"]
    found = []
    expected_forms = NUMERUS_FORMS.get(language, 2) if message.numerus else 1
    if len(message.forms) != expected_forms or not all(form.strip() for form in message.forms):
        found.append(f"{expected_forms} forms expected, some are missing or empty")
    wanted = Counter(PLACEHOLDER.findall(message.source))
    tags = sorted(TAG.findall(message.source.lower()))
    for form in message.forms:
        if Counter(PLACEHOLDER.findall(form)) != wanted:
            found.append(
                f"placeholders {sorted(wanted)} in the source, "
                f"{sorted(PLACEHOLDER.findall(form))} in “{form}”"
            )
        if sorted(TAG.findall(form.lower())) != tags:
            found.append(f"HTML tags differ in “{form}”")
        if len(ACCELERATOR.findall(form)) > 1:
            found.append(f"more than one & accelerator in “{form}”")
    if PERCENT_N.search(message.source):
        for index, form in enumerate(message.forms):
            # Arabic may say 0, 1 and 2 in words ("لا توجد ضرائب", "ضريبة واحدة",
            # "ضريبتان"), English 1 ("one tax"); the other forms show the number.
            in_words = index <= (2 if language == "ar" else 0) and message.numerus
            if not in_words and not PERCENT_N.search(form):
                found.append(f"%n missing in “{form}”")
    elif any(PERCENT_N.search(form) for form in message.forms):
        found.append("%n in the translation but not in the source")
    return found


@dataclass
class Report:
    language: str
    code_problems: list[str] = field(default_factory=list)
    missing: list[Message] = field(default_factory=list)
    broken: list[tuple[Message, list[str]]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.code_problems and not self.missing and not self.broken

    def lines(self) -> Iterator[str]:
        for problem in self.code_problems:
            yield f"code: {problem}"
        for message in self.missing:
            yield f"[{self.language}] untranslated: {message.context}: {message.source!r}"
        for message, problems in self.broken:
            for problem in problems:
                yield f"[{self.language}] {message.context}: {message.source!r}: {problem}"


def check(ts: Path, code_dir: Path = CODE_DIR, *, extraction: Extraction | None = None) -> Report:
    """The messages of the code that ``ts`` does not translate well (nothing is written)."""
    language = language_of(ts)
    extraction = extraction or extract(code_dir)
    merged = merge(extraction, read_messages(ts), language)
    report = Report(language, list(extraction.problems))
    for message in merged:
        if not message.current:
            continue
        problems = problems_of(message, language)
        if problems == ["not translated"]:
            report.missing.append(message)
        elif problems:
            report.broken.append((message, problems))
    return report


# -- translating without Linguist --------------------------------------------------------------
def export_todo(ts: Path, target: Path) -> int:
    """The current messages that are unfinished or broken, as JSON to fill in."""
    language = language_of(ts)
    todo = [
        {
            "context": message.context,
            "source": message.source,
            "comment": message.comment,
            "numerus": message.numerus,
            "problems": problems,
            "translation": message.forms
            if message.numerus
            else (message.forms[0] if message.forms else ""),
        }
        for message in read_messages(ts)
        if message.current and (problems := problems_of(message, language))
    ]
    target.write_text(json.dumps(todo, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return len(todo)


def import_translations(ts: Path, source: Path) -> int:
    """Fill ``ts`` from a JSON list like ``export_todo``'s (entries with an empty
    translation are skipped) and mark those messages finished; the number filled."""
    entries = json.loads(source.read_text(encoding="utf-8"))
    wanted = {
        (entry["context"], entry["source"], entry.get("comment", "")): entry["translation"]
        for entry in entries
        if entry.get("translation")
    }
    language = language_of(ts)
    messages = read_messages(ts)
    filled = 0
    for message in messages:
        value = wanted.get(message.key)
        if value is None:
            continue
        forms = value if isinstance(value, list) else [value]
        if message.numerus:
            count = NUMERUS_FORMS.get(language, 2)
            message.forms = _forms(forms if len(forms) > 1 else forms * count, count)
        else:
            message.forms = forms[:1]
        message.kind = ""
        filled += 1
    write_messages(ts, language, messages)
    return filled


# -- command line ------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report what is missing (exit 1)")
    parser.add_argument("--export-todo", type=Path, metavar="JSON", help="after refreshing")
    parser.add_argument("--import", dest="import_", type=Path, metavar="JSON")
    parser.add_argument("--language", default="ar", help="catalogue of --export-todo/--import")
    parser.add_argument(
        "--drop-vanished",
        action="store_true",
        help="forget the translations of texts no longer in the code",
    )
    args = parser.parse_args(argv)
    ts_files = catalogues()
    if not ts_files:
        raise SystemExit(f"no {CATALOGUE_PREFIX}*.ts in {TRANSLATIONS_DIR}")
    if args.check:
        failed = False
        extraction = extract()
        for ts in ts_files:
            report = check(ts, extraction=extraction)
            for line in report.lines():
                print(line)
            print(
                f"{ts.name}: {len(report.missing)} untranslated, "
                f"{len(report.broken)} with problems, {len(report.code_problems)} code problems"
            )
            failed = failed or not report.ok
        return 1 if failed else 0
    target = TRANSLATIONS_DIR / f"{CATALOGUE_PREFIX}{args.language}.ts"
    if args.import_:
        print(f"{import_translations(target, args.import_)} messages filled in {target.name}")
    for line in refresh(ts_files, keep_vanished=not args.drop_vanished):
        print(line)
    if args.export_todo:
        count = export_todo(target, args.export_todo)
        print(f"{count} messages to translate written to {args.export_todo}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
