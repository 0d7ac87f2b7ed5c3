"""One app per data folder: a second launch hands over and exits 0; a
lock left by a killed process is taken over; runners get the folder or a snapshot."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.models.taxes import TaxUpsertRequest
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.store.instance import InstanceLock, runner_data_folder
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxState
from app.store.paths import AppPaths
from app.views.shell.instance import FolderBusy, InstanceServer, claim_data_folder, hand_over

ROOT = Path(__file__).resolve().parents[1]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(BACKOFFICE_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return env


def test_a_second_lock_on_the_folder_is_refused_until_the_first_is_released(
    tmp_path: Path,
) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    assert first.holder() == os.getpid()
    first.release()
    assert second.acquire()
    second.release()


def test_a_lock_left_by_a_killed_process_is_taken_over(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from app.store.instance import "
            "InstanceLock; assert InstanceLock(Path(sys.argv[1])).acquire(); print('held', "
            "flush=True); time.sleep(60)",
            str(tmp_path),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        lock = InstanceLock(tmp_path)
        assert not lock.acquire()
        assert lock.holder() == holder.pid
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        assert lock.acquire()
        lock.release()
    finally:
        holder.kill()
        holder.wait(10)
        if holder.stdout is not None:
            holder.stdout.close()


def test_a_second_launch_hands_its_arguments_to_the_first(qtbot: QtBot, tmp_path: Path) -> None:
    first = claim_data_folder(tmp_path, [], lock=InstanceLock(tmp_path))
    assert first is not None
    server = InstanceServer(tmp_path)
    assert server.listen()
    script = (
        "import sys; from pathlib import Path; from app.views.shell.instance import "
        "claim_data_folder; from app.store.instance import InstanceLock; "
        "folder = Path(sys.argv[1]); sys.exit(0 if claim_data_folder(folder, ['--x'], "
        "lock=InstanceLock(folder), wait=10) is None else 5)"
    )
    try:
        with qtbot.waitSignal(server.activated, timeout=10000) as activated:
            second = subprocess.Popen([sys.executable, "-c", script, str(tmp_path)], cwd=ROOT)
        assert activated.args == [["--x"]]
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=10000)
        assert second.returncode == 0  # this launch would exit 0
    finally:
        server.close()
        first.release()


def test_a_folder_held_by_a_silent_process_is_reported_busy(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    try:
        assert not hand_over(tmp_path, [], timeout=0.2)
        with pytest.raises(FolderBusy, match="in use by process"):
            claim_data_folder(
                tmp_path, [], lock=InstanceLock(tmp_path), wait=0.3, sleep=lambda _s: None
            )
    finally:
        lock.release()


def test_runners_get_the_folder_when_free_and_a_snapshot_beside_the_app(tmp_path: Path) -> None:
    paths = AppPaths.resolve(tmp_path / "home")
    store = LocalStore(paths.profile_stores / "demo.sqlite3")
    store.connection.execute("INSERT INTO profile_settings VALUES ('k', '1', 'now')")
    with runner_data_folder(paths, "demo") as folder:
        assert folder == paths
        assert not InstanceLock(paths.data_dir).acquire()  # an app waits meanwhile
    app_lock = InstanceLock(paths.data_dir)
    assert app_lock.acquire()
    try:
        with runner_data_folder(paths, "demo") as folder:
            assert folder.data_dir != paths.data_dir
            copy = sqlite3.connect(folder.profile_stores / "demo.sqlite3")
            assert copy.execute("SELECT value FROM profile_settings").fetchone() == ("1",)
            copy.execute("INSERT INTO profile_settings VALUES ('runner', '2', 'now')")
            copy.commit()
            copy.close()
        assert not folder.data_dir.exists()
        rows = store.connection.execute("SELECT key FROM profile_settings").fetchall()
        assert [row[0] for row in rows] == ["k"]  # the app's file was never touched
    finally:
        app_lock.release()
        store.close()


def _seed_outbox(home: Path, count: int) -> list[str]:
    """The demo company, and ``count`` taxes waiting in the demo profile's outbox."""
    paths = AppPaths.resolve(home)
    db = Database(paths.demo_database)
    tenant = create_demo_company(db)
    with db.transaction() as conn:
        account = conn.execute(
            "SELECT id FROM accounts WHERE tenant_id = ? AND code = '210301'", (tenant,)
        ).fetchone()["id"]
    db.close()
    store = LocalStore(paths.profile_stores / "demo.sqlite3")
    outbox = Outbox(store)
    names = [f"Twice-launched tax {n}" for n in range(count)]
    for name in names:
        request = TaxUpsertRequest(
            name=name, rate=Decimal(3), sales_account_id=account, active=True
        )
        outbox.submit(kind="tax", operation="create", payload=request.to_wire())
    store.close()
    return names


def _counts(database: Path, names: list[str]) -> list[int]:
    conn = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True, timeout=10)
    try:
        return [
            conn.execute("SELECT count(*) FROM taxes WHERE name = ?", (name,)).fetchone()[0]
            for name in names
        ]
    finally:
        conn.close()


@pytest.mark.timeout(120)
def test_two_launches_together_send_every_waiting_row_exactly_once(tmp_path: Path) -> None:
    home = tmp_path / "home"
    names = _seed_outbox(home, 5)
    paths = AppPaths.resolve(home)
    command = [sys.executable, "-m", "app"]
    errors = [tmp_path / f"stderr{n}.txt" for n in range(2)]
    launches = []
    for path in errors:
        with path.open("w") as stderr:
            launches.append(subprocess.Popen(command, cwd=ROOT, env=_env(home), stderr=stderr))
    try:
        deadline = time.monotonic() + 60
        while all(launch.poll() is None for launch in launches):
            assert time.monotonic() < deadline, "neither launch gave way"
            time.sleep(0.1)
        second = next(launch for launch in launches if launch.poll() is not None)
        first = next(launch for launch in launches if launch is not second)
        said = "".join(path.read_text() for path in errors)
        assert second.returncode == 0, said
        while _counts(paths.demo_database, names) != [1] * len(names):
            assert first.poll() is None, "".join(path.read_text() for path in errors)
            assert time.monotonic() < deadline, _counts(paths.demo_database, names)
            time.sleep(0.2)
        time.sleep(1.0)  # a second sender, if there were one, would have sent by now
        assert _counts(paths.demo_database, names) == [1] * len(names)
    finally:
        for launch in launches:
            if launch.poll() is None:
                launch.terminate()
            launch.wait(20)
    store = LocalStore(paths.profile_stores / "demo.sqlite3")
    try:
        assert {item.state for item in Outbox(store).items()} == {OutboxState.CONFIRMED}
    finally:
        store.close()
    log = paths.log_file.read_text(encoding="utf-8")
    assert "handed over to it" in log
