"""Writing a file whole (``app.files``): a regular file is replaced in one move; what is
not one (a named pipe here, as ``/dev/null`` or ``/dev/stdout``: a test must not risk the
machine's own devices) is written into and stays what it was."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from app.files import write_text_whole


def test_a_regular_file_is_replaced_whole_and_nothing_is_left_beside_it(tmp_path: Path) -> None:
    target = tmp_path / "report.json"
    target.write_text("old", encoding="utf-8")
    write_text_whole(target, "نقد 1,250.00\n")
    assert target.read_text(encoding="utf-8") == "نقد 1,250.00\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["report.json"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_gets_the_text_and_stays_a_pipe(tmp_path: Path) -> None:
    pipe = tmp_path / "out"
    os.mkfifo(pipe)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_bytes()), daemon=True)
    reader.start()
    write_text_whole(pipe, "ok\n")
    reader.join(timeout=10)
    assert received == [b"ok\n"]
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
