"""The log never holds a token or a request body with personal data.

A session of saves through the outbox against a live sandbox (customers with names, phones,
e-mails and addresses; a refusal; a lost answer; a 503), the failures reported as the app
reports them, the log file read afterwards."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.api.errors import ApiError
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.customers import CustomerCreateRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from app.store.local import LocalStore
from app.store.logs import configure_logging
from app.store.outbox import Outbox, OutboxState
from app.store.paths import AppPaths
from app.sync.kinds import OUTBOX_KINDS
from app.sync.outbox import OutboxSubmitter
from app.viewmodels.errors import ErrorPresenter
from tests.support.sandbox import Tenant

PERSONAL = {
    "name": "Hoda Abdel-Rahman Private",
    "mobile": "01007654321",
    "email": "hoda.private@example.org",
    "address": "17 Secret Garden Street",
}


@pytest.fixture
def log_file(tmp_path: Path) -> Iterator[Path]:
    paths = AppPaths.resolve(tmp_path / "logged")
    handler = configure_logging(paths)
    logging.getLogger("app").setLevel(logging.DEBUG)  # the most the log can ever hold
    logging.getLogger("httpx").setLevel(logging.DEBUG)
    yield paths.log_file
    logging.getLogger().removeHandler(handler)
    logging.getLogger("app").setLevel(logging.NOTSET)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    handler.close()


async def test_a_session_of_saves_leaves_no_token_and_no_personal_data_in_the_log(
    db: Database, tenant: Tenant, tmp_path: Path, log_file: Path
) -> None:
    injector = FaultInjector(seed=3)
    server = SandboxServer(create_app(db, rate_limits=False, faults=injector))
    server.start()
    store = LocalStore(tmp_path / "profile.sqlite3")
    outbox = Outbox(store)
    client = ApiClient(
        tenant.connection(server.url),
        retry=RetryPolicy(base_delay=0.001, max_delay=0.005),
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )
    errors = ErrorPresenter()
    sender = OutboxSubmitter(client, outbox, OUTBOX_KINDS, settle_seconds=0)
    try:
        payloads = []
        for n in range(3):
            payloads.append(
                {
                    "code": f"PRIV{n}",
                    "name": f"{PERSONAL['name']} {n}",
                    "mobile": PERSONAL["mobile"],
                    "email": PERSONAL["email"],
                    "notes": PERSONAL["address"],
                }
            )
        bad_email = "not an e-mail " + PERSONAL["mobile"]
        payloads.append({**payloads[0], "code": "PRIV9", "email": bad_email})
        injector.add(Fault(FaultKind.DROP_AFTER_COMMIT, method="POST"))
        injector.add(Fault(FaultKind.UNAVAILABLE, method="POST"))
        ids = [outbox.submit(kind="customer", operation="create", payload=p).id for p in payloads]
        await sender.drain()
        states = [outbox.get(item_id).state for item_id in ids]  # type: ignore[union-attr]
        assert states.count(OutboxState.CONFIRMED) == 3 and OutboxState.REJECTED in states
        # An editor's own call refused with the server's words (they quote the name), as
        # the app reports it.
        same_name = CustomerCreateRequest.model_validate({**payloads[1], "code": "PRIV8"})
        with pytest.raises(ApiError) as refused:
            await client.customers.create(same_name)
        errors.report(refused.value, "Saving")
        assert PERSONAL["name"] in str(refused.value)  # the words the log must not keep
        logging.getLogger("app").info("session token %s", tenant.authorization)
    finally:
        await client.aclose()
        store.close()
        server.stop()
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = await asyncio.to_thread(log_file.read_text, encoding="utf-8")
    assert "outbox row" in text  # the session did log (a lost answer, a refusal)
    secret = tenant.authorization.removeprefix("Bearer ").strip()
    assert secret not in text
    for value in PERSONAL.values():
        assert value not in text, value
