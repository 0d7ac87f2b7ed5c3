"""A tax editor tab: the form, its inline errors, Save (Ctrl+S) and Delete."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSizePolicy, QWidget

from app.models.taxes import TaxScope
from app.viewmodels.accounting.tax_editor import TaxEditorViewModel, TaxField
from app.viewmodels.accounting.tax_list import scope_text
from app.views.accounting.account_picker import AccountPicker
from app.views.master_data.master_common import show_combo_value
from app.views.widgets.record_editor import RecordEditorView


class TaxEditorView(RecordEditorView):
    """Binds a ``TaxEditorViewModel``."""

    def __init__(self, view_model: TaxEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            parent,
            delete_title=self.tr("Delete tax"),
            delete_question=self.tr("Delete the tax “{name}” for good? This cannot be undone."),
            save_tip=self.tr("Save the tax (Ctrl+S)"),
        )
        self.view_model: TaxEditorViewModel = view_model
        self.setObjectName("TaxEditorView")

        self.name = QLineEdit()
        self.name.setMaxLength(200)
        self.rate = QLineEdit()
        self.rate.setPlaceholderText(self.tr("0 to 100, e.g. 14"))
        self.rate.setMaximumWidth(160)
        self.scope = QComboBox()
        for scope in TaxScope:
            self.scope.addItem(scope_text(scope), scope.value)
        self.active = QCheckBox(self.tr("Active: can be put on items and documents"))
        self.sales_account = AccountPicker()
        self.withholding_account = AccountPicker()
        self.purchase_account = AccountPicker()
        self.einvoice_type = QComboBox()
        self.einvoice_type.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        # One form layout for every row, so labels and fields line up down the whole form.
        self.add_row(TaxField.NAME, self.tr("Name"), self.name)
        self.add_row(TaxField.RATE, self.tr("Rate (%)"), self.rate)
        self.add_row(TaxField.SCOPE, self.tr("A&pplies to"), self.scope)
        self.add_row(TaxField.ACTIVE, self.tr("Status"), self.active)
        self.add_section(self.tr("Accounts"))
        self.add_hint(
            self.tr(
                "Choose at least one. A tax uses either the sales/purchase account (one account "
                "for both) or the withholding account."
            )
        )
        self.add_row(TaxField.SALES_ACCOUNT, self.tr("Sa&les account"), self.sales_account)
        self.add_row(
            TaxField.WITHHOLDING_ACCOUNT,
            self.tr("Sales &withholding account"),
            self.withholding_account,
        )
        self.add_row(TaxField.PURCHASE_ACCOUNT, self.tr("P&urchase account"), self.purchase_account)
        self.add_section(self.tr("E-invoicing"))
        self.add_row(TaxField.EINVOICE_TYPE, self.tr("&E-invoice tax type"), self.einvoice_type)
        self.setFocusProxy(self.name)

        # view -> view-model
        vm = view_model
        self.name.textEdited.connect(lambda text: vm.update(TaxField.NAME, text))
        self.rate.textEdited.connect(lambda text: vm.update(TaxField.RATE, text))
        self.scope.activated.connect(
            lambda _index: vm.update(TaxField.SCOPE, self.scope.currentData())
        )
        self.active.toggled.connect(lambda checked: vm.update(TaxField.ACTIVE, checked))
        for field, picker in self._pickers().items():
            picker.accountChanged.connect(lambda account_id, f=field: vm.update(f, account_id))
            picker.unmatched.connect(lambda text, f=field: self._unmatched_account(f, text))
        self.einvoice_type.activated.connect(
            lambda _index: vm.update(TaxField.EINVOICE_TYPE, self.einvoice_type.currentData())
        )
        self.bind()

    def _pickers(self) -> dict[TaxField, AccountPicker]:
        return {
            TaxField.SALES_ACCOUNT: self.sales_account,
            TaxField.WITHHOLDING_ACCOUNT: self.withholding_account,
            TaxField.PURCHASE_ACCOUNT: self.purchase_account,
        }

    def settle_pickers(self) -> None:
        # An account typed but not yet confirmed (no Tab) must count: settle it first.
        for picker in self._pickers().values():
            if picker.hasFocus():
                picker.settle()

    def record_name(self) -> str:
        return self.view_model.form.name

    def show_form(self) -> None:
        form = self.view_model.form
        self.set_text(self.name, form.name)
        self.set_text(self.rate, form.rate_text)
        if self.scope.findData(form.scope) < 0:  # a scope this app does not know: keep it
            self.scope.addItem(str(form.scope), form.scope)
        self.scope.setCurrentIndex(self.scope.findData(form.scope))
        self.active.blockSignals(True)
        self.active.setChecked(form.active)
        self.active.blockSignals(False)
        self.sales_account.set_account_id(form.sales_account_id)
        self.withholding_account.set_account_id(form.sales_withholding_account_id)
        self.purchase_account.set_account_id(form.purchase_account_id)
        show_combo_value(self.einvoice_type, form.einvoice_type_id)

    def show_choices(self) -> None:
        accounts = self.view_model.accounts
        for picker in self._pickers().values():
            picker.set_accounts(accounts)
        self.einvoice_type.clear()
        self.einvoice_type.addItem(self.tr("(none)"), None)
        for tax_type in self.view_model.einvoice_types:
            label = f"{tax_type.country} · {tax_type.type} {tax_type.code} · {tax_type.description}"
            self.einvoice_type.addItem(label, tax_type.id)
        show_combo_value(self.einvoice_type, self.view_model.form.einvoice_type_id)

    def _unmatched_account(self, field: TaxField, text: str) -> None:
        self.fields[field].show_error(
            self.tr("No account matches “{text}”. Pick one from the list.").format(text=text)
        )
