"""The app as ``pip install`` gets it from a plain wheel: the translation sources and icons
travel as package data, and the installed program (not this checkout) starts, serves the demo
company and finds its translations (``--self-test``). The wheel is built from a copy of the
files git tracks, so the checkout's compiled ``.qm`` cannot slip into it."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from app import __version__
from tests.support.self_test import run_self_test

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    tracked = subprocess.run(
        [
            "git",
            "ls-files",
            "-z",
            "--",
            "pyproject.toml",
            "setup.py",
            "README.md",
            "app",
            "resources",
        ],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, tracked.split("\0")):
        if not (ROOT / name).is_file():  # deleted in the work tree, not yet committed
            continue
        target = source / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / name).read_bytes())
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("-q", "-w", str(out), str(source)),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_carries_the_translation_sources_and_the_icons(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "app/resources/translations/backoffice_ar.ts" in names
    assert "app/resources/translations/backoffice_en.ts" in names
    assert {f"app/resources/icons/backoffice.{kind}" for kind in ("png", "ico", "icns")} <= names
    assert not [name for name in names if name.endswith(".qm")]
    assert __version__ in wheel.name


def test_the_wheel_carries_the_version_stamp_the_app_reads_at_start(wheel: Path) -> None:
    """``app.find_version`` reads ``app/VERSION`` rather than the installed metadata."""
    stamp = zipfile.ZipFile(wheel).read("app/VERSION").decode("utf-8")
    assert stamp.strip() == __version__


def test_the_installed_wheel_starts_and_finds_its_translations(wheel: Path, tmp_path: Path) -> None:
    installed = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(installed)
    # The unpacked wheel comes first on the path: it, not this checkout, is imported.
    result = run_self_test(
        [sys.executable, "-m", "app"], timeout=240, cwd=tmp_path, PYTHONPATH=str(installed)
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    translations = installed / "app" / "resources" / "translations"
    assert f"translations found in {translations}: ar" in output, output[-4000:]
    assert (translations / "backoffice_ar.qm").is_file()  # compiled where it was installed
