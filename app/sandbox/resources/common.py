"""Common utilities (spec: conventions and master data, "Common utilities").

Three unrelated services share the ``/v3/common`` prefix:

- money in words, Arabic and English, each with its documented quirks (``money_words``);
- file tokens: ``GET /files/{token}`` never returns content but redirects (302) to a
  temporary download link, valid 10 minutes, served outside ``/v3`` by the ``downloads``
  router below (no authentication: the link's signature is the permission); an expired
  token redirects to an expired-link page instead, and an unknown one is a 404 whose body
  is plain text, *not* problem details, as the spec says;
- the invoiced-quantity adjustment of advanced invoicing.

``create_file_token`` is how the sandbox's own features (and tests and trainers) make a
file downloadable.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import time
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Annotated, Any
from urllib.parse import quote, urlencode

from fastapi import APIRouter, Body, Query, Request, Response
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse
from pydantic import BeforeValidator, ValidationError

from app.models.base import decimal_query_schema, decimal_text_only
from app.models.error_codes import ErrorCode
from app.models.utilities import (
    SALES_SOURCE_TYPES,
    AdjustInvoicedQuantityRequest,
    AdjustInvoicedQuantityResponse,
    DocumentType,
    business_error_code,
)
from app.models.validation import issues_from_errors
from app.sandbox import money_words
from app.sandbox.db import stored_utc, utc_now
from app.sandbox.problems import Problem, business_rule, invalid, invalid_issues
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_setting

router = APIRouter(prefix="/common", tags=["Common utilities"], route_class=ApiRoute)

downloads = APIRouter(prefix="/downloads", tags=["Downloads"])
"""The temporary download links ``/v3/common/files/{token}`` redirects to (outside /v3,
no authentication). Registered next to the /v3 routers by ``create_app``."""

DOWNLOAD_LINK_LIFETIME = timedelta(minutes=10)
FILE_TOKEN_LIFETIME = timedelta(days=1)
EXPIRED_LINK_PATH = "/downloads/expired"
_UNKNOWN_TOKEN_TEXT = "The file token is missing or invalid."
_SECRET_NAME = "downloads"


# -- money in words ----------------------------------------------------------------------------
NumberValue = Annotated[
    Decimal,
    BeforeValidator(decimal_text_only),
    decimal_query_schema(),
    Query(alias="numberValue", allow_inf_nan=False),
]
# English words read an integer part below money_words.LIMIT (10**15): a longer one is 400.
EnglishNumberValue = Annotated[
    Decimal,
    BeforeValidator(decimal_text_only),
    decimal_query_schema(integer_digits=len(str(money_words.LIMIT - 1))),
    Query(alias="numberValue", allow_inf_nan=False),
]
Currency = Annotated[str, Query()]
CurrencyFraction = Annotated[str, Query(alias="currencyFraction")]


@router.get("/convert-money-to-arabic-words", **requires("read:common-utility"))
def convert_money_to_arabic_words(
    number_value: NumberValue, currency: Currency, currency_fraction: CurrencyFraction
) -> str:
    """A bare JSON string; the fraction quirk, the missing spaces and the trailing space are
    the service's (see ``money_words``). A missing or non-numeric numberValue is a 400."""
    return money_words.arabic_money(number_value, currency, currency_fraction)


@router.get("/convert-money-to-english-words", **requires("read:common-utility"))
def convert_money_to_english_words(
    number_value: EnglishNumberValue, currency: Currency, currency_fraction: CurrencyFraction
) -> str:
    """A bare JSON string: ``Twelve Pounds,and Fifty Piasters`` or ``Twelve Pounds Only``."""
    try:
        return money_words.english_money(number_value, currency, currency_fraction)
    except ValueError as exc:
        raise invalid("numberValue", "The amount is too large to convert.") from exc


# -- file tokens -------------------------------------------------------------------------------
def create_file_token(
    conn: sqlite3.Connection,
    tenant_id: int,
    *,
    file_name: str,
    content: bytes,
    content_type: str = "application/pdf",
    lifetime: timedelta = FILE_TOKEN_LIFETIME,
) -> str:
    """Make ``content`` downloadable through ``GET /v3/common/files/{token}``; returns the
    token. A negative ``lifetime`` makes an already expired token (tests)."""
    token = secrets.token_urlsafe(32)
    conn.execute(
        "INSERT INTO file_tokens (token, tenant_id, file_name, content_type, content, "
        "expires_at) VALUES (?, ?, ?, ?, ?, ?)",
        (
            token,
            tenant_id,
            file_name,
            content_type,
            content,
            stored_utc(datetime.now(UTC) + lifetime),
        ),
    )
    return token


def _signing_key(conn: sqlite3.Connection) -> bytes:
    row = conn.execute(
        "SELECT value FROM server_secrets WHERE name = ?", (_SECRET_NAME,)
    ).fetchone()
    if row is not None:
        return str(row["value"]).encode()
    value = secrets.token_hex(32)
    conn.execute("INSERT INTO server_secrets (name, value) VALUES (?, ?)", (_SECRET_NAME, value))
    return value.encode()


def _signature(conn: sqlite3.Connection, token: str, expires: int) -> str:
    message = f"{token}.{expires}".encode()
    return hmac.new(_signing_key(conn), message, hashlib.sha256).hexdigest()


def signed_download_path(conn: sqlite3.Connection, token: str, expires: int) -> str:
    """The download link of ``token``, valid until ``expires`` (Unix seconds)."""
    query = urlencode({"expires": expires, "signature": _signature(conn, token, expires)})
    return f"/downloads/{quote(token, safe='')}?{query}"


def _absolute(request: Request, path: str) -> str:
    return str(request.base_url).rstrip("/") + path


def _unknown_token() -> PlainTextResponse:
    # Deliberately not problem details: the spec gives this 404 a plain-text body.
    return PlainTextResponse(_UNKNOWN_TOKEN_TEXT, status_code=404)


@router.get("/files", **requires("read:common-utility"), include_in_schema=False)
@router.get("/files/", **requires("read:common-utility"), include_in_schema=False)
def file_without_token() -> Response:
    """A missing token is the same plain-text 404 as an invalid one."""
    return _unknown_token()


@router.get(
    "/files/{token}",
    status_code=302,
    response_class=RedirectResponse,
    responses={
        302: {"description": "To the temporary download link, or to the expired-link page."},
        404: {
            "description": "The token is missing or invalid (plain text, not problem details).",
            "content": {"text/plain": {"schema": {"type": "string"}}},
        },
    },
    **requires("read:common-utility"),
)
def file_link(token: str, request: Request, caller: CurrentCaller, db: Db) -> Response:
    """302 to a download link valid 10 minutes; an expired token 302s to the expired-link
    page; a missing or invalid token is a plain-text 404. ``ExpiredLink`` and
    ``InvalidLink`` are declared by the spec but never returned here."""
    with db.transaction() as conn:
        row = conn.execute(
            "SELECT expires_at FROM file_tokens WHERE token = ? AND tenant_id = ?",
            (token, caller.tenant_id),
        ).fetchone()
        if row is None:
            return _unknown_token()
        if row["expires_at"] <= utc_now():
            return RedirectResponse(_absolute(request, EXPIRED_LINK_PATH), status_code=302)
        expires = int(time.time() + DOWNLOAD_LINK_LIFETIME.total_seconds())
        path = signed_download_path(conn, token, expires)
    return RedirectResponse(_absolute(request, path), status_code=302)


@downloads.get("/expired", response_class=HTMLResponse)
def expired_link_page() -> HTMLResponse:
    """Where expired tokens and expired links lead: 410 Gone, readable in a browser."""
    return HTMLResponse(
        "<!doctype html><html><head><meta charset='utf-8'><title>Link expired</title></head>"
        "<body><h1>This download link has expired.</h1>"
        "<p>Ask for the file again to get a new link.</p>"
        "<p dir='rtl'>انتهت صلاحية رابط التحميل. اطلب الملف مرة أخرى.</p></body></html>",
        status_code=410,
    )


@downloads.get("/{token}")
def download(
    token: str, request: Request, db: Db, expires: int | None = None, signature: str | None = None
) -> Response:
    """The file as an attachment while the link's signature holds and it has not expired;
    an expired link redirects to the expired-link page; anything else is a plain 404."""
    with db.transaction() as conn:
        if (
            expires is None
            or signature is None
            or not hmac.compare_digest(signature, _signature(conn, token, expires))
        ):
            return _unknown_token()
        if expires <= time.time():
            return RedirectResponse(_absolute(request, EXPIRED_LINK_PATH), status_code=302)
        row = conn.execute(
            "SELECT file_name, content_type, content FROM file_tokens WHERE token = ?", (token,)
        ).fetchone()
    if row is None:
        return _unknown_token()
    file_name = str(row["file_name"])
    fallback = file_name.encode("ascii", "replace").decode().replace('"', "'").replace("?", "_")
    disposition = f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(file_name)}"
    return Response(
        bytes(row["content"]),
        media_type=str(row["content_type"]),
        headers={"Content-Disposition": disposition},
    )


# -- invoiced quantities -----------------------------------------------------------------------
def _request_problem(error: ValidationError) -> Problem:
    """Malformed input is a 400; otherwise the first broken rule, in the spec's order (the
    model checks them in that order), is a 409 with its error code."""
    errors = error.errors(include_url=False)
    malformed = [e for e in errors if business_error_code(e["type"]) is None]
    if malformed:
        return invalid_issues(issues_from_errors(malformed))
    first = errors[0]
    return business_rule(str(first["type"]), str(first["msg"]))


def _check_document(conn: sqlite3.Connection, document: sqlite3.Row) -> None:
    """Rule 4: SO and SR must be approved; work orders must be standalone."""
    if document["type"] in SALES_SOURCE_TYPES:
        if not document["is_approved"]:
            raise business_rule(
                ErrorCode.DocumentNotApproved, f"{document['code']} is not approved."
            )
        return
    # A work order is related by its header, or by its lines when they continue the lines
    # of an order or return (an issue offering made for a sales order names the order's
    # lines even when its header does not name the order).
    related = conn.execute(
        """
        SELECT type, code FROM documents WHERE id = ?
        UNION ALL
        SELECT source.type, source.code FROM document_lines AS line
        JOIN document_lines AS origin ON origin.id = line.source_line_id
        JOIN documents AS source ON source.id = origin.document_id
        WHERE line.document_id = ? AND source.type IN ('SO', 'SR', 'PO', 'PR')
        LIMIT 1
        """,
        (document["related_document_id"], document["id"]),
    ).fetchone()
    codes = {
        DocumentType.SO: ErrorCode.RelatedDocumentExistsSO,
        DocumentType.SR: ErrorCode.RelatedDocumentExistsSR,
        DocumentType.PO: ErrorCode.RelatedDocumentExistsPO,
        DocumentType.PR: ErrorCode.RelatedDocumentExistsPR,
    }
    if related is not None and related["type"] in codes:
        raise business_rule(
            codes[DocumentType(related["type"])],
            f"{document['code']} is related to {related['code']}; adjust that document instead.",
        )


@router.put(
    "/adjust-invoiced-quantity",
    **requires("update:invoiced-quantity", body=AdjustInvoicedQuantityRequest),
)
def adjust_invoiced_quantity(
    body: Annotated[dict[str, Any], Body()], caller: CurrentCaller, db: Db
) -> AdjustInvoicedQuantityResponse:
    """Add each signed delta to its line's invoiced quantity, all lines or none.

    Checks run in the spec's order: the request's own rules (type, code, lines and zero
    adjustments, duplicates), the invoicing mode, then the document (exists with that type
    and code, approved or standalone), its lines, and the resulting quantities.
    """
    try:
        request = AdjustInvoicedQuantityRequest.model_validate(body)
    except ValidationError as exc:
        raise _request_problem(exc) from exc
    with db.transaction() as conn:
        # Rule 3.
        if get_setting(conn, caller.tenant_id, "invoicingMode") != "Advanced":
            raise business_rule(
                ErrorCode.InvoicingModeNotSupported,
                "Invoiced quantities exist only in the advanced invoicing mode.",
            )
        code = request.source_document_code.strip()
        document = conn.execute(
            "SELECT * FROM documents WHERE tenant_id = ? AND type = ? AND code = ?",
            (caller.tenant_id, request.source_document_type.value, code),
        ).fetchone()
        if document is None:
            raise business_rule(
                ErrorCode.SourceDocumentNotFound,
                f"No {request.source_document_type.value} document has the code '{code}'.",
            )
        _check_document(conn, document)
        line_ids = [line.source_line_id for line in request.lines]
        stored = {
            int(row["id"]): row
            for row in conn.execute(
                "SELECT id, quantity, invoiced_quantity FROM document_lines "
                "WHERE document_id = ? AND id IN (SELECT value FROM json_each(?))",
                (document["id"], json.dumps(line_ids)),
            )
        }
        # Rule 6, then rule 5, line by line in the order sent; nothing is written before
        # every line passed.
        missing = [line_id for line_id in line_ids if line_id not in stored]
        if missing:
            raise business_rule(
                ErrorCode.SourceLineNotFound,
                f"Line {missing[0]} does not belong to {document['code']}.",
            )
        changes: list[tuple[float, int]] = []
        for line in request.lines:
            row = stored[line.source_line_id]
            invoiced = Decimal(str(row["invoiced_quantity"])) + line.quantity_adjustment
            if invoiced < 0:
                raise business_rule(
                    ErrorCode.NegativeInvoicedQuantity,
                    f"Line {row['id']} would have a negative invoiced quantity ({invoiced}).",
                )
            if invoiced > Decimal(str(row["quantity"])):
                raise business_rule(
                    ErrorCode.InvoicedQuantityExceeded,
                    f"Line {row['id']} would invoice {invoiced} of {row['quantity']}.",
                )
            changes.append((float(invoiced), line.source_line_id))
        now = utc_now()
        conn.executemany(
            "UPDATE document_lines SET invoiced_quantity = ?, updated_at = ?, updated_by = ? "
            "WHERE id = ?",
            [(invoiced, now, caller.user_id, line_id) for invoiced, line_id in changes],
        )
    return AdjustInvoicedQuantityResponse(success=True, updated_lines=len(changes))
