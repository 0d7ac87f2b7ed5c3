"""``packaging/macos/build.sh`` run on this Linux machine with stand-ins for PyInstaller and
Apple's tools (codesign, hdiutil, xcrun notarytool/stapler, spctl, PlistBuddy, file): each
stand-in records its command line, so the tests check what the script asks of them and in
what order: signing inside out with the hardened runtime, the entitlements on the app only,
the disk image signed, notarized with the profile or the Apple id, stapled only when Apple
accepted, Apple's log shown when it refused. What only a Mac can tell (that Apple's tools
accept these arguments and the signed app starts) is for the release checklist in README
"Building installers"."""

from __future__ import annotations

import json
import os
import plistlib
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "macos" / "build.sh"
IDENTITY = "Developer ID Application: Demo Traders (TEAM123456)"
APP = "Back Office Desktop.app"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a bash script")

RECORD = 'printf "%s" "$(basename "$0")" >>"$CALLS"; printf " %q" "$@" >>"$CALLS"; echo >>"$CALLS"'
STAND_INS = {
    "codesign": RECORD,
    "spctl": RECORD,
    "PlistBuddy": RECORD + "\necho 1.0",
    # Mach-O files of the fake bundle say so in their first bytes.
    "file": RECORD + '\nif head -c5 "$2" | grep -q MACHO; then echo "Mach-O 64-bit dylib"; '
    'else echo "ASCII text"; fi',
    # hdiutil create ... -ov <image>: the image is the last argument.
    "hdiutil": RECORD + '\ntouch "${!#}"',
    "xcrun": RECORD + '\nif [[ "$1 $2" == "notarytool submit" ]]; then echo "$NOTARY_ANSWER"; fi',
}
FAKE_PYTHON = """#!/usr/bin/env bash
# -m PyInstaller ... --distpath <dist>: a bundle with the shape PyInstaller gives on macOS.
if [[ $1 == -m && $2 == PyInstaller ]]; then
  {record}
  while (($#)); do [[ $1 == --distpath ]] && dist=$2; shift; done
  contents="$dist/{app}/Contents"
  mkdir -p "$contents/MacOS" "$contents/Frameworks/QtCore.framework/Versions/A" \\
    "$contents/Resources"
  printf '#!/bin/sh\\necho "self-test: ok"\\n' >"$contents/MacOS/backoffice"
  chmod +x "$contents/MacOS/backoffice"
  echo MACHO >"$contents/Frameworks/libpython3.11.dylib"
  echo MACHO >"$contents/Frameworks/QtCore.framework/Versions/A/QtCore"
  echo text >"$contents/Resources/base_library.zip"
  echo plist >"$contents/Info.plist"
  exit 0
fi
exec {python} "$@"
"""


def stand_ins(folder: Path) -> Path:
    folder.mkdir()
    for name, body in STAND_INS.items():
        (folder / name).write_text(f"#!/usr/bin/env bash\n{body}\n")
    python = FAKE_PYTHON.format(record=RECORD, app=APP, python=shlex.quote(sys.executable))
    (folder / "python").write_text(python)
    for tool in folder.iterdir():
        tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    return folder


def run_script(
    tmp_path: Path, answer: dict[str, str] | None = None, **environment: str
) -> tuple[subprocess.CompletedProcess[str], list[list[str]]]:
    tools = stand_ins(tmp_path / "bin")
    calls = tmp_path / "calls.txt"
    calls.touch()
    settings = {
        "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}",
        "HOME": str(tmp_path),
        "PYTHON": str(tools / "python"),
        "PLISTBUDDY": str(tools / "PlistBuddy"),
        "DIST_DIR": str(tmp_path / "dist"),
        "BUILD_DIR": str(tmp_path / "build"),
        "CALLS": str(calls),
        "NOTARY_ANSWER": json.dumps(answer or {"status": "Accepted", "id": "submission-1"}),
        **environment,
    }
    result = subprocess.run(
        ["bash", str(SCRIPT)], env=settings, capture_output=True, text=True, timeout=60
    )
    return result, [shlex.split(line) for line in calls.read_text().splitlines()]


def dmg_name() -> str:
    machine = os.uname().machine
    return f"BackOfficeDesktop-{__version__}-macos-{machine}.dmg"


def test_a_signed_build_signs_inside_out_notarizes_and_staples(tmp_path: Path) -> None:
    result, calls = run_script(
        tmp_path,
        MACOS_SIGN_IDENTITY=IDENTITY,
        MACOS_TEAM_ID="TEAM123456",
        MACOS_NOTARY_PROFILE="backoffice-notary",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    dmg = str(tmp_path / "dist" / dmg_name())
    app = str(tmp_path / "dist" / APP)
    tools = [call[0] for call in calls]
    assert tools[0] == "python"  # PyInstaller first, with the spec
    assert calls[0][-1] == "packaging/backoffice.spec"

    signs = [call for call in calls if call[0] == "codesign" and "--sign" in call]
    signed = [call[-1] for call in signs]
    # Every Mach-O file, then the framework as a whole, then the app, then the image.
    assert signed[2:] == [
        f"{app}/Contents/Frameworks/QtCore.framework",
        app,
        dmg,
    ]
    assert {Path(path).name for path in signed[:2]} == {"libpython3.11.dylib", "QtCore"}
    assert not [path for path in signed if path.endswith("base_library.zip")]  # not Mach-O
    for call in signs[:-1]:  # hardened runtime, secure timestamp, the identity
        assert {"--options", "runtime", "--timestamp"} <= set(call)
        assert call[call.index("--sign") + 1] == IDENTITY
    assert "--entitlements" in signs[-2]  # the app only
    assert [call for call in signs if "--entitlements" in call] == [signs[-2]]
    assert signs[-2][signs[-2].index("--entitlements") + 1] == "packaging/macos/entitlements.plist"
    assert ["codesign", "--verify", "--deep", "--strict", "--verbose=2", app] in calls

    xcrun = [call[1:] for call in calls if call[0] == "xcrun"]
    assert xcrun == [
        [
            *("notarytool", "submit", dmg, "--keychain-profile", "backoffice-notary"),
            *("--wait", "--output-format", "json"),
        ],
        ["stapler", "staple", dmg],
        ["stapler", "validate", dmg],
    ]
    assert tools.index("hdiutil") < tools.index("xcrun")
    assert calls[-1][0] == "spctl" and calls[-1][-1] == dmg
    assert (tmp_path / "dist" / dmg_name()).is_file()


def test_notarization_with_an_apple_id_passes_its_team_and_password(tmp_path: Path) -> None:
    result, calls = run_script(
        tmp_path,
        MACOS_SIGN_IDENTITY=IDENTITY,
        MACOS_TEAM_ID="TEAM123456",
        MACOS_APPLE_ID="builds@example.com",
        MACOS_APP_PASSWORD="abcd-efgh-ijkl-mnop",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    submit = next(call for call in calls if call[:3] == ["xcrun", "notarytool", "submit"])
    assert submit[4:10] == [
        "--apple-id",
        "builds@example.com",
        "--team-id",
        "TEAM123456",
        "--password",
        "abcd-efgh-ijkl-mnop",
    ]


def test_a_refused_notarization_shows_apples_log_and_staples_nothing(tmp_path: Path) -> None:
    result, calls = run_script(
        tmp_path,
        {"status": "Invalid", "id": "submission-7"},
        MACOS_SIGN_IDENTITY=IDENTITY,
        MACOS_NOTARY_PROFILE="backoffice-notary",
    )
    assert result.returncode == 1
    assert "notarization: Invalid; Apple's log follows" in result.stderr
    assert calls[-1][:5] == ["xcrun", "notarytool", "log", "submission-7", "--keychain-profile"]
    assert not [call for call in calls if call[:2] == ["xcrun", "stapler"]]


def test_an_identity_of_another_team_stops_before_building(tmp_path: Path) -> None:
    result, calls = run_script(tmp_path, MACOS_SIGN_IDENTITY=IDENTITY, MACOS_TEAM_ID="OTHERTEAM1")
    assert result.returncode == 1
    assert "is not a certificate of team OTHERTEAM1" in result.stderr
    assert calls == []


def test_without_an_identity_the_app_and_image_are_built_unsigned(tmp_path: Path) -> None:
    result, calls = run_script(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "unsigned build" in result.stdout
    assert not [call for call in calls if call[0] in {"codesign", "xcrun", "spctl"}]
    assert (tmp_path / "dist" / dmg_name()).is_file()


def test_the_entitlements_are_the_hardened_runtimes_few() -> None:
    entitlements = plistlib.loads(
        (ROOT / "packaging" / "macos" / "entitlements.plist").read_bytes()
    )
    assert entitlements == {"com.apple.security.cs.allow-unsigned-executable-memory": True}
