"""One version, from pyproject.toml: a checkout, an installed wheel and the frozen bundle."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

import pytest

import app
from app import find_version

ROOT = Path(__file__).resolve().parents[1]


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def test_the_app_version_is_the_pyproject_version() -> None:
    assert app.__version__ == pyproject_version()


def test_backoffice_version_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    from app.main import main

    with pytest.raises(SystemExit) as exit_code:
        main(["--version"])
    assert exit_code.value.code == 0
    assert capsys.readouterr().out.strip() == f"backoffice {pyproject_version()}"


def test_a_frozen_bundle_reads_the_stamp_its_spec_wrote(tmp_path: Path) -> None:
    package = tmp_path / "_internal" / "app"
    package.mkdir(parents=True)
    (package / "VERSION").write_text("2.3.4\n", encoding="utf-8")
    assert find_version(package) == "2.3.4"


def test_a_checkout_reads_pyproject_even_when_installed_metadata_is_older(tmp_path: Path) -> None:
    (tmp_path / "app").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "backoffice-desktop"\nversion = "9.0.0"\n', encoding="utf-8"
    )
    assert find_version(tmp_path / "app") == "9.0.0"


def test_another_projects_pyproject_is_not_ours(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wheel installed in site-packages: whatever pyproject sits above is someone else's;
    the installed metadata answers."""
    (tmp_path / "app").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "something-else"\nversion = "7.7.7"\n', encoding="utf-8"
    )
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "1.2.3")
    assert find_version(tmp_path / "app") == "1.2.3"
