"""A second launch on the same data folder hands over to the first and exits.

The first app, holding the data folder's lock (``app.store.instance``, handed in by the
composition root: a view does not reach the store), listens on a local
socket named after the folder. A second launch (a clerk double-clicking the icon twice)
finds the lock taken, connects, sends its arguments and exits 0; the first brings its
window to the front. A launch that finds the lock taken but nobody listening (the first is
still starting, or a command-line runner holds the folder) retries for a while before it
gives up with a message.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

# QtNetwork is imported where a socket is made: the window's start (claiming a free folder)
# needs none, and the server is made once the window shows (app.desktop).
if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

log = logging.getLogger(__name__)

HANDOVER_WAIT_SECONDS = 15.0
ACKNOWLEDGED = b"ok\n"


def server_name(data_dir: Path) -> str:
    """The local socket's name for a data folder (short: Unix socket paths are limited)."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return f"backoffice-{digest}"


class InstanceServer(QObject):
    """Listens for later launches on the same data folder; ``activated`` carries their
    arguments (the window comes to the front)."""

    activated = Signal(list)

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.name = server_name(data_dir)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        # We hold the lock, so a socket file left behind is a dead process's: remove it.
        self._server.removeServer(self.name)
        if not self._server.listen(self.name):
            log.warning("no hand-over socket: %s", self._server.errorString())
            return False
        return True

    def close(self) -> None:
        self._server.close()

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)

    def _sending_socket(self) -> QLocalSocket | None:
        """The connection whose signal is being handled (one of ours), else None."""
        sender = self.sender()
        return next((socket for socket in self._buffers if socket is sender), None)

    def _on_disconnected(self) -> None:
        socket = self._sending_socket()
        if socket is not None:
            self._buffers.pop(socket, None)
            socket.deleteLater()

    def _on_ready_read(self) -> None:
        socket = self._sending_socket()
        if socket is None:
            return
        buffer = self._buffers[socket] + bytes(socket.readAll().data())
        self._buffers[socket] = buffer
        if not buffer.endswith(b"\n"):
            return
        try:
            arguments = json.loads(buffer.decode("utf-8"))
        except ValueError:
            arguments = []
        socket.write(ACKNOWLEDGED)
        socket.flush()
        socket.disconnectFromServer()
        log.info("another launch on this data folder handed over its arguments")
        self.activated.emit([str(a) for a in arguments] if isinstance(arguments, list) else [])


def hand_over(data_dir: Path, arguments: Sequence[str], *, timeout: float = 2.0) -> bool:
    """Send ``arguments`` to the app listening for ``data_dir``; True once it acknowledged."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(server_name(data_dir))
    if not socket.waitForConnected(int(timeout * 1000)):
        return False
    socket.write(json.dumps(list(arguments)).encode("utf-8") + b"\n")
    socket.flush()
    answer = b""
    deadline = time.monotonic() + timeout
    while ACKNOWLEDGED not in answer and time.monotonic() < deadline:
        if socket.waitForReadyRead(100):
            answer += bytes(socket.readAll().data())
        elif socket.state() is QLocalSocket.LocalSocketState.UnconnectedState:
            break
    socket.abort()
    return ACKNOWLEDGED in answer


class FolderLock(Protocol):
    """The data folder's lock as a launch uses it (``app.store.instance.InstanceLock``)."""

    def acquire(self) -> bool: ...

    def holder(self) -> int | None: ...


Lock = TypeVar("Lock", bound=FolderLock)


def claim_data_folder(
    data_dir: Path,
    arguments: Sequence[str],
    *,
    lock: Lock,
    wait: float = HANDOVER_WAIT_SECONDS,
    sleep: Callable[[float], None] = time.sleep,
) -> Lock | None:
    """``lock`` (the data folder's) taken for this launch, or None when another app has it
    and took our arguments (this launch then exits 0). Raises ``FolderBusy`` when the folder
    stays locked by something that does not answer (a runner, or an app that hangs)."""
    deadline = time.monotonic() + wait
    while True:
        if lock.acquire():
            return lock
        if hand_over(data_dir, arguments):
            return None
        if time.monotonic() > deadline:
            raise FolderBusy(data_dir, lock.holder())
        sleep(0.2)


class FolderBusy(RuntimeError):
    """The data folder is locked by a process that does not take a hand-over."""

    def __init__(self, data_dir: Path, holder: int | None) -> None:
        who = f"process {holder}" if holder else "another program"
        super().__init__(
            f"the data folder {data_dir} is in use by {who}, which did not answer; "
            "close it or wait until it ends, then start again"
        )
        self.data_dir = data_dir
        self.holder = holder
