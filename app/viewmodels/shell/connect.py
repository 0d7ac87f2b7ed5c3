"""File > Connect to a server: choose or create a profile, test it, switch to it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.api.client import ApiClient
from app.api.connection import Connection, InvalidConnection
from app.api.retry import NO_RETRIES
from app.models.auth import TokenKind
from app.store.profiles import DEMO_PROFILE, Profile, ProfileKind
from app.store.secrets import TokenLocation, TokenVault
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.shell.main_window import MainWindowViewModel
from app.viewmodels.tasks import TaskOwner

# The demo company's profile, which the connect dialog offers first and never deletes.
DEMO_PROFILE_ID = DEMO_PROFILE.id

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ConnectForm:
    """The dialog's fields. ``profile_id`` None is a new profile; an empty ``token`` on a
    saved profile keeps its stored token."""

    profile_id: str | None
    name: str = ""
    base_url: str = ""
    token_kind: TokenKind = TokenKind.SERVICE
    token: str = ""
    tenant_id: str = ""

    @property
    def is_demo(self) -> bool:
        return self.profile_id == DEMO_PROFILE.id

    @classmethod
    def of(cls, profile: Profile) -> ConnectForm:
        return cls(
            profile_id=profile.id,
            name=profile.name,
            base_url=profile.base_url,
            token_kind=profile.token_kind,
            tenant_id=profile.tenant_id or "",
        )


class ConnectViewModel(TaskOwner):
    """Profiles, the connection test and the switch."""

    fieldErrorsChanged = Signal()
    testingChanged = Signal(bool)
    testFinished = Signal(bool, str)
    """(worked, what to tell the clerk)"""
    connected = Signal(str)
    """Switched to the profile; the text says where the token is kept."""

    def __init__(
        self,
        *,
        main: MainWindowViewModel,
        vault: TokenVault,
        errors: ErrorPresenter,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self._main = main
        self._vault = vault
        self.field_errors: dict[str, str] = {}

    @property
    def profiles(self) -> list[Profile]:
        return self._main.profiles.list()

    @property
    def current_profile_id(self) -> str:
        session = self._main.session
        return session.profile.id if session else self._main.profiles.current_id()

    @property
    def keychain_notice(self) -> str:
        """Empty when tokens are kept in the system keychain; else says what happens."""
        if self._vault.persistent:
            return ""
        return translate(
            "Connect",
            "This computer has no system keychain, so the token is kept only until the app "
            "closes: you will be asked for it again next time.",
        )

    def has_stored_token(self, profile_id: str | None) -> bool:
        return bool(profile_id) and self._vault.load(profile_id or "") is not None

    # -- checks --------------------------------------------------------------------------
    def _connection(self, form: ConnectForm) -> Connection | None:
        """The connection the form describes; None after setting the field errors."""
        errors: dict[str, str] = {}
        if not form.name.strip():
            errors["name"] = translate("Connect", "Give the profile a name, e.g. the company.")
        token = form.token.strip() or (self._vault.load(form.profile_id or "") or "")
        connection = None
        try:
            connection = Connection(
                base_url=form.base_url,
                token=token,
                token_kind=form.token_kind,
                tenant_id=form.tenant_id.strip() or None,
            )
        except InvalidConnection as exc:
            errors[exc.field_name] = str(exc)
        self._set_field_errors(errors)
        return connection if not errors else None

    # -- commands ------------------------------------------------------------------------
    def test(self, form: ConnectForm) -> None:
        """Try the connection without switching to it."""
        if form.is_demo:
            self.testFinished.emit(
                True, translate("Connect", "The demo company runs on this computer.")
            )
            return
        connection = self._connection(form)
        if connection is not None:
            self.run(self._test(connection), context=translate("Connect", "Testing connection"))

    async def _test(self, connection: Connection) -> None:
        self.testingChanged.emit(True)
        client = ApiClient(connection, retry=NO_RETRIES)
        try:
            worked, text = await self._try(client, connection)
        finally:
            await client.aclose()
            self.testingChanged.emit(False)
        self.testFinished.emit(worked, text)

    async def _try(self, client: ApiClient, connection: Connection) -> tuple[bool, str]:
        """One cheap read, and what its outcome means for the clerk."""
        try:
            await client.taxes.list(limit=1)
        except api_errors.Forbidden:
            return True, translate(
                "Connect",
                "Connected. This API user may not read taxes, so some screens will be "
                "refused; ask for more roles in the service's portal.",
            )
        except api_errors.Unauthorized:
            return False, self._refused_text(connection)
        except api_errors.NotFound:
            return False, translate(
                "Connect",
                "The server answered, but there is no Business Management API v3 at this address.",
            )
        except api_errors.ApiError as exc:
            return False, describe_error(exc).text
        return True, translate("Connect", "Connected: the server accepted the token.")

    @staticmethod
    def _refused_text(connection: Connection) -> str:
        if connection.token_kind is TokenKind.JWT:
            return translate(
                "Connect", "The server refused the token. Check the JWT and the tenant id."
            )
        return translate(
            "Connect",
            "The server refused the token. Copy it again from the service's portal "
            "(it starts with “Bearer”).",
        )

    def connect_profile(self, form: ConnectForm) -> bool:
        """Save the profile and its token, then switch the whole app to it."""
        if form.is_demo:
            self._main.switch_to(DEMO_PROFILE)
            self.connected.emit(translate("Connect", "Switched to the demo company."))
            return True
        connection = self._connection(form)
        if connection is None:
            return False
        profile = self._main.profiles.get(form.profile_id or "")
        if profile is None or profile.kind is not ProfileKind.SERVER:
            profile = Profile.new_server(
                form.name.strip(), form.base_url, form.token_kind, form.tenant_id
            )
        else:
            profile = Profile(
                id=profile.id,
                name=form.name.strip(),
                kind=ProfileKind.SERVER,
                base_url=form.base_url.strip(),
                token_kind=form.token_kind,
                tenant_id=form.tenant_id.strip() or None,
            )
        self._main.profiles.save(profile)
        location = self._vault.store(profile.id, connection.token)
        self._main.switch_to(profile)
        if location is TokenLocation.KEYCHAIN:
            where = translate("Connect", "The token is kept in the system keychain.")
        else:
            where = translate("Connect", "The token is kept for this session only.")
        self.connected.emit(where)
        return True

    def delete(self, profile_id: str) -> None:
        """Forget a saved profile and its token; if it was in use, go back to the demo."""
        if profile_id == DEMO_PROFILE.id:
            return
        self._main.profiles.delete(profile_id)
        self._vault.forget(profile_id)
        if self.current_profile_id == profile_id:
            self._main.switch_to(DEMO_PROFILE)

    def _set_field_errors(self, errors: dict[str, str]) -> None:
        self.field_errors = errors
        self.fieldErrorsChanged.emit()
