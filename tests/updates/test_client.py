"""The update client against a signed repository of a small fake bundle (the quick part of
``packaging/update-trial.sh``): found, downloaded with progress, installed; and refused,
the running version staying current, when the archive is tampered with, the metadata is
unsigned or expired, or an older metadata version is served (rollback)."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
from pathlib import Path

import pytest
import time_machine

from app.updates.client import FeedUnreachable, UpdateClient, UpdateRefused
from app.updates.feed import feed_settings
from app.updates.install import Installation
from tests.support.update_feed import Feed, fake_bundle

NOW = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)


def client(feed: Feed, cache: Path, current: str = "0.1.0") -> UpdateClient:
    settings = feed_settings(feed.url, feed.root)
    assert settings is not None
    return UpdateClient(
        metadata_url=settings.metadata_url,
        targets_url=settings.targets_url,
        trusted_root=settings.trusted_root,
        cache_dir=cache,
        current_version=current,
    )


def installed(tmp_path: Path, version: str = "0.1.0") -> Installation:
    bundle = fake_bundle(tmp_path / f"installer-{version}", version)
    return Installation.create(tmp_path / "install", bundle, version, "backoffice")


def run(program: Path) -> str:
    return subprocess.run([program], capture_output=True, text=True, check=True).stdout.strip()


def test_no_feed_or_no_trusted_root_means_no_updates(tmp_path: Path, feed: Feed) -> None:
    assert feed_settings(None, feed.root) is None
    assert feed_settings("  ", feed.root) is None
    assert feed_settings("file:///etc", feed.root) is None
    assert feed_settings(feed.url, tmp_path / "absent.json") is None


def test_a_newer_release_is_found_downloaded_and_installed(tmp_path: Path, feed: Feed) -> None:
    archive = feed.publish("0.2.0", "Faster lists")
    installation = installed(tmp_path)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    assert (found.version, found.notes, found.size) == (
        "0.2.0",
        "Faster lists",
        archive.stat().st_size,
    )
    seen: list[tuple[int, int]] = []
    downloaded = updates.download(found, lambda done, total: seen.append((done, total)))
    assert downloaded.read_bytes() == archive.read_bytes()
    assert seen[-1] == (archive.stat().st_size, archive.stat().st_size)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    program = installation.install(downloaded, found.version)
    assert run(program) == "backoffice 0.2.0"
    assert installation.current_version == "0.2.0"
    # The patch from 0.1.0 is published too (this client takes the whole archive).
    assert (feed.repository / "targets" / "backoffice-0.2.0.patch").is_file()


def test_nothing_is_offered_to_the_newest_version(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0")
    assert client(feed, tmp_path / "cache", current="0.2.0").newest_release() is None
    assert client(feed, tmp_path / "cache2", current="0.3.0").newest_release() is None


def test_a_tampered_archive_is_refused_and_the_version_stays(tmp_path: Path, feed: Feed) -> None:
    archive = feed.publish("0.2.0")
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF  # same length, one byte changed
    archive.write_bytes(bytes(data))
    installation = installed(tmp_path)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    with pytest.raises(
        UpdateRefused, match=r"the archive backoffice-0\.2\.0\.tar\.gz does not match"
    ):
        updates.download(found)
    assert not list((tmp_path / "cache" / "archives").iterdir())  # nothing kept to install
    assert installation.current_version == "0.1.0"
    assert run(installation.program) == "backoffice 0.1.0"


def test_unsigned_metadata_is_refused(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0")
    timestamp = feed.repository / "metadata" / "timestamp.json"
    document = json.loads(timestamp.read_text())
    document["signatures"] = []
    timestamp.write_text(json.dumps(document))
    with pytest.raises(UpdateRefused, match="not signed by its keys"):
        client(feed, tmp_path / "cache").newest_release()


def test_expired_metadata_is_refused(tmp_path: Path, feed: Feed) -> None:
    feed.publish("0.2.0")
    expires = json.loads((feed.repository / "metadata" / "timestamp.json").read_text())
    moment = dt.datetime.fromisoformat(expires["signed"]["expires"]) + dt.timedelta(hours=1)
    with (
        time_machine.travel(moment, tick=False),
        pytest.raises(UpdateRefused, match="metadata has expired"),
    ):
        client(feed, tmp_path / "cache").newest_release()
    # The same metadata a day before it expires is accepted.
    with time_machine.travel(moment - dt.timedelta(days=1), tick=False):
        assert client(feed, tmp_path / "cache").newest_release() is not None


def test_older_metadata_after_newer_is_a_rollback_and_refused(tmp_path: Path, feed: Feed) -> None:
    before = feed.snapshot("repository-at-0.1.0")
    feed.publish("0.2.0")
    cache = tmp_path / "cache"
    assert client(feed, cache).newest_release() is not None  # this computer saw 0.2.0's
    feed.serve(before)
    with pytest.raises(UpdateRefused, match="rollback"):
        client(feed, cache).newest_release()


def test_an_interrupted_download_resumes_where_it_was_cut(tmp_path: Path, feed: Feed) -> None:
    archive = feed.publish("0.2.0", payload=300_000)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    seen = feed.answer_ranges(cut_whole_archives=True)
    progress: list[int] = []
    downloaded = updates.download(found, lambda done, total: progress.append(done))
    assert downloaded.read_bytes() == archive.read_bytes()
    asked = [rng for path, rng in seen if path.endswith(".tar.gz")]
    half = archive.stat().st_size // 2
    # Cut at half (the whole file asked for), then only the rest asked for.
    assert asked == [None, f"bytes={half}-"]
    assert progress[-1] == archive.stat().st_size
    assert progress == sorted(progress)  # never back to zero: the half kept counts
    assert [p.name for p in (tmp_path / "cache" / "archives").iterdir()] == [downloaded.name]


def test_a_download_cut_every_time_keeps_its_part_for_the_next_check(
    tmp_path: Path, feed: Feed
) -> None:
    archive = feed.publish("0.2.0", payload=300_000)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    feed.cut_downloads_short()  # a server without ranges that always cuts
    with pytest.raises(FeedUnreachable):
        updates.download(found)
    (part,) = (tmp_path / "cache" / "archives").iterdir()
    assert part.name.endswith(".part")
    half = archive.stat().st_size // 2
    assert part.stat().st_size == half
    seen = feed.answer_ranges()
    assert updates.download(found).read_bytes() == archive.read_bytes()
    assert [rng for path, rng in seen if path.endswith(".tar.gz")] == [f"bytes={half}-"]
    assert not part.exists()


def test_a_server_that_ignores_ranges_sends_the_whole_file_again(
    tmp_path: Path, feed: Feed
) -> None:
    archive = feed.publish("0.2.0", payload=300_000)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    part = tmp_path / "cache" / "archives" / (found.archive_name + ".part")
    part.write_bytes(archive.read_bytes()[:1000])
    feed.serve(feed.repository)  # Python's plain server: no ranges, 200 and all of it
    assert updates.download(found).read_bytes() == archive.read_bytes()
    assert not part.exists()


def test_a_partial_file_that_does_not_verify_is_downloaded_again_whole(
    tmp_path: Path, feed: Feed
) -> None:
    archive = feed.publish("0.2.0", payload=300_000)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    part = tmp_path / "cache" / "archives" / (found.archive_name + ".part")
    part.write_bytes(b"x" * 5000)  # not the archive's first bytes (another version's, say)
    seen = feed.answer_ranges()
    assert updates.download(found).read_bytes() == archive.read_bytes()
    assert [rng for path, rng in seen if path.endswith(".tar.gz")] == ["bytes=5000-", None]


def test_a_partial_file_longer_than_the_signed_length_starts_again(
    tmp_path: Path, feed: Feed
) -> None:
    archive = feed.publish("0.2.0", payload=300_000)
    updates = client(feed, tmp_path / "cache")
    found = updates.newest_release()
    assert found is not None
    part = tmp_path / "cache" / "archives" / (found.archive_name + ".part")
    part.write_bytes(b"x" * (found.size + 10))
    seen = feed.answer_ranges()
    assert updates.download(found).read_bytes() == archive.read_bytes()
    assert [rng for path, rng in seen if path.endswith(".tar.gz")] == [None]


def test_an_unreachable_feed_is_told_apart(tmp_path: Path, feed: Feed) -> None:
    assert feed.server is not None
    feed.url = "http://127.0.0.1:9"  # discard port: nothing listens
    with pytest.raises(FeedUnreachable):
        client(feed, tmp_path / "cache").newest_release()
