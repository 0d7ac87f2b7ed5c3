"""The session opener makes each profile's API client off the main thread: an HTTP
transport reads the system's certificate authorities as it is made, which would stall the
window while its landing dashboard waits for the session."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest

import app.api.client as client_module
from app.cli.demo import DemoCompany, SessionOpener
from app.store.profiles import DEMO_PROFILE, Profile, ProfileKind
from app.store.secrets import TokenVault


@pytest.fixture
def made_on(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread each ApiClient was made on."""
    threads: list[threading.Thread] = []

    class Recorded(client_module.ApiClient):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            threads.append(threading.current_thread())
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(client_module, "ApiClient", Recorded)
    return threads


def test_a_server_profiles_client_is_made_on_a_worker_thread(
    made_on: list[threading.Thread], tmp_path: Path
) -> None:
    profile = Profile(
        id="p1", name="Head office", kind=ProfileKind.SERVER, base_url="https://erp.example"
    )
    vault = TokenVault()
    vault.store(profile.id, "Bearer secret")
    opener = SessionOpener(DemoCompany(tmp_path / "demo.sqlite3"), vault)

    async def open_it() -> None:
        client = await opener.open_client(profile)
        try:
            assert client.connection.base_url == "https://erp.example"
            assert client.connection.headers()["Authorization"] == "Bearer secret"
        finally:
            await client.aclose()

    asyncio.run(open_it())
    assert len(made_on) == 1 and made_on[0] is not threading.main_thread()


def test_the_demo_companys_client_is_made_on_a_worker_thread(
    made_on: list[threading.Thread], tmp_path: Path
) -> None:
    demo = DemoCompany(tmp_path / "demo" / "sandbox.sqlite3", rate_limits=False)
    opener = SessionOpener(demo, TokenVault())

    async def open_it() -> int:
        client = await opener.open_client(DEMO_PROFILE)
        try:
            return (await client.taxes.list(limit=1)).total_count
        finally:
            await client.aclose()

    try:
        assert asyncio.run(open_it()) == 6  # the demo company's taxes
    finally:
        demo.stop()
    assert len(made_on) == 1 and made_on[0] is not threading.main_thread()
