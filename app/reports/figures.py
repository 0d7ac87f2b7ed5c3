"""The landing dashboard's figures as data, and their JSON (``figures_to_json``).

What the dashboard shows (``Dashboard``) and the rows it is made of, kept apart from the
engine that computes them (``app.reports.engine``, which re-exports them): a start that
draws the figures a manager read last (``app.reports.landing_snapshot``) builds them from
their JSON with this module alone, the standard library's ``dataclasses`` and nothing of
the engine, the ledger cache's module or its two dozen other classes.

Qt-free, like every report.
"""

from __future__ import annotations

import sys
import types
import typing
from dataclasses import dataclass, field, fields, is_dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from app.store.ledger_status import SyncStatus

ZERO = Decimal(0)


@dataclass(frozen=True)
class DayPoint:
    day: int
    """Day of the period, from 1."""
    cumulative: Decimal
    """Net sales from the first day of the period to this day."""


@dataclass(frozen=True)
class MonthPoint:
    month: str
    net: Decimal


@dataclass(frozen=True)
class AgeingRow:
    """One customer's balance split by the age of what is still owed."""

    customer_id: int
    code: str
    name: str
    balance: Decimal
    buckets: tuple[Decimal, Decimal, Decimal, Decimal]
    """0-30, 31-60, 61-90 and over 90 days (``AGE_BANDS``); they sum to ``balance``."""
    credit_limit: Decimal | None
    over_credit_limit: bool
    currency: str = ""
    """The currency the customer is kept in, where every line naming it up to the day is
    of a document in that one currency; "" otherwise."""
    currency_balance: Decimal | None = None
    """The balance in that currency (None where ``currency`` is "")."""

    @property
    def overdue(self) -> Decimal:
        """What is owed for more than 30 days."""
        return self.buckets[1] + self.buckets[2] + self.buckets[3]


@dataclass(frozen=True)
class SupplierAgeingRow:
    """One supplier's balance (owed to it) split by the age of what is still owed."""

    supplier_id: int
    code: str
    name: str
    balance: Decimal
    buckets: tuple[Decimal, Decimal, Decimal, Decimal]
    """0-30, 31-60, 61-90 and over 90 days (``AGE_BANDS``); they sum to ``balance``."""
    currency: str = ""
    """The currency the supplier is kept in, where every line naming it up to the day is
    of a document in that one currency; "" otherwise."""
    currency_balance: Decimal | None = None
    """What is owed in that currency, credit positive as ``balance`` (None where
    ``currency`` is "")."""

    @property
    def overdue(self) -> Decimal:
        """What has been owed for more than 30 days."""
        return self.buckets[1] + self.buckets[2] + self.buckets[3]


@dataclass(frozen=True)
class CashRow:
    """A Cash or Bank account: balance as of a date, movement in a period."""

    account_id: int
    code: str
    name: str
    type: str
    balance: Decimal
    period_in: Decimal
    period_out: Decimal
    other_name: str = ""
    """The account's name in the chart's other language (Arabic), "" where none."""
    currency: str = ""
    """The currency the account is kept in, where every line of it up to the day is of a
    document in that one currency (CIB - USD); "" otherwise."""
    currency_balance: Decimal | None = None
    """The balance in that currency (None where ``currency`` is "")."""

    @property
    def movement(self) -> Decimal:
        return self.period_in - self.period_out


@dataclass(frozen=True)
class WarehouseValue:
    warehouse_id: int
    code: str
    name: str
    value: Decimal


@dataclass(frozen=True)
class Dashboard:
    """What the home page shows; each card's figures come from the report it opens."""

    today: date
    period_from: date
    period_to: date
    receivables_total: Decimal
    receivables_overdue: Decimal
    """Owed for more than 30 days (the ageing's 31-60, 61-90 and 90+ bands)."""
    top_debtors: tuple[AgeingRow, ...]
    over_limit_count: int
    cash_total: Decimal
    cash_accounts: tuple[CashRow, ...]
    sales_period: tuple[DayPoint, ...]
    """Net sales of the period, cumulative by day."""
    sales_previous: tuple[DayPoint, ...]
    """Net sales of the period before (``previous_from`` .. ``previous_to``), by day."""
    sales_period_total: Decimal
    sales_previous_total: Decimal
    sales_by_month: tuple[MonthPoint, ...]
    """The twelve months up to the period's last."""
    stock_by_warehouse: tuple[WarehouseValue, ...]
    stock_total: Decimal
    unposted_count: int
    status: SyncStatus = field(default_factory=lambda: SyncStatus(None, None, False, None))
    payables_total: Decimal = ZERO
    """Owed to suppliers as of today (the payables ageing's total)."""
    payables_overdue: Decimal = ZERO
    """Owed to suppliers for more than 30 days."""
    top_creditors: tuple[SupplierAgeingRow, ...] = ()
    """The three suppliers owed most."""
    payables_currencies: tuple[str, ...] = ()
    """The other currencies suppliers owed something are kept in (their balances then
    show in both, and the card's total says its currency), by code."""
    receivables_currencies: tuple[str, ...] = ()
    """The same for the customers who owe something."""
    cash_in: Decimal = ZERO
    """What came into the Cash and Bank accounts in the period (the cash position's)."""
    cash_out: Decimal = ZERO
    """What went out of them in the period."""
    previous_from: date | None = None
    previous_to: date | None = None
    unposted_in_period: int = 0
    """Unposted documents dated in the period (``unposted_count``: all of them)."""

    @property
    def as_of(self) -> date:
        """The day the balances are taken on: the period's last day."""
        return self.period_to

    @property
    def sales_year_total(self) -> Decimal:
        """Net sales of the twelve months ``sales_by_month`` shows (the year card's figure)."""
        return sum((m.net for m in self.sales_by_month), ZERO)


# -- JSON -------------------------------------------------------------------------------------
def figures_to_json(figures: Dashboard) -> dict[str, Any]:
    """``figures`` as JSON values: amounts as their exact text, days as ISO dates."""
    encoded = _encode(figures)
    assert isinstance(encoded, dict)
    return encoded


def figures_from_json(raw: dict[str, Any]) -> Dashboard:
    """The ``Dashboard`` ``figures_to_json`` wrote; ``ValueError`` where ``raw`` is not one
    (a field missing or of another kind: written by another version, or damaged)."""
    try:
        figures = _decode(Dashboard, raw)
    except (KeyError, TypeError, AttributeError, ArithmeticError) as exc:
        raise ValueError(f"not the dashboard's figures: {exc!r}") from exc
    assert isinstance(figures, Dashboard)
    return figures


def _encode(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {item.name: _encode(getattr(value, item.name)) for item in fields(value)}
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The fields' types, resolved once per class (they are written as text here)."""
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls, vars(sys.modules[cls.__module__]))
    return _HINTS[cls]


def _decode(hint: Any, raw: Any) -> Any:
    """``raw`` read as the type ``hint`` names: the dataclasses above, their tuples,
    ``X | None``, and the plain values Decimal, date, int, str and bool."""
    origin = typing.get_origin(hint)
    if origin is types.UnionType or origin is typing.Union:
        if raw is None:
            return None
        (kind,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        return _decode(kind, raw)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item) for item in raw)
        if len(args) != len(raw):
            raise TypeError(f"{len(raw)} values for {hint}")
        return tuple(_decode(kind, item) for kind, item in zip(args, raw, strict=True))
    if isinstance(hint, type) and is_dataclass(hint):
        if not isinstance(raw, dict):
            raise TypeError(f"{hint.__name__} is not an object")
        hints = _hints(hint)
        values = {item.name: _decode(hints[item.name], raw[item.name]) for item in fields(hint)}
        return hint(**values)
    if hint is Decimal:
        if not isinstance(raw, str):
            raise TypeError(f"an amount as {type(raw).__name__}")
        return Decimal(raw)
    if hint is date:
        return date.fromisoformat(raw)
    if hint in (int, str, bool):
        if type(raw) is not hint:
            raise TypeError(f"{hint.__name__} expected, {type(raw).__name__} found")
        return raw
    raise TypeError(f"no reading for {hint!r}")
