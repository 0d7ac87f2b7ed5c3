"""A cash-in or cash-out tab: the cash account, the header, the lines and their total,
Save (Ctrl+S); once saved, the generated document code."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from app.viewmodels.accounting.cash_editor import MAIN_ACCOUNT, CashEditorViewModel
from app.views.accounting.accounting_document import AccountingDocumentView
from app.views.widgets.accessibility import ValueLabel

CODE_STYLE = "font-size: 15px; font-weight: bold; color: #1e7d32;"


class CashEditorView(AccountingDocumentView):
    """Binds a ``CashEditorViewModel`` (cash in or cash out; the API only creates them:
    no Delete, read-only once saved)."""

    def __init__(self, view_model: CashEditorViewModel, parent: QWidget | None = None) -> None:
        self.main_account = QComboBox()
        self.main_account.setMinimumContentsLength(30)
        account_label = (
            self.tr("Received &into (cash account)")
            if view_model.cash_in
            else self.tr("Pa&id from (cash account)")
        )
        super().__init__(
            view_model,
            parent,
            lines_hint=(
                self.tr(
                    "What the money is for: one line per account, never the cash account itself."
                )
                if view_model.cash_in
                else self.tr(
                    "What the money paid: one line per account, never the cash account itself."
                )
            ),
            leading=[(MAIN_ACCOUNT, account_label, self.main_account)],
            save_tip=self.tr("Save the document (Ctrl+S)"),
        )
        self.view_model: CashEditorViewModel = view_model
        vm = view_model
        self.setObjectName("CashEditorView")
        self.code = ValueLabel(self.tr("Document code"))
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.right.addRow(self.tr("Document code"), self.code)
        self.main_account.activated.connect(
            lambda _row: vm.update("main_account_id", self.main_account.currentData())
        )
        self.bind()

    def show_choices(self) -> None:
        vm = self.view_model
        self.main_account.blockSignals(True)
        self.main_account.clear()
        self.main_account.addItem(self.tr("Choose a cash account…"), None)
        for choice in vm.choices.cash_accounts():
            alias = choice.payload.get("alias")
            label = f"{choice.label} ({alias})" if alias else choice.label
            self.main_account.addItem(label, choice.id)
        self.main_account.blockSignals(False)
        super().show_choices()
        self._show_form()

    def show_document(self) -> None:
        vm = self.view_model
        account_id = vm.form.main_account_id
        row = self.main_account.findData(account_id)
        if row < 0 and account_id is not None:
            self.main_account.addItem(vm.choices.label(vm.choices.accounts, account_id), account_id)
            row = self.main_account.count() - 1
        self.main_account.setCurrentIndex(max(row, 0))
        base = vm.base
        self.code.setText(vm.record_key(base) if base is not None else self.tr("given when saved"))
        # The code stands out once there is one; before, the words are only a hint.
        self.code.setStyleSheet(CODE_STYLE if base is not None else "color: gray;")

    def show_totals(self) -> None:
        self.grid_messages.totals.setText(
            self.tr("Total {amount}").format(amount=self.view_model.total_text())
        )
