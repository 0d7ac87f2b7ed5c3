"""``packaging/windows/backoffice.iss`` and ``build.ps1`` read together on this machine (no
Windows here: Inno Setup and PowerShell never run in CI). What can be checked without them:
every ``{#Name}`` the script uses is defined, by the script or by a ``/DName=`` that
build.ps1 passes; build.ps1 passes nothing the script ignores; the files the script names
exist; the installer is per user and keeps its product id across versions."""

from __future__ import annotations

import re
from pathlib import Path, PureWindowsPath

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"
SCRIPT = (WINDOWS / "backoffice.iss").read_text(encoding="utf-8")
BUILD = (WINDOWS / "build.ps1").read_text(encoding="utf-8")


def setup_entries() -> dict[str, str]:
    """``Key=Value`` lines of the [Setup] section."""
    section = SCRIPT.split("[Setup]", 1)[1].split("\n[", 1)[0]
    return dict(
        line.split("=", 1)
        for line in section.splitlines()
        if "=" in line and not line.lstrip().startswith((";", "#"))
    )


def test_every_constant_the_script_uses_is_defined_and_build_passes_no_other() -> None:
    used = set(re.findall(r"\{#(\w+)\}", SCRIPT))
    defined = set(re.findall(r"^\s*#(?:define|ifndef)\s+(\w+)", SCRIPT, re.MULTILINE))
    passed = set(re.findall(r"/D(\w+)=", BUILD))
    assert used <= defined | passed
    assert passed == {"AppVersion", "AppNumericVersion", "BundleDir", "OutputDir", "SignTool"}
    assert passed <= used  # nothing build.ps1 passes is ignored
    # The version has no default: an installer never says a version it is not.
    assert re.search(r"#ifndef AppVersion\s+#error", SCRIPT)


def test_the_files_the_script_names_exist() -> None:
    icon = PureWindowsPath(setup_entries()["SetupIconFile"])
    assert (WINDOWS.joinpath(*icon.parts)).resolve().is_file()
    assert "packaging\\windows\\backoffice.iss" in BUILD
    assert "packaging\\backoffice.spec" in BUILD


def test_the_installer_is_per_user_and_keeps_its_identity() -> None:
    entries = setup_entries()
    assert entries["PrivilegesRequired"] == "lowest"
    assert entries["DefaultDirName"].startswith("{autopf}")
    assert entries["AppId"] == "{{8749C154-CB77-4A19-A13F-4099BBCA56CB}"  # never changes
    assert entries["UninstallDisplayIcon"] == "{app}\\{#AppExe}"
    assert entries["OutputBaseFilename"] == "BackOfficeDesktop-{#AppVersion}-setup"
    assert '{autoprograms}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in SCRIPT


def test_signing_covers_the_exe_the_installer_and_the_uninstaller() -> None:
    assert re.search(r"#ifdef SignTool\s+SignTool=\{#SignTool\}\s+SignedUninstaller=yes", SCRIPT)
    # The exe is signed before Inno Setup packs it; the installer is verified after.
    assert BUILD.index("signing $exe") < BUILD.index("==> Inno Setup")
    assert BUILD.index("==> Inno Setup") < BUILD.rindex("verify /pa $installer")
    assert "/tr" in BUILD and "/fd" in BUILD  # RFC 3161 timestamp, SHA-256 digest
