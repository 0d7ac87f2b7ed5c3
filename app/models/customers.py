"""Customers (spec: conventions and master data, "Customer" and "Customers").

The spec shows the CustomerUpsertRequest table and the rules of six endpoints; the response
shapes, the address shapes, the enum values and every other body are "not shown". Their
fields here follow ``spec/gaps.md`` ("Customer", "Enum values"); each guess is marked.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Annotated

from pydantic import Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from app.models.base import Money, OpenEnum, PositiveId, RequestModel, ResponseModel
from app.models.common import AccountReference, CurrencyReference
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.text_rules import NOT_BLANK_SCHEMA
from app.models.validation import rule_violation

CODE_MAX = 50
NAME_MAX = 250
MAX_LOOKUP_KEYS = 1000
"""find-by-ids / find-by-external-ids: keys per request (guessed: the spec's page maximum)."""


class CustomerType(StrEnum):
    """Consumer and Business are confirmed (gaps.md); responses may carry a third value."""

    Consumer = "Consumer"
    Business = "Business"


class CustomerPricingType(StrEnum):
    """Which price a customer pays. EndUser and Custom (a price list) are confirmed; Dealer
    and SuperDealer are the likely names of the other two price tiers (gaps.md)."""

    EndUser = "EndUser"
    Dealer = "Dealer"
    SuperDealer = "SuperDealer"
    Custom = "Custom"


class CustomerPaymentType(StrEnum):
    """Credit is confirmed, Cash near-certain (gaps.md)."""

    Credit = "Credit"
    Cash = "Cash"


class InvoiceableDocumentType(StrEnum):
    """The document types ``/invoiceable-documents`` accepts (any letter case on the wire)."""

    SO = "SO"
    SR = "SR"
    IO = "IO"
    RR = "RR"


def _code_not_blank(code: str) -> str:
    if not code.strip():
        raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a code."))
    return code


# -- requests -----------------------------------------------------------------------------------
class CustomerAddressUpsertRequest(RequestModel):
    """One address of a customer. guessed: not in spec (the whole shape; gaps.md "Customer").

    ``id`` names a stored address of the same customer to keep (an update changes it in
    place); without it the address is new. The lengths are guesses in line with the
    customer's own fields. With KSA e-invoicing every address needs ``building_number``
    (409 CustomerAddressMustContainBuildingNumber, checked by the server).
    """

    id: PositiveId | None = None  # guessed: not in spec
    name: str | None = Field(default=None, max_length=250)  # guessed: not in spec
    country_id: PositiveId | None = None  # guessed: not in spec
    city_id: PositiveId | None = None  # guessed: not in spec
    district_id: PositiveId | None = None  # guessed: not in spec
    street: str | None = Field(default=None, max_length=250)  # guessed: not in spec
    building_number: str | None = Field(default=None, max_length=50)  # guessed: not in spec
    description: str | None = Field(default=None, max_length=500)  # guessed: not in spec
    phone: str | None = Field(default=None, max_length=50)  # guessed: not in spec
    is_default: bool | None = None  # guessed: not in spec


class CustomerUpsertRequest(RequestModel):
    """Body of update by id and update by code (a full replace), and the base of the others.

    Rules of the spec: name required (not blank), max 250; code max 50; priceListId required
    and > 0 when pricingType is Custom; taxRegistrationId max 20; nationalId max 14;
    guarantee, creditLimit, discountFrom, discountTo and paymentMaxDueDays >= 0;
    relatedAccountId and relatedAccountParentId are mutually exclusive; externalId max 50;
    contactPerson and email max 250; postal code and phone numbers max 50.

    Rules that depend on the organization are checked by the server only: mobile and e-mail
    may be required by settings, a tax registration id may be required for business
    customers (e-invoicing), addresses may need building numbers (KSA e-invoicing).
    """

    id: PositiveId | None = None
    code: str | None = Field(default=None, max_length=CODE_MAX)
    name: str = Field(max_length=NAME_MAX, json_schema_extra=NOT_BLANK_SCHEMA)
    customer_type: CustomerType | None = None
    pricing_type: CustomerPricingType | None = None
    # validate_default: the Custom-pricing rule below must run when the field is omitted.
    price_list_id: int | None = Field(default=None, validate_default=True)
    tax_registration_id: str | None = Field(default=None, max_length=20)
    national_id: str | None = Field(default=None, max_length=14)
    shipping_term: str | None = None
    insurance: str | None = None
    guarantee: Money | None = Field(default=None, ge=0)
    credit_limit: Money | None = Field(default=None, ge=0)
    has_discount: bool | None = None
    discount_mandatory: bool | None = None
    discount_from: Money | None = Field(default=None, ge=0)
    discount_to: Money | None = Field(default=None, ge=0)
    payment_type: CustomerPaymentType | None = None
    payment_max_due_days: int | None = Field(default=None, ge=0)
    related_account_id: PositiveId | None = None
    related_account_parent_id: PositiveId | None = Field(default=None, validate_default=True)
    sales_person_id: PositiveId | None = None
    default_foreign_currency_id: PositiveId | None = None
    external_id: str | None = Field(default=None, max_length=50)
    active: bool | None = None
    contact_person: str | None = Field(default=None, max_length=250)
    contact_country_id: PositiveId | None = None
    contact_city_id: PositiveId | None = None
    contact_district_id: PositiveId | None = None
    postal_zip_code: str | None = Field(default=None, max_length=50)
    phone: str | None = Field(default=None, max_length=50)
    phone2: str | None = Field(default=None, max_length=50)
    fax: str | None = Field(default=None, max_length=50)
    mobile: str | None = Field(default=None, max_length=50)
    email: str | None = Field(default=None, max_length=250)
    tags: list[str] | None = None
    addresses: list[CustomerAddressUpsertRequest] | None = None

    @field_validator("name")
    @classmethod
    def _name_not_blank(cls, name: str) -> str:
        if not name.strip():
            raise PydanticCustomError("blank", QT_TRANSLATE_NOOP("Validation", "Enter a name."))
        return name

    @field_validator("price_list_id")
    @classmethod
    def _price_list_for_custom_pricing(
        cls, price_list_id: int | None, info: ValidationInfo
    ) -> int | None:
        # The service's message names the field "PriceList"; the error is still filed under
        # priceListId so that a form shows it next to the price-list picker.
        if info.data.get("pricing_type") is CustomerPricingType.Custom and (
            price_list_id is None or price_list_id <= 0
        ):
            raise rule_violation(
                "priceListId",
                "price_list_required",
                QT_TRANSLATE_NOOP(
                    "Validation", "PriceList is required when the pricing type is Custom."
                ),
                from_field_validator=True,
            )
        return price_list_id

    @field_validator("related_account_parent_id")
    @classmethod
    def _one_way_to_give_the_account(
        cls, parent_id: int | None, info: ValidationInfo
    ) -> int | None:
        # An object rule on the later field of the pair (see TaxUpsertRequest for why it is
        # not a model validator).
        if parent_id is not None and info.data.get("related_account_id") is not None:
            raise rule_violation(
                "relatedAccountParentId",
                "account_and_parent",
                QT_TRANSLATE_NOOP(
                    "Validation",
                    "Choose either an existing receivable account or the group to create one "
                    "under, not both.",
                ),
                from_field_validator=True,
            )
        return parent_id


class CustomerCreateRequest(CustomerUpsertRequest):
    """Body of create and batch create: the same CustomerUpsertRequest on the wire, with
    the create-only rule "code required" (not blank). ``id`` is ignored; omitted
    ``customerType`` is Consumer and omitted ``active`` is true."""

    code: str = Field(max_length=CODE_MAX, json_schema_extra=NOT_BLANK_SCHEMA)

    _code_required = field_validator("code")(_code_not_blank)


class CustomerBatchUpdateByIdRequest(CustomerUpsertRequest):
    """An entry of ``PUT /customers/batch/by-id``: ``id`` is required and names the customer."""

    id: PositiveId


class CustomerBatchUpdateByCodeRequest(CustomerUpsertRequest):
    """An entry of ``PUT /customers/batch/by-code``: ``code`` is required (not blank) and
    names the customer, so it cannot rename it."""

    code: str = Field(max_length=CODE_MAX, json_schema_extra=NOT_BLANK_SCHEMA)

    _code_required = field_validator("code")(_code_not_blank)


class CustomerFindByIdsRequest(RequestModel):
    """Body of ``POST /customers/find-by-ids``. guessed: not in spec (the whole shape)."""

    ids: list[PositiveId] = Field(min_length=1, max_length=MAX_LOOKUP_KEYS)


class CustomerFindByExternalIdsRequest(RequestModel):
    """Body of ``POST /customers/find-by-external-ids``. guessed: not in spec (the shape)."""

    external_ids: list[
        Annotated[str, Field(min_length=1, max_length=50, json_schema_extra=NOT_BLANK_SCHEMA)]
    ] = Field(min_length=1, max_length=MAX_LOOKUP_KEYS)

    @field_validator("external_ids")
    @classmethod
    def _each_external_id(cls, external_ids: list[str]) -> list[str]:
        for external_id in external_ids:
            if not external_id.strip() or len(external_id) > 50:
                raise PydanticCustomError(
                    "external_id",
                    QT_TRANSLATE_NOOP(
                        "Validation", "Each external id must be 1 to 50 characters, not blank."
                    ),
                )
        return external_ids


# -- responses ----------------------------------------------------------------------------------
class SalesPersonReference(ResponseModel):
    """The sales person named inside a customer. guessed: not in spec (fields of the shared
    reference shapes)."""

    id: int
    code: str | None = None
    name: str | None = None


class CountryReference(ResponseModel):
    """guessed: not in spec."""

    id: int
    code: str | None = None
    name: str | None = None


class CityReference(ResponseModel):
    """guessed: not in spec."""

    id: int
    name: str | None = None


class DistrictReference(ResponseModel):
    """guessed: not in spec."""

    id: int
    name: str | None = None


class CustomerAddressResponse(ResponseModel):
    """An address inside a CustomerResponse. guessed: not in spec (fields from gaps.md)."""

    id: int
    customer_id: int | None = None  # guessed: not in spec
    name: str | None = None  # guessed: not in spec
    country_id: int | None = None  # guessed: not in spec
    city_id: int | None = None  # guessed: not in spec
    district_id: int | None = None  # guessed: not in spec
    street: str | None = None  # guessed: not in spec
    building_number: str | None = None  # guessed: not in spec
    description: str | None = None  # guessed: not in spec
    phone: str | None = None  # guessed: not in spec
    is_default: bool = False  # guessed: not in spec


class CustomerAddressWithLocationResponse(CustomerAddressResponse):
    """An address of ``GET /customers/{id}/addresses``: the country, city and district are
    references, null when they cannot be resolved."""

    country: CountryReference | None = None
    city: CityReference | None = None
    district: DistrictReference | None = None


class CustomerResponse(ResponseModel):
    """A customer. The spec names balance, addresses, salesPerson, relatedAccount and
    defaultForeignCurrency; the rest mirrors the upsert request (gaps.md).

    ``balance`` is 0 except where an endpoint computes it (``GET /customers`` with
    ``updateDate`` as the sole filter); ask ``balance()`` for the real figure.
    """

    id: int
    code: str | None = None  # guessed: not in spec
    name: str | None = None  # guessed: not in spec
    customer_type: OpenEnum[CustomerType] | None = None  # guessed: not in spec
    pricing_type: OpenEnum[CustomerPricingType] | None = None  # guessed: not in spec
    price_list_id: int | None = None  # guessed: not in spec
    tax_registration_id: str | None = None  # guessed: not in spec
    national_id: str | None = None  # guessed: not in spec
    shipping_term: str | None = None  # guessed: not in spec
    insurance: str | None = None  # guessed: not in spec
    guarantee: Money | None = None  # guessed: not in spec
    credit_limit: Money | None = None  # guessed: not in spec
    has_discount: bool | None = None  # guessed: not in spec
    discount_mandatory: bool | None = None  # guessed: not in spec
    discount_from: Money | None = None  # guessed: not in spec
    discount_to: Money | None = None  # guessed: not in spec
    payment_type: OpenEnum[CustomerPaymentType] | None = None  # guessed: not in spec
    payment_max_due_days: int | None = None  # guessed: not in spec
    external_id: str | None = None  # guessed: not in spec
    active: bool = True  # guessed: not in spec
    contact_person: str | None = None  # guessed: not in spec
    contact_country_id: int | None = None  # guessed: not in spec
    contact_city_id: int | None = None  # guessed: not in spec
    contact_district_id: int | None = None  # guessed: not in spec
    postal_zip_code: str | None = None  # guessed: not in spec
    phone: str | None = None  # guessed: not in spec
    phone2: str | None = None  # guessed: not in spec
    fax: str | None = None  # guessed: not in spec
    mobile: str | None = None  # guessed: not in spec
    email: str | None = None  # guessed: not in spec
    tags: list[str] = Field(default_factory=list)  # guessed: not in spec
    update_date: datetime | None = None  # guessed: not in spec
    balance: Money = Decimal(0)
    addresses: list[CustomerAddressResponse] = Field(default_factory=list)
    sales_person: SalesPersonReference | None = None
    related_account: AccountReference | None = None
    default_foreign_currency: CurrencyReference | None = None


class CustomerBatchResult(ResponseModel):
    """Answer of the batch create and batch updates. guessed: not in spec (the shape of
    the dynamic-property batch result).

    ``failed`` maps the key of each failed entry (its code for create and by-code, its id
    for by-id, its name for by-name) to a message that contains an error code; compare by
    containment. ``succeeded`` holds the stored customers.
    """

    failed: dict[str, str] = Field(default_factory=dict)
    succeeded: list[CustomerResponse] = Field(default_factory=list)


class InvoiceableDocumentResponse(ResponseModel):
    """A sales document or work order of a customer that is not fully invoiced yet.

    The spec names netTotal and (through the ordering rule) the type, date and code.
    """

    id: int | None = None  # guessed: not in spec
    code: str | None = None  # guessed: not in spec (the name; the rules order by it)
    document_type: OpenEnum[InvoiceableDocumentType] | None = None  # guessed: not in spec
    document_date: datetime | None = None  # guessed: not in spec (the name)
    net_total: Money = Decimal(0)
