"""Creating and editing one customer: every CustomerUpsertRequest field with its rules, the
addresses, and, on a saved customer, its balance and the documents still to invoice.

The form keeps what the clerk typed (numbers as text) and every field of the record, shown
or not: an update is a full replace, so a field this editor does not show (the default
foreign currency) is sent back as it came. Rules the request model states are checked
before sending and shown at their fields; rules that depend on organization settings the
client cannot read (mobile or e-mail required, a business customer's tax registration
under e-invoicing, building numbers under KSA e-invoicing) come back from the server and
land at the same fields.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.accounts import AccountNodeResponse, AccountResponse, AccountType
from app.models.codes import next_code
from app.models.customers import (
    CustomerAddressResponse,
    CustomerCreateRequest,
    CustomerPaymentType,
    CustomerPricingType,
    CustomerResponse,
    CustomerType,
    CustomerUpsertRequest,
    InvoiceableDocumentResponse,
    InvoiceableDocumentType,
)
from app.models.email import email_problem
from app.models.error_codes import ErrorCode
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.validation import issues_from
from app.operations.changes import Changes
from app.store.drafts import Draft
from app.store.reference_cache import ReferenceCache
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.master_data.geography import COUNTRIES, country_name
from app.viewmodels.numbers import format_count, format_decimal, parse_decimal
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "customer"
INVOICEABLE_PAGE = 20
"""Rows per page of invoiceable documents (the endpoint's largest ``limit``)."""


class CustomerField(StrEnum):
    """Form fields, named as on the wire so server errors find them."""

    CODE = "code"
    NAME = "name"
    CUSTOMER_TYPE = "customerType"
    PRICING_TYPE = "pricingType"
    PRICE_LIST = "priceListId"
    TAX_REGISTRATION = "taxRegistrationId"
    NATIONAL_ID = "nationalId"
    SHIPPING_TERM = "shippingTerm"
    INSURANCE = "insurance"
    GUARANTEE = "guarantee"
    CREDIT_LIMIT = "creditLimit"
    HAS_DISCOUNT = "hasDiscount"
    DISCOUNT_MANDATORY = "discountMandatory"
    DISCOUNT_FROM = "discountFrom"
    DISCOUNT_TO = "discountTo"
    PAYMENT_TYPE = "paymentType"
    DUE_DAYS = "paymentMaxDueDays"
    RELATED_ACCOUNT = "relatedAccountId"
    RELATED_ACCOUNT_PARENT = "relatedAccountParentId"
    SALES_PERSON = "salesPersonId"
    EXTERNAL_ID = "externalId"
    ACTIVE = "active"
    CONTACT_PERSON = "contactPerson"
    CONTACT_CITY = "contactCityId"
    CONTACT_DISTRICT = "contactDistrictId"
    POSTAL_CODE = "postalZipCode"
    PHONE = "phone"
    PHONE2 = "phone2"
    FAX = "fax"
    MOBILE = "mobile"
    EMAIL = "email"
    TAGS = "tags"
    ADDRESSES = "addresses"


# Which field a business error is about; codes not listed are shown above the form.
ERROR_CODE_FIELDS: dict[str, str] = {
    ErrorCode.DupplicatedCode: CustomerField.CODE,
    ErrorCode.DupplicatedName: CustomerField.NAME,
    ErrorCode.NameAlreadyExists: CustomerField.NAME,
    ErrorCode.CityNotFound: CustomerField.CONTACT_CITY,
    ErrorCode.CountryNotFound: CustomerField.CONTACT_CITY,
    ErrorCode.CustomerAddressMustContainBuildingNumber: CustomerField.ADDRESSES,
}

_FIELD_ATTRIBUTES: dict[CustomerField, str] = {
    CustomerField.CODE: "code",
    CustomerField.NAME: "name",
    CustomerField.CUSTOMER_TYPE: "customer_type",
    CustomerField.PRICING_TYPE: "pricing_type",
    CustomerField.PRICE_LIST: "price_list_text",
    CustomerField.TAX_REGISTRATION: "tax_registration_id",
    CustomerField.NATIONAL_ID: "national_id",
    CustomerField.SHIPPING_TERM: "shipping_term",
    CustomerField.INSURANCE: "insurance",
    CustomerField.GUARANTEE: "guarantee_text",
    CustomerField.CREDIT_LIMIT: "credit_limit_text",
    CustomerField.HAS_DISCOUNT: "has_discount",
    CustomerField.DISCOUNT_MANDATORY: "discount_mandatory",
    CustomerField.DISCOUNT_FROM: "discount_from_text",
    CustomerField.DISCOUNT_TO: "discount_to_text",
    CustomerField.PAYMENT_TYPE: "payment_type",
    CustomerField.DUE_DAYS: "due_days_text",
    CustomerField.RELATED_ACCOUNT: "related_account_id",
    CustomerField.RELATED_ACCOUNT_PARENT: "related_account_parent_id",
    CustomerField.SALES_PERSON: "sales_person_id",
    CustomerField.EXTERNAL_ID: "external_id",
    CustomerField.ACTIVE: "active",
    CustomerField.CONTACT_PERSON: "contact_person",
    CustomerField.CONTACT_CITY: "contact_city_id",
    CustomerField.CONTACT_DISTRICT: "contact_district_id",
    CustomerField.POSTAL_CODE: "postal_zip_code",
    CustomerField.PHONE: "phone",
    CustomerField.PHONE2: "phone2",
    CustomerField.FAX: "fax",
    CustomerField.MOBILE: "mobile",
    CustomerField.EMAIL: "email",
    CustomerField.TAGS: "tags_text",
}

_ADDRESS_PATH = re.compile(r"^addresses\[(\d+)\]\.?(.*)$")


def customer_type_text(value: str | None) -> str:
    texts: dict[str, str] = {
        CustomerType.Consumer: translate("Customers", "Consumer"),
        CustomerType.Business: translate("Customers", "Business"),
    }
    return texts.get(value or "", value or "")


def pricing_type_text(value: str | None) -> str:
    texts: dict[str, str] = {
        CustomerPricingType.EndUser: translate("Customers", "End-user price"),
        CustomerPricingType.Dealer: translate("Customers", "Dealer price"),
        CustomerPricingType.SuperDealer: translate("Customers", "Super-dealer price"),
        CustomerPricingType.Custom: translate("Customers", "Price list"),
    }
    return texts.get(value or "", value or "")


def payment_type_text(value: str | None) -> str:
    texts: dict[str, str] = {
        CustomerPaymentType.Credit: translate("Customers", "Credit"),
        CustomerPaymentType.Cash: translate("Customers", "Cash"),
    }
    return texts.get(value or "", value or "")


def document_type_text(value: str | None) -> str:
    texts: dict[str, str] = {
        InvoiceableDocumentType.SO: translate("Customers", "Sales order"),
        InvoiceableDocumentType.SR: translate("Customers", "Sales return"),
        InvoiceableDocumentType.IO: translate("Customers", "Issue offering"),
        InvoiceableDocumentType.RR: translate("Customers", "Receive return"),
    }
    return texts.get(value or "", value or "")


@dataclass(frozen=True)
class AddressForm:
    """One address as the clerk typed it. ``id`` keeps a stored address in place on save."""

    id: int | None = None
    name: str = ""
    country_id: int | None = None
    """Follows the chosen city (a city belongs to one country; the API lists no countries)."""
    city_id: int | None = None
    district_id: int | None = None
    street: str = ""
    building_number: str = ""
    phone: str = ""
    description: str = ""
    is_default: bool = False

    @classmethod
    def of(cls, address: CustomerAddressResponse) -> AddressForm:
        return cls(
            id=address.id,
            name=address.name or "",
            country_id=address.country_id,
            city_id=address.city_id,
            district_id=address.district_id,
            street=address.street or "",
            building_number=address.building_number or "",
            phone=address.phone or "",
            description=address.description or "",
            is_default=address.is_default,
        )


def _text(value: str | None) -> str:
    return value or ""


def _number_text(value: Decimal | int | None) -> str:
    if value is None:
        return ""
    return format_decimal(Decimal(value))


@dataclass(frozen=True)
class CustomerForm:
    """What the clerk has typed, before it is a valid request."""

    code: str = ""
    name: str = ""
    customer_type: str = CustomerType.Consumer
    pricing_type: str = CustomerPricingType.EndUser
    price_list_text: str = ""
    tax_registration_id: str = ""
    national_id: str = ""
    shipping_term: str = ""
    insurance: str = ""
    guarantee_text: str = ""
    credit_limit_text: str = ""
    has_discount: bool = False
    discount_mandatory: bool = False
    discount_from_text: str = ""
    discount_to_text: str = ""
    payment_type: str = CustomerPaymentType.Cash
    due_days_text: str = ""
    related_account_id: int | None = None
    related_account_parent_id: int | None = None
    sales_person_id: int | None = None
    default_foreign_currency_id: int | None = None
    """Not shown (the API lists no currencies): kept as it came, so a save does not clear it."""
    external_id: str = ""
    active: bool = True
    contact_person: str = ""
    contact_country_id: int | None = None
    contact_city_id: int | None = None
    contact_district_id: int | None = None
    postal_zip_code: str = ""
    phone: str = ""
    phone2: str = ""
    fax: str = ""
    mobile: str = ""
    email: str = ""
    tags_text: str = ""
    """Tags separated by commas (Arabic commas too)."""
    addresses: tuple[AddressForm, ...] = ()

    @classmethod
    def of(cls, customer: CustomerResponse) -> CustomerForm:
        return cls(
            code=_text(customer.code),
            name=_text(customer.name),
            customer_type=customer.customer_type or CustomerType.Consumer,
            pricing_type=customer.pricing_type or CustomerPricingType.EndUser,
            price_list_text=str(customer.price_list_id) if customer.price_list_id else "",
            tax_registration_id=_text(customer.tax_registration_id),
            national_id=_text(customer.national_id),
            shipping_term=_text(customer.shipping_term),
            insurance=_text(customer.insurance),
            guarantee_text=_number_text(customer.guarantee),
            credit_limit_text=_number_text(customer.credit_limit),
            has_discount=bool(customer.has_discount),
            discount_mandatory=bool(customer.discount_mandatory),
            discount_from_text=_number_text(customer.discount_from),
            discount_to_text=_number_text(customer.discount_to),
            payment_type=customer.payment_type or "",
            due_days_text=(
                str(customer.payment_max_due_days)
                if customer.payment_max_due_days is not None
                else ""
            ),
            related_account_id=customer.related_account.id if customer.related_account else None,
            sales_person_id=customer.sales_person.id if customer.sales_person else None,
            default_foreign_currency_id=(
                customer.default_foreign_currency.id if customer.default_foreign_currency else None
            ),
            external_id=_text(customer.external_id),
            active=customer.active,
            contact_person=_text(customer.contact_person),
            contact_country_id=customer.contact_country_id,
            contact_city_id=customer.contact_city_id,
            contact_district_id=customer.contact_district_id,
            postal_zip_code=_text(customer.postal_zip_code),
            phone=_text(customer.phone),
            phone2=_text(customer.phone2),
            fax=_text(customer.fax),
            mobile=_text(customer.mobile),
            email=_text(customer.email),
            tags_text=", ".join(customer.tags),
            addresses=tuple(
                AddressForm.of(address) for address in sorted(customer.addresses, key=_by_id)
            ),
        )


def _by_id(address: CustomerAddressResponse) -> int:
    return address.id


def split_tags(text: str) -> list[str]:
    """Tags as typed: separated by commas (Latin or Arabic), blanks and repeats dropped."""
    seen: set[str] = set()
    tags: list[str] = []
    for part in re.split(r"[,،]", text):
        tag = part.strip()
        if tag and tag.casefold() not in seen:
            seen.add(tag.casefold())
            tags.append(tag)
    return tags


def _optional(text: str) -> str | None:
    return text.strip() or None


def _amount(
    text: str, field: str, errors: dict[str, str], *, percent: bool = False
) -> Decimal | None:
    """A typed amount, or None when blank; a typo is flagged at the field."""
    if not text.strip():
        return None
    value = parse_decimal(text)
    if value is None:
        errors[field] = translate("Customers", "Enter a number, e.g. 5000 or 2.5.")
        return None
    if value < 0:
        errors[field] = translate("Customers", "Enter 0 or more.")
        return None
    if percent and value > 100:
        errors[field] = translate("Customers", "A discount is a percentage: 100 or less.")
        return None
    return value


def _whole(text: str, field: str, errors: dict[str, str], *, positive: bool = False) -> int | None:
    if not text.strip():
        return None
    value = parse_decimal(text)
    if value is None or value != value.to_integral_value():
        errors[field] = translate("Customers", "Enter a whole number.")
        return None
    if value < (1 if positive else 0):
        errors[field] = (
            translate("Customers", "Enter a number above 0.")
            if positive
            else translate("Customers", "Enter 0 or more.")
        )
        return None
    return int(value)


def build_request(
    form: CustomerForm, *, creating: bool
) -> tuple[CustomerUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names).

    Beyond the model's rules: the discount range (from <= to, percentages up to 100), and
    no relatedAccountParentId on an update (the server ignores it there).
    """
    errors: dict[str, str] = {}
    price_list = _whole(form.price_list_text, CustomerField.PRICE_LIST, errors, positive=True)
    guarantee = _amount(form.guarantee_text, CustomerField.GUARANTEE, errors)
    credit_limit = _amount(form.credit_limit_text, CustomerField.CREDIT_LIMIT, errors)
    discount_from = discount_to = None
    if form.has_discount:
        discount_from = _amount(
            form.discount_from_text, CustomerField.DISCOUNT_FROM, errors, percent=True
        )
        discount_to = _amount(
            form.discount_to_text, CustomerField.DISCOUNT_TO, errors, percent=True
        )
        if discount_from is not None and discount_to is not None and discount_from > discount_to:
            errors[CustomerField.DISCOUNT_TO] = translate(
                "Customers", "The highest discount must not be below the lowest."
            )
    due_days = _whole(form.due_days_text, CustomerField.DUE_DAYS, errors)
    pricing = form.pricing_type or None
    if pricing != CustomerPricingType.Custom:
        price_list = None  # the server keeps a price list only with Custom pricing
    fields: dict[str, Any] = {
        "code": _optional(form.code),
        "name": form.name,
        "customer_type": form.customer_type or None,
        "pricing_type": pricing,
        "price_list_id": price_list,
        "tax_registration_id": _optional(form.tax_registration_id),
        "national_id": _optional(form.national_id),
        "shipping_term": _optional(form.shipping_term),
        "insurance": _optional(form.insurance),
        "guarantee": guarantee,
        "credit_limit": credit_limit,
        "has_discount": form.has_discount,
        "discount_mandatory": form.discount_mandatory if form.has_discount else False,
        "discount_from": discount_from,
        "discount_to": discount_to,
        "payment_type": form.payment_type or None,
        "payment_max_due_days": due_days,
        "related_account_id": form.related_account_id,
        "related_account_parent_id": form.related_account_parent_id if creating else None,
        "sales_person_id": form.sales_person_id,
        "default_foreign_currency_id": form.default_foreign_currency_id,
        "external_id": _optional(form.external_id),
        "active": form.active,
        "contact_person": _optional(form.contact_person),
        "contact_country_id": form.contact_country_id,
        "contact_city_id": form.contact_city_id,
        "contact_district_id": form.contact_district_id,
        "postal_zip_code": _optional(form.postal_zip_code),
        "phone": _optional(form.phone),
        "phone2": _optional(form.phone2),
        "fax": _optional(form.fax),
        "mobile": _optional(form.mobile),
        "email": _optional(form.email),
        "tags": split_tags(form.tags_text),
        "addresses": [
            {
                "id": address.id,
                "name": _optional(address.name),
                "country_id": address.country_id,
                "city_id": address.city_id,
                "district_id": address.district_id,
                "street": _optional(address.street),
                "building_number": _optional(address.building_number),
                "phone": _optional(address.phone),
                "description": _optional(address.description),
                "is_default": address.is_default,
            }
            for address in form.addresses
        ],
    }
    email = email_problem(form.email.strip())
    if email is not None:
        errors[CustomerField.EMAIL] = translate("Validation", email)
    model = CustomerCreateRequest if creating else CustomerUpsertRequest
    try:
        request = model(**fields)
    except ValidationError as exc:
        for issue in issues_from(exc):
            field = issue.field
            match = _ADDRESS_PATH.match(field)
            if match:
                field = CustomerField.ADDRESSES
                text = translate("Customers", "Address {number}: {problem}").format(
                    number=format_count(int(match.group(1)) + 1), problem=describe_issue(issue)
                )
            else:
                text = describe_issue(issue)
            errors.setdefault(field, text)
        return None, errors
    return (None, errors) if errors else (request, {})


FIELD_LABELS: dict[str, str] = {
    "code": QT_TRANSLATE_NOOP("Customers", "Code"),
    "name": QT_TRANSLATE_NOOP("Customers", "Name"),
    "customerType": QT_TRANSLATE_NOOP("Customers", "Type"),
    "pricingType": QT_TRANSLATE_NOOP("Customers", "Pricing"),
    "priceListId": QT_TRANSLATE_NOOP("Customers", "Price list"),
    "taxRegistrationId": QT_TRANSLATE_NOOP("Customers", "Tax registration no."),
    "nationalId": QT_TRANSLATE_NOOP("Customers", "National ID"),
    "shippingTerm": QT_TRANSLATE_NOOP("Customers", "Shipping terms"),
    "insurance": QT_TRANSLATE_NOOP("Customers", "Insurance"),
    "guarantee": QT_TRANSLATE_NOOP("Customers", "Guarantee"),
    "creditLimit": QT_TRANSLATE_NOOP("Customers", "Credit limit"),
    "hasDiscount": QT_TRANSLATE_NOOP("Customers", "Discount allowed"),
    "discountMandatory": QT_TRANSLATE_NOOP("Customers", "Discount mandatory"),
    "discountFrom": QT_TRANSLATE_NOOP("Customers", "Discount from"),
    "discountTo": QT_TRANSLATE_NOOP("Customers", "Discount to"),
    "paymentType": QT_TRANSLATE_NOOP("Customers", "Payment"),
    "paymentMaxDueDays": QT_TRANSLATE_NOOP("Customers", "Due within (days)"),
    "relatedAccount": QT_TRANSLATE_NOOP("Customers", "Receivable account"),
    "salesPerson": QT_TRANSLATE_NOOP("Customers", "Sales person"),
    "defaultForeignCurrency": QT_TRANSLATE_NOOP("Customers", "Foreign currency"),
    "externalId": QT_TRANSLATE_NOOP("Customers", "External ID"),
    "active": QT_TRANSLATE_NOOP("Customers", "Active"),
    "contactPerson": QT_TRANSLATE_NOOP("Customers", "Contact person"),
    "contactCountryId": QT_TRANSLATE_NOOP("Customers", "Country"),
    "contactCityId": QT_TRANSLATE_NOOP("Customers", "City"),
    "contactDistrictId": QT_TRANSLATE_NOOP("Customers", "District"),
    "postalZipCode": QT_TRANSLATE_NOOP("Customers", "Postal code"),
    "phone": QT_TRANSLATE_NOOP("Customers", "Phone"),
    "phone2": QT_TRANSLATE_NOOP("Customers", "Phone 2"),
    "fax": QT_TRANSLATE_NOOP("Customers", "Fax"),
    "mobile": QT_TRANSLATE_NOOP("Customers", "Mobile"),
    "email": QT_TRANSLATE_NOOP("Customers", "E-mail"),
    "tags": QT_TRANSLATE_NOOP("Customers", "Tags"),
    "addresses": QT_TRANSLATE_NOOP("Customers", "Addresses"),
}
"""Wire name -> the clerk's name (translated when shown, context "Customers")."""

_COMPARED: dict[str, str] = {
    "code": "code",
    "name": "name",
    "customer_type": "customerType",
    "pricing_type": "pricingType",
    "price_list_text": "priceListId",
    "tax_registration_id": "taxRegistrationId",
    "national_id": "nationalId",
    "credit_limit_text": "creditLimit",
    "guarantee_text": "guarantee",
    "discount_from_text": "discountFrom",
    "discount_to_text": "discountTo",
    "payment_type": "paymentType",
    "due_days_text": "paymentMaxDueDays",
    "external_id": "externalId",
    "active": "active",
    "contact_person": "contactPerson",
    "phone": "phone",
    "mobile": "mobile",
    "email": "email",
    "tags_text": "tags",
    "sales_person_id": "salesPerson",
    "related_account_id": "relatedAccount",
    "contact_city_id": "contactCityId",
    "addresses": "addresses",
}


def compare_with_server(form: CustomerForm, server: CustomerResponse) -> str:
    """One line per field where the clerk's form and the server's copy differ."""
    theirs = CustomerForm.of(server)
    lines = []
    for attribute, wire in _COMPARED.items():
        mine, other = getattr(form, attribute), getattr(theirs, attribute)
        if mine == other:
            continue
        if attribute == "addresses":
            mine = translate("Customers", "%Ln addresses", "", len(mine))
            other = translate("Customers", "%Ln addresses", "", len(other))
        elif attribute == "sales_person_id" and server.sales_person is not None:
            other = server.sales_person.name or other
        elif isinstance(mine, bool):
            mine = translate("Customers", "Yes") if mine else translate("Customers", "No")
            other = translate("Customers", "Yes") if other else translate("Customers", "No")
        lines.append(
            translate("Customers", "{field}: yours “{mine}”, theirs “{theirs}”").format(
                field=translate("Customers", FIELD_LABELS[wire]),
                mine="" if mine is None else mine,
                theirs="" if other is None else other,
            )
        )
    return "\n".join(lines)


class CustomerEditorViewModel(RecordEditorViewModel[CustomerForm, CustomerResponse]):
    """One customer being created (``base`` None) or edited, or a draft of either reopened.

    Beyond the shared editor: the address being edited (``current_address``), the pickers'
    sources (sales persons, cities, districts of a city, receivable accounts and groups),
    deactivation, and a clearer word when a customer in use cannot be deleted.
    """

    draft_kind = DRAFT_KIND
    resource = "customers"
    record_type = CustomerResponse
    form_type = CustomerForm
    error_code_fields = ERROR_CODE_FIELDS
    field_groups = (
        frozenset({CustomerField.RELATED_ACCOUNT, CustomerField.RELATED_ACCOUNT_PARENT}),
        frozenset({CustomerField.PRICING_TYPE, CustomerField.PRICE_LIST}),
        frozenset({CustomerField.DISCOUNT_FROM, CustomerField.DISCOUNT_TO}),
        frozenset({CustomerField.CONTACT_CITY, CustomerField.CONTACT_DISTRICT}),
    )

    deactivated = Signal()
    addressesChanged = Signal()
    """The address rows changed (added, removed, or one edited)."""

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        customer: CustomerResponse | None = None,
        parent: QObject | None = None,
        *,
        draft: Draft | None = None,
    ) -> None:
        self.receivable_accounts: list[AccountResponse] = []
        self.receivable_groups: list[AccountNodeResponse] = []
        self.country_names: dict[int, str] = {}
        """Countries named by the server (the addresses endpoint); others show as #id."""
        self.sales_persons = CachedChoices(session, "sales_persons")
        self.cities = CachedChoices(session, "cities")
        self._districts = CachedChoices(session, "districts")
        super().__init__(session, errors, customer, parent, draft=draft)
        self.current_address = 0 if self.form.addresses else -1

    def suggested_code(self) -> str:
        """The next customer code by the cached customers' codes ("" when none); worked
        out once per editor."""
        suggested: str | None = getattr(self, "_suggested_code", None)
        if suggested is None:
            store = self.session.store
            codes = ReferenceCache(store).rows("customers") if store is not None else []
            suggested = self._suggested_code = next_code(row.code for row in codes)
        return suggested

    # -- what the shared editor needs ----------------------------------------------------
    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("Customers", "New customer"),
            saving=translate("Customers", "Saving customer"),
            deleting=translate("Customers", "Deleting customer"),
            loading=translate("Customers", "Loading accounts"),
            waiting_offline=translate(
                "Customers",
                "The server cannot be reached: the customer is kept in the outbox and will be "
                "sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "Customers",
                "The server's answer was lost: the outbox checks whether the customer was saved "
                "before sending anything again. See View › Drafts and outbox.",
            ),
            conflict=translate(
                "Customers", "Someone else changed this customer since you opened it ({fields})."
            ),
            not_saved=translate("Customers", "The server did not save the customer."),
        )

    def empty_form(self) -> CustomerForm:
        """A new customer, offered the code after the last one (the clerk may type over
        it; an untouched new customer is not an unsaved change)."""
        return CustomerForm(code=self.suggested_code())

    def form_of(self, record: CustomerResponse) -> CustomerForm:
        return CustomerForm.of(record)

    def form_from_draft(self, payload: dict[str, Any]) -> CustomerForm:
        known = {field.name for field in dataclasses.fields(CustomerForm)}
        values = {k: v for k, v in payload.items() if k in known}
        address_fields = {field.name for field in dataclasses.fields(AddressForm)}
        values["addresses"] = tuple(
            AddressForm(**{k: v for k, v in address.items() if k in address_fields})
            for address in values.get("addresses") or ()
        )
        return CustomerForm(**values)

    def build_request(
        self, form: CustomerForm
    ) -> tuple[CustomerUpsertRequest | None, dict[str, str]]:
        return build_request(form, creating=self.is_new)

    def check_email(self) -> None:
        """The clerk left the e-mail field: text that cannot be an address is marked there
        at once (``app.models.email``), not only when the customer is saved."""
        problem = email_problem(self.form.email.strip())
        field = CustomerField.EMAIL.value
        errors = {k: v for k, v in self.field_errors.items() if k != field}
        if problem is not None:
            errors[field] = translate("Validation", problem)
        self._set_field_errors(errors)

    def record_key(self, record: CustomerResponse) -> str:
        return str(record.id)

    def record_title(self, record: CustomerResponse) -> str:
        return record.name or record.code or f"#{record.id}"

    def draft_title(self, form: CustomerForm) -> str:
        return form.name.strip() or self.title.removesuffix(" *")

    async def fetch(self, server_key: str) -> CustomerResponse:
        return await self.session.client.customers.get(int(server_key or 0))

    async def delete_record(self, record: CustomerResponse) -> None:
        await self.session.client.customers.delete(record.id)

    def known_fields(self) -> frozenset[str]:
        return frozenset(field.value for field in CustomerField)

    def field_of_path(self, path: str) -> str | None:
        """``addresses[2].districtId`` belongs to the addresses grid."""
        if _ADDRESS_PATH.match(path):
            return CustomerField.ADDRESSES
        return super().field_of_path(path)

    def changed_field_labels(self, wire_names: list[str]) -> list[str]:
        return [
            translate("Customers", FIELD_LABELS[name]).lower() if name in FIELD_LABELS else name
            for name in wire_names
        ]

    def compare_with_server(self, form: CustomerForm, server: CustomerResponse) -> str:
        return compare_with_server(form, server)

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        # A validation path into the addresses says which address; a customer in use says
        # what to do instead of deleting it.
        if isinstance(exc, api_errors.ValidationFailed) and any(
            _ADDRESS_PATH.match(path) for path in exc.field_errors
        ):
            placed: dict[str, str] = {}
            others: list[str] = []
            for path, messages in exc.field_errors.items():
                match = _ADDRESS_PATH.match(path)
                if match:
                    self.select_address(int(match.group(1)))
                    placed[CustomerField.ADDRESSES] = translate(
                        "Customers", "Address {number}: {problem}"
                    ).format(
                        number=format_count(int(match.group(1)) + 1), problem=" ".join(messages)
                    )
                elif (field := self.field_of_path(path)) is not None:
                    placed[field] = " ".join(messages)
                else:
                    others.append(" ".join(messages))
            self._set_field_errors(placed)
            self._set_form_error(" ".join(others) or self.texts().not_saved)
            self.errors.report(exc, context or self.texts().saving)
            return
        if (
            isinstance(exc, api_errors.BusinessRuleViolation)
            and exc.error_code == ErrorCode.ItemCannotDeleteItInUse
        ):
            self._set_form_error(in_use_message())
            self.errors.report(exc, context or self.texts().deleting)
            return
        super().show_server_error(exc, context=context)

    async def _load_choices(self) -> None:
        try:
            accounts = await self.session.references.accounts()
            self.receivable_accounts = [
                account for account in accounts if account.type == AccountType.AccountsReceivable
            ]
            if self.is_new:
                self.receivable_groups = await self.session.client.accounts.nodes(
                    account_type=AccountType.AccountsReceivable
                )
            if self.base is not None and self.base.addresses:
                for address in await self.session.client.customers.addresses(self.base.id):
                    if address.country is not None and address.country.name:
                        self.country_names[address.country.id] = address.country.name
        except api_errors.ApiError as exc:
            self._set_form_error(
                translate("Customers", "The account list could not be loaded: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, translate("Customers", "Loading accounts"))
        self.choicesLoaded.emit()

    # -- editing -------------------------------------------------------------------------
    def update(self, field: CustomerField, value: object) -> None:
        """The clerk changed one field: keep it, clear that field's error (and its group's),
        and save the draft a moment later. Choosing a city sets its country and drops a
        district of another city."""
        self.set_value(_FIELD_ATTRIBUTES[field], value, field=field.value)
        if field is CustomerField.CONTACT_CITY:
            city = value if isinstance(value, int) else None
            district = self.form.contact_district_id
            if district is not None and self.city_of_district(district) != city:
                self.set_value("contact_district_id", None, field=CustomerField.CONTACT_DISTRICT)
            self.set_value("contact_country_id", self.country_of_city(city))

    def district_choices(self, city_id: int | None, typed: str) -> list[Choice]:
        """The districts of ``city_id`` whose name holds ``typed`` (none without a city:
        a district belongs to its city)."""
        if city_id is None:
            return []
        needle = typed.strip().casefold()
        return [
            choice
            for choice in self._districts.all()
            if choice.payload.get("cityId") == city_id
            and (not needle or needle in choice.label.casefold())
        ]

    def district(self, district_id: int) -> Choice | None:
        return self._districts.get(district_id)

    def city_of_district(self, district_id: int) -> int | None:
        choice = self._districts.get(district_id)
        city = choice.payload.get("cityId") if choice is not None else None
        return city if isinstance(city, int) else None

    def country_of_city(self, city_id: int | None) -> int | None:
        choice = self.cities.get(city_id) if city_id is not None else None
        country = choice.payload.get("countryId") if choice is not None else None
        return country if isinstance(country, int) else None

    def country_text(self, country_id: int | None) -> str:
        if country_id is None:
            return ""
        # The API lists no countries: the client knows the service's few by id (in the
        # clerk's language); another is named as the server named it, else "the city's".
        if country_id in COUNTRIES:
            return country_name(country_id)
        return self.country_names.get(country_id) or translate("Customers", "Set by the city")

    # -- addresses -----------------------------------------------------------------------
    def select_address(self, row: int) -> None:
        if 0 <= row < len(self.form.addresses) and row != self.current_address:
            self.current_address = row
            self.addressesChanged.emit()

    def add_address(self) -> None:
        """A new, empty address, selected; the first one a customer has is its default."""
        address = AddressForm(is_default=not self.form.addresses)
        self._set_addresses((*self.form.addresses, address))
        self.current_address = len(self.form.addresses) - 1
        self.addressesChanged.emit()

    def remove_address(self) -> None:
        row = self.current_address
        if not 0 <= row < len(self.form.addresses):
            return
        addresses = self.form.addresses[:row] + self.form.addresses[row + 1 :]
        if addresses and not any(address.is_default for address in addresses):
            addresses = (dataclasses.replace(addresses[0], is_default=True), *addresses[1:])
        self.current_address = min(row, len(addresses) - 1)
        self._set_addresses(addresses)
        self.addressesChanged.emit()

    def update_address(self, attribute: str, value: object) -> None:
        """The clerk changed one field of the selected address. A city sets its country and
        drops a district of another city; one default address at most."""
        row = self.current_address
        if not 0 <= row < len(self.form.addresses):
            return
        address = self.form.addresses[row]
        if getattr(address, attribute) == value:
            return
        changes: dict[str, object] = {attribute: value}
        if attribute == "city_id":
            city = value if isinstance(value, int) else None
            changes["country_id"] = self.country_of_city(city)
            if address.district_id is not None and self.city_of_district(address.district_id) != (
                city
            ):
                changes["district_id"] = None
        addresses = list(self.form.addresses)
        addresses[row] = dataclasses.replace(address, **changes)  # type: ignore[arg-type]
        if attribute == "is_default" and value:
            addresses = [
                dataclasses.replace(other, is_default=index == row)
                for index, other in enumerate(addresses)
            ]
        self._set_addresses(tuple(addresses))
        self.addressesChanged.emit()

    def _set_addresses(self, addresses: tuple[AddressForm, ...]) -> None:
        self.form = dataclasses.replace(self.form, addresses=addresses)
        self.submitted = False
        if CustomerField.ADDRESSES in self.field_errors:
            self._set_field_errors(
                {k: v for k, v in self.field_errors.items() if k != CustomerField.ADDRESSES}
            )
        self.changed()

    def take_server_version(self) -> None:
        super().take_server_version()
        self.current_address = 0 if self.form.addresses else -1
        self.addressesChanged.emit()

    # -- deactivate ----------------------------------------------------------------------
    def deactivate(self) -> None:
        """Make the saved customer inactive on the server (kept on old documents, not
        offered on new ones), then show the server's copy."""
        if self.base is not None:
            self.run(self._deactivate(self.base.id), context=translate("Customers", "Deactivating"))

    async def _deactivate(self, customer_id: int) -> None:
        self._set_saving(True)
        try:
            await self.session.client.customers.deactivate(customer_id)
            fresh = await self.session.client.customers.get(customer_id)
        except api_errors.ApiError as exc:
            self.show_server_error(exc, context=translate("Customers", "Deactivating customer"))
            return
        finally:
            self._set_saving(False)
        keep_typing = self.dirty
        self.base = fresh
        if keep_typing:
            # What the clerk typed stays; only the flag follows the server.
            self.form = dataclasses.replace(self.form, active=False)
        else:
            self.form = CustomerForm.of(fresh)
        self._set_form_error("")
        self.formChanged.emit()
        self.titleChanged.emit(self.title)
        self.deactivated.emit()
        self.session.changes.publish(Changes.of(self.resource))


def in_use_message() -> str:
    return translate(
        "Customers",
        "This customer cannot be deleted: documents or ledger entries name it. Deactivate it "
        "instead: it stays on its documents but is no longer offered on new ones.",
    )


class CustomerActivityViewModel(TaskOwner):
    """A saved customer's balance and the documents still to invoice (read on demand)."""

    balanceChanged = Signal()
    documentsChanged = Signal()
    loadingChanged = Signal(bool)

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        customer_id: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.customer_id = customer_id
        self.balance: Decimal | None = None
        self.balance_error = ""
        self.document_types: set[InvoiceableDocumentType] = set(InvoiceableDocumentType)
        self.documents: list[InvoiceableDocumentResponse] = []
        self.total = 0
        self.offset = 0
        self.documents_error = ""
        self._generation = 0

    def load_balance(self) -> None:
        self.run(self._load_balance(), context=translate("Customers", "Reading the balance"))

    async def _load_balance(self) -> None:
        try:
            self.balance = await self.session.client.customers.balance(self.customer_id)
            self.balance_error = ""
        except api_errors.ApiError as exc:
            self.balance_error = describe_error(exc).text
            self.errors.report(exc, translate("Customers", "Reading the balance"))
        self.balanceChanged.emit()

    def set_document_type(self, kind: InvoiceableDocumentType, wanted: bool) -> None:
        """Include or leave out one kind; back to the first page."""
        if wanted:
            self.document_types.add(kind)
        else:
            self.document_types.discard(kind)
        self.load_documents(0)

    def load_documents(self, offset: int | None = None) -> None:
        """One page of 20 from ``offset`` (the current page when None)."""
        if offset is not None:
            self.offset = max(0, offset)
        self._generation += 1
        self.run(
            self._load_documents(self._generation),
            context=translate("Customers", "Reading invoiceable documents"),
        )

    def next_page(self) -> None:
        if self.offset + INVOICEABLE_PAGE < self.total:
            self.load_documents(self.offset + INVOICEABLE_PAGE)

    def previous_page(self) -> None:
        if self.offset > 0:
            self.load_documents(self.offset - INVOICEABLE_PAGE)

    async def _load_documents(self, generation: int) -> None:
        if not self.document_types:
            # The endpoint refuses an empty type list: nothing chosen is nothing to show.
            self.documents, self.total, self.documents_error = [], 0, ""
            self.documentsChanged.emit()
            return
        kinds = [kind for kind in InvoiceableDocumentType if kind in self.document_types]
        self.loadingChanged.emit(True)
        try:
            page = await self.session.client.customers.invoiceable_documents(
                self.customer_id, document_types=kinds, offset=self.offset, limit=INVOICEABLE_PAGE
            )
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self.documents_error = describe_error(exc).text
                self.errors.report(exc, translate("Customers", "Reading invoiceable documents"))
                self.documentsChanged.emit()
            return
        finally:
            if generation == self._generation:
                self.loadingChanged.emit(False)
        if generation != self._generation:
            return
        self.documents = list(page.items)
        self.total = page.total_count
        self.documents_error = ""
        self.documentsChanged.emit()

    def page_text(self) -> str:
        if not self.total:
            return translate("Customers", "Nothing left to invoice.")
        return translate("Customers", "{first}–{last} of {total}").format(
            first=format_count(self.offset + 1),
            last=format_count(self.offset + len(self.documents)),
            total=format_count(self.total),
        )
