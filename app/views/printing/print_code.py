"""File › Print a document…: any document by its code (SO-, SR-, CI-, CO-, JE-, IO-), or a
customer's statement by the customer's code, into the print window."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.printing.document import statement_of_this_year
from app.viewmodels.session import Session
from app.views.widgets.dialogs import with_mnemonics


class PrintCodeDialog(QDialog):
    """Asks for a code; a customer's code prints the customer's statement of this year."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.errors = errors
        self.setWindowTitle(self.tr("Print a document"))
        self.setMinimumWidth(460)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("SO-31, CI-CAI-3, IO-WH01-7, or a customer's code"))
        label = QLabel(self.tr("&Code"))
        label.setBuddy(self.code)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        self.error.hide()
        hint = QLabel(
            self.tr(
                "A sales order prints as a tax invoice, an issue offering as a delivery note; "
                "a customer's code prints the customer's statement of this year."
            )
        )
        hint.setWordWrap(True)
        form = QFormLayout()
        form.addRow(label, self.code)
        form.addRow("", self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        with_mnemonics(self.buttons)
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.buttons)
        self.printing: QDialog | None = None

    def submit(self) -> None:
        from app.views.printing.window import print_document

        code = self.code.text().strip()
        if not code:
            self.error.setText(self.tr("Enter a document's or a customer's code."))
            self.error.show()
            self.code.setFocus()
            return
        self.printing = print_document(
            self.parentWidget() or self,
            self.session,
            self.errors,
            code,
            loader=statement_of_this_year(self.session, code),
        )
        self.accept()
