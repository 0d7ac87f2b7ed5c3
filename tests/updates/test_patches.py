"""Updates by patch: a copy that holds the archive of the version it runs (what its last
update downloaded) takes the bsdiff patch release.py wrote instead of the whole archive,
rebuilds the new version's tar and checks it against the patch's signed size and hash;
a patch that fails to verify (tampered on the server, or making other bytes) gives way to
the whole archive, and what is installed is always a verified archive."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

from app.updates import client as client_module
from tests.support.update_feed import Feed
from tests.updates.test_client import client, installed
from tests.updates.test_install import run


def left_by_the_last_update(feed: Feed, cache: Path, version: str = "0.1.0") -> None:
    """The running version's archive in the cache, as the update to it left it."""
    (cache / "archives").mkdir(parents=True, exist_ok=True)
    name = f"backoffice-{version}.tar.gz"
    shutil.copyfile(feed.repository / "targets" / name, cache / "archives" / name)


def asked(seen: list[tuple[str, str | None]]) -> list[str]:
    return [path.rsplit("/", 1)[-1] for path, _range in seen if "/targets/" in path]


def new_tar(feed: Feed, version: str) -> bytes:
    return gzip.decompress(
        (feed.repository / "targets" / f"backoffice-{version}.tar.gz").read_bytes()
    )


def test_the_patch_is_downloaded_instead_of_the_archive(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0", "Faster lists", payload=300_000)
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache)
    seen = feed.answer_ranges()
    updates = client(feed, cache)
    release = updates.newest_release()
    assert release is not None and release.patch is not None
    patch_file = feed.repository / "targets" / "backoffice-0.2.0.patch"
    assert release.size == patch_file.stat().st_size  # what the clerk waits for
    received: list[tuple[int, int]] = []
    rebuilt = updates.download(release, lambda got, total: received.append((got, total)))
    assert rebuilt.name == "backoffice-0.2.0.tar"
    assert asked(seen) == ["backoffice-0.2.0.patch"]  # not the archive
    assert received[-1] == (release.size, release.size)
    # Independently: the tar the publisher's archive holds.
    assert rebuilt.read_bytes() == new_tar(feed, "0.2.0")
    installation = installed(tmp_path)
    assert run(installation.install(rebuilt, "0.2.0")) == "backoffice 0.2.0"
    updates.close()


def test_a_copy_without_the_running_archive_takes_the_whole_one(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0")
    updates = client(feed, tmp_path / "cache")
    release = updates.newest_release()
    assert release is not None and release.patch is None
    assert updates.download(release).name == "backoffice-0.2.0.tar.gz"
    updates.close()


def test_a_tampered_patch_gives_way_to_the_whole_archive(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0")
    patch_file = feed.repository / "targets" / "backoffice-0.2.0.patch"
    data = bytearray(patch_file.read_bytes())
    data[len(data) // 2] ^= 0xFF
    patch_file.write_bytes(bytes(data))
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache)
    seen = feed.answer_ranges()
    updates = client(feed, cache)
    release = updates.newest_release()
    assert release is not None and release.patch is not None
    archive = updates.download(release)
    assert archive.name == "backoffice-0.2.0.tar.gz"
    assert asked(seen) == ["backoffice-0.2.0.patch", "backoffice-0.2.0.tar.gz"]
    assert not (cache / "archives" / "backoffice-0.2.0.tar").exists()
    assert run(installed(tmp_path).install(archive, "0.2.0")) == "backoffice 0.2.0"
    updates.close()


def test_a_patch_that_makes_other_bytes_gives_way_to_the_whole_archive(
    tmp_path: Path, feed: Feed, monkeypatch: pytest.MonkeyPatch
) -> None:
    feed.publish("0.2.0")
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache)
    original = client_module.bsdiff4.patch
    monkeypatch.setattr(
        client_module.bsdiff4, "patch", lambda source, patch: original(source, patch)[:-1] + b"!"
    )
    updates = client(feed, cache)
    release = updates.newest_release()
    assert release is not None and release.patch is not None
    assert updates.download(release).name == "backoffice-0.2.0.tar.gz"
    updates.close()


def test_a_tar_rebuilt_by_a_patch_is_the_source_of_the_next_patch(
    tmp_path: Path, feed: Feed
) -> None:
    feed.publish("0.2.0")
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache)
    first = client(feed, cache)
    release = first.newest_release()
    assert release is not None
    assert first.download(release).name == "backoffice-0.2.0.tar"
    first.close()
    feed.publish("0.3.0")
    seen = feed.answer_ranges()
    second = client(feed, cache, current="0.2.0")
    release = second.newest_release()
    assert release is not None and release.patch is not None
    rebuilt = second.download(release)
    assert rebuilt.name == "backoffice-0.3.0.tar"
    assert rebuilt.read_bytes() == new_tar(feed, "0.3.0")
    assert asked(seen) == ["backoffice-0.3.0.patch"]
    # A rebuilt tar changed on disk is no source: the whole archive next time.
    rebuilt.write_bytes(rebuilt.read_bytes()[:-1] + b"!")
    (cache / "archives" / "backoffice-0.3.0.patch").unlink()
    third = client(feed, cache, current="0.2.0")
    again = third.newest_release()
    assert again is not None and again.patch is not None  # the 0.2.0 tar is still good
    assert third.download(again).read_bytes() == new_tar(feed, "0.3.0")
    second.close()
    third.close()
