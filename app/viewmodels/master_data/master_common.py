"""What the smaller master-data screens share (warehouses, geography, dynamic properties,
chart of accounts): the way a form saved straight through the client (records without an
outbox kind) turns a refusal into words next to its fields. Their tables are
``app.viewmodels.rows_table``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.base import RequestModel, ResponseModel
from app.models.full_replace import full_replace_body
from app.models.validation import issues_from
from app.viewmodels.errors import ErrorPresenter, business_message, describe_error
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.unknown_fields import unknown_field_rows
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

RowT = TypeVar("RowT")
RequestT = TypeVar("RequestT", bound=BaseModel)


def build_request(
    make: Callable[[], RequestT], extra: dict[str, str] | None = None
) -> tuple[RequestT | None, dict[str, str]]:
    """The request ``make`` builds, or None and the broken rules per wire field name (the
    model's own rules: required, lengths, ranges), with ``extra`` problems found before."""
    errors = dict(extra or {})
    try:
        request = make()
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


@dataclass(frozen=True)
class Refusal:
    """Where the server's refusal of a form goes: errors next to fields, and a sentence
    above the form (empty when every error found its field)."""

    field_errors: dict[str, str]
    form_error: str


def refusal_of(
    exc: api_errors.ApiError,
    *,
    known_fields: frozenset[str],
    code_fields: dict[str, str] | None = None,
) -> Refusal:
    """Split a refusal between the form's fields (validation paths and business codes
    that are about one field) and a sentence above the form."""
    if isinstance(exc, api_errors.ValidationFailed) and exc.field_errors:
        placed: dict[str, str] = {}
        others: list[str] = []
        for path, messages in exc.field_errors.items():
            if path in known_fields:
                placed[path] = " ".join(messages)
            else:
                others.append(" ".join(messages))
        return Refusal(
            placed,
            " ".join(others) or translate("MasterData", "Correct the marked fields, then save."),
        )
    if isinstance(exc, api_errors.BusinessRuleViolation):
        field = (code_fields or {}).get(exc.error_code or "")
        if field is not None:
            return Refusal(
                {field: business_message(exc)},
                translate("MasterData", "The server did not save it."),
            )
        return Refusal({}, business_message(exc))
    return Refusal({}, describe_error(exc).text)


def failure_text(exc: api_errors.ApiError) -> str:
    """One sentence for a failed command on a row (delete, load)."""
    if isinstance(exc, api_errors.BusinessRuleViolation):
        return business_message(exc)
    return describe_error(exc).text


class InlineEditor(TaskOwner, Generic[RowT, RequestT]):
    """The form beside a list, for records saved straight through the client (no outbox
    kind: warehouses, cities, districts). ``values`` holds what the clerk typed, keyed by
    the request's wire field names, so that the server's validation paths find the field.

    The form follows the list's selection while it holds no unsaved typing; with typing it
    keeps it (nothing is lost by a stray click) until the clerk saves or cancels.
    """

    formChanged = Signal()
    errorsChanged = Signal()
    savingChanged = Signal(bool)
    saved = Signal(object)
    """The record as the server stored it."""
    deleted = Signal(object)
    deleteFailed = Signal(str)

    def __init__(
        self,
        errors: ErrorPresenter,
        *,
        values_of: Callable[[RowT | None], dict[str, Any]],
        make_request: Callable[[dict[str, Any]], tuple[RequestT | None, dict[str, str]]],
        create: Callable[[RequestT], Awaitable[RowT]],
        update: Callable[[RowT, RequestT], Awaitable[RowT]] | None,
        delete: Callable[[RowT], Awaitable[None]] | None = None,
        code_fields: dict[str, str] | None = None,
        context: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self._values_of = values_of
        self._make_request = make_request
        self._create = create
        self._update = update
        self._delete = delete
        self._code_fields = code_fields or {}
        self._context = context or translate("MasterData", "Saving")
        self.record: RowT | None = None
        self.values: dict[str, Any] = values_of(None)
        self._defaults: dict[str, Any] = dict(self.values)
        self.field_errors: dict[str, str] = {}
        self.form_error = ""
        self.saving = False

    @property
    def is_new(self) -> bool:
        return self.record is None

    @property
    def can_update(self) -> bool:
        return self._update is not None

    @property
    def can_delete(self) -> bool:
        return self._delete is not None and self.record is not None

    @property
    def dirty(self) -> bool:
        start = self._values_of(self.record) if self.record is not None else self._defaults
        return self.values != start

    def start_new(self, **defaults: Any) -> None:
        """An empty form (``defaults`` prefill it, e.g. the city of a new district)."""
        self.record = None
        self._defaults = {**self._values_of(None), **defaults}
        self.values = dict(self._defaults)
        self._reset()

    def start_edit(self, record: RowT | None) -> None:
        """Show ``record`` (None: a new one)."""
        if record is None:
            self.start_new()
            return
        self.record = record
        self.values = self._values_of(record)
        self._reset()

    def follow(self, record: RowT | None) -> bool:
        """The list's selection moved: show it unless the form holds unsaved typing.
        Returns whether the form now shows ``record``."""
        if self.dirty or self.saving:
            return False
        self.start_edit(record)
        return True

    def cancel(self) -> None:
        """Drop the typing: back to the record (or an empty form)."""
        if self.record is None:
            self.values = dict(self._defaults)
            self._reset()
        else:
            self.start_edit(self.record)

    def set_value(self, field: str, value: Any) -> None:
        if self.values.get(field) == value:
            return
        self.values = {**self.values, field: value}
        if field in self.field_errors:
            self.field_errors = {k: v for k, v in self.field_errors.items() if k != field}
            self.errorsChanged.emit()
        self.formChanged.emit()

    def field_error(self, field: str) -> str:
        return self.field_errors.get(field, "")

    def unknown_fields(self) -> list[tuple[str, str]]:
        """The shown record's fields this app does not know, for the form's More section:
        (wire name, value as text), read-only; a save sends them back as they came."""
        return unknown_field_rows(self.record)

    def save(self) -> bool:
        """Check the rules; when they pass, create or update. False when the form has
        errors (shown next to the fields)."""
        if self.saving:
            return False
        request, problems = self._make_request(self.values)
        if request is None:
            self._set_errors(
                problems, translate("MasterData", "Correct the marked fields, then save.")
            )
            return False
        if self.record is not None and self._update is None:
            return False
        self._set_errors({}, "")
        self.run(self._save(request, self.record), context=self._context)
        return True

    async def _save(self, request: RequestT, record: RowT | None) -> None:
        self._set_saving(True)
        try:
            if record is None:
                stored = await self._create(request)
            else:
                assert self._update is not None
                stored = await self._update(record, self._full_replace(record, request))
        except api_errors.ApiError as exc:
            refusal = refusal_of(
                exc, known_fields=frozenset(self.values), code_fields=self._code_fields
            )
            self._set_errors(refusal.field_errors, refusal.form_error)
            self.errors.report(exc, self._context)
            return
        finally:
            self._set_saving(False)
        self.record = stored
        self.values = self._values_of(stored)
        self._reset()
        self.saved.emit(stored)

    def _full_replace(self, record: RowT, request: RequestT) -> RequestT:
        """An update is a full replace: the record as the server sent it with the clerk's
        changes on top (``app.models.full_replace``), so that a field this form does not
        hold is sent back as it was, never reset."""
        if not (isinstance(request, RequestModel) and isinstance(record, ResponseModel)):
            return request
        opened, _problems = self._make_request(self._values_of(record))
        original = opened.to_wire() if isinstance(opened, RequestModel) else {}
        body = full_replace_body(record.server_body(), original, request.to_wire())
        return type(request).from_frozen(body)

    def delete(self) -> None:
        """Delete the shown record for good (the view asked the clerk first)."""
        record = self.record
        if record is None or self._delete is None:
            return
        self.run(self._remove(record), context=self._context)

    async def _remove(self, record: RowT) -> None:
        assert self._delete is not None
        self._set_saving(True)
        try:
            await self._delete(record)
        except api_errors.ApiError as exc:
            self.deleteFailed.emit(failure_text(exc))
            self.errors.report(exc, self._context)
            return
        finally:
            self._set_saving(False)
        self.start_new()
        self.deleted.emit(record)

    def _reset(self) -> None:
        self.field_errors = {}
        self.form_error = ""
        self.errorsChanged.emit()
        self.formChanged.emit()

    def _set_errors(self, field_errors: dict[str, str], form_error: str) -> None:
        self.field_errors = field_errors
        self.form_error = form_error
        self.errorsChanged.emit()

    def _set_saving(self, saving: bool) -> None:
        self.saving = saving
        self.savingChanged.emit(saving)
