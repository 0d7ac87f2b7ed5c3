"""``packaging/publish-updates.sh``, the release workflow's last step, run here: in a
scratch git repository with the packaging scripts, against a bare repository standing in
for GitHub's, with the three systems' bundles as the jobs pack them. Each system gets its
own signed repository on gh-pages, all starting from the one root metadata the bundles
ship; no key is pushed."""

from __future__ import annotations

import base64
import io
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from tests.support.fake_switches import fake_app
from tests.support.update_feed import ROOT, fake_bundle, release

VERSION = "0.2.0"


def git(*arguments: str, cwd: Path) -> str:
    return subprocess.run(
        ["git", *arguments], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


def packed(folder: Path, tarball: Path) -> Path:
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(folder, folder.name)
    return tarball


def test_each_system_gets_its_signed_repository_on_gh_pages(tmp_path: Path) -> None:
    keys, first = tmp_path / "keys", tmp_path / "first-repository"
    root_json = release.init(first, keys).read_text()
    keys_tar = io.BytesIO()
    with tarfile.open(fileobj=keys_tar, mode="w:gz") as tar:
        tar.add(keys, ".")
    checkout = tmp_path / "checkout"
    (checkout / "packaging").mkdir(parents=True)
    for name in ("publish-updates.sh", "release.py", "recipe.py"):
        shutil.copy2(ROOT / "packaging" / name, checkout / "packaging" / name)
    shutil.copy2(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    site = tmp_path / "site.git"
    git("init", "-q", "--bare", str(site), cwd=tmp_path)
    git("init", "-q", cwd=checkout)
    git("remote", "add", "origin", str(site), cwd=checkout)
    git("add", "-A", cwd=checkout)
    git("-c", "user.name=t", "-c", "user.email=t@invalid", "commit", "-qm", "scripts", cwd=checkout)
    bundles = tmp_path / "bundles"
    bundles.mkdir()
    packed(
        fake_bundle(tmp_path / "linux" / "backoffice", VERSION),
        bundles / f"backoffice-{VERSION}-linux-x86_64.tar.gz",
    )
    windows = fake_bundle(tmp_path / "windows" / "backoffice", VERSION)
    (windows / "backoffice").rename(windows / "backoffice.exe")
    packed(windows, bundles / f"backoffice-{VERSION}-windows-x86_64.tar.gz")
    packed(
        fake_app(tmp_path / "macos" / "Back Office Desktop.app", VERSION),
        bundles / f"backoffice-{VERSION}-macos-arm64.tar.gz",
    )
    environment = {
        **os.environ,
        "KEYS_TAR_BASE64": base64.b64encode(keys_tar.getvalue()).decode(),
        "ROOT_METADATA_JSON": root_json,
        "PYTHON": sys.executable,
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        ["bash", str(checkout / "packaging" / "publish-updates.sh"), VERSION, str(bundles)],
        cwd=checkout,
        env=environment,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    systems = ["linux-x86_64", "macos-arm64", "windows-x86_64"]
    for system in systems:
        assert f"published {VERSION} for {system} into updates/{system}" in done.stdout
    published = tmp_path / "published"
    git("clone", "-q", "--branch", "gh-pages", str(site), str(published), cwd=tmp_path)
    assert sorted(p.name for p in (published / "updates").iterdir()) == systems
    for system in systems:
        repository = published / "updates" / system
        assert (repository / "metadata" / "root.json").read_text() == root_json
        assert (repository / "targets" / f"backoffice-{VERSION}.tar.gz").is_file()
    with tarfile.open(
        published / "updates" / "macos-arm64" / "targets" / f"backoffice-{VERSION}.tar.gz"
    ) as tar:
        assert "./Contents/MacOS/backoffice" in tar.getnames()
    with tarfile.open(
        published / "updates" / "windows-x86_64" / "targets" / f"backoffice-{VERSION}.tar.gz"
    ) as tar:
        assert "./backoffice.exe" in tar.getnames()
    # No keys anywhere in what was pushed, and no worktree left in the checkout.
    assert not list(published.rglob("*.key")) and "private" not in "".join(
        p.name for p in published.rglob("*")
    )
    assert git("worktree", "list", cwd=checkout).count("\n") == 1
