#!/usr/bin/env bash
# Linux: the one-folder bundle, self-tested, as a tarball.
#
#     packaging/linux/build.sh
#
# from any folder of a checkout where `pip install -e ".[package]"` was run in .venv.
# Writes dist/backoffice/ (the bundle; the program is dist/backoffice/backoffice) and
# dist/backoffice-<version>-linux-<machine>.tar.gz, which unpacks to backoffice-<version>/.
#
# Environment (all optional):
#   PYTHON      the interpreter with PyInstaller (default: .venv/bin/python)
#   DIST_DIR    where the bundle and the tarball go (default: dist)
#   BUILD_DIR   PyInstaller's work folder, kept between builds to go faster (default: build)
#   SELF_TEST   0 skips running the bundle's --self-test before packing it (default: 1)
#   BUILD_VERSION         another version than pyproject.toml's (the update trial's N+1)
#   UPDATE_ROOT_METADATA  the update feed's root.json to ship (packaging/release.py init);
#                         without it the bundle never looks for updates
set -euo pipefail
cd "$(dirname "$0")/../.."

python=${PYTHON:-.venv/bin/python}
dist=${DIST_DIR:-dist}
build=${BUILD_DIR:-build}
version=${BUILD_VERSION:-$("$python" packaging/recipe.py version)}
started=$SECONDS

"$python" -m PyInstaller --noconfirm --log-level WARN --distpath "$dist" --workpath "$build" \
  packaging/backoffice.spec

if [[ ${SELF_TEST:-1} != 0 ]]; then
  QT_QPA_PLATFORM=offscreen "$dist/backoffice/backoffice" --self-test
fi

archive="$dist/backoffice-$version-linux-$(uname -m).tar.gz"
# Owner and permissions as a user would expect after unpacking, whoever built it.
tar -C "$dist" --owner=0 --group=0 --numeric-owner \
  --transform "s,^backoffice,backoffice-$version," -czf "$archive" backoffice
echo "bundle: $dist/backoffice ($(du -sh "$dist/backoffice" | cut -f1))"
echo "tarball: $archive ($(du -sh "$archive" | cut -f1)), built in $((SECONDS - started)) s"
