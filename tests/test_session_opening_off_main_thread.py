"""What the main thread does not import as a session opens: the session's modules, the
ledger's, the first request's and the landing dashboard's load on a worker thread while
the window answers; on the main thread the clerk waited for them, after the window had
shown and before the dashboard drew its figures.

The script runs the app's self-test (the window and a session on a fresh demo company, as a
start does) in a fresh interpreter and says, for each watched module, whether the thread
that imported it was the main one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.python_script import last_line_of

WATCHED = (
    "app.api.client",
    "app.viewmodels.ledger",
    "app.sync.ledger",
    "anyio._backends._asyncio",
    "app.views.reports.screens",
    "app.views.reports.dashboard",
    "app.views.widgets.length_limit",
)

SELF_TEST_RECORDING_IMPORTS = """
import json, os, sys, threading
watched = set(json.loads(sys.argv[1]))
on_main = {}

class Recorder:
    def find_spec(self, name, path=None, target=None):
        if name in watched and name not in on_main:
            on_main[name] = threading.current_thread() is threading.main_thread()
        return None

sys.meta_path.insert(0, Recorder())
os.environ["BACKOFFICE_HOME"] = sys.argv[2]
from app.main import main
code = main(["--self-test"])
print(json.dumps({"code": code, "on_main": on_main}))
"""


@pytest.mark.slow
def test_a_session_opens_without_importing_on_the_main_thread(tmp_path: Path) -> None:
    said = json.loads(
        last_line_of(SELF_TEST_RECORDING_IMPORTS, json.dumps(WATCHED), str(tmp_path / "home"))
    )
    assert said["code"] == 0
    assert sorted(said["on_main"]) == sorted(WATCHED)  # every one was imported, and when
    on_the_main_thread = sorted(name for name, main in said["on_main"].items() if main)
    assert on_the_main_thread == []
