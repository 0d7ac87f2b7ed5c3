"""Master data > Dynamic properties: the properties with their values, the tree the API
gives, a batch create whose outcome is shown per name, and editing a property's value set.

A property cannot be renamed (the API replaces only its values). Saving the value set
sends the *full* desired set: values left out are deleted on the server.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.dynamic_properties import (
    DynamicPropertyBatchInsertRequest,
    DynamicPropertyResponse,
    DynamicPropertyTreeResponse,
    DynamicPropertyValuesUpdateRequest,
    DynamicPropertyValueUpsertRequest,
    error_code_in,
)
from app.models.error_codes import message_for
from app.models.full_replace import full_replace_body
from app.operations.changes import Changes, Kind
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.master_data.master_common import build_request, failure_text
from app.viewmodels.numbers import format_count
from app.viewmodels.rows_table import Column, RowsTableModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.unknown_fields import unknown_field_rows

translate = QCoreApplication.translate

TREE_USER_ID = 1
"""The tree endpoint takes a user id; the service ignores it (properties have no data
permissions), so any id does."""


@dataclass(frozen=True)
class ValueRow:
    """One value as the clerk typed it in the value grid."""

    value: str
    code: str = ""


@dataclass(frozen=True)
class BatchRow:
    """One property of a batch as typed: values (and their codes, in the same order)
    separated by commas."""

    name: str
    code: str = ""
    values: str = ""
    value_codes: str = ""


def split_list(text: str) -> list[str]:
    """Comma-separated entries (the Arabic comma too), trimmed, blanks kept in place so
    that codes stay aligned with their values."""
    return [part.strip() for part in re.split("[,،]", text)] if text.strip() else []


def batch_requests(
    rows: list[BatchRow],
) -> tuple[list[DynamicPropertyBatchInsertRequest] | None, dict[int, str]]:
    """The requests for the typed rows (blank rows skipped), or None and the problem per
    row index."""
    requests: list[DynamicPropertyBatchInsertRequest] = []
    problems: dict[int, str] = {}
    for index, row in enumerate(rows):
        if not (row.name.strip() or row.values.strip()):
            continue
        values = split_list(row.values)
        codes = split_list(row.value_codes)
        if len(codes) > len(values):
            problems[index] = translate(
                "DynamicProperties", "More value codes than values: give one code per value."
            )
            continue
        request, errors = build_request(_batch_maker(row, values, codes))
        if request is None:
            problems[index] = _describe(errors)
        else:
            requests.append(request)
    return (None, problems) if problems else (requests, {})


def _batch_maker(
    row: BatchRow, values: list[str], codes: list[str]
) -> Callable[[], DynamicPropertyBatchInsertRequest]:
    def make() -> DynamicPropertyBatchInsertRequest:
        return DynamicPropertyBatchInsertRequest(
            name=row.name,
            code=row.code.strip() or None,
            values=[
                DynamicPropertyValueUpsertRequest(
                    value=value, code=(codes[i] if i < len(codes) else "") or None
                )
                for i, value in enumerate(values)
            ],
        )

    return make


def _describe(errors: dict[str, str]) -> str:
    labels = {
        "name": translate("DynamicProperties", "Name"),
        "code": translate("DynamicProperties", "Code"),
        "values": translate("DynamicProperties", "Values"),
    }
    parts = []
    for field, message in errors.items():
        head = field.split("[")[0].split(".")[0]
        if head == "values" and field != "values":
            match = re.match(r"values\[(\d+)\]\.(\w+)", field)
            if match:
                parts.append(
                    translate("DynamicProperties", "Value {number}: {message}").format(
                        number=format_count(int(match.group(1)) + 1), message=message
                    )
                )
                continue
        if head == "values" and "least" in message:
            message = translate("DynamicProperties", "Enter at least one value.")
        parts.append(f"{labels.get(head, head)}: {message}")
    return " ".join(parts)


def batch_outcome(
    rows: list[BatchRow],
    succeeded: list[DynamicPropertyResponse],
    failed: dict[str, str],
) -> dict[int, tuple[bool, str]]:
    """Per typed row: (stored, what happened). The service drops a name repeated in the
    batch (ignoring case) without a word; the row says so rather than staying silent."""
    created = {prop.name.strip().casefold(): prop for prop in succeeded}
    refused = {name.strip().casefold(): message for name, message in failed.items()}
    seen: set[str] = set()
    outcome: dict[int, tuple[bool, str]] = {}
    for index, row in enumerate(rows):
        key = row.name.strip().casefold()
        if not key:
            continue
        if key in seen:
            outcome[index] = (
                False,
                translate("DynamicProperties", "Skipped: the same name is earlier in the batch."),
            )
            continue
        seen.add(key)
        if key in created:
            prop = created[key]
            outcome[index] = (
                True,
                translate("DynamicProperties", "Created (%Ln values).", "", len(prop.values)),
            )
        elif key in refused:
            code = error_code_in(refused[key])
            known = message_for(code) if code else None
            reason = translate("ErrorCode", known) if known else refused[key]
            outcome[index] = (
                False,
                translate("DynamicProperties", "Not created: {reason}").format(reason=reason),
            )
        else:
            outcome[index] = (
                False,
                translate("DynamicProperties", "Not created: the server did not say why."),
            )
    return outcome


def full_replace_of(
    prop: DynamicPropertyResponse, request: DynamicPropertyValuesUpdateRequest
) -> DynamicPropertyValuesUpdateRequest:
    """The PUT of ``request`` as a full replace (``app.models.full_replace``): the property
    as the server sent it, every field and every value's fields included (those our models
    do not know too), with the values the clerk changed, added or removed written over it."""
    opened, _problem = values_request([ValueRow(v.value, v.code or "") for v in prop.values])
    original = opened.to_wire() if opened is not None else {}
    body = full_replace_body(prop.server_body(), original, request.to_wire())
    return DynamicPropertyValuesUpdateRequest.from_frozen(body)


def property_unknown_rows(prop: DynamicPropertyResponse) -> list[tuple[str, str]]:
    """The More section of a property: the fields the server sent that this app does not
    know, the property's own first, then each value's, captioned with the value they
    belong to. All go back unchanged with the value set (``full_replace_of``)."""
    rows = unknown_field_rows(prop)
    for value in prop.values:
        rows.extend(
            (
                translate("DynamicProperties", "{field} of “{value}”").format(
                    field=name, value=value.value
                ),
                text,
            )
            for name, text in unknown_field_rows(value)
        )
    return rows


def values_request(
    rows: list[ValueRow],
) -> tuple[DynamicPropertyValuesUpdateRequest | None, str]:
    """The full value set to send, or None and why not. Blank rows are ignored."""
    kept = [row for row in rows if row.value.strip() or row.code.strip()]
    if not kept:
        return None, translate(
            "DynamicProperties", "A property keeps at least one value: add one before saving."
        )
    request, errors = build_request(
        lambda: DynamicPropertyValuesUpdateRequest(
            values=[
                DynamicPropertyValueUpsertRequest(value=row.value, code=row.code.strip() or None)
                for row in kept
            ]
        )
    )
    if request is None:
        return None, _describe(errors)
    return request, ""


@dataclass(frozen=True)
class PropertyNode:
    """A property of the tree with its values."""

    row: DynamicPropertyTreeResponse
    values: tuple[DynamicPropertyTreeResponse, ...]


def build_tree(rows: list[DynamicPropertyTreeResponse]) -> list[PropertyNode]:
    """Properties (level 1) with their values (level 2, parent = the property id). Property
    and value ids are separate sequences, so a value is matched by level and parent."""
    properties = [row for row in rows if row.tree_level == 1]
    values: dict[int, list[DynamicPropertyTreeResponse]] = {}
    for row in rows:
        if row.tree_level == 2:
            values.setdefault(row.parent_id, []).append(row)
    return [
        PropertyNode(prop, tuple(values.get(prop.dynamic_property_id, []))) for prop in properties
    ]


class DynamicPropertiesViewModel(TaskOwner):
    """Loads the properties (with values) and the tree; saves value sets and batches."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    summaryChanged = Signal(str)
    treeLoaded = Signal()
    valuesSaved = Signal(object)
    """The property as stored after its values were replaced."""
    valuesFailed = Signal(str)
    batchFinished = Signal(object)
    """``{row index: (stored, text)}`` for the typed rows."""
    batchSending = Signal(bool)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = RowsTableModel[DynamicPropertyResponse](
            [
                Column(translate("DynamicProperties", "Name"), lambda p: p.name),
                Column(translate("DynamicProperties", "Code"), lambda p: p.code or ""),
                Column(
                    translate("DynamicProperties", "Values"),
                    lambda p: str(len(p.values)),
                    sort_key=lambda p: len(p.values),
                    numeric=True,
                ),
                Column(
                    translate("DynamicProperties", "Value list"),
                    lambda p: ", ".join(v.value for v in p.values),
                ),
            ],
            parent=self,
        )
        self.tree: list[PropertyNode] = []
        self.error = ""
        self.saving = False
        self._generation = 0

    def reload(self) -> None:
        self._generation += 1
        self.run(self._load(self._generation), context=translate("DynamicProperties", "Loading"))
        self.run(self._load_tree(), context=translate("DynamicProperties", "Loading the tree"))

    async def _load(self, generation: int) -> None:
        self.loadingChanged.emit(True)
        try:
            rows = [prop async for prop in self.session.client.dynamic_properties.iterate()]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(
                    translate(
                        "DynamicProperties", "The properties could not be loaded. {reason}"
                    ).format(reason=failure_text(exc))
                )
                self.errors.report(exc, translate("DynamicProperties", "Loading properties"))
            return
        finally:
            if generation == self._generation:
                self.loadingChanged.emit(False)
        if generation != self._generation:
            return
        self._set_error("")
        self.model.set_rows(rows)
        self.summaryChanged.emit(translate("DynamicProperties", "%Ln properties", "", len(rows)))

    async def _load_tree(self) -> None:
        try:
            rows = await self.session.client.dynamic_properties.tree(TREE_USER_ID)
        except api_errors.ApiError as exc:
            self.errors.report(exc, translate("DynamicProperties", "Loading the tree"))
            return
        self.tree = build_tree(rows)
        self.treeLoaded.emit()

    def save_values(self, prop: DynamicPropertyResponse, rows: list[ValueRow]) -> bool:
        """Replace ``prop``'s values with ``rows``; False (and a reason) when not valid."""
        request, problem = values_request(rows)
        if request is None:
            self.valuesFailed.emit(problem)
            return False
        self.run(
            self._save_values(prop, request),
            context=translate("DynamicProperties", "Saving values"),
        )
        return True

    async def _save_values(
        self, prop: DynamicPropertyResponse, request: DynamicPropertyValuesUpdateRequest
    ) -> None:
        self.saving = True
        try:
            stored = await self.session.client.dynamic_properties.update_values(
                prop.id, full_replace_of(prop, request)
            )
        except api_errors.ApiError as exc:
            self.valuesFailed.emit(
                translate("DynamicProperties", "The values were not saved. {reason}").format(
                    reason=failure_text(exc)
                )
            )
            self.errors.report(exc, translate("DynamicProperties", "Saving values"))
            return
        finally:
            self.saving = False
        self.valuesSaved.emit(stored)
        self._changed()

    def create_batch(self, rows: list[BatchRow]) -> bool:
        """Send the typed properties as one batch; the outcome comes per row."""
        requests, problems = batch_requests(rows)
        if requests is None:
            self.batchFinished.emit({i: (False, text) for i, text in problems.items()})
            return False
        if not requests:
            self.batchFinished.emit({})
            return False
        self.run(
            self._create_batch(rows, requests),
            context=translate("DynamicProperties", "Creating properties"),
        )
        return True

    async def _create_batch(
        self, rows: list[BatchRow], requests: list[DynamicPropertyBatchInsertRequest]
    ) -> None:
        self.batchSending.emit(True)
        try:
            answer = await self.session.client.dynamic_properties.insert_batch(requests)
        except api_errors.ValidationFailed as exc:
            self.batchFinished.emit(self._rows_of_validation(rows, exc))
            return
        except api_errors.ApiError as exc:
            text = failure_text(exc)
            self.batchFinished.emit(
                {i: (False, text) for i, row in enumerate(rows) if row.name.strip()}
            )
            self.errors.report(exc, translate("DynamicProperties", "Creating properties"))
            return
        finally:
            self.batchSending.emit(False)
        self.batchFinished.emit(batch_outcome(rows, answer.succeeded, answer.failed))
        if answer.succeeded:
            self._changed()

    @staticmethod
    def _rows_of_validation(
        rows: list[BatchRow], exc: api_errors.ValidationFailed
    ) -> dict[int, tuple[bool, str]]:
        # The 400 names the request's index; requests skip blank rows, so map back.
        typed = [i for i, row in enumerate(rows) if row.name.strip() or row.values.strip()]
        outcome: dict[int, tuple[bool, str]] = {}
        for path, messages in exc.field_errors.items():
            match = re.match(r"\[(\d+)\]\.?(.*)", path)
            if match and int(match.group(1)) < len(typed):
                row = typed[int(match.group(1))]
                outcome[row] = (False, _describe({match.group(2) or "name": " ".join(messages)}))
        if not outcome:
            for i in typed:
                outcome[i] = (False, failure_text(exc))
        return outcome

    def _changed(self) -> None:
        self.session.changes.publish(Changes.of(Kind.DYNAMIC_PROPERTIES))
        self.reload()

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
