"""A signed update repository made from a small fake bundle, served on 127.0.0.1.

The fake bundle is a folder with a ``backoffice`` shell script that prints its version
and some padding files (so that an install has files to write); ``packaging/release.py``
publishes it exactly as it publishes a real one, with throwaway keys in a temp folder.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import re
import shutil
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_release() -> ModuleType:
    spec = importlib.util.spec_from_file_location("release", ROOT / "packaging" / "release.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = load_release()


def fake_bundle(folder: Path, version: str, files: int = 40, payload: int = 0) -> Path:
    """A folder shaped like the one-folder bundle: the program and its libraries
    (``payload`` random bytes more, which do not compress: a download that takes a while)."""
    folder.mkdir(parents=True)
    program = folder / "backoffice"
    program.write_text(f"#!/bin/sh\necho backoffice {version}\n", encoding="utf-8")
    program.chmod(0o755)
    library = folder / "_internal"
    library.mkdir()
    for number in range(files):
        (library / f"part{number:03}.bin").write_bytes(f"{version}:{number}".encode() * 200)
    if payload:
        (library / "payload.bin").write_bytes(os.urandom(payload))
    return folder


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Late(_Quiet):
    """A server that answers late: files go out in 16 KB pieces, 20 ms apart."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        while piece := source.read(16 * 1024):
            outputfile.write(piece)
            time.sleep(0.02)


class _CutShort(_Quiet):
    """A connection lost halfway through each archive (the length announced in full)."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        if not self.path.endswith(".tar.gz"):
            outputfile.write(data)
            return
        outputfile.write(data[: len(data) // 2])
        outputfile.flush()
        self.close_connection = True
        self.connection.shutdown(2)


class _Ranged(_Quiet):
    """A static server as web servers are: ``Range: bytes=N-`` answered with ``206`` and
    the rest of the file. Every request's path and Range header is noted in the server's
    ``seen`` list."""

    def do_GET(self) -> None:
        asked = self.headers.get("Range")
        getattr(self.server, "seen", []).append((self.path, asked))
        path = Path(self.translate_path(self.path))
        match = re.fullmatch(r"bytes=(\d+)-", asked or "")
        if match is None or not path.is_file():
            super().do_GET()
            return
        data = path.read_bytes()
        start = int(match[1])
        if start >= len(data):
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{len(data)}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(206)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(data) - start))
        self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        self.end_headers()
        self.wfile.write(data[start:])


class _RangedCutShort(_Ranged):
    """Ranges answered, and every whole archive cut off halfway (as ``_CutShort``)."""

    copyfile = _CutShort.copyfile


@dataclass
class Feed:
    """The repository folder, its keys (outside it) and the server in front of it."""

    repository: Path
    keys: Path
    work: Path
    url: str = ""
    server: http.server.ThreadingHTTPServer | None = field(default=None, repr=False)

    @property
    def root(self) -> Path:
        return self.repository / "metadata" / "root.json"

    def publish(self, version: str, notes: str = "", payload: int = 0) -> Path:
        bundle = fake_bundle(self.work / f"bundle-{version}", version, payload=payload)
        archive = release.publish(self.repository, self.keys, bundle, version, notes)
        assert archive is not None
        return archive

    def serve(self, folder: Path) -> None:
        """Serve ``folder`` instead (a copy of the repository as it was, for a rollback)."""
        assert self.server is not None
        self.server.RequestHandlerClass = functools.partial(_Quiet, directory=str(folder))  # type: ignore[assignment]

    def answer_late(self) -> None:
        assert self.server is not None
        self.server.RequestHandlerClass = functools.partial(_Late, directory=str(self.repository))  # type: ignore[assignment]

    def cut_downloads_short(self, cut: bool = True) -> None:
        assert self.server is not None
        handler = _CutShort if cut else _Quiet
        self.server.RequestHandlerClass = functools.partial(handler, directory=str(self.repository))  # type: ignore[assignment]

    def answer_ranges(self, cut_whole_archives: bool = False) -> list[tuple[str, str | None]]:
        """Answer ``Range`` requests (cutting every whole archive off halfway if asked);
        returns the list the server notes each request's path and Range header in."""
        assert self.server is not None
        handler = _RangedCutShort if cut_whole_archives else _Ranged
        self.server.RequestHandlerClass = functools.partial(handler, directory=str(self.repository))  # type: ignore[assignment]
        seen: list[tuple[str, str | None]] = []
        self.server.seen = seen  # type: ignore[attr-defined]
        return seen

    def snapshot(self, name: str) -> Path:
        copy = self.work / name
        shutil.copytree(self.repository, copy)
        return copy


@pytest.fixture
def feed(tmp_path: Path) -> Iterator[Feed]:
    """A repository with version 0.1.0 published, served; keys in a temp folder."""
    state = Feed(repository=tmp_path / "repository", keys=tmp_path / "keys", work=tmp_path)
    release.init(state.repository, state.keys)
    state.publish("0.1.0", "The first release")
    handler = functools.partial(_Quiet, directory=str(state.repository))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.server = server
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    yield state
    server.shutdown()
    server.server_close()
    thread.join()
