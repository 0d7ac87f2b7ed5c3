"""PUT /v3/common/adjust-invoiced-quantity against real documents: sales orders and
returns as the sales resources write them, and work orders (IO, RS, RR) written by the
books core with their stock and system entries (spec: conventions and master data,
"Common utilities", rules 1-6)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.books import audit
from app.sandbox.books.documents import insert_document
from tests.support.ledger_documents import sales_document, work_order
from tests.support.sandbox import Tenant, asgi_client

URL = "/v3/common/adjust-invoiced-quantity"


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    tenant.setting("invoicingMode", "Advanced")
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def adjust(
    http: httpx.AsyncClient, doc_type: str, code: str, *lines: tuple[int, float]
) -> httpx.Response:
    body: dict[str, Any] = {
        "sourceDocumentType": doc_type,
        "sourceDocumentCode": code,
        "lines": [{"sourceLineId": line, "quantityAdjustment": delta} for line, delta in lines],
    }
    return await http.put(URL, json=body)


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return str(response.json()["errorCode"])


def invoiced(tenant: Tenant, line_id: int) -> tuple[float, int | None, str | None]:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT invoiced_quantity, updated_by, updated_at FROM document_lines WHERE id = ?",
            (line_id,),
        ).fetchone()
    return float(row[0]), row[1], row[2]


def insert_header(tenant: Tenant, doc_type: str, code: str) -> int:
    with tenant.db.transaction() as conn:
        return insert_document(
            conn, tenant.id, doc_type, code, document_date="2026-01-05T09:00:00", is_approved=1
        )


# -- work orders -----------------------------------------------------------------------------
async def test_a_standalone_issue_offering_takes_signed_deltas_all_or_nothing(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    code, (first, second) = work_order(tenant, "IO", (5, 3))
    response = await adjust(http, "io", code, (first, 2), (second, 3))
    assert response.status_code == 200, response.text
    assert response.json() == {"success": True, "updatedLines": 2}
    assert invoiced(tenant, first)[0] == 2
    assert invoiced(tenant, first)[1] is not None  # the caller is the line's last updater
    assert code_of(await adjust(http, "IO", code, (first, -1), (second, 1))) == (
        "InvoicedQuantityExceeded"
    )
    assert invoiced(tenant, first)[0] == 2  # nothing written
    assert code_of(await adjust(http, "IO", code, (first, -3))) == "NegativeInvoicedQuantity"
    assert (await adjust(http, "IO", code, (first, -2))).status_code == 200
    assert invoiced(tenant, first)[0] == 0
    with tenant.db.transaction() as conn:
        assert audit.ledger_findings(conn, tenant.id) == []


async def test_a_purchase_receipt_related_to_a_purchase_order_is_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    order = insert_header(tenant, "PO", "PO-71")
    code, (line,) = work_order(tenant, "RS", (4,), related_document_id=order)
    assert code_of(await adjust(http, "RS", code, (line, 1))) == "RelatedDocumentExistsPO"
    standalone, (own,) = work_order(tenant, "RS", (4,))
    assert (await adjust(http, "RS", standalone, (own, 4))).status_code == 200


async def test_an_issue_offering_continuing_sales_order_lines_is_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    """Related by its lines (each issued line names the order line) even when the header
    names no related document."""
    _order, order_lines = sales_document(tenant, "SO", "SO-801", (5,), is_approved=1)
    code, (line,) = work_order(tenant, "IO", (5,), source_line_ids=(order_lines[0],))
    assert code_of(await adjust(http, "IO", code, (line, 1))) == "RelatedDocumentExistsSO"


async def test_a_return_receipt_of_a_sales_return_is_refused(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    sales_return, _lines = sales_document(tenant, "SR", "SR-802", (1,), is_approved=1)
    code, (line,) = work_order(tenant, "RR", (1,), related_document_id=sales_return)
    assert code_of(await adjust(http, "RR", code, (line, 1))) == "RelatedDocumentExistsSR"


async def test_a_work_order_line_of_another_document_is_not_found(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    code, _lines = work_order(tenant, "IO", (1,))
    _other, (foreign,) = work_order(tenant, "IO", (1,))
    assert code_of(await adjust(http, "IO", code, (foreign, 1))) == "SourceLineNotFound"
    assert code_of(await adjust(http, "RS", code, (foreign, 1))) == "SourceDocumentNotFound"


# -- sales documents -------------------------------------------------------------------------
async def test_a_sales_order_must_be_approved(http: httpx.AsyncClient, tenant: Tenant) -> None:
    order, (line, _other) = sales_document(tenant, "SO", "SO-803")
    assert code_of(await adjust(http, "SO", "SO-803", (line, 1))) == "DocumentNotApproved"
    tenant.execute("UPDATE documents SET is_approved = 1 WHERE id = ?", order)
    assert (await adjust(http, "so", " SO-803 ", (line, 4))).status_code == 200
    assert invoiced(tenant, line)[0] == 4
    with tenant.db.transaction() as conn:
        assert audit.reservation_findings(conn, tenant.id) == []


async def test_a_sales_return_replacement_line_is_adjusted_like_any_line(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    _return, (returned, replacement) = sales_document(tenant, "SR", "SR-804", (3, 2), is_approved=1)
    response = await adjust(http, "SR", "SR-804", (returned, 3), (replacement, 2))
    assert response.status_code == 200, response.text
    assert invoiced(tenant, replacement)[0] == 2
