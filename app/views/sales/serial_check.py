"""The serial-number check: paste serials, choose what to check, see each verdict."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.numbers import format_count
from app.viewmodels.sales.serial_check import SerialCheck, SerialCheckViewModel
from app.views.widgets.accessibility import ValueLabel, name_inner_controls
from app.views.widgets.dialogs import with_mnemonics
from app.views.widgets.forms import FieldError
from app.views.widgets.reference_picker import ReferencePicker


class SerialCheckDialog(QDialog):
    """Non-modal in spirit: shown with ``open()`` (never ``exec()``: qasync)."""

    def __init__(self, view_model: SerialCheckViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        vm = view_model
        view_model.setParent(self)
        self.setWindowTitle(self.tr("Check serial numbers"))
        self.resize(720, 560)
        heading = QLabel(self.tr("Item: {item}").format(item=vm.item_label))
        heading.setWordWrap(True)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Can this customer return it?"), SerialCheck.RETURN_BY_CUSTOMER)
        self.mode.addItem(
            self.tr("Did it come back on this receive-returns order?"), SerialCheck.RETURNED_ON
        )
        self.customer = ReferencePicker(
            vm.customers.search, vm.customers.get, placeholder=self.tr("Type a customer")
        )
        self.rr_code = QLineEdit()
        self.rr_code.setPlaceholderText(self.tr("e.g. RR-2024-0001"))
        self.serials = QPlainTextEdit()
        self.serials.setTabChangesFocus(True)
        self.serials.setPlaceholderText(self.tr("One serial number per line (paste a column)"))
        self.serials.setMaximumHeight(130)
        self.check_button = QPushButton(self.tr("Chec&k"))
        self.check_button.setDefault(True)
        self.problem = FieldError()
        form = QFormLayout()
        form.addRow(self.tr("C&heck"), self.mode)
        self.customer_label = QLabel(self.tr("C&ustomer"))
        self.customer_label.setBuddy(self.customer)
        form.addRow(self.customer_label, self.customer)
        self.rr_label = QLabel(self.tr("&Return order"))
        self.rr_label.setBuddy(self.rr_code)
        form.addRow(self.rr_label, self.rr_code)
        serials_label = QLabel(self.tr("S&erial numbers"))
        serials_label.setBuddy(self.serials)
        form.addRow(serials_label, self.serials)
        form.addRow("", self.check_button)
        self.results = QTableWidget(0, 4)
        self.results.setAccessibleName(self.tr("Verdicts"))
        self.results.setHorizontalHeaderLabels(
            [self.tr("Serial number"), self.tr("Verdict"), self.tr("Status"), self.tr("Why")]
        )
        self.results.verticalHeader().setVisible(False)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.summary = ValueLabel(self.tr("Check result"))
        buttons = with_mnemonics(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        name_inner_controls(self)  # the customer field's clear button

        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.check_button.clicked.connect(self.check)
        vm.verdictsChanged.connect(self._show_verdicts)
        vm.problemChanged.connect(self.problem.show_error)
        vm.checkingChanged.connect(lambda busy: self.check_button.setEnabled(not busy))
        self._mode_changed()

    def check(self) -> None:
        self.customer.settle()
        self.view_model.check(
            self.mode.currentData(),
            self.serials.toPlainText(),
            customer_id=self.customer.current_id(),
            rr_code=self.rr_code.text(),
        )

    def _mode_changed(self) -> None:
        by_customer = self.mode.currentData() == SerialCheck.RETURN_BY_CUSTOMER
        self.customer.setVisible(by_customer)
        self.customer_label.setVisible(by_customer)
        self.rr_code.setVisible(not by_customer)
        self.rr_label.setVisible(not by_customer)

    def _show_verdicts(self) -> None:
        verdicts = self.view_model.verdicts
        self.results.setRowCount(len(verdicts))
        for row, verdict in enumerate(verdicts):
            mark = QTableWidgetItem(self.tr("Valid") if verdict.valid else self.tr("Not valid"))
            mark.setForeground(QColor("#1e7d32" if verdict.valid else "#b3261e"))
            self.results.setItem(row, 0, QTableWidgetItem(verdict.serial))
            self.results.setItem(row, 1, mark)
            self.results.setItem(row, 2, QTableWidgetItem(verdict.status))
            self.results.setItem(row, 3, QTableWidgetItem(verdict.reason))
        valid = sum(1 for verdict in verdicts if verdict.valid)
        self.summary.setText(
            self.tr("{valid} of {count} valid").format(
                valid=format_count(valid), count=format_count(len(verdicts))
            )
            if verdicts
            else ""
        )

    def done(self, result: int) -> None:
        for task in self.view_model.tasks:  # a check still running stops with the dialog
            task.cancel()
        super().done(result)
