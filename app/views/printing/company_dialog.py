"""File › Company details: what printed documents say about the company (the API has no
company endpoint), kept with the profile."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.printing.company import CompanyDetails, EInvoicing
from app.viewmodels.printing.company import CompanyDetailsForm
from app.views.widgets.dialogs import with_mnemonics
from app.views.widgets.export import open_file_dialog


class CompanyDetailsDialog(QDialog):
    """The company's names (English, Arabic), numbers, address, phone, logo and e-invoicing
    regime; a wrong value is said under its field and nothing is saved."""

    def __init__(self, details: CompanyDetailsForm, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = details
        self.setWindowTitle(self.tr("Company details"))
        self.setMinimumWidth(560)
        company = self.form.company
        self.edits: dict[str, QLineEdit] = {}
        self.errors: dict[str, QLabel] = {}
        form = QFormLayout()
        captions = {
            "name": self.tr("Legal &name (English)"),
            "name_arabic": self.tr("Legal name (&Arabic)"),
            "vat_number": self.tr("&VAT number"),
            "commercial_registration": self.tr("Commercial &registration"),
            "address": self.tr("Addr&ess (English)"),
            "address_arabic": self.tr("Address (Ara&bic)"),
            "phone": self.tr("P&hone"),
            "currency": self.tr("C&urrency code"),
            "logo": self.tr("&Logo image"),
        }
        for name, caption in captions.items():
            edit = QLineEdit(str(getattr(company, name)))
            edit.setAccessibleName(caption.replace("&", ""))
            self.edits[name] = edit
            label = QLabel(caption)
            label.setBuddy(edit)
            error = QLabel()
            error.setStyleSheet("color: #b00020")
            error.setWordWrap(True)
            error.hide()
            self.errors[name] = error
            field: QWidget = edit
            if name == "logo":
                row = QWidget()
                box = QHBoxLayout(row)
                box.setContentsMargins(0, 0, 0, 0)
                box.addWidget(edit, 1)
                self.browse = QPushButton(self.tr("Bro&wse…"))
                self.browse.clicked.connect(self._browse)
                box.addWidget(self.browse)
                field = row
            column = QVBoxLayout()
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(field)
            column.addWidget(error)
            holder = QWidget()
            holder.setLayout(column)
            form.addRow(label, holder)
        self.regime = QComboBox()
        self.regime.addItem(self.tr("None"), EInvoicing.NONE.value)
        self.regime.addItem(self.tr("Egypt"), EInvoicing.EGYPT.value)
        self.regime.addItem(self.tr("Saudi Arabia (ZATCA QR code)"), EInvoicing.KSA.value)
        self.regime.setCurrentIndex(max(0, self.regime.findData(company.e_invoicing.value)))
        regime_label = QLabel(self.tr("E-&invoicing"))
        regime_label.setBuddy(self.regime)
        form.addRow(regime_label, self.regime)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        with_mnemonics(self.buttons)
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setText(self.tr("&Save"))
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    def details(self) -> CompanyDetails:
        """The details the fields say now."""
        return self.form.details(self._values(), self.regime.currentData())

    def save(self) -> None:
        """Save when every field is right; else say what is wrong under each field."""
        problems = self.form.save(self._values(), self.regime.currentData())
        for name, label in self.errors.items():
            text = problems.get(name, "")
            label.setText(text)
            label.setVisible(bool(text))
        if problems:
            self.adjustSize()  # room for the messages shown
            self.edits[next(iter(problems))].setFocus()
            return
        self.accept()

    def _values(self) -> dict[str, str]:
        return {name: edit.text() for name, edit in self.edits.items()}

    def _browse(self) -> None:
        self.logo_dialog: QFileDialog = open_file_dialog(
            self,
            self.tr("Logo image"),
            self.tr("Images (*.png *.jpg *.jpeg *.svg)"),
            self.edits["logo"].setText,
        )
