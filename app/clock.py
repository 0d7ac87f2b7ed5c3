"""One clock for the app, the sandbox and the demo generator.

Every "now" and "today" that decides something a person sees (a document's default date,
"this month" on the dashboard, an ageing bucket, the demo company's year of trading, the
sandbox's "future date" rule) comes from here, so that a test pins one clock (with
``time-machine``, which moves ``datetime.now`` and ``time.time`` for the whole process)
and the date rules can be tried on the 1st of a month, on 1 January, on 29 February and
just after midnight in another time zone.

"Today" is the user's local calendar date: in the profile's time zone where one is set
(:func:`use_zone`), else the machine's. "Now in UTC" is for timestamps the app stores and
compares (sync cursors, drafts, the outbox), which never depend on a zone.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, tzinfo

_zone: tzinfo | None = None
"""The profile's time zone; ``None`` means the machine's local zone."""


def use_zone(name: str | None) -> None:
    """Take "today" in the IANA zone ``name`` (a profile's setting), or in the machine's
    local zone when ``name`` is empty or unknown (an unknown name must never stop the app)."""
    global _zone
    if not name:
        _zone = None
        return
    # Imported here: zoneinfo costs some milliseconds of every start, and only a profile
    # with a zone of its own needs it.
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        _zone = ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        _zone = None


def zone() -> tzinfo | None:
    """The zone :func:`local_now` uses (``None``: the machine's)."""
    return _zone


def utc_now() -> datetime:
    """The current moment, aware, in UTC."""
    return datetime.now(UTC)


def local_now() -> datetime:
    """The current moment, aware, in the user's zone (see the module note)."""
    moment = utc_now()
    return moment.astimezone(_zone) if _zone is not None else moment.astimezone()


def wall_now() -> datetime:
    """The user's wall-clock time without a zone, to the second: what a document's date
    and time default to (the service stores document dates as wall-clock text)."""
    return local_now().replace(tzinfo=None, microsecond=0)


def today() -> date:
    """The user's local calendar date."""
    return local_now().date()


def month_start(day: date) -> date:
    """The first day of ``day``'s month."""
    return day.replace(day=1)


def month_end(day: date) -> date:
    """The last day of ``day``'s month (28 February, 29 in a leap year, 31 December)."""
    following = (day.replace(day=28) + timedelta(days=4)).replace(day=1)
    return following - timedelta(days=1)
