"""``RecordListViewModel``: what every list of records shares.

A list loads its records through the API with the server's filters (typing waits a moment,
``FILTER_DELAY_MS``, before asking; a filter that cannot be sent as typed is said under the
filters instead), keeps only the newest answer (a generation counter: a late answer to an
older filter never overwrites a newer one), filters locally what the API cannot (active or
inactive), sorts in Python (``RowsTableModel``: these lists are short), says why it could not
load, counts what it shows, deletes a record when the API allows it and refreshes itself on
the change notice of its resource (after a save in an editor, a delete, an outbox row
confirmed later).

A subclass names its columns, fetches with its filters and words its sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app import clock
from app.api import errors as api_errors
from app.operations.changes import Changes
from app.viewmodels.changes import FollowsTheServer
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.numbers import format_datetime
from app.viewmodels.rows_table import Column, RowsTableModel
from app.viewmodels.session import Session, company_money_decimals
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300
"""Typing in a filter waits this long after the last key before asking the server."""

R = TypeVar("R", bound=BaseModel)

__all__ = ["ActiveFilter", "Column", "ListTexts", "RecordListViewModel", "yes_no"]


class ActiveFilter(StrEnum):
    """The local status filter (the APIs have none)."""

    ALL = "all"
    ACTIVE = "active"
    INACTIVE = "inactive"


@dataclass(frozen=True)
class ListTexts:
    """The sentences of one list, in the words of its records (translated by the
    subclass)."""

    loading: str
    """Context of loading in error reports, e.g. "Loading brands"."""
    deleting: str
    count: Callable[[int], str]
    """The summary for a number of rows, e.g. ``translate(ctx, "%Ln brands", "", n)``
    (Qt's plural forms: Arabic has six)."""
    not_deleted: str = ""
    """With ``{name}`` and ``{reason}``: a delete the server refused."""
    inactive_count: Callable[[int], str] | None = None
    """Added to the summary when some rows are inactive, e.g. "(%Ln inactive)"."""


class RecordListViewModel(TaskOwner, FollowsTheServer, Generic[R]):
    """Loads one resource's records with the server's filters; see the module docstring.

    Subclasses set ``resource`` and implement ``columns``, ``texts`` and ``fetch`` (or
    ``fetch_counted`` when the server may hold more than was loaded); those whose records
    can be deleted implement ``delete_record``; ``keep`` filters locally (for filters the
    API does not have); ``check_filters`` refuses filters that cannot be sent as typed.
    """

    resource: ClassVar[str]
    """The change notice this list refreshes on (``ChangeNotices``)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    """Why the list could not load (empty when it could)."""
    actionFailed = Signal(str)
    """A command on a row (delete) was refused; the text says why."""
    summaryChanged = Signal(str)
    noticeChanged = Signal(str)
    """A word about what the list may be missing (a capped search, a cut list); empty:
    nothing to say."""
    filterErrorChanged = Signal(str)
    """Why the filters as typed were not sent (empty when they were)."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model: RowsTableModel[R] = RowsTableModel(
            self.columns(),
            inactive=self.is_inactive,
            inactive_tip=self.inactive_tip(),
            parent=self,
        )
        self.model.money_decimals = company_money_decimals(session)
        self.loading = False
        self.error = ""
        self.summary = ""
        self.notice = ""
        self.filter_error = ""
        self.offline = False
        """The rows shown are the last the server gave (it cannot be reached now)."""
        self._loaded_at: datetime | None = None
        """When the server last gave the rows shown (None: it never has, this time)."""
        self.total = 0
        """How many records the server holds for the filters (may exceed those loaded)."""
        self.filters: dict[str, Any] = {}
        """Filter name -> the value chosen (texts trimmed)."""
        self.active = ActiveFilter.ALL
        self._all: list[R] = []
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        session.changes.changed.connect(self._on_change)
        self.follow_the_server(session.changes)

    # -- what a subclass says ------------------------------------------------------------
    def columns(self) -> list[Column[R]]:
        raise NotImplementedError

    def texts(self) -> ListTexts:
        raise NotImplementedError

    async def fetch(self) -> list[R]:
        """Every record matching the server-side filters (``self.filter(name)``)."""
        raise NotImplementedError

    async def fetch_counted(self) -> tuple[list[R], int]:
        """The records loaded and how many the server holds (lists that stop at a cap say
        so through ``loaded``/``summary_text``)."""
        rows = await self.fetch()
        return rows, len(rows)

    def loaded(self, rows: list[R], total: int) -> None:
        """A newer answer arrived (before it is shown): e.g. set ``notice``."""

    async def delete_record(self, record: R) -> None:
        """Delete on the server; lists of records the API cannot delete leave this."""
        raise NotImplementedError

    def record_name(self, record: R) -> str:
        """How a record is named in sentences ("“VAT 14%” was not deleted")."""
        return str(getattr(record, "name", "") or getattr(record, "description", ""))

    def is_inactive(self, record: R) -> bool:
        return False

    def inactive_tip(self) -> str:
        return ""

    def keep(self, record: R) -> bool:
        """Local filters (the API has none for them) beyond Status: True to show it."""
        return True

    def check_filters(self) -> str:
        """Why the filters as typed cannot be sent (empty: they can)."""
        return ""

    def refusal_reason(self, exc: api_errors.ApiError) -> str:
        """Plain words for a refused command on a row."""
        if isinstance(exc, api_errors.BusinessRuleViolation):
            return business_message(exc)
        return describe_error(exc).text

    def summary_text(self, rows: list[R]) -> str:
        """The count under the list; inactive rows are counted apart."""
        texts = self.texts()
        text = texts.count(len(rows))
        inactive = sum(1 for record in rows if self.is_inactive(record))
        if inactive and texts.inactive_count:
            text += " " + texts.inactive_count(inactive)
        return text

    # -- filters -------------------------------------------------------------------------
    def filter(self, name: str) -> Any | None:
        """The filter's value, or None when blank (the API reads blank as absent, some
        endpoints refuse it)."""
        value = self.filters.get(name)
        return None if value is None or value == "" else value

    def set_filter(self, name: str, value: Any, *, debounce: bool = True) -> None:
        """A server-side filter changed: typing asks again a moment after the last key
        (``debounce``), a choice at once. Filters that cannot be sent are said instead."""
        if isinstance(value, str):
            value = value.strip()
        if self.filters.get(name) == value:
            return
        self.filters[name] = value
        problem = self.check_filters()
        self._set_filter_error(problem)
        if problem:
            self._debounce.stop()
        elif debounce:
            self._debounce.start()
        else:
            self.reload()

    def set_active_filter(self, active: str) -> None:
        """Active and inactive, active only or inactive only (Qt combos hand back the
        enum's plain string)."""
        self.active = ActiveFilter(active)
        self._show()

    def refilter(self) -> None:
        """A local filter changed: show the loaded rows again, without asking the server."""
        self._show()

    # -- loading -------------------------------------------------------------------------
    @property
    def generation(self) -> int:
        """Counts the loads asked for: a fetch that sees it change may stop early (its
        answer will not be shown)."""
        return self._generation

    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=self.texts().loading)

    def cached_rows(self) -> tuple[list[BaseModel], datetime] | None:
        """Offline, when this list never showed these filters: rows the reference cache
        holds for them, and when it was synced (None: it holds none)."""
        return None

    def snapshot_query(self) -> dict[str, Any]:
        """What identifies this list's answer (its server-side filters): the rows last
        seen under it are shown when the server cannot be reached."""
        return dict(self.filters)

    async def _load(self, generation: int) -> None:
        self._set_loading(True)
        try:
            rows, total = await self.fetch_counted()
        except api_errors.ApiError as exc:
            if generation == self._generation:
                if not (isinstance(exc, api_errors.TransportError) and self._show_last_seen()):
                    self._set_error(describe_error(exc).text)
                self.errors.report(exc, self.texts().loading)
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return  # a newer filter asked again meanwhile: its answer is the one to show
        self._all = rows
        self.total = total
        self._set_error("")
        self.set_notice("")
        self.offline = False
        self._loaded_at = clock.utc_now()
        self.loaded(rows, total)
        self._show()
        snapshots = self.session.snapshots
        if snapshots is not None:
            snapshots.save(type(self).__name__, self.snapshot_query(), rows, total)

    def _show_last_seen(self) -> bool:
        """The server cannot be reached: show the rows it last gave for these filters,
        saying when. False when there are none."""
        snapshots = self.session.snapshots
        found = (
            snapshots.load(type(self).__name__, self.snapshot_query())
            if snapshots is not None
            else None
        )
        if found is not None:
            rows, total, seen_at = found.rows, found.total, found.seen_at
        elif (cached := self.cached_rows()) is not None:
            rows, seen_at = cached
            total = len(rows)
        else:
            return False
        self._all = rows  # type: ignore[assignment]
        self.total = total
        self._set_error("")
        self.loaded(self._all, total)
        self.set_notice(offline_notice(seen_at))
        self.offline = True
        self._show()
        return True

    def _shows(self, record: R) -> bool:
        if self.active is not ActiveFilter.ALL and self.is_inactive(record) != (
            self.active is ActiveFilter.INACTIVE
        ):
            return False
        return self.keep(record)

    def _show(self) -> None:
        rows = [record for record in self._all if self._shows(record)]
        self.model.set_rows(rows)
        self.summary = self.summary_text(rows)
        self.summaryChanged.emit(self.summary)

    # -- commands ------------------------------------------------------------------------
    def delete(self, record: R) -> None:
        """Delete for good (the view asked the clerk first)."""
        self.run(self._delete(record), context=self.texts().deleting)

    async def _delete(self, record: R) -> None:
        try:
            await self.delete_record(record)
        except api_errors.ApiError as exc:
            template = self.texts().not_deleted or translate(
                "RecordList", "“{name}” was not deleted. {reason}"
            )
            self.actionFailed.emit(
                template.format(name=self.record_name(record), reason=self.refusal_reason(exc))
            )
            self.errors.report(exc, self.texts().deleting)
            return
        self.session.changes.publish(Changes.of(self.resource))

    def _on_change(self, changes: Changes) -> None:
        if changes.touches(self.resource):
            self.reload()

    @property
    def loaded_at(self) -> datetime | None:
        """When the rows shown were the server's answer (None before the first)."""
        return self._loaded_at

    def show_offline(self, seen_at: datetime) -> None:
        """The server stopped answering: the rows stay, said to be of ``seen_at``."""
        self.set_notice(offline_notice(seen_at))
        self.offline = True

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)

    def set_notice(self, text: str) -> None:
        if text != self.notice:
            self.notice = text
            self.noticeChanged.emit(text)

    def _set_filter_error(self, text: str) -> None:
        if text != self.filter_error:
            self.filter_error = text
            self.filterErrorChanged.emit(text)


def offline_notice(seen_at: datetime) -> str:
    """Above a list shown from what the server gave last time."""
    return translate(
        "RecordList",
        "Offline, as of {time}: the server cannot be reached, so this is the list as it "
        "was then. It loads again when the server answers.",
    ).format(time=format_datetime(seen_at.astimezone()))


def yes_no(value: bool | None) -> str:
    """A flag as a list shows it."""
    return translate("RecordList", "Yes") if value else translate("RecordList", "No")
