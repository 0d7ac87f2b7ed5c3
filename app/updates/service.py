"""One object for the three steps a clerk sees: check, download, install (Qt-free)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from app.updates.client import Progress, Release, UpdateClient
from app.updates.feed import FeedSettings
from app.updates.install import AnyInstallation, InstallFailed, installation_of_program

log = logging.getLogger(__name__)


class UpdateService:
    """Updates of this copy from ``feed``; each method blocks (run it on a worker thread).

    ``installation`` is where a new version goes (None: this copy cannot install one
    itself, e.g. run from a checkout; it still finds and downloads it, and says so).
    """

    def __init__(
        self,
        feed: FeedSettings,
        *,
        cache_dir: Path,
        current_version: str,
        installation: AnyInstallation | None,
    ) -> None:
        self.feed = feed
        self.cache_dir = cache_dir
        self.current_version = current_version
        self.installation = installation

    @classmethod
    def for_this_program(
        cls, feed: FeedSettings, *, cache_dir: Path, current_version: str
    ) -> UpdateService:
        """The service of the running program: a frozen bundle in the versions layout
        (Linux, Windows) or an ``.app`` (macOS) installs; anything else (a checkout, a
        wheel, an unpacked tarball) does not. Called at start: it mends an install that
        was killed while switching versions and removes what an earlier one left."""
        frozen = bool(getattr(sys, "frozen", False))
        installation = installation_of_program(Path(sys.executable)) if frozen else None
        if installation is not None:
            try:
                installation.tidy()
            except OSError as exc:  # never a reason not to start; the next install retries
                log.warning("could not tidy the installation %s: %s", installation, exc)
        return cls(
            feed, cache_dir=cache_dir, current_version=current_version, installation=installation
        )

    def _client(self) -> UpdateClient:
        # A new client each time: python-tuf's refreshes once per Updater.
        return UpdateClient(
            metadata_url=self.feed.metadata_url,
            targets_url=self.feed.targets_url,
            trusted_root=self.feed.trusted_root,
            cache_dir=self.cache_dir,
            current_version=self.current_version,
        )

    def check(self) -> Release | None:
        """The newest release, or None. Raises ``FeedUnreachable`` or ``UpdateRefused``.
        The cache first forgets the releases older than this one (offline too)."""
        client = self._client()
        try:
            try:
                for path in client.forget_older_releases():
                    log.info(
                        "update cache: removed %s (this copy runs %s)",
                        path.name,
                        self.current_version,
                    )
            except OSError as exc:  # a full or read-only disk never stops a check
                log.warning("update cache: could not remove older releases: %s", exc)
            return client.newest_release()
        finally:
            client.close()

    def download(self, release: Release, progress: Progress | None = None) -> Path:
        """The release's verified archive. Raises ``FeedUnreachable`` or ``UpdateRefused``."""
        client = self._client()
        try:
            client.newest_release()  # fresh metadata first: the archive is checked against it
            return client.download(release, progress)
        finally:
            client.close()

    def install(self, release: Release, archive: Path) -> Path:
        """Put the release in place and make it current; the program to start.
        Raises ``InstallFailed``."""
        if self.installation is None:
            raise InstallFailed(
                f"this copy cannot install version {release.version} itself (it was not "
                "installed per user by the installer): run the new version's installer"
            )
        return self.installation.install(archive, release.version)
