#!/usr/bin/env bash
# The update trial: version N of the Linux bundle updates itself to N+1 from a signed feed
# served on 127.0.0.1, then refuses a tampered archive.
#
#     packaging/update-trial.sh
#
# from a checkout with .venv (`pip install -e ".[test,package]"`). It builds N
# (pyproject.toml's version) and N+1 (the next patch version, BUILD_VERSION) with
# packaging/linux/build.sh, keeping PyInstaller's work folder between the two; a later run
# reuses both bundles when no file of app/, resources/ or packaging/ is newer (REBUILD=1
# builds anyway). The signing keys are new on each run (throwaway, in a temporary folder
# deleted at the end): their root metadata is written into both bundles where the build
# puts it (resources/updates/root.json). It publishes N and N+1 into a repository
# (packaging/release.py; PATCH=1 adds the bsdiff patch from N, minutes on 2 cores);
# installs N per user in the versions layout;
# runs N's `backoffice update` on a data folder, which finds, downloads, verifies and
# installs N+1; starts the current version and checks it is N+1 on the same data folder;
# then publishes a tampered archive and checks that it is refused and N+1 still runs.
# One line per step; the last is "updated from N to N+1". Exits non-zero on any failure.
#
# Environment (all optional): PYTHON (default .venv/bin/python), TRIAL_DIR (default
# build/update-trial: the bundles, repository, installation and data folder), REBUILD=1,
# REUSE=1 (the bundles there even if the sources are newer), PATCH=1.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-.venv/bin/python}
trial=${TRIAL_DIR:-build/update-trial}
started=$SECONDS
step() { printf '%s (%ss)\n' "$*" "$((SECONDS - started))"; }
fail() {
  printf 'update trial failed: %s\n' "$*" >&2
  exit 1
}

keys=$(mktemp -d)
server_pid=
cleanup() {
  [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null
  rm -rf "$keys"
}
trap cleanup EXIT

n=$("$python" packaging/recipe.py version)
next=$("$python" -c 'import sys; from packaging.version import Version; v = Version(sys.argv[1]); print(f"{v.major}.{v.minor}.{v.micro + 1}")' "$n")
after_next=$("$python" -c 'import sys; from packaging.version import Version; v = Version(sys.argv[1]); print(f"{v.major}.{v.minor}.{v.micro + 1}")' "$next")
rm -rf "${trial:?}/repository" "${trial:?}/install" "${trial:?}/home"
mkdir -p "$trial"
repository=$trial/repository
install=$trial/install
export BACKOFFICE_HOME=$trial/home QT_QPA_PLATFORM=offscreen

"$python" packaging/release.py init --repository "$repository" --keys "$keys" >/dev/null
step "signing keys made in a temporary folder; root metadata $repository/metadata/root.json"

build() { # version dist_dir
  local bundle=$2/backoffice
  if [[ ${REBUILD:-0} != 1 && -x $bundle/backoffice && (${REUSE:-0} == 1 ||
    -z $(find app resources packaging pyproject.toml -newer "$bundle/backoffice" -type f -print -quit)) ]]; then
    step "reused the bundle of $1 ($bundle)"
  else
    UPDATE_ROOT_METADATA=$repository/metadata/root.json BUILD_VERSION=$1 DIST_DIR=$2 \
      BUILD_DIR=build/update-trial-work SELF_TEST=0 PYTHON=$python packaging/linux/build.sh >/dev/null 2>&1 ||
      fail "the build of $1 failed (rerun packaging/linux/build.sh to see why)"
    step "built $1 with PyInstaller ($bundle)"
  fi
  # This run's keys: the bundle trusts them and no others.
  mkdir -p "$bundle/_internal/resources/updates"
  cp "$repository/metadata/root.json" "$bundle/_internal/resources/updates/root.json"
}
build "$n" "$trial/dist-$n"
build "$next" "$trial/dist-$next"
step "N = $n, N+1 = $next; N+1's visible change: the version it shows in Help > About and --version"
[[ $("$trial/dist-$next/backoffice/backoffice" --version) == "backoffice $next" ]] || fail "N+1 does not say $next"

patch=(--no-patch)
[[ ${PATCH:-0} == 1 ]] && patch=()
"$python" packaging/release.py publish --repository "$repository" --keys "$keys" \
  --bundle "$trial/dist-$n/backoffice" --version "$n" --notes "Version $n" >/dev/null
"$python" packaging/release.py publish --repository "$repository" --keys "$keys" "${patch[@]}" \
  --bundle "$trial/dist-$next/backoffice" --version "$next" --notes "Version $next: the update trial's" >/dev/null
published="archive $(du -h "$repository/targets/backoffice-$next.tar.gz" | cut -f1)"
if [[ ${PATCH:-0} == 1 ]]; then
  [[ -f $repository/targets/backoffice-$next.patch ]] || fail "no patch from $n to $next"
  published+=", patch from $n $(du -h "$repository/targets/backoffice-$next.patch" | cut -f1)"
fi
step "published $n and $next ($published) into $repository"

port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$python" -m http.server --bind 127.0.0.1 --directory "$repository" "$port" >/dev/null 2>&1 &
server_pid=$!
feed=http://127.0.0.1:$port
for _ in $(seq 100); do
  "$python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$feed/metadata/root.json" 2>/dev/null && break
  sleep 0.1
done
step "repository served at $feed"

mkdir -p "$install/versions"
cp -a "$trial/dist-$n/backoffice" "$install/versions/$n"
ln -s "versions/$n" "$install/current"
program=$install/current/backoffice
[[ $("$program" --version) == "backoffice $n" ]] || fail "the installed N does not start"
step "N installed per user in $install (current -> versions/$n)"

"$program" update --feed "$feed" --check >"$trial/check.out" || fail "N's check failed: $(cat "$trial/check.out")"
grep -q "^found $next " "$trial/check.out" || fail "N did not find $next: $(cat "$trial/check.out")"
data_before=$(cd "$BACKOFFICE_HOME/data" && find . -path ./updates -prune -o -type f -print | sort)
step "N found $next on the feed (feed set in the data folder $BACKOFFICE_HOME/data)"

"$program" update >"$trial/update.out" 2>&1 || fail "N's update failed: $(cat "$trial/update.out")"
grep -q "^downloaded and verified backoffice-$next.tar.gz" "$trial/update.out" || fail "not verified: $(cat "$trial/update.out")"
step "N downloaded and verified backoffice-$next.tar.gz and installed it: current -> $(readlink "$install/current")"

[[ $("$program" --version) == "backoffice $next" ]] || fail "the restarted program is not $next"
"$program" update --check >"$trial/after.out" || fail "N+1 cannot read the data folder: $(cat "$trial/after.out")"
grep -q "^up to date: $next" "$trial/after.out" || fail "N+1 does not see the feed: $(cat "$trial/after.out")"
data_after=$(cd "$BACKOFFICE_HOME/data" && find . -path ./updates -prune -o -type f -print | sort)
[[ $data_after == "$data_before" ]] || fail "the data folder changed: $data_before -> $data_after"
"$program" --self-test >"$trial/self-test.out" 2>&1 || fail "N+1's self-test failed: $(tail -3 "$trial/self-test.out")"
step "restarted: the current program is $next, reads the same data folder (its feed, its files) and passes --self-test"

"$python" packaging/release.py publish --repository "$repository" --keys "$keys" --no-patch \
  --bundle "$trial/dist-$next/backoffice" --version "$after_next" --notes "tampered" >/dev/null
tampered=$repository/targets/backoffice-$after_next.tar.gz
"$python" -c 'import sys; p = sys.argv[1]; b = bytearray(open(p, "rb").read()); b[len(b) // 2] ^= 0xFF; open(p, "wb").write(b)' "$tampered"
if "$program" update >"$trial/tampered.out" 2>&1; then
  fail "the tampered archive was installed: $(cat "$trial/tampered.out")"
fi
grep -q "refused: the archive backoffice-$after_next.tar.gz does not match its signed length and hashes" "$trial/tampered.out" ||
  fail "not refused as tampered: $(cat "$trial/tampered.out")"
[[ $("$program" --version) == "backoffice $next" ]] || fail "$next does not run after the refusal"
step "tampered archive backoffice-$after_next.tar.gz refused ($(grep -o 'refused: .*' "$trial/tampered.out" | cut -c1-60)...); $next still runs"

echo "updated from $n to $next"
