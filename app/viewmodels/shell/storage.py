"""When this computer cannot write the profile's store (the disk is full, a disk error).

Typing goes on in the window: the editor keeps the form in memory and writes the draft
again at the next change; what was already written stays as it was (a failed transaction
changes nothing). The clerk is told in plain words, next to the form.
"""

from __future__ import annotations

import logging
import sqlite3

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

DISK_FULL = getattr(sqlite3, "SQLITE_FULL", 13)


def disk_is_full(error: BaseException) -> bool:
    return getattr(error, "sqlite_errorcode", None) == DISK_FULL or "disk is full" in str(error)


def draft_not_written_text(error: sqlite3.Error) -> str:
    """Above the form when the draft could not be written."""
    if disk_is_full(error):
        return translate(
            "Storage",
            "The disk of this computer is full: your latest changes are not saved as a "
            "draft yet. Keep this window open and free some space; what you type stays here "
            "and is saved as soon as there is room.",
        )
    return translate(
        "Storage",
        "Your latest changes could not be written on this computer (the local data file "
        "refused them). Keep this window open; they are saved again at your next change.",
    )


def not_submitted_text(error: sqlite3.Error) -> str:
    """Above the form when a save could not even be put in the outbox."""
    if disk_is_full(error):
        return translate(
            "Storage",
            "Not saved: the disk of this computer is full, so the request could not be "
            "kept for sending. Free some space and save again; nothing was sent.",
        )
    return translate(
        "Storage",
        "Not saved: the local data file of this computer refused the request. Save again "
        "in a moment; nothing was sent.",
    )


def outbox_blocked_text(error: sqlite3.Error) -> str:
    """The status bar's outbox text while the store refuses the outbox's writes."""
    if disk_is_full(error):
        return translate("Storage", "Outbox waiting: the disk of this computer is full")
    return translate("Storage", "Outbox waiting: the local data file cannot be written")


def log_storage_problem(what: str, error: sqlite3.Error) -> None:
    log.warning("%s: %s (%s)", what, type(error).__name__, getattr(error, "sqlite_errorname", ""))
