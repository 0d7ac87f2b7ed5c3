"""Print the announcements, name changes and focus moves Back Office Desktop sends over
AT-SPI (run with the system's python3 and Debian's pyatspi; see walk.sh) for
``LISTEN_SECONDS`` (60 unless told), then a summary: how many focus events went to objects
already gone ("No such object path") and how many to objects without a name."""

from __future__ import annotations

import os
import signal

import pyatspi
from gi.repository import GLib

counts = {"focus": 0, "vanished": 0, "unnamed": 0, "announcements": 0}


def describe(source) -> tuple[str, str] | None:
    """The role and name of ``source``, or None when it is gone."""
    try:
        return source.getRoleName(), source.name
    except Exception:
        return None


def heard(event) -> None:
    if event.type.startswith("object:state-changed:focused") and not event.detail1:
        return
    focus = event.type.startswith(("focus", "object:state-changed:focused"))
    described = describe(event.source)
    if focus:
        counts["focus"] += 1
        if described is None:
            counts["vanished"] += 1
        elif not described[1]:
            counts["unnamed"] += 1
    if event.type == "object:announcement":
        counts["announcements"] += 1
    role, name = described if described is not None else ("gone", "")
    where = ""
    if focus and described is not None:
        try:  # where a focus target sits (an unnamed one is found by its parent)
            parent = event.source.parent
            where = f" in [{parent.getRoleName()}] {parent.name!r}"
        except Exception:
            where = " in (gone)"
    print(
        f"{event.type} from [{role}] {name!r}{where}: {event.any_data!r} (detail {event.detail1})",
        flush=True,
    )


def summary() -> None:
    print(
        "SUMMARY focus events: {focus}; to vanished objects: {vanished}; unnamed focus"
        " targets: {unnamed}; announcements: {announcements}".format(**counts),
        flush=True,
    )
    pyatspi.Registry.stop()
    return False


for kind in (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:state-changed:focused",
    "object:active-descendant-changed",
    "focus:",
):
    pyatspi.Registry.registerEventListener(heard, kind)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, summary)
GLib.timeout_add(int(os.environ.get("LISTEN_SECONDS", "60")) * 1000, summary)
pyatspi.Registry.start()
