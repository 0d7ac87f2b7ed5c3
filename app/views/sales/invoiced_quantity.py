"""Tools > Adjust invoiced quantity…: a dialog over ``InvoicedQuantityViewModel``.

Shown with ``open()`` (never ``exec()``: a nested loop breaks qasync)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.numbers import format_count, format_decimal
from app.viewmodels.sales.invoiced_quantity import InvoicedQuantityViewModel, type_name
from app.views.widgets.forms import Banner

ADJUSTMENT_COLUMN = 3
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class InvoicedQuantityDialog(QDialog):
    """Type and code, Load (Enter), the lines with a change column, Apply."""

    def __init__(
        self, view_model: InvoicedQuantityViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.view_model = view_model
        vm = view_model
        self.setObjectName("InvoicedQuantityDialog")
        self.setWindowTitle(self.tr("Adjust invoiced quantity"))
        self.resize(760, 480)
        intro = QLabel(
            self.tr(
                "Correct how much of a document's lines counts as invoiced (advanced invoicing "
                "mode). All the changes are applied together, or none."
            )
        )
        intro.setWordWrap(True)
        self.document_type = QComboBox()
        for document_type in vm.types:
            self.document_type.addItem(type_name(document_type), document_type)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("e.g. SO-12"))
        self.load_button = QPushButton(self.tr("&Load lines"))
        type_label = QLabel(self.tr("Document &type"))
        type_label.setBuddy(self.document_type)
        code_label = QLabel(self.tr("Cod&e"))
        code_label.setBuddy(self.code)
        top = QHBoxLayout()
        top.addWidget(type_label)
        top.addWidget(self.document_type)
        top.addSpacing(12)
        top.addWidget(code_label)
        top.addWidget(self.code, 1)
        top.addWidget(self.load_button)
        self.banner = Banner()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Line"), self.tr("Item"), self.tr("Quantity"), self.tr("Change (+/−)")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Lines"))
        self.apply_button = QPushButton(self.tr("&Apply"))
        self.close_button = QPushButton(self.tr("&Close"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

        self.document_type.activated.connect(self._document_changed)
        self.code.textEdited.connect(self._document_changed)
        self.code.returnPressed.connect(vm.load)
        self.load_button.clicked.connect(vm.load)
        self.apply_button.clicked.connect(self._apply)
        self.close_button.clicked.connect(self.reject)
        self.table.itemChanged.connect(self._item_changed)
        vm.linesChanged.connect(self._show_lines)
        vm.messageChanged.connect(self._show_message)
        vm.busyChanged.connect(self._show_busy)
        self.finished.connect(lambda _result: self.deleteLater())
        self._show_lines()

    def _document_changed(self) -> None:
        self.view_model.set_document(self.document_type.currentData(), self.code.text())

    def _apply(self) -> None:
        if self.table.state() == QAbstractItemView.State.EditingState:
            editor = self.table.indexWidget(self.table.currentIndex())
            if editor is not None:
                self.table.commitData(editor)
                self.table.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        self.view_model.apply()

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == ADJUSTMENT_COLUMN:
            self.view_model.set_adjustment(item.row(), item.text())

    def _show_lines(self) -> None:
        vm = self.view_model
        self.table.blockSignals(True)
        self.table.setRowCount(len(vm.lines))
        for row, line in enumerate(vm.lines):
            quantity = format_decimal(line.quantity) if line.quantity is not None else ""
            for column, text in enumerate((str(line.line_id), line.item, quantity)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                if column == 2:
                    item.setTextAlignment(RIGHT)
                self.table.setItem(row, column, item)
            change = QTableWidgetItem(line.adjustment_text)
            change.setTextAlignment(RIGHT)
            error = vm.line_errors.get(row, "")
            if error:
                change.setBackground(QColor("#fdecea"))
                change.setToolTip(error)
            self.table.setItem(row, ADJUSTMENT_COLUMN, change)
        self.table.blockSignals(False)
        self.table.resizeColumnToContents(0)
        self.apply_button.setEnabled(bool(vm.lines))
        if vm.lines:
            self.table.setCurrentCell(0, ADJUSTMENT_COLUMN)

    def _show_message(self, text: str, kind: str) -> None:
        errors = [
            self.tr("Line {line}: {error}").format(
                line=format_count(self.view_model.lines[row].line_id), error=e
            )
            for row, e in sorted(self.view_model.line_errors.items())
        ]
        self.banner.show_message("\n".join([text, *errors]) if errors else text, kind=kind)

    def _show_busy(self, busy: bool) -> None:
        for widget in (self.load_button, self.apply_button):
            widget.setEnabled(not busy)
        if not busy:
            self.apply_button.setEnabled(bool(self.view_model.lines))
