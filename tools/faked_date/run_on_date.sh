#!/usr/bin/env bash
# Run a command with the wall clock faked to start at a given date and run on from there:
#
#     tools/faked_date/run_on_date.sh 2027-12-31 -- .venv/bin/python -m pytest -q tests/reports
#     tools/faked_date/run_on_date.sh "2027-12-31 22:30:00" -- COMMAND...
#
# DATE is a day (taken as 00:00:05 UTC, so that the run starts on that date) or a full
# "YYYY-MM-DD HH:MM:SS" moment in UTC. Only the wall clock is faked (libfaketime, Debian's
# `faketime` package): faking the monotonic clock hangs asyncio and Qt, whose timers then
# never fall due. libfaketime still breaks sleeps on the monotonic clock (EINVAL) when it
# leaves that clock alone, so a small preload (real_sleeps.c, compiled here once with cc
# into a cache folder) sends those sleeps to the kernel. tests/conftest.py refuses to run
# under libfaketime set up any other way.
set -eu

usage() {
    echo "usage: $0 DATE [-- ] COMMAND..." >&2
    exit 2
}

[ $# -ge 2 ] || usage
when=$1
shift
[ "$1" = "--" ] && shift
[ $# -ge 1 ] || usage

case $when in
    ????-??-??) when="$when 00:00:05" ;;
    ????-??-??" "??:??:??) ;;
    *) echo "$0: DATE must be YYYY-MM-DD or 'YYYY-MM-DD HH:MM:SS', not '$when'" >&2; exit 2 ;;
esac

libfaketime=${LIBFAKETIME:-}
if [ -z "$libfaketime" ]; then
    for candidate in /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 \
        /usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1 \
        /usr/lib/faketime/libfaketime.so.1 /usr/local/lib/faketime/libfaketime.so.1; do
        if [ -f "$candidate" ]; then
            libfaketime=$candidate
            break
        fi
    done
fi
if [ -z "$libfaketime" ] || [ ! -f "$libfaketime" ]; then
    echo "$0: libfaketime not found (apt install faketime, or set LIBFAKETIME)" >&2
    exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/backoffice-faked-date
shim=$cache/real_sleeps.so
if [ ! -f "$shim" ] || [ "$here/real_sleeps.c" -nt "$shim" ]; then
    mkdir -p "$cache"
    ${CC:-cc} -O2 -shared -fPIC -o "$shim.$$" "$here/real_sleeps.c" -ldl
    mv "$shim.$$" "$shim"
fi

# "@" starts the faked clock at that moment and lets it run at real speed.
FAKETIME="@$when"
FAKETIME_DONT_FAKE_MONOTONIC=1
# Children (a sandbox server, a subprocess test) see the same date, not the real one.
LD_PRELOAD="$shim:$libfaketime${LD_PRELOAD:+:$LD_PRELOAD}"
export FAKETIME FAKETIME_DONT_FAKE_MONOTONIC LD_PRELOAD
exec "$@"
