"""A read-only document tab: the code and type, the header, the related documents (buttons
for those this app can open), the lines with export, the totals and the notes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.document_sheet import (
    SALES_ORDER_KIND,
    DocumentSheet,
    DocumentViewModel,
    document_kind,
)
from app.viewmodels.table_export import TableExporter, model_sheet
from app.viewmodels.unknown_fields import unknown_field_rows
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.focus import tab_in_reading_order
from app.views.widgets.forms import Banner, add_shortcut
from app.views.widgets.more_fields import MoreFields
from app.views.widgets.screen import Screen
from app.views.widgets.tables import fit_header_height

CODE_STYLE = "font-size: 18px; font-weight: bold;"
HEADER_COLUMNS = 3
"""Label/value pairs per row of the header grid."""


def value_label(text: str = "", *, wrap: bool = True) -> QLabel:
    """A value next to its label: selectable, wrapped, and kept on the label's side in a
    right-to-left layout (QLabel aligns by the text's own direction, so a code or a date
    would otherwise drift to the far left of its cell)."""
    label = QLabel(text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(wrap)
    label.setProperty("value", True)  # data (a name, a currency), not the window's words
    leading = (
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute
        if QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        else Qt.AlignmentFlag.AlignLeft
    )
    label.setAlignment(leading | Qt.AlignmentFlag.AlignVCenter)
    return label


class DocumentView(Screen):
    """Binds a ``DocumentViewModel``. ``documentRequested(code)`` asks the main window to
    open a related document; ``recordRequested(kind, record)`` to open the editor of one
    read here first (a sales order)."""

    documentRequested = Signal(str)
    recordRequested = Signal(str, object)

    def __init__(self, view_model: DocumentViewModel[Any], parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: DocumentViewModel[Any] = view_model
        vm = view_model
        self.setObjectName("DocumentView")
        self.banner = Banner()
        self.code = ValueLabel(self.tr("Document code"))
        self.code.setStyleSheet(CODE_STYLE)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.kind = QLabel()
        self.kind.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.muted = QLabel()
        self.muted.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        title = QHBoxLayout()
        title.addWidget(self.code)
        title.addWidget(self.kind)
        title.addWidget(self.muted)
        title.addStretch(1)
        title.addWidget(self.loading)

        self.header = QGridLayout()
        self.header.setHorizontalSpacing(12)
        self.header.setVerticalSpacing(4)
        self.links_bar = QHBoxLayout()
        self.link_buttons: list[QPushButton] = []

        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Lines"))
        self.table.setModel(vm.lines)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.totals = ValueLabel(self.tr("Totals"))
        self.totals.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes = value_label()
        self.more = MoreFields(saved_here=False)
        """The document's fields this app does not know, read-only."""

        self.export_button = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_sheet(vm.lines),
            self.tr("document-lines"),
            self._show_status,
        )
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Read the document again (F5)"))
        self.close_button = QPushButton(self.tr("&Close"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(
            self.tr("Print the document or save it as a PDF, in English or Arabic")
        )
        self.print_button.setVisible(False)  # shown for a document that prints (SR-, IO-)
        buttons = QHBoxLayout()
        lines_label = QLabel(self.tr("&Lines"))
        lines_label.setBuddy(self.table)
        buttons.addWidget(lines_label)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(title)
        layout.addLayout(self.header)
        layout.addLayout(self.links_bar)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals)
        layout.addWidget(self.notes)
        layout.addWidget(self.more)
        self.setFocusProxy(self.table)

        self.refresh_button.clicked.connect(vm.reload)
        self.close_button.clicked.connect(self.closeRequested)
        self.print_button.clicked.connect(self.open_print)
        self.banner.actionClicked.connect(self._banner_action)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, vm.reload)
        vm.sheetChanged.connect(self._show_sheet)
        vm.loadingChanged.connect(self.loading.setVisible)
        vm.errorChanged.connect(self._show_error)
        vm.orderFound.connect(self._open_order)
        vm.linkFailed.connect(
            lambda text: self.banner.show_message(text, kind="warning", action=self.tr("Dismiss"))
        )
        vm.sheetChanged.connect(lambda: self.titleChanged.emit(self.title()))
        self._show_sheet()
        vm.open()

    def title(self) -> str:
        return self.view_model.code

    def open_print(self) -> QWidget | None:
        """Print…: the document in the print window (a return note, a delivery note)."""
        from app.views.printing.window import print_document

        if not self.print_button.isVisible():
            return None
        vm = self.view_model
        return print_document(self, vm.session, vm.errors, vm.sheet.code)

    def _show_sheet(self) -> None:
        sheet: DocumentSheet = self.view_model.sheet
        self.code.setText(sheet.code)
        prefix = sheet.code.partition("-")[0].upper()
        self.print_button.setVisible(prefix in ("SR", "IO"))  # the ones that print
        self.kind.setText(sheet.kind_name)
        self.muted.setText(sheet.muted)
        self._fill_header(sheet)
        self._fill_links(sheet)
        self.totals.setText(
            " · ".join(f"{label}: <b>{value}</b>" for label, value in sheet.totals if value)
        )
        self.notes.setText(
            self.tr("Notes: {notes}").format(notes=sheet.notes) if sheet.notes else ""
        )
        self.notes.setVisible(bool(sheet.notes))
        self.more.show_fields(unknown_field_rows(self.view_model.document))
        self.table.resizeColumnsToContents()
        for column in range(self.view_model.lines.columnCount()):
            # A column no line fills (no batches, no serial numbers...) takes no room.
            empty = bool(sheet.rows) and all(
                column >= len(row) or not row[column] for row in sheet.rows
            )
            self.table.setColumnHidden(column, empty)
            self.table.setColumnWidth(column, min(self.table.columnWidth(column) + 16, 380))
        if self.view_model.lines.columnCount():
            # The first column (the item) takes the room left.
            self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _fill_header(self, sheet: DocumentSheet) -> None:
        while self.header.count():
            item = self.header.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for index, (label_text, value) in enumerate(sheet.fields):
            row, pair = divmod(index, HEADER_COLUMNS)
            label = QLabel(label_text)
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            shown = value_label(value)
            label.setBuddy(shown)  # the caption names the value; its name stays its text
            self.header.addWidget(label, row, pair * 2)
            self.header.addWidget(shown, row, pair * 2 + 1)
        for pair in range(HEADER_COLUMNS):
            self.header.setColumnStretch(pair * 2 + 1, 1)

    def _fill_links(self, sheet: DocumentSheet) -> None:
        while self.links_bar.count():
            item = self.links_bar.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.link_buttons = []
        if not sheet.links:
            return
        self.links_bar.addWidget(QLabel(self.tr("Related:")))
        for link in sheet.links:
            if link.openable:
                button = QPushButton(
                    self.tr("{label} {code}").format(label=link.label, code=link.code)
                )
                # The texts are the documents' own: Alt+1, Alt+2... open them instead of a
                # letter (after setText, which would clear a shortcut).
                number = len(self.link_buttons) + 1
                if number <= 9:
                    keys = QKeySequence(f"Alt+{number}")
                    button.setShortcut(keys)
                    button.setToolTip(
                        self.tr("Open {code} ({keys})").format(
                            code=link.code,
                            keys=keys.toString(QKeySequence.SequenceFormat.NativeText),
                        )
                    )
                else:
                    button.setToolTip(self.tr("Open {code}").format(code=link.code))
                button.clicked.connect(lambda _=False, c=link.code: self._follow(c))
                self.link_buttons.append(button)
                self.links_bar.addWidget(button)
            else:
                text = value_label(f"{link.label} {link.code}")
                text.setToolTip(
                    self.tr("This app has no window for {code} yet.").format(code=link.code)
                )
                self.links_bar.addWidget(text)
        self.links_bar.addStretch(1)
        tab_in_reading_order(self)  # the links, added once loaded, where they read

    def _follow(self, code: str) -> None:
        if document_kind(code) == SALES_ORDER_KIND:
            self.banner.show_message(
                self.tr("Opening {code}…").format(code=code), kind="info", action=""
            )
            self.view_model.open_order(code)
        else:
            self.documentRequested.emit(code)

    def _open_order(self, order: object) -> None:
        self.banner.clear()
        self.recordRequested.emit(SALES_ORDER_KIND, order)

    def _show_error(self, text: str) -> None:
        if text:
            self.banner.show_message(text, action=self.tr("Try again"))
        else:
            self.banner.clear()

    def _show_status(self, text: str) -> None:
        self.banner.show_message(text, kind="info", action=self.tr("Dismiss"))

    def _banner_action(self) -> None:
        if self.view_model.error:
            self.view_model.reload()
        else:
            self.banner.clear()
