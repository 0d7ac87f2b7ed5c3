"""Filter widgets the document lists share: typed dates, and a second row of filters."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QTableView,
    QWidget,
)

from app.viewmodels.numbers import parse_date
from app.views.widgets.forms import FieldError


def parse_day(text: str) -> date | str | None:
    """A typed date, None when blank, or the text back when it is not a date."""
    text = text.strip()
    if not text:
        return None
    try:
        return parse_date(text)
    except ValueError:
        return text


def day_filter(placeholder: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setPlaceholderText(placeholder)
    edit.setClearButtonEnabled(True)
    edit.setMaximumWidth(116)
    return edit


def watch_day(
    edit: QLineEdit, error: FieldError, apply: Callable[[date | None], None], bad_date: str
) -> None:
    """Typing a date filters once it reads as one; other text says how to type it
    (``bad_date`` with ``{text}``)."""

    def typed(text: str) -> None:
        day = parse_day(text)
        if isinstance(day, str):
            error.show_error(bad_date.format(text=day))
            return
        error.show_error("")
        apply(day)

    edit.textChanged.connect(typed)


class FilterRow(QHBoxLayout):
    """A row of labelled filters (the label is its widget's buddy: Alt+letter)."""

    def add(self, label_text: str, widget: QWidget, stretch: int = 0) -> QWidget:
        label = QLabel(label_text)
        # Never squeezed: a crowded row shrinks the fields, not their names (a little
        # more than the hint: a kerned pair like "To" is otherwise clipped).
        label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        label.setMinimumWidth(label.sizeHint().width() + 3)
        label.setBuddy(widget)
        widget.setAccessibleName(label_text.replace("&", ""))
        self.addWidget(label)
        self.addWidget(widget, stretch)
        self.addSpacing(8)
        return widget


def fit_columns(table: QTableView, stretch: int, *, widest: int = 200) -> None:
    """Columns as wide as their contents (at most ``widest``), a column no row fills
    hidden (no paper numbers, say); the room left, if any, goes to ``stretch`` (a name or a
    party), so that a document list fills the window and a narrow window scrolls sideways
    rather than squeezing a column to nothing."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    model = table.model()
    rows = model.rowCount()
    for column in range(header.count()):
        empty = rows > 0 and not any(model.index(row, column).data() for row in range(rows))
        table.setColumnHidden(column, empty)
    table.resizeColumnsToContents()
    for column in range(header.count()):
        table.setColumnWidth(column, min(table.columnWidth(column) + 8, widest))
    # The vertical scroll bar may appear once the rows are in: keep room for it.
    spare = (
        table.viewport().width() - header.length() - table.verticalScrollBar().sizeHint().width()
    )
    if spare > 0 and 0 <= stretch < header.count():
        table.setColumnWidth(stretch, table.columnWidth(stretch) + spare)
