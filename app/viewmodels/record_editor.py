"""``RecordEditorViewModel``: what every editor of one record shares.

An editor holds a *form* (a frozen dataclass of what the clerk typed, strings where the
clerk types numbers) and the *base* (the server's copy it started from, None for a new
record). The rest is the same for a tax, an item, a customer or a document:

- every change is kept in a draft a moment later (``DraftAutosave``), reopened after a
  crash or a restart, and by opening the same record again;
- saving checks the request rules first and shows problems next to their fields;
- a valid request goes through the outbox (``Session.send``): sent at once when the
  server answers, later when it does not, never twice;
- the server's refusal lands next to the field it concerns (validation paths and business
  error codes), or above the form;
- an update whose record changed on the server meanwhile is refused by the outbox
  (``ChangedOnServer``); the editor says what changed, and offers to overwrite or to take
  the server's copy, with a field-by-field comparison.

A subclass says what its record is: the form of a record, the request of a form, how to
read a saved record back and delete one, and its texts.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.base import RequestModel, ResponseModel
from app.models.full_replace import full_replace_body
from app.operations.changes import Changes
from app.operations.records import Submission, delete_record, read_saved, save_record
from app.store.drafts import Draft, new_draft_id
from app.store.outbox import OutboxItem, OutboxState
from app.sync.outbox import ChangedOnServer, changed_fields, rejection_of
from app.viewmodels.autosave import DraftAutosave
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.session import Session
from app.viewmodels.shell.storage import (
    draft_not_written_text,
    log_storage_problem,
    not_submitted_text,
)
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.unknown_fields import unknown_field_rows

translate = QCoreApplication.translate

FormT = TypeVar("FormT")
"""A frozen dataclass: what the clerk typed."""
RecordT = TypeVar("RecordT", bound=BaseModel)
"""The server's response model of the record."""


@dataclass(frozen=True)
class EditorTexts:
    """The sentences an editor shows, in the words of its record (each one translated by
    the subclass: "the tax", "the customer", ...)."""

    new_title: str
    """Tab title of a new record, e.g. "New tax"."""
    saving: str
    """Context of a save in error reports, e.g. "Saving tax"."""
    deleting: str
    loading: str
    """Context of loading the pickers' choices."""
    waiting_offline: str
    """The save waits in the outbox because the server cannot be reached."""
    waiting_unknown: str
    """The server's answer was lost; the outbox checks before sending again."""
    conflict: str
    """Someone changed the record meanwhile; ``{fields}`` lists what."""
    not_saved: str
    """Above the form when a business error is shown at its field."""
    correct_fields: str = ""
    """Above the form when fields are marked; a default is used when empty."""


def _body_of(request: BaseModel) -> dict[str, Any]:
    if isinstance(request, RequestModel):
        return request.to_wire()
    return request.model_dump(mode="json", by_alias=True, exclude_none=True)


def default_correct_fields() -> str:
    return translate("RecordEditor", "Correct the marked fields, then save.")


class RecordEditorViewModel(TaskOwner, Generic[FormT, RecordT]):
    """One record being created (``base`` None) or edited, or a draft of either reopened.

    Subclasses set the class attributes and implement the abstract methods; views bind the
    signals below the same way for every record.
    """

    draft_kind: ClassVar[str]
    """The draft's and the outbox row's kind (``app/sync/kinds.py``)."""
    resource: ClassVar[str]
    """The change notice sent after a save or delete (lists showing it refresh)."""
    record_type: ClassVar[type[BaseModel]]
    """The response model (to rebuild ``base`` from a draft)."""
    form_type: ClassVar[type[Any]]
    """The form dataclass (to rebuild the form from a draft)."""
    error_code_fields: ClassVar[Mapping[str, str]] = {}
    """Business error code -> the wire name of the field it is about; codes not listed are
    shown above the form."""
    field_groups: ClassVar[tuple[frozenset[str], ...]] = ()
    """Fields whose errors clear together (a rule across them: changing one settles all)."""

    formChanged = Signal()
    fieldErrorsChanged = Signal()
    formErrorChanged = Signal(str)
    savingChanged = Signal(bool)
    titleChanged = Signal(str)
    choicesLoaded = Signal()
    saved = Signal(object)
    """The saved record (its response model)."""
    queued = Signal(str)
    """The save waits in the outbox (the server cannot be reached, or its answer was lost);
    the text says so. The editor may close: nothing is lost."""
    deleted = Signal()
    conflictDetected = Signal(str)
    """Someone else changed the record since it was opened; the text says what."""
    unchanged = Signal(str)
    """Save was asked for a saved record with no change: nothing was sent; the text says
    so ("Nothing to save.")."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        record: RecordT | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.base: RecordT | None = record
        """The server's copy the editor started from (None for a new record)."""
        self.form: FormT = self.form_of(record) if record is not None else self.empty_form()
        self.draft_id = new_draft_id()
        """The draft this editor keeps (a new one, or the one it reopened)."""
        if draft is not None:
            self.draft_id = draft.id
            self.base = self._record_from_wire(draft.base) if draft.base else None
            self.form = self.form_from_draft(draft.payload)
        self.field_errors: dict[str, str] = {}
        self.form_error = ""
        self.saving = False
        self.submitted = False
        """The save is in the outbox (it went, or it will): nothing here is unsaved."""
        self._server_copy: RecordT | None = None
        self._waiting_create: int | None = None
        """The outbox row of this editor's create while it waits to be sent: a second save
        must not become a second record (see ``save``)."""
        self._closed = False
        self.comparison = ""
        """After a conflict: field by field, this form against the server's copy."""
        self._autosave = DraftAutosave(self.save_draft, self)
        self._storage_problem = ""
        """The text shown while drafts cannot be written (disk full), cleared once they are."""
        submitter = session.submitter
        # The outbox may send this editor's save later (the server came back): the editor
        # then becomes the saved record, or shows the refusal, without being reopened.
        self._stop_listening = (
            submitter.add_listener(self._outbox_moved) if submitter is not None else None
        )
        if draft is not None:
            self._show_verdict_of_draft()

    def unknown_fields(self) -> list[tuple[str, str]]:
        """The server's fields this app does not know, for the editor's More section:
        (wire name, value as text), read-only; a save sends them back as they came."""
        return unknown_field_rows(self.base)

    # -- what a subclass says about its record --------------------------------------------
    @abstractmethod
    def texts(self) -> EditorTexts: ...

    @abstractmethod
    def empty_form(self) -> FormT:
        """The form of a new record (the defaults a clerk expects)."""

    @abstractmethod
    def form_of(self, record: RecordT) -> FormT: ...

    @abstractmethod
    def build_request(self, form: FormT) -> tuple[BaseModel | None, dict[str, str]]:
        """The request for ``form``, or None and the errors per field (wire names)."""

    @abstractmethod
    def record_key(self, record: RecordT) -> str:
        """What the outbox row targets on update (usually the id) and drafts remember."""

    @abstractmethod
    def record_title(self, record: RecordT) -> str: ...

    @abstractmethod
    async def fetch(self, server_key: str) -> RecordT:
        """Read the saved record back (``server_key`` from the confirmed outbox row)."""

    async def delete_record(self, record: RecordT) -> None:
        """Delete on the server; editors of records the API cannot delete leave this."""
        raise NotImplementedError

    def draft_title(self, form: FormT) -> str:
        """How Drafts and outbox lists the draft (the tab title by default)."""
        return self.title.removesuffix(" *")

    def required_fields(self) -> frozenset[str]:
        """Wire names of the fields a record cannot be saved without: those the rules
        refuse on an empty form (the editor marks them from the start, not only once a
        save is refused). Problems inside lines ("lines[0]...") are the grid's."""
        form_type = getattr(self, "form_type", None)  # bare: no suggested values
        blank = form_type() if form_type is not None else self.empty_form()
        _request, problems = self.build_request(blank)
        return frozenset(key for key in problems if "[" not in key and "." not in key)

    def form_from_draft(self, payload: dict[str, Any]) -> FormT:
        """The form kept in a draft (``dataclasses.asdict`` of it); a subclass whose form
        holds nested dataclasses or tuples rebuilds them here."""
        known = {field.name for field in dataclasses.fields(self.form_type)}
        form: FormT = self.form_type(**{k: v for k, v in payload.items() if k in known})
        return form

    def comparison_labels(self) -> Mapping[str, str]:
        """Form attribute -> its label, for the conflict comparison (empty: no details)."""
        return {}

    def comparison_value(self, attribute: str, value: object, server: RecordT) -> str:
        """How a form value reads in the comparison (the server's side gets ``server`` to
        show names rather than ids)."""
        if value is None:
            return ""
        if isinstance(value, bool):
            return translate("RecordEditor", "Yes") if value else translate("RecordEditor", "No")
        return str(value)

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        """The clerk's names for fields the server reports as changed."""
        return wire_names

    def request_payload(self, request: BaseModel) -> dict[str, Any]:
        """The frozen body the outbox keeps and sends. An update is a full replace: the
        record as the server sent it with the clerk's changes on top (``full_replace``), so
        that a field the form does not hold is sent back as it was, never reset."""
        body = _body_of(request)
        if self.base is None or self.operation() != "update":
            return body
        return self.full_replace_payload(self.base, body)

    def full_replace_payload(self, record: RecordT, body: dict[str, Any]) -> dict[str, Any]:
        """``body`` (the request of the form now) as a full replace of ``record``: the
        server's copy, with what differs between the form as opened and the form now."""
        opened, _problems = self.build_request(self.form_of(record))
        # A record the rules refuse as it stands (an old one): every field of the form is
        # then taken as changed, and only the fields no form holds are the server's.
        original = _body_of(opened) if opened is not None else {}
        server = record.server_body() if isinstance(record, ResponseModel) else self._wire(record)
        return full_replace_body(server, original, body)

    def operation(self) -> str:
        """The outbox operation of a save: create or update (subclasses may add kinds)."""
        return "update" if self.base is not None else "create"

    def waits_for(self) -> int | None:
        """The outbox row this save must be sent after (a record it names that is itself
        still in the outbox), or None."""
        return None

    # -- state ---------------------------------------------------------------------------
    @property
    def is_new(self) -> bool:
        return self.base is None

    @property
    def dirty(self) -> bool:
        if self.submitted:
            return False
        return self.form != (self.form_of(self.base) if self.base else self.empty_form())

    @property
    def title(self) -> str:
        name = self.record_title(self.base) if self.base is not None else ""
        name = name or self.texts().new_title
        return f"{name} *" if self.dirty else name

    def field_error(self, field: str) -> str:
        return self.field_errors.get(str(field), "")

    def load_choices(self) -> None:
        """Fetch what the pickers offer (subclasses override ``_load_choices``)."""
        self.run(self._load_choices(), context=self.texts().loading)

    async def _load_choices(self) -> None:
        self.choicesLoaded.emit()

    # -- editing -------------------------------------------------------------------------
    def set_value(self, attribute: str, value: object, *, field: str | None = None) -> None:
        """The clerk changed one form attribute: keep it, clear that field's error (and the
        errors of its group), and save the draft a moment later. ``field`` is the wire
        name when it differs from the attribute."""
        if getattr(self.form, attribute) == value:
            return
        self.form = dataclasses.replace(self.form, **{attribute: value})  # type: ignore[type-var]
        self.submitted = False
        wire = field or attribute
        cleared = {wire}
        for group in self.field_groups:
            if wire in group:
                cleared |= group
        self._set_field_errors({k: v for k, v in self.field_errors.items() if k not in cleared})
        self.changed()

    def replace_form(self, form: FormT) -> None:
        """A change of several attributes at once (a grid edit, a picker filling fields)."""
        if form == self.form:
            return
        self.form = form
        self.submitted = False
        self.changed()

    def changed(self) -> None:
        """After any change of ``form``: tell the view, and schedule the draft."""
        self.formChanged.emit()
        self.titleChanged.emit(self.title)
        self._autosave.changed()

    # -- the draft -----------------------------------------------------------------------
    def save_draft(self, *, force: bool = False) -> None:
        """Write the form to its draft now (the autosave calls this; so does closing).
        ``force``: even when nothing differs from the base (a save names its draft in the
        outbox row, so the row must exist)."""
        self._autosave.stop()
        drafts = self.session.drafts
        if drafts is None or self._closed or self.submitted:
            return
        if not (force or self.dirty):
            return
        try:
            drafts.save(
                self.draft_id,
                kind=self.draft_kind,
                payload=dataclasses.asdict(self.form),  # type: ignore[call-overload]
                title=self.draft_title(self.form),
                record_key=self.record_key(self.base) if self.base is not None else None,
                base=self._wire(self.base) if self.base is not None else None,
            )
        except sqlite3.Error as exc:
            # The disk is full (or failing): the form stays in memory, typing goes on, the
            # next change writes again; the draft already on disk is as it was.
            text = draft_not_written_text(exc)
            if text != self.form_error:
                log_storage_problem(f"draft {self.draft_id} not written", exc)
            self._set_form_error(text)
            self._storage_problem = text
            return
        if self._storage_problem and self.form_error == self._storage_problem:
            self._set_form_error("")  # written again: the warning goes
        self._storage_problem = ""

    def discard_draft(self) -> None:
        """The clerk closed the editor and chose to lose the changes."""
        self._autosave.stop()
        drafts = self.session.drafts
        if drafts is not None and drafts.get(self.draft_id) is not None:
            drafts.discard(self.draft_id)

    def keep_typing(self) -> bool:
        """Write the draft now; True when what was typed is safe on disk (written, sent to
        the outbox, or nothing to keep), False when it exists only here (the disk is full:
        the form says so above the fields)."""
        self.save_draft()
        return not (self._storage_problem and self.dirty and not self.submitted)

    def close(self, *, keep_draft: bool) -> bool:
        """The editor is going away: keep what was typed as a draft (reopened with the
        session) or drop it. Nothing is written after this. With ``keep_draft``, an editor
        whose draft cannot be written stays open (returns False): closing would lose the
        typing the clerk chose to keep."""
        if keep_draft:
            if not self.keep_typing():
                return False
        else:
            self.discard_draft()
        self._stop_writing()
        return True

    def _stop_writing(self) -> None:
        self._closed = True
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None

    async def shutdown(self) -> None:
        """The session is closing (another profile, or quitting): the typing is kept."""
        if not self._closed and not self.close(keep_draft=True):
            # The disk is full and the session closes all the same (another profile): the
            # window asks before quitting (MainWindow.closeEvent), a switch does not yet.
            self._stop_writing()
        await super().shutdown()

    def _show_verdict_of_draft(self) -> None:
        """A reopened draft whose last submit was refused shows why, as it did then."""
        outbox = self.session.outbox
        item = outbox.latest_for_draft(self.draft_id) if outbox is not None else None
        if item is not None and item.state is OutboxState.REJECTED:
            self._show_rejection(item)

    def _outbox_moved(self, item: OutboxItem) -> None:
        """A row of the outbox moved. When it is this editor's save waiting to be sent
        (``submitted``), the editor follows its verdict: CONFIRMED makes it the saved record
        (title, code, state, actions), REJECTED shows the refusal at the fields. The
        editor's own save (``saving``) handles its answer itself."""
        if self._closed or self.saving or not self.submitted or item.draft_id != self.draft_id:
            return
        if item.state is OutboxState.CONFIRMED:
            self._waiting_create = None
            self._set_form_error("")
            self.run(self._adopt_confirmed(str(item.server_key or "")), context=self.texts().saving)
        elif item.state is OutboxState.REJECTED:
            self._waiting_create = None
            self._show_rejection(item)

    # -- commands ------------------------------------------------------------------------
    def save(self) -> bool:
        """Check every rule; when all pass, submit. Returns False when the form has errors
        or when this editor's create still waits in the outbox."""
        if self.saving:
            return False
        if self._create_still_waiting():
            return False
        if self.base is not None and not self.dirty:
            # Nothing differs from the server's copy: sending it would only replace the
            # record with itself (and there is no draft row for the outbox to name).
            self._set_field_errors({})
            self._set_form_error("")
            self.unchanged.emit(translate("RecordEditor", "Nothing to save."))
            return False
        request, problems = self.build_request(self.form)
        self._set_field_errors(problems)
        if request is None:
            self._set_form_error(self.texts().correct_fields or default_correct_fields())
            return False
        self._set_form_error("")
        base = self._wire(self.base) if self.base is not None else None
        self.run(self._save(request, base), context=self.texts().saving)
        return True

    def _create_still_waiting(self) -> bool:
        """A create queued earlier (offline, or its answer lost) must not be sent twice:
        while it waits, a new save is refused with the reason; once the outbox has sent
        it, the saved record becomes the base and this save is an update of it."""
        outbox = self.session.outbox
        if self._waiting_create is None or outbox is None:
            return False
        item = outbox.get(self._waiting_create)
        if item is None or item.state in (OutboxState.REJECTED, OutboxState.DISCARDED):
            self._waiting_create = None
            return False
        if item.state is OutboxState.CONFIRMED:
            self._waiting_create = None
            sent = str(item.server_key or "")
            self.run(self._adopt_sent_create(sent), context=self.texts().saving)
            return True
        self._set_form_error(
            translate(
                "RecordEditor",
                "The first save of this record still waits in the outbox. Save your changes "
                "again once it has been sent (View › Drafts and outbox), so that it is not "
                "created twice.",
            )
        )
        return True

    async def _adopt_confirmed(self, server_key: str) -> None:
        """The outbox sent this editor's save: show the saved record (read back)."""
        try:
            await self._show_saved(server_key)
        except api_errors.ApiError as exc:  # sent; reading it back failed (offline again)
            self._set_form_error(describe_error(exc).text)
            self.errors.report(exc, self.texts().saving)

    async def _adopt_sent_create(self, server_key: str) -> None:
        """The waiting create went out meanwhile: read the record, keep the clerk's form
        over it, and save again (now an update of that record)."""
        form = self.form
        try:
            record = await self.fetch(server_key)
        except api_errors.ApiError as exc:
            self._set_form_error(describe_error(exc).text)
            self.errors.report(exc, self.texts().saving)
            return
        self.base = record
        self.form = form
        self.changed()
        self.save()

    def overwrite(self) -> None:
        """After a conflict: save this form over the other person's change (the copy just
        shown; a third change meanwhile would be caught again)."""
        request, problems = self.build_request(self.form)
        self._set_field_errors(problems)
        if request is not None and self._server_copy is not None:
            self.base = self._server_copy
            base = self._wire(self._server_copy)
            self.run(self._save(request, base), context=self.texts().saving)

    def take_server_version(self) -> None:
        """After a conflict: drop this form's changes and show the server's copy."""
        if self._server_copy is not None:
            self.base = self._server_copy
            self.form = self.form_of(self._server_copy)
            self._set_field_errors({})
            self._set_form_error("")
            self.discard_draft()
            self.formChanged.emit()
            self.titleChanged.emit(self.title)

    def delete(self) -> None:
        if self.base is not None:
            self.run(self._delete(self.base), context=self.texts().deleting)

    async def _save(self, request: BaseModel, base: dict[str, Any] | None) -> None:
        self._set_saving(True)
        try:
            # The draft is what was submitted, should anything go wrong; written even for a
            # form equal to its base (an overwrite), since the outbox row refers to it.
            self.save_draft(force=True)
            submission = Submission(
                kind=self.draft_kind,
                operation=self.operation(),
                payload=self.request_payload(request),
                target=self.record_key(self.base) if self.base is not None else None,
                draft_id=self.draft_id,
                base=base,
                waits_for=self.waits_for(),
            )
            outcome = await save_record(self.session, submission, self.resource, self.fetch)
            item = outcome.item
            if outcome.record is not None:
                self._show_saved_record(outcome.record, outcome.changes)
            elif item.state is OutboxState.REJECTED:
                self._show_rejection(item)
            else:
                self._show_waiting(item)
        except api_errors.ApiError as exc:  # reading the saved record back failed
            self._set_form_error(describe_error(exc).text)
            self.errors.report(exc, self.texts().saving)
        except sqlite3.Error as exc:  # the outbox could not keep it (disk full): not sent
            log_storage_problem("not put in the outbox", exc)
            self.submitted = False
            self._storage_problem = not_submitted_text(exc)
            self._set_form_error(self._storage_problem)
        finally:
            self._set_saving(False)

    async def _show_saved(self, server_key: str) -> None:
        """A save the outbox sent later (this editor's row confirmed meanwhile)."""
        record, changes = await read_saved(
            self.session, self.draft_kind, self.resource, server_key, self.fetch
        )
        self._show_saved_record(record, changes)

    def _show_saved_record(self, record: RecordT, changes: Changes) -> None:
        """The server's copy of the saved record, shown; then every screen is told."""
        self.show_record(record)
        self.saved.emit(record)
        self.session.changes.publish(changes)

    def show_record(self, record: RecordT) -> None:
        """Start again from ``record`` (just saved, or read again): a clean form."""
        self.base = record
        self.form = self.form_of(record)
        self.submitted = False
        self.draft_id = new_draft_id()  # the next edit is a new draft
        self._set_field_errors({})
        self._set_saving(False)  # before "saved", so the view's "Saved." stays shown
        self.formChanged.emit()
        self.titleChanged.emit(self.title)

    def _show_waiting(self, item: OutboxItem) -> None:
        self.submitted = True
        if item.operation == "create":
            self._waiting_create = item.id
        self.titleChanged.emit(self.title)
        texts = self.texts()
        text = texts.waiting_offline if item.state is OutboxState.QUEUED else texts.waiting_unknown
        self._set_form_error(text)
        self.queued.emit(text)

    def _show_rejection(self, item: OutboxItem) -> None:
        """The server refused the submit: show why, on the fields, as a direct send would."""
        self.submitted = False
        self.titleChanged.emit(self.title)
        error = rejection_of(item)
        if isinstance(error, ChangedOnServer):
            server = self._record_from_wire(error.current)
            self._server_copy = server
            changed = (
                changed_fields(self._wire(self.base), error.current)
                if self.base is not None
                else []
            )
            text = self.texts().conflict.format(
                fields=", ".join(self.changed_field_labels(changed or error.changed))
            )
            self._set_form_error(text)  # stays shown, also on a draft reopened later
            self.comparison = self.compare_with_server(self.form, server)
            self.conflictDetected.emit(text)
            return
        if isinstance(error, api_errors.ApiError):
            self.show_server_error(error)

    def compare_with_server(self, form: FormT, server: RecordT) -> str:
        """One line per field where the clerk's form and the server's copy differ."""
        theirs = self.form_of(server)
        lines = []
        for attribute, label in self.comparison_labels().items():
            mine, other = getattr(form, attribute), getattr(theirs, attribute)
            if mine == other:
                continue
            lines.append(
                translate("RecordEditor", "{field}: yours “{mine}”, theirs “{theirs}”").format(
                    field=label,
                    mine=self.comparison_value(attribute, mine, server),
                    theirs=self.comparison_value(attribute, other, server),
                )
            )
        return "\n".join(lines)

    async def _delete(self, record: RecordT) -> None:
        self._set_saving(True)
        try:
            changes = await delete_record(
                lambda: self.delete_record(record), self.resource, self.record_key(record)
            )
        except api_errors.ApiError as exc:
            self.show_server_error(exc, context=self.texts().deleting)
            return
        finally:
            self._set_saving(False)
        self.discard_draft()
        self.deleted.emit()
        self.session.changes.publish(changes)

    def known_fields(self) -> frozenset[str]:
        """Wire names the view shows an error under; others go above the form."""
        return frozenset(self.error_code_fields.values())

    def field_of_path(self, path: str) -> str | None:
        """The field a server validation path (``lines[2].price``) belongs to, or None.
        Editors with grids map indexed paths to cells here."""
        return path if path in self.known_fields() else None

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        """Put the server's verdict next to the field it concerns, or above the form."""
        texts = self.texts()
        if isinstance(exc, api_errors.ValidationFailed | api_errors.RequestRefused) and (
            exc.field_errors
        ):
            placed: dict[str, str] = {}
            others: list[str] = []
            for path, texts_of_path in exc.field_errors.items():
                # A refusal decided here (not by the server) carries texts to translate.
                messages = (
                    [translate("Validation", text) for text in texts_of_path]
                    if isinstance(exc, api_errors.RequestRefused)
                    else texts_of_path
                )
                field = self.field_of_path(path)
                if field is None:
                    others.append(" ".join(messages))
                else:
                    placed[field] = " ".join(messages)
            self._set_field_errors(placed)
            self._set_form_error(
                " ".join(others) or texts.correct_fields or default_correct_fields()
            )
        elif isinstance(exc, api_errors.BusinessRuleViolation):
            field = self.error_code_fields.get(exc.error_code or "")
            if field is not None:
                self._set_field_errors({**self.field_errors, field: business_message(exc)})
                self._set_form_error(texts.not_saved)
            else:
                self._set_form_error(business_message(exc))
        else:
            self._set_form_error(describe_error(exc).text)
        self.errors.report(exc, context or texts.saving)

    # -- plumbing ------------------------------------------------------------------------
    def _wire(self, record: RecordT) -> dict[str, Any]:
        return record.model_dump(mode="json", by_alias=True)

    def _record_from_wire(self, wire: dict[str, Any]) -> RecordT:
        record: RecordT = self.record_type.model_validate(wire)  # type: ignore[assignment]
        return record

    def _set_field_errors(self, errors: dict[str, str]) -> None:
        if errors != self.field_errors:
            self.field_errors = errors
            self.fieldErrorsChanged.emit()
        if not errors and self.form_error == (
            self.texts().correct_fields or default_correct_fields()
        ):
            # The clerk corrected every marked field: "correct the marked fields" is stale.
            self._set_form_error("")

    def _set_form_error(self, text: str) -> None:
        if text != self.form_error:
            self.form_error = text
            self.formErrorChanged.emit(text)

    def _set_saving(self, saving: bool) -> None:
        if saving != self.saving:
            self.saving = saving
            self.savingChanged.emit(saving)
