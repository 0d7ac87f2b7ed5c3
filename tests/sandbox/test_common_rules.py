"""Common utilities, rule by rule (spec: conventions and master data, "Common utilities"):
money in words, file tokens, and the invoiced-quantity adjustment."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from fastapi import FastAPI

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.resources import common
from tests.support.sandbox import Tenant, asgi_client, new_tenant


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


# -- money in words ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def read_only_sandbox() -> Iterator[tuple[FastAPI, str]]:
    """One sandbox for all money-words tests: they change no data, so they need not pay for a
    new database and app each."""
    database = Database(":memory:")
    authorization = new_tenant(database).authorization
    yield create_app(database, rate_limits=False), authorization
    database.close()


@pytest.fixture
async def words(read_only_sandbox: tuple[FastAPI, str]) -> AsyncIterator[httpx.AsyncClient]:
    app, authorization = read_only_sandbox
    async with asgi_client(app, authorization) as client:
        yield client


async def arabic(words: httpx.AsyncClient, amount: str, currency: str = " جنيه") -> str:
    response = await words.get(
        "/v3/common/convert-money-to-arabic-words",
        params={"numberValue": amount, "currency": currency, "currencyFraction": " قرش"},
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    return response.json()


async def english(words: httpx.AsyncClient, amount: str) -> str:
    response = await words.get(
        "/v3/common/convert-money-to-english-words",
        params={"numberValue": amount, "currency": "Pounds", "currencyFraction": "Piasters"},
    )
    assert response.status_code == 200, response.text
    return response.json()


async def test_arabic_is_integer_currency_and_fraction_currency_fraction_closing_phrase_and_a_trailing_space(  # noqa: E501
    words: httpx.AsyncClient,
) -> None:
    assert await arabic(words, "1234.25") == (
        "ألف ومائتان وأربعة وثلاثون جنيه وخمسة وعشرون قرش فقط لا غير "
    )


async def test_arabic_currency_names_are_appended_exactly_as_sent_with_no_added_space(
    words: httpx.AsyncClient,
) -> None:
    response = await words.get(
        "/v3/common/convert-money-to-arabic-words",
        params={"numberValue": "3.5", "currency": "جنيه", "currencyFraction": "قرش"},
    )
    assert response.json() == "ثلاثةجنيه وخمسةقرش فقط لا غير "


async def test_arabic_zero_amount_returns_only_the_closing_phrase(words: httpx.AsyncClient) -> None:
    assert await arabic(words, "0") == await arabic(words, "0.00") == "فقط لا غير "


async def test_arabic_the_fraction_is_read_wrongly_as_a_single_digit_run(
    words: httpx.AsyncClient,
) -> None:
    for amount in ("12.50", "12.05", "12.5", "12.500"):
        assert await arabic(words, amount) == "اثنا عشر جنيه وخمسة قرش فقط لا غير ", amount


async def test_arabic_an_unconvertible_amount_returns_the_words_for_zero_with_no_currency(
    words: httpx.AsyncClient,
) -> None:
    for amount in ("-5", "1000000000000000"):
        assert await arabic(words, amount) == "صفر", amount


async def test_arabic_reads_integers_into_the_billions(words: httpx.AsyncClient) -> None:
    assert await arabic(words, "2000300011") == ("ملياران وثلاثمائة ألف وأحد عشر جنيه فقط لا غير ")


async def test_english_zero_fraction_is_integer_currency_and_only(words: httpx.AsyncClient) -> None:
    assert await english(words, "1215") == "One Thousand Two Hundred Fifteen Pounds Only"
    assert await english(words, "7.004") == "Seven Pounds Only"


async def test_english_non_zero_fraction_has_a_comma_with_no_spaces_before_and(
    words: httpx.AsyncClient,
) -> None:
    assert await english(words, "21.75") == "Twenty One Pounds,and Seventy Five Piasters"


async def test_english_fraction_is_the_first_two_digits_padded_and_cut_not_rounded(
    words: httpx.AsyncClient,
) -> None:
    for amount, fraction in [
        ("12.5", "Fifty"),
        ("12.05", "Five"),
        ("12.999", "Ninety Nine"),
        ("12.019", "One"),
    ]:
        assert await english(words, amount) == f"Twelve Pounds,and {fraction} Piasters", amount


async def test_english_reads_integers_into_the_billions(words: httpx.AsyncClient) -> None:
    assert await english(words, "3000000405") == "Three Billion Four Hundred Five Pounds Only"


@pytest.mark.parametrize("language", ["arabic", "english"])
async def test_a_missing_or_non_numeric_number_value_gives_400(
    words: httpx.AsyncClient, language: str
) -> None:
    for number_value in (None, "", "twelve", "NaN", "12,5"):
        params = {"currency": "EGP", "currencyFraction": "pt"}
        if number_value is not None:
            params["numberValue"] = number_value
        response = await words.get(f"/v3/common/convert-money-to-{language}-words", params=params)
        assert response.status_code == 400, number_value
        assert "numberValue" in response.json()["errors"]


async def test_currency_and_currency_fraction_are_required(words: httpx.AsyncClient) -> None:
    for missing in ("currency", "currencyFraction"):
        params = {"numberValue": "1", "currency": "EGP", "currencyFraction": "pt"}
        del params[missing]
        response = await words.get("/v3/common/convert-money-to-english-words", params=params)
        assert response.status_code == 400 and missing in response.json()["errors"]


# -- file tokens -------------------------------------------------------------------------------
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def file_token(tenant: Tenant, lifetime: timedelta = timedelta(hours=1)) -> str:
    with tenant.db.transaction() as conn:
        return common.create_file_token(
            conn, tenant.id, file_name="فاتورة SO-1001.pdf", content=PDF, lifetime=lifetime
        )


async def test_files_a_valid_token_redirects_to_a_download_link_valid_10_minutes(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    response = await http.get(f"/v3/common/files/{file_token(tenant)}")
    assert response.status_code == 302
    assert response.content == b""  # never the file itself
    link = urlsplit(response.headers["location"])
    assert link.path.startswith("/downloads/")
    expires = int(parse_qs(link.query)["expires"][0])
    assert 590 <= expires - time.time() <= 600


async def test_files_the_download_link_serves_the_pdf_as_an_attachment_without_authentication(
    sandbox_app: FastAPI, http: httpx.AsyncClient, tenant: Tenant
) -> None:
    location = (await http.get(f"/v3/common/files/{file_token(tenant)}")).headers["location"]
    async with asgi_client(sandbox_app, None) as anonymous:
        download = await anonymous.get(location)
    assert download.status_code == 200 and download.content == PDF
    assert download.headers["content-type"] == "application/pdf"
    disposition = download.headers["content-disposition"]
    assert disposition.startswith("attachment;") and "SO-1001.pdf" in disposition


async def test_files_an_expired_token_redirects_to_the_expired_link_page(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    expired = file_token(tenant, lifetime=timedelta(seconds=-1))
    response = await http.get(f"/v3/common/files/{expired}")
    assert response.status_code == 302
    assert urlsplit(response.headers["location"]).path == common.EXPIRED_LINK_PATH
    page = await http.get(response.headers["location"])
    assert page.status_code == 410 and "expired" in page.text


async def test_files_a_download_link_older_than_10_minutes_leads_to_the_expired_link_page(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    token = file_token(tenant)
    with tenant.db.transaction() as conn:
        stale = common.signed_download_path(conn, token, int(time.time()) - 1)
    response = await http.get(stale)
    assert response.status_code == 302
    assert urlsplit(response.headers["location"]).path == common.EXPIRED_LINK_PATH


async def test_files_a_download_link_with_a_forged_signature_is_404(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    token = file_token(tenant)
    later = int(time.time()) + 3600
    response = await http.get(f"/downloads/{token}", params={"expires": later, "signature": "0"})
    assert response.status_code == 404
    assert (await http.get(f"/downloads/{token}")).status_code == 404


async def test_files_a_missing_or_invalid_token_gives_404_with_a_plain_text_body(
    http: httpx.AsyncClient,
) -> None:
    for path in ("not-a-token", "", "%20"):
        response = await http.get(f"/v3/common/files/{path}")
        assert response.status_code == 404, path
        assert response.headers["content-type"].startswith("text/plain")
        assert "token" in response.text
    assert (await http.get("/v3/common/files")).text == (await http.get("/v3/common/files/")).text


async def test_files_a_token_of_another_organization_is_invalid(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    others = file_token(new_tenant(tenant.db))
    response = await http.get(f"/v3/common/files/{others}")
    assert response.status_code == 404 and response.headers["content-type"].startswith("text/")


async def test_files_still_need_authentication_and_the_scope(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    token = file_token(tenant)
    async with asgi_client(sandbox_app, None) as anonymous:
        unauthenticated = await anonymous.get(f"/v3/common/files/{token}")
    async with asgi_client(sandbox_app, tenant.token("read:tax")) as unauthorized:
        forbidden = await unauthorized.get(f"/v3/common/files/{token}")
    assert unauthenticated.status_code == 401 and forbidden.status_code == 403
    assert forbidden.headers["content-type"].startswith("application/problem+json")


# -- adjust invoiced quantity ------------------------------------------------------------------
ADJUST = "/v3/common/adjust-invoiced-quantity"


def document(
    tenant: Tenant, doc_type: str, code: str, *, approved: bool = True, related: int | None = None
) -> int:
    return tenant.execute(
        "INSERT INTO documents (tenant_id, type, code, is_approved, related_document_id) "
        "VALUES (?, ?, ?, ?, ?)",
        tenant.id,
        doc_type,
        code,
        int(approved),
        related,
    )


def line(tenant: Tenant, document_id: int, quantity: float, invoiced: float = 0) -> int:
    return tenant.execute(
        "INSERT INTO document_lines (document_id, quantity, issued_quantity, invoiced_quantity) "
        "VALUES (?, ?, ?, ?)",
        document_id,
        quantity,
        quantity,
        invoiced,
    )


def line_row(tenant: Tenant, line_id: int) -> dict:
    with tenant.db.transaction() as conn:
        return dict(
            conn.execute("SELECT * FROM document_lines WHERE id = ?", (line_id,)).fetchone()
        )


@pytest.fixture
def advanced(tenant: Tenant) -> Tenant:
    tenant.setting("invoicingMode", "Advanced")
    return tenant


@pytest.fixture
def sales_order(advanced: Tenant) -> tuple[int, int]:
    """An approved SO-1001 with two lines: 10 of which 0 invoiced, 5 of which 2 invoiced."""
    order = document(advanced, "SO", "SO-1001")
    return line(advanced, order, 10), line(advanced, order, 5, invoiced=2)


def adjustment(
    doc_type: str | None = "SO", code: str | None = "SO-1001", *lines: tuple[int, float]
) -> dict:
    return {
        "sourceDocumentType": doc_type,
        "sourceDocumentCode": code,
        "lines": [{"sourceLineId": i, "quantityAdjustment": q} for i, q in lines],
    }


async def test_rule_1_the_adjustment_is_a_signed_delta_on_the_invoiced_quantity_only(
    http: httpx.AsyncClient, tenant: Tenant, sales_order: tuple[int, int]
) -> None:
    first, second = sales_order
    tenant.execute("UPDATE document_lines SET updated_at = 'before', updated_by = NULL")
    response = await http.put(ADJUST, json=adjustment("SO", "SO-1001", (first, 4), (second, -1.5)))
    assert response.status_code == 200
    assert response.json() == {"success": True, "updatedLines": 2}
    rows = line_row(tenant, first), line_row(tenant, second)
    assert [row["invoiced_quantity"] for row in rows] == [4, 0.5]
    assert [row["quantity"] for row in rows] == [10, 5]
    assert [row["issued_quantity"] for row in rows] == [10, 5]
    with tenant.db.transaction() as conn:
        user = conn.execute(
            "SELECT id FROM api_users WHERE tenant_id = ? AND name = 'tester'", (tenant.id,)
        ).fetchone()["id"]
    assert {row["updated_by"] for row in rows} == {user}
    assert all(row["updated_at"] != "before" for row in rows)


async def test_rule_2_the_type_is_accepted_in_any_letter_case(
    http: httpx.AsyncClient, tenant: Tenant, sales_order: tuple[int, int]
) -> None:
    for doc_type in ("so", "So", "SO"):
        response = await http.put(ADJUST, json=adjustment(doc_type, "SO-1001", (sales_order[0], 1)))
        assert response.status_code == 200, doc_type
    assert line_row(tenant, sales_order[0])["invoiced_quantity"] == 3


async def test_rule_2_another_type_is_invalid_source_document_type(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    for doc_type in ("PO", "JE", "XX", "", None):
        response = await http.put(ADJUST, json=adjustment(doc_type, "SO-1001", (sales_order[0], 1)))
        assert code_of(response) == "InvalidSourceDocumentType", doc_type


async def test_rule_2_a_blank_code_is_source_document_not_found(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    for code in ("", "   ", None):
        response = await http.put(ADJUST, json=adjustment("SO", code, (sales_order[0], 1)))
        assert code_of(response) == "SourceDocumentNotFound", code


async def test_rule_2_empty_lines_or_a_zero_adjustment_is_invalid_quantity_adjustment(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    assert code_of(await http.put(ADJUST, json=adjustment())) == "InvalidQuantityAdjustment"
    no_lines = {"sourceDocumentType": "SO", "sourceDocumentCode": "SO-1001"}
    assert code_of(await http.put(ADJUST, json=no_lines)) == "InvalidQuantityAdjustment"
    zero = adjustment("SO", "SO-1001", (sales_order[0], 1), (sales_order[1], 0))
    assert code_of(await http.put(ADJUST, json=zero)) == "InvalidQuantityAdjustment"


async def test_rule_2_a_repeated_source_line_id_is_duplicate_source_line_id(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    twice = adjustment("SO", "SO-1001", (sales_order[0], 1), (sales_order[0], 2))
    assert code_of(await http.put(ADJUST, json=twice)) == "DuplicateSourceLineId"


async def test_rule_2_checks_run_in_order_type_code_lines_duplicates_invoicing_mode(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    # Every check broken at once (the organization is in simple mode); fixing one at a
    # time reveals the next.
    body: dict = {
        "sourceDocumentType": "XX",
        "sourceDocumentCode": " ",
        "lines": [
            {"sourceLineId": 7, "quantityAdjustment": 0},
            {"sourceLineId": 7, "quantityAdjustment": 1},
        ],
    }
    expected = [
        ("InvalidSourceDocumentType", lambda: body.update(sourceDocumentType="sr")),
        ("SourceDocumentNotFound", lambda: body.update(sourceDocumentCode="SR-9999")),
        ("InvalidQuantityAdjustment", lambda: body["lines"][0].update(quantityAdjustment=2)),
        ("DuplicateSourceLineId", lambda: body["lines"][1].update(sourceLineId=8)),
        ("InvoicingModeNotSupported", lambda: tenant.setting("invoicingMode", "Advanced")),
        ("SourceDocumentNotFound", lambda: None),
    ]
    for error_code, fix in expected:
        assert code_of(await http.put(ADJUST, json=body)) == error_code
        fix()


async def test_rule_2_malformed_input_is_a_400_not_a_business_error(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    broken = {
        "sourceDocumentType": "XX",
        "sourceDocumentCode": "SO-1001",
        "lines": [{"sourceLineId": "first", "quantityAdjustment": 1}],
    }
    response = await http.put(ADJUST, json=broken)
    assert response.status_code == 400 and "lines[0].sourceLineId" in response.json()["errors"]
    assert (await http.put(ADJUST)).status_code == 400


async def test_rule_3_only_advanced_invoicing_mode_is_supported(
    http: httpx.AsyncClient, tenant: Tenant, sales_order: tuple[int, int]
) -> None:
    body = adjustment("SO", "SO-1001", (sales_order[0], 1))
    tenant.setting("invoicingMode", "Simple")
    assert code_of(await http.put(ADJUST, json=body)) == "InvoicingModeNotSupported"
    tenant.setting("invoicingMode", "Advanced")
    assert (await http.put(ADJUST, json=body)).status_code == 200


async def test_rule_4_a_sales_document_must_be_approved(
    http: httpx.AsyncClient, advanced: Tenant
) -> None:
    draft = document(advanced, "SR", "SR-2001", approved=False)
    body = adjustment("SR", "SR-2001", (line(advanced, draft, 3), 1))
    assert code_of(await http.put(ADJUST, json=body)) == "DocumentNotApproved"
    advanced.execute("UPDATE documents SET is_approved = 1 WHERE id = ?", draft)
    assert (await http.put(ADJUST, json=body)).status_code == 200


async def test_rule_4_the_document_must_match_the_type(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    wrong_type = adjustment("SR", "SO-1001", (sales_order[0], 1))
    assert code_of(await http.put(ADJUST, json=wrong_type)) == "SourceDocumentNotFound"


async def test_rule_4_every_line_must_belong_to_the_document(
    http: httpx.AsyncClient, advanced: Tenant, sales_order: tuple[int, int]
) -> None:
    other = document(advanced, "SO", "SO-1002")
    foreign_line = line(advanced, other, 10)
    body = adjustment("SO", "SO-1001", (sales_order[0], 1), (foreign_line, 1))
    assert code_of(await http.put(ADJUST, json=body)) == "SourceLineNotFound"


async def test_rule_4_a_standalone_work_order_of_the_type_is_adjusted(
    http: httpx.AsyncClient, advanced: Tenant
) -> None:
    for doc_type in ("IO", "RR", "RS", "IR"):
        order = document(advanced, doc_type, f"{doc_type}-3001", approved=False)
        body = adjustment(doc_type.lower(), f"{doc_type}-3001", (line(advanced, order, 6), 6))
        answer = (await http.put(ADJUST, json=body)).json()
        assert answer == {"success": True, "updatedLines": 1}, doc_type


async def test_rule_4_a_work_order_related_to_a_sales_or_purchase_document_is_refused(
    http: httpx.AsyncClient, advanced: Tenant
) -> None:
    for related_type in ("SO", "SR", "PO", "PR"):
        related = document(advanced, related_type, f"{related_type}-4001")
        code = f"IO-{related_type}"
        order = document(advanced, "IO", code, related=related)
        body = adjustment("IO", code, (line(advanced, order, 6), 1))
        assert code_of(await http.put(ADJUST, json=body)) == f"RelatedDocumentExists{related_type}"
    # A relation to any other kind of document does not count.
    journal = document(advanced, "JE", "JE-4001")
    order = document(advanced, "IO", "IO-JE", related=journal)
    body = adjustment("IO", "IO-JE", (line(advanced, order, 6), 1))
    assert (await http.put(ADJUST, json=body)).status_code == 200


async def test_rule_5_the_result_may_not_go_below_zero(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    _, second = sales_order  # 2 of 5 invoiced
    below = adjustment("SO", "SO-1001", (second, -2.5))
    assert code_of(await http.put(ADJUST, json=below)) == "NegativeInvoicedQuantity"
    to_zero = adjustment("SO", "SO-1001", (second, -2))
    assert (await http.put(ADJUST, json=to_zero)).status_code == 200


async def test_rule_5_the_result_may_not_exceed_the_line_quantity(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    _, second = sales_order  # 2 of 5 invoiced
    above = adjustment("SO", "SO-1001", (second, 3.001))
    assert code_of(await http.put(ADJUST, json=above)) == "InvoicedQuantityExceeded"
    to_full = adjustment("SO", "SO-1001", (second, 3))
    assert (await http.put(ADJUST, json=to_full)).status_code == 200


async def test_rule_6_all_or_nothing(
    http: httpx.AsyncClient, tenant: Tenant, sales_order: tuple[int, int]
) -> None:
    first, second = sales_order
    body = adjustment("SO", "SO-1001", (first, 4), (second, 10))
    assert code_of(await http.put(ADJUST, json=body)) == "InvoicedQuantityExceeded"
    assert line_row(tenant, first)["invoiced_quantity"] == 0
    unknown = adjustment("SO", "SO-1001", (first, 4), (987654, 1))
    assert code_of(await http.put(ADJUST, json=unknown)) == "SourceLineNotFound"
    assert line_row(tenant, first)["invoiced_quantity"] == 0


async def test_rule_6_a_missing_document_is_source_document_not_found(
    http: httpx.AsyncClient, sales_order: tuple[int, int]
) -> None:
    body = adjustment("SO", "SO-9999", (sales_order[0], 1))
    assert code_of(await http.put(ADJUST, json=body)) == "SourceDocumentNotFound"


async def test_another_organization_s_document_is_not_found(
    http: httpx.AsyncClient, advanced: Tenant
) -> None:
    other = new_tenant(advanced.db)
    foreign = document(other, "SO", "SO-5001")
    body = adjustment("SO", "SO-5001", (line(other, foreign, 3), 1))
    assert code_of(await http.put(ADJUST, json=body)) == "SourceDocumentNotFound"


async def test_adjusting_needs_the_update_invoiced_quantity_scope(
    sandbox_app: FastAPI, tenant: Tenant, sales_order: tuple[int, int]
) -> None:
    body = adjustment("SO", "SO-1001", (sales_order[0], 1))
    async with asgi_client(sandbox_app, tenant.token("read:common-utility")) as reader:
        assert (await reader.put(ADJUST, json=body)).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("update:invoiced-quantity")) as writer:
        assert (await writer.put(ADJUST, json=body)).status_code == 200
