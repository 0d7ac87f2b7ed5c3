"""The OS-bound last step of an install, on Linux: Windows' junction switch through a
stand-in that renames as Windows does (never over a folder), and the macOS ``.app`` swap
(Linux's own atomic exchange, and the two-rename fallback); each killed (SIGKILL) at
every one of its steps, after which the program still starts, and the next install ends
on the new version with nothing left over."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from app.updates.install import AppBundleInstallation, Installation, InstallFailed, swap_paths
from tests.support.fake_switches import KILLABLE, FakeJunctions, fake_app
from tests.support.update_feed import ROOT, fake_bundle
from tests.updates.test_install import run, wait_for

APP = "Back Office Desktop.app"


def archive_of(folder: Path, archive: Path) -> Path:
    """An archive as tufup makes it: the folder's contents at the top."""
    with tarfile.open(archive, "w:gz") as tar:
        for path in sorted(folder.rglob("*")):
            tar.add(path, path.relative_to(folder).as_posix(), recursive=False)
    return archive


def kill_at(
    kind: str, where: Path, archive: Path, stop_at: int, halfway: Path, log: Path | None = None
) -> str:
    """Run the install of 0.2.0 in its own process with the stand-in ``kind``, SIGKILL it
    at its step ``stop_at`` (before that step's call); returns the step."""
    arguments = [kind, where, archive, "0.2.0", stop_at, halfway, log or ""]
    process = subprocess.Popen(
        [sys.executable, "-c", KILLABLE, *map(str, arguments)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        wait_for(halfway, process)
    finally:
        process.kill()
        process.wait()
    return halfway.read_text()


def windows_installation(tmp_path: Path) -> tuple[Installation, Path, FakeJunctions]:
    log = tmp_path / "junction-calls.log"
    junctions = FakeJunctions(log)
    bundle = fake_bundle(tmp_path / "installer-0.1.0", "0.1.0")
    installation = Installation.create(
        tmp_path / "BackOffice", bundle, "0.1.0", "backoffice", junctions
    )
    log.unlink()
    archive = archive_of(
        fake_bundle(tmp_path / "bundle-0.2.0", "0.2.0"), tmp_path / "backoffice-0.2.0.tar.gz"
    )
    return installation, archive, junctions


def test_the_windows_switch_is_a_new_junction_and_two_renames(tmp_path: Path) -> None:
    installation, archive, junctions = windows_installation(tmp_path)
    assert run(installation.program) == "backoffice 0.1.0"
    # Windows renames no folder over another: a single rename over current would fail.
    with pytest.raises(FileExistsError):
        junctions.rename(installation.root / "versions" / "0.1.0", installation.root / "current")
    assert run(installation.install(archive, "0.2.0")) == "backoffice 0.2.0"
    assert junctions.steps() == [
        "junction current.new -> versions/0.2.0",
        "rename current current.old",
        "rename current.new current",
        "remove current.old",
    ]
    assert installation.current_version == "0.2.0"
    assert sorted(p.name for p in installation.root.iterdir()) == ["current", "versions"]
    found = Installation.of_program(installation.root / "current" / "backoffice", junctions)
    assert found == installation


@pytest.mark.parametrize("stop_at", [1, 2, 3, 4])
def test_a_windows_switch_killed_at_each_step(tmp_path: Path, stop_at: int) -> None:
    installation, archive, junctions = windows_installation(tmp_path)
    root = installation.root
    step = kill_at("junction", root, archive, stop_at, tmp_path / "halfway", junctions.log)
    # The new version's folder was complete before the switch began.
    assert run(root / "versions" / "0.2.0" / "backoffice") == "backoffice 0.2.0"
    if step != "rename current.new current":
        # Killed anywhere but between the two renames: current starts a whole version.
        assert run(installation.program) in {"backoffice 0.1.0", "backoffice 0.2.0"}
    else:
        assert not os.path.lexists(root / "current")
    # The next start tidies: a switch that had begun to rename is finished, one that had
    # not is dropped.
    found = Installation.of_program(root / "versions" / "0.1.0" / "backoffice", junctions)
    assert found == installation
    installation.tidy()
    expected = "0.1.0" if stop_at <= 2 else "0.2.0"
    assert run(installation.program) == f"backoffice {expected}"
    assert sorted(p.name for p in root.iterdir()) == ["current", "versions"]
    # And the next install ends on the new version.
    assert run(installation.install(archive, "0.2.0")) == "backoffice 0.2.0"
    assert sorted(p.name for p in root.iterdir()) == ["current", "versions"]


def mac_installation(tmp_path: Path) -> tuple[AppBundleInstallation, Path]:
    app = fake_app(tmp_path / "Applications" / APP, "0.1.0")
    archive = archive_of(
        fake_app(tmp_path / "build" / APP, "0.2.0"), tmp_path / "backoffice-0.2.0.tar.gz"
    )
    return AppBundleInstallation(app), archive


def test_the_mac_app_is_swapped_and_the_old_one_kept_until_the_next_start(tmp_path: Path) -> None:
    installation, archive = mac_installation(tmp_path)
    assert installation.current_version == "0.1.0"
    assert run(installation.install(archive, "0.2.0")) == "backoffice 0.2.0"
    assert installation.current_version == "0.2.0"
    applications = installation.app.parent
    replaced = applications / f".{APP}.replaced"
    assert run(replaced / "Contents" / "MacOS" / "backoffice") == "backoffice 0.1.0"
    found = AppBundleInstallation.of_program(installation.program)
    assert found == installation
    found.tidy()  # the next start
    assert sorted(p.name for p in applications.iterdir()) == [APP]


def test_a_second_mac_update_before_a_restart_keeps_the_copy_that_runs(tmp_path: Path) -> None:
    """Two updates installed without a restart between them: the running process still
    loads from the first app, which the second install must not remove; the update in
    between, which never started, is the one dropped."""
    installation, archive = mac_installation(tmp_path)
    installation.install(archive, "0.2.0")
    newer = archive_of(
        fake_app(tmp_path / "build-3" / APP, "0.3.0"), tmp_path / "backoffice-0.3.0.tar.gz"
    )
    assert run(installation.install(newer, "0.3.0")) == "backoffice 0.3.0"
    applications = installation.app.parent
    replaced = applications / f".{APP}.replaced"
    assert run(replaced / "Contents" / "MacOS" / "backoffice") == "backoffice 0.1.0"
    assert sorted(p.name for p in applications.iterdir()) == sorted([APP, f".{APP}.replaced"])
    installation.tidy()  # the next start
    assert sorted(p.name for p in applications.iterdir()) == [APP]


def test_a_mac_app_in_a_folder_the_clerk_cannot_write_updates_into_home_applications(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    installation, archive = mac_installation(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    found = AppBundleInstallation.of_program(installation.program, writable=lambda _folder: False)
    assert found is not None
    assert found.app == tmp_path / "home" / "Applications" / APP
    assert run(found.install(archive, "0.2.0")) == "backoffice 0.2.0"
    assert installation.current_version == "0.1.0"  # the administrator's copy is untouched


def test_swap_paths_exchanges_two_folders(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    (first / "a").write_text("a")
    (second / "b").write_text("b")
    swap_paths(first, second)
    assert [p.name for p in first.iterdir()] == ["b"]
    assert [p.name for p in second.iterdir()] == ["a"]


@pytest.mark.parametrize("stop_at", [1, 2, 3])
def test_a_mac_fallback_swap_killed_at_each_rename(tmp_path: Path, stop_at: int) -> None:
    installation, archive = mac_installation(tmp_path)
    step = kill_at("app", installation.app, archive, stop_at, tmp_path / "halfway")
    if stop_at == 2:  # between the first rename and the second: no app there
        assert step.startswith(f"rename .{APP}.partial ")
        assert not installation.app.exists()
    else:
        assert run(installation.program) in {"backoffice 0.1.0", "backoffice 0.2.0"}
    installation.tidy()  # the next start (or the next install, which tidies first)
    assert run(installation.program) == f"backoffice {'0.2.0' if stop_at == 3 else '0.1.0'}"
    assert run(installation.install(archive, "0.2.0")) == "backoffice 0.2.0"
    installation.tidy()
    assert sorted(p.name for p in installation.app.parent.iterdir()) == [APP]


def test_a_mac_install_killed_while_unpacking_leaves_the_app(tmp_path: Path) -> None:
    installation, archive = mac_installation(tmp_path)
    broken = tmp_path / "broken.tar.gz"
    broken.write_bytes(archive.read_bytes()[: archive.stat().st_size // 2])

    with pytest.raises(InstallFailed, match=r"0\.2\.0 could not be installed"):
        installation.install(broken, "0.2.0")
    assert run(installation.program) == "backoffice 0.1.0"
    assert sorted(p.name for p in installation.app.parent.iterdir()) == [APP]
