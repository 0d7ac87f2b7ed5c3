"""Profiles live in the app database; tokens only in the keychain (or in memory)."""

from __future__ import annotations

from pathlib import Path

import keyring
import keyring.backends.fail

from app.models.auth import TokenKind
from app.store.paths import AppPaths
from app.store.profiles import DEMO_PROFILE, Profile, ProfileStore
from app.store.secrets import SERVICE_NAME, TokenLocation, TokenVault
from tests.support.keyrings import MemoryKeyring


def test_the_demo_company_is_always_there_and_first(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path / "app.sqlite3")
    store.save(Profile.new_server("Zeta Co", "https://z.example", TokenKind.SERVICE, None))
    store.save(Profile.new_server("Alpha Co", "https://a.example", TokenKind.JWT, "7"))
    assert [p.name for p in store.list()] == ["Demo company", "Alpha Co", "Zeta Co"]
    assert store.current() == DEMO_PROFILE
    store.close()


def test_the_current_profile_survives_a_restart_and_falls_back_when_deleted(tmp_path: Path) -> None:
    path = tmp_path / "app.sqlite3"
    store = ProfileStore(path)
    profile = Profile.new_server("Alpha", "https://a.example", TokenKind.JWT, " 7 ")
    store.save(profile)
    store.set_current(profile.id)
    store.close()
    reopened = ProfileStore(path)
    assert reopened.current() == profile and profile.tenant_id == "7"
    reopened.delete(profile.id)
    assert reopened.current() == DEMO_PROFILE
    reopened.close()


def test_a_token_goes_to_the_keychain_and_never_into_the_app_database(
    tmp_path: Path, memory_keyring: MemoryKeyring
) -> None:
    store = ProfileStore(tmp_path / "app.sqlite3")
    profile = Profile.new_server("Alpha", "https://a.example", TokenKind.SERVICE, None)
    store.save(profile)
    vault = TokenVault()
    assert vault.store(profile.id, "Bearer secret-token-123") is TokenLocation.KEYCHAIN
    assert memory_keyring.passwords[(SERVICE_NAME, profile.id)] == "Bearer secret-token-123"
    assert TokenVault().load(profile.id) == "Bearer secret-token-123"  # a new session
    store.close()
    for file in tmp_path.iterdir():
        assert b"secret-token-123" not in file.read_bytes()
    vault.forget(profile.id)
    assert TokenVault().load(profile.id) is None


def test_without_a_keychain_the_token_is_kept_for_the_session_only() -> None:
    keyring.set_keyring(keyring.backends.fail.Keyring())
    vault = TokenVault()
    assert not vault.persistent
    assert vault.store("p1", "Bearer t") is TokenLocation.SESSION
    assert vault.load("p1") == "Bearer t"
    assert TokenVault().load("p1") is None  # gone with the session


def test_paths_follow_backoffice_home(tmp_path: Path) -> None:
    paths = AppPaths.resolve(tmp_path)
    assert paths.data_dir == tmp_path / "data" and paths.log_dir.is_dir()
    assert paths.demo_database.parent.name == "demo"
