"""Find, download and verify a newer release from a TUF repository (python-tuf's client).

The repository is the one ``packaging/release.py`` writes (tufup's layout): ``metadata/``
with root, timestamp, snapshot and targets, signed; ``targets/`` with one archive per
version, ``<app>-<version>.tar.gz``, and a patch from the version published before it,
``<app>-<version>.patch``: a bsdiff of the two archives' uncompressed tars, whose result's
size and SHA-256 are in the patch's signed metadata (tufup's ``custom.tufup``).

The patch is taken when this copy runs the version it was made from and still holds that
version's verified archive (or the tar a patch made of it) in its cache: what an update
downloaded last. The patch itself is checked against its signed length and hashes, the
tar it makes against its signed size and hash; if any of that fails, the whole archive
is downloaded instead (and a tar from a patch is never installed unverified). A copy
installed by an installer has no archive yet: its first update takes the whole archive.

An archive downloads into ``<name>.part`` beside where the verified one goes. A download
cut off keeps what arrived: the next attempt (at once, while each attempt gets further;
else the next time the clerk asks) sends ``Range: bytes=<received>-`` and appends what the
server sends back (``206``), or starts again where the server ignores ranges (``200``).
The whole file is then checked against the signed length and hashes; one made of pieces
that does not match is thrown away and downloaded again whole, once; a whole download that
does not match is refused.

Why python-tuf's client and not tufup's: tufup's ``Client`` logs and swallows an unsigned
metadata file like a network error (the clerk would never hear that the feed is forged),
and its install replaces the running folder file by file (a kill halfway leaves a mix of
two versions). The checks themselves are python-tuf's: signatures and thresholds, expiry,
version rollback of every metadata file, and each target's length and hashes.

Blocking calls (network and disk): a view-model runs them on a worker thread.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import re
import shutil
import urllib.parse
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import bsdiff4  # type: ignore[import-untyped]
import httpx
from packaging.version import InvalidVersion, Version
from tuf.api import exceptions
from tuf.api._payload import TargetFile
from tuf.ngclient.fetcher import FetcherInterface
from tuf.ngclient.updater import Updater

log = logging.getLogger(__name__)

APP_NAME = "backoffice"
"""The name the archives carry: ``backoffice-0.2.0.tar.gz``."""

ARCHIVE_NAME = re.compile(rf"^{APP_NAME}-(?P<version>[^/]+)\.tar\.gz$")
CACHED_NAME = re.compile(rf"^{APP_NAME}-(?P<version>[^/]+?)(?:\.tar\.gz|\.tar|\.patch)(?:\.part)?$")
"""What the cache holds of one version: its archive, the tar a patch made, its patch, and
a download of any of them cut off (``.part``)."""
PATCH_SUFFIX = ".patch"
TAR_SUFFIX = ".tar"
"""A version's uncompressed archive, as a patch rebuilds it (kept for the next patch)."""
FETCH_TIMEOUT_SECONDS = 30.0
CHUNK_BYTES = 64 * 1024
PARTIAL_SUFFIX = ".part"
ATTEMPTS_PER_DOWNLOAD = 5
"""Attempts within one download while each gets further than the one before (a flaky
line resumes at once); an attempt that brings nothing new ends it (the next check
resumes)."""

Progress = Callable[[int, int], None]
"""Called with (bytes received, bytes expected) while an archive downloads."""


class FeedUnreachable(Exception):
    """The feed could not be reached (offline, DNS, refused, a server error): not the
    clerk's concern; the app tries again later."""


class UpdateRefused(Exception):
    """The feed answered with something that fails TUF's checks: an unsigned or expired
    metadata file, an older metadata version than one already seen (rollback), an archive
    whose length or hash differ from the signed ones. ``str()`` is one clear line; the
    running version stays."""


@dataclass(frozen=True)
class Release:
    """A newer version the feed offers: its version, its notes and its signed archive."""

    version: str
    notes: str
    target: TargetFile
    patch: TargetFile | None = None
    """The patch from the running version, when this copy can apply it."""

    @property
    def archive_name(self) -> str:
        return self.target.path

    @property
    def size(self) -> int:
        """What the download brings: the patch, where there is one, or the archive."""
        return self.patch.length if self.patch is not None else self.target.length


class _HttpxFetcher(FetcherInterface):
    """python-tuf's downloads through httpx (the app's HTTP client), streamed in chunks so
    that a progress callback sees each one."""

    def __init__(self, timeout: float = FETCH_TIMEOUT_SECONDS) -> None:
        self._client = httpx.Client(timeout=timeout, follow_redirects=True)
        self.received: Callable[[int], None] | None = None
        """Told the bytes of the file held so far while ``fetch_into`` downloads."""

    def _fetch(self, url: str) -> Iterator[bytes]:
        request = self._client.build_request("GET", url)
        response = self._client.send(request, stream=True)
        if response.status_code != 200:
            response.close()
            raise exceptions.DownloadHTTPError(
                f"{url} answered {response.status_code}", response.status_code
            )
        return self._chunks(response)

    def _chunks(self, response: httpx.Response, *, whole_pieces: bool = True) -> Iterator[bytes]:
        try:
            yield from response.iter_bytes(CHUNK_BYTES if whole_pieces else None)
        except httpx.HTTPError as exc:
            raise exceptions.DownloadError(f"download interrupted: {exc}") from exc
        finally:
            response.close()

    def fetch_into(self, url: str, part: Path, length: int) -> bool:
        """Download ``url`` into ``part``, resuming after what it holds already; returns
        whether the file was resumed (holds bytes from an earlier attempt). Raises
        python-tuf's ``DownloadError`` (the part keeps what arrived) or
        ``DownloadLengthMismatchError`` (the server sent more than ``length``)."""
        have = part.stat().st_size if part.exists() else 0
        if have > length:
            part.unlink()
            have = 0
        if have == length:
            return True  # complete already: only verification is left
        headers = {"Range": f"bytes={have}-"} if have else {}
        try:
            response = self._client.send(
                self._client.build_request("GET", url, headers=headers), stream=True
            )
        except httpx.HTTPError as exc:
            raise exceptions.DownloadError(f"{url}: {exc}") from exc
        try:
            if response.status_code == 206 and _range_start(response) == have:
                mode = "ab"
            elif response.status_code == 200:
                have, mode = 0, "wb"  # the server sends the whole file: start again
            elif response.status_code == 416 and have:
                # A range past the server's end: what we hold is not that file.
                part.unlink()
                response.close()
                return self.fetch_into(url, part, length)
            else:
                raise exceptions.DownloadHTTPError(
                    f"{url} answered {response.status_code}", response.status_code
                )
            resumed = mode == "ab"
            received = have
            if self.received is not None:
                self.received(received)
            with part.open(mode) as out:
                # Each piece as it arrives (no re-chunking): a cut keeps all that came.
                for chunk in self._chunks(response, whole_pieces=False):
                    received += len(chunk)
                    if received > length:
                        raise exceptions.DownloadLengthMismatchError(
                            f"{url}: more than the signed {length} bytes"
                        )
                    out.write(chunk)
                    if self.received is not None:
                        self.received(received)
            if received < length:
                raise exceptions.DownloadError(f"{url}: {received} of {length} bytes arrived")
            return resumed
        finally:
            response.close()

    def close(self) -> None:
        self._client.close()


def _range_start(response: httpx.Response) -> int | None:
    """The first byte a ``206`` answer holds (``Content-Range: bytes 1000-1999/2000``)."""
    match = re.fullmatch(r"bytes (\d+)-\d+/(\d+|\*)", response.headers.get("content-range", ""))
    return int(match[1]) if match else None


class UpdateClient:
    """One look at a feed for a version newer than ``current_version``.

    ``cache_dir`` keeps the metadata seen last (so that an older one is recognised as a
    rollback) and the downloaded archives: verified ones under their names, an interrupted
    one as ``<name>.part``, which the next download resumes (see the module's docstring).
    """

    def __init__(
        self,
        *,
        metadata_url: str,
        targets_url: str,
        trusted_root: Path,
        cache_dir: Path,
        current_version: str,
    ) -> None:
        self.current_version = Version(current_version)
        self._metadata_dir = cache_dir / "metadata"
        self._targets_dir = cache_dir / "archives"
        self._metadata_dir.mkdir(parents=True, exist_ok=True)
        self._targets_dir.mkdir(parents=True, exist_ok=True)
        trusted = self._metadata_dir / "root.json"
        if not trusted.exists():
            # The first run trusts the root shipped with the program; later runs the root
            # the feed rotated to, which the shipped one signed.
            shutil.copyfile(trusted_root, trusted)
        self._targets_url = targets_url if targets_url.endswith("/") else targets_url + "/"
        self._fetcher = _HttpxFetcher()
        self._updater = Updater(
            metadata_dir=str(self._metadata_dir),
            metadata_base_url=metadata_url,
            target_dir=str(self._targets_dir),
            target_base_url=targets_url,
            fetcher=self._fetcher,
        )

    def close(self) -> None:
        self._fetcher.close()

    def forget_older_releases(self) -> list[Path]:
        """Deletes what the cache holds of versions older than the running one (archives,
        tars, patches, cut-off downloads) and the running version's own patch (spent: the
        tar it made is kept); the deleted files. An installed copy would otherwise keep
        every release it ever downloaded, some tens of megabytes each. The running
        version's archive or tar stays (the patch to the next one is applied to it), and
        so does anything newer (downloaded, not installed yet) or not recognised."""
        forgotten: list[Path] = []
        for path in sorted(self._targets_dir.iterdir()):
            version = _archive_version(urllib.parse.unquote(path.name), CACHED_NAME)
            if version is None or not path.is_file():
                continue
            spent_patch = path.name.endswith(PATCH_SUFFIX) and version == self.current_version
            if version < self.current_version or spent_patch:
                path.unlink(missing_ok=True)
                forgotten.append(path)
        return forgotten

    def newest_release(self) -> Release | None:
        """The newest version the signed metadata lists that is newer than this one, or
        None. Raises ``FeedUnreachable`` or ``UpdateRefused``."""
        try:
            self._updater.refresh()
        except Exception as error:
            raise _translated(error) from error
        # python-tuf has no public listing of the targets; tufup reads the same attribute.
        targets = self._updater._trusted_set.targets.targets
        newest: tuple[Version, TargetFile] | None = None
        for path, target in targets.items():
            version = _archive_version(path)
            if version is None or version <= self.current_version:
                continue
            if newest is None or version > newest[0]:
                newest = (version, target)
        if newest is None:
            return None
        version, target = newest
        patch = targets.get(f"{APP_NAME}-{version}{PATCH_SUFFIX}")
        if patch is not None and not self._can_patch(targets, version):
            patch = None
        return Release(
            version=str(version), notes=_notes(target.custom), target=target, patch=patch
        )

    def _can_patch(self, targets: dict[str, TargetFile], version: Version) -> bool:
        """The patch to ``version`` was made from the archive published just before it:
        usable when that is this version and its tar is at hand."""
        before = [v for path in targets if (v := _archive_version(path)) and v < version]
        if not before or max(before) != self.current_version:
            return False
        return self._source_tar(targets) is not None

    def _source_tar(self, targets: dict[str, TargetFile]) -> bytes | None:
        """The running version's uncompressed archive, verified: from its cached archive
        (against the archive's signed hashes), or the tar a patch made (against that
        patch's signed result), or None."""
        name = f"{APP_NAME}-{self.current_version}"
        archive = targets.get(f"{name}.tar.gz")
        if archive is not None:
            cached = self._updater.find_cached_target(archive)
            if cached is not None:
                try:
                    with gzip.open(cached, "rb") as file:
                        return file.read()
                except (OSError, EOFError, zlib.error):
                    return None
        patch = targets.get(f"{name}{PATCH_SUFFIX}")
        tar = self._targets_dir / f"{name}{TAR_SUFFIX}"
        if patch is not None and tar.is_file():
            data = tar.read_bytes()
            if _matches_patch_result(data, patch):
                return data
        return None

    def download(self, release: Release, progress: Progress | None = None) -> Path:
        """The release's archive, downloaded (or found in the cache) and verified against
        its signed length and hashes. Raises ``FeedUnreachable`` or ``UpdateRefused``."""
        try:
            return self._download(release, progress)
        except Exception as error:
            raise _translated(error, release.archive_name) from error

    def _download(self, release: Release, progress: Progress | None) -> Path:
        if release.patch is not None:
            patched = self._patched(release, progress)
            if patched is not None:
                return patched
        return self._whole_archive(release, progress)

    def _patched(self, release: Release, progress: Progress | None) -> Path | None:
        """The new version's tar rebuilt from the running version's with the patch, both
        verified; None (logged) where any step fails: the caller takes the archive."""
        assert release.patch is not None
        tar = self._targets_dir / f"{APP_NAME}-{release.version}{TAR_SUFFIX}"
        if tar.is_file() and _matches_patch_result(tar.read_bytes(), release.patch):
            if progress is not None:
                progress(release.size, release.size)
            return tar
        targets = self._updater._trusted_set.targets.targets
        try:
            source = self._source_tar(targets)
            if source is None:
                raise ValueError("the running version's archive is no longer in the cache")
            patch = self._fetch_verified(release.patch, progress, release.size)
            rebuilt = _apply(source, patch)
            if not _matches_patch_result(rebuilt, release.patch):
                raise ValueError("the patched archive does not match its signed size and hash")
        except (
            exceptions.DownloadError,
            exceptions.LengthOrHashMismatchError,
            ValueError,
        ) as error:
            log.warning(
                "patch %s not used (%s): the whole archive instead", release.patch.path, error
            )
            return None
        partial = tar.with_name(tar.name + PARTIAL_SUFFIX)
        partial.write_bytes(rebuilt)
        partial.replace(tar)
        return tar

    def _whole_archive(self, release: Release, progress: Progress | None) -> Path:
        cached = self._updater.find_cached_target(release.target)
        if cached is not None:
            if progress is not None:
                progress(release.target.length, release.target.length)
            return Path(cached)
        return self._fetch_verified(release.target, progress, release.target.length)

    def _fetch_verified(self, target: TargetFile, progress: Progress | None, size: int) -> Path:
        """``target`` downloaded (resumed where a part is held) and verified against its
        signed length and hashes, under its quoted name in the cache."""
        final = self._targets_dir / urllib.parse.quote(target.path, "")
        part = final.with_name(final.name + PARTIAL_SUFFIX)
        url = self._target_url(target)

        def held(received: int) -> None:
            if progress is not None:
                progress(min(received, size), size)

        self._fetcher.received = held
        try:
            whole_again = False
            while True:
                resumed = self._fetch_with_resumes(url, part, target.length)
                try:
                    with part.open("rb") as file:
                        target.verify_length_and_hashes(file)
                except exceptions.LengthOrHashMismatchError:
                    part.unlink()
                    if not resumed or whole_again:
                        raise
                    # Pieces from two attempts (or a stale part) that do not make the
                    # signed file: once more, whole.
                    whole_again = True
                    continue
                part.replace(final)
                return final
        finally:
            self._fetcher.received = None

    def _fetch_with_resumes(self, url: str, part: Path, length: int) -> bool:
        """``fetch_into`` again while each attempt gets further; whether any attempt
        resumed (the file is made of pieces)."""
        resumed = False
        for attempt in range(1, ATTEMPTS_PER_DOWNLOAD + 1):
            before = part.stat().st_size if part.exists() else 0
            try:
                return self._fetcher.fetch_into(url, part, length) or resumed
            except exceptions.DownloadLengthMismatchError:
                part.unlink(missing_ok=True)
                raise
            except exceptions.DownloadHTTPError:
                raise
            except exceptions.DownloadError:
                after = part.stat().st_size if part.exists() else 0
                if attempt == ATTEMPTS_PER_DOWNLOAD or after <= before:
                    raise
                resumed = True
        raise AssertionError("unreachable")

    def _target_url(self, target: TargetFile) -> str:
        """Where python-tuf itself would download the target from (a consistent snapshot
        names it by its hash)."""
        path = target.path
        if self._updater._trusted_set.root.consistent_snapshot:
            directory, separator, name = path.rpartition("/")
            path = f"{directory}{separator}{next(iter(target.hashes.values()))}.{name}"
        return f"{self._targets_url}{path}"


def _apply(source: bytes, patch: Path) -> bytes:
    """bsdiff4's patch; any failure of it (a patch for other bytes) as ``ValueError``."""
    try:
        return bytes(bsdiff4.patch(source, patch.read_bytes()))
    except Exception as error:
        raise ValueError(f"the patch does not apply: {error}") from error


def _matches_patch_result(data: bytes, patch: TargetFile) -> bool:
    """Whether ``data`` is the tar the signed ``patch`` makes (tufup's ``tar_size`` and
    ``tar_hash`` in the patch's custom metadata)."""
    result = patch.custom.get("tufup")
    if not isinstance(result, dict) or result.get("tar_hash_algorithm", "sha256") != "sha256":
        return False
    return len(data) == result.get("tar_size") and hashlib.sha256(data).hexdigest() == result.get(
        "tar_hash"
    )


def _archive_version(path: str, name: re.Pattern[str] = ARCHIVE_NAME) -> Version | None:
    """The version ``path`` is of, by ``name`` (an archive's, or what the cache holds of
    a version: ``CACHED_NAME``); None for another file or a version that does not parse."""
    match = name.match(path)
    if match is None:
        return None
    try:
        return Version(match["version"])
    except InvalidVersion:
        return None


def _notes(custom: dict[str, Any]) -> str:
    """The release notes release.py put in the archive's custom metadata (tufup keeps the
    publisher's own under ``user``)."""
    user = custom.get("user")
    notes = user.get("notes") if isinstance(user, dict) else None
    return notes if isinstance(notes, str) else ""


def _translated(error: Exception, archive: str | None = None) -> Exception:
    """python-tuf's errors as the two the app tells apart, each with one clear line;
    anything else (a bug) as it is."""
    if isinstance(error, exceptions.ExpiredMetadataError):
        return UpdateRefused(f"the release feed's metadata has expired: {error}")
    if isinstance(error, exceptions.BadVersionNumberError):
        return UpdateRefused(
            "the release feed offered older metadata than this computer has seen "
            f"(a rollback): {error}"
        )
    if isinstance(error, exceptions.UnsignedMetadataError):
        return UpdateRefused(f"the release feed's metadata is not signed by its keys: {error}")
    if isinstance(
        error, exceptions.LengthOrHashMismatchError | exceptions.DownloadLengthMismatchError
    ):
        return UpdateRefused(
            f"the archive {archive or 'offered'} does not match its signed length and hashes: "
            "refused"
        )
    if isinstance(error, exceptions.RepositoryError):
        return UpdateRefused(f"the release feed's metadata is not valid: {error}")
    if isinstance(error, exceptions.DownloadError | httpx.HTTPError | OSError):
        return FeedUnreachable(str(error) or type(error).__name__)
    return error
