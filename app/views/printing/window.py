"""The print window: a document's preview (zoom, pages), its language and paper, Print and
Save as PDF. Everything is drawn by ``render.paint`` from the same pages, so the preview,
the paper and the PDF are the same."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.printing.company import CompanyDetails
from app.printing.documents import PrintableDocument
from app.printing.page import Paper, PrintedDocument, PrintLanguage
from app.printing.table import TableReport, table_from_list
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.printing.batch import BatchPrintViewModel
from app.viewmodels.printing.document import DocumentSource, PrintViewModel, TableSource
from app.viewmodels.session import Session, session_company
from app.views.printing.render import page_image, paint, write_pdf
from app.views.widgets.export import save_file_dialog


class PagesView(QScrollArea):
    """The pages, one under the other, drawn as images at the zoom chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document: PrintedDocument | None = None
        self.zoom = 1.0
        """1.0: the page's width fills the view."""
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.pages = QWidget()
        self.pages.setAutoFillBackground(True)
        self.pages.setBackgroundRole(QPalette.ColorRole.Dark)
        self._layout = QVBoxLayout(self.pages)
        self._layout.setSpacing(12)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.setWidget(self.pages)

    def show_document(self, document: PrintedDocument) -> None:
        self.document = document
        self._draw()

    def zoom_by(self, factor: float) -> None:
        self.zoom = min(4.0, max(0.25, self.zoom * factor))
        self._draw()

    def fit_width(self) -> None:
        self.zoom = 1.0
        self._draw()

    def page_labels(self) -> list[QLabel]:
        return self.pages.findChildren(QLabel)

    def _draw(self) -> None:
        while (item := self._layout.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.deleteLater()
        if self.document is None:
            return
        width_px = max(200, self.viewport().width() - 40) * self.zoom
        ratio = self.devicePixelRatioF()
        for index, page in enumerate(self.document.pages):
            dpi = width_px / (page.width / 25.4) * ratio
            image = page_image(self.document, index, dpi)
            image.setDevicePixelRatio(ratio)
            label = QLabel()
            label.setPixmap(QPixmap.fromImage(image))
            label.setAccessibleName(self.tr("Page {page}").format(page=index + 1))
            self._layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)


class PrintDialog(QDialog):
    """Preview of one document; Print… and Save as PDF…, language and paper."""

    def __init__(
        self, view_model: PrintViewModel, title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.view_model = view_model
        self.setWindowTitle(self.tr("Print {what}").format(what=title))
        self.resize(900, 760)
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.save_dialog: QFileDialog | None = None
        self.print_dialog: QPrintDialog | None = None
        self.saved_path: Path | None = None

        self.language = QComboBox()
        self.language.addItem(self.tr("English"), PrintLanguage.ENGLISH.value)
        self.language.addItem(self.tr("Arabic"), PrintLanguage.ARABIC.value)
        language_label = QLabel(self.tr("Document &language"))
        language_label.setBuddy(self.language)
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4"), Paper.A4.value)
        self.paper.addItem(self.tr("80 mm receipt roll"), Paper.ROLL_80MM.value)
        paper_label = QLabel(self.tr("Pa&per"))
        paper_label.setBuddy(self.paper)
        self.zoom_in = QPushButton(self.tr("Zoom &in"))
        self.zoom_out = QPushButton(self.tr("Zoom &out"))
        self.fit = QPushButton(self.tr("&Fit width"))

        self.preview = PagesView(self)
        self.preview.setAccessibleName(self.tr("Preview"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Printing status"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.pdf_button = QPushButton(self.tr("&Save as PDF…"))
        self.close_button = QPushButton(self.tr("&Close"))

        bar = QHBoxLayout()
        widgets: tuple[QWidget, ...] = (language_label, self.language, paper_label, self.paper)
        for widget in widgets:
            bar.addWidget(widget)
        bar.addStretch(1)
        for button in (self.zoom_out, self.zoom_in, self.fit):
            bar.addWidget(button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for button in (self.print_button, self.pdf_button, self.close_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.preview, 1)
        layout.addLayout(buttons)

        self.language.currentIndexChanged.connect(
            lambda _i: view_model.set_language(PrintLanguage(self.language.currentData()))
        )
        self.paper.currentIndexChanged.connect(
            lambda _i: view_model.set_paper(Paper(self.paper.currentData()))
        )
        self.zoom_in.clicked.connect(lambda: self.preview.zoom_by(1.25))
        self.zoom_out.clicked.connect(lambda: self.preview.zoom_by(0.8))
        self.fit.clicked.connect(self.preview.fit_width)
        self.print_button.clicked.connect(self.choose_printer)
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.close_button.clicked.connect(self.reject)
        view_model.changed.connect(self._show)
        self.finished.connect(lambda _r: view_model.run(view_model.shutdown(), context=""))
        self._show()
        view_model.load()

    # -- view-model -> view -------------------------------------------------------------
    def _show(self) -> None:
        vm = self.view_model
        for combo, value in ((self.language, vm.language.value), (self.paper, vm.paper.value)):
            index = combo.findData(value)
            if index >= 0 and combo.currentIndex() != index:
                combo.blockSignals(True)
                combo.setCurrentIndex(index)
                combo.blockSignals(False)
        ready = vm.printed is not None
        for button in (self.print_button, self.pdf_button):
            button.setEnabled(ready)
        self.status.setText(vm.message)
        if vm.printed is not None:
            self.preview.show_document(vm.printed)

    # -- Print -------------------------------------------------------------------------
    def choose_printer(self) -> QPrintDialog:
        """Qt's print dialog (shown with ``open()``); the document prints once accepted."""
        if self.view_model.printer_name:
            self.printer.setPrinterName(self.view_model.printer_name)
        dialog = QPrintDialog(self.printer, self)
        dialog.accepted.connect(lambda: self.print_to(self.printer))
        dialog.finished.connect(lambda _r: setattr(self, "print_dialog", None))
        self.print_dialog = dialog
        QDialog.open(dialog)  # QPrintDialog's own open() wants a slot to call
        return dialog

    def print_to(self, printer: QPrinter) -> None:
        printed = self.view_model.printed
        if printed is None:
            return
        try:
            paint(printed, printer, dots_per_mm=printer.resolution() / 25.4)
        except OSError:
            self.status.setText(self.tr("The printer could not be opened."))
            return
        self.view_model.remember(printer.printerName())
        self.status.setText(self.tr("Sent to the printer."))

    # -- Save as PDF -------------------------------------------------------------------
    def choose_pdf(self) -> QFileDialog:
        """Save as PDF: the code as the name, in the folder used last, else Documents."""
        documents = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        suggested = self.view_model.suggested_pdf(documents, Path.home())
        self.save_dialog = save_file_dialog(
            self, self.tr("Save as PDF"), suggested, self.tr("PDF documents (*.pdf)"), self.save_pdf
        )
        self.save_dialog.finished.connect(lambda _r: setattr(self, "save_dialog", None))
        return self.save_dialog

    def save_pdf(self, path: str) -> None:
        printed = self.view_model.printed
        if printed is None or not path:
            return
        target = Path(path)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        try:
            write_pdf(printed, target)
        except OSError as exc:
            self.status.setText(
                self.tr("The PDF could not be saved: {reason}").format(reason=exc.strerror or exc)
            )
            return
        self.saved_path = target
        self.view_model.saved_pdf(target)
        self.status.setText(self.tr("Saved {path}").format(path=str(target)))


def open_print_dialog(parent: QWidget, view_model: PrintViewModel, title: str) -> PrintDialog:
    """Open the print window (not modal to the app: the clerk may go on working)."""
    dialog = PrintDialog(view_model, title, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def window_language() -> tuple[PrintLanguage, bool]:
    """The window's language and whether it writes Arabic-Indic digits: a document prints
    in them unless the clerk picks another language in the print window."""
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    rtl = QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    language = PrintLanguage.ARABIC if rtl else PrintLanguage.ENGLISH
    return language, QLocale().zeroDigit() != "0" or not rtl


def print_document(
    parent: QWidget,
    session: Session,
    errors: ErrorPresenter,
    code: str,
    *,
    loader: Callable[[], Awaitable[PrintableDocument]] | None = None,
) -> PrintDialog:
    """The print window of the document with ``code`` (an SO-, SR-, CI-, CO-, JE- or IO-),
    or of what ``loader`` fetches (a customer's statement)."""
    company = session_company(session)
    language, arabic_digits = window_language()
    view_model = PrintViewModel(
        session,
        DocumentSource(session, code, company, loader),
        errors,
        language=language,
        arabic_digits=arabic_digits,
        parent=parent,
    )
    return open_print_dialog(parent, view_model, code)


def shown_filters(screen: QWidget) -> tuple[tuple[str, str], ...]:
    """The filters a list screen shows, as (caption, value) to print above its table: each
    captioned field (a label whose buddy it is) with a value, and each ticked check box."""
    found: list[tuple[str, str]] = []
    for label in screen.findChildren(QLabel):
        field = label.buddy()
        if field is None or isinstance(field, QLabel) or not field.isVisibleTo(screen):
            continue
        if isinstance(field, QDateEdit):
            empty = field.date() == field.minimumDate() and bool(field.specialValueText())
            value = "" if empty else field.text()
        elif isinstance(field, QComboBox):
            value = field.currentText()
        elif isinstance(field, QLineEdit):
            value = field.text()
        else:
            text = getattr(field, "text", None)
            value = text() if callable(text) else ""
        caption = label.text().replace("&", "").strip().rstrip(":")
        if caption and isinstance(value, str) and value.strip():
            found.append((caption, value.strip()))
    yes = QCoreApplication.translate("PrintWindow", "Yes")
    for box in screen.findChildren(QCheckBox):
        if box.isChecked() and box.isVisibleTo(screen):
            found.append((box.text().replace("&", ""), yes))
    return tuple(found)


def print_table(parent: QWidget, table: object, fallback_title: str) -> PrintDialog:
    """A list as a table in the print window: the screen's title, the company's name, the
    rows as the window shows them and how many there are."""
    from app.views.widgets.screen import Screen

    title = fallback_title
    filters: tuple[tuple[str, str], ...] = ()
    widget: QWidget | None = parent
    while widget is not None:
        if isinstance(widget, Screen):
            title = widget.title().removesuffix(" *")
            filters = shown_filters(widget)
            break
        widget = widget.parentWidget()
    main = parent.window()
    session: Session | None = getattr(getattr(main, "view_model", None), "session", None)
    errors = getattr(getattr(main, "view_model", None), "errors", None) or ErrorPresenter()
    company = session_company(session) if session is not None else CompanyDetails()
    language, arabic_digits = window_language()
    rows = len(getattr(table, "rows", []))
    count = QCoreApplication.translate("PrintWindow", "Rows: {count}").format(count=rows)

    def report(print_language: PrintLanguage) -> TableReport:
        # A text Table (headers, rows) or a typed Sheet (columns, rows): see table_from_list.
        report = table_from_list(table, title, company.name_in(print_language), notes=(count,))
        return dataclasses.replace(report, parameters=filters)

    view_model = PrintViewModel(
        session,
        TableSource(report),
        errors,
        language=language,
        arabic_digits=arabic_digits,
        parent=parent,
    )
    return open_print_dialog(parent, view_model, title)


def _write_pdf(printed: PrintedDocument, path: Path) -> None:
    write_pdf(printed, path)


def save_pdfs_of(
    parent: QWidget,
    session: Session,
    errors: ErrorPresenter,
    codes: list[str],
    report: Callable[[str], None],
) -> BatchPrintViewModel:
    """Ask for a folder (Documents first), then save each document there as a PDF."""
    from app.viewmodels.printing.batch import BatchPrintViewModel

    language, arabic_digits = window_language()
    batch = BatchPrintViewModel(
        session,
        errors,
        _write_pdf,
        language=language,
        arabic_digits=arabic_digits,
        parent=parent,
    )
    batch.done.connect(report)
    batch.progress.connect(
        lambda index, count: report(
            QCoreApplication.translate("PrintWindow", "Saving {index} of {count}…").format(
                index=index, count=count
            )
        )
    )
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    dialog = QFileDialog(parent, QCoreApplication.translate("PrintWindow", "Save the PDFs in"))
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setDirectory(folder if Path(folder).is_dir() else str(Path.home()))
    dialog.fileSelected.connect(lambda chosen: batch.save_pdfs(codes, Path(chosen)))
    dialog.finished.connect(dialog.deleteLater)
    batch.folder_dialog = dialog  # type: ignore[attr-defined]
    dialog.open()
    return batch
