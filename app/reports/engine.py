"""The reports a manager reads, computed from the ledger cache (``Books``).

Pure functions: the same books and parameters give the same report, with no clock and no
network. Amounts are ``Decimal`` in the system currency (a line's amount times its
document's exchange rate). Every report counts posted *and* unposted documents by default,
as the service's customer balance does; ``posted_only=True`` leaves unposted ones out.

Dates are inclusive (``date_from`` .. ``date_to`` whole days); ``None`` for a start means
"since the first entry" and for an end "up to the last one". Balances are debit minus
credit: a positive balance is a debit balance (what a customer owes, cash on hand), a
negative one a credit balance.

Every row carries the ids a drill-down needs: the account, the customer, the document.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

from app.store.ledger import Books, LedgerLine, SyncStatus, from_micro

if TYPE_CHECKING:
    from app.reports.payables import SupplierAgeingRow

ZERO = Decimal(0)
FIRST_DAY = "0001-01-01"
LAST_DAY = "9999-12-31"

CASH_TYPES = ("Cash", "Bank")
"""Account types the cash position shows."""

AGE_BANDS = ("0-30", "31-60", "61-90", "90+")
"""Ageing bands in days since the document date (inclusive on both ends)."""

ACCOUNT_TYPE_ORDER = (
    "Cash",
    "Bank",
    "AccountsReceivable",
    "NotesReceivable",
    "Inventory",
    "EndingInventory",
    "AccountsPayable",
    "NotesPayable",
    "SalesTax",
    "AddedTax",
    "PurchaseAddedTax",
    "WithholdingTax",
    "RetainedEarning",
    "Sales",
    "ServicesSales",
    "SalesReturns",
    "SalesDiscount",
    "OtherRevenue",
    "Purchase",
    "PurchaseReturns",
    "PurchaseDiscount",
    "COGS",
    "Waste",
    "Adjustment",
    "RealizedGainExchange",
    "RealizedLossExchange",
    "UnrealizedGainExchange",
    "UnrealizedLossExchange",
)
"""The order of the trial balance's groups: assets, liabilities, equity, income, costs;
any other type follows, by name, and accounts with no type last."""


def _day(value: date | None, default: str) -> str:
    return default if value is None else value.isoformat()


def _money(micro: int) -> Decimal:
    return from_micro(micro)


# -- trial balance ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Totals:
    """Opening, debit, credit and closing of a set of accounts."""

    opening: Decimal = ZERO
    debit: Decimal = ZERO
    credit: Decimal = ZERO
    closing: Decimal = ZERO

    def __add__(self, other: Totals) -> Totals:
        return Totals(
            self.opening + other.opening,
            self.debit + other.debit,
            self.credit + other.credit,
            self.closing + other.closing,
        )


@dataclass(frozen=True)
class TrialBalanceRow:
    """One account: balance before the period, debits and credits in it, balance after."""

    account_id: int
    code: str
    name: str
    type: str
    opening: Decimal
    debit: Decimal
    credit: Decimal
    closing: Decimal


@dataclass(frozen=True)
class TrialBalanceGroup:
    """The accounts of one account type with their subtotal."""

    type: str
    rows: tuple[TrialBalanceRow, ...]
    subtotal: Totals


@dataclass(frozen=True)
class TrialBalance:
    """Debits equal credits and closings sum to zero when every entry balances (an
    organization may allow unbalanced entries: ``is_balanced`` then says so)."""

    date_from: date | None
    date_to: date | None
    posted_only: bool
    groups: tuple[TrialBalanceGroup, ...]
    totals: Totals
    status: SyncStatus

    @property
    def rows(self) -> tuple[TrialBalanceRow, ...]:
        return tuple(row for group in self.groups for row in group.rows)

    @property
    def is_balanced(self) -> bool:
        return self.totals.debit == self.totals.credit and self.totals.closing == ZERO


def _type_rank(account_type: str) -> tuple[int, str]:
    if account_type in ACCOUNT_TYPE_ORDER:
        return (ACCOUNT_TYPE_ORDER.index(account_type), "")
    return (len(ACCOUNT_TYPE_ORDER) + (1 if not account_type else 0), account_type)


def trial_balance(
    books: Books, date_from: date | None, date_to: date | None, posted_only: bool = False
) -> TrialBalance:
    """Per account with any balance or movement: opening (everything before
    ``date_from``), debits and credits in the period, closing = opening + debit - credit;
    grouped by account type (assets first, see ``ACCOUNT_TYPE_ORDER``), accounts by code,
    with subtotals and totals. An account the cache does not know (deleted since) shows
    with its id."""
    accounts = books.accounts()
    sums = books.account_movements(_day(date_from, FIRST_DAY), _day(date_to, LAST_DAY), posted_only)
    by_type: dict[str, list[TrialBalanceRow]] = defaultdict(list)
    for account_id, (opening, debit, credit) in sums.items():
        if opening == 0 and debit == 0 and credit == 0:
            continue
        info = accounts.get(account_id)
        row = TrialBalanceRow(
            account_id=account_id,
            code=info.code if info else str(account_id),
            name=info.name if info else f"#{account_id}",
            type=info.type if info else "",
            opening=_money(opening),
            debit=_money(debit),
            credit=_money(credit),
            closing=_money(opening + debit - credit),
        )
        by_type[row.type].append(row)
    groups = []
    totals = Totals()
    for account_type in sorted(by_type, key=_type_rank):
        rows = tuple(sorted(by_type[account_type], key=lambda r: (r.code, r.account_id)))
        subtotal = sum((Totals(r.opening, r.debit, r.credit, r.closing) for r in rows), Totals())
        groups.append(TrialBalanceGroup(account_type, rows, subtotal))
        totals += subtotal
    return TrialBalance(date_from, date_to, posted_only, tuple(groups), totals, books.status())


# -- ledgers ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class LedgerRow:
    """One journal line with the running balance after it."""

    day: date
    entry_id: int
    document_code: str
    document_type: str
    posted: bool
    debit: Decimal
    credit: Decimal
    balance: Decimal
    line_id: int
    account_id: int | None
    customer_id: int | None
    comments: str | None


@dataclass(frozen=True)
class LedgerReport:
    """A general ledger (``kind`` "account") or a customer statement ("customer"):
    opening balance, the lines in date order with a running balance, closing balance."""

    kind: str
    subject_id: int
    code: str
    name: str
    date_from: date | None
    date_to: date | None
    posted_only: bool
    opening: Decimal
    lines: tuple[LedgerRow, ...]
    total_debit: Decimal
    total_credit: Decimal
    closing: Decimal
    status: SyncStatus


@dataclass(frozen=True)
class RunningLedger:
    """A subject's lines with the balance after each, and the sums a ledger's foot shows."""

    opening: Decimal
    rows: tuple[LedgerRow, ...]
    total_debit: Decimal
    total_credit: Decimal
    closing: Decimal


def _exact(amount: Decimal) -> Decimal:
    return amount


def running_ledger(
    opening_micro: int,
    lines: Sequence[LedgerLine],
    credit_balance: bool = False,
    rounding: Callable[[Decimal], Decimal] = _exact,
) -> RunningLedger:
    """The running balance over ``lines`` from an opening balance the books keep as debit
    minus credit. ``credit_balance``: the balance is credit minus debit instead (what is
    owed to a supplier). ``rounding`` is applied to the opening and to each line's debit
    and credit before they are added (the payables reports show currency decimals; the
    engine's own ledgers keep the cache's exact amounts)."""
    balance = opening = rounding(from_micro(-opening_micro if credit_balance else opening_micro))
    rows = []
    total_debit = total_credit = ZERO
    for line in lines:
        debit, credit = rounding(line.debit), rounding(line.credit)
        balance += credit - debit if credit_balance else debit - credit
        total_debit += debit
        total_credit += credit
        rows.append(
            LedgerRow(
                day=line.day,
                entry_id=line.entry_id,
                document_code=line.document_code,
                document_type=line.document_type,
                posted=line.posted,
                debit=debit,
                credit=credit,
                balance=balance,
                line_id=line.line_id,
                account_id=line.account_id,
                customer_id=line.customer_id,
                comments=line.comments,
            )
        )
    return RunningLedger(opening, tuple(rows), total_debit, total_credit, balance)


def _ledger(
    kind: str,
    subject_id: int,
    code: str,
    name: str,
    opening_micro: int,
    lines: Sequence[LedgerLine],
    date_from: date | None,
    date_to: date | None,
    posted_only: bool,
    status: SyncStatus,
) -> LedgerReport:
    ledger = running_ledger(opening_micro, lines)
    return LedgerReport(
        kind,
        subject_id,
        code,
        name,
        date_from,
        date_to,
        posted_only,
        ledger.opening,
        ledger.rows,
        ledger.total_debit,
        ledger.total_credit,
        ledger.closing,
        status,
    )


def general_ledger(
    books: Books,
    account_id: int,
    date_from: date | None,
    date_to: date | None,
    posted_only: bool = False,
) -> LedgerReport:
    """One account's lines: the opening is its balance before ``date_from``; each line
    shows date, document code and type, debit, credit and the balance after it."""
    opening, lines = books.account_lines(
        account_id, _day(date_from, FIRST_DAY), _day(date_to, LAST_DAY), posted_only
    )
    info = books.accounts().get(account_id)
    return _ledger(
        "account",
        account_id,
        info.code if info else str(account_id),
        info.name if info else f"#{account_id}",
        opening,
        lines,
        date_from,
        date_to,
        posted_only,
        books.status(),
    )


def customer_statement(
    books: Books,
    customer_id: int,
    date_from: date | None,
    date_to: date | None,
    posted_only: bool = False,
) -> LedgerReport:
    """The lines that name a customer, as a ledger. Over all dates (and posted and
    unposted) its closing is the service's ``GET /v3/customers/{id}/balance``."""
    opening, lines = books.customer_lines(
        customer_id, _day(date_from, FIRST_DAY), _day(date_to, LAST_DAY), posted_only
    )
    info = books.customers().get(customer_id)
    return _ledger(
        "customer",
        customer_id,
        info.code if info else str(customer_id),
        info.name if info else f"#{customer_id}",
        opening,
        lines,
        date_from,
        date_to,
        posted_only,
        books.status(),
    )


# -- receivables ageing -----------------------------------------------------------------------
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

    @property
    def overdue(self) -> Decimal:
        """What is owed for more than 30 days."""
        return self.buckets[1] + self.buckets[2] + self.buckets[3]


@dataclass(frozen=True)
class ReceivablesAgeing:
    as_of: date
    posted_only: bool
    rows: tuple[AgeingRow, ...]
    bucket_totals: tuple[Decimal, Decimal, Decimal, Decimal]
    total: Decimal
    status: SyncStatus


def age_balance(credits: int, debits_by_band: Sequence[int]) -> list[int]:
    """Settle ``credits`` against the debits of the oldest band first (first in, first
    out); what remains of each band is owed at that age. Credits beyond every debit (the
    customer paid ahead) stay as a negative amount in the newest band, so that the bands
    always sum to the balance. The payables ageing calls it the other way round: a
    supplier's debits (payments) settle its credits (bills)."""
    remaining = credits
    owed = list(debits_by_band)
    for band in range(len(owed) - 1, -1, -1):
        settled = min(owed[band], remaining)
        owed[band] -= settled
        remaining -= settled
    owed[0] -= remaining
    return owed


def ageing_cuts(as_of: date) -> list[str]:
    """The first days of the 0-30, 31-60 and 61-90 bands as of a date, newest first: what
    ``Books.customer_ageing_sums`` and ``supplier_ageing_sums`` take as ``cuts``."""
    return [(as_of - timedelta(days=days)).isoformat() for days in (30, 60, 90)]


Buckets = tuple[Decimal, Decimal, Decimal, Decimal]


@dataclass(frozen=True)
class AgedBalance:
    """A party's (customer's or supplier's) balance split by age; the bands sum to it."""

    party_id: int
    buckets: Buckets
    balance: Decimal


def aged_balances(
    sums: Mapping[int, tuple[int, Sequence[int]]], money: Callable[[int], Decimal]
) -> list[AgedBalance]:
    """Per party with a non-zero balance: what settles (micro-units) set against what is
    owed per age band (``age_balance``), each band turned into money by ``money``. The
    balance is the sum of its bands, so that they always add up once rounded."""
    aged = []
    for party_id, (settling, owed_by_band) in sums.items():
        if sum(owed_by_band) - settling == 0:
            continue
        owed = age_balance(settling, owed_by_band)
        buckets = (money(owed[0]), money(owed[1]), money(owed[2]), money(owed[3]))
        aged.append(AgedBalance(party_id, buckets, sum(buckets, ZERO)))
    return aged


def band_totals(buckets: Iterable[Buckets]) -> Buckets:
    """Each band summed over the rows of an ageing."""
    totals = [ZERO] * 4
    for row in buckets:
        for index in range(4):
            totals[index] += row[index]
    return (totals[0], totals[1], totals[2], totals[3])


def receivables_ageing(books: Books, as_of: date, posted_only: bool = False) -> ReceivablesAgeing:
    """Per customer with a non-zero balance as of ``as_of``: the balance, split by the
    document date's age in days (0-30, 31-60, 61-90, over 90; entries after ``as_of`` left
    out), credits settling the oldest debits first (``age_balance``). Over the credit
    limit: a limit is set (greater than zero; zero means none) and the balance exceeds
    it. Rows by balance, largest first."""
    sums = books.customer_ageing_sums(as_of.isoformat(), ageing_cuts(as_of), posted_only)
    customers = books.customers()
    rows = []
    for aged in aged_balances(sums, _money):
        info = customers.get(aged.party_id)
        limit = info.credit_limit if info else None
        rows.append(
            AgeingRow(
                customer_id=aged.party_id,
                code=info.code if info else str(aged.party_id),
                name=info.name if info else f"#{aged.party_id}",
                balance=aged.balance,
                buckets=aged.buckets,
                credit_limit=limit,
                over_credit_limit=bool(limit and limit > 0 and aged.balance > limit),
            )
        )
    rows.sort(key=lambda r: (-r.balance, r.code))
    totals = band_totals(row.buckets for row in rows)
    return ReceivablesAgeing(
        as_of, posted_only, tuple(rows), totals, sum(totals, ZERO), books.status()
    )


# -- cash and bank ----------------------------------------------------------------------------
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

    @property
    def movement(self) -> Decimal:
        return self.period_in - self.period_out


@dataclass(frozen=True)
class CashPosition:
    as_of: date
    period_from: date | None
    period_to: date | None
    posted_only: bool
    rows: tuple[CashRow, ...]
    total: Decimal
    total_in: Decimal
    total_out: Decimal
    status: SyncStatus


def cash_position(
    books: Books,
    as_of: date,
    period_from: date | None,
    period_to: date | None,
    posted_only: bool = False,
) -> CashPosition:
    """Every account of type Cash or Bank (those with no lines too), its balance on
    ``as_of`` (all lines up to that day) and what came in (debits) and went out (credits)
    in the period; by type then code; the total of balances."""
    accounts = books.accounts()
    sums = books.account_balances_by_type(
        CASH_TYPES,
        as_of.isoformat(),
        _day(period_from, FIRST_DAY),
        _day(period_to, LAST_DAY),
        posted_only,
    )
    other_names = books.account_other_names()
    rows = []
    for account_id, (balance, money_in, money_out) in sums.items():
        info = accounts[account_id]
        rows.append(
            CashRow(
                account_id,
                info.code,
                info.name,
                info.type,
                _money(balance),
                _money(money_in),
                _money(money_out),
                other_names.get(account_id, ""),
            )
        )
    rows.sort(key=lambda r: (CASH_TYPES.index(r.type), r.code))
    return CashPosition(
        as_of,
        period_from,
        period_to,
        posted_only,
        tuple(rows),
        sum((r.balance for r in rows), ZERO),
        sum((r.period_in for r in rows), ZERO),
        sum((r.period_out for r in rows), ZERO),
        books.status(),
    )


# -- stock valuation --------------------------------------------------------------------------
@dataclass(frozen=True)
class StockRow:
    warehouse_id: int
    stock_item_id: int
    code: str
    name: str
    quantity: Decimal
    unit_cost: Decimal
    value: Decimal


@dataclass(frozen=True)
class WarehouseValue:
    warehouse_id: int
    code: str
    name: str
    value: Decimal


@dataclass(frozen=True)
class StockValuation:
    """Quantity on hand (the service's warehouse balances at the last sync) times the
    item's average cost (the service's cost endpoint)."""

    as_of: date
    rows: tuple[StockRow, ...]
    warehouses: tuple[WarehouseValue, ...]
    total: Decimal
    status: SyncStatus


def stock_valuation(books: Books, as_of: date) -> StockValuation:
    """Per warehouse and item with stock: quantity x unit cost, and totals per warehouse.
    The service gives balances only as of now, so ``as_of`` is the day the report is
    for; the figures are those of the last sync (``status.as_of``). Values are rounded
    to the micro-unit per row."""
    items = books.stock_items()
    warehouses = books.warehouses()
    rows = []
    per_warehouse: dict[int, Decimal] = defaultdict(lambda: ZERO)
    for warehouse_id, item_id, quantity_micro, cost_micro in books.stock_values():
        quantity = _money(quantity_micro)
        cost = _money(cost_micro)
        value = (quantity * cost).quantize(Decimal("0.000001"))
        code, name = items.get(item_id, (str(item_id), f"#{item_id}"))
        rows.append(StockRow(warehouse_id, item_id, code, name, quantity, cost, value))
        per_warehouse[warehouse_id] += value
    totals = tuple(
        WarehouseValue(wid, *warehouses.get(wid, (str(wid), f"#{wid}")), per_warehouse[wid])
        for wid in sorted(per_warehouse, key=lambda w: warehouses.get(w, (str(w), ""))[0])
    )
    return StockValuation(
        as_of, tuple(rows), totals, sum(per_warehouse.values(), ZERO), books.status()
    )


# -- sales summary ----------------------------------------------------------------------------
@dataclass(frozen=True)
class SalesLine:
    """One group of a sales summary: documents, net and tax (returns subtracted)."""

    key: str
    """The month (YYYY-MM), or the customer, item or sales person id as text."""
    label: str
    documents: int
    net: Decimal
    tax: Decimal


@dataclass(frozen=True)
class SalesSummary:
    """Sales orders (not cancelled) less sales returns in a period, in the system
    currency, grouped four ways. ``documents`` counts orders and returns alike; by item
    there is no tax (taxes are per document) and ``documents`` counts lines."""

    date_from: date
    date_to: date
    months: tuple[SalesLine, ...]
    customers: tuple[SalesLine, ...]
    items: tuple[SalesLine, ...]
    sales_persons: tuple[SalesLine, ...]
    documents: int
    net: Decimal
    tax: Decimal
    status: SyncStatus


CANCELLED = "Cancelled"
RETURN = "SR"


def _months(date_from: date, date_to: date) -> list[str]:
    months = []
    year, month = date_from.year, date_from.month
    while (year, month) <= (date_to.year, date_to.month):
        months.append(f"{year:04d}-{month:02d}")
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months


def sales_summary(books: Books, date_from: date, date_to: date) -> SalesSummary:
    """Sales orders that are not cancelled, less sales returns, by document date: per
    month (every month of the period, empty ones too), customer, item and sales person."""
    headers = books.sales_headers(date_from.isoformat(), date_to.isoformat())
    customers = books.customers()
    persons = books.sales_persons()
    items = books.stock_items()
    groups: dict[str, dict[str, list[int]]] = {
        "month": {m: [0, 0, 0] for m in _months(date_from, date_to)},
        "customer": defaultdict(lambda: [0, 0, 0]),
        "person": defaultdict(lambda: [0, 0, 0]),
        "item": defaultdict(lambda: [0, 0, 0]),
    }
    documents = net = tax = 0
    for _id, _code, kind, day, customer, person, doc_net, doc_tax, status in headers:
        if kind != RETURN and status == CANCELLED:
            continue
        sign = -1 if kind == RETURN else 1
        for group, key in (
            ("month", day[:7]),
            ("customer", str(customer or 0)),
            ("person", str(person or 0)),
        ):
            figures = groups[group].setdefault(key, [0, 0, 0])
            figures[0] += 1
            figures[1] += sign * doc_net
            figures[2] += sign * doc_tax
        documents += 1
        net += sign * doc_net
        tax += sign * doc_tax
    for kind, item_id, line_net in books.sales_item_lines(
        date_from.isoformat(), date_to.isoformat()
    ):
        if item_id is None:
            continue
        figures = groups["item"][str(item_id)]
        figures[0] += 1
        figures[1] += -line_net if kind == RETURN else line_net

    def lines(group: str, label: Iterable[tuple[str, str]]) -> tuple[SalesLine, ...]:
        labels = dict(label)
        return tuple(
            SalesLine(key, labels.get(key, key), f[0], _money(f[1]), _money(f[2]))
            for key, f in groups[group].items()
        )

    def by_net(values: tuple[SalesLine, ...]) -> tuple[SalesLine, ...]:
        return tuple(sorted(values, key=lambda s: (-s.net, s.label)))

    return SalesSummary(
        date_from,
        date_to,
        lines("month", ((m, m) for m in groups["month"])),
        by_net(
            lines(
                "customer",
                ((str(i), c.name or c.code) for i, c in customers.items()),
            )
        ),
        by_net(lines("item", ((str(i), f"{c} {n}".strip()) for i, (c, n) in items.items()))),
        by_net(lines("person", ((str(i), n or c) for i, (c, n) in persons.items()))),
        documents,
        _money(net),
        _money(tax),
        books.status(),
    )


# -- unposted ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class UnpostedRow:
    entry_id: int
    code: str
    day: date
    document_type: str
    amount: Decimal
    """The document's total debits (system currency)."""


@dataclass(frozen=True)
class UnpostedEntries:
    rows: tuple[UnpostedRow, ...]
    status: SyncStatus

    @property
    def count(self) -> int:
        return len(self.rows)


def unposted_entries(books: Books) -> UnpostedEntries:
    """Every unposted accounting document, oldest first: awaiting review."""
    rows = tuple(
        UnpostedRow(entry_id, code, date.fromisoformat(day), kind, _money(total))
        for entry_id, code, day, kind, total in books.unposted()
    )
    return UnpostedEntries(rows, books.status())


# -- dashboard --------------------------------------------------------------------------------
@dataclass(frozen=True)
class DayPoint:
    day: int
    """Day of the month (1..31)."""
    cumulative: Decimal
    """Net sales from the first of the month to this day."""


@dataclass(frozen=True)
class MonthPoint:
    month: str
    net: Decimal


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
    sales_this_month: tuple[DayPoint, ...]
    sales_last_month: tuple[DayPoint, ...]
    sales_this_month_total: Decimal
    sales_last_month_total: Decimal
    sales_by_month: tuple[MonthPoint, ...]
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
    cash_in: Decimal = ZERO
    """What came into the Cash and Bank accounts in the period (the cash position's)."""
    cash_out: Decimal = ZERO
    """What went out of them in the period."""


def _month_start(day: date, back: int = 0) -> date:
    year, month = day.year, day.month - back
    while month < 1:
        year, month = year - 1, month + 12
    return date(year, month, 1)


def _month_end(first: date) -> date:
    return _month_start(first + timedelta(days=32)) - timedelta(days=1)


def _cumulative(books: Books, first: date, last: date) -> tuple[tuple[DayPoint, ...], Decimal]:
    per_day: dict[int, int] = defaultdict(int)
    for _id, _code, kind, day, _c, _p, net, _tax, status in books.sales_headers(
        first.isoformat(), last.isoformat()
    ):
        if kind != RETURN and status == CANCELLED:
            continue
        per_day[int(day[8:10])] += -net if kind == RETURN else net
    running = 0
    points = []
    for day_of_month in range(1, last.day + 1):
        running += per_day.get(day_of_month, 0)
        points.append(DayPoint(day_of_month, _money(running)))
    return tuple(points), _money(running)


def dashboard(
    books: Books, today: date, period: tuple[date, date] | None = None, posted_only: bool = False
) -> Dashboard:
    """The home page's figures on ``today``: receivables (the ageing as of today: total,
    overdue, top five debtors), cash and bank (the cash position as of today, movement in
    ``period``, default this month), net sales this month and last month by day
    (cumulative, this month up to today), net sales of the last twelve months, stock value
    per warehouse, and the number of unposted documents."""
    this_month = _month_start(today)
    period_from, period_to = period or (this_month, today)
    ageing = receivables_ageing(books, today, posted_only)
    cash = cash_position(books, today, period_from, period_to, posted_only)
    stock = stock_valuation(books, today)
    this_points, this_total = _cumulative(books, this_month, today)
    last_first = _month_start(today, 1)
    last_points, last_total = _cumulative(books, last_first, _month_end(last_first))
    year_from = _month_start(today, 11)
    summary = sales_summary(books, year_from, _month_end(this_month))
    from app.reports.payables import payables_ageing  # payables builds on this module

    payables = payables_ageing(books, today, posted_only)
    return Dashboard(
        today=today,
        period_from=period_from,
        period_to=period_to,
        receivables_total=ageing.total,
        receivables_overdue=sum((r.overdue for r in ageing.rows), ZERO),
        top_debtors=tuple(r for r in ageing.rows if r.balance > 0)[:5],
        over_limit_count=sum(1 for r in ageing.rows if r.over_credit_limit),
        cash_total=cash.total,
        cash_accounts=cash.rows,
        cash_in=cash.total_in,
        cash_out=cash.total_out,
        sales_this_month=this_points,
        sales_last_month=last_points,
        sales_this_month_total=this_total,
        sales_last_month_total=last_total,
        sales_by_month=tuple(MonthPoint(m.key, m.net) for m in summary.months),
        stock_by_warehouse=stock.warehouses,
        stock_total=stock.total,
        unposted_count=books.unposted_count(),
        status=books.status(),
        payables_total=payables.total,
        payables_overdue=sum((r.overdue for r in payables.rows), ZERO),
        top_creditors=tuple(r for r in payables.rows if r.balance > 0)[:3],
    )
