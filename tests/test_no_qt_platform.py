"""When Qt cannot load its platform plugin, the app says why and how to fix it, and exits 1
(it used to abort with SIGABRT, the reason only in the log file)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.qt_platform import missing_libraries, platform_failure_text


def test_the_app_started_on_a_platform_that_cannot_load_says_why_and_exits_1(
    tmp_path: Path,
) -> None:
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "no-such-platform",
        "BACKOFFICE_HOME": str(tmp_path),
    }
    finished = subprocess.run(
        [sys.executable, "-m", "app"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert finished.returncode == 1, finished.stderr
    lines = finished.stderr.splitlines()
    assert lines[0] == (
        "Back Office Desktop cannot start: Qt could not load its platform plugin, the part "
        "that draws windows."
    )
    assert 'Qt says: Could not find the Qt platform plugin "no-such-platform"' in lines[1]
    assert "sudo apt install" in finished.stderr or not sys.platform.startswith("linux")
    log = (tmp_path / "logs" / "backoffice.log").read_text(encoding="utf-8")
    assert finished.stderr.strip() in log


def test_missing_libraries_are_named_with_the_packages_that_bring_them() -> None:
    text = platform_failure_text(
        [
            "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform"
            " plugin.",
            'Could not load the Qt platform plugin "xcb" in "" even though it was found.',
        ],
        platform="linux",
        missing=["libxcb-icccm.so.4", "libxcb-keysyms.so.1"],
    )
    assert text.splitlines()[1:] == [
        '  Qt says: Could not load the Qt platform plugin "xcb" in "" even though it was found.',
        "Missing system libraries: libxcb-icccm.so.4, libxcb-keysyms.so.1.",
        "On Debian or Ubuntu, install them with: sudo apt install libxcb-icccm4 libxcb-keysyms1",
    ]


def test_qt_naming_xcb_cursor_is_kept_when_that_library_is_the_missing_one() -> None:
    text = platform_failure_text(
        ["From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin."],
        platform="linux",
        missing=["libxcb-cursor.so.0"],
    )
    assert "Qt says: From 6.5.0, xcb-cursor0" in text
    assert text.endswith("sudo apt install libxcb-cursor0")


def test_on_windows_and_macos_the_fix_is_to_reinstall() -> None:
    for platform in ("win32", "darwin"):
        text = platform_failure_text(
            ["no Qt platform plugin could be initialized"], platform=platform
        )
        assert text.splitlines()[-1] == (
            "Reinstall Back Office Desktop: its installer brings Qt's platform plugin with it."
        )
        assert "apt" not in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="sonames are Linux's")
def test_missing_libraries_asks_the_dynamic_linker() -> None:
    assert missing_libraries(["libc.so.6", "libnot-a-library.so.9"]) == ["libnot-a-library.so.9"]
