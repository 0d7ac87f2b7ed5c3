"""Taxes (spec: conventions and master data, "Taxes").

The order in which the create/update rules are checked is not in the spec; the sandbox
checks (see GUESSES.md): usage of the stored tax (update only), then the name (rule 4),
then which accounts may go together (rules 3 and 2), then the organization-wide accounts
(rule 1), then e-invoicing (rule 5).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Query, Response
from pydantic import BeforeValidator

from app.models.base import decimal_query_schema, decimal_text_only
from app.models.common import PagedResult
from app.models.error_codes import ErrorCode
from app.models.special_characters import has_special_characters
from app.models.taxes import EInvoiceTaxTypeResponse, TaxResponse, TaxScope, TaxUpsertRequest
from app.models.text_rules import NOT_BLANK_SCHEMA
from app.sandbox.db import utc_now
from app.sandbox.paging import StrictPage, paged
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.queries import account_reference, contains_pattern, exists
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_setting

router = APIRouter(prefix="/taxes", tags=["Taxes"], route_class=ApiRoute)


EINVOICE_COUNTRY = {"Egypt": "Egypt", "EgyptReceipts": "Egypt", "KSA": "Saudi Arabia"}
# KSA e-invoice categories: S is the standard (non-zero) rate; zero-rated, exempt and out of
# scope must carry rate 0.
KSA_STANDARD_CATEGORY = "S"
KSA_ZERO_CATEGORIES = frozenset({"Z", "E", "O"})

_ACCOUNT_FIELDS = (
    ("sales_account_id", "salesAccountId", ErrorCode.TaxCannotUseDifferentSalesTaxAccount),
    (
        "sales_withholding_account_id",
        "salesWithholdingAccountId",
        ErrorCode.TaxCannotUseDifferentSalesWithholdingAccount,
    ),
    ("purchase_account_id", "purchaseAccountId", ErrorCode.TaxCannotUseDifferentPurchaseTaxAccount),
)


@dataclass(frozen=True)
class TaxUsage:
    """Where a tax is referenced: master data (items) and transactions (document lines)."""

    in_master_data: bool
    in_transactions: bool


def tax_usage(conn: sqlite3.Connection, tenant_id: int, tax_id: int) -> TaxUsage:
    in_master_data = exists(
        conn,
        "SELECT 1 FROM stock_items WHERE tenant_id = ? AND tax_id = ? "
        "UNION ALL SELECT 1 FROM service_items WHERE tenant_id = ? "
        "AND (tax_id = ? OR withholding_tax_id = ?) LIMIT 1",
        tenant_id,
        tax_id,
        tenant_id,
        tax_id,
        tax_id,
    )
    in_transactions = exists(
        conn,
        "SELECT 1 FROM document_lines JOIN documents ON documents.id = document_lines.document_id "
        "WHERE documents.tenant_id = ? AND (document_lines.tax_id = ? "
        "OR document_lines.withholding_tax_id = ?) LIMIT 1",
        tenant_id,
        tax_id,
        tax_id,
    )
    return TaxUsage(in_master_data, in_transactions)


def _response(conn: sqlite3.Connection, row: sqlite3.Row) -> TaxResponse:
    tenant_id = row["tenant_id"]
    return TaxResponse(
        id=row["id"],
        name=row["name"],
        rate=Decimal(str(row["rate"])),
        e_invoice_tax_type_id=row["einvoice_tax_type_id"],
        scope=row["scope"] or TaxScope.Any,
        sales_account=account_reference(conn, tenant_id, row["sales_account_id"]),
        sales_withholding_account=account_reference(
            conn, tenant_id, row["sales_withholding_account_id"]
        ),
        purchase_account=account_reference(conn, tenant_id, row["purchase_account_id"]),
        active=bool(row["active"]),
    )


def _stored_values(body: TaxUpsertRequest) -> dict[str, object]:
    """Column values for a request: full replace, so omitted means cleared / false."""
    return {
        "name": body.name.strip(),
        "rate": float(body.rate),
        "einvoice_tax_type_id": body.e_invoice_tax_type_id,
        # "Omitting scope equals Any (stored with no scope)."
        "scope": None if body.scope in (None, TaxScope.Any) else str(body.scope),
        "sales_account_id": body.sales_account_id,
        "sales_withholding_account_id": body.sales_withholding_account_id,
        "purchase_account_id": body.purchase_account_id,
        # "Omitting active creates an inactive tax"; on update it deactivates.
        "active": 1 if body.active else 0,
    }


def _check_rules(
    conn: sqlite3.Connection, tenant_id: int, values: dict[str, object], tax_id: int | None
) -> None:
    """Create and update rules 1 to 5, in the sandbox's chosen order."""
    other_taxes = "tenant_id = ? AND id IS NOT ?"
    # Rule 4: name free of unsupported characters, and unique.
    name = str(values["name"])
    if has_special_characters(name):  # the set the spec lists for brand names
        raise business_rule(
            ErrorCode.NameContainsInvalidSpecialCharacters,
            "The name contains unsupported special characters.",
        )
    if exists(
        conn,
        f"SELECT 1 FROM taxes WHERE {other_taxes} AND lower(name) = lower(?)",
        tenant_id,
        tax_id,
        name,
    ):
        raise business_rule(ErrorCode.NameAlreadyExists, f"A tax named '{name}' already exists.")

    # Accounts must exist in this organization (the spec does not say how an unknown one
    # is refused; a 400 on the field is the guess).
    for column, wire_name, _code in _ACCOUNT_FIELDS:
        account_id = values[column]
        if account_id is not None and not exists(
            conn, "SELECT 1 FROM accounts WHERE tenant_id = ? AND id = ?", tenant_id, account_id
        ):
            raise invalid(wire_name, f"Account {account_id} does not exist.")

    # Rule 3: a tax (sales) or purchase account together with a withholding account.
    has_tax_account = values["sales_account_id"] or values["purchase_account_id"]
    if has_tax_account and values["sales_withholding_account_id"]:
        raise business_rule(
            ErrorCode.TaxCannotSetBothTaxAndWithholdingTaxAccounts,
            "A tax cannot have both a sales or purchase account and a withholding account.",
        )
    # Rule 2: sales and purchase account, when both sent, are the same account.
    sales, purchase = values["sales_account_id"], values["purchase_account_id"]
    if sales is not None and purchase is not None and sales != purchase:
        raise business_rule(
            ErrorCode.TaxPurchaseAndSalesAccountMustMatch,
            "The sales account and the purchase account must be the same.",
        )
    # Rule 1: all taxes of the organization share one account of each kind.
    for column, _wire_name, code in _ACCOUNT_FIELDS:
        account_id = values[column]
        if account_id is None:
            continue
        if exists(
            conn,
            f"SELECT 1 FROM taxes WHERE {other_taxes} AND {column} IS NOT NULL AND {column} != ?",
            tenant_id,
            tax_id,
            account_id,
        ):
            raise business_rule(code, "Other taxes of the organization use a different account.")

    _check_einvoice(conn, tenant_id, values)


def _check_einvoice(conn: sqlite3.Connection, tenant_id: int, values: dict[str, object]) -> None:
    """Rule 5: the e-invoice tax type must belong to the connected e-invoicing system."""
    connection = get_setting(conn, tenant_id, "eInvoicing")
    type_id = values["einvoice_tax_type_id"]
    row = (
        conn.execute("SELECT * FROM einvoice_tax_types WHERE id = ?", (type_id,)).fetchone()
        if type_id is not None
        else None
    )
    if type_id is not None and row is None:
        raise business_rule(
            ErrorCode.TaxInvalidEInvoiceType, f"E-invoice tax type {type_id} does not exist."
        )
    country = EINVOICE_COUNTRY.get(connection)
    if country is None:
        return
    if row is None or row["country"] != country:
        raise business_rule(
            ErrorCode.TaxInvalidEInvoiceType,
            f"The organization is connected to {connection} e-invoicing: choose a {country} "
            "e-invoice tax type.",
        )
    if connection == "KSA":
        rate = float(str(values["rate"]))
        if row["code"] in KSA_ZERO_CATEGORIES and rate > 0:
            raise business_rule(
                ErrorCode.EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType,
                f"Category {row['code']} requires a rate of 0.",
            )
        if row["code"] == KSA_STANDARD_CATEGORY and rate == 0:
            raise business_rule(
                ErrorCode.EInvoice_KSA_TaxRateCantBeZeroWithCategoryType,
                "The standard category requires a rate above 0.",
            )


def _load(conn: sqlite3.Connection, tenant_id: int, tax_id: int) -> sqlite3.Row:
    row: sqlite3.Row | None = conn.execute(
        "SELECT * FROM taxes WHERE tenant_id = ? AND id = ?", (tenant_id, tax_id)
    ).fetchone()
    if row is None:
        raise not_found(f"Tax {tax_id} does not exist.")
    return row


@router.get("", **requires("read:tax"))
def list_taxes(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    name: Annotated[str | None, Query(json_schema_extra=NOT_BLANK_SCHEMA)] = None,
    rate: Annotated[
        Decimal | None,
        BeforeValidator(decimal_text_only),
        decimal_query_schema(unsigned=True),
        Query(ge=0),
    ] = None,
    scope: Annotated[TaxScope | None, Query()] = None,
) -> PagedResult[TaxResponse]:
    """Contains match on name, rate exact to four decimals, ``scope=Any`` = no scope stored;
    inactive taxes included; ordered by id; an empty page has totalCount 0."""
    if name is not None and not name.strip():
        raise invalid("name", "The name filter must not be blank.")
    where: list[str] = ["tenant_id = ?"]
    args: list[object] = [caller.tenant_id]
    if name is not None:
        where.append("name LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(name))
    if rate is not None:
        where.append("round(rate, 4) = round(?, 4)")
        args.append(float(rate))
    if scope is TaxScope.Any:
        where.append("scope IS NULL")
    elif scope is not None:
        where.append("scope = ?")
        args.append(str(scope))
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = conn.execute(f"SELECT count(*) FROM taxes WHERE {condition}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT * FROM taxes WHERE {condition} ORDER BY id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
        items = [_response(conn, row) for row in rows]
    return paged(items, total, page, zero_total_when_empty=True)


@router.get("/einvoice-tax-types", **requires("read:tax"))
def list_einvoice_tax_types(
    db: Db, country: Annotated[str, Query()]
) -> list[EInvoiceTaxTypeResponse]:
    """Exact match on the country name; an unknown country gives an empty list."""
    with db.transaction() as conn:
        rows = conn.execute(
            "SELECT * FROM einvoice_tax_types WHERE country = ? ORDER BY id", (country,)
        ).fetchall()
    return [
        EInvoiceTaxTypeResponse(
            id=row["id"],
            description=row["description"],
            type=row["type"],
            code=row["code"],
            country=row["country"],
        )
        for row in rows
    ]


@router.get("/{tax_id:int}", **requires("read:tax"))
def get_tax(tax_id: int, caller: CurrentCaller, db: Db) -> TaxResponse:
    with db.transaction() as conn:
        return _response(conn, _load(conn, caller.tenant_id, tax_id))


@router.post("", status_code=201, **requires("create:tax"))
def create_tax(body: TaxUpsertRequest, caller: CurrentCaller, db: Db) -> TaxResponse:
    with db.transaction() as conn:
        values = _stored_values(body)
        _check_rules(conn, caller.tenant_id, values, tax_id=None)
        now = utc_now()
        columns = ", ".join(values)
        cursor = conn.execute(
            f"INSERT INTO taxes (tenant_id, {columns}, created_at, updated_at) "
            f"VALUES (?, {', '.join('?' * len(values))}, ?, ?)",
            (caller.tenant_id, *values.values(), now, now),
        )
        return _response(conn, _load(conn, caller.tenant_id, int(cursor.lastrowid or 0)))


@router.put("/{tax_id:int}", **requires("update:tax"))
def update_tax(tax_id: int, body: TaxUpsertRequest, caller: CurrentCaller, db: Db) -> TaxResponse:
    with db.transaction() as conn:
        stored = _load(conn, caller.tenant_id, tax_id)
        values = _stored_values(body)
        changed = {column for column, value in values.items() if _differs(stored[column], value)}
        usage = tax_usage(conn, caller.tenant_id, tax_id)
        if usage.in_transactions and changed - {"active"}:
            raise business_rule(
                ErrorCode.TaxCannotDeleteOrUpdateRelatedToTransactions,
                "The tax is used in transactions: only its active flag can change.",
            )
        deactivating = bool(stored["active"]) and not values["active"]
        if changed == {"active"} and deactivating and usage.in_master_data:
            raise business_rule(
                ErrorCode.TaxCannotDeactivateRelatedToMasterData,
                "The tax is used by items and cannot be deactivated.",
            )
        _check_rules(conn, caller.tenant_id, values, tax_id=tax_id)
        assignments = ", ".join(f"{column} = ?" for column in values)
        conn.execute(
            f"UPDATE taxes SET {assignments}, updated_at = ? WHERE id = ?",
            (*values.values(), utc_now(), tax_id),
        )
        return _response(conn, _load(conn, caller.tenant_id, tax_id))


def _differs(stored: object, new: object) -> bool:
    if isinstance(new, float):  # the rate: REAL in SQLite, compare as the service would
        return round(float(str(stored)), 6) != round(new, 6)
    return stored != new


@router.delete("/{tax_id:int}", status_code=204, **requires("delete:tax"))
def delete_tax(tax_id: int, caller: CurrentCaller, db: Db) -> Response:
    with db.transaction() as conn:
        _load(conn, caller.tenant_id, tax_id)
        usage = tax_usage(conn, caller.tenant_id, tax_id)
        if usage.in_transactions:
            raise business_rule(
                ErrorCode.TaxCannotDeleteOrUpdateRelatedToTransactions,
                "The tax is used in transactions and cannot be deleted.",
            )
        if usage.in_master_data:
            raise business_rule(
                ErrorCode.ItemCannotDeleteItInUse, "The tax is still used by items."
            )
        conn.execute("DELETE FROM taxes WHERE id = ?", (tax_id,))
    return Response(status_code=204)
