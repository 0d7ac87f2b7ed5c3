"""``python -m app.sandbox``: serve, token, setting and seed, exactly as documented."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.settings import get_setting


def sandbox(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.sandbox", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=check,
    )


def test_token_prints_the_authorization_value_as_its_last_line(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    out = sandbox("token", "--db", str(db), "--name", "ci", "--scope", "read:tax").stdout
    last = out.strip().splitlines()[-1]
    assert last.startswith("Bearer bos_")


def test_token_jwt_prints_the_tenant_line_before_the_jwt(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    lines = sandbox("token", "--db", str(db), "--name", "ci", "--all-scopes", "--jwt").stdout
    tenant_line, jwt_line = lines.strip().splitlines()[-2:]
    assert tenant_line == "TenantId: 1"
    assert jwt_line.startswith("Bearer ey") and jwt_line.count(".") == 2


def test_token_needs_exactly_one_scope_choice(tmp_path: Path) -> None:
    result = sandbox("token", "--db", str(tmp_path / "s.sqlite3"), "--name", "x", check=False)
    assert result.returncode == 2


def test_setting_sets_lists_and_refuses_unknown_keys_and_values(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite3")
    assert sandbox("setting", "--db", db, "eInvoicing", "ksa").stdout.strip() == "eInvoicing = KSA"
    listing = sandbox("setting", "--db", db, "--list").stdout
    assert "eInvoicing = KSA" in listing
    assert sandbox("setting", "--db", db, "noSuchSetting", "1", check=False).returncode == 2
    assert sandbox("setting", "--db", db, "eInvoicing", "Mars", check=False).returncode == 2
    database = Database(db)
    with database.transaction() as conn:
        assert get_setting(conn, 1, "eInvoicing") == "KSA"
    database.close()


def test_serve_refuses_a_non_loopback_host(tmp_path: Path) -> None:
    result = sandbox(
        "serve",
        "--db",
        str(tmp_path / "s.sqlite3"),
        "--host",
        "0.0.0.0",
        "--port",
        "0",
        check=False,
    )
    assert result.returncode == 2
    assert "loopback" in result.stderr


@pytest.mark.slow
def test_serve_answers_on_loopback_with_the_demo_company(tmp_path: Path) -> None:
    """The smoke test of the real server: a process, a port, HTTP, the demo data."""
    db = tmp_path / "demo.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-m", "app.sandbox", "serve", "--db", str(db), "--port", "0", "--demo"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().strip()
        assert line.startswith("listening on http://127.0.0.1:"), line
        url = line.removeprefix("listening on ")
        token = sandbox("token", "--db", str(db), "--name", "smoke", "--all-scopes").stdout
        authorization = token.strip().splitlines()[-1]
        response = httpx.get(f"{url}/v3/taxes", headers={"Authorization": authorization})
        assert response.status_code == 200
        assert response.json()["totalCount"] == 6
        assert int(response.headers["X-RateLimit-Remaining"]) >= 0  # limits on by default
    finally:
        process.terminate()
        process.wait(timeout=20)
    assert process.returncode == 0
    assert process.stderr is not None
    process.stderr.close()
    process.stdout.close()


def test_seed_adds_generated_items_and_customers_to_the_demo_company(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    database = Database(path)
    create_demo_company(database)
    database.close()
    out = sandbox("seed", "--db", str(path), "--stock-items", "30", "--customers", "20").stdout
    assert out.strip() == "added 30 stock items, 20 customers and 0 journal entries"
    database = Database(path)
    with database.transaction() as conn:
        generated = conn.execute(
            "SELECT (SELECT count(*) FROM stock_items WHERE sku LIKE 'GEN-%'), "
            "(SELECT count(*) FROM customers WHERE code LIKE 'GEN-%')"
        ).fetchone()
    database.close()
    assert tuple(generated) == (30, 20)
    assert sandbox("seed", "--db", str(path), "--customers", "-1", check=False).returncode == 2
