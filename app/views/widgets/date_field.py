"""The date field of every editor: a date typed in full over the one shown is that date,
year included, in Latin or Arabic-Indic digits, in any language.

Qt's own date edit types into one section at a time: over a selected 2026-12-01, typing
2025-03-15 changes the month and the day and keeps 2026; and in an Arabic window, where
the field shows Arabic-Indic digits, typing does nothing. Here, typing digits over the
selected date (the field selects it when the clerk tabs in), or any digits in a window
whose digits are not Latin, starts a new date: the digits are shown as they come
("2025-0"), separators optional, and the date is set once eight digits make a valid one.
Backspace takes a digit back; leaving the field with only a year (or a year and month)
typed puts them on the date shown, as Qt's own typing would; Escape, or fewer digits than
a year, put the date back as it was. Arrow keys, the calendar and typing inside one
section stay Qt's.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QDateEdit, QWidget

from app.text.digits import TO_LATIN_DIGITS

SEPARATORS = ("-", "/", ".", "\u066b", "\u060c")
"""Typed between parts (Latin, and the Arabic decimal separator and comma): skipped."""


class DateField(QDateEdit):
    """A ``yyyy-MM-dd`` date edit with a calendar that takes a whole date typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A date reads year-month-day from the left in Arabic too: a right-to-left date
        # edit reverses its format's sections (15-03-2025), so the direction is fixed.
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setCalendarPopup(True)
        self.setDisplayFormat("yyyy-MM-dd")
        self._typed = ""
        """Digits of a date being typed anew (up to 8: yyyymmdd), "" when none is."""

    def typing(self) -> str:
        """The digits of the date being typed, "" when none is (for tests)."""
        return self._typed

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().translate(TO_LATIN_DIGITS)
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if plain and len(text) == 1 and text.isdigit() and (self._typed or self._starts_anew()):
            self._type_digit(text)
            return
        if self._typed:
            if event.key() == Qt.Key.Key_Backspace:
                self._typed = self._typed[:-1]
                self._show_typed()
                return
            if text in SEPARATORS:
                return  # the parts are read by their length
            if event.key() == Qt.Key.Key_Escape:
                self._end_typing(keep=False)
                return
            self._end_typing()
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._end_typing()  # an unfinished date is no date: the one before stays
        super().focusOutEvent(event)

    def _starts_anew(self) -> bool:
        """Whether a digit typed now begins a new date: the selection starts at the
        year (the whole date, or the year as tabbing in selects it), or the window's
        digits are not Latin (Qt's section typing cannot read them there)."""
        line = self.lineEdit()
        from_year = line.hasSelectedText() and line.selectionStart() == 0
        return from_year or self.locale().zeroDigit() != "0"

    def _type_digit(self, digit: str) -> None:
        self._typed = (self._typed + digit)[:8]
        if len(self._typed) == 8:
            day = QDate(int(self._typed[:4]), int(self._typed[4:6]), int(self._typed[6:]))
            if day.isValid() and self.minimumDate() <= day <= self.maximumDate():
                self._typed = ""
                self.setDate(day)
                self._show_date()
                return
        self._show_typed()

    def _show_typed(self) -> None:
        """The digits so far as the start of a date, in the window's digits."""
        parts = [self._typed[:4], self._typed[4:6], self._typed[6:8]]
        shown = "-".join(part for part in parts if part)
        zero = self.locale().zeroDigit()
        if zero != "0":
            shown = shown.translate({ord(str(i)): chr(ord(zero) + i) for i in range(10)})
        line = self.lineEdit()
        # Shown only: the date edit's own reading of its text would refuse a part-date.
        line.blockSignals(True)
        line.setText(shown)
        line.blockSignals(False)
        if not self._typed:
            self._show_date()

    def _show_date(self) -> None:
        line = self.lineEdit()
        line.blockSignals(True)
        line.setText(self.textFromDateTime(self.dateTime()))
        line.blockSignals(False)

    def _end_typing(self, *, keep: bool = True) -> None:
        """Stop typing a new date. With ``keep``, a year typed (and a month after it) is
        put on the date shown, as Qt's own section typing does: "2025" then Tab is that
        day in 2025; fewer digits than a year, or Escape, leave the date as it was."""
        typed, self._typed = self._typed, ""
        if not typed:
            return
        if keep and len(typed) >= 4:
            current = self.date()
            year = int(typed[:4])
            month = int(typed[4:6]) if len(typed) >= 6 else current.month()
            if 1 <= month <= 12 and year >= 1:
                day = min(current.day(), QDate(year, month, 1).daysInMonth())
                wanted = QDate(year, month, day)
                if self.minimumDate() <= wanted <= self.maximumDate():
                    self.setDate(wanted)
        self._show_date()
