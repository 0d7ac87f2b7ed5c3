"""Drafts and Outbox: everything typed that is not on the server yet, and what to do next.

One row per unfinished piece of work: a draft nobody submitted, a request waiting to be
sent, one whose answer was lost, one the server refused. Each row offers only the actions
its state allows (``ALLOWED`` in ``app.store.outbox``):

- waiting (QUEUED): Send now (try at once, not at the next round), Edit (take it back:
  the row stops, the draft opens) or Discard;
- refused (REJECTED): Edit (the draft opens with the server's reason) or Discard;
- cannot tell (NEEDS_ATTENTION, the server could not say whether it was saved): Send again
  (the clerk checked it is not there), It was saved (the clerk found it), or Discard;
- a draft not submitted: Edit or Discard.

Rows being sent or checked (SENDING, UNKNOWN) offer nothing: the submitter owns them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app.models.i18n import QT_TRANSLATE_NOOP
from app.operations.changes import Changes
from app.operations.outbox import mark_saved, send_again
from app.store.outbox import IllegalTransition, OutboxState
from app.sync.markers import without_marker
from app.sync.outbox import rejection_of
from app.sync.pending import PendingAction as PendingAction  # re-exported for the views
from app.sync.pending import PendingWork as PendingWork
from app.sync.pending import pending_work
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.numbers import format_datetime
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

_ROOT = QModelIndex()

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
"""Model role carrying the row's ``PendingWork``."""


def kind_text(kind: str) -> str:
    texts = {
        "tax": translate("Outbox", "Tax"),
        "service_item": translate("Outbox", "Service item"),
        "sales_person": translate("Outbox", "Sales person"),
        "brand": translate("Outbox", "Brand"),
        "classification": translate("Outbox", "Classification"),
        "customer": translate("Outbox", "Customer"),
        "stock_item": translate("Outbox", "Stock item"),
        "journal_entry": translate("Outbox", "Journal entry"),
        "cash_in": translate("Outbox", "Cash in"),
        "cash_out": translate("Outbox", "Cash out"),
        "sales_order": translate("Outbox", "Sales order"),
        "sales_return": translate("Outbox", "Sales return"),
        "issue_offering": translate("Outbox", "Issue offering"),
        "receive_supplies": translate("Outbox", "Receive supplies"),
        "opening_balance": translate("Outbox", "Opening balance"),
    }
    return texts.get(kind, kind.replace("_", " ").capitalize())


def operation_text(work: PendingWork) -> str:
    if work.item is None:
        return translate("Outbox", "Draft")
    texts = {
        "create": translate("Outbox", "New"),
        "update": translate("Outbox", "Change"),
        "delete": translate("Outbox", "Delete"),
    }
    return texts.get(work.item.operation, work.item.operation)


def sends_now(work: PendingWork | None) -> bool:
    """Whether Send sends the row now (it waits for its turn) rather than again (the server
    could not account for it)."""
    return work is not None and work.state is OutboxState.QUEUED


def state_text(state: OutboxState | None) -> str:
    texts: dict[OutboxState | None, str] = {
        None: translate("Outbox", "Not submitted"),
        OutboxState.QUEUED: translate("Outbox", "Waiting to be sent"),
        OutboxState.SENDING: translate("Outbox", "Sending…"),
        OutboxState.UNKNOWN: translate("Outbox", "Answer lost: checking the server…"),
        OutboxState.NEEDS_ATTENTION: translate("Outbox", "Not known whether it was saved"),
        OutboxState.REJECTED: translate("Outbox", "Refused by the server"),
    }
    return texts.get(state, str(state))


TITLE_FIELDS = ("name", "description", "code", "documentCode", "paperNumber", "notes")
"""Payload fields that can name a row whose draft has no title, best first."""


def title_of(work: PendingWork) -> str:
    """What the row is called: its draft's title; else the first naming field of what it
    sends (never the outbox's own marker); else its kind with the record's key, or with
    when it was submitted. Every row has a title a clerk can tell apart."""
    if work.draft is not None and work.draft.title:
        return work.draft.title
    item = work.item
    if item is None:
        return translate("Outbox", "Draft")
    for field in TITLE_FIELDS:
        value = item.payload.get(field)
        text = without_marker(value) if isinstance(value, str) else ""
        if text:
            return text.splitlines()[0]  # (the kind has its own column)
    if item.target:
        return f"{kind_text(item.kind)} #{item.target}"
    return f"{kind_text(item.kind)} · {_submitted_at(item.created_at)}"


def _submitted_at(stamp: str) -> str:
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    return format_datetime(when.replace(tzinfo=when.tzinfo or UTC).astimezone())


def detail_of(work: PendingWork) -> str:
    """Why the row is where it is: the server's words for a refusal, advice otherwise."""
    item = work.item
    if item is None:
        return ""
    if item.state is OutboxState.REJECTED and item.error:
        if "current" in item.error:
            return translate("Outbox", "Someone else changed it on the server meanwhile.")
        if "kind" in item.error:
            # The failure as the submitter kept it: worded like any other (a known business
            # code in the clerk's language, else the server's text).
            return describe_error(rejection_of(item)).text
        detail = item.error.get("detail") or item.error.get("title")
        errors = item.error.get("errors")
        if isinstance(errors, dict) and errors:
            detail = " ".join(
                " ".join(messages) if isinstance(messages, list) else str(messages)
                for messages in errors.values()
            )
        return str(detail or "")
    if item.state is OutboxState.NEEDS_ATTENTION:
        return translate(
            "Outbox",
            "The server's answer was lost and it cannot tell whether this was saved. Look "
            "for it on the server, then choose Send again or It was saved.",
        )
    if item.state is OutboxState.QUEUED and item.waits_for is not None:
        return translate(
            "Outbox",
            "Waits for the record it names (a new customer, also in the outbox) to be sent "
            "first; then it goes with the id the server gave it.",
        )
    if item.state is OutboxState.QUEUED and item.attempts:
        return translate(
            "Outbox", "Tried %Ln times; sent when the server answers.", "", item.attempts
        )
    return ""


def age_text(stamp: str, now: datetime | None = None) -> str:
    """'just now', '5 min ago', '3 h ago', or the date for older rows."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    seconds = ((now or datetime.now(UTC)) - when).total_seconds()
    if seconds < 60:
        return translate("Outbox", "just now")
    if seconds < 3600:
        return translate("Outbox", "%Ln min ago", "", int(seconds // 60))
    if seconds < 86400:
        return translate("Outbox", "%Ln h ago", "", int(seconds // 3600))
    return format_datetime(when.astimezone())


class PendingColumn(StrEnum):
    WHAT = "what"
    TITLE = "title"
    ACTION = "action"
    STATE = "state"
    DETAIL = "detail"
    CHANGED = "changed"


COLUMN_TITLES: dict[PendingColumn, str] = {
    PendingColumn.WHAT: QT_TRANSLATE_NOOP("Outbox", "What"),
    PendingColumn.TITLE: QT_TRANSLATE_NOOP("Outbox", "Name"),
    PendingColumn.ACTION: QT_TRANSLATE_NOOP("Outbox", "Action"),
    PendingColumn.STATE: QT_TRANSLATE_NOOP("Outbox", "State"),
    PendingColumn.DETAIL: QT_TRANSLATE_NOOP("Outbox", "Details"),
    PendingColumn.CHANGED: QT_TRANSLATE_NOOP("Outbox", "Last change"),
}


class PendingModel(QAbstractTableModel):
    """The panel's rows, newest change first."""

    COLUMNS = tuple(PendingColumn)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PendingWork] = []

    def set_rows(self, rows: list[PendingWork]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("Outbox", COLUMN_TITLES[self.COLUMNS[section]])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        work = self.rows[index.row()]
        if role == ROW_ROLE:
            return work
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                PendingColumn.WHAT: lambda: kind_text(work.kind),
                PendingColumn.TITLE: lambda: title_of(work),
                PendingColumn.ACTION: lambda: operation_text(work),
                PendingColumn.STATE: lambda: state_text(work.state),
                PendingColumn.DETAIL: lambda: detail_of(work),
                PendingColumn.CHANGED: lambda: age_text(work.updated_at),
            }[column]()
        if role == Qt.ItemDataRole.ToolTipRole and column is PendingColumn.DETAIL:
            return detail_of(work) or None
        return None


class OutboxPanelViewModel(TaskOwner):
    """Lists the session's unfinished work and carries out the clerk's choices."""

    openDraftRequested = Signal(object)
    """A ``Draft`` to open in its editor."""
    messageChanged = Signal(str)
    """A line above the table: what just happened, or why an action could not be done."""
    drainRequested = Signal()
    """Something was queued again: the background sender should run now."""
    workChanged = Signal()
    """The rows were read again (after the clerk's action too): the status bar recounts."""

    def __init__(self, session: Session, errors: ErrorPresenter, parent: QObject | None = None):
        super().__init__(errors, parent)
        self.session = session
        self.model = PendingModel(self)
        self.message = ""

    def refresh(self) -> None:
        """Read drafts and outbox again (cheap: both are local)."""
        drafts, outbox = self.session.drafts, self.session.outbox
        if drafts is None or outbox is None:
            self.model.set_rows([])
            return
        self.model.set_rows(pending_work(drafts, outbox))
        self.workChanged.emit()

    def row(self, index: int) -> PendingWork | None:
        return self.model.rows[index] if 0 <= index < len(self.model.rows) else None

    def edit(self, work: PendingWork) -> None:
        """Open the draft. A waiting row is taken back first, so it is not sent while the
        clerk edits it; a refused one already gave its draft back."""
        if work.draft is None or PendingAction.EDIT not in work.actions:
            return
        outbox = self.session.outbox
        if work.item is not None and work.state is OutboxState.QUEUED and outbox is not None:
            item_id = work.item.id
            if not self._move(lambda: outbox.take_back(item_id)):
                return
        self.openDraftRequested.emit(work.draft)
        self.refresh()

    def discard(self, work: PendingWork) -> None:
        """Drop the work: the row is not sent and its draft is gone."""
        drafts, outbox = self.session.drafts, self.session.outbox
        if drafts is None or outbox is None:
            return
        if work.item is not None:
            item_id = work.item.id
            if not self._move(lambda: outbox.discard(item_id)):
                return
        elif work.draft is not None:
            drafts.discard(work.draft.id)
        self._say(translate("Outbox", "“{title}” was discarded.").format(title=title_of(work)))
        self.refresh()

    def send_again(self, work: PendingWork) -> None:
        """A waiting row: send it now. One the server could not account for: the clerk
        looked and it is not on the server, so queue it to be sent again."""
        outbox = self.session.outbox
        if outbox is None or work.item is None:
            return
        item = work.item
        if sends_now(work):
            self._say(
                translate("Outbox", "“{title}” is being sent now.").format(title=title_of(work))
            )
            self.drainRequested.emit()
            return
        if self._move(lambda: send_again(outbox, item)):
            self._say(
                translate("Outbox", "“{title}” will be sent again.").format(title=title_of(work))
            )
            self.drainRequested.emit()
        self.refresh()

    def mark_saved(self, work: PendingWork) -> None:
        """The clerk found it on the server: nothing more to send."""
        outbox = self.session.outbox
        if outbox is None or work.item is None:
            return
        item = work.item
        changed: list[Changes] = []
        if self._move(lambda: changed.append(mark_saved(outbox, item))):
            self._say(
                translate("Outbox", "“{title}” is marked as saved.").format(title=title_of(work))
            )
            self.session.changes.publish(changed[0])
        self.refresh()

    def _move(self, move: Callable[[], object]) -> bool:
        try:
            move()
        except IllegalTransition:
            # The sender moved the row between the refresh and the click.
            self._say(
                translate("Outbox", "That row changed just now (it is being sent); look again.")
            )
            self.refresh()
            return False
        return True

    def _say(self, text: str) -> None:
        self.message = text
        self.messageChanged.emit(text)
