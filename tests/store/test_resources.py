"""Finding the app's resources and compiling the translation sources (.ts) to catalogues (.qm)."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest

from app.store import resources
from app.store.resources import (
    TranslationBuildError,
    catalogues,
    compile_catalogues,
    prepared_translations,
    resources_dir,
    translations_dir,
)

ROOT = Path(__file__).resolve().parents[2]
MINIMAL_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{language}">
<context><name>MainWindow</name>
<message><source>Back Office Desktop</source><translation>{text}</translation></message>
</context>
</TS>
"""


def write_ts(folder: Path, language: str, text: str = "المكتب الخلفي") -> Path:
    path = folder / f"backoffice_{language}.ts"
    path.write_text(MINIMAL_TS.format(language=language, text=text), encoding="utf-8")
    return path


def test_a_checkout_finds_the_top_level_resources_folder() -> None:
    assert resources_dir() == ROOT / "resources"
    assert (translations_dir() / "backoffice_ar.ts").is_file()


def test_a_frozen_bundle_finds_them_in_its_own_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert translations_dir() == tmp_path / "resources" / "translations"


def test_each_ts_compiles_to_a_qm_named_by_its_language(tmp_path: Path) -> None:
    write_ts(tmp_path, "ar")
    write_ts(tmp_path, "fr", "Bureau")
    target = tmp_path / "out"
    written = compile_catalogues(tmp_path, target)
    assert [path.name for path in written] == ["backoffice_ar.qm", "backoffice_fr.qm"]
    assert catalogues(target) == {
        "ar": target / "backoffice_ar.qm",
        "fr": target / "backoffice_fr.qm",
    }
    assert oct((target / "backoffice_ar.qm").stat().st_mode & 0o777) == oct(0o644)
    assert not [path for path in target.iterdir() if path.name.startswith(".")]


def test_only_missing_or_out_of_date_catalogues_are_compiled_again(tmp_path: Path) -> None:
    source = write_ts(tmp_path, "ar")
    assert compile_catalogues(tmp_path, tmp_path) == [tmp_path / "backoffice_ar.qm"]
    assert compile_catalogues(tmp_path, tmp_path) == []
    newer = (tmp_path / "backoffice_ar.qm").stat().st_mtime + 10
    os.utime(source, (newer, newer))
    assert compile_catalogues(tmp_path, tmp_path) == [tmp_path / "backoffice_ar.qm"]
    assert compile_catalogues(tmp_path, tmp_path, force=True) == [tmp_path / "backoffice_ar.qm"]


def test_a_broken_source_is_named_in_the_error_and_leaves_no_catalogue(tmp_path: Path) -> None:
    (tmp_path / "backoffice_ar.ts").write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(TranslationBuildError, match=r"backoffice_ar\.ts"):
        compile_catalogues(tmp_path, tmp_path)
    assert catalogues(tmp_path) == {}
    assert [path.name for path in tmp_path.iterdir()] == ["backoffice_ar.ts"]


def test_without_lrelease_the_error_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_ts(tmp_path, "ar")
    monkeypatch.setattr(resources.sys, "executable", str(tmp_path / "python"))
    monkeypatch.setattr(resources.shutil, "which", lambda name: None)
    with pytest.raises(TranslationBuildError, match="install PySide6"):
        compile_catalogues(tmp_path, tmp_path)


def test_no_folder_no_catalogue(tmp_path: Path) -> None:
    assert catalogues(tmp_path / "missing") == {}
    assert compile_catalogues(tmp_path / "missing", tmp_path / "out") == []
    assert not (tmp_path / "out").exists()


def test_catalogues_compile_beside_their_sources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_ts(tmp_path, "ar")
    monkeypatch.setattr(resources, "translations_dir", lambda: tmp_path)
    assert prepared_translations(tmp_path / "fallback") == (
        tmp_path,
        [tmp_path / "backoffice_ar.qm"],
    )
    assert prepared_translations(tmp_path / "fallback") == (tmp_path, [])


@pytest.mark.parametrize(
    "refusal",
    [
        PermissionError(errno.EACCES, "Permission denied"),
        OSError(errno.EROFS, "Read-only file system"),
    ],
    ids=["no permission", "read-only file system"],
)
def test_a_package_that_cannot_be_written_compiles_into_the_users_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refusal: OSError
) -> None:
    """A system-wide install, or one on a read-only volume (the test runs as any user, root
    included: writing is refused by a stand-in for the file system's answer)."""
    installed = tmp_path / "site" / "translations"
    installed.mkdir(parents=True)
    write_ts(installed, "ar")
    make_temporary = resources.tempfile.mkstemp

    def refuse_the_package(*args: object, dir: Path, **kwargs: object) -> tuple[int, str]:
        if Path(dir) == installed:
            raise refusal
        return make_temporary(*args, dir=dir, **kwargs)  # type: ignore[call-overload,no-any-return]

    monkeypatch.setattr(resources, "translations_dir", lambda: installed)
    monkeypatch.setattr(resources.tempfile, "mkstemp", refuse_the_package)
    user = tmp_path / "data" / "translations"
    assert prepared_translations(user) == (user, [user / "backoffice_ar.qm"])
    assert catalogues(user) == {"ar": user / "backoffice_ar.qm"}
    assert catalogues(installed) == {}


def test_a_frozen_bundle_compiles_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert prepared_translations(tmp_path / "fallback") == (
        tmp_path / "resources" / "translations",
        [],
    )
