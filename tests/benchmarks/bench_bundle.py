"""The Linux bundle: build time (cold: empty work folder and PyInstaller cache), sizes, and
the frozen app's self-test time against the same self-test from the source tree.

    .venv/bin/python -m tests.benchmarks.bench_bundle

CPU seconds are printed beside wall seconds: on a shared machine the wall time says more
about the neighbours than about the build.
"""

from __future__ import annotations

import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app import __version__

ROOT = Path(__file__).resolve().parents[2]


def run(command: list[str], environment: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the children) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, env=environment, cwd=ROOT)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    files = [file for file in path.rglob("*") if file.is_file() and not file.is_symlink()]
    return sum(file.stat().st_size for file in files) / 1e6  # Qt's symlinks counted once


def main() -> int:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHON": sys.executable}
    environment.pop("BACKOFFICE_HOME", None)
    with tempfile.TemporaryDirectory(prefix="bench-bundle-") as folder:
        out = Path(folder)
        cache = out / "pyinstaller-cache"  # a cold build: no cached binaries from earlier runs
        build_environment = {
            **environment,
            "DIST_DIR": str(out / "dist"),
            "BUILD_DIR": str(out / "build"),
            "SELF_TEST": "0",
            "PYINSTALLER_CONFIG_DIR": str(cache),
        }
        wall, cpu = run(["bash", "packaging/linux/build.sh"], build_environment)
        print(f"build.sh (PyInstaller + tarball)  {wall:6.1f} s wall  {cpu:6.1f} s CPU")
        bundle = out / "dist" / "backoffice"
        tarball = out / "dist" / f"backoffice-{__version__}-linux-{platform.machine()}.tar.gz"
        print(f"bundle dist/backoffice            {size_mb(bundle):6.0f} MB")
        print(f"tarball                           {size_mb(tarball):6.0f} MB")
        for name, command in (
            ("self-test, frozen bundle", [str(bundle / "backoffice"), "--self-test"]),
            ("self-test, source tree", [sys.executable, "-m", "app", "--self-test"]),
        ):
            wall, cpu = run(command, environment)
            print(f"{name:<33} {wall:6.1f} s wall  {cpu:6.1f} s CPU")
        shutil.rmtree(out / "build", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
