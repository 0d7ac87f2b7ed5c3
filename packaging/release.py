"""Publish a built bundle into a signed update repository (TUF, written by tufup).

    python packaging/release.py init    --repository DIR --keys DIR
    python packaging/release.py publish --repository DIR --keys DIR --bundle dist/backoffice \\
        [--version 0.2.0] [--notes "What changed"]

``init`` creates the signing keys (in ``--keys``: keep that folder off the repository and
off the web server; only public keys go into the metadata) and the first root metadata.
``publish`` writes ``<repository>/targets/backoffice-<version>.tar.gz`` from the bundle
folder, a patch from the previous version's archive when there is one (tufup's bsdiff;
``--no-patch`` skips it: for two real bundles it takes minutes and gigabytes), and the signed
metadata (``<repository>/metadata/``: root, targets, snapshot, timestamp). Serve the
repository folder with any static web server; the app's release feed is its address.

``root`` prints the root metadata path: the release build ships that file in the bundle
(``app/resources/updates/root.json``) so that the app trusts these keys and no others.

Expiry (days): root 365, targets and snapshot 30, timestamp 7; publish at least that often
(``publish`` without ``--bundle`` re-signs the metadata with fresh dates). Each line printed
says what was written; a failure prints one line on stderr and exits 1.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import recipe  # beside this file (not the PyPI "packaging")

APP_NAME = "backoffice"
PROGRAMS = (APP_NAME, f"{APP_NAME}.exe", f"Contents/MacOS/{APP_NAME}")
"""A bundle folder holds one: Linux's, Windows', or (an ``.app`` folder) macOS's."""
EXPIRATION_DAYS = {"root": 365, "targets": 30, "snapshot": 30, "timestamp": 7}


def repository(repository_dir: Path, keys_dir: Path, expiration_days: dict[str, int] | None = None):  # type: ignore[no-untyped-def]
    """tufup's repository tools on these folders: keys and the first root metadata made
    when the keys folder is new, loaded from disk after that."""
    from tufup.repo import Repository

    class _Repository(Repository):  # type: ignore[misc]
        """Settings come from this script's arguments: tufup's own config file (written in
        the current folder at each publish) is neither read nor written."""

        @classmethod
        def load_config(cls) -> dict[str, object]:
            return {}

        def save_config(self) -> None:
            pass

    repo = _Repository(
        app_name=APP_NAME,
        repo_dir=repository_dir,
        keys_dir=keys_dir,
        expiration_days=dict(expiration_days or EXPIRATION_DAYS),
    )
    if (Path(repository_dir) / "metadata" / "root.json").is_file():
        repo._load_keys_and_roles(create_keys=False)  # initialize() would ask to replace keys
        # A repository started from a copy of another's root metadata (the same keys:
        # publish-updates.sh) has no targets folder yet.
        Path(repo.targets_dir).mkdir(parents=True, exist_ok=True)
    else:
        repo.initialize()
    return repo


def init(repository_dir: Path, keys_dir: Path) -> Path:
    """Keys and the first root metadata; returns the root metadata file."""
    repo = repository(repository_dir, keys_dir)
    return Path(repo.metadata_dir) / "root.json"


def publish(
    repository_dir: Path,
    keys_dir: Path,
    bundle: Path | None,
    version: str,
    notes: str = "",
    expiration_days: dict[str, int] | None = None,
    patch: bool = True,
) -> Path | None:
    """Add ``bundle`` as ``version`` (when given) and sign what changed; returns the
    archive written."""
    repo = repository(repository_dir, keys_dir, expiration_days)
    archive = None
    if bundle is not None:
        if not any((bundle / program).is_file() for program in PROGRAMS):
            raise SystemExit(f"release.py: {bundle} is not a bundle folder (no {APP_NAME} in it)")
        archive = Path(repo.targets_dir) / f"{APP_NAME}-{version}.tar.gz"
        if archive.exists():
            raise SystemExit(f"release.py: {archive} exists already: publish a new version")
        latest = repo.roles.get_latest_archive()
        if latest is not None and not latest.version < _version(version):
            raise SystemExit(
                f"release.py: version {version} is not newer than the published {latest.version}"
            )
        repo.add_bundle(
            new_bundle_dir=bundle,
            new_version=version,
            skip_patch=not patch,
            custom_metadata={"notes": notes},
        )
    else:
        for role in ("targets", "snapshot", "timestamp"):
            repo.refresh_expiration_date(role)
        # tufup re-signs only what differs from the files on disk: a second publish within
        # the same second gives the same expiry dates, so nothing would change. A new
        # targets version always differs, and its change cascades to snapshot and timestamp.
        repo.roles.targets.signed.version += 1
    repo.publish_changes(private_key_dirs=[keys_dir])
    return archive


def _version(text: str):  # type: ignore[no-untyped-def]
    from packaging.version import Version

    return Version(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("command", choices=["init", "publish", "root"])
    parser.add_argument("--repository", type=Path, required=True)
    parser.add_argument("--keys", type=Path, required=True)
    parser.add_argument("--bundle", type=Path)
    parser.add_argument("--version", default=None, help="default: pyproject.toml's version")
    parser.add_argument("--notes", default="")
    parser.add_argument(
        "--no-patch",
        action="store_true",
        help="no patch from the previous archive (bsdiff of two real archives takes minutes)",
    )
    arguments = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="release.py: %(message)s")
    try:
        if arguments.command == "init":
            print(f"root metadata: {init(arguments.repository, arguments.keys)}")
        elif arguments.command == "root":
            print(Path(arguments.repository) / "metadata" / "root.json")
        else:
            version = arguments.version or recipe.project_version()
            archive = publish(
                arguments.repository,
                arguments.keys,
                arguments.bundle,
                version,
                arguments.notes,
                patch=not arguments.no_patch,
            )
            if archive is not None:
                print(f"archive: {archive} ({archive.stat().st_size} bytes)")
            patch = archive.with_suffix("").with_suffix(".patch") if archive else None
            if patch is not None and patch.exists():
                print(f"patch: {patch} ({patch.stat().st_size} bytes)")
            print(f"signed metadata: {Path(arguments.repository) / 'metadata'}")
    except SystemExit:
        raise
    except Exception as exc:  # one line, not a traceback: tufup's errors are for the log
        print(f"release.py: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
