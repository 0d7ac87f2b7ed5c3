"""Where a command line connects: the options, the exit codes, the demo company."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from app.cli.target import (
    EXIT_BAD_INPUT,
    EXIT_REFUSED,
    EXIT_UNREACHABLE,
    TargetError,
    add_target_options,
    choose_target,
    open_target,
)
from app.models.auth import TokenKind
from app.store.paths import AppPaths
from app.store.profiles import Profile, ProfileStore
from app.store.secrets import TokenVault
from tests.support.sandbox import Tenant


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_target_options(parser)
    return parser.parse_args(argv)


@pytest.mark.parametrize(
    "argv",
    [
        (),
        ("--demo", "--profile", "x"),
        ("--demo", "--server", "http://127.0.0.1:9"),
        ("--demo", "--token", "Bearer x"),
        ("--server", "http://127.0.0.1:9"),
        ("--server", "ftp://example.com", "--token", "Bearer x"),
    ],
)
def test_a_bad_combination_is_exit_2_with_one_line(home: Path, argv: tuple[str, ...]) -> None:
    with pytest.raises(TargetError) as raised:
        choose_target(_args(*argv), AppPaths.resolve(home))
    assert raised.value.exit_code == EXIT_BAD_INPUT
    assert "\n" not in str(raised.value) and str(raised.value)


def test_an_unknown_profile_names_the_saved_ones(home: Path) -> None:
    with pytest.raises(TargetError, match=r'no saved profile named "Head office".*"Demo company"'):
        choose_target(_args("--profile", "Head office"), AppPaths.resolve(home))


def test_a_tenant_id_makes_the_token_a_jwt(home: Path) -> None:
    choice = choose_target(
        _args("--server", "https://erp.example.com", "--token", "Bearer eyJ", "--tenant-id", "7"),
        AppPaths.resolve(home),
    )
    assert choice.profile.token_kind is TokenKind.JWT
    assert choice.profile.tenant_id == "7"
    assert choice.token == "Bearer eyJ"


async def test_server_and_token_connect_and_probe(
    home: Path, live_url: str, live_tenant: Tenant
) -> None:
    paths = AppPaths.resolve(home)
    choice = choose_target(_args("--server", live_url, "--token", live_tenant.authorization), paths)
    async with open_target(choice, paths) as target:
        assert target.online
        assert target.store_path is None  # no saved profile, no cache of its own
        taxes = await target.client.taxes.list(limit=5)
        assert taxes


async def test_a_refused_token_is_exit_3(home: Path, live_url: str) -> None:
    paths = AppPaths.resolve(home)
    choice = choose_target(_args("--server", live_url, "--token", "Bearer not-a-token"), paths)
    with pytest.raises(TargetError, match="refused the token") as raised:
        async with open_target(choice, paths):
            pass
    assert raised.value.exit_code == EXIT_REFUSED


async def test_an_unreachable_server_is_exit_4_unless_a_cache_will_do(home: Path) -> None:
    paths = AppPaths.resolve(home)
    choice = choose_target(_args("--server", "http://127.0.0.1:9", "--token", "Bearer x"), paths)
    with pytest.raises(TargetError, match="cannot reach") as raised:
        async with open_target(choice, paths):
            pass
    assert raised.value.exit_code == EXIT_UNREACHABLE
    async with open_target(choice, paths, require_online=False) as target:
        assert not target.online


async def test_a_saved_profile_uses_the_keychains_token(
    home: Path, live_url: str, live_tenant: Tenant
) -> None:
    paths = AppPaths.resolve(home)
    profiles = ProfileStore(paths.app_database)
    profile = Profile.new_server("Head office", live_url, TokenKind.SERVICE, None)
    profiles.save(profile)
    profiles.close()
    choice = choose_target(_args("--profile", "head office"), paths)
    with pytest.raises(TargetError, match="no token") as raised:
        async with open_target(choice, paths):
            pass
    assert raised.value.exit_code == EXIT_REFUSED
    TokenVault().store(profile.id, live_tenant.authorization)
    async with open_target(choice, paths) as target:
        assert target.online
        assert target.store_path == paths.profile_stores / f"{profile.id}.sqlite3"


async def test_demo_serves_this_computers_demo_company(home: Path) -> None:
    paths = AppPaths.resolve(home)
    async with open_target(choose_target(_args("--demo"), paths), paths) as target:
        assert target.online
        assert target.profile.is_demo
        customers = await target.client.customers.list(limit=3)
        assert customers
    assert paths.demo_database.exists()
