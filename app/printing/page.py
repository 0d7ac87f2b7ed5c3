"""What goes on a printed page, as data: texts, rules, shaded boxes, images and QR codes at
positions in millimetres from the page's top-left corner. ``app.views.printing`` draws it,
the same way on screen (preview), on a printer and into a PDF.

Layouts are written once, in reading order: a ``Frame`` mirrors every position for a
right-to-left document, so "start" is the left edge in English and the right edge in
Arabic. Page styles (paper, margins, font sizes, row heights, columns) come from JSON files
under ``resources/layouts/``, which a company can adjust without code.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

from app.printing.numbers import Digits
from app.store.resources import resources_dir

Align = Literal["left", "right", "center"]
LogicalAlign = Literal["start", "end", "center"]

PRINT_CONTEXT = "Printing"
"""The translation context of every printed label (``QT_TRANSLATE_NOOP("Printing", ...)``)."""


class Paper(StrEnum):
    A4 = "a4"
    ROLL_80MM = "80mm"
    """A thermal receipt roll: 80 mm wide, one page as long as the document."""


class PrintLanguage(StrEnum):
    ENGLISH = "en"
    ARABIC = "ar"


@dataclass(frozen=True)
class Text:
    x: float
    y: float
    width: float
    height: float
    text: str
    size: float
    """Points."""
    bold: bool = False
    align: Align = "left"
    rtl: bool = False
    """The paragraph's base direction (Arabic documents: right to left)."""
    wrap: bool = False
    """Break into lines within the box (addresses, notes); else one line, elided."""
    gray: bool = False


@dataclass(frozen=True)
class Rule:
    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.2
    """Millimetres."""


@dataclass(frozen=True)
class Shade:
    x: float
    y: float
    width: float
    height: float
    level: float = 0.92
    """Gray level of the fill, 0 black .. 1 white."""


@dataclass(frozen=True)
class Picture:
    """An image file (the company's logo), scaled to fit the box keeping its proportions."""

    x: float
    y: float
    width: float
    height: float
    path: str


@dataclass(frozen=True)
class QrCode:
    """A QR code: its dark modules, row by row, drawn as squares filling ``size`` mm."""

    x: float
    y: float
    size: float
    modules: tuple[tuple[bool, ...], ...]
    payload: str = ""


Item = Text | Rule | Shade | Picture | QrCode


@dataclass(frozen=True)
class Page:
    width: float
    height: float
    items: tuple[Item, ...]

    def texts(self) -> list[str]:
        return [item.text for item in self.items if isinstance(item, Text)]


@dataclass(frozen=True)
class PrintedDocument:
    """Pages ready to draw, with what a PDF's properties and file name need."""

    title: str
    file_stem: str
    """The PDF's proposed name without ``.pdf``: the document code (``SO-31``)."""
    language: PrintLanguage
    pages: tuple[Page, ...]

    @property
    def rtl(self) -> bool:
        return self.language is PrintLanguage.ARABIC

    def texts(self) -> list[str]:
        return [text for page in self.pages for text in page.texts()]


# ------------------------------------------------------------------------- labels
Translate = Callable[[str, str], str]
"""(context, English text) -> the text in the print language (Qt's catalogue lookup)."""


def untranslated(context: str, text: str) -> str:
    return text


@dataclass(frozen=True)
class Labels:
    """The printed labels in the document's language and how it writes figures."""

    language: PrintLanguage = PrintLanguage.ENGLISH
    translate: Translate = untranslated
    digits: Digits = field(default_factory=Digits)

    def __call__(self, text: str) -> str:
        """``text`` (marked with ``QT_TRANSLATE_NOOP("Printing", ...)``) in the print language."""
        return self.translate(PRINT_CONTEXT, text) or text

    @property
    def rtl(self) -> bool:
        return self.language is PrintLanguage.ARABIC


_ARABIC_LETTERS = ("\u0600", "\u06ff")
LRE, PDF = "\u202a", "\u202c"


def left_to_right(text: str) -> str:
    """``text`` embedded left to right, for a right-to-left paragraph: a phone number
    (+20 2 2579 0000), a VAT number (312-456-789) or a Latin name keeps its order instead of
    having its digit groups laid right to left. Text with Arabic letters is left alone."""
    if not text or any(_ARABIC_LETTERS[0] <= ch <= _ARABIC_LETTERS[1] for ch in text):
        return text
    return f"{LRE}{text}{PDF}"


# ------------------------------------------------------------------------- styles
@dataclass(frozen=True)
class PageStyle:
    """One paper's layout file (``resources/layouts/<paper>.json``)."""

    paper: Paper
    width: float
    height: float
    """0 for a roll: the page is as long as what is printed on it."""
    margin: float
    font_sizes: dict[str, float]
    row_height: float
    """Height of one line of a table, millimetres."""
    columns: dict[str, list[dict[str, Any]]]
    """Per document kind, its line columns: ``{"key": ..., "weight": ..., "line": 1 or 2}``
    in reading order."""
    logo_size: tuple[float, float] = (26.0, 18.0)
    qr_size: float = 32.0

    @property
    def content_width(self) -> float:
        return self.width - 2 * self.margin

    @property
    def is_roll(self) -> bool:
        return self.height <= 0

    @property
    def is_portrait(self) -> bool:
        """A sheet taller than it is wide (a roll is neither)."""
        return self.height > self.width

    def landscape(self) -> PageStyle:
        """The same paper turned a quarter: its width the portrait's height, margins, fonts
        and rows unchanged (a roll stays a roll)."""
        if not self.is_portrait:  # a roll (no height) is not either
            return self
        return replace(self, width=self.height, height=self.width)

    def with_font_size(self, name: str, points: float) -> PageStyle:
        """The same page with the font ``name`` (``"table"``, ...) at ``points``."""
        return replace(self, font_sizes={**self.font_sizes, name: points})

    def size(self, name: str) -> float:
        return float(self.font_sizes.get(name, self.font_sizes.get("body", 9.0)))

    def column_keys(self, kind: str) -> list[tuple[str, float, int]]:
        """(key, weight, line) of each column of ``kind``'s lines."""
        return [
            (str(c["key"]), float(c.get("weight", 1.0)), int(c.get("line", 1)))
            for c in self.columns.get(kind, [])
        ]


def layouts_dir() -> Path:
    """``resources/layouts`` (of a checkout, a wheel or a bundle)."""
    return resources_dir() / "layouts"


def fonts_dir() -> Path:
    """``resources/fonts``: the fonts printed documents are set in, shipped with the app."""
    return resources_dir() / "fonts"


def load_style(paper: Paper | str, directory: Path | None = None) -> PageStyle:
    """The layout file of ``paper``; a missing or broken file is an error that names it."""
    paper = Paper(paper)
    path = (directory or layouts_dir()) / f"{paper.value}.json"
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return PageStyle(
            paper=paper,
            width=float(raw["width"]),
            height=float(raw.get("height", 0)),
            margin=float(raw["margin"]),
            font_sizes={str(k): float(v) for k, v in raw["fontSizes"].items()},
            row_height=float(raw["rowHeight"]),
            columns={str(k): list(v) for k, v in raw.get("columns", {}).items()},
            logo_size=(float(raw["logo"]["width"]), float(raw["logo"]["height"]))
            if "logo" in raw
            else (26.0, 18.0),
            qr_size=float(raw.get("qrSize", 32.0)),
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"the print layout {path} cannot be read: {exc}") from exc


# ------------------------------------------------------------------------- placing things
class Frame:
    """Collects one page's items, written in reading order and mirrored for right to left.

    ``x`` is measured from the start margin (left in English, right in Arabic); a text's
    ``align`` is "start", "end" or "center" in reading terms.
    """

    def __init__(self, style: PageStyle, *, rtl: bool) -> None:
        self.style = style
        self.rtl = rtl
        self.items: list[Item] = []

    def _x(self, x: float, width: float) -> float:
        left = self.style.margin + x
        if self.rtl:
            return self.style.width - left - width
        return left

    def _align(self, align: LogicalAlign) -> Align:
        if align == "center":
            return "center"
        if (align == "start") != self.rtl:
            return "left"
        return "right"

    def text(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        text: str,
        *,
        size: str | float = "body",
        bold: bool = False,
        align: LogicalAlign = "start",
        wrap: bool = False,
        gray: bool = False,
    ) -> None:
        if not text:
            return
        points = self.style.size(size) if isinstance(size, str) else size
        self.items.append(
            Text(
                self._x(x, width),
                y,
                width,
                height,
                text,
                points,
                bold,
                self._align(align),
                self.rtl,
                wrap,
                gray,
            )
        )

    def rule(self, x: float, y: float, width: float, *, weight: float = 0.2) -> None:
        left = self._x(x, width)
        self.items.append(Rule(left, y, left + width, y, weight))

    def shade(self, x: float, y: float, width: float, height: float, level: float = 0.92) -> None:
        self.items.append(Shade(self._x(x, width), y, width, height, level))

    def picture(self, x: float, y: float, width: float, height: float, path: str) -> None:
        self.items.append(Picture(self._x(x, width), y, width, height, path))

    def qr(
        self,
        x: float,
        y: float,
        size: float,
        modules: tuple[tuple[bool, ...], ...],
        payload: str = "",
    ) -> None:
        self.items.append(QrCode(self._x(x, size), y, size, modules, payload))

    def page(self, height: float | None = None) -> Page:
        page = Page(self.style.width, height or self.style.height, tuple(self.items))
        self.items = []
        return page


def line_count(text: str, width_mm: float, size_pt: float) -> int:
    """About how many lines ``text`` takes wrapped in ``width_mm`` at ``size_pt``: an
    average glyph is about half the font size wide (1 pt = 0.3528 mm). The renderer wraps
    for real; this only sizes the box, with a line to spare for long words."""
    per_line = max(1, int(width_mm / (size_pt * 0.3528 * 0.52)))
    lines = 0
    for paragraph in text.splitlines() or [""]:
        lines += max(1, -(-len(paragraph) // per_line))
    return lines


def mm_for_lines(lines: int, size_pt: float) -> float:
    """The height of ``lines`` lines of text at ``size_pt`` (line spacing 1.45)."""
    return lines * size_pt * 0.3528 * 1.45
