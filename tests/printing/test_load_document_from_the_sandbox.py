"""Printing a document by its code against the in-process sandbox's demo company: each kind
is fetched by the code a clerk types, and the paper's number, date, party and amount are
the sandbox's own records (read from its database here, not through the code under test).
The documents asked for are the oldest of their kind, so that a lookup which ignored the
code (and took the newest few) would not find them."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.api.client import ApiClient
from app.printing.documents import DocumentKind
from app.printing.sources import UnknownDocument, load_document
from tests.support.sandbox import Tenant


def _record(tenant: Tenant, code: str) -> dict[str, object]:
    """The sandbox's row of the document ``code`` and of its customer."""
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT d.code, d.document_date, d.net_total, c.name, c.code AS customer_code,"
            " c.mobile, c.phone, c.tax_registration_id FROM documents AS d"
            " LEFT JOIN customers AS c ON c.id = d.customer_id"
            " WHERE d.tenant_id = ? AND d.code = ?",
            (tenant.id, code),
        ).fetchone()
    assert row is not None, code
    return dict(row)


def _oldest(tenant: Tenant, kind: str, *, newer_than: int = 5) -> str:
    """The code of the first document of ``kind`` (prefix and warehouse or cash box), with
    at least ``newer_than`` others of that kind after it."""
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT code FROM documents WHERE tenant_id = ? AND code LIKE ? ORDER BY id",
            (tenant.id, f"{kind}-%"),
        ).fetchall()
    assert len(rows) > newer_than, kind
    return str(rows[0][0])


@pytest.mark.parametrize(
    ("prefix", "kind"),
    [
        ("SO", DocumentKind.SALES_INVOICE),
        ("SR", DocumentKind.SALES_RETURN),
        ("IO-WH01", DocumentKind.DELIVERY_NOTE),
    ],
)
async def test_a_sales_document_prints_its_number_date_customer_and_total(
    api: ApiClient, tenant: Tenant, prefix: str, kind: DocumentKind
) -> None:
    code = _oldest(tenant, prefix)
    record = _record(tenant, code)
    # Typed in lower case with spaces around, as a clerk may.
    document = await load_document(api, f"  {code.lower()} ")
    assert (document.kind, document.code) == (kind, code)
    assert document.date == dt.date.fromisoformat(str(record["document_date"])[:10])
    # The customer's own record: its phone and tax number, which the document's reference
    # to it does not carry.
    assert record["mobile"] or record["phone"] or record["tax_registration_id"]
    assert document.party is not None
    assert (
        document.party.name,
        document.party.code,
        document.party.phone,
        document.party.tax_number,
    ) == (
        record["name"],
        record["customer_code"],
        record["mobile"] or record["phone"] or "",
        record["tax_registration_id"] or "",
    )
    if kind is not DocumentKind.DELIVERY_NOTE:
        net = Decimal(repr(record["net_total"])).quantize(Decimal("0.01"))
        assert document.amount == net and document.totals[-1].amount == net


@pytest.mark.parametrize(
    ("prefix", "kind"),
    [
        ("CI-CAI", DocumentKind.CASH_RECEIPT),
        ("CO-CAI", DocumentKind.PAYMENT_VOUCHER),
        ("JE", DocumentKind.JOURNAL_VOUCHER),
    ],
)
async def test_an_accounting_document_prints_by_its_code(
    api: ApiClient, tenant: Tenant, prefix: str, kind: DocumentKind
) -> None:
    code = _oldest(tenant, prefix)
    record = _record(tenant, code)
    document = await load_document(api, code.lower())
    assert (document.kind, document.code) == (kind, code)
    assert document.date == dt.date.fromisoformat(str(record["document_date"])[:10])


@pytest.mark.parametrize("code", ["SO-99999", "SR-99999", "IO-WH01-99999", "CI-CAI-99999"])
async def test_a_code_no_document_has_is_said_so(api: ApiClient, code: str) -> None:
    with pytest.raises(UnknownDocument, match=f"no document has the code {code}"):
        await load_document(api, code)
