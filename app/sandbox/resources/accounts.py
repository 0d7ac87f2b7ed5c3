"""Accounts and account nodes (spec: conventions and master data, "Accounts").

The spec gives the list's query parameters but not their matching rules nor the response
shapes; the choices are in GUESSES.md. Accounts hang under *nodes* (the groups of the chart
of accounts); ``/accounts/nodes`` lists the leaf nodes of one account type.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query

from app.models.accounts import AccountNodeResponse, AccountResponse, AccountType
from app.models.base import IsoDateTime, PositiveId
from app.models.common import PagedResult
from app.sandbox.db import stored_utc
from app.sandbox.paging import StrictPage, paged
from app.sandbox.queries import contains_pattern
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires

router = APIRouter(prefix="/accounts", tags=["Accounts"], route_class=ApiRoute)


def _response(row: sqlite3.Row) -> AccountResponse:
    return AccountResponse(
        id=row["id"],
        code=row["code"],
        name=row["name"],
        other_lang_name=row["other_lang_name"],
        type=row["type"],
        classification_code=row["node_code"],
        node_id=row["node_id"],
        alias=row["alias"],
        currency_id=row["currency_id"],
        is_active=bool(row["is_active"]),
        update_date=datetime.fromisoformat(row["updated_at"]),
    )


def _related_customer_filter(
    code: str | None, external_id: str | None, customer_id: int | None
) -> tuple[str, list[object]]:
    """The customer conditions of the list: code and external id exact (trimmed, blank
    means absent), id exact; together they must all hold for the same customer."""
    conditions: list[str] = []
    args: list[object] = []
    if code is not None and code.strip():
        conditions.append("customers.code = ?")
        args.append(code.strip())
    if external_id is not None and external_id.strip():
        conditions.append("customers.external_id = ?")
        args.append(external_id.strip())
    if customer_id is not None:
        conditions.append("customers.id = ?")
        args.append(customer_id)
    return " AND ".join(conditions), args


@router.get("", **requires("read:account"))
def list_accounts(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    classification_code: Annotated[str | None, Query(alias="classificationCode")] = None,
    account_type: Annotated[AccountType | None, Query(alias="type")] = None,
    related_customer_code: Annotated[str | None, Query(alias="relatedCustomerCode")] = None,
    customer_external_id: Annotated[str | None, Query(alias="customerExternalId")] = None,
    related_customer_id: Annotated[PositiveId | None, Query(alias="relatedCustomerId")] = None,
    description: Annotated[str | None, Query()] = None,
    update_date: Annotated[IsoDateTime | None, Query(alias="updateDate")] = None,
) -> PagedResult[AccountResponse]:
    """Filters combine; ordered by id; no match is 200 with an empty page."""
    where: list[str] = ["accounts.tenant_id = ?"]
    args: list[object] = [caller.tenant_id]
    if classification_code is not None and classification_code.strip():
        where.append("account_nodes.code = ?")
        args.append(classification_code.strip())
    if account_type is not None:
        where.append("accounts.type = ?")
        args.append(str(account_type))
    if description is not None and description.strip():
        where.append("accounts.name LIKE ? ESCAPE '\\'")
        args.append(contains_pattern(description.strip()))
    if update_date is not None:
        where.append("accounts.updated_at > ?")
        args.append(stored_utc(update_date))
    customer_where, customer_args = _related_customer_filter(
        related_customer_code, customer_external_id, related_customer_id
    )
    if customer_where:
        # "Find a customer's receivable account": the account the matching customer is
        # linked to (its own, or the receivable account it shares with others).
        where.append(
            "accounts.id IN (SELECT related_account_id FROM customers "
            f"WHERE customers.tenant_id = ? AND {customer_where})"
        )
        args.extend([caller.tenant_id, *customer_args])
    condition = " AND ".join(where)
    source = "accounts JOIN account_nodes ON account_nodes.id = accounts.node_id"
    with db.transaction() as conn:
        total = conn.execute(f"SELECT count(*) FROM {source} WHERE {condition}", args).fetchone()[0]
        rows = conn.execute(
            f"SELECT accounts.*, account_nodes.code AS node_code FROM {source} "
            f"WHERE {condition} ORDER BY accounts.id LIMIT ? OFFSET ?",
            [*args, page.limit, page.offset],
        ).fetchall()
    return paged([_response(row) for row in rows], total, page, zero_total_when_empty=False)


@router.get("/nodes", **requires("read:account"))
def list_account_nodes(
    caller: CurrentCaller,
    db: Db,
    account_type: Annotated[AccountType, Query(alias="type")],
) -> list[AccountNodeResponse]:
    """Leaf nodes (no child nodes) of the given type, ordered by code."""
    with db.transaction() as conn:
        rows = conn.execute(
            "SELECT * FROM account_nodes AS node WHERE tenant_id = ? AND type = ? "
            "AND NOT EXISTS (SELECT 1 FROM account_nodes AS child WHERE child.parent_id = node.id) "
            "ORDER BY code",
            (caller.tenant_id, str(account_type)),
        ).fetchall()
    return [
        AccountNodeResponse(
            id=row["id"],
            code=row["code"],
            name=row["name"],
            other_lang_name=row["other_lang_name"],
            type=row["type"],
            parent_id=row["parent_id"],
        )
        for row in rows
    ]
