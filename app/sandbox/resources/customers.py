"""Customers (spec: conventions and master data, "Customer" and "Customers").

The spec gives full rules for the list (1 to 9), get by id, addresses, balance, invoiceable
documents and create; every other customer operation is "not shown". What the sandbox does
there follows the patterns the spec states for its other master data (full-replace updates,
update and delete by trimmed exact code, "Dupplicated" codes, ItemCannotDeleteItInUse) and
is listed in GUESSES.md.

Create and update check, in this order: fields that settings make required (400),
referenced records, an existing receivable account among them (400), the contact location
and each address (409 CountryNotFound / CityNotFound /
CustomerAddressMustContainBuildingNumber), uniqueness of code, name and external id (409
DupplicatedCode / DupplicatedName), and last, on create, the account group a customer's own
receivable account goes under (400).

Routes with a code in the path take the rest of the path (``/code/{code:customer_code}``):
a code holding a slash, escaped by the client, still names its customer. The router sees
the path unescaped, so a path ending in ``/deactivate`` is the deactivate route and never a
code: ``PUT /code/0/deactivate`` answers 405 (Allow: PATCH), not a 400 about the body of a
customer coded "0/deactivate" (a code cannot end so).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from functools import partial
from typing import Annotated, TypeVar

from fastapi import APIRouter, Query, Response
from fastapi.responses import JSONResponse
from starlette.convertors import PathConvertor, register_url_convertor

from app.models.base import INT32_MAX, IsoDateTime, Money
from app.models.common import AccountReference, CurrencyReference, PagedResult
from app.models.customers import (
    CityReference,
    CountryReference,
    CustomerAddressResponse,
    CustomerAddressUpsertRequest,
    CustomerAddressWithLocationResponse,
    CustomerBatchResult,
    CustomerBatchUpdateByCodeRequest,
    CustomerBatchUpdateByIdRequest,
    CustomerCreateRequest,
    CustomerFindByExternalIdsRequest,
    CustomerFindByIdsRequest,
    CustomerPricingType,
    CustomerResponse,
    CustomerType,
    CustomerUpsertRequest,
    DistrictReference,
    InvoiceableDocumentResponse,
    InvoiceableDocumentType,
    SalesPersonReference,
)
from app.models.error_codes import ErrorCode
from app.models.text_rules import SOME_VALUE_NOT_BLANK
from app.sandbox.auth import Caller
from app.sandbox.db import stored_utc, utc_now
from app.sandbox.paging import DEFAULT_LIMIT, PageRequest, StrictPage, paged
from app.sandbox.permissions import DataKind, grant, sees_everything
from app.sandbox.problems import Problem, business_rule, invalid, not_found
from app.sandbox.queries import contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_int, get_setting
from app.sandbox.stored_amounts import stored_amount


class CustomerCodeConvertor(PathConvertor):
    """The rest of the path, slashes included, unless it ends in a sub-route of a code."""

    regex = r".+(?<!/deactivate)"


register_url_convertor("customer_code", CustomerCodeConvertor())

router = APIRouter(prefix="/customers", tags=["Customers"], route_class=ApiRoute)

T = TypeVar("T")

# List rule 7: longer filters are cut to these lengths before matching.
NAME_FILTER_CUT = 100
EMAIL_FILTER_CUT = 50
# List rule 1: at most this many customers per searched field.
SEARCH_LIMIT_PER_FIELD = 50
SEARCHABLE_COLUMNS = ("name", "mobile", "code", "phone", "email")
# Invoiceable documents: "limit (here 1 to 20 when sent)".
INVOICEABLE_MAX_LIMIT = 20
SUPPORTED_INVOICEABLE_TYPES = frozenset(kind.value for kind in InvoiceableDocumentType)
SALES_DOCUMENT_TYPES = ("SO", "SR")
WORK_ORDER_TYPES = ("IO", "RR")
# E-invoicing systems that identify a business buyer by its tax registration number.
EINVOICING_WITH_BUSINESS_BUYER_ID = frozenset({"Egypt", "KSA"})
RECEIVABLE = "AccountsReceivable"
# SQLite binds at most 32766 variables; reference batches stay far below.
_IN_CHUNK = 500


# -- small helpers --------------------------------------------------------------------------------
def _clean(text: str | None) -> str | None:
    """Stored form of an optional text: trimmed, and blank stored as null."""
    if text is None or not text.strip():
        return None
    return text.strip()


def _chunks(values: Sequence[T]) -> Iterator[Sequence[T]]:
    for start in range(0, len(values), _IN_CHUNK):
        yield values[start : start + _IN_CHUNK]


def _rows_by_id(
    conn: sqlite3.Connection,
    sql: str,
    ids: Iterable[int | None],
    key: str = "id",
    *,
    args: Sequence[object] = (),
) -> dict[int, list[sqlite3.Row]]:
    """Rows of ``sql`` (whose last placeholder is ``IN ({})``, after ``args``) for ``ids``,
    grouped by column ``key``; None ids are skipped."""
    unique = sorted({value for value in ids if value is not None})
    grouped: dict[int, list[sqlite3.Row]] = {}
    for chunk in _chunks(unique):
        placeholders = ", ".join("?" * len(chunk))
        for row in conn.execute(sql.format(placeholders), [*args, *chunk]):
            grouped.setdefault(int(row[key]), []).append(row)
    return grouped


def _reference(
    found: dict[int, list[sqlite3.Row]], ref_id: int | None, build: Callable[..., T]
) -> T | None:
    """A reference: null when unset, only the id when the record no longer exists."""
    if ref_id is None:
        return None
    match = found.get(ref_id)
    return build(**dict(match[0])) if match else build(id=ref_id)


def _resolved(
    found: dict[int, list[sqlite3.Row]], ref_id: int | None, build: Callable[..., T]
) -> T | None:
    """A reference that is null both when unset and when the record no longer exists."""
    match = found.get(ref_id) if ref_id is not None else None
    return build(**dict(match[0])) if match else None


def _flag(value: int | None) -> bool | None:
    return None if value is None else bool(value)


def _normalized_mobile_filter(mobile: str) -> str:
    """List rule 3: plus signs and spaces removed from the input, then a leading 00."""
    digits = mobile.replace("+", "").replace(" ", "")
    return digits.removeprefix("00")


def _load(conn: sqlite3.Connection, tenant_id: int, customer_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM customers WHERE tenant_id = ? AND id = ?", (tenant_id, customer_id)
    ).fetchone()
    if row is None:
        raise not_found(f"Customer {customer_id} does not exist.")
    return row


def _load_by_code(conn: sqlite3.Connection, tenant_id: int, code: str) -> sqlite3.Row:
    """The customer whose code is exactly the trimmed ``code`` (404 otherwise)."""
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM customers WHERE tenant_id = ? AND code = ? ORDER BY id LIMIT 1",
        (tenant_id, code.strip()),
    ).fetchone()
    if row is None:
        raise not_found(f"No customer has the code '{code.strip()}'.")
    return row


# -- responses ------------------------------------------------------------------------------------
def _address_response(row: sqlite3.Row) -> CustomerAddressResponse:
    return CustomerAddressResponse(
        id=row["id"],
        customer_id=row["customer_id"],
        name=row["name"],
        country_id=row["country_id"],
        city_id=row["city_id"],
        district_id=row["district_id"],
        street=row["street"],
        building_number=row["building_number"],
        description=row["description"],
        phone=row["phone"],
        is_default=bool(row["is_default"]),
    )


def _responses(
    conn: sqlite3.Connection,
    rows: Sequence[sqlite3.Row],
    balances: dict[int, float] | None = None,
) -> list[CustomerResponse]:
    """Customers as answered, with their references loaded in one query per kind (a page of
    1,000 customers costs six queries, not six thousand)."""
    ids = [int(row["id"]) for row in rows]
    tags = _rows_by_id(
        conn,
        "SELECT customer_id, tag FROM customer_tags WHERE customer_id IN ({}) ORDER BY rowid",
        ids,
        key="customer_id",
    )
    addresses = _rows_by_id(
        conn,
        "SELECT * FROM customer_addresses WHERE customer_id IN ({}) ORDER BY id",
        ids,
        key="customer_id",
    )
    sales_persons = _rows_by_id(
        conn,
        "SELECT id, code, name FROM sales_persons WHERE id IN ({})",
        (row["sales_person_id"] for row in rows),
    )
    accounts = _rows_by_id(
        conn,
        "SELECT id, code, name FROM accounts WHERE id IN ({})",
        (row["related_account_id"] for row in rows),
    )
    currencies = _rows_by_id(
        conn,
        "SELECT id, code, name FROM currencies WHERE id IN ({})",
        (row["default_foreign_currency_id"] for row in rows),
    )

    results = []
    for row in rows:
        customer_id = int(row["id"])
        results.append(
            CustomerResponse(
                id=customer_id,
                code=row["code"],
                name=row["name"],
                customer_type=row["customer_type"],
                pricing_type=row["pricing_type"],
                price_list_id=row["price_list_id"],
                tax_registration_id=row["tax_registration_id"],
                national_id=row["national_id"],
                shipping_term=row["shipping_term"],
                insurance=row["insurance"],
                guarantee=stored_amount(row["guarantee"]),
                credit_limit=stored_amount(row["credit_limit"]),
                has_discount=_flag(row["has_discount"]),
                discount_mandatory=_flag(row["discount_mandatory"]),
                discount_from=stored_amount(row["discount_from"]),
                discount_to=stored_amount(row["discount_to"]),
                payment_type=row["payment_type"],
                payment_max_due_days=row["payment_max_due_days"],
                external_id=row["external_id"],
                active=bool(row["is_active"]),
                contact_person=row["contact_person"],
                contact_country_id=row["contact_country_id"],
                contact_city_id=row["contact_city_id"],
                contact_district_id=row["contact_district_id"],
                postal_zip_code=row["postal_zip_code"],
                phone=row["phone"],
                phone2=row["phone2"],
                fax=row["fax"],
                mobile=row["mobile"],
                email=row["email"],
                tags=[tag["tag"] for tag in tags.get(customer_id, [])],
                update_date=datetime.fromisoformat(row["updated_at"]),
                balance=Decimal(str((balances or {}).get(customer_id, 0.0))),
                addresses=[_address_response(a) for a in addresses.get(customer_id, [])],
                sales_person=_reference(
                    sales_persons, row["sales_person_id"], SalesPersonReference
                ),
                related_account=_reference(accounts, row["related_account_id"], AccountReference),
                default_foreign_currency=_reference(
                    currencies, row["default_foreign_currency_id"], CurrencyReference
                ),
            )
        )
    return results


def _response(conn: sqlite3.Connection, row: sqlite3.Row) -> CustomerResponse:
    return _responses(conn, [row])[0]


def _balances(conn: sqlite3.Connection, tenant_id: int, ids: Sequence[int]) -> dict[int, float]:
    """Debits minus credits of every ledger line of each customer (posted or not), rounded
    to the organization's decimal places."""
    places = get_int(conn, tenant_id, "decimalPlaces")
    grouped = _rows_by_id(
        conn,
        "SELECT customer_id, total(debit) - total(credit) AS balance FROM ledger_lines "
        "WHERE customer_id IN ({}) GROUP BY customer_id",
        ids,
        key="customer_id",
    )
    return {
        customer_id: round(float(rows[0]["balance"]), places)
        for customer_id, rows in grouped.items()
    }


# -- create and update ------------------------------------------------------------------------
def _stored_values(body: CustomerUpsertRequest, stored: sqlite3.Row | None) -> dict[str, object]:
    """Column values for a create (``stored`` None) or an update (a full replace).

    On update an omitted or empty code, an omitted customerType, active flag or
    relatedAccountId keep the stored value; every other omitted field is cleared. A price
    list is kept only with Custom pricing, the one pricing type that uses it.
    """

    def kept(value: object, column: str, default: object) -> object:
        if value is not None:
            return value
        return stored[column] if stored is not None else default

    pricing = body.pricing_type
    return {
        "code": kept(_clean(body.code), "code", None),
        "name": body.name.strip(),
        "customer_type": str(kept(body.customer_type, "customer_type", CustomerType.Consumer)),
        "pricing_type": str(pricing) if pricing is not None else None,
        "price_list_id": body.price_list_id if pricing is CustomerPricingType.Custom else None,
        "tax_registration_id": _clean(body.tax_registration_id),
        "national_id": _clean(body.national_id),
        "shipping_term": _clean(body.shipping_term),
        "insurance": _clean(body.insurance),
        "guarantee": None if body.guarantee is None else float(body.guarantee),
        "credit_limit": None if body.credit_limit is None else float(body.credit_limit),
        "has_discount": None if body.has_discount is None else int(body.has_discount),
        "discount_mandatory": (
            None if body.discount_mandatory is None else int(body.discount_mandatory)
        ),
        "discount_from": None if body.discount_from is None else float(body.discount_from),
        "discount_to": None if body.discount_to is None else float(body.discount_to),
        "payment_type": str(body.payment_type) if body.payment_type is not None else None,
        "payment_max_due_days": body.payment_max_due_days,
        "related_account_id": kept(body.related_account_id, "related_account_id", None),
        "sales_person_id": body.sales_person_id,
        "default_foreign_currency_id": body.default_foreign_currency_id,
        "external_id": _clean(body.external_id),
        "is_active": int(bool(kept(body.active, "is_active", True))),
        "contact_person": _clean(body.contact_person),
        "contact_country_id": body.contact_country_id,
        "contact_city_id": body.contact_city_id,
        "contact_district_id": body.contact_district_id,
        "postal_zip_code": _clean(body.postal_zip_code),
        "phone": _clean(body.phone),
        "phone2": _clean(body.phone2),
        "fax": _clean(body.fax),
        "mobile": _clean(body.mobile),
        "email": _clean(body.email),
    }


def _check_rules(
    conn: sqlite3.Connection,
    tenant_id: int,
    body: CustomerUpsertRequest,
    values: dict[str, object],
    customer_id: int | None,
) -> None:
    """Every create and update rule except the new receivable account, in the module's order."""
    _check_settings(conn, tenant_id, values)
    _check_references(conn, tenant_id, body, values)
    _check_location(
        conn,
        tenant_id,
        body.contact_country_id,
        body.contact_city_id,
        body.contact_district_id,
        field_prefix="contact",
    )
    einvoicing = get_setting(conn, tenant_id, "eInvoicing")
    for index, address in enumerate(body.addresses or []):
        _check_address(conn, tenant_id, index, address, ksa=einvoicing == "KSA")
    _check_unique(conn, tenant_id, values, customer_id)


def _check_settings(conn: sqlite3.Connection, tenant_id: int, values: dict[str, object]) -> None:
    """Fields that organization settings make required (400 on the field)."""
    if get_flag(conn, tenant_id, "customerMobileRequired") and values["mobile"] is None:
        raise invalid("mobile", "The organization requires a mobile number for every customer.")
    if get_flag(conn, tenant_id, "customerEmailRequired") and values["email"] is None:
        raise invalid("email", "The organization requires an e-mail address for every customer.")
    # "taxRegistrationId ... may be required for business customers": Egyptian and Saudi
    # e-invoices name a business buyer by its tax registration (VAT) number. nationalId
    # ("may be required for consumer customers") is asked only when an invoice needs it,
    # never on the customer itself.
    einvoicing = get_setting(conn, tenant_id, "eInvoicing")
    if (
        einvoicing in EINVOICING_WITH_BUSINESS_BUYER_ID
        and values["customer_type"] == CustomerType.Business
        and values["tax_registration_id"] is None
    ):
        raise invalid(
            "taxRegistrationId",
            f"The organization uses {einvoicing} e-invoicing: a business customer needs its "
            "tax registration number.",
        )


def _check_references(
    conn: sqlite3.Connection,
    tenant_id: int,
    body: CustomerUpsertRequest,
    values: dict[str, object],
) -> None:
    """Referenced records must exist in the organization (400 on the field)."""
    checks = (
        ("priceListId", values["price_list_id"], "price_lists", "price list"),
        ("salesPersonId", values["sales_person_id"], "sales_persons", "sales person"),
        (
            "defaultForeignCurrencyId",
            values["default_foreign_currency_id"],
            "currencies",
            "currency",
        ),
    )
    for field, ref_id, table, what in checks:
        if ref_id is not None and not exists(
            conn, f"SELECT 1 FROM {table} WHERE id = ? AND tenant_id = ?", ref_id, tenant_id
        ):
            raise invalid(field, f"The {what} {ref_id} does not exist.")
    if body.related_account_id is not None and not exists(
        conn,
        "SELECT 1 FROM accounts WHERE id = ? AND tenant_id = ? AND type = ?",
        body.related_account_id,
        tenant_id,
        RECEIVABLE,
    ):
        raise invalid(
            "relatedAccountId",
            f"Account {body.related_account_id} is not a receivable account of the organization.",
        )


def _check_location(
    conn: sqlite3.Connection,
    tenant_id: int,
    country_id: int | None,
    city_id: int | None,
    district_id: int | None,
    *,
    field_prefix: str,
) -> None:
    """Country, city and district must exist and, when given together, contain each other.

    ``field_prefix`` names the fields in a 400: ``contact`` (contactDistrictId) or
    ``addresses[2].`` (addresses[2].districtId).
    """
    if country_id is not None and not exists(
        conn, "SELECT 1 FROM countries WHERE id = ?", country_id
    ):
        raise business_rule(ErrorCode.CountryNotFound, f"Country {country_id} does not exist.")
    if city_id is not None:
        city = conn.execute(
            "SELECT country_id FROM cities WHERE id = ? AND tenant_id = ?", (city_id, tenant_id)
        ).fetchone()
        if city is None or (country_id is not None and city["country_id"] != country_id):
            raise business_rule(
                ErrorCode.CityNotFound, f"City {city_id} does not exist in the given country."
            )
    if district_id is not None:
        district = conn.execute(
            "SELECT city_id FROM districts WHERE id = ? AND tenant_id = ?",
            (district_id, tenant_id),
        ).fetchone()
        if district is None or (city_id is not None and district["city_id"] != city_id):
            field = (
                "contactDistrictId" if field_prefix == "contact" else f"{field_prefix}districtId"
            )
            raise invalid(field, f"District {district_id} does not exist in the given city.")


def _check_address(
    conn: sqlite3.Connection,
    tenant_id: int,
    index: int,
    address: CustomerAddressUpsertRequest,
    *,
    ksa: bool,
) -> None:
    _check_location(
        conn,
        tenant_id,
        address.country_id,
        address.city_id,
        address.district_id,
        field_prefix=f"addresses[{index}].",
    )
    if ksa and _clean(address.building_number) is None:
        raise business_rule(
            ErrorCode.CustomerAddressMustContainBuildingNumber,
            f"Address {index + 1} has no building number, which KSA e-invoicing requires.",
        )


def _check_unique(
    conn: sqlite3.Connection, tenant_id: int, values: dict[str, object], customer_id: int | None
) -> None:
    """Code, name and external id are unique among the organization's customers, compared
    ignoring case (the NOCASE indexes of the schema serve these lookups)."""
    others = "tenant_id = ? AND id IS NOT ?"
    if values["code"] is not None and exists(
        conn,
        f"SELECT 1 FROM customers WHERE {others} AND code = ? COLLATE NOCASE",
        tenant_id,
        customer_id,
        values["code"],
    ):
        raise business_rule(
            ErrorCode.DupplicatedCode, f"A customer with the code '{values['code']}' exists."
        )
    if exists(
        conn,
        f"SELECT 1 FROM customers WHERE {others} AND name = ? COLLATE NOCASE",
        tenant_id,
        customer_id,
        values["name"],
    ):
        raise business_rule(
            ErrorCode.DupplicatedName, f"A customer named '{values['name']}' exists."
        )
    if values["external_id"] is not None and exists(
        conn,
        f"SELECT 1 FROM customers WHERE {others} AND external_id = ? COLLATE NOCASE",
        tenant_id,
        customer_id,
        values["external_id"],
    ):
        raise business_rule(
            ErrorCode.DupplicatedCode,
            f"A customer with the external id '{values['external_id']}' exists.",
        )


def _receivable_node(
    conn: sqlite3.Connection, tenant_id: int, body: CustomerUpsertRequest
) -> sqlite3.Row | None:
    """The chart node a new customer's own receivable account goes under, or None when the
    customer uses an existing account.

    Only when the organization creates receivable accounts with new customers and no
    relatedAccountId was sent: the node relatedAccountParentId, else the first receivable
    leaf node by code. The node must be a receivable leaf node of the organization (400).
    """
    if body.related_account_id is not None or not get_flag(
        conn, tenant_id, "createReceivableAccountWithCustomer"
    ):
        return None
    leaf_receivable_nodes = (
        "SELECT * FROM account_nodes AS node WHERE tenant_id = ? AND type = ? "
        "AND NOT EXISTS (SELECT 1 FROM account_nodes AS child WHERE child.parent_id = node.id)"
    )
    if body.related_account_parent_id is None:
        node: sqlite3.Row | None = conn.execute(
            f"{leaf_receivable_nodes} ORDER BY code LIMIT 1", (tenant_id, RECEIVABLE)
        ).fetchone()
        if node is None:
            raise invalid(
                "relatedAccountParentId",
                "The organization has no receivable account group: choose one.",
            )
        return node
    node = conn.execute(
        f"{leaf_receivable_nodes} AND id = ?",
        (tenant_id, RECEIVABLE, body.related_account_parent_id),
    ).fetchone()
    if node is None:
        raise invalid(
            "relatedAccountParentId",
            f"Account group {body.related_account_parent_id} is not a receivable group without "
            "sub-groups.",
        )
    return node


def _new_receivable_account(
    conn: sqlite3.Connection, tenant_id: int, node: sqlite3.Row, customer_name: str
) -> int:
    """A receivable account named after the customer: code = node code + the next
    two-digit (or longer) sequence under that node."""
    node_code = str(node["code"])
    codes = conn.execute(
        "SELECT code FROM accounts WHERE tenant_id = ? AND node_id = ?", (tenant_id, node["id"])
    ).fetchall()
    sequences = [
        int(row["code"][len(node_code) :])
        for row in codes
        if row["code"].startswith(node_code) and row["code"][len(node_code) :].isdigit()
    ]
    code = f"{node_code}{max(sequences, default=0) + 1:02d}"
    now = utc_now()
    cursor = conn.execute(
        "INSERT INTO accounts (tenant_id, node_id, code, name, type, is_active, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)",
        (tenant_id, node["id"], code, customer_name, RECEIVABLE, now, now),
    )
    return int(cursor.lastrowid or 0)


def _default_receivable_account(conn: sqlite3.Connection, tenant_id: int) -> int | None:
    """The account a new customer shares when none is given or created: the first active
    receivable account by code (the demo's 110301 Trade receivables)."""
    row = conn.execute(
        "SELECT id FROM accounts WHERE tenant_id = ? AND type = ? AND is_active = 1 "
        "ORDER BY code LIMIT 1",
        (tenant_id, RECEIVABLE),
    ).fetchone()
    return int(row["id"]) if row else None


def _clean_tags(tags: list[str]) -> list[str]:
    """Trimmed, blanks dropped, repeats (ignoring case) dropped, first kept."""
    seen: set[str] = set()
    result = []
    for tag in tags:
        cleaned = tag.strip()
        if cleaned and cleaned.casefold() not in seen:
            seen.add(cleaned.casefold())
            result.append(cleaned)
    return result


def _replace_tags(conn: sqlite3.Connection, customer_id: int, tags: list[str]) -> None:
    conn.execute("DELETE FROM customer_tags WHERE customer_id = ?", (customer_id,))
    conn.executemany(
        "INSERT INTO customer_tags (customer_id, tag) VALUES (?, ?)",
        [(customer_id, tag) for tag in _clean_tags(tags)],
    )


def _replace_addresses(
    conn: sqlite3.Connection, customer_id: int, addresses: list[CustomerAddressUpsertRequest]
) -> None:
    """The customer's addresses become exactly ``addresses``.

    An entry whose id is one of this customer's stored addresses updates it in place; any
    other entry is new; stored addresses not named are removed. One address is the default:
    the first flagged so, else the first.
    """
    stored = {
        int(row["id"])
        for row in conn.execute(
            "SELECT id FROM customer_addresses WHERE customer_id = ?", (customer_id,)
        )
    }
    flagged = [index for index, address in enumerate(addresses) if address.is_default]
    default_index = flagged[0] if flagged else 0
    kept: set[int] = set()
    for index, address in enumerate(addresses):
        columns = {
            "name": _clean(address.name),
            "country_id": address.country_id,
            "city_id": address.city_id,
            "district_id": address.district_id,
            "street": _clean(address.street),
            "building_number": _clean(address.building_number),
            "description": _clean(address.description),
            "phone": _clean(address.phone),
            "is_default": int(index == default_index),
        }
        if address.id in stored and address.id not in kept:
            assignments = ", ".join(f"{column} = ?" for column in columns)
            conn.execute(
                f"UPDATE customer_addresses SET {assignments} WHERE id = ?",
                (*columns.values(), address.id),
            )
            kept.add(address.id)
        else:
            conn.execute(
                f"INSERT INTO customer_addresses (customer_id, {', '.join(columns)}) "
                f"VALUES (?, {', '.join('?' * len(columns))})",
                (customer_id, *columns.values()),
            )
    for address_id in stored - kept:
        conn.execute("DELETE FROM customer_addresses WHERE id = ?", (address_id,))


def _create(conn: sqlite3.Connection, caller: Caller, body: CustomerUpsertRequest) -> sqlite3.Row:
    tenant_id = caller.tenant_id
    values = _stored_values(body, stored=None)
    _check_rules(conn, tenant_id, body, values, customer_id=None)
    node = _receivable_node(conn, tenant_id, body)
    if node is not None:
        values["related_account_id"] = _new_receivable_account(
            conn, tenant_id, node, str(values["name"])
        )
    elif values["related_account_id"] is None:
        values["related_account_id"] = _default_receivable_account(conn, tenant_id)
    now = utc_now()
    cursor = conn.execute(
        f"INSERT INTO customers (tenant_id, {', '.join(values)}, created_at, updated_at) "
        f"VALUES (?, {', '.join('?' * len(values))}, ?, ?)",
        (tenant_id, *values.values(), now, now),
    )
    customer_id = int(cursor.lastrowid or 0)
    _replace_tags(conn, customer_id, body.tags or [])
    _replace_addresses(conn, customer_id, body.addresses or [])
    # A clerk restricted to permitted customers can see what it just created.
    if not sees_everything(conn, caller):
        grant(conn, caller.user_id, DataKind.CUSTOMER, customer_id)
    return _load(conn, tenant_id, customer_id)


def _update(
    conn: sqlite3.Connection, caller: Caller, stored: sqlite3.Row, body: CustomerUpsertRequest
) -> sqlite3.Row:
    """Full replace of ``stored`` (see ``_stored_values``); omitted tags and addresses
    (null) keep the stored ones, an empty list removes them."""
    customer_id = int(stored["id"])
    values = _stored_values(body, stored)
    _check_rules(conn, caller.tenant_id, body, values, customer_id)
    assignments = ", ".join(f"{column} = ?" for column in values)
    conn.execute(
        f"UPDATE customers SET {assignments}, updated_at = ? WHERE id = ?",
        (*values.values(), utc_now(), customer_id),
    )
    if body.tags is not None:
        _replace_tags(conn, customer_id, body.tags)
    if body.addresses is not None:
        _replace_addresses(conn, customer_id, body.addresses)
    return _load(conn, caller.tenant_id, customer_id)


def _delete(conn: sqlite3.Connection, stored: sqlite3.Row) -> None:
    """Delete for good; a customer named by documents, ledger lines or sold serial numbers
    is in use (409 ItemCannotDeleteItInUse). Its own receivable account stays: the chart
    keeps accounts that had a party."""
    customer_id = int(stored["id"])
    if exists(
        conn,
        "SELECT 1 FROM documents WHERE customer_id = ? "
        "UNION ALL SELECT 1 FROM ledger_lines WHERE customer_id = ? "
        "UNION ALL SELECT 1 FROM stock_item_serials WHERE customer_id = ? LIMIT 1",
        customer_id,
        customer_id,
        customer_id,
    ):
        raise business_rule(
            ErrorCode.ItemCannotDeleteItInUse,
            f"Customer {stored['code'] or customer_id} is used by documents and cannot be "
            "deleted; deactivate it instead.",
        )
    conn.execute("DELETE FROM customer_tags WHERE customer_id = ?", (customer_id,))
    conn.execute("DELETE FROM customer_addresses WHERE customer_id = ?", (customer_id,))
    conn.execute(
        "DELETE FROM data_permissions WHERE kind = ? AND entity_id = ?",
        (DataKind.CUSTOMER.value, customer_id),
    )
    conn.execute("DELETE FROM customers WHERE id = ?", (customer_id,))


def _deactivate(conn: sqlite3.Connection, stored: sqlite3.Row) -> None:
    if stored["is_active"]:
        conn.execute(
            "UPDATE customers SET is_active = 0, updated_at = ? WHERE id = ?",
            (utc_now(), stored["id"]),
        )


# -- batches ----------------------------------------------------------------------------------
@dataclass
class _BatchOutcome:
    """What a batch did: failures by entry key, and the ids it stored, in request order."""

    failed: dict[str, str]
    stored_ids: list[int]


def _failure_text(problem: Problem) -> str:
    """A failed entry's message; it contains the error code where the failure has one."""
    if problem.error_code:
        return f"{problem.error_code}: {problem.detail}"
    if problem.errors:
        return "; ".join(
            f"{field}: {message}"
            for field, messages in problem.errors.items()
            for message in messages
        )
    return problem.detail or problem.title


def _run_batch(
    conn: sqlite3.Connection,
    entries: Sequence[tuple[str, Callable[[], sqlite3.Row]]],
) -> _BatchOutcome:
    """Run each entry in its own savepoint: a failed entry leaves no trace and does not stop
    the others. Two failures under one key are both reported, joined by "; "."""
    outcome = _BatchOutcome(failed={}, stored_ids=[])
    for key, work in entries:
        conn.execute("SAVEPOINT customer_batch_entry")
        try:
            row = work()
        except Problem as problem:
            conn.execute("ROLLBACK TO customer_batch_entry")
            conn.execute("RELEASE customer_batch_entry")
            text = _failure_text(problem)
            previous = outcome.failed.get(key)
            outcome.failed[key] = f"{previous}; {text}" if previous else text
        else:
            conn.execute("RELEASE customer_batch_entry")
            outcome.stored_ids.append(int(row["id"]))
    return outcome


def _batch_result(conn: sqlite3.Connection, outcome: _BatchOutcome) -> CustomerBatchResult:
    rows_by_id = _rows_by_id(conn, "SELECT * FROM customers WHERE id IN ({})", outcome.stored_ids)
    # Two entries for one customer are answered once per entry, both with the final state.
    rows = [rows_by_id[customer_id][0] for customer_id in outcome.stored_ids]
    return CustomerBatchResult(failed=outcome.failed, succeeded=_responses(conn, rows))


def _customer_not_found(detail: str) -> Problem:
    """A batch entry naming no customer: reported with the spec's CustomerNotFound code."""
    return Problem(404, detail, error_code=ErrorCode.CustomerNotFound)


# -- list and search --------------------------------------------------------------------------
def _search_fields(conn: sqlite3.Connection, tenant_id: int) -> list[str]:
    """customerSearchFields: known column names in the order given; unknown ones ignored."""
    raw = get_setting(conn, tenant_id, "customerSearchFields")
    fields = []
    for part in raw.split(","):
        name = part.strip().lower()
        if name in SEARCHABLE_COLUMNS and name not in fields:
            fields.append(name)
    return fields


def _sales_person_scope(conn: sqlite3.Connection, caller: Caller) -> tuple[str, list[object]]:
    """List rule 1: a caller linked to a sales person searches only unassigned customers,
    that person's customers and the customers of the persons it directly supervises."""
    row = conn.execute(
        "SELECT sales_person_id FROM api_users WHERE id = ?", (caller.user_id,)
    ).fetchone()
    if row is None or row["sales_person_id"] is None:
        return "", []
    person = int(row["sales_person_id"])
    return (
        " AND (sales_person_id IS NULL OR sales_person_id = ? OR sales_person_id IN "
        "(SELECT id FROM sales_persons WHERE supervisor_id = ?))",
        [person, person],
    )


def _search_ids(conn: sqlite3.Connection, caller: Caller, search: str) -> list[int]:
    """List rule 1: active customers whose searched fields match, spaces ignored on both
    sides; at most SEARCH_LIMIT_PER_FIELD per field (the lowest ids), merged, by id."""
    tenant_id = caller.tenant_id
    term = search.replace(" ", "")
    mode = get_setting(conn, tenant_id, "customerSearchMatchMode")
    if mode == "Exact":
        condition, argument = "= ? COLLATE NOCASE", term
    elif mode == "StartsWith":
        condition, argument = "LIKE ? ESCAPE '\\'", contains_pattern(term)[1:]
    else:
        condition, argument = "LIKE ? ESCAPE '\\'", contains_pattern(term)
    scope, scope_args = _sales_person_scope(conn, caller)
    found: set[int] = set()
    for column in _search_fields(conn, tenant_id):
        rows = conn.execute(
            f"SELECT id FROM customers WHERE tenant_id = ? AND is_active = 1 "
            f"AND replace(coalesce({column}, ''), ' ', '') {condition}{scope} "
            "ORDER BY id LIMIT ?",
            (tenant_id, argument, *scope_args, SEARCH_LIMIT_PER_FIELD),
        ).fetchall()
        found.update(int(row["id"]) for row in rows)
    return sorted(found)


@router.get("", **requires("read:customer"))
def list_customers(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    code: Annotated[str | None, Query(max_length=50)] = None,
    name: Annotated[str | None, Query(max_length=250)] = None,
    phone: Annotated[str | None, Query(max_length=50)] = None,
    mobile: Annotated[str | None, Query(max_length=50)] = None,
    email: Annotated[str | None, Query(max_length=250)] = None,
    external_id: Annotated[str | None, Query(alias="externalId", max_length=50)] = None,
    update_date: Annotated[IsoDateTime | None, Query(alias="updateDate")] = None,
    search: Annotated[str | None, Query()] = None,
) -> PagedResult[CustomerResponse]:
    """Rules 1 to 9 of "GET /v3/customers". Blank (empty or whitespace) filters are absent."""
    with db.transaction() as conn:
        if search is not None and search.strip():
            # Rule 1: search overrides every other filter (and data permissions).
            ids = _search_ids(conn, caller, search.strip())
            page_ids = ids[page.offset : page.offset + page.limit]
            rows_by_id = _rows_by_id(conn, "SELECT * FROM customers WHERE id IN ({})", page_ids)
            rows = [rows_by_id[customer_id][0] for customer_id in page_ids]
            return paged(_responses(conn, rows), len(ids), page, zero_total_when_empty=False)

        where = ["customers.tenant_id = ?"]
        args: list[object] = [caller.tenant_id]
        # Rule 3: contains matches (rule 7: name and email cut first), mobile normalized.
        contains_filters = (
            ("code", code, None),
            ("name", name, NAME_FILTER_CUT),
            ("phone", phone, None),
            ("email", email, EMAIL_FILTER_CUT),
        )
        text_filtered = False
        for column, value, cut in contains_filters:
            if value is not None and value.strip():
                where.append(f"customers.{column} LIKE ? ESCAPE '\\'")
                args.append(contains_pattern(value[:cut] if cut else value))
                text_filtered = True
        if mobile is not None and mobile.strip():
            where.append("replace(customers.mobile, ' ', '') LIKE ? ESCAPE '\\'")
            args.append(contains_pattern(_normalized_mobile_filter(mobile)))
            text_filtered = True
        if text_filtered:
            # Rule 5: a text filter lists only active customers with an active receivable
            # account (a customer with no account has no active one).
            where.append(
                "customers.is_active = 1 AND EXISTS (SELECT 1 FROM accounts WHERE "
                "accounts.id = customers.related_account_id AND accounts.is_active = 1)"
            )
        if external_id is not None and external_id.strip():
            where.append("customers.external_id = ?")
            args.append(external_id)
        if update_date is not None:
            # Rule 4: created or updated strictly after.
            where.append("customers.updated_at > ?")
            args.append(stored_utc(update_date))
        # Rule 6: data permissions, when the organization applies them to customers.
        if get_flag(conn, caller.tenant_id, "customerDataPermissions") and not sees_everything(
            conn, caller
        ):
            where.append(
                "customers.id IN (SELECT entity_id FROM data_permissions "
                "WHERE user_id = ? AND kind = ?)"
            )
            args.extend([caller.user_id, DataKind.CUSTOMER.value])
        condition = " AND ".join(where)
        total = conn.execute(f"SELECT count(*) FROM customers WHERE {condition}", args).fetchone()[
            0
        ]
        rows = conn.execute(
            f"SELECT * FROM customers WHERE {condition} ORDER BY customers.id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        # Rule 8: balances only when updateDate is the sole filter.
        only_update_date = (
            update_date is not None
            and not text_filtered
            and not (external_id is not None and external_id.strip())
        )
        balances = (
            _balances(conn, caller.tenant_id, [row["id"] for row in rows])
            if only_update_date
            else None
        )
        # Rule 9: no match is 200 with an empty page.
        return paged(_responses(conn, rows, balances), total, page, zero_total_when_empty=False)


# -- reads ------------------------------------------------------------------------------------
@router.get("/{customer_id:int}", **requires("read:customer"))
def get_customer(customer_id: int, caller: CurrentCaller, db: Db) -> CustomerResponse:
    """Inactive customers too; balance always 0; unset references null."""
    with db.transaction() as conn:
        return _response(conn, _load(conn, caller.tenant_id, customer_id))


@router.get("/{customer_id:int}/addresses", **requires("read:customer"))
def list_addresses(
    customer_id: int, caller: CurrentCaller, db: Db
) -> list[CustomerAddressWithLocationResponse]:
    """The customer's addresses with country, city and district references (null when the
    id is unset or names nothing)."""
    with db.transaction() as conn:
        _load(conn, caller.tenant_id, customer_id)
        rows = conn.execute(
            "SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id", (customer_id,)
        ).fetchall()
        countries = _rows_by_id(
            conn,
            "SELECT id, code, name FROM countries WHERE id IN ({})",
            (row["country_id"] for row in rows),
        )
        # Cities and districts belong to an organization: another one's are unresolved.
        cities = _rows_by_id(
            conn,
            "SELECT id, name FROM cities WHERE tenant_id = ? AND id IN ({})",
            (row["city_id"] for row in rows),
            args=[caller.tenant_id],
        )
        districts = _rows_by_id(
            conn,
            "SELECT id, name FROM districts WHERE tenant_id = ? AND id IN ({})",
            (row["district_id"] for row in rows),
            args=[caller.tenant_id],
        )
    return [
        CustomerAddressWithLocationResponse(
            **_address_response(row).model_dump(),
            country=_resolved(countries, row["country_id"], CountryReference),
            city=_resolved(cities, row["city_id"], CityReference),
            district=_resolved(districts, row["district_id"], DistrictReference),
        )
        for row in rows
    ]


@router.get("/{customer_id:int}/balance", response_model=Money, **requires("read:customer"))
def get_balance(customer_id: int, caller: CurrentCaller, db: Db) -> JSONResponse:
    """A bare decimal: debits minus credits of all the customer's ledger lines, any date,
    posted or not."""
    with db.transaction() as conn:
        _load(conn, caller.tenant_id, customer_id)
        balance = _balances(conn, caller.tenant_id, [customer_id]).get(customer_id, 0.0)
    return JSONResponse(balance)


@router.get("/{customer_id:int}/invoiceable-documents", **requires("read:customer"))
def list_invoiceable_documents(
    customer_id: int,
    caller: CurrentCaller,
    db: Db,
    document_types: Annotated[
        list[str], Query(alias="documentTypes", json_schema_extra=SOME_VALUE_NOT_BLANK)
    ],
    offset: Annotated[int, Query(ge=0, le=INT32_MAX)] = 0,
    limit: Annotated[int | None, Query(ge=1, le=INVOICEABLE_MAX_LIMIT)] = None,
) -> PagedResult[InvoiceableDocumentResponse]:
    """SO and SR not fully invoiced and approved (or flagged to make a work order
    automatically); IO and RR not fully invoiced, not linked to a sales document and not
    auto-generated; merged, by date then code, both descending."""
    wanted = sorted({value.strip().upper() for value in document_types if value.strip()})
    if not wanted:
        raise invalid("documentTypes", "Name at least one document type: SO, SR, IO or RR.")
    page = PageRequest(offset, limit if limit is not None else DEFAULT_LIMIT)
    with db.transaction() as conn:
        _load(conn, caller.tenant_id, customer_id)
        unsupported = [value for value in wanted if value not in SUPPORTED_INVOICEABLE_TYPES]
        if unsupported:
            raise business_rule(
                ErrorCode.InvalidInvoiceableDocumentType,
                f"Unsupported document type(s): {', '.join(unsupported)}. Use SO, SR, IO or RR.",
            )
        type_marks = ", ".join("?" * len(wanted))
        sales, work = (
            ", ".join("?" * len(SALES_DOCUMENT_TYPES)),
            ", ".join("?" * len(WORK_ORDER_TYPES)),
        )
        source = f"""
            FROM documents AS d
            WHERE d.tenant_id = ? AND d.customer_id = ? AND d.type IN ({type_marks})
              AND EXISTS (SELECT 1 FROM document_lines AS line WHERE line.document_id = d.id
                          AND line.invoiced_quantity < line.quantity)
              AND (
                (d.type IN ({sales}) AND (d.is_approved = 1 OR d.require_auto_work_order = 1))
                OR (d.type IN ({work}) AND d.is_auto_generated = 0
                    AND NOT EXISTS (SELECT 1 FROM documents AS related
                                    WHERE related.id = d.related_document_id
                                      AND related.type IN ({sales})))
              )"""
        args = [
            caller.tenant_id,
            customer_id,
            *wanted,
            *SALES_DOCUMENT_TYPES,
            *WORK_ORDER_TYPES,
            *SALES_DOCUMENT_TYPES,
        ]
        total = conn.execute(f"SELECT count(*) {source}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT d.id, d.code, d.type, d.document_date, d.exchange_rate, "
            f"(SELECT total(line.quantity * line.price) FROM document_lines AS line "
            f"WHERE line.document_id = d.id) AS line_total {source} "
            "ORDER BY d.document_date DESC, d.code DESC LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        places = get_int(conn, caller.tenant_id, "decimalPlaces")
    items = []
    for row in rows:
        line_total = float(row["line_total"])
        # Work orders: quantity x value over the lines, divided by the exchange rate. Sales
        # documents: the same sum, already in the document's currency.
        if row["type"] in WORK_ORDER_TYPES and row["exchange_rate"]:
            line_total /= float(row["exchange_rate"])
        items.append(
            InvoiceableDocumentResponse(
                id=row["id"],
                code=row["code"],
                document_type=row["type"],
                document_date=(
                    datetime.fromisoformat(row["document_date"]) if row["document_date"] else None
                ),
                net_total=Decimal(str(round(line_total, places))),
            )
        )
    return paged(items, total, page, zero_total_when_empty=False)


# -- lookups by key ---------------------------------------------------------------------------
@router.post("/find-by-ids", **requires("read:customer"))
def find_by_ids(
    body: CustomerFindByIdsRequest, caller: CurrentCaller, db: Db
) -> list[CustomerResponse]:
    """The customers with these ids, inactive ones too, ordered by id; unknown ids and
    repeats are skipped; balance 0 (as get by id)."""
    with db.transaction() as conn:
        rows_by_id = _rows_by_id(
            conn,
            "SELECT * FROM customers WHERE tenant_id = ? AND id IN ({})",
            body.ids,
            args=[caller.tenant_id],
        )
        rows = [rows_by_id[customer_id][0] for customer_id in sorted(rows_by_id)]
        return _responses(conn, rows)


@router.post("/find-by-external-ids", **requires("read:customer"))
def find_by_external_ids(
    body: CustomerFindByExternalIdsRequest, caller: CurrentCaller, db: Db
) -> list[CustomerResponse]:
    """The customers with these external ids (exact, trimmed), inactive ones too, ordered
    by id; unknown values and repeats are skipped."""
    wanted = sorted({external_id.strip() for external_id in body.external_ids})
    with db.transaction() as conn:
        rows: list[sqlite3.Row] = []
        for chunk in _chunks(wanted):
            rows.extend(
                conn.execute(
                    "SELECT * FROM customers WHERE tenant_id = ? "
                    f"AND external_id IN ({', '.join('?' * len(chunk))})",
                    (caller.tenant_id, *chunk),
                )
            )
        rows.sort(key=lambda row: int(row["id"]))
        return _responses(conn, rows)


# -- create -----------------------------------------------------------------------------------
@router.post("", status_code=201, **requires("create:customer"))
def create_customer(body: CustomerCreateRequest, caller: CurrentCaller, db: Db) -> CustomerResponse:
    """201 with the stored customer (trimmed texts, balance 0)."""
    with db.transaction() as conn:
        return _response(conn, _create(conn, caller, body))


@router.post("/batch", **requires("create:customer"))
def create_customers(
    body: list[CustomerCreateRequest], caller: CurrentCaller, db: Db
) -> CustomerBatchResult:
    """Each entry is created or fails on its own; failures are keyed by the entry's code.

    An entry that breaks a request rule fails the whole batch with 400 (keys ``[i].field``).
    """
    with db.transaction() as conn:
        outcome = _run_batch(
            conn,
            [(entry.code.strip(), partial(_create, conn, caller, entry)) for entry in body],
        )
        return _batch_result(conn, outcome)


# -- update -----------------------------------------------------------------------------------
@router.put("/{customer_id:int}", **requires("update:customer"))
def update_customer(
    customer_id: int, body: CustomerUpsertRequest, caller: CurrentCaller, db: Db
) -> CustomerResponse:
    """Full replace; the path id wins over a body id; unknown id 404."""
    with db.transaction() as conn:
        stored = _load(conn, caller.tenant_id, customer_id)
        return _response(conn, _update(conn, caller, stored, body))


@router.put("/code/{code:customer_code}", **requires("update:customer"))
def update_customer_by_code(
    code: str, body: CustomerUpsertRequest, caller: CurrentCaller, db: Db
) -> CustomerResponse:
    """Full replace of the customer whose code is exactly the trimmed path code (404 when
    none); a non-empty body code renames it."""
    with db.transaction() as conn:
        stored = _load_by_code(conn, caller.tenant_id, code)
        return _response(conn, _update(conn, caller, stored, body))


@router.put("/batch/by-id", **requires("update:customer"))
def update_customers_by_id(
    body: list[CustomerBatchUpdateByIdRequest], caller: CurrentCaller, db: Db
) -> CustomerBatchResult:
    """Each entry replaces the customer its ``id`` names; failures keyed by the id."""

    def by_id(conn: sqlite3.Connection, entry: CustomerBatchUpdateByIdRequest) -> sqlite3.Row:
        stored = conn.execute(
            "SELECT * FROM customers WHERE tenant_id = ? AND id = ?", (caller.tenant_id, entry.id)
        ).fetchone()
        if stored is None:
            raise _customer_not_found(f"Customer {entry.id} does not exist.")
        return _update(conn, caller, stored, entry)

    with db.transaction() as conn:
        outcome = _run_batch(conn, [(str(entry.id), partial(by_id, conn, entry)) for entry in body])
        return _batch_result(conn, outcome)


@router.put("/batch/by-name", **requires("update:customer"))
def update_customers_by_name(
    body: list[CustomerUpsertRequest], caller: CurrentCaller, db: Db
) -> CustomerBatchResult:
    """Each entry replaces the customer whose name equals the entry's trimmed name,
    ignoring case (names are unique), so the name cannot change; failures keyed by name."""

    def by_name(conn: sqlite3.Connection, entry: CustomerUpsertRequest) -> sqlite3.Row:
        stored = conn.execute(
            "SELECT * FROM customers WHERE tenant_id = ? AND name = ? COLLATE NOCASE "
            "ORDER BY id LIMIT 1",
            (caller.tenant_id, entry.name.strip()),
        ).fetchone()
        if stored is None:
            raise _customer_not_found(f"No customer is named '{entry.name.strip()}'.")
        return _update(conn, caller, stored, entry)

    with db.transaction() as conn:
        outcome = _run_batch(
            conn, [(entry.name.strip(), partial(by_name, conn, entry)) for entry in body]
        )
        return _batch_result(conn, outcome)


@router.put("/batch/by-code", **requires("update:customer"))
def update_customers_by_code(
    body: list[CustomerBatchUpdateByCodeRequest], caller: CurrentCaller, db: Db
) -> CustomerBatchResult:
    """Each entry replaces the customer whose code is exactly the entry's trimmed code;
    failures keyed by code."""

    def by_code(conn: sqlite3.Connection, entry: CustomerBatchUpdateByCodeRequest) -> sqlite3.Row:
        stored = conn.execute(
            "SELECT * FROM customers WHERE tenant_id = ? AND code = ? ORDER BY id LIMIT 1",
            (caller.tenant_id, entry.code.strip()),
        ).fetchone()
        if stored is None:
            raise _customer_not_found(f"No customer has the code '{entry.code.strip()}'.")
        return _update(conn, caller, stored, entry)

    with db.transaction() as conn:
        outcome = _run_batch(
            conn, [(entry.code.strip(), partial(by_code, conn, entry)) for entry in body]
        )
        return _batch_result(conn, outcome)


# -- delete and deactivate --------------------------------------------------------------------
@router.delete("/{customer_id:int}", status_code=204, **requires("delete:customer"))
def delete_customer(customer_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load(conn, caller.tenant_id, customer_id))
    return Response(status_code=204)


@router.delete("/code/{code:customer_code}", status_code=204, **requires("delete:customer"))
def delete_customer_by_code(code: str, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _delete(conn, _load_by_code(conn, caller.tenant_id, code))
    return Response(status_code=204)


@router.patch("/{customer_id:int}/deactivate", status_code=204, **requires("update:customer"))
def deactivate_customer(customer_id: int, caller: CurrentCaller, db: Db) -> Response:
    """204; deactivating an inactive customer changes nothing (not even its update date)."""
    with db.transaction() as conn:
        _deactivate(conn, _load(conn, caller.tenant_id, customer_id))
    return Response(status_code=204)


@router.patch(
    "/code/{code:customer_code}/deactivate", status_code=204, **requires("update:customer")
)
def deactivate_customer_by_code(code: str, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _deactivate(conn, _load_by_code(conn, caller.tenant_id, code))
    return Response(status_code=204)
