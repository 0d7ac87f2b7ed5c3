"""The Export button every list has: CSV or Excel, through a save dialog that never
blocks the event loop."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from app.models.i18n import QT_TRANSLATE_NOOP
from app.viewmodels.table_export import (
    Sheet,
    Table,
    TableExporter,
    documents_folder,
    sheet_from_table,
)

FORMATS = {
    ".csv": QT_TRANSLATE_NOOP("ExportButton", "CSV (*.csv)"),
    ".xlsx": QT_TRANSLATE_NOOP("ExportButton", "Excel workbook (*.xlsx)"),
}
"""Suffix -> the file dialog's filter, in English (``name_filter`` translates it)."""


def name_filter(suffix: str) -> str:
    """The file dialog's filter for ``suffix`` in the clerk's language."""
    return QCoreApplication.translate("ExportButton", FORMATS[suffix])


def save_file_dialog(
    parent: QWidget,
    title: str,
    suggested: Path,
    name_filter: str,
    on_chosen: Callable[[str], None],
) -> QFileDialog:
    """A Save As dialog shown with ``open()`` (qasync forbids nested loops); Qt's own
    dialog, so it looks and behaves the same everywhere and tests can drive it."""
    dialog = QFileDialog(parent, title, str(suggested), name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setDefaultSuffix(suggested.suffix.lstrip("."))
    dialog.selectFile(str(suggested))
    dialog.fileSelected.connect(on_chosen)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


def open_file_dialog(
    parent: QWidget, title: str, name_filter: str, on_chosen: Callable[[str], None]
) -> QFileDialog:
    """An Open dialog, with ``open()`` like ``save_file_dialog``."""
    folder = documents_folder()
    dialog = QFileDialog(parent, title, str(folder), name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.fileSelected.connect(on_chosen)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


class ExportButton(QPushButton):
    """ "Export" with a menu of formats. ``table`` gives what to write when asked (the
    rows the list shows now, in its order: a typed ``Sheet``, or a text ``Table`` whose
    date columns are found, see ``sheet_from_table``); ``report`` shows the outcome (a status line).
    ``text`` replaces "E&xport" where a window has two lists (each needs its own Alt+letter)."""

    def __init__(
        self,
        exporter: TableExporter,
        table: Callable[[], Sheet | Table],
        base_name: str,
        report: Callable[[str], None],
        parent: QWidget | None = None,
        *,
        text: str = "",
    ) -> None:
        super().__init__(text or self.tr("E&xport"), parent)
        self.setToolTip(self.tr("Save this list as a CSV file or an Excel workbook"))
        self.exporter = exporter
        """Writes the file; its ``finished`` and ``failed`` say how it went."""
        self._table = table
        self._base_name = base_name
        self.dialog: QFileDialog | None = None
        """The Save As dialog while it is open (tests choose the file through it)."""
        menu = QMenu(self)
        menu.addAction(self.tr("CSV file…"), lambda: self.choose(".csv"))
        menu.addAction(self.tr("Excel workbook…"), lambda: self.choose(".xlsx"))
        menu.addSeparator()
        menu.addAction(self.tr("Print or save as PDF…"), self.print_table)
        self.setMenu(menu)
        exporter.finished.connect(report)
        exporter.failed.connect(report)

    def set_base_name(self, name: str) -> None:
        """The proposed file name (no suffix), e.g. a report's with its dates."""
        self._base_name = name

    def choose(self, suffix: str) -> QFileDialog:
        """Ask where to save, then export (``suffix`` .csv or .xlsx)."""
        folder = documents_folder()
        self.dialog = save_file_dialog(
            self,
            self.tr("Export list"),
            folder / f"{self._base_name}{suffix}",
            name_filter(suffix),
            self._chosen,
        )
        self.dialog.finished.connect(lambda _result: setattr(self, "dialog", None))
        return self.dialog

    def print_table(self) -> QWidget:
        """The list as a table in the print window (preview, printer, PDF)."""
        from app.views.printing.window import print_table

        return print_table(self, self._table(), self._base_name)

    def _chosen(self, path: str) -> None:
        sheet = self._table()
        if isinstance(sheet, Table):
            sheet = sheet_from_table(sheet, self._base_name)
        elif not sheet.title:
            sheet = replace(sheet, title=self._base_name)
        self.exporter.export(sheet, path)
