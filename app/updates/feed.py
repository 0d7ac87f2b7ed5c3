"""Whether this copy of the app looks for updates, and where.

Two things must be there, or the app never calls out (the demo build has neither):

- the release feed's address, an app-wide preference (``update_feed``), not a profile's:
  every profile of this computer runs the same program;
- the feed's trusted root metadata (``root.json``), shipped inside the bundle beside the
  package (``resources/updates/root.json``) by the release build. It holds the public
  keys every later metadata file is checked against; a copy downloaded from the feed
  itself would prove nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.store.resources import resources_dir

FEED_PREFERENCE = "update_feed"
"""The app-wide preference that holds the release feed's address (http or https)."""

CHECK_EVERY_SECONDS = 24 * 60 * 60
"""A running app looks again once a day after its check at start."""

RETRY_UNREACHABLE_SECONDS = 60 * 60
"""A feed that could not be reached (offline, server down) is tried again an hour later."""


def shipped_root() -> Path:
    """Where the bundle carries the feed's trusted root metadata (``resources/updates``;
    the release build puts it there, see packaging/backoffice.spec)."""
    return resources_dir() / "updates" / "root.json"


@dataclass(frozen=True)
class FeedSettings:
    """A release feed this copy trusts: its address and the root metadata it starts from."""

    url: str
    trusted_root: Path

    @property
    def metadata_url(self) -> str:
        return f"{self.url.rstrip('/')}/metadata/"

    @property
    def targets_url(self) -> str:
        return f"{self.url.rstrip('/')}/targets/"


def feed_settings(url: str | None, trusted_root: Path | None = None) -> FeedSettings | None:
    """The feed to use, or None when updates are off: no address set, an address that is
    not http(s), or no trusted root in this bundle."""
    root = trusted_root or shipped_root()
    address = (url or "").strip()
    if not address.startswith(("http://", "https://")) or not root.is_file():
        return None
    return FeedSettings(url=address, trusted_root=root)
