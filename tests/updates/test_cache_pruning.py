"""The update cache forgets the releases older than the running one, and the running
one's spent patch: an installed copy kept every archive, tar and patch it ever downloaded
(tens of megabytes a release). What the next patch is applied to (the running version's
archive or tar) stays, and so does a newer download not installed yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.updates.client import FeedUnreachable
from app.updates.feed import feed_settings
from app.updates.service import UpdateService
from tests.support.update_feed import Feed
from tests.updates.test_patches import left_by_the_last_update


def service(feed: Feed, cache: Path, version: str) -> UpdateService:
    settings = feed_settings(feed.url, feed.root)
    assert settings is not None
    return UpdateService(settings, cache_dir=cache, current_version=version, installation=None)


def held(cache: Path) -> list[str]:
    return sorted(path.name for path in (cache / "archives").iterdir())


def test_each_check_forgets_what_is_older_than_the_running_version(
    tmp_path: Path, feed: Feed
) -> None:
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache, "0.1.0")
    feed.publish("0.2.0", payload=200_000)
    on_0_1 = service(feed, cache, "0.1.0")
    release = on_0_1.check()
    assert release is not None and release.patch is not None
    assert on_0_1.download(release).name == "backoffice-0.2.0.tar"  # by the patch
    assert held(cache) == [
        "backoffice-0.1.0.tar.gz",
        "backoffice-0.2.0.patch",
        "backoffice-0.2.0.tar",
    ]
    # Installed; the copy now runs 0.2.0, and 0.3.0 is published.
    feed.publish("0.3.0", payload=200_000)
    (cache / "archives" / "backoffice-0.3.0.tar.gz.part").write_bytes(b"cut off")
    (cache / "archives" / "notes.txt").write_text("not ours to remove")
    on_0_2 = service(feed, cache, "0.2.0")
    newest = on_0_2.check()
    assert newest is not None and newest.version == "0.3.0"
    assert held(cache) == ["backoffice-0.2.0.tar", "backoffice-0.3.0.tar.gz.part", "notes.txt"]
    # What stayed is what the next patch is made from.
    assert newest.patch is not None
    assert on_0_2.download(newest).name == "backoffice-0.3.0.tar"


def test_the_cache_is_tidied_offline_too(tmp_path: Path, feed: Feed) -> None:
    cache = tmp_path / "cache"
    left_by_the_last_update(feed, cache, "0.1.0")
    feed.publish("0.2.0")
    left_by_the_last_update(feed, cache, "0.2.0")
    assert feed.server is not None
    feed.server.shutdown()
    feed.server.server_close()
    with pytest.raises(FeedUnreachable):
        service(feed, cache, "0.2.0").check()
    assert held(cache) == ["backoffice-0.2.0.tar.gz"]
