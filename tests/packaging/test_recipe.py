"""``packaging/recipe.py``: the version the build stamps everywhere, and the Windows file
version resource (checked here because the Windows build cannot run on this machine)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_recipe() -> ModuleType:
    spec = importlib.util.spec_from_file_location("recipe", ROOT / "packaging" / "recipe.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


recipe = load_recipe()


def test_the_version_is_pyprojects() -> None:
    with (ROOT / "pyproject.toml").open("rb") as file:
        assert recipe.project_version() == tomllib.load(file)["project"]["version"]


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("2.3", (2, 3, 0, 0)),
        ("1.2.3rc1", (1, 2, 3, 0)),
        ("1.2.3.post4+local.7", (1, 2, 3, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
    ],
)
def test_windows_gets_four_numbers(version: str, numbers: tuple[int, ...]) -> None:
    assert recipe.numeric_version(version) == numbers


def test_a_version_without_numbers_is_refused() -> None:
    with pytest.raises(ValueError, match="release number"):
        recipe.numeric_version("dev")


def test_the_windows_version_resource_carries_the_version() -> None:
    """Evaluated as PyInstaller evaluates it, with recording stand-ins for its classes."""
    recorded: dict[str, Any] = {}

    def record(kind: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            recorded.setdefault(kind, []).append((args, kwargs))
            return kind, args, kwargs

        return make

    names = "VSVersionInfo FixedFileInfo StringFileInfo StringTable StringStruct"
    namespace = {name: record(name) for name in (*names.split(), "VarFileInfo", "VarStruct")}
    eval(recipe.windows_version_info("1.4.2rc1"), namespace)
    fixed = recorded["FixedFileInfo"][0][1]
    assert fixed["filevers"] == fixed["prodvers"] == (1, 4, 2, 0)
    strings = dict(args for args, _ in recorded["StringStruct"])
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.4.2rc1"
    assert strings["ProductName"] == "Back Office Desktop"
    assert strings["OriginalFilename"] == "backoffice.exe"


def test_the_scripts_ask_it_from_the_command_line() -> None:
    run = [sys.executable, str(ROOT / "packaging" / "recipe.py")]
    version = subprocess.run([*run, "version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip() == recipe.project_version()
    numeric = subprocess.run([*run, "numeric-version"], capture_output=True, text=True, check=True)
    assert numeric.stdout.strip() == ".".join(map(str, recipe.numeric_version(version.stdout)))
    wrong = subprocess.run([*run, "other"], capture_output=True, text=True, check=False)
    assert wrong.returncode == 2
