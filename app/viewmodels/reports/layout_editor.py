"""Reports › Statement layout…: which section of the statements each account is in, and
the manager's moves of a node (a code prefix of the chart) or of one account.

The rules are ``app.reports.layout``'s; this holds the layout being edited, the rows the
dialog shows (every account with its section and why it is there) and the file work:
saved per profile beside its store, exported and imported as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.models.i18n import QT_TRANSLATE_NOOP
from app.reports.layout import (
    DEFAULT_LAYOUT,
    Layout,
    LayoutError,
    Section,
    Source,
    from_json_text,
    place_accounts,
    save_layout,
    to_json_text,
)
from app.store.ledger import AccountInfo

translate = QCoreApplication.translate

SOURCE_TITLES = {
    Source.ACCOUNT: QT_TRANSLATE_NOOP("StatementLayout", "Moved (this account)"),
    Source.NODE: QT_TRANSLATE_NOOP("StatementLayout", "Moved (node {node})"),
    Source.TYPE: QT_TRANSLATE_NOOP("StatementLayout", "Account type"),
    Source.TREE: QT_TRANSLATE_NOOP("StatementLayout", "Chart of accounts"),
    Source.NONE: QT_TRANSLATE_NOOP("StatementLayout", "No section found"),
}


@dataclass(frozen=True)
class LayoutRow:
    account_id: int
    code: str
    name: str
    section: Section
    why: str


class StatementLayoutEditor(QObject):
    """The layout being edited over the cache's accounts (``changed`` after each move)."""

    changed = Signal()
    problemChanged = Signal(str)

    def __init__(
        self,
        accounts: list[AccountInfo],
        layout: Layout,
        path: Path | None,
        parent: QObject | None = None,
        *,
        shown_names: dict[int, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.shown_names = shown_names or {}
        """Account id -> the name to show (the clerk's language), else the chart's name."""
        self.accounts = sorted(accounts, key=lambda a: (a.code, a.id))
        self.layout = layout
        self.saved = layout
        self.path = path
        """The profile's layout file (None: nowhere to save, as with no profile store)."""
        self.problem = ""

    def rows(self) -> list[LayoutRow]:
        placed = place_accounts(self.accounts, self.layout)
        rows = []
        for account in self.accounts:
            placement = placed[account.id]
            why = translate("StatementLayout", SOURCE_TITLES[placement.source])
            if placement.source is Source.NODE:
                node = next(
                    code
                    for length in range(len(account.code), 0, -1)
                    for code, _section in self.layout.nodes
                    if code == account.code[:length]
                )
                why = why.format(node=node)
            name = self.shown_names.get(account.id) or account.name
            rows.append(LayoutRow(account.id, account.code, name, placement.section, why))
        return rows

    def unassigned_count(self) -> int:
        return sum(1 for row in self.rows() if row.section is Section.UNASSIGNED)

    def move_account(self, code: str, section: Section | None) -> None:
        """Account ``code`` to ``section`` (None: back to where the rules put it)."""
        self._set(self.layout.with_account(code, section))

    def move_node(self, code: str, section: Section | None) -> bool:
        """Every account whose code starts with ``code`` to ``section``; False (and the
        problem said) when no account's code starts with it."""
        code = code.strip()
        if not code or not any(a.code.startswith(code) for a in self.accounts):
            self._say(
                translate("StatementLayout", "No account's code starts with {code}.").format(
                    code=code or "…"
                )
            )
            return False
        self._say("")
        self._set(self.layout.with_node(code, section))
        return True

    def reset(self) -> None:
        """Every move undone: the defaults of the account types and the chart."""
        self._set(DEFAULT_LAYOUT)

    @property
    def dirty(self) -> bool:
        return self.layout != self.saved

    def save(self) -> bool:
        """Written to the profile's layout file; False (and the problem said) if not."""
        if self.path is None:
            self._say(translate("StatementLayout", "This profile has no folder to keep it in."))
            return False
        try:
            save_layout(self.layout, self.path)
        except OSError as exc:
            self._say(
                translate("StatementLayout", "Cannot save the layout: {reason}").format(
                    reason=exc.strerror or str(exc)
                )
            )
            return False
        self.saved = self.layout
        self._say("")
        return True

    def export_to(self, path: Path) -> bool:
        try:
            path.write_text(to_json_text(self.layout), encoding="utf-8")
        except OSError as exc:
            self._say(
                translate("StatementLayout", "Cannot write {file}: {reason}").format(
                    file=path.name, reason=exc.strerror or str(exc)
                )
            )
            return False
        self._say("")
        return True

    def import_from(self, path: Path) -> bool:
        """The layout in ``path`` replaces the one being edited (saved with Save)."""
        try:
            layout = from_json_text(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            self._say(
                translate("StatementLayout", "Cannot read {file}: {reason}").format(
                    file=path.name, reason=str(exc)
                )
            )
            return False
        except LayoutError as exc:
            self._say(
                translate("StatementLayout", "{file} is not a statement layout: {reason}").format(
                    file=path.name, reason=str(exc)
                )
            )
            return False
        self._say("")
        self._set(layout)
        return True

    def _set(self, layout: Layout) -> None:
        self.layout = layout
        self.changed.emit()

    def _say(self, problem: str) -> None:
        if problem != self.problem:
            self.problem = problem
            self.problemChanged.emit(problem)
