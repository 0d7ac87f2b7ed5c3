"""Print the announcements and name changes Back Office Desktop sends over AT-SPI for a
minute (run with the system's python3 and Debian's pyatspi; see walk.sh)."""

from __future__ import annotations

import pyatspi
from gi.repository import GLib


def heard(event) -> None:
    source = event.source
    print(
        f"{event.type} from [{source.getRoleName()}] {source.name!r}: {event.any_data!r}"
        f" (politeness {event.detail1})",
        flush=True,
    )


for kind in ("object:announcement", "object:property-change:accessible-name"):
    pyatspi.Registry.registerEventListener(heard, kind)
GLib.timeout_add(60000, pyatspi.Registry.stop)
pyatspi.Registry.start()
