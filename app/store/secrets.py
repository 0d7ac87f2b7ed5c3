"""API tokens live in the operating system's keychain, never in a file or a log.

Windows Credential Manager, the macOS Keychain, or the Secret Service on Linux, through
``keyring``. A machine without any of them (a bare Linux box) gets the token kept in memory
for this session only; ``persistent`` says which, so the app can tell the clerk.
"""

from __future__ import annotations

import contextlib
import logging
from enum import StrEnum

import keyring
import keyring.backends.fail
from keyring.errors import KeyringError

log = logging.getLogger(__name__)

SERVICE_NAME = "BackOfficeDesktop"


class MissingToken(Exception):
    """The profile's token is not in the keychain (new machine, or a session-only token)."""


class TokenLocation(StrEnum):
    KEYCHAIN = "keychain"
    SESSION = "session"
    """In memory only: lost when the app closes."""


class TokenVault:
    """Stores one token per profile id."""

    def __init__(self) -> None:
        self._session: dict[str, str] = {}

    @property
    def persistent(self) -> bool:
        """Whether a real keychain backend exists on this machine."""
        backend = keyring.get_keyring()
        if isinstance(backend, keyring.backends.fail.Keyring):
            return False
        return not (hasattr(backend, "backends") and not backend.backends)

    def store(self, profile_id: str, token: str) -> TokenLocation:
        """Keep ``token`` for ``profile_id``; says where it ended up."""
        self._session[profile_id] = token
        if not self.persistent:
            return TokenLocation.SESSION
        try:
            keyring.set_password(SERVICE_NAME, profile_id, token)
        except KeyringError as exc:
            log.warning("keychain refused the token (%s); keeping it for this session", exc)
            return TokenLocation.SESSION
        return TokenLocation.KEYCHAIN

    def load(self, profile_id: str) -> str | None:
        if profile_id in self._session:
            return self._session[profile_id]
        if not self.persistent:
            return None
        try:
            token = keyring.get_password(SERVICE_NAME, profile_id)
        except KeyringError as exc:
            log.warning("keychain could not be read (%s)", exc)
            return None
        if token is not None:
            self._session[profile_id] = token
        return token

    def forget(self, profile_id: str) -> None:
        self._session.pop(profile_id, None)
        if not self.persistent:
            return
        # Nothing stored, or the keychain refused: either way the token is gone from here.
        with contextlib.suppress(KeyringError):
            keyring.delete_password(SERVICE_NAME, profile_id)
