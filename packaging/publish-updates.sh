#!/usr/bin/env bash
# The release workflow's last step: add each system's bundle to its signed update
# repository on the gh-pages branch (updates/<system>/, served by GitHub Pages) and push.
#
#     packaging/publish-updates.sh VERSION DIR...
#
# Every backoffice-VERSION-<system>.tar.gz in the folders given is one system's bundle:
# linux-x86_64 (the Linux release tarball), windows-x86_64 (the bundle folder),
# macos-arm64 or macos-x86_64 (the .app). Each holds one folder, which is published as
# VERSION into updates/<system> (packaging/release.py: archive, signed metadata).
#
# Needs KEYS_TAR_BASE64 (the keys folder of `packaging/release.py init`, as a base64 tar):
# without it nothing is published and it says so. The keys are unpacked into a temporary
# folder and deleted at the end; only the repositories (public) are pushed. The same keys
# sign every system's repository; a repository made here for the first time starts from
# ROOT_METADATA_JSON (the root.json the bundles ship) when it is set, so that one root
# metadata file is trusted by all of them.
#
# Environment for a trial: PUSH=0 commits but does not push; SITE_REMOTE (default origin).
set -euo pipefail
cd "$(dirname "$0")/.."
version=$1
shift
if [[ -z ${KEYS_TAR_BASE64:-} ]]; then
  echo "no update signing keys (secret UPDATE_KEYS_TAR_BASE64): no update published"
  exit 0
fi
remote=${SITE_REMOTE:-origin}
python=${PYTHON:-}
work=$(mktemp -d)
cleanup() {
  git worktree remove --force "$work/site" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$work/keys"
printf '%s' "$KEYS_TAR_BASE64" | base64 --decode | tar -xz -C "$work/keys"

mapfile -t tarballs < <(find "$@" -name "backoffice-$version-*.tar.gz" | sort)
((${#tarballs[@]})) || { echo "no bundle of $version in $*" >&2; exit 1; }

if [[ -z $python ]]; then
  python -m venv "$work/venv"
  "$work/venv/bin/python" -m pip install -q "tufup==0.10.0"
  python=$work/venv/bin/python
fi
git fetch "$remote" gh-pages || true
if git rev-parse --verify -q "$remote/gh-pages" >/dev/null; then
  git worktree add --detach "$work/site" "$remote/gh-pages"
else
  git worktree add --detach "$work/site"
  git -C "$work/site" checkout -q --orphan gh-pages
  git -C "$work/site" rm -rqf .
fi

for tarball in "${tarballs[@]}"; do
  name=$(basename "$tarball" .tar.gz)
  system=${name#"backoffice-$version-"}
  unpacked=$work/bundle-$system
  mkdir "$unpacked"
  tar -xzf "$tarball" -C "$unpacked"
  folders=("$unpacked"/*)
  [[ ${#folders[@]} == 1 && -d ${folders[0]} ]] || { echo "$tarball holds not one folder" >&2; exit 1; }
  repository=$work/site/updates/$system
  if [[ ! -f $repository/metadata/root.json && -n ${ROOT_METADATA_JSON:-} ]]; then
    mkdir -p "$repository/metadata"
    printf '%s' "$ROOT_METADATA_JSON" >"$repository/metadata/root.json"
  fi
  "$python" packaging/release.py publish --repository "$repository" \
    --keys "$work/keys" --bundle "${folders[0]}" --version "$version" --notes "Version $version"
  echo "published $version for $system into updates/$system"
done

git -C "$work/site" add -A
git -C "$work/site" -c user.name="release workflow" -c user.email="release@invalid" \
  commit -qm "Update repositories: $version"
if [[ ${PUSH:-1} == 1 ]]; then
  git -C "$work/site" push "$remote" HEAD:gh-pages
else
  git -C "$work/site" log --oneline -1
fi
