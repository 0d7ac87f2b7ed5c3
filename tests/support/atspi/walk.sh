#!/bin/bash
# What Orca hears: the app under Xvfb with Qt's AT-SPI bridge on, in its own D-Bus session,
# walked with Debian's pyatspi (apt-get install xvfb at-spi2-core python3-pyatspi, and the
# xcb libraries the README lists for Linux). Prints one line per showing accessible object
# (role, name, description, text, labelled-by); LISTEN=file also records the announcements
# name changes and focus moves sent meanwhile, and ends with their summary.
#
#     tests/support/atspi/walk.sh SCENARIO [en|ar] [tab]
#
# SCENARIO: main, customers, customer (its first record; tab: the editor's page), order (the
# first sales order), new-order (a new order, Save pressed with nothing typed), type-item,
# three-lines, dashboard-tab (keys pressed as a person would: see drive.py; the drive log,
# $BACKOFFICE_HOME.drive.log, says where the focus was after each key). ACTIVATE_AS_MAPPED=1
# activates the window as it maps, as a window manager does (see drive.py).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=${APP_ROOT:-$(cd "$here/../../.." && pwd)}
python=${APP_PYTHON:-$root/.venv/bin/python}
cd "$root"
export BACKOFFICE_HOME=${BACKOFFICE_HOME:-$(mktemp -d)/home}
export READY_FILE=$(mktemp -u)
display=:$((50 + RANDOM % 40))
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
export DISPLAY=$display QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
export WALK_PYTHON=$python WALK_HERE=$here
dbus-run-session -- bash -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  sleep 1
  listener=
  if [ -n "${LISTEN:-}" ]; then
    /usr/bin/python3 "$WALK_HERE/listen.py" > "$LISTEN" 2>&1 &
    listener=$!
  fi
  "$WALK_PYTHON" "$WALK_HERE/drive.py" "$@" > "$BACKOFFICE_HOME.drive.log" 2>&1 &
  app=$!
  for _ in $(seq 1 240); do [ -f "$READY_FILE" ] && break; sleep 0.5; done
  [ -f "$READY_FILE" ] || { echo "the app did not get ready: see $BACKOFFICE_HOME.drive.log" >&2; }
  /usr/bin/python3 "$WALK_HERE/walk.py"
  kill $app; wait $app 2>/dev/null
  # The listener ends with its summary line (focus events to vanished or unnamed objects).
  if [ -n "$listener" ]; then kill $listener; wait $listener 2>/dev/null; fi
' _ "$@" 2> >(grep -v "fd limit" >&2)
kill $xvfb
rm -f "$READY_FILE"
