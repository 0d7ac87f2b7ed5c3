"""What the Arabic catalogue's digit rewriting (``LocaleDigitsTranslator``) costs per
translated text, against Qt's own ``QTranslator`` on the same catalogue, measured in the same
run: every text of the catalogue asked once (a window built for the first time), then again
(the same texts asked by the next window). Prints microseconds per text and the ratios.

    .venv/bin/python -m tests.benchmarks.bench_translations
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from app.store.resources import CATALOGUE_PREFIX, compile_catalogues, translations_dir
from app.viewmodels.shell.translations import LocaleDigitsTranslator


def messages() -> list[tuple[str, str]]:
    """(context, source) of every current text of the Arabic catalogue."""
    tree = ElementTree.parse(translations_dir() / "backoffice_ar.ts")
    found = []
    for context in tree.getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") != "vanished":
                found.append((name, message.findtext("source") or ""))
    return found


def per_text(
    app: QCoreApplication, translator: QTranslator, texts: list[tuple[str, str]]
) -> list[float]:
    """Microseconds per text: the first pass, then the second."""
    app.installTranslator(translator)
    try:
        passes = []
        for _ in range(2):
            start = time.perf_counter()
            for context, source in texts:
                QCoreApplication.translate(context, source)
            passes.append((time.perf_counter() - start) / len(texts) * 1e6)
        return passes
    finally:
        app.removeTranslator(translator)


def main() -> int:
    app = QCoreApplication(sys.argv[:1])
    texts = messages()
    locale = QLocale("ar_EG")
    with tempfile.TemporaryDirectory() as folder:
        compile_catalogues(translations_dir(), Path(folder), force=True)
        results = {}
        for name, translator in (
            ("QTranslator", QTranslator(app)),
            ("LocaleDigitsTranslator", LocaleDigitsTranslator(locale, app)),
        ):
            translator.load(locale, CATALOGUE_PREFIX.rstrip("_"), "_", folder)
            results[name] = per_text(app, translator, texts)
    base = results["QTranslator"]
    print(f"{len(texts)} texts of the Arabic catalogue, microseconds per text:")
    for name, (first, again) in results.items():
        print(
            f"  {name:24} first {first:6.1f} ({first / base[0]:.1f}x)"
            f"   again {again:6.1f} ({again / base[1]:.1f}x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
