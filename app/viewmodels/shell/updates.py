"""Help › Check for updates, the check at start and once a day, the download in the
background and the install when the clerk says so (the steps are app.updates's).

Nothing runs without a release feed (``UpdatesViewModel(None, ...)``: the demo build).
An automatic check that cannot reach the feed says nothing and tries again an hour later;
one the clerk asked for says so. A refusal (tampered archive, unsigned, expired or
rolled-back metadata) is always told, in one line: the running version stays.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.updates.feed import CHECK_EVERY_SECONDS, RETRY_UNREACHABLE_SECONDS
from app.viewmodels.errors import ErrorPresenter, Severity, UserMessage
from app.viewmodels.tasks import TaskOwner

if TYPE_CHECKING:  # python-tuf and its crypto load with the first check, not at start
    from app.updates.client import Release, UpdateRefused
    from app.updates.service import UpdateService

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


class UpdatesViewModel(TaskOwner):
    """The update steps as the window shows them.

    ``offered(version, notes)``: a newer version is there (the view offers Download);
    ``progressChanged(received, total)`` while it downloads; ``ready(version)`` once it is
    verified (the view offers Install and restart); ``installing(version)`` while it is put
    in place; ``restartReady()`` when the window should quit (the composition root then
    starts the new version); ``told(UserMessage)`` for what a check found or why a step
    failed.
    """

    offered = Signal(str, str)
    progressChanged = Signal(int, int)
    ready = Signal(str)
    installing = Signal(str)
    restartReady = Signal()
    told = Signal(object)

    def __init__(
        self,
        service: UpdateService | None,
        errors: ErrorPresenter,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self._service = service
        self._release: Release | None = None
        self._archive: Path | None = None
        self._downloading = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.check(asked=False))

    @property
    def enabled(self) -> bool:
        """Whether this copy has a release feed (Help › Check for updates says if not)."""
        return self._service is not None

    @property
    def current_version(self) -> str:
        return self._service.current_version if self._service else ""

    @property
    def release(self) -> Release | None:
        return self._release

    @property
    def downloaded(self) -> bool:
        return self._archive is not None

    def start(self) -> None:
        """The check at start (when a feed is set), then once a day."""
        if self._service is not None:
            self.check(asked=False)

    def check(self, *, asked: bool = True) -> None:
        """Look for a newer version; ``asked``: the clerk chose Help › Check for updates."""
        if self._service is None:
            if asked:
                self.told.emit(
                    UserMessage(
                        translate("Updates", "Updates"),
                        translate(
                            "Updates",
                            "This copy has no release feed, so it never looks for updates. "
                            "Your administrator sets one with: backoffice update --feed "
                            "ADDRESS",
                        ),
                        Severity.INFO,
                    )
                )
            return
        self.run(self._check(self._service, asked), context=translate("Updates", "Updates"))

    async def _check(self, service: UpdateService, asked: bool) -> None:
        from app.updates.client import FeedUnreachable, UpdateRefused

        self._timer.stop()
        try:
            release = await asyncio.to_thread(service.check)
        except FeedUnreachable as exc:
            log.info("release feed unreachable, retried later: %s", exc)
            self._timer.start(RETRY_UNREACHABLE_SECONDS * 1000)
            if asked:
                self.told.emit(
                    UserMessage(
                        translate("Updates", "Updates"),
                        translate(
                            "Updates",
                            "The release feed cannot be reached (offline?). The app tries "
                            "again later.",
                        ),
                        Severity.WARNING,
                    )
                )
            return
        except UpdateRefused as exc:
            self._refused(exc)
            self._timer.start(CHECK_EVERY_SECONDS * 1000)
            return
        self._timer.start(CHECK_EVERY_SECONDS * 1000)
        if release is None:
            if asked:
                self.told.emit(
                    UserMessage(
                        translate("Updates", "Updates"),
                        translate("Updates", "Version {version} is the newest.").format(
                            version=service.current_version
                        ),
                        Severity.INFO,
                    )
                )
            return
        offered_already = self._release is not None and self._release.version == release.version
        if offered_already and not asked:  # once is enough for the daily check
            return
        self._release = release
        if self._archive is not None:
            self.ready.emit(release.version)
        else:
            self.offered.emit(release.version, release.notes)

    def download(self) -> None:
        """Download the offered version in the background (progress in the status bar)."""
        if self._service is None or self._release is None or self._downloading:
            return
        self._downloading = True
        self.run(
            self._download(self._service, self._release),
            context=translate("Updates", "Updating"),
        )

    async def _download(self, service: UpdateService, release: Release) -> None:
        from app.updates.client import FeedUnreachable, UpdateRefused

        loop = asyncio.get_running_loop()

        def progress(received: int, total: int) -> None:  # on the worker thread
            loop.call_soon_threadsafe(self.progressChanged.emit, received, total)

        try:
            self._archive = await asyncio.to_thread(service.download, release, progress)
        except FeedUnreachable as exc:
            log.info("download interrupted, offered again later: %s", exc)
            self.told.emit(
                UserMessage(
                    translate("Updates", "Updates"),
                    translate(
                        "Updates",
                        "The download of version {version} stopped: the release feed cannot "
                        "be reached. It starts again at the next check.",
                    ).format(version=release.version),
                    Severity.WARNING,
                )
            )
            self._release = None  # offered again at the next check, downloaded afresh
            self._timer.start(RETRY_UNREACHABLE_SECONDS * 1000)
            return
        except UpdateRefused as exc:
            self._refused(exc)
            return
        finally:
            self._downloading = False
        self.ready.emit(release.version)

    def install_and_restart(self, can_quit: Callable[[], bool]) -> None:
        """Put the downloaded version in place and quit to start it, if ``can_quit()``
        (every open editor's typing can be kept as a draft): the drafts are written as
        the window closes, the outbox stays as it is and is sent by the new version."""
        if self._service is None or self._release is None or self._archive is None:
            return
        if not can_quit():
            return
        self.installing.emit(self._release.version)
        self.run(
            self._install(self._service, self._release, self._archive),
            context=translate("Updates", "Updating"),
        )

    async def _install(self, service: UpdateService, release: Release, archive: Path) -> None:
        from app.updates.install import InstallFailed, request_restart

        try:
            program = await asyncio.to_thread(service.install, release, archive)
        except InstallFailed as exc:
            self.told.emit(
                UserMessage(
                    translate("Updates", "Update not installed"),
                    translate(
                        "Updates", "Version {version} was not installed; this version stays."
                    ).format(version=release.version),
                    Severity.WARNING,
                    details=str(exc),
                )
            )
            return
        request_restart(program)
        # Closing the window from inside this task would run the quit's own tasks while
        # this one is still executing: the close waits for the loop's next turn.
        QTimer.singleShot(0, self, self.restartReady.emit)

    def _refused(self, error: UpdateRefused) -> None:
        log.warning("update refused: %s", error)
        self._release = None
        self._archive = None
        self.told.emit(
            UserMessage(
                translate("Updates", "Update refused"),
                translate(
                    "Updates",
                    "The update offered failed its signature checks and was refused; this "
                    "version stays.",
                ),
                Severity.WARNING,
                details=str(error),
            )
        )
