"""Installing a verified release: a kill halfway leaves the previous version current and
runnable, and the next install finishes; release.py refuses what it must, in one line."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from app.updates.install import Installation
from tests.support.update_feed import ROOT, Feed, fake_bundle

# The install, in its own process, made to stop after ten files so it can be killed there.
KILLABLE_INSTALL = """
import sys, tarfile, time
from pathlib import Path
from app.updates.install import Installation

original = tarfile.TarFile.extract
written = 0

def extract_then_stop(self, member, path="", **options):
    global written
    original(self, member, path, **options)
    written += 1
    if written == 10:
        Path(sys.argv[3]).write_text("halfway")
        time.sleep(120)

tarfile.TarFile.extract = extract_then_stop
Installation(Path(sys.argv[1]), "backoffice").install(Path(sys.argv[2]), "0.2.0")
"""


def wait_for(path: Path, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert process.poll() is None, "the install ended before it was halfway"
        assert time.monotonic() < deadline, "the install never got halfway"
        time.sleep(0.02)


def run(program: Path) -> str:
    return subprocess.run([program], capture_output=True, text=True, check=True).stdout.strip()


def test_a_killed_install_leaves_the_previous_version_runnable(tmp_path: Path, feed: Feed) -> None:
    archive = feed.publish("0.2.0")
    bundle = fake_bundle(tmp_path / "installer", "0.1.0")
    installation = Installation.create(tmp_path / "install", bundle, "0.1.0", "backoffice")
    halfway = tmp_path / "halfway"
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            KILLABLE_INSTALL,
            str(installation.root),
            str(archive),
            str(halfway),
        ],
        cwd=ROOT,
    )
    try:
        wait_for(halfway, process)
    finally:
        process.kill()
        process.wait()
    partial = installation.root / "versions" / ".0.2.0.partial"
    assert partial.is_dir()  # killed while writing files
    assert installation.current_version == "0.1.0"
    assert run(installation.program) == "backoffice 0.1.0"
    # The next attempt clears the leftovers and finishes.
    assert run(installation.install(archive, "0.2.0")) == "backoffice 0.2.0"
    assert not partial.exists()
    assert sorted(p.name for p in (installation.root / "versions").iterdir()) == ["0.2.0"]


def test_a_copy_outside_the_versions_layout_has_no_installation(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "backoffice-0.1.0", "0.1.0")
    assert Installation.of_program(bundle / "backoffice") is None
    installation = Installation.create(tmp_path / "install", bundle, "0.1.0", "backoffice")
    found = Installation.of_program(installation.root / "versions" / "0.1.0" / "backoffice")
    assert found == installation
    assert Installation.of_program(installation.program) == installation  # through current


def release_py(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "release.py"), *arguments],
        capture_output=True,
        text=True,
    )


def test_release_py_refuses_an_old_version_and_a_folder_that_is_no_bundle(
    tmp_path: Path, feed: Feed
) -> None:
    where = ["--repository", str(feed.repository), "--keys", str(feed.keys)]
    bundle = fake_bundle(tmp_path / "older", "0.0.9")
    older = release_py("publish", *where, "--bundle", str(bundle), "--version", "0.0.9")
    assert older.returncode == 1
    assert older.stderr.strip().splitlines() == [
        "release.py: version 0.0.9 is not newer than the published 0.1.0"
    ]
    empty = tmp_path / "empty"
    empty.mkdir()
    not_bundle = release_py("publish", *where, "--bundle", str(empty), "--version", "0.3.0")
    assert not_bundle.returncode == 1
    assert "is not a bundle folder" in not_bundle.stderr
    newer = release_py("publish", *where, "--bundle", str(bundle), "--version", "0.3.0")
    assert newer.returncode == 0, newer.stderr
    assert "backoffice-0.3.0.tar.gz" in newer.stdout
    assert (feed.repository / "targets" / "backoffice-0.3.0.patch").is_file()
    # Without a bundle: the same metadata signed again, with a new version and later dates.
    timestamp = feed.repository / "metadata" / "timestamp.json"
    before = json.loads(timestamp.read_text())["signed"]
    assert release_py("publish", *where).returncode == 0
    after = json.loads(timestamp.read_text())["signed"]
    assert after["version"] == before["version"] + 1
    assert after["expires"] >= before["expires"]


def test_a_half_written_folder_of_the_new_version_is_replaced_not_trusted(
    tmp_path: Path, feed: Feed
) -> None:
    """What an installer killed halfway leaves: versions/0.2.0 with its program and only
    some of its libraries, while current still names 0.1.0."""
    archive = feed.publish("0.2.0")
    bundle = fake_bundle(tmp_path / "installer", "0.1.0")
    installation = Installation.create(tmp_path / "install", bundle, "0.1.0", "backoffice")
    half = fake_bundle(tmp_path / "install" / "versions" / "0.2.0", "0.2.0", files=3)
    assert installation.current_version == "0.1.0"
    installation.install(archive, "0.2.0")
    assert installation.current_version == "0.2.0"
    assert len(list((half / "_internal").iterdir())) == 40  # all of the archive's files
    assert sorted(p.name for p in (installation.root / "versions").iterdir()) == ["0.2.0"]
