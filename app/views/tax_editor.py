"""A tax editor tab: the form, its inline errors, Save (Ctrl+S) and Delete."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.models.taxes import TaxScope
from app.viewmodels.tax_editor import TaxEditorViewModel, TaxField
from app.viewmodels.tax_list import scope_text
from app.views.account_picker import AccountPicker
from app.views.dialogs import Choice, ask, confirm
from app.views.forms import Banner, Field, add_field, add_section, add_shortcut
from app.views.screen import Screen

FORM_MAX_WIDTH = 760


class TaxEditorView(Screen):
    """Binds a ``TaxEditorViewModel``."""

    def __init__(self, view_model: TaxEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: TaxEditorViewModel = view_model
        self.setObjectName("TaxEditorView")
        self.banner = Banner()

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
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[TaxField, Field] = {
            TaxField.NAME: add_field(form, self.tr("&Name"), self.name),
            TaxField.RATE: add_field(form, self.tr("&Rate (%)"), self.rate),
            TaxField.SCOPE: add_field(form, self.tr("A&pplies to"), self.scope),
            TaxField.ACTIVE: add_field(form, self.tr("Status"), self.active),
        }
        add_section(form, self.tr("Accounts"))
        hint = QLabel(
            self.tr(
                "Choose at least one. A tax uses either the sales/purchase account (one account "
                "for both) or the withholding account."
            )
        )
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        form.addRow(hint)
        self.fields |= {
            TaxField.SALES_ACCOUNT: add_field(form, self.tr("&Sales account"), self.sales_account),
            TaxField.WITHHOLDING_ACCOUNT: add_field(
                form, self.tr("Sales &withholding account"), self.withholding_account
            ),
            TaxField.PURCHASE_ACCOUNT: add_field(
                form, self.tr("P&urchase account"), self.purchase_account
            ),
        }
        add_section(form, self.tr("E-invoicing"))
        self.fields[TaxField.EINVOICE_TYPE] = add_field(
            form, self.tr("E-invoice &tax type"), self.einvoice_type
        )

        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(self.tr("Save the tax (Ctrl+S)"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.close_button = QPushButton(self.tr("Close"))
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Save status"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.close_button)

        page = QWidget()
        page.setMaximumWidth(FORM_MAX_WIDTH)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.banner)
        page_layout.addLayout(form)
        page_layout.addSpacing(8)
        page_layout.addLayout(buttons)
        page_layout.addStretch(1)
        self.setFocusProxy(self.name)
        layout = QHBoxLayout(self)
        layout.addWidget(page, 1)
        layout.addStretch(0)

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
        self.save_button.clicked.connect(self.save)
        self.delete_button.clicked.connect(self._confirm_delete)
        self.close_button.clicked.connect(self.closeRequested)
        add_shortcut(self, QKeySequence.StandardKey.Save, self.save)

        # view-model -> view
        vm.formChanged.connect(self._show_form)
        vm.fieldErrorsChanged.connect(self._show_field_errors)
        vm.formErrorChanged.connect(self._show_form_error)
        vm.savingChanged.connect(self._show_saving)
        vm.titleChanged.connect(self.titleChanged)
        vm.choicesLoaded.connect(self._show_choices)
        vm.saved.connect(self._on_saved)
        vm.deleted.connect(self.closeRequested)
        vm.conflictDetected.connect(self._ask_about_conflict)
        # Waiting in the outbox is not a failure: the same words, as information.
        vm.queued.connect(lambda text: self.banner.show_message(text, kind="info"))

        self._show_choices()
        self._show_form()
        self._show_form_error(vm.form_error)  # a reopened draft's last verdict
        self._show_field_errors()
        vm.load_choices()

    def title(self) -> str:
        return self.view_model.title

    def has_unsaved_changes(self) -> bool:
        return self.view_model.dirty

    def close_screen(self, *, keep_draft: bool) -> None:
        self.view_model.close(keep_draft=keep_draft)

    def save(self) -> None:
        # An account typed but not yet confirmed (no Tab) must count: settle it first.
        for picker in self._pickers().values():
            if picker.hasFocus():
                picker.settle()
        self.view_model.save()

    def _pickers(self) -> dict[TaxField, AccountPicker]:
        return {
            TaxField.SALES_ACCOUNT: self.sales_account,
            TaxField.WITHHOLDING_ACCOUNT: self.withholding_account,
            TaxField.PURCHASE_ACCOUNT: self.purchase_account,
        }

    def _show_form(self) -> None:
        form = self.view_model.form
        if self.name.text() != form.name:
            self.name.setText(form.name)
        if self.rate.text() != form.rate_text:
            self.rate.setText(form.rate_text)
        if self.scope.findData(form.scope) < 0:  # a scope this app does not know: keep it
            self.scope.addItem(str(form.scope), form.scope)
        self.scope.setCurrentIndex(self.scope.findData(form.scope))
        self.active.blockSignals(True)
        self.active.setChecked(form.active)
        self.active.blockSignals(False)
        self.sales_account.set_account_id(form.sales_account_id)
        self.withholding_account.set_account_id(form.sales_withholding_account_id)
        self.purchase_account.set_account_id(form.purchase_account_id)
        self._select_einvoice_type(form.einvoice_type_id)
        self.delete_button.setVisible(not self.view_model.is_new)

    def _show_choices(self) -> None:
        accounts = self.view_model.accounts
        for picker in self._pickers().values():
            picker.set_accounts(accounts)
        self.einvoice_type.clear()
        self.einvoice_type.addItem(self.tr("(none)"), None)
        for tax_type in self.view_model.einvoice_types:
            label = f"{tax_type.country} · {tax_type.type} {tax_type.code} · {tax_type.description}"
            self.einvoice_type.addItem(label, tax_type.id)
        self._select_einvoice_type(self.view_model.form.einvoice_type_id)

    def _select_einvoice_type(self, type_id: int | None) -> None:
        index = self.einvoice_type.findData(type_id)
        if index < 0 and type_id is not None:
            self.einvoice_type.addItem(f"#{type_id}", type_id)
            index = self.einvoice_type.count() - 1
        self.einvoice_type.setCurrentIndex(max(index, 0))

    def _show_field_errors(self) -> None:
        first_invalid: QWidget | None = None
        for field, widget in self.fields.items():
            error = self.view_model.field_error(field)
            widget.show_error(error)
            if error and first_invalid is None:
                first_invalid = widget.widget
        if first_invalid is not None and not self.view_model.saving:
            first_invalid.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_form_error(self, text: str) -> None:
        if text:
            self.banner.show_message(text)
        else:
            self.banner.clear()

    def _show_saving(self, saving: bool) -> None:
        self.save_button.setEnabled(not saving)
        self.delete_button.setEnabled(not saving)
        self.status.setText(self.tr("Saving…") if saving else "")

    def _on_saved(self) -> None:
        self.status.setText(self.tr("Saved."))
        self.delete_button.setVisible(True)

    def _unmatched_account(self, field: TaxField, text: str) -> None:
        self.fields[field].show_error(
            self.tr("No account matches “{text}”. Pick one from the list.").format(text=text)
        )

    def _confirm_delete(self) -> None:
        confirm(
            self,
            self.tr("Delete tax"),
            self.tr("Delete the tax “{name}” for good? This cannot be undone.").format(
                name=self.view_model.form.name
            ),
            accept_text=self.tr("Delete"),
            on_accept=self.view_model.delete,
            destructive=True,
        )

    def _ask_about_conflict(self, text: str) -> None:
        ask(
            self,
            self.tr("Changed by someone else"),
            text,
            [
                Choice(self.tr("Overwrite with mine"), self.view_model.overwrite),
                Choice(
                    self.tr("Take theirs"),
                    self.view_model.take_server_version,
                    QMessageBox.ButtonRole.DestructiveRole,
                ),
            ],
            details=self.tr(
                "Keep your version and overwrite theirs, or take theirs and lose your changes?"
            ),
            icon=QMessageBox.Icon.Warning,
            comparison=self.view_model.comparison,
        )
