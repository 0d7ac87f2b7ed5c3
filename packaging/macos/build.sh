#!/usr/bin/env bash
# macOS: "Back Office Desktop.app" and a .dmg, signed (hardened runtime), notarized and
# stapled when a signing identity is given; an unsigned .app and .dmg otherwise (for trying
# the build; Gatekeeper refuses them on other Macs).
#
#     packaging/macos/build.sh
#
# from a checkout where `pip install -e ".[package]"` was run in .venv, on the oldest macOS
# the app supports (11) and on the architecture it is for (arm64 or x86_64: PyInstaller
# builds for the Python it runs in). Writes "dist/Back Office Desktop.app" and
# dist/BackOfficeDesktop-<version>-macos-<arch>.dmg.
#
# Environment:
#   MACOS_SIGN_IDENTITY   the "Developer ID Application: Name (TEAMID)" certificate in the
#                         keychain (security find-identity -v -p codesigning); unset: unsigned
#   MACOS_TEAM_ID         the Apple team id; checked against the identity, and used with
#                         MACOS_APPLE_ID below
#   MACOS_NOTARY_PROFILE  a notarytool keychain profile, stored once with
#                           xcrun notarytool store-credentials <profile> \
#                             --apple-id <id> --team-id <TEAMID> --password <app-specific>
#                         unset (and no MACOS_APPLE_ID): signed but not notarized
#   MACOS_APPLE_ID, MACOS_APP_PASSWORD   instead of a profile (CI secrets): an Apple id and
#                         an app-specific password, with MACOS_TEAM_ID
#   PYTHON, DIST_DIR, BUILD_DIR as in packaging/linux/build.sh
#   PLISTBUDDY            PlistBuddy (default /usr/libexec/PlistBuddy; the test of this script,
#                         tests/packaging/test_macos_script.py, runs it on Linux with
#                         stand-ins for Apple's tools)
set -euo pipefail
cd "$(dirname "$0")/../.."

python=${PYTHON:-.venv/bin/python}
dist=${DIST_DIR:-dist}
build=${BUILD_DIR:-build}
identity=${MACOS_SIGN_IDENTITY:-}
team=${MACOS_TEAM_ID:-}
entitlements=packaging/macos/entitlements.plist
plistbuddy=${PLISTBUDDY:-/usr/libexec/PlistBuddy}
version=$("$python" packaging/recipe.py version)
app="$dist/Back Office Desktop.app"
dmg="$dist/BackOfficeDesktop-$version-macos-$(uname -m).dmg"
started=$SECONDS

if [[ -n $identity && -n $team && $identity != *"($team)"* ]]; then
  echo "MACOS_SIGN_IDENTITY ($identity) is not a certificate of team $team" >&2
  exit 1
fi

echo "==> PyInstaller: $app"
"$python" -m PyInstaller --noconfirm --log-level WARN --distpath "$dist" --workpath "$build" \
  packaging/backoffice.spec
"$plistbuddy" -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist"

echo "==> self-test of the bundle"
QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/backoffice" --self-test

sign() { codesign --force --timestamp --options runtime --sign "$identity" "$@"; }

if [[ -n $identity ]]; then
  echo "==> codesign (hardened runtime) with $identity"
  # Inside out: every Mach-O file (Python, extension modules, Qt libraries and plugins), then
  # Qt's framework bundles as wholes, then the app itself with its entitlements.
  while IFS= read -r -d '' file; do
    if file -b "$file" | grep -q "Mach-O"; then sign "$file"; fi
  done < <(find "$app/Contents/Frameworks" "$app/Contents/Resources" -type f -print0)
  while IFS= read -r -d '' framework; do
    sign "$framework"
  done < <(find "$app/Contents" -type d -name "*.framework" -print0)
  sign --entitlements "$entitlements" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
  codesign --display --entitlements - "$app" >/dev/null
fi

echo "==> disk image: $dmg"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Back Office Desktop $version" -srcfolder "$staging" -fs HFS+ \
  -format UDZO -ov "$dmg"

if [[ -n $identity ]]; then
  codesign --force --timestamp --sign "$identity" "$dmg"
  notary=()
  if [[ -n ${MACOS_NOTARY_PROFILE:-} ]]; then
    notary=(--keychain-profile "$MACOS_NOTARY_PROFILE")
  elif [[ -n ${MACOS_APPLE_ID:-} ]]; then
    notary=(--apple-id "$MACOS_APPLE_ID" --team-id "$team" --password "${MACOS_APP_PASSWORD:?}")
  fi
  if ((${#notary[@]})); then
    echo "==> notarization (waits for Apple's answer, usually a few minutes)"
    answer=$(xcrun notarytool submit "$dmg" "${notary[@]}" --wait --output-format json)
    status=$("$python" -c 'import json, sys; print(json.loads(sys.argv[1])["status"])' "$answer")
    if [[ $status != Accepted ]]; then
      submission=$("$python" -c 'import json, sys; print(json.loads(sys.argv[1])["id"])' "$answer")
      echo "notarization: $status; Apple's log follows" >&2
      xcrun notarytool log "$submission" "${notary[@]}" >&2 || true
      exit 1
    fi
    echo "==> stapling the ticket (Gatekeeper then accepts the image offline)"
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
  else
    echo "signed, not notarized: set MACOS_NOTARY_PROFILE (or MACOS_APPLE_ID) to notarize"
  fi
else
  echo "unsigned build: set MACOS_SIGN_IDENTITY to sign and notarize"
fi
echo "app: $app ($(du -sh "$app" | cut -f1))"
echo "dmg: $dmg ($(du -sh "$dmg" | cut -f1)), built in $((SECONDS - started)) s"
