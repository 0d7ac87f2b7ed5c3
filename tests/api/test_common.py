"""``client.common``: money in words, file links and invoiced quantities, against the
sandbox in-process (and httpx.MockTransport for the transport edges)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from urllib.parse import urlsplit

import httpx
import pytest
from fastapi import FastAPI
from pydantic import ValidationError

from app.api import errors
from app.api.client import ApiClient
from app.api.connection import Connection
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.utilities import AdjustInvoicedQuantityRequest, DocumentType
from app.sandbox.resources import common
from tests.support.sandbox import Tenant, asgi_client

ADJUSTMENT = {
    "sourceDocumentType": "so",
    "sourceDocumentCode": "SO-1001",
    "lines": [{"sourceLineId": 1, "quantityAdjustment": 1}],
}


def mock_client(handler: Callable[[httpx.Request], httpx.Response]) -> ApiClient:
    return ApiClient(
        Connection(base_url="https://erp.example.com", token="Bearer abc"),
        transport=httpx.MockTransport(handler),
        retry=RetryPolicy(base_delay=0.001, max_delay=0.002),
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )


async def test_money_to_arabic_words_keeps_the_service_s_quirks(api: ApiClient) -> None:
    words = await api.common.money_to_arabic_words(
        number_value=Decimal("12.50"), currency=" جنيه", currency_fraction=" قرش"
    )
    assert words == "اثنا عشر جنيه وخمسة قرش فقط لا غير "


async def test_money_to_english_words(api: ApiClient) -> None:
    words = await api.common.money_to_english_words(
        number_value=Decimal("1250.129"), currency="Pounds", currency_fraction="Piasters"
    )
    assert words == "One Thousand Two Hundred Fifty Pounds,and Twelve Piasters"


async def test_file_download_url_returns_the_link_without_following_it(
    sandbox_app: FastAPI, api: ApiClient, tenant: Tenant
) -> None:
    with tenant.db.transaction() as conn:
        token = common.create_file_token(conn, tenant.id, file_name="SO-1.pdf", content=b"%PDF-")
        expired = common.create_file_token(
            conn, tenant.id, file_name="old.pdf", content=b"%PDF-", lifetime=timedelta(-1)
        )
    url = await api.common.file_download_url(token)
    assert urlsplit(url).path == f"/downloads/{token}"
    async with asgi_client(sandbox_app, None) as browser:
        assert (await browser.get(url)).content == b"%PDF-"
    assert urlsplit(await api.common.file_download_url(expired)).path == "/downloads/expired"
    with pytest.raises(errors.NotFound):
        await api.common.file_download_url("no-such-token")
    assert api.last_rate_limit is None  # the in-process sandbox runs without rate limits


async def test_file_download_url_maps_transport_failures_and_odd_answers() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    offline = mock_client(refuse)
    with pytest.raises(errors.Offline):
        await offline.common.file_download_url("t")
    await offline.aclose()

    not_a_redirect = mock_client(lambda request: httpx.Response(200, content=b"%PDF-"))
    with pytest.raises(errors.BadResponse):
        await not_a_redirect.common.file_download_url("t")
    await not_a_redirect.aclose()


async def test_adjust_invoiced_quantity(api: ApiClient, tenant: Tenant) -> None:
    tenant.setting("invoicingMode", "Advanced")
    order = tenant.execute(
        "INSERT INTO documents (tenant_id, type, code, is_approved) VALUES (?, 'SO', 'SO-1001', 1)",
        tenant.id,
    )
    line = tenant.execute("INSERT INTO document_lines (document_id, quantity) VALUES (?, 4)", order)
    request = AdjustInvoicedQuantityRequest.model_validate(
        {**ADJUSTMENT, "lines": [{"sourceLineId": line, "quantityAdjustment": 3}]}
    )
    assert request.source_document_type is DocumentType.SO
    answer = await api.common.adjust_invoiced_quantity(request)
    assert answer.success and answer.updated_lines == 1
    with pytest.raises(errors.BusinessRuleViolation) as caught:
        await api.common.adjust_invoiced_quantity(request)  # 6 of 4
    assert caught.value.error_code == "InvoicedQuantityExceeded"


async def test_adjust_invoiced_quantity_rules_are_checked_before_sending() -> None:
    with pytest.raises(ValidationError) as caught:
        AdjustInvoicedQuantityRequest.model_validate({**ADJUSTMENT, "sourceDocumentType": "PO"})
    assert caught.value.errors()[0]["type"] == "InvalidSourceDocumentType"


async def test_a_lost_adjustment_answer_is_never_retried() -> None:
    # A delta applied twice would invoice twice: the PUT is not safe to repeat.
    attempts: list[httpx.Request] = []

    def lose_the_answer(request: httpx.Request) -> httpx.Response:
        attempts.append(request)
        raise httpx.ReadError("connection reset", request=request)

    client = mock_client(lose_the_answer)
    request = AdjustInvoicedQuantityRequest.model_validate(ADJUSTMENT)
    with pytest.raises(errors.OutcomeUnknown):
        await client.common.adjust_invoiced_quantity(request)
    await client.aclose()
    assert len(attempts) == 1
