"""What to tell a person whose computer cannot start Qt's windows, and how to fix it.

Qt draws windows through a platform plugin (``xcb`` on a Linux desktop, ``wayland``,
``windows``, ``cocoa``). When the plugin cannot load, Qt logs a few warnings and then a fatal
message and aborts: on a Linux desktop without ``libxcb-cursor0`` the app used to die with
SIGABRT, printing nothing on the terminal. ``app.desktop`` hands Qt's messages to
:func:`platform_failure_text` and exits 1 with it. No Qt in here: it is plain text built
from what Qt said and which system libraries this computer lacks.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable

# What Qt's xcb plugin (PySide6 6.11) loads, and the Debian/Ubuntu package of each. Qt
# itself names only libxcb-cursor0 in its warning, whatever is missing.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def loads(library: str) -> bool:
    """True when the dynamic linker finds and loads ``library`` (a soname)."""
    import ctypes  # (only when Qt failed: nothing is imported for this at start-up)

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_libraries(
    libraries: Iterable[str] = XCB_LIBRARIES, *, can_load: Callable[[str], bool] = loads
) -> list[str]:
    """The libraries of ``libraries`` this computer cannot load (Linux only)."""
    return [library for library in libraries if not can_load(library)]


def is_platform_failure(message: str) -> bool:
    """Whether a fatal Qt message is the one about the platform plugin."""
    return "platform plugin" in message


def platform_failure_text(
    qt_messages: Iterable[str],
    *,
    platform: str = sys.platform,
    missing: Iterable[str] | None = None,
) -> str:
    """The lines printed on stderr (and logged) when no Qt platform plugin could start.

    ``qt_messages`` are Qt's own warnings and its fatal message, quoted as the reason;
    ``missing`` the system libraries found missing (looked up on Linux when None).
    """
    linux = platform.startswith("linux")
    absent = list(missing_libraries() if missing is None and linux else missing or ())
    said = [line.strip() for text in qt_messages for line in text.splitlines() if line.strip()]
    if "libxcb-cursor.so.0" not in absent:
        # Qt blames libxcb-cursor0 for any failure of the xcb plugin, a missing display too.
        said = [line for line in said if "xcb-cursor0" not in line]
    lines = [
        "Back Office Desktop cannot start: Qt could not load its platform plugin, the part "
        "that draws windows.",
    ]
    lines += [f"  Qt says: {line}" for line in said]
    if linux:
        if absent:
            packages = sorted({XCB_LIBRARIES.get(library, library) for library in absent})
            lines.append(f"Missing system libraries: {', '.join(absent)}.")
            lines.append(
                f"On Debian or Ubuntu, install them with: sudo apt install {' '.join(packages)}"
            )
        else:
            lines.append(
                "No library Qt needs is missing: check that a display is running and that"
                " DISPLAY (X11) or WAYLAND_DISPLAY is set, or choose a platform with"
                " QT_QPA_PLATFORM (xcb, wayland)."
            )
            lines.append(
                "On Debian or Ubuntu, the libraries Qt's windows need come with: sudo apt"
                f" install {' '.join(sorted(set(XCB_LIBRARIES.values())))}"
            )
    else:
        lines.append(
            "Reinstall Back Office Desktop: its installer brings Qt's platform plugin with it."
        )
    return "\n".join(lines)
