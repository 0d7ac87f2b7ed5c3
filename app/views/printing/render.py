"""The thin drawing part of printing: ``app.printing`` pages onto any QPagedPaintDevice.

QPainter rather than QTextDocument/HTML: the layout already says where every text goes, so
the columns line up to the tenth of a millimetre on paper, in the preview and in the PDF
alike, and each text is shaped by Qt's text engine (Arabic joined and right to left, with
its own base direction). The fonts are the app's own (Noto Sans and Noto Sans Arabic, OFL,
``resources/fonts``), registered on the first print, not at start-up, and embedded in the
PDF, so a PDF looks the same on every machine and its text extracts in logical order.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextOption,
)

from app.files import move_into_place, partial_path
from app.printing.page import (
    Page,
    Paper,
    Picture,
    PrintedDocument,
    PrintLanguage,
    QrCode,
    Rule,
    Shade,
    Text,
    fonts_dir,
    load_style,
)
from app.printing.table import TableReport, layout_table

log = logging.getLogger(__name__)

LATIN_FAMILY = "Noto Sans"
ARABIC_FAMILY = "Noto Sans Arabic"
FONT_FILES = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansArabic-Regular.ttf",
    "NotoSansArabic-Bold.ttf",
)
PDF_RESOLUTION = 600
_registered: list[str] = []


def ensure_fonts() -> list[str]:
    """Register the shipped fonts once (the first print pays the few milliseconds)."""
    if not _registered:
        folder = fonts_dir()
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(folder / name))
            if font_id < 0:
                log.warning("the print font %s could not be loaded", folder / name)
                continue
            _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    return _registered


def page_layout(page: Page) -> QPageLayout:
    """The device's page for ``page``, without margins (the layout places everything): A4
    by its name, upright or turned to landscape (what a printer's tray knows), any other
    size (a roll's length) by its millimetres."""
    a4 = (210.0, 297.0)
    for orientation, (width, height) in (
        (QPageLayout.Orientation.Portrait, a4),
        (QPageLayout.Orientation.Landscape, a4[::-1]),
    ):
        if abs(page.width - width) < 0.01 and abs(page.height - height) < 0.01:
            return QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4), orientation, QMarginsF(0, 0, 0, 0)
            )
    size = QPageSize(
        QSizeF(page.width, page.height),
        QPageSize.Unit.Millimeter,
        "",
        QPageSize.SizeMatchPolicy.ExactMatch,
    )
    return QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))


class PageDrawer:
    """Draws pages with one painter; fonts and metrics are kept per (size, bold)."""

    def __init__(self, painter: QPainter, *, rtl: bool, dots_per_mm: float) -> None:
        self.painter = painter
        self.scale = dots_per_mm
        self.families = [ARABIC_FAMILY, LATIN_FAMILY] if rtl else [LATIN_FAMILY, ARABIC_FAMILY]
        self._fonts: dict[tuple[float, bool], tuple[QFont, QFontMetricsF]] = {}
        self._options: dict[tuple[str, bool, bool], QTextOption] = {}
        self._black = QColor(0, 0, 0)
        self._gray = QColor(96, 96, 96)

    def _font(self, size: float, bold: bool) -> tuple[QFont, QFontMetricsF]:
        key = (size, bold)
        if key not in self._fonts:
            font = QFont()
            font.setFamilies(self.families)
            font.setPointSizeF(size)
            font.setBold(bold)
            font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            device = self.painter.device()
            self._fonts[key] = (font, QFontMetricsF(font, device))
        return self._fonts[key]

    def _option(self, align: str, rtl: bool, wrap: bool) -> QTextOption:
        key = (align, rtl, wrap)
        if key not in self._options:
            horizontal = {
                "left": Qt.AlignmentFlag.AlignLeft,
                "right": Qt.AlignmentFlag.AlignRight,
                "center": Qt.AlignmentFlag.AlignHCenter,
            }[align]
            vertical = Qt.AlignmentFlag.AlignTop if wrap else Qt.AlignmentFlag.AlignVCenter
            option = QTextOption(horizontal | vertical | Qt.AlignmentFlag.AlignAbsolute)
            option.setTextDirection(
                Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
            )
            option.setWrapMode(
                QTextOption.WrapMode.WordWrap if wrap else QTextOption.WrapMode.NoWrap
            )
            self._options[key] = option
        return self._options[key]

    def _rect(self, x: float, y: float, width: float, height: float) -> QRectF:
        s = self.scale
        return QRectF(x * s, y * s, width * s, height * s)

    def draw(self, page: Page) -> None:
        painter = self.painter
        for item in page.items:
            if isinstance(item, Text):
                self._text(item)
            elif isinstance(item, Rule):
                pen = QPen(self._black)
                pen.setWidthF(item.width * self.scale)
                painter.setPen(pen)
                s = self.scale
                painter.drawLine(
                    QPointF(item.x1 * s, item.y1 * s), QPointF(item.x2 * s, item.y2 * s)
                )
            elif isinstance(item, Shade):
                gray = round(item.level * 255)
                painter.fillRect(
                    self._rect(item.x, item.y, item.width, item.height), QColor(gray, gray, gray)
                )
            elif isinstance(item, Picture):
                self._picture(item)
            elif isinstance(item, QrCode):
                self._qr(item)

    def _text(self, item: Text) -> None:
        font, metrics = self._font(item.size, item.bold)
        painter = self.painter
        painter.setFont(font)
        painter.setPen(self._gray if item.gray else self._black)
        rect = self._rect(item.x, item.y, item.width, item.height)
        text = item.text
        if not item.wrap and metrics.horizontalAdvance(text) > rect.width():
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, text, self._option(item.align, item.rtl, item.wrap))

    def _picture(self, item: Picture) -> None:
        image = QImage(item.path)
        if image.isNull():
            log.warning("the logo %s cannot be read", item.path)
            return
        box = self._rect(item.x, item.y, item.width, item.height)
        size = image.size().toSizeF().scaled(box.size(), Qt.AspectRatioMode.KeepAspectRatio)
        target = QRectF(box.topLeft(), size)
        target.moveCenter(box.center())
        self.painter.drawImage(target, image)

    def _qr(self, item: QrCode) -> None:
        count = len(item.modules)
        if not count:
            return
        module = item.size * self.scale / count
        x0, y0 = item.x * self.scale, item.y * self.scale
        self.painter.fillRect(
            QRectF(x0, y0, item.size * self.scale, item.size * self.scale), QColor(255, 255, 255)
        )
        for row, modules in enumerate(item.modules):
            for col, dark in enumerate(modules):
                if dark:
                    # A hair wider than the module, so no white seam shows between squares.
                    self.painter.fillRect(
                        QRectF(x0 + col * module, y0 + row * module, module + 0.5, module + 0.5),
                        self._black,
                    )


def paint(document: PrintedDocument, device: QPagedPaintDevice, *, dots_per_mm: float) -> None:
    """Draw every page on ``device`` (a QPdfWriter or a QPrinter), one page after another;
    each page gets its own size first (an 80 mm roll is as long as its content)."""
    ensure_fonts()
    first = document.pages[0]
    device.setPageLayout(page_layout(first))
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printer or the PDF file cannot be opened for writing")
    try:
        drawer = PageDrawer(painter, rtl=document.rtl, dots_per_mm=dots_per_mm)
        for index, page in enumerate(document.pages):
            if index:
                device.setPageLayout(page_layout(page))
                device.newPage()
            drawer.draw(page)
    finally:
        painter.end()


def write_pdf(document: PrintedDocument, path: Path) -> Path:
    """Write ``document`` as a PDF at ``path`` (its folder created); returns the path.

    Written to a temporary file beside it first, so a failure leaves no half-written PDF.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = partial_path(path)
    writer = QPdfWriter(str(partial))
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(document.title)
    writer.setCreator("Back Office Desktop")
    try:
        paint(document, writer, dots_per_mm=PDF_RESOLUTION / 25.4)
        del writer  # the file is complete once the writer is gone
        move_into_place(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return path


def page_image(document: PrintedDocument, index: int, dpi: float) -> QImage:
    """One page drawn on a white image at ``dpi`` (the preview, PNG pages).

    The preview draws images rather than using QPrintPreviewWidget: its recording of the
    page (a QPicture) loses where the runs of a right-to-left line go, so an Arabic
    label and its value came out swapped there while paper and PDF were right.
    """
    ensure_fonts()
    page = document.pages[index]
    dots_per_mm = dpi / 25.4
    image = QImage(
        max(1, round(page.width * dots_per_mm)),
        max(1, round(page.height * dots_per_mm)),
        QImage.Format.Format_RGB32,
    )
    dots_per_meter = round(dots_per_mm * 1000)
    image.setDotsPerMeterX(dots_per_meter)
    image.setDotsPerMeterY(dots_per_meter)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        PageDrawer(painter, rtl=document.rtl, dots_per_mm=dots_per_mm).draw(page)
    finally:
        painter.end()
    return image


def write_table_pdf(
    report: TableReport,
    path: Path,
    *,
    language: PrintLanguage | str = PrintLanguage.ENGLISH,
    paper: Paper | str = Paper.A4,
    arabic_digits: bool = True,
) -> Path:
    """A list or report (``app.printing.table``) straight to a PDF file: what a command line
    (``backoffice report --format pdf``) needs, with ``app.cli.print_command.gui_application``
    alive around it."""
    from app.viewmodels.printing.labels import print_labels

    labels = print_labels(language, arabic_digits=arabic_digits)
    return write_pdf(layout_table(report, load_style(Paper(paper)), labels), path)
