#!/usr/bin/env bash
# The release workflow's last step: add a Linux tarball to the signed update repository on
# the gh-pages branch (updates/linux-x86_64/, served by GitHub Pages) and push it.
#
#     packaging/publish-updates.sh VERSION ARTIFACTS_DIR
#
# Needs KEYS_TAR_BASE64 (the keys folder of `packaging/release.py init`, as a base64 tar):
# without it nothing is published and it says so. The keys are unpacked into a temporary
# folder and deleted at the end; only the repository (public) is pushed.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1
artifacts=$2
if [[ -z ${KEYS_TAR_BASE64:-} ]]; then
  echo "no update signing keys (secret UPDATE_KEYS_TAR_BASE64): no update published"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/keys" "$work/bundle"
printf '%s' "$KEYS_TAR_BASE64" | base64 --decode | tar -xz -C "$work/keys"
tarball=$(find "$artifacts" -name "backoffice-$version-linux-x86_64.tar.gz" | head -n 1)
[[ -n $tarball ]] || { echo "no Linux tarball for $version in $artifacts" >&2; exit 1; }
tar -xzf "$tarball" -C "$work/bundle" --strip-components 1
python -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q "tufup==0.10.0"
git fetch origin gh-pages || true
if git rev-parse --verify -q origin/gh-pages >/dev/null; then
  git worktree add "$work/site" origin/gh-pages
else
  git worktree add --orphan -b gh-pages "$work/site"
fi
repository="$work/site/updates/linux-x86_64"
"$work/venv/bin/python" packaging/release.py publish --repository "$repository" \
  --keys "$work/keys" --bundle "$work/bundle" --version "$version" --notes "Version $version"
git -C "$work/site" add -A
git -C "$work/site" -c user.name="release workflow" -c user.email="release@invalid" \
  commit -qm "Update repository: $version"
git -C "$work/site" push origin HEAD:gh-pages
