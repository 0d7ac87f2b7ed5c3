"""A list or a report printed as a table: its title, the company, its filters, its rows and
totals, page x of y, the header repeated on every page; English or Arabic (right to left).

Every list and report prints through here (``layout_table``), the window's Print and Save
as PDF and the command line's ``--format pdf`` alike. The caller gives the texts in the print
language (title, column titles, parameters); figures are formatted here by column kind.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from app import clock
from app.models.i18n import QT_TRANSLATE_NOOP
from app.printing.page import Frame, Labels, LogicalAlign, Page, PageStyle, PrintedDocument


class ColumnKind(StrEnum):
    TEXT = "text"
    MONEY = "money"
    QUANTITY = "quantity"
    DATE = "date"

    @property
    def numeric(self) -> bool:
        return self in (ColumnKind.MONEY, ColumnKind.QUANTITY)


class RowLevel(StrEnum):
    DETAIL = "detail"
    SUBTOTAL = "subtotal"
    """Bold, with a rule above it."""
    TOTAL = "total"
    """Bold and shaded, with a heavier rule above it."""


@dataclass(frozen=True)
class TableColumn:
    title: str
    kind: ColumnKind = ColumnKind.TEXT
    weight: float | None = None
    """Share of the width; None: from the longest text of the column."""


@dataclass(frozen=True)
class TableRow:
    cells: tuple[object, ...]
    """One value per column: text, a number (Decimal, int, float), a date, or None (blank)."""
    level: RowLevel = RowLevel.DETAIL


@dataclass(frozen=True)
class TableReport:
    """A table to print. Texts are already in the print language."""

    title: str
    company_name: str
    columns: tuple[TableColumn, ...]
    rows: tuple[TableRow, ...]
    parameters: tuple[tuple[str, str | dt.date], ...] = ()
    """(label, value) pairs: the filters the table was made with ("From", date(2026, 11, 1));
    a date is printed as the document prints dates (``Digits.date``)."""
    file_stem: str = ""
    """The PDF's proposed name; the title when empty."""
    printed_at: dt.datetime | None = None
    notes: tuple[str, ...] = field(default=())
    """Lines under the table ("Offline: from the cache of 2026-11-28 09:10")."""
    summary: SummaryBox | None = None
    """A box under the rows on the last page, before the notes."""


@dataclass(frozen=True)
class SummaryBox:
    """A small table printed under the rows on the last page (a statement's ageing):
    a title, then a row of captions over a row of amounts. Texts in the print language."""

    title: str
    captions: tuple[str, ...]
    values: tuple[object, ...]
    """One per caption: amounts (printed as money) or texts."""


PAGE_OF = QT_TRANSLATE_NOOP("Printing", "Page {page} of {pages}")
PRINTED_ON = QT_TRANSLATE_NOOP("Printing", "Printed {time}")
NO_ROWS = QT_TRANSLATE_NOOP("Printing", "Nothing to show.")


_NUMBER = re.compile(r"^[-+(]?[\d\u0660-\u0669][\d\u0660-\u0669,.\u066b\u066c\s]*%?\)?$")


def table_from_rows(
    title: str,
    company_name: str,
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    parameters: tuple[tuple[str, str | dt.date], ...] = (),
    notes: tuple[str, ...] = (),
) -> TableReport:
    """A list as the window shows it (texts) as a table: a column whose every filled cell
    is a figure is laid out as one (aligned at its end)."""
    columns = []
    for index, header in enumerate(headers):
        cells = [row[index] for row in rows if index < len(row) and row[index].strip()]
        numeric = bool(cells) and all(_NUMBER.match(cell.strip()) for cell in cells)
        columns.append(TableColumn(header, ColumnKind.MONEY if numeric else ColumnKind.TEXT))
    return TableReport(
        title=title,
        company_name=company_name,
        columns=tuple(columns),
        rows=tuple(TableRow(tuple(row)) for row in rows),
        parameters=parameters,
        file_stem=title,
        notes=notes,
    )


_SHEET_KINDS = {
    "money": ColumnKind.MONEY,
    "price": ColumnKind.MONEY,
    "quantity": ColumnKind.QUANTITY,
    "integer": ColumnKind.QUANTITY,
    "date": ColumnKind.DATE,
}


def table_from_list(
    listed: object, title: str, company_name: str, *, notes: tuple[str, ...] = ()
) -> TableReport:
    """What a list exports, as a table to print: a text table (``headers``, ``rows`` of
    texts) or a typed sheet (``columns`` with ``title`` and ``kind``, ``rows`` of values:
    figures then print as figures, dates as dates)."""
    columns = getattr(listed, "columns", None)
    rows = list(getattr(listed, "rows", []))
    if columns is None:
        headers = list(getattr(listed, "headers", []))
        return table_from_rows(title, company_name, headers, rows, notes=notes)
    return TableReport(
        title=title,
        company_name=company_name,
        columns=tuple(
            TableColumn(str(c.title), _SHEET_KINDS.get(str(c.kind), ColumnKind.TEXT))
            for c in columns
        ),
        rows=tuple(TableRow(tuple(row)) for row in rows),
        file_stem=title,
        notes=notes,
    )


def cell_text(value: object, kind: ColumnKind, labels: Labels) -> str:
    """One cell as printed: figures in the document's digits, dates as ISO dates."""
    if value is None or value == "":
        return ""
    digits = labels.digits
    if kind is ColumnKind.MONEY and not isinstance(value, str):
        return digits.money(value)
    if kind is ColumnKind.QUANTITY and not isinstance(value, str):
        return digits.quantity(value)
    if kind is ColumnKind.DATE and isinstance(value, dt.date | str):
        return digits.date(value)
    return str(value)


READABLE_TEXT_CHARS = 18.0
"""The fewest characters a text column keeps before a table turns to landscape
(``page_for``): fewer leave a code or an account's name unreadable ("11…", "Cl…")."""


def _natural_weights(columns: Sequence[TableColumn], texts: Sequence[Sequence[str]]) -> list[float]:
    """Each column's share of the width: its weight, or its longest text (4 to 40
    characters, in units of 8 characters)."""
    weights: list[float] = []
    for index, column in enumerate(columns):
        if column.weight is not None:
            weights.append(column.weight)
            continue
        # Titles are bold (about 15 % wider); 1.5 characters of padding.
        longest = max([len(column.title) * 1.15, *(len(row[index]) for row in texts[:500])])
        weights.append(min(40.0, max(4.0, longest + 1.5)) / 8.0)
    return weights


def _kept_whole(column: TableColumn) -> bool:
    """Figures and dates are never elided: they keep their natural width."""
    return column.weight is None and (column.kind.numeric or column.kind is ColumnKind.DATE)


def readable_width(
    columns: Sequence[TableColumn], texts: Sequence[Sequence[str]], char_width: float
) -> float:
    """Millimetres the table needs to be read: its figures and dates at their natural
    width, each text column its longest text up to ``READABLE_TEXT_CHARS`` characters
    (``char_width``: millimetres of an average character of the table's font). A table
    sized by weights fits any page (0)."""
    if any(column.weight is not None for column in columns):
        return 0.0
    natural = char_width * 8.0
    readable = (READABLE_TEXT_CHARS + 1.5) / 8.0
    return sum(
        w * natural if _kept_whole(column) else min(w, readable) * natural
        for w, column in zip(_natural_weights(columns, texts), columns, strict=True)
    )


SMALLEST_TABLE_POINTS = 6.5
"""The smallest a table's type shrinks to fit a landscape page (from the layout's 8 pt)."""


def table_char_width(style: PageStyle) -> float:
    """Millimetres of an average character of ``style``'s table font: a digit of the
    printed fonts (Noto Sans) is 0.572 em wide, a little more than most letters (points to
    millimetres). Less than that, and a six-digit code was elided in a column sized for it."""
    return style.size("table") * 0.3528 * 0.58


def page_for(
    style: PageStyle, columns: Sequence[TableColumn], texts: Sequence[Sequence[str]]
) -> PageStyle:
    """The page a table is printed on: ``style`` while a portrait page holds the table's
    figures whole and its texts readable (``readable_width``); else the same paper turned
    to landscape (a cash flow's seven amounts left its account names two letters); and
    where even that is too narrow (a profit and loss in twelve months), the table's type
    made smaller to fit, down to ``SMALLEST_TABLE_POINTS``, below which its longest texts
    are elided. A roll stays as it is."""
    if style.is_roll:
        return style
    needed = readable_width(columns, texts, table_char_width(style))
    if needed <= style.content_width:
        return style
    if style.is_portrait:
        style = style.landscape()
        if needed <= style.content_width:
            return style
    points = style.size("table") * style.content_width / needed
    return style.with_font_size("table", max(SMALLEST_TABLE_POINTS, points))


def column_widths(
    columns: Sequence[TableColumn],
    texts: Sequence[Sequence[str]],
    total: float,
    char_width: float | None = None,
) -> list[float]:
    """Widths that share ``total``: a column's weight, or its longest text (4 to 40 chars).
    Given ``char_width`` (millimetres of an average character of the table's font), a
    table wider than the page keeps its figures, dates and short texts whole and takes
    the room from its longest texts (a comment is elided, never an amount or a date)."""
    weights = _natural_weights(columns, texts)
    scale = total / (sum(weights) or 1.0)
    natural = char_width * 8.0 if char_width else None
    if natural is None or scale >= natural:
        return [w * scale for w in weights]
    # Too wide at the font's own size: figures and dates at their natural width, and the
    # text columns capped at one width (the longest ones shrink, the short ones stay).
    fixed = [_kept_whole(column) for column in columns]
    room = total - sum(w * natural for w, f in zip(weights, fixed, strict=True) if f)
    texts_needed = sorted(w * natural for w, f in zip(weights, fixed, strict=True) if not f)
    if room <= 0 or not texts_needed:
        return [w * scale for w in weights]
    cap, left, count = 0.0, room, len(texts_needed)
    for index, need in enumerate(texts_needed):
        share = left / (count - index)
        if need > share:
            cap = share
            break
        left -= need
    else:
        cap = texts_needed[-1]
    return [
        w * natural if f else min(w * natural, cap) for w, f in zip(weights, fixed, strict=True)
    ]


def layout_table(
    report: TableReport, style: PageStyle, labels: Labels, *, now: dt.datetime | None = None
) -> PrintedDocument:
    """The report's pages: on each, the company, title and parameters, the column titles,
    as many rows as fit, and "Page x of y" at the foot; a roll (80 mm) is one long page. A
    table whose figures fill a portrait page is printed on its landscape (``page_for``)."""
    n = len(report.columns)
    texts = [
        [
            cell_text(value, column.kind, labels)
            for value, column in zip(_padded(row.cells, n), report.columns, strict=True)
        ]
        for row in report.rows
    ]
    style = page_for(style, report.columns, texts)
    char_width = table_char_width(style)
    widths = column_widths(report.columns, texts, style.content_width, char_width)
    row_h = style.row_height
    moment = report.printed_at or now or clock.wall_now()
    printed = labels(PRINTED_ON).replace("{time}", labels.digits.moment(moment))
    header_height = _header(Frame(style, rtl=labels.rtl), report, widths, printed, labels)
    footer = 8.0
    if style.is_roll:
        per_page = max(1, len(report.rows))
    else:
        per_page = max(
            1, math.floor((style.height - style.margin - footer - header_height) / row_h)
        )
    chunks = [texts[i : i + per_page] for i in range(0, len(texts), per_page)] or [[]]
    # The box and the notes go under the last rows: on a page of their own where the last
    # page's rows leave them no room.
    tail_rows = (3.6 if report.summary else 0.0) + len(report.notes) * 1.3
    if not style.is_roll and tail_rows and len(chunks[-1]) + tail_rows > per_page and report.rows:
        chunks.append([])
    levels = [row.level for row in report.rows]
    pages: list[Page] = []
    for number, chunk in enumerate(chunks, start=1):
        frame = Frame(style, rtl=labels.rtl)
        y = _header(frame, report, widths, printed, labels)
        first = (number - 1) * per_page
        if not chunk and not report.rows:
            frame.text(0, y, style.content_width, row_h, labels(NO_ROWS), size="table", gray=True)
            y += row_h
        for offset, cells in enumerate(chunk):
            y = _row(frame, report.columns, widths, cells, levels[first + offset], y, row_h)
        if number == len(chunks):
            if report.summary is not None:
                y = _summary(frame, report.summary, y + 2.0, row_h, labels)
            for note in report.notes:
                y += 1.5
                frame.text(0, y, style.content_width, row_h, note, size="small", gray=True)
                y += row_h
        page_text = (
            labels(PAGE_OF)
            .replace("{page}", labels.digits.integer(number))
            .replace("{pages}", labels.digits.integer(len(chunks)))
        )
        if style.is_roll:
            frame.text(0, y + 2, style.content_width, 5, page_text, size="small", align="center")
            pages.append(frame.page(height=y + 2 + 5 + style.margin))
        else:
            foot_y = style.height - style.margin - 5
            frame.rule(0, foot_y - 1, style.content_width, weight=0.1)
            frame.text(0, foot_y, style.content_width, 5, page_text, size="small", align="end")
            frame.text(
                0, foot_y, style.content_width / 2, 5, report.company_name, size="small", gray=True
            )
            pages.append(frame.page())
    return PrintedDocument(
        title=report.title,
        file_stem=report.file_stem or report.title,
        language=labels.language,
        pages=tuple(pages),
    )


def _header(
    frame: Frame, report: TableReport, widths: list[float], printed: str, labels: Labels
) -> float:
    """Draws the page header into ``frame``; returns where the rows start."""
    style = frame.style
    full = style.content_width
    y = style.margin
    frame.text(0, y, full * 0.6, 6, report.company_name, size="heading", bold=True)
    frame.text(full * 0.6, y, full * 0.4, 6, printed, size="small", align="end", gray=True)
    y += 6.5
    frame.text(0, y, full, 8, report.title, size="title", bold=True)
    y += 9
    if report.parameters:
        columns = 1 if style.is_roll else 2
        cell = full / columns
        for index, (label, value) in enumerate(report.parameters):
            col, line = index % columns, index // columns
            shown = labels.digits.date(value) if isinstance(value, dt.date) else value
            frame.text(col * cell, y + line * 4.6, cell, 4.6, f"{label}: {shown}", size="small")
        y += math.ceil(len(report.parameters) / columns) * 4.6 + 1.5
    frame.shade(0, y, full, style.row_height)
    x = 0.0
    for column, width in zip(report.columns, widths, strict=True):
        align: LogicalAlign = "end" if column.kind.numeric else "start"
        frame.text(
            x + 1,
            y,
            width - 2,
            style.row_height,
            column.title,
            size="table",
            bold=True,
            align=align,
        )
        x += width
    y += style.row_height
    frame.rule(0, y, full, weight=0.3)
    return y + 0.5


def _summary(frame: Frame, box: SummaryBox, y: float, row_h: float, labels: Labels) -> float:
    """Draws ``box`` from ``y`` (its title, a shaded row of captions, a row of amounts,
    the last one, the total, in bold), at most two thirds of the width; returns where it
    ends."""
    full = frame.style.content_width
    width = min(full, max(full * 0.66, 22.0 * len(box.captions)))
    cell = width / max(len(box.captions), 1)
    frame.text(0, y, width, row_h, box.title, size="table", bold=True)
    y += row_h
    frame.shade(0, y, width, row_h)
    frame.rule(0, y, width, weight=0.3)
    last = len(box.captions) - 1
    for index, caption in enumerate(box.captions):
        frame.text(
            index * cell + 1, y, cell - 2, row_h, caption, size="table", bold=True, align="end"
        )
    y += row_h
    for index, value in enumerate(box.values):
        frame.text(
            index * cell + 1,
            y,
            cell - 2,
            row_h,
            cell_text(value, ColumnKind.MONEY, labels),
            size="table",
            bold=index == last,
            align="end",
        )
    y += row_h
    frame.rule(0, y, width, weight=0.3)
    return y + 1.0


def _row(
    frame: Frame,
    columns: Sequence[TableColumn],
    widths: list[float],
    cells: Sequence[str],
    level: RowLevel,
    y: float,
    row_h: float,
) -> float:
    full = frame.style.content_width
    bold = level is not RowLevel.DETAIL
    if level is RowLevel.TOTAL:
        frame.shade(0, y, full, row_h, level=0.95)
        frame.rule(0, y, full, weight=0.4)
    elif level is RowLevel.SUBTOTAL:
        frame.rule(0, y, full, weight=0.15)
    x = 0.0
    for column, width, text in zip(columns, widths, cells, strict=True):
        align: LogicalAlign = "end" if column.kind.numeric else "start"
        frame.text(x + 1, y, width - 2, row_h, text, size="table", bold=bold, align=align)
        x += width
    return y + row_h


def _padded(cells: tuple[object, ...], count: int) -> tuple[object, ...]:
    """A row with one value per column: missing cells blank, extra ones dropped."""
    return (cells + (None,) * count)[:count]
