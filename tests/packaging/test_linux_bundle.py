"""The frozen app as a Linux user gets it: ``packaging/linux/build.sh`` builds the one-folder
bundle from this checkout and packs it; the tarball is unpacked elsewhere and the program
runs ``--self-test`` offscreen. It fails if the frozen app cannot start, serve and load the
demo company, know its version without package metadata, or find its translations.

About a minute of CI (the PyInstaller build is most of it).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import __version__
from tests.support.self_test import run_self_test

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    # Whichever test runs first (the order may be random) builds the bundle in its setup.
    pytest.mark.timeout(900),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle"),
]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The output folder of one ``packaging/linux/build.sh`` run (bundle, tarball, work
    files: about 400 MB, removed after the module's tests)."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail('PyInstaller is missing: pip install -e ".[test,package]" (README)')
    out = tmp_path_factory.mktemp("packaging")
    environment = {
        **os.environ,
        "PYTHON": sys.executable,
        "DIST_DIR": str(out / "dist"),
        "BUILD_DIR": str(out / "build"),
        "SELF_TEST": "0",  # the test runs it on the unpacked tarball instead
    }
    result = subprocess.run(
        ["bash", str(ROOT / "packaging" / "linux" / "build.sh")],
        env=environment,
        capture_output=True,
        text=True,
        timeout=840,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    yield out
    shutil.rmtree(out, ignore_errors=True)


def test_the_unpacked_tarball_starts_loads_the_demo_company_and_finds_its_translations(
    built: Path, tmp_path: Path
) -> None:
    tarball = built / "dist" / f"backoffice-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path, filter="data")
    bundle = tmp_path / f"backoffice-{__version__}"
    try:
        check_self_test(bundle)
    finally:
        shutil.rmtree(bundle, ignore_errors=True)


def check_self_test(bundle: Path) -> None:
    result = run_self_test([str(bundle / "backoffice")])
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # The version comes from pyproject.toml through the stamp the spec writes.
    assert f"self-test: Back Office Desktop {__version__}," in result.stdout
    assert "taxes list loaded through the API: 6 taxes" in result.stdout
    translations = bundle / "_internal" / "resources" / "translations"
    assert f"translations found in {translations}: ar" in result.stdout
    assert (bundle / "_internal" / "resources" / "icons" / "backoffice.png").is_file()
    assert result.stdout.strip().splitlines()[-1].startswith("self-test: ok")


def test_no_test_code_and_no_unused_qt_module_is_shipped(built: Path) -> None:
    toc = (built / "build" / "backoffice" / "PYZ-00.toc").read_text(encoding="utf-8")
    modules = {name for name, _source, _kind in ast.literal_eval(toc)[1]}
    assert "app.main" in modules
    assert "app.sandbox.demo" in modules  # the demo company
    shipped_tools = {
        name
        for name in modules
        if name.split(".")[0] in {"tests", "tools", "pytest", "_pytest", "pytestqt", "hypothesis"}
        or name.split(".")[0] in {"schemathesis", "mypy", "ruff", "importlinter"}
    }
    assert not shipped_tools
    qt_libraries = {path.name for path in (built / "dist" / "backoffice").rglob("*Qt6*")}
    for unused in ("Quick", "Qml", "WebEngine", "3D", "Multimedia", "Pdf", "VirtualKeyboard"):
        assert not [name for name in qt_libraries if f"Qt6{unused}" in name], unused


@pytest.mark.skipif(shutil.which("ldd") is None, reason="needs ldd")
def test_no_library_left_in_the_bundle_needs_a_qt_library_that_was_left_out(built: Path) -> None:
    """The spec drops the virtual keyboard and PDF plugins with QtQuick, QtQml and QtPdf:
    nothing else may link to them (else a desktop session would fail to load a plugin)."""
    internal = built / "dist" / "backoffice" / "_internal"
    libraries = [path for path in internal.rglob("*.so*") if path.is_file()]
    environment = {
        **os.environ,
        "LD_LIBRARY_PATH": f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}",
    }
    needing = []
    for library in libraries:
        linked = subprocess.run(
            ["ldd", str(library)], env=environment, capture_output=True, text=True, check=False
        ).stdout
        if any(f"libQt6{name}" in linked for name in ("Quick", "Qml", "Pdf", "VirtualKeyboard")):
            needing.append(library.name)
    assert not needing
