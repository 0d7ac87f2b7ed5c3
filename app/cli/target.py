"""Where a command-line runner connects, and the demo company the app itself serves.

Three ways, one of them per run:

- ``--demo``: the embedded demo company of this user's data folder (the one the app opens
  on first start), served from the local sandbox on a free loopback port;
- ``--profile NAME``: a profile saved in the app (File > Connect to a server), by name or
  id, its token read from the system keychain;
- ``--server URL --token TOKEN [--tenant-id ID]``: TOKEN as the portal shows it (starting
  with "Bearer"); with ``--tenant-id`` the token is a user's JWT.

Exit codes shared by every runner: 2 for bad options (``EXIT_BAD_INPUT``), 3 when the
server refuses the token (``EXIT_REFUSED``), 4 when it cannot be reached
(``EXIT_UNREACHABLE``). Each failure is a ``TargetError`` whose message is the one line a
runner prints on stderr.

``DemoCompany`` and ``SessionOpener`` (``app.cli.demo``) are shared with the window, so the
window and the command lines start the demo company with the same code.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from app.api import errors as api_errors
from app.api.client import ApiClient
from app.api.connection import Connection, InvalidConnection
from app.api.ratelimit import Priority
from app.cli.demo import DemoCompany, SessionOpener
from app.models.auth import TokenKind
from app.printing.page import PrintLanguage
from app.store.local import profile_file_name
from app.store.paths import AppPaths
from app.store.profiles import DEMO_PROFILE, Profile, ProfileKind, ProfileStore
from app.store.secrets import MissingToken, TokenVault

log = logging.getLogger(__name__)

EXIT_BAD_INPUT = 2
EXIT_REFUSED = 3
EXIT_UNREACHABLE = 4


class TargetError(Exception):
    """A runner cannot go on: ``str(error)`` is the line for stderr, ``exit_code`` the code."""

    def __init__(self, message: str, exit_code: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# ------------------------------------------------------------------------- the options
def add_target_options(parser: argparse.ArgumentParser) -> None:
    """``--demo | --profile NAME | --server URL --token TOKEN [--tenant-id ID]``."""
    group = parser.add_argument_group("where to connect (one of)")
    group.add_argument("--demo", action="store_true", help="the demo company of this computer")
    group.add_argument("--profile", metavar="NAME", help="a profile saved in the app")
    group.add_argument("--server", metavar="URL", help="the server's address (https://...)")
    group.add_argument("--token", metavar="TOKEN", help='the API token ("Bearer ...")')
    group.add_argument("--tenant-id", metavar="ID", help="the tenant, for a user's JWT")


@dataclass(frozen=True)
class TargetChoice:
    """What the options asked for, checked: exactly one way to connect."""

    profile: Profile
    token: str | None = None
    """The token given on the command line (``--server``); None: the demo's or the keychain's."""


def choose_target(args: argparse.Namespace, paths: AppPaths) -> TargetChoice:
    """The target the options name; ``TargetError`` (exit 2) for a bad combination."""
    demo = bool(getattr(args, "demo", False))
    profile_name: str | None = getattr(args, "profile", None)
    server: str | None = getattr(args, "server", None)
    token: str | None = getattr(args, "token", None)
    tenant_id: str | None = getattr(args, "tenant_id", None)
    chosen = [
        name
        for name, on in (
            ("--demo", demo),
            ("--profile", profile_name is not None),
            ("--server", server is not None),
        )
        if on
    ]
    if len(chosen) != 1:
        which = " and ".join(chosen) if chosen else "none of them"
        raise TargetError(
            f"give exactly one of --demo, --profile NAME or --server URL (got {which})"
        )
    if server is None and (token is not None or tenant_id is not None):
        raise TargetError("--token and --tenant-id go with --server URL")
    if demo:
        return TargetChoice(DEMO_PROFILE)
    if profile_name is not None:
        return TargetChoice(_saved_profile(profile_name, paths))
    assert server is not None
    if not token or not token.strip():
        raise TargetError('--server needs --token TOKEN (as the portal shows it: "Bearer ...")')
    kind = TokenKind.JWT if tenant_id else TokenKind.SERVICE
    profile = Profile(
        id=f"cli:{server.strip()}|{tenant_id or ''}",
        name=server.strip(),
        kind=ProfileKind.SERVER,
        base_url=server.strip(),
        token_kind=kind,
        tenant_id=tenant_id,
    )
    try:
        _connection(profile, token)
    except InvalidConnection as exc:
        raise TargetError(f"--server/--token: {exc}") from None
    return TargetChoice(profile, token=token.strip())


def _saved_profile(name: str, paths: AppPaths) -> Profile:
    store = ProfileStore(paths.app_database)
    try:
        profiles = store.list()
    finally:
        store.close()
    wanted = name.strip().casefold()
    for profile in profiles:
        if profile.id == name.strip() or profile.name.casefold() == wanted:
            return profile
    known = ", ".join(f'"{p.name}"' for p in profiles)
    raise TargetError(f'no saved profile named "{name}" (saved: {known})')


def _connection(profile: Profile, token: str) -> Connection:
    return Connection(
        base_url=profile.base_url,
        token=token,
        token_kind=profile.token_kind,
        tenant_id=profile.tenant_id,
    )


# ------------------------------------------------------------------------- connecting
@dataclass
class Target:
    """An open connection for a runner: the client, and where the profile keeps its files."""

    profile: Profile
    client: ApiClient
    store_path: Path | None
    """The profile's local store (reference and ledger cache, company details); None for a
    ``--server`` target, which has no saved profile. The file may not exist yet."""
    online: bool
    """Whether the server answered the probe (False only with ``require_online=False``)."""


@asynccontextmanager
async def open_target(
    choice: TargetChoice,
    paths: AppPaths,
    *,
    vault: TokenVault | None = None,
    require_online: bool = True,
    demo_rate_limits: bool = True,
) -> AsyncIterator[Target]:
    """Connect and probe once; the client is closed (and the demo company stopped) on exit.

    Raises ``TargetError``: exit 3 when the token is refused (or missing from the keychain),
    exit 4 when the server cannot be reached and ``require_online`` (else ``online`` is
    False and the runner may work from the profile's cache).
    """
    demo = DemoCompany(paths.demo_database, rate_limits=demo_rate_limits)
    profile = choice.profile
    try:
        if choice.token is not None:
            client = ApiClient(_connection(profile, choice.token))
        else:
            try:
                client = await SessionOpener(demo, vault or TokenVault()).open_client(profile)
            except MissingToken:
                raise TargetError(
                    f'profile "{profile.name}": no token in this computer\'s keychain'
                    " (open the app once and connect, or use --server URL --token TOKEN)",
                    EXIT_REFUSED,
                ) from None
        try:
            online = await _probe(client, profile, require_online=require_online)
            store_path = (
                None
                if choice.token is not None
                else paths.profile_stores / profile_file_name(profile.id)
            )
            yield Target(profile=profile, client=client, store_path=store_path, online=online)
        finally:
            await client.aclose()
    finally:
        await asyncio.to_thread(demo.stop)


PROBE_SECONDS = 5.0
"""How long a runner waits for the server's first answer (retries of a busy server
included) before it takes the server as unreachable. A refused connection or a host name
that does not resolve is known at once (``app.api.client.known_unreachable``)."""


async def _probe(client: ApiClient, profile: Profile, *, require_online: bool) -> bool:
    """One cheap request: is the token accepted and the server there?"""
    where = client.connection.api_root
    try:
        async with asyncio.timeout(PROBE_SECONDS):
            await client.taxes.list(limit=1, priority=Priority.INTERACTIVE)
    except TimeoutError:
        if require_online:
            message = f"{where}: cannot reach the server (no answer in {PROBE_SECONDS:g} s)"
            raise TargetError(message, EXIT_UNREACHABLE) from None
        return False
    except api_errors.Forbidden:
        return True  # reachable and the token works; this user just may not read taxes
    except api_errors.Unauthorized:
        raise TargetError(f"{where}: the server refused the token", EXIT_REFUSED) from None
    except api_errors.TransportError as exc:
        if require_online:
            message = f"{where}: cannot reach the server ({exc})"
            raise TargetError(message, EXIT_UNREACHABLE) from None
        return False
    except api_errors.ApiError as exc:
        if require_online:
            message = f"{where}: the server failed to answer ({exc})"
            raise TargetError(message, EXIT_UNREACHABLE) from None
        return False
    return True


def chosen_language(option: str | None, paths: AppPaths) -> tuple[PrintLanguage, bool]:
    """The language a runner's paper or file is in: ``--language`` where given, else the
    app's own choice (Preferences), else English; Arabic digits unless the clerk chose
    Latin ones."""
    store = ProfileStore(paths.app_database)
    try:
        saved = store.preference("language")
        latin = store.preference("latin_digits") == "1"
    finally:
        store.close()
    language = PrintLanguage(option or (saved if saved in ("en", "ar") else "en"))
    return language, not latin
