"""``app.viewmodels.words`` without Qt says what Qt says in the C locale with no translator
(the runner's), month by month and count by count; with Qt it is Qt (Arabic included)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import date
from decimal import Decimal

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QLocale

from app.viewmodels import words
from app.viewmodels.numbers import format_date, format_money, format_quantity, localize_digits
from app.viewmodels.reports.table import ColumnKind, cell_text

COUNTS = (0, 1, 7, 999, 1000, 1234567)


@pytest.fixture
def c_locale() -> Iterator[None]:
    """Qt's C locale, as the runner's process gets it (LANG=C), for Qt's side."""
    before = QLocale()
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(before)


def qt_texts() -> list[str]:
    texts = [words.month_year_text(2026, month) for month in range(1, 13)]
    texts += [words.month_name(month) for month in range(1, 13)]
    texts += [words.year_text(year) for year in (999, 2026)]
    texts += [words.translate("Reports", "%Ln document(s)", "", n) for n in COUNTS]
    texts += [words.translate("Reports", "%n template(s)", "", n) for n in COUNTS]
    texts += [words.translate("Reports", "Total"), str(words.in_arabic())]
    locale = words.current_locale()
    texts += [locale.toString(n) for n in COUNTS]
    texts += [locale.percent(), locale.negativeSign()]
    texts += [format_date(date(2026, 3, 4)), localize_digits("Q1 2026")]
    texts += [format_money(Decimal(v)) for v in ("-1234567.891", "0.004", "-0.004", "12")]
    texts += [format_quantity(Decimal("2.5000")), cell_text(1234, ColumnKind.COUNT)]
    return texts


def test_without_qt_the_words_are_qts_c_locale_with_no_translator(
    c_locale: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert words.qt_loaded()
    assert QCoreApplication.translate("Reports", "Total") == "Total"  # no translator here
    with_qt = qt_texts()
    monkeypatch.delitem(sys.modules, "PySide6.QtCore")
    assert not words.qt_loaded()
    assert isinstance(words.current_locale(), words.PlainLocale)
    assert qt_texts() == with_qt
    assert with_qt[2] == "Mar 2026" and with_qt[12] == "January"


def test_with_qt_the_clerks_locale_speaks(monkeypatch: pytest.MonkeyPatch) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    try:
        arabic = words.month_year_text(2026, 3)
        assert arabic == QLocale().toString(QDate(2026, 3, 1), "MMM yyyy")
        assert "٢٠٢٦" in arabic and words.in_arabic()
        assert format_money(Decimal("1234.5")) == "١٬٢٣٤٫٥٠"
    finally:
        QLocale.setDefault(before)
