"""Kill a typing editor (``draft_typist``) with SIGKILL and see what its draft kept."""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from app.store.drafts import Drafts
from app.store.local import LocalStore
from tests.support.draft_typist import TEXT

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class KillOutcome:
    typed: int
    """Characters typed when the kill came."""
    kept: int
    """Characters the draft held after the restart."""
    lost_seconds: float
    """How long before the kill the first lost character was typed (0: nothing lost)."""


def kill_while_typing(
    folder: Path,
    rng: random.Random,
    *,
    typing_seconds: tuple[float, float] = (0.2, 2.5),
    drafts: bool = True,
) -> KillOutcome:
    """Start the typist, let it type for a random time in ``typing_seconds``, SIGKILL it,
    reopen the store. ``drafts=False``: a typist whose editor saves no drafts."""
    store_path = folder / "profile.sqlite3"
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.support.draft_typist",
            str(store_path),
            *([] if drafts else ["--no-drafts"]),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        text=True,
    )
    when: dict[int, float] = {}
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            lines.put(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()

    def collect(until: float) -> None:
        while (left := until - time.monotonic()) > 0:
            try:
                line = lines.get(timeout=left)
            except queue.Empty:
                return
            when[int(line.split()[1])] = time.monotonic()

    try:
        first = lines.get(timeout=30)  # start-up: imports, Qt, the store
    except queue.Empty:
        child.kill()
        child.wait()
        raise RuntimeError("the typist never typed") from None
    when[int(first.split()[1])] = time.monotonic()
    collect(time.monotonic() + rng.uniform(*typing_seconds))
    child.send_signal(signal.SIGKILL)
    killed_at = time.monotonic()
    child.wait()
    reader.join(timeout=10)  # the pipe ends with the child
    collect(time.monotonic() + 0.05)  # lines already read
    assert child.stdout is not None
    child.stdout.close()
    typed = max(when)

    store = LocalStore(store_path)
    try:
        drafts = Drafts(store).open_drafts("tax")
        kept_name = str(drafts[0].payload["name"]) if drafts else ""
    finally:
        store.close()
    assert TEXT.startswith(kept_name), "the draft is not what was typed"
    kept = len(kept_name)
    lost_seconds = killed_at - when[kept + 1] if kept < typed else 0.0
    return KillOutcome(typed, kept, lost_seconds)
