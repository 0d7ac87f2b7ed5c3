"""``backoffice update [--feed URL] [--check]``: the in-app update, on the command line.

``--feed URL`` sets the release feed (the app-wide preference every profile shares;
``--feed ""`` turns updates off) before looking. Then it does what Help › Check for
updates, Download and Install do, one line per step on stdout: the newest release found,
its archive downloaded and verified against the signed metadata, installed beside this
version and made current (the next start runs it; the data folder is the same).
``--check`` stops after saying what is available.

Exit 0 when up to date or installed; 2 when no feed is set or this copy has no trusted
root; 3 when refused (tampered archive, unsigned, expired or rolled-back metadata) or the
install failed (the running version stays current); 4 when the feed cannot be reached.
Each failure is one line on stderr.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import __version__
from app.cli.target import EXIT_REFUSED, EXIT_UNREACHABLE
from app.store.paths import AppPaths
from app.store.profiles import ProfileStore
from app.updates.client import FeedUnreachable, UpdateRefused
from app.updates.feed import FEED_PREFERENCE, feed_settings
from app.updates.install import InstallFailed
from app.updates.service import UpdateService

EXIT_NO_FEED = 2


def main(argv: Sequence[str]) -> int:
    """The ``update`` command; the exit code."""
    parser = argparse.ArgumentParser(prog="backoffice update", description=__doc__.split("\n")[0])
    parser.add_argument("--feed", help="set the release feed's address first")
    parser.add_argument("--check", action="store_true", help="only say what is available")
    args = parser.parse_args(list(argv))
    paths = AppPaths.resolve()
    profiles = ProfileStore(paths.app_database)
    try:
        if args.feed is not None:
            profiles.set_preference(FEED_PREFERENCE, args.feed.strip())
        url = profiles.preference(FEED_PREFERENCE)
    finally:
        profiles.close()
    feed = feed_settings(url)
    if feed is None:
        reason = (
            "no release feed is set (backoffice update --feed URL)"
            if not (url or "").strip()
            else f"this copy has no trusted root for the feed {url} (only release builds do)"
            if url and url.startswith(("http://", "https://"))
            else f"the release feed {url!r} is not an http(s) address"
        )
        print(f"backoffice update: {reason}", file=sys.stderr)
        return EXIT_NO_FEED
    service = UpdateService.for_this_program(
        feed, cache_dir=paths.data_dir / "updates", current_version=__version__
    )
    try:
        print(f"checking {feed.url} (this is {__version__})", flush=True)
        release = service.check()
        if release is None:
            print(f"up to date: {__version__}")
            return 0
        print(f"found {release.version} ({release.size} bytes): {release.notes or 'no notes'}")
        if args.check:
            return 0
        archive = service.download(release)
        source = f" (rebuilt from the patch {release.patch.path})" if release.patch else ""
        if archive.name.endswith(".tar.gz"):
            source = ""  # the patch failed to verify: the whole archive was taken
        print(f"downloaded and verified {archive.name}{source}", flush=True)
        program = service.install(release, archive)
        print(f"installed {release.version}: {program}")
        return 0
    except FeedUnreachable as exc:
        print(f"backoffice update: the release feed cannot be reached: {exc}", file=sys.stderr)
        return EXIT_UNREACHABLE
    except UpdateRefused as exc:
        print(f"backoffice update: refused: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    except InstallFailed as exc:
        print(f"backoffice update: {exc}", file=sys.stderr)
        return EXIT_REFUSED
