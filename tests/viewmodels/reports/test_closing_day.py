"""A ledger's and a statement's closing balance is dated the period's last day, or today
for a period that ends in the future (this month, this year), or the latest line's day
where a document is already dated after today. Pinned on 2026-12-02, on 1 January 2027
and on 29 February 2028, half past midnight in Cairo (when UTC's date is the day before)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest
import time_machine

from app import clock
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.pieces import closing_day, ledger_end_rows

DAYS = [date(2026, 12, 2), date(2027, 1, 1), date(2028, 2, 29)]


@pytest.mark.parametrize("today", DAYS, ids=str)
def test_the_closing_day(today: date) -> None:
    local = datetime(today.year, today.month, today.day, 0, 30, tzinfo=ZoneInfo("Africa/Cairo"))
    with time_machine.travel(local.astimezone(UTC), tick=False):
        clock.use_zone("Africa/Cairo")
        try:
            assert clock.today() == today
            year_end = date(today.year, 12, 31)
            last_year_end = date(today.year - 1, 12, 31)
            # A period over: its end, whatever its lines.
            assert closing_day(last_year_end, date(today.year - 1, 6, 1)) == last_year_end
            # A period not over: today, with no line or lines up to today.
            assert closing_day(year_end, None) == today
            assert closing_day(year_end, today) == today
            # A document already dated later than today: its day (within the period).
            later = date(today.year, 12, 20) if today.month < 12 else date(today.year, 12, 30)
            assert closing_day(year_end, later) == later
            assert closing_day(None, None) is None
            # The table's closing row carries it; the opening row the period's first day.
            parameters = ReportParameters(date(today.year, 1, 1), year_end, as_of=today)
            opening, closing = ledger_end_rows(parameters, 4, *(0,) * 4, last_line_day=today)
            assert (opening.values[0], closing.values[0]) == (date(today.year, 1, 1), today)
        finally:
            clock.use_zone(None)
