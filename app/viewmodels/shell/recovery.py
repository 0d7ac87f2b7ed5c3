"""What the clerk is told after a damaged local store was repaired."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.store.recovery import RecoveryReport
from app.viewmodels.errors import Severity, UserMessage
from app.viewmodels.numbers import format_count

translate = QCoreApplication.translate


def _isolated(text: str) -> str:
    """A name or path kept in its own direction inside a sentence (FSI ... PDI): in Arabic,
    "Stamp duty 3%" and "/tmp/x" otherwise have their ends drawn on the wrong side."""
    return f"\u2068{text}\u2069"


def _names(titles: list[str]) -> str:
    shown = [_isolated(f"“{title}”") for title in titles[:8]]
    if len(titles) > 8:
        shown.append(
            translate("Recovery", "and {count} more").format(count=format_count(len(titles) - 8))
        )
    return translate("Recovery", ", ").join(shown)


def recovery_message(report: RecoveryReport) -> UserMessage:
    """Plain words: what happened, what came back, what did not, where the damaged file is."""
    lines = [
        translate(
            "Recovery",
            "This profile's local data on this computer was damaged (a disk error, or a "
            "write cut short). The damaged file was set aside and a new one made from what "
            "could be read. The lists are being fetched again from the server.",
        )
    ]
    recovered = report.drafts_recovered + report.drafts_from_copy
    if recovered:
        lines.append(
            translate("Recovery", "Drafts recovered: {names}.").format(names=_names(recovered))
        )
    if report.outbox_recovered:
        lines.append(
            translate("Recovery", "Requests of the outbox recovered: {count}.").format(
                count=format_count(report.outbox_recovered)
            )
        )
    if report.outbox_in_doubt:
        lines.append(
            translate(
                "Recovery",
                "{count} of them may have reached the server already: each is looked up "
                "there before anything is sent again.",
            ).format(count=format_count(report.outbox_in_doubt))
        )
    lost = []
    if report.drafts_lost:
        lost.append(
            translate("Recovery", "drafts {names}").format(names=_names(report.drafts_lost))
        )
    if report.drafts_unreadable:
        lost.append(
            translate("Recovery", "{count} drafts whose names could not be read").format(
                count=format_count(report.drafts_unreadable)
            )
        )
    if report.outbox_lost:
        lost.append(
            translate("Recovery", "{count} requests of the outbox").format(
                count=format_count(report.outbox_lost)
            )
        )
    if lost:
        lines.append(
            translate(
                "Recovery", "Could not be recovered: {what}. Check them on the server."
            ).format(what=translate("Recovery", "; ").join(lost))
        )
    else:
        lines.append(translate("Recovery", "Nothing you typed or saved was lost."))
    lines.append(
        translate("Recovery", "The damaged file is kept at: {path}").format(
            path=_isolated(str(report.damaged_file))
        )
    )
    return UserMessage(
        translate("Recovery", "Local data repaired"),
        "\n\n".join(lines),
        Severity.WARNING,
        report.problem,
    )


def profiles_repaired_message(damaged: Path) -> UserMessage:
    """The app database (profiles, preferences) was damaged and rebuilt at start."""
    text = "\n\n".join(
        [
            translate(
                "Recovery",
                "The list of server profiles and the preferences on this computer were "
                "damaged (a disk error, or a write cut short) and have been rebuilt from what "
                "could be read. Check your profiles under File › Connect to a server; tokens "
                "are kept in the system keychain and were not touched.",
            ),
            translate("Recovery", "The damaged file is kept at: {path}").format(
                path=_isolated(str(damaged))
            ),
        ]
    )
    return UserMessage(translate("Recovery", "Local data repaired"), text, Severity.WARNING)
