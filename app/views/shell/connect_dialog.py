"""File > Connect to a server: the profile dialog (shown with ``open()``, never ``exec()``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.models.auth import TokenKind
from app.viewmodels.shell.connect import DEMO_PROFILE_ID, ConnectForm, ConnectViewModel
from app.viewmodels.shell.main_window import profile_title
from app.views.widgets.dialogs import Choice, ask, confirm, with_mnemonics
from app.views.widgets.focus import tab_in_reading_order
from app.views.widgets.forms import Banner, Field, add_field

_NEW_PROFILE = "__new__"


class ConnectDialog(QDialog):
    """Choose a saved profile or describe a new one; test it; connect."""

    def __init__(self, view_model: ConnectViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        self.setWindowTitle(self.tr("Connect to a server"))
        self.setObjectName("ConnectDialog")
        self.setMinimumWidth(560)

        self.profile = QComboBox()
        self.profile.setAccessibleName(self.tr("Profile"))
        self.name = QLineEdit()
        self.base_url = QLineEdit()
        self.base_url.setPlaceholderText("https://erp.example.com")
        self.service_token = QRadioButton(self.tr("Service token (API user)"))
        self.jwt = QRadioButton(self.tr("JWT with tenant id"))
        self.token_kind = QButtonGroup(self)
        self.token_kind.addButton(self.service_token)
        self.token_kind.addButton(self.jwt)
        kinds = QWidget()
        kinds_layout = QHBoxLayout(kinds)
        kinds_layout.setContentsMargins(0, 0, 0, 0)
        kinds_layout.addWidget(self.service_token)
        kinds_layout.addWidget(self.jwt)
        kinds_layout.addStretch(1)
        self.token = QLineEdit()
        self.token.setEchoMode(QLineEdit.EchoMode.Password)
        self.tenant_id = QLineEdit()

        form = QFormLayout()
        form.addRow(self.tr("&Profile"), self.profile)
        self.fields: dict[str, Field] = {
            "name": add_field(form, self.tr("Name"), self.name),
            "baseUrl": add_field(form, self.tr("Server address"), self.base_url),
            "tokenKind": add_field(form, self.tr("Token kind"), kinds),
            "token": add_field(form, self.tr("To&ken"), self.token),
            "tenantId": add_field(form, self.tr("Tenant &id"), self.tenant_id),
        }
        self.keychain_notice = Banner()
        notice = view_model.keychain_notice
        if notice:
            self.keychain_notice.show_message(notice, kind="warning")
        self.result_banner = Banner()

        self.test_button = QPushButton(self.tr("T&est connection"))
        self.delete_button = QPushButton(self.tr("&Delete profile"))
        self.buttons = QDialogButtonBox()
        self.connect_button = self.buttons.addButton(
            self.tr("Connec&t"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        with_mnemonics(self.buttons)
        self.buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ResetRole)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.keychain_notice)
        layout.addWidget(self.result_banner)
        layout.addWidget(self.buttons)

        self.profile.currentIndexChanged.connect(self._profile_chosen)
        self.service_token.toggled.connect(self._token_kind_changed)
        self.test_button.clicked.connect(lambda: view_model.test(self.form()))
        self.delete_button.clicked.connect(self._delete_profile)
        self.buttons.accepted.connect(self._connect)
        self.buttons.rejected.connect(self.reject)
        view_model.fieldErrorsChanged.connect(self._show_field_errors)
        view_model.testingChanged.connect(self._show_testing)
        view_model.testFinished.connect(self._show_test_result)
        view_model.connected.connect(self._on_connected)
        self._fill_profiles(view_model.current_profile_id)
        tab_in_reading_order(self)  # the buttons as the button box lays them out

    def form(self) -> ConnectForm:
        profile_id = self.profile.currentData()
        return ConnectForm(
            profile_id=None if profile_id == _NEW_PROFILE else profile_id,
            name=self.name.text(),
            base_url=self.base_url.text(),
            token_kind=TokenKind.JWT if self.jwt.isChecked() else TokenKind.SERVICE,
            token=self.token.text(),
            tenant_id=self.tenant_id.text(),
        )

    def choose_new_profile(self) -> None:
        self.profile.setCurrentIndex(self.profile.findData(_NEW_PROFILE))

    def _fill_profiles(self, select: str) -> None:
        self.profile.blockSignals(True)
        self.profile.clear()
        for profile in self.view_model.profiles:
            self.profile.addItem(profile_title(profile), profile.id)
        self.profile.addItem(self.tr("New server profile…"), _NEW_PROFILE)
        self.profile.blockSignals(False)
        index = self.profile.findData(select)
        self.profile.setCurrentIndex(index if index >= 0 else 0)
        self._profile_chosen()

    def _profile_chosen(self) -> None:
        profile_id = self.profile.currentData()
        profile = next((p for p in self.view_model.profiles if p.id == profile_id), None)
        form = ConnectForm.of(profile) if profile else ConnectForm(profile_id=None)
        shown = profile_title(profile) if profile is not None else form.name
        self.name.setText(shown if profile_id != _NEW_PROFILE else "")
        self.base_url.setText(form.base_url)
        (self.jwt if form.token_kind is TokenKind.JWT else self.service_token).setChecked(True)
        self.tenant_id.setText(form.tenant_id)
        self.token.clear()
        stored = self.view_model.has_stored_token(form.profile_id)
        self.token.setPlaceholderText(
            self.tr("Stored: leave empty to keep it")
            if stored
            else self.tr("Paste the token value, e.g. Bearer …")
        )
        is_demo = profile_id == DEMO_PROFILE_ID
        self.base_url.setPlaceholderText(
            self.tr("Runs on this computer") if is_demo else "https://erp.example.com"
        )
        for widget in (self.name, self.base_url, self.service_token, self.jwt, self.token):
            widget.setEnabled(not is_demo)
        self.delete_button.setEnabled(profile_id not in (DEMO_PROFILE_ID, _NEW_PROFILE))
        self._token_kind_changed()
        self.result_banner.clear()
        for field in self.fields.values():
            field.show_error("")
        self._shown_form = self.form()  # what Cancel compares with (has_typing)

    def has_typing(self) -> bool:
        """Whether the clerk typed or chose something since the profile was shown."""
        return self.form() != getattr(self, "_shown_form", self.form())

    def reject(self) -> None:
        """Cancel, Esc or the window's close button: with something typed (an address, a
        token), ask before throwing it away; otherwise close at once."""
        if not self.has_typing():
            super().reject()
            return
        ask(
            self,
            self.tr("Discard what you typed?"),
            self.tr("The server address, name or token you typed here is not saved."),
            [
                Choice(
                    self.tr("&Discard and close"),
                    lambda: QDialog.reject(self),
                    QMessageBox.ButtonRole.DestructiveRole,
                )
            ],
            details=self.tr("Cancel goes back to the dialog, with what you typed."),
        )

    def _token_kind_changed(self) -> None:
        is_demo = self.profile.currentData() == DEMO_PROFILE_ID
        self.tenant_id.setEnabled(not is_demo)
        self.tenant_id.setPlaceholderText(
            self.tr("Required for a JWT") if self.jwt.isChecked() else self.tr("Optional")
        )

    def _show_field_errors(self) -> None:
        for key, field in self.fields.items():
            field.show_error(self.view_model.field_errors.get(key, ""))

    def _show_testing(self, testing: bool) -> None:
        self.test_button.setEnabled(not testing)
        if testing:
            self.result_banner.show_message(self.tr("Testing…"), kind="info")

    def _show_test_result(self, worked: bool, text: str) -> None:
        self.result_banner.show_message(text, kind="info" if worked else "error")

    def _connect(self) -> None:
        self.view_model.connect_profile(self.form())

    def _on_connected(self, _where: str) -> None:
        self.accept()

    def _delete_profile(self) -> None:
        profile_id = self.profile.currentData()
        if profile_id in (DEMO_PROFILE_ID, _NEW_PROFILE):
            return
        name = self.profile.currentText()

        def delete() -> None:
            self.view_model.delete(profile_id)
            self._fill_profiles(DEMO_PROFILE_ID)

        confirm(
            self,
            self.tr("Delete profile"),
            self.tr("Delete the profile “{name}” and its stored token?").format(name=name),
            accept_text=self.tr("&Delete"),
            on_accept=delete,
            destructive=True,
        )
