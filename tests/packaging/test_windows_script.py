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
    assert entries["DefaultDirName"] == "{autopf}\\BackOffice"  # %LOCALAPPDATA%\Programs
    assert entries["AppId"] == "{{8749C154-CB77-4A19-A13F-4099BBCA56CB}"  # never changes
    assert entries["UninstallDisplayIcon"] == "{app}\\current\\{#AppExe}"
    assert entries["OutputBaseFilename"] == "BackOfficeDesktop-{#AppVersion}-setup"
    assert '{autoprograms}\\{#AppName}"; Filename: "{app}\\current\\{#AppExe}"' in SCRIPT


def test_signing_covers_the_exe_the_installer_and_the_uninstaller() -> None:
    assert re.search(r"#ifdef SignTool\s+SignTool=\{#SignTool\}\s+SignedUninstaller=yes", SCRIPT)
    # The exe is signed before Inno Setup packs it; the installer is verified after.
    assert BUILD.index("signing $exe") < BUILD.index("==> Inno Setup")
    assert BUILD.index("==> Inno Setup") < BUILD.rindex("verify /pa $installer")
    assert "/tr" in BUILD and "/fd" in BUILD  # RFC 3161 timestamp, SHA-256 digest


def section(name: str) -> str:
    return SCRIPT.split(f"\n[{name}]\n", 1)[1].split("\n[", 1)[0]


def test_the_installer_writes_only_into_its_version_folder_and_starts_current() -> None:
    files = [line for line in section("Files").splitlines() if line.startswith("Source:")]
    assert files == [
        'Source: "{#BundleDir}\\*"; DestDir: "{app}\\versions\\{#AppVersion}"; '
        "Flags: ignoreversion recursesubdirs createallsubdirs"
    ]
    # Nothing deleted before the files are written: the running version stays whole.
    assert "[InstallDelete]" not in SCRIPT
    for entry in ("Icons", "Run"):
        targets = re.findall(r'Filename: "([^"]+)"', section(entry))
        assert targets and all(t == "{app}\\current\\{#AppExe}" for t in targets)
    assert re.search(r"CurStep = ssPostInstall then\s+SwitchCurrentTo\('\{#AppVersion\}'\)", SCRIPT)


def pascal_procedure(name: str) -> str:
    return SCRIPT.split(f"procedure {name}", 1)[1].split("\nend;", 1)[0]


def pascal_steps(body: str) -> list[str]:
    """The file-system calls of a [Code] procedure, in order, written as the stand-in for
    Windows' calls in tests/support/fake_switches.py notes them."""
    steps = []
    call = re.compile(
        r"mklink /J \"' \+ InApp\('([\w.]+)'\)|"
        r"RenameFile\(InApp\('([\w.]+)'\), InApp\('([\w.]+)'\)\)|"
        r"RemoveDir\(InApp\('([\w.]+)'\)\)"
    )
    for match in call.finditer(body):
        junction, source, destination, removed = match.groups()
        if junction:
            steps.append(f"junction {junction} -> versions/0.2.0")
        elif source:
            steps.append(f"rename {source} {destination}")
        else:
            steps.append(f"remove {removed}")
    return steps


def test_the_installer_switches_current_as_the_app_does(tmp_path: Path) -> None:
    """The [Code] switch, step by step, against the steps app/updates/install.py's
    JunctionLink takes (run with the Linux stand-in for Windows' calls)."""
    from app.updates.install import Installation
    from tests.support.fake_switches import FakeJunctions
    from tests.support.update_feed import fake_bundle

    junctions = FakeJunctions(tmp_path / "calls.log")
    installation = Installation.create(
        tmp_path / "BackOffice",
        fake_bundle(tmp_path / "b1", "0.1.0"),
        "0.1.0",
        "backoffice",
        junctions,
    )
    (tmp_path / "calls.log").unlink()
    fake_bundle(installation.root / "versions" / "0.2.0", "0.2.0")
    junctions.switch(installation.root, "0.2.0")
    switch = pascal_procedure("SwitchCurrentTo")
    assert switch.lstrip().startswith("(Version: String);")
    assert "TidyCurrent;" in switch.split("mklink", 1)[0]
    assert pascal_steps(switch) == junctions.steps()
    # The tidy of a switch killed between its renames: current.new first, as the app.
    tidy = pascal_steps(pascal_procedure("TidyCurrent"))
    assert tidy[:2] == ["rename current.new current", "rename current.old current"]
