"""Translated words and the locale's number and date text, with or without Qt.

The report tables (``app.viewmodels.reports``) are made by the window and by the command
line's ``backoffice report --format csv|xlsx``. The window has Qt loaded: every call here is
Qt's own (``QCoreApplication.translate``, ``QLocale()``), so what it shows is unchanged,
Arabic included. The command line installs no translator and needs no Qt for a CSV or a
spreadsheet: with PySide6 not imported, the words are the English source texts and numbers
and dates are written as Qt's C locale writes them (Latin digits, "," grouping, "." decimal
mark, English month names), which is what Qt gave the runner, and PySide6 is never loaded
(some 100 ms and 60 MB of a start that needs none of it).

Whether Qt is used is decided at each call, not at import: a module imported by the
command line before anything loaded Qt still speaks Qt's words once the window (or the PDF
path) has loaded it.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def qt_loaded() -> bool:
    """Whether this process has imported Qt (the window, a PDF): then Qt speaks."""
    return "PySide6.QtCore" in sys.modules


class PlainLocale:
    """Qt's C locale, as far as the report tables and ``app.viewmodels.numbers`` ask it:
    Latin digits, "," grouping, "." decimal mark, "-" minus, "%" percent; whole numbers
    without grouping (Qt's C locale omits it). Its methods have QLocale's names, so either
    serves the same code."""

    def zeroDigit(self) -> str:
        return "0"

    def groupSeparator(self) -> str:
        return ","

    def decimalPoint(self) -> str:
        return "."

    def negativeSign(self) -> str:
        return "-"

    def percent(self) -> str:
        return "%"

    def toString(self, value: int) -> str:
        return str(int(value))


PLAIN_LOCALE = PlainLocale()


def current_locale() -> QLocale | PlainLocale:
    """``QLocale()`` (the clerk's) where Qt is loaded, else the C locale without Qt."""
    if qt_loaded():
        from PySide6.QtCore import QLocale

        return QLocale()
    return PLAIN_LOCALE


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` where Qt is loaded; else ``text`` itself (no
    translator), with ``%n`` and ``%Ln`` filled as Qt fills them."""
    if qt_loaded():
        from PySide6.QtCore import QCoreApplication

        # Passed on whole: the message is extracted from the caller's translate("Context",
        # "Text") (packaging/update_translations.py), not from this forwarding call.
        message = (context, text, disambiguation, n)
        return QCoreApplication.translate(*message)
    if n < 0:
        return text
    return text.replace("%Ln", PLAIN_LOCALE.toString(n)).replace("%n", str(n))


def month_year_text(year: int, month: int) -> str:
    """A month as a column's title: "Mar 2026" (Qt's "MMM yyyy"), "مارس ٢٠٢٦" in Arabic."""
    if qt_loaded():
        from PySide6.QtCore import QDate, QLocale

        return QLocale().toString(QDate(year, month, 1), "MMM yyyy")
    return f"{_MONTHS[month - 1][:3]} {year:04d}"


def year_text(year: int) -> str:
    """A year in the locale's digits (Qt's "yyyy")."""
    if qt_loaded():
        from PySide6.QtCore import QDate, QLocale

        return QLocale().toString(QDate(year, 1, 1), "yyyy")
    return f"{year:04d}"


def month_name(month: int) -> str:
    """A month's full name standing alone ("January"), in the locale's language."""
    if qt_loaded():
        from PySide6.QtCore import QLocale

        return QLocale().standaloneMonthName(month, QLocale.FormatType.LongFormat)
    return _MONTHS[month - 1]


def in_arabic() -> bool:
    """Whether the clerk reads Arabic (never without Qt: the runner speaks English)."""
    if qt_loaded():
        from PySide6.QtCore import QLocale

        return QLocale().language() == QLocale.Language.Arabic
    return False
