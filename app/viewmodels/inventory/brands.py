"""Master data > Brands: the list (name filter) and the editor of a new brand.

The API lists, reads and creates brands; it cannot change or delete one. So the list has
no Open or Delete, and a saved brand's editor turns read-only. A new brand goes through
the outbox (kind "brand", ``app.sync.master_kinds``): drafts, offline saving and "never
twice" come with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication

from app.models.brands import BrandResponse, BrandUpsertRequest
from app.models.error_codes import ErrorCode
from app.models.validation import issues_from
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "brand"
RESOURCE = "brands"


class BrandListViewModel(RecordListViewModel[BrandResponse]):
    """Brands ordered by name; the name filter is the server's (trimmed contains)."""

    resource = RESOURCE

    def columns(self) -> list[Column[BrandResponse]]:
        return [
            Column(translate("Brands", "Name"), lambda brand: brand.name),
            Column(translate("Brands", "Brand manager"), lambda brand: brand.brand_manager or ""),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("Brands", "Loading brands"),
            deleting="",
            count=lambda n: translate("Brands", "%Ln brands", "", n),
        )

    async def fetch(self) -> list[BrandResponse]:
        return [
            brand async for brand in self.session.client.brands.iterate(name=self.filter("name"))
        ]


@dataclass(frozen=True)
class BrandForm:
    name: str = ""
    brand_manager: str = ""


class BrandField:
    NAME = "name"
    BRAND_MANAGER = "brandManager"


def build_brand_request(form: BrandForm) -> tuple[BrandUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names).

    The service stores the name as sent, spaces included, and compares duplicates that way:
    " Apple" would be a second Apple. The form trims both texts so that a stray space never
    makes a look-alike brand."""
    try:
        request = BrandUpsertRequest(
            name=form.name.strip(), brand_manager=form.brand_manager.strip() or None
        )
    except ValidationError as exc:
        errors: dict[str, str] = {}
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return request, {}


class BrandEditorViewModel(RecordEditorViewModel[BrandForm, BrandResponse]):
    """A new brand (a saved one is shown read-only: the API cannot change it)."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = BrandResponse
    form_type = BrandForm
    error_code_fields = MappingProxyType(
        {
            ErrorCode.DupplicatedName: BrandField.NAME,
            ErrorCode.NameContainsInvalidSpecialCharacters: BrandField.NAME,
        }
    )

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("Brands", "New brand"),
            saving=translate("Brands", "Saving brand"),
            deleting="",
            loading=translate("Brands", "Loading brands"),
            waiting_offline=translate(
                "Brands",
                "The server cannot be reached: the brand is kept in the outbox and will be "
                "sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "Brands",
                "The server's answer was lost: the outbox checks whether the brand was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict="",
            not_saved=translate("Brands", "The server did not save the brand."),
        )

    @property
    def read_only(self) -> bool:
        """A saved brand cannot be changed: the API has no update."""
        return self.base is not None

    def save(self) -> bool:
        if self.read_only and self.dirty:
            return False  # the API cannot change a saved brand
        return super().save()

    def empty_form(self) -> BrandForm:
        return BrandForm()

    def form_of(self, record: BrandResponse) -> BrandForm:
        return BrandForm(record.name, record.brand_manager or "")

    def build_request(self, form: BrandForm) -> tuple[BrandUpsertRequest | None, dict[str, str]]:
        return build_brand_request(form)

    def record_key(self, record: BrandResponse) -> str:
        return str(record.id)

    def record_title(self, record: BrandResponse) -> str:
        return record.name

    def draft_title(self, form: BrandForm) -> str:
        return form.name.strip() or self.texts().new_title

    def known_fields(self) -> frozenset[str]:
        return frozenset({BrandField.NAME, BrandField.BRAND_MANAGER})

    async def fetch(self, server_key: str) -> BrandResponse:
        return await self.session.client.brands.get(int(server_key or 0))
