"""``backoffice update``: the feed set once for every profile, then checked, downloaded,
verified; each failure one line on stderr with its own exit code."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.main import main
from app.updates import feed as feed_module
from tests.support.update_feed import Feed, feed

__all__ = ["feed"]  # the fixture


@pytest.fixture
def trusted(feed: Feed, monkeypatch: pytest.MonkeyPatch) -> Feed:
    """This copy ships the feed's root metadata, as a release build does."""
    monkeypatch.setattr(feed_module, "shipped_root", lambda: feed.root)
    return feed


def test_without_a_feed_it_says_how_to_set_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["update"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        "backoffice update: no release feed is set (backoffice update --feed URL)"
    ]


def test_the_feed_is_kept_and_a_newer_version_found(
    trusted: Feed, capsys: pytest.CaptureFixture[str]
) -> None:
    trusted.publish("0.2.0", "Faster lists")
    assert main(["update", "--feed", trusted.url, "--check"]) == 0
    assert "found 0.2.0" in capsys.readouterr().out
    assert main(["update", "--check"]) == 0  # the feed was kept (app-wide preference)
    assert "found 0.2.0 " in capsys.readouterr().out


def test_a_tampered_archive_is_one_line_and_exit_3(
    trusted: Feed, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = trusted.publish("0.2.0")
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0xFF
    archive.write_bytes(bytes(data))
    assert main(["update", "--feed", trusted.url]) == 3
    assert capsys.readouterr().err.strip().splitlines() == [
        "backoffice update: refused: the archive backoffice-0.2.0.tar.gz does not match its "
        "signed length and hashes: refused"
    ]


def test_an_unreachable_feed_is_exit_4(
    trusted: Feed, capsys: pytest.CaptureFixture[str], home: Path
) -> None:
    assert main(["update", "--feed", "http://127.0.0.1:9"]) == 4
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1 and error[0].startswith("backoffice update: the release feed cannot be")
