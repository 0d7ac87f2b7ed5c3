"""Master data > Sales persons: the list (the API's filters) and the editor.

The list shows internal, external and inactive persons (the API lists them all), but only
internal persons can be opened, changed or deleted: the API answers 404 for an external
one. Saving goes through the outbox (kind "sales_person").

Rules the API states and the editor follows: the name is required (100 characters at
most); code and external id at most 128 and never blank when sent; an update keeps the
code when none is sent and ignores the external id (so the editor shows it read-only);
the server removes special characters from code and name when it stores them (the editor
reads the person back after saving, so the clerk sees what was stored).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.sales_persons import SalesPersonResponse, SalesPersonUpsertRequest
from app.models.validation import issues_from
from app.viewmodels.numbers import format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel
from app.viewmodels.rows_table import money_column
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "sales_person"
RESOURCE = "sales_persons"
INT32_MAX = 2**31 - 1
"""The server reads classificationCode as a 32-bit int (a larger one is a 400)."""


def kind_text(person: SalesPersonResponse) -> str:
    if person.is_external:
        return translate("SalesPersons", "External")
    return translate("SalesPersons", "Internal")


def is_external(person: SalesPersonResponse) -> bool:
    """External persons are listed but cannot be read, changed or deleted (404)."""
    return person.is_external is True


class SalesPersonListViewModel(RecordListViewModel[SalesPersonResponse]):
    """Sales persons with the server's filters: code and name (contains), external id
    (exact)."""

    resource = RESOURCE

    def columns(self) -> list[Column[SalesPersonResponse]]:
        return [
            Column(translate("SalesPersons", "Name"), lambda person: person.name),
            Column(translate("SalesPersons", "Code"), lambda person: person.code or ""),
            Column(
                translate("SalesPersons", "Classification code"),
                lambda person: (
                    str(person.classification_code)
                    if person.classification_code is not None
                    else ""
                ),
                lambda person: person.classification_code or 0,
                numeric=True,
            ),
            money_column(
                translate("SalesPersons", "Credit limit"), lambda person: person.credit_limit
            ),
            Column(translate("SalesPersons", "Kind"), kind_text),
            Column(
                translate("SalesPersons", "External id"), lambda person: person.external_id or ""
            ),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("SalesPersons", "Loading sales persons"),
            deleting=translate("SalesPersons", "Deleting sales person"),
            count=lambda n: translate("SalesPersons", "%Ln sales persons", "", n),
            inactive_count=lambda n: translate("SalesPersons", "(%Ln inactive)", "", n),
        )

    def is_inactive(self, record: SalesPersonResponse) -> bool:
        return record.is_active is False

    def inactive_tip(self) -> str:
        return translate("SalesPersons", "Inactive: not offered on new documents.")

    async def fetch(self) -> list[SalesPersonResponse]:
        return [
            person
            async for person in self.session.client.sales_persons.iterate(
                code=self.filter("code"),
                name=self.filter("name"),
                external_id=self.filter("externalId"),
            )
        ]

    async def delete_record(self, record: SalesPersonResponse) -> None:
        await self.session.client.sales_persons.delete(record.id)


class SalesPersonField:
    """Form fields, named as on the wire so server errors find them."""

    CODE = "code"
    NAME = "name"
    CLASSIFICATION_CODE = "classificationCode"
    CREDIT_LIMIT = "creditLimit"
    EXTERNAL_ID = "externalId"


@dataclass(frozen=True)
class SalesPersonForm:
    code: str = ""
    name: str = ""
    classification_code_text: str = ""
    credit_limit_text: str = ""
    external_id: str = ""

    @classmethod
    def of(cls, person: SalesPersonResponse) -> SalesPersonForm:
        return cls(
            code=person.code or "",
            name=person.name,
            classification_code_text=(
                str(person.classification_code) if person.classification_code is not None else ""
            ),
            credit_limit_text=format_decimal(person.credit_limit),
            external_id=person.external_id or "",
        )


def build_sales_person_request(
    form: SalesPersonForm, *, is_new: bool = True
) -> tuple[SalesPersonUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names).

    A blank code or external id is left out (the API refuses blank ones); a blank credit
    limit is 0, what the API stores for an omitted one. A credit limit below 0 is refused
    here (the spec is silent; a negative limit means nothing to a clerk). On an update the
    external id is not sent: the API ignores it there."""
    errors: dict[str, str] = {}
    classification: int | None = None
    text = form.classification_code_text.strip()
    if text:
        number = parse_decimal(text)
        if number is None or number != number.to_integral_value() or abs(number) > INT32_MAX:
            errors[SalesPersonField.CLASSIFICATION_CODE] = translate(
                "SalesPersons", "Enter a whole number, e.g. 3."
            )
        else:
            classification = int(number)
    credit = Decimal(0)
    if form.credit_limit_text.strip():
        value = parse_decimal(form.credit_limit_text)
        if value is None:
            errors[SalesPersonField.CREDIT_LIMIT] = translate(
                "SalesPersons", "Enter an amount, e.g. 50000."
            )
        elif value < 0:
            errors[SalesPersonField.CREDIT_LIMIT] = translate("SalesPersons", "Enter 0 or more.")
        else:
            credit = value
    try:
        request = SalesPersonUpsertRequest(
            code=form.code.strip() or None,
            name=form.name.strip(),
            classification_code=classification,
            credit_limit=credit,
            external_id=(form.external_id.strip() or None) if is_new else None,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


FIELD_LABELS: dict[str, str] = {
    "code": QT_TRANSLATE_NOOP("SalesPersons", "code"),
    "name": QT_TRANSLATE_NOOP("SalesPersons", "name"),
    "classificationCode": QT_TRANSLATE_NOOP("SalesPersons", "classification code"),
    "creditLimit": QT_TRANSLATE_NOOP("SalesPersons", "credit limit"),
    "externalId": QT_TRANSLATE_NOOP("SalesPersons", "external id"),
    "isActive": QT_TRANSLATE_NOOP("SalesPersons", "active"),
}


class SalesPersonEditorViewModel(RecordEditorViewModel[SalesPersonForm, SalesPersonResponse]):
    """One internal sales person being created or edited, or a draft of either."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = SalesPersonResponse
    form_type = SalesPersonForm
    error_code_fields = MappingProxyType(
        {
            ErrorCode.DupplicatedName: SalesPersonField.NAME,
            ErrorCode.DupplicatedCode: SalesPersonField.CODE,
        }
    )

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("SalesPersons", "New sales person"),
            saving=translate("SalesPersons", "Saving sales person"),
            deleting=translate("SalesPersons", "Deleting sales person"),
            loading="",
            waiting_offline=translate(
                "SalesPersons",
                "The server cannot be reached: the sales person is kept in the outbox and "
                "will be sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "SalesPersons",
                "The server's answer was lost: the outbox checks whether the sales person was "
                "saved before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "SalesPersons",
                "Someone else changed this sales person since you opened it ({fields}).",
            ),
            not_saved=translate("SalesPersons", "The server did not save the sales person."),
        )

    def empty_form(self) -> SalesPersonForm:
        return SalesPersonForm()

    def form_of(self, record: SalesPersonResponse) -> SalesPersonForm:
        return SalesPersonForm.of(record)

    def build_request(
        self, form: SalesPersonForm
    ) -> tuple[SalesPersonUpsertRequest | None, dict[str, str]]:
        return build_sales_person_request(form, is_new=self.is_new)

    def record_key(self, record: SalesPersonResponse) -> str:
        return str(record.id)

    def record_title(self, record: SalesPersonResponse) -> str:
        return record.name

    def draft_title(self, form: SalesPersonForm) -> str:
        return form.name.strip() or self.texts().new_title

    async def fetch(self, server_key: str) -> SalesPersonResponse:
        return await self.session.client.sales_persons.get(int(server_key or 0))

    async def delete_record(self, record: SalesPersonResponse) -> None:
        await self.session.client.sales_persons.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(
            {
                SalesPersonField.CODE,
                SalesPersonField.NAME,
                SalesPersonField.CLASSIFICATION_CODE,
                SalesPersonField.CREDIT_LIMIT,
                SalesPersonField.EXTERNAL_ID,
            }
        )

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        return [translate("SalesPersons", FIELD_LABELS.get(name, name)) for name in wire_names]

    def comparison_labels(self) -> dict[str, str]:
        return {
            "code": translate("SalesPersons", "Code"),
            "name": translate("SalesPersons", "Name"),
            "classification_code_text": translate("SalesPersons", "Classification code"),
            "credit_limit_text": translate("SalesPersons", "Credit limit"),
        }

    def update(self, field: str, value: object) -> None:
        """The clerk changed one field (its wire name)."""
        attribute = {
            SalesPersonField.CODE: "code",
            SalesPersonField.NAME: "name",
            SalesPersonField.CLASSIFICATION_CODE: "classification_code_text",
            SalesPersonField.CREDIT_LIMIT: "credit_limit_text",
            SalesPersonField.EXTERNAL_ID: "external_id",
        }[field]
        self.set_value(attribute, value, field=field)
