"""Document dates and exchange rates: how they are stored and the rules every document
type shares (future dates, the closing date, decimals of a rate).

Document dates are stored as the clerk's wall-clock time, as sent, without a zone
(``2026-11-22T10:30:00``): the service's "date only" filters and the journal list's "time
ignored" compare that text. A zone sent with the value is dropped, not converted, so that
the date a clerk typed is the date stored.

"Future" is decided by calendar day, and against the latest calendar day anywhere on
Earth (UTC+14): a clerk ahead of UTC entering today's date is never refused, only a day
after today is (guessed; the spec says "a future date").
"""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta
from decimal import Decimal

from app import clock
from app.models.base import decimal_places
from app.models.error_codes import ErrorCode
from app.sandbox.problems import Problem, business_rule
from app.sandbox.settings import get_setting

LATEST_UTC_OFFSET = timedelta(hours=14)


def stored_document_date(when: datetime) -> str:
    """``when`` as a document date is stored: wall-clock ISO text, zone dropped."""
    return when.replace(tzinfo=None).isoformat()


def now_document_date() -> str:
    """An omitted date ("omitted date means now"): the current UTC time, stored as above."""
    return stored_document_date(clock.utc_now())


def document_day(stored: str) -> date:
    return datetime.fromisoformat(stored).date()


def is_future(stored: str, *, today: date | None = None) -> bool:
    """Whether a stored document date falls on a day after today (see the module note)."""
    latest_today = today or (clock.utc_now() + LATEST_UTC_OFFSET).date()
    return document_day(stored) > latest_today


def closing_date(conn: sqlite3.Connection, tenant_id: int) -> date | None:
    """The organization's closing date (setting ``closingDate``), if one is set."""
    value = get_setting(conn, tenant_id, "closingDate")
    return date.fromisoformat(value) if value else None


def before_closing_date(conn: sqlite3.Connection, tenant_id: int, stored: str) -> bool:
    """Whether a document dated ``stored`` falls in the closed period (strictly before the
    closing date: the spec's "a date before the closing date gives 409")."""
    closed = closing_date(conn, tenant_id)
    return closed is not None and document_day(stored) < closed


def check_future_date(
    conn: sqlite3.Connection, tenant_id: int, stored: str, *, always: bool = False
) -> None:
    """409 PreventSaveDocumentsInFutureDate for a future date when the organization forbids
    them (setting ``preventFutureDates``), or ``always`` (cash documents: "whatever the
    organization setting")."""
    forbidden = always or get_setting(conn, tenant_id, "preventFutureDates") == "true"
    if forbidden and is_future(stored):
        raise business_rule(
            ErrorCode.PreventSaveDocumentsInFutureDate,
            "The document date is in the future; the organization does not allow that.",
        )


def check_closing_date(
    conn: sqlite3.Connection, tenant_id: int, stored: str, *, updating: bool = False
) -> None:
    """409 CannotInsertDocumentBeforeClosingDate (CannotUpdate... on an update) for a date in
    the closed period."""
    if before_closing_date(conn, tenant_id, stored):
        code = (
            ErrorCode.CannotUpdateDocumentBeforeClosingDate
            if updating
            else ErrorCode.CannotInsertDocumentBeforeClosingDate
        )
        raise business_rule(
            code, f"The document date is before the closing date {closing_date(conn, tenant_id)}."
        )


def rate_decimals_problem(rate: Decimal | None, limit: int) -> Problem | None:
    """409 ExchangeRateDecimalsExceedLimit for a rate written with more than ``limit``
    decimal places (4 on sales and work documents, 6 on accounting ones)."""
    if rate is None or decimal_places(rate) <= limit:
        return None
    return business_rule(
        ErrorCode.ExchangeRateDecimalsExceedLimit,
        f"The exchange rate may have at most {limit} decimal places.",
    )


def system_currency(conn: sqlite3.Connection, tenant_id: int) -> int | None:
    """The id of the organization's system currency (None if it has none: NoSystemCurrency
    is then the caller's to raise where the spec lists it)."""
    row = conn.execute(
        "SELECT id FROM currencies WHERE tenant_id = ? AND is_system = 1", (tenant_id,)
    ).fetchone()
    return int(row[0]) if row is not None else None


def current_rate(conn: sqlite3.Connection, currency_id: int) -> float:
    """The currency's rate at call time (system-currency units per unit)."""
    row = conn.execute("SELECT rate FROM currencies WHERE id = ?", (currency_id,)).fetchone()
    return float(row[0]) if row is not None else 1.0
