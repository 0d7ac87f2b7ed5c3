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
from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal

from app.clock import month_end
from app.reports.figures import (
    ZERO,
    AgeingRow,
    CashRow,
    Dashboard,
    DayPoint,
    MonthPoint,
    WarehouseValue,
)
from app.reports.layout import DEFAULT_LAYOUT, Layout, Section, place_accounts
from app.store.ledger import Books, LedgerLine, from_micro
from app.store.ledger_status import SyncStatus

FIRST_DAY = "0001-01-01"
LAST_DAY = "9999-12-31"

CASH_TYPES = ("Cash", "Bank")
"""Account types the cash position shows."""

AGE_BANDS = ("0-30", "31-60", "61-90", "90+")
"""Ageing bands in days since the document date (inclusive on both ends)."""

DUE_BANDS = ("current", "1-30", "31-60", "61-90", "90+")
"""A customer statement's ageing box: not yet due (within the customer's payment terms),
then days past due (inclusive on both ends)."""

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


# -- trial balance ----------------------------------------------------------------------------
@dataclass(frozen=True)
class AccountTotals:
    """Opening, debit, credit and closing of a set of accounts."""

    opening: Decimal = ZERO
    debit: Decimal = ZERO
    credit: Decimal = ZERO
    closing: Decimal = ZERO

    def __add__(self, other: AccountTotals) -> AccountTotals:
        return AccountTotals(
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
    other_name: str = ""
    """The account's name in the chart's other language (Arabic), "" where none."""
    currency: str = ""
    """The currency the account is kept in, where every line of it up to the period's end
    is of a document in that one currency (CIB - USD); "" otherwise."""
    currency_closing: Decimal | None = None
    """The closing balance in that currency (None where ``currency`` is "")."""


@dataclass(frozen=True)
class TrialBalanceGroup:
    """The accounts of one account type with their subtotal."""

    type: str
    rows: tuple[TrialBalanceRow, ...]
    subtotal: AccountTotals


@dataclass(frozen=True)
class TrialBalance:
    """Debits equal credits and closings sum to zero when every entry balances (an
    organization may allow unbalanced entries: ``is_balanced`` then says so)."""

    date_from: date | None
    date_to: date | None
    posted_only: bool
    groups: tuple[TrialBalanceGroup, ...]
    totals: AccountTotals
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
    other_names = books.account_other_names()
    moved = [a for a, figures in sums.items() if any(figures)]
    kept_in = currencies_kept(books, moved, _day(date_to, LAST_DAY), posted_only)
    by_type: dict[str, list[TrialBalanceRow]] = defaultdict(list)
    for account_id, (opening, debit, credit) in sums.items():
        if opening == 0 and debit == 0 and credit == 0:
            continue
        info = accounts.get(account_id)
        currency, in_currency = kept_in.get(account_id, ("", None))
        row = TrialBalanceRow(
            account_id=account_id,
            code=info.code if info else str(account_id),
            name=info.name if info else f"#{account_id}",
            type=info.type if info else "",
            opening=from_micro(opening),
            debit=from_micro(debit),
            credit=from_micro(credit),
            closing=from_micro(opening + debit - credit),
            other_name=other_names.get(account_id, ""),
            currency=currency,
            currency_closing=in_currency,
        )
        by_type[row.type].append(row)
    groups = []
    totals = AccountTotals()
    for account_type in sorted(by_type, key=_type_rank):
        rows = tuple(sorted(by_type[account_type], key=lambda r: (r.code, r.account_id)))
        subtotal = sum(
            (AccountTotals(r.opening, r.debit, r.credit, r.closing) for r in rows), AccountTotals()
        )
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
    paper_number: str = ""
    notes: str = ""
    currency: str = ""
    """The code of the currency the line's document names ("" where none)."""
    currency_amount: Decimal | None = None
    """The line in that currency, debit positive (None where the document names none)."""


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
    ageing: tuple[Decimal, Decimal, Decimal, Decimal] | None = None
    """A customer statement's: what is owed at its end by age (``AGE_BANDS``, summing to
    the amount due over all dates); None for an account's ledger."""
    ageing_as_of: date | None = None
    due_bands: tuple[Decimal, ...] | None = None
    """A customer statement's ageing box (``DUE_BANDS``: current, then days past the
    customer's payment terms), summing to the amount due; None for an account's ledger."""
    address: str = ""
    """A customer statement's address (the customer's default one), "" if none known."""


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
                paper_number=line.paper_number,
                notes=line.notes,
                currency=line.currency,
                currency_amount=line.currency_amount,
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
    made_on: date | None = None,
) -> LedgerReport:
    """The lines that name a customer, as a ledger. Over all dates (and posted and
    unposted) its closing is the service's ``GET /v3/customers/{id}/balance``. What is
    owed is aged as of the statement's end, or ``made_on`` (the day it is made out) where
    that is earlier: a statement of the whole year made in December ages its debts as
    of that day, not as of the 31st."""
    opening, lines = books.customer_lines(
        customer_id, _day(date_from, FIRST_DAY), _day(date_to, LAST_DAY), posted_only
    )
    info = books.customers().get(customer_id)
    as_of = min(date_to or date.max, made_on or date.max)
    report = _ledger(
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
    # The ageing box: the customer's balance at the statement's end, oldest settled first,
    # as the receivables ageing computes it (so the bands sum to the amount due).
    day = min(as_of, date(9999, 12, 31) - timedelta(days=91))
    sums = books.customer_ageing_sums(day.isoformat(), ageing_cuts(day), posted_only)
    aged = [a for a in aged_balances(sums, from_micro) if a.party_id == customer_id]
    buckets = aged[0].buckets if aged else (ZERO, ZERO, ZERO, ZERO)
    return replace(
        report,
        ageing=buckets,
        ageing_as_of=day,
        due_bands=due_bands(books, customer_id, day, info.due_days if info else 0, posted_only),
        address=info.address if info else "",
    )


def due_cuts(as_of: date, due_days: int) -> list[str]:
    """The first days of the current, 1-30, 31-60 and 61-90 days past due bands as of a
    date, newest first, for payment terms of ``due_days``: a debit is due ``due_days``
    after its date."""
    due = max(due_days, 0)
    return [(as_of - timedelta(days=due + days)).isoformat() for days in (0, 30, 60, 90)]


def due_bands(
    books: Books, customer_id: int, as_of: date, due_days: int, posted_only: bool = False
) -> tuple[Decimal, ...]:
    """What a customer owes on ``as_of`` by how long past due (``DUE_BANDS``), credits
    settling the oldest debits first; the bands sum to the balance."""
    day = min(as_of, date(9999, 12, 31) - timedelta(days=91 + max(due_days, 0)))
    sums = books.customer_ageing_sums(day.isoformat(), due_cuts(day, due_days), posted_only)
    if customer_id not in sums:
        return (ZERO,) * len(DUE_BANDS)
    settling, owed = sums[customer_id]
    return tuple(from_micro(band) for band in age_balance(settling, owed))


# -- receivables ageing -----------------------------------------------------------------------
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
    kept_in = parties_kept(books, "customer_id", as_of, posted_only)
    rows = []
    for aged in aged_balances(sums, from_micro):
        info = customers.get(aged.party_id)
        limit = info.credit_limit if info else None
        currency, in_currency = kept_in.get(aged.party_id, ("", None))
        rows.append(
            AgeingRow(
                customer_id=aged.party_id,
                code=info.code if info else str(aged.party_id),
                name=info.name if info else f"#{aged.party_id}",
                balance=aged.balance,
                buckets=aged.buckets,
                credit_limit=limit,
                over_credit_limit=bool(limit and limit > 0 and aged.balance > limit),
                currency=currency,
                currency_balance=in_currency,
            )
        )
    rows.sort(key=lambda r: (-r.balance, r.code))
    totals = band_totals(row.buckets for row in rows)
    return ReceivablesAgeing(
        as_of, posted_only, tuple(rows), totals, sum(totals, ZERO), books.status()
    )


# -- cash and bank ----------------------------------------------------------------------------
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
    kept_in = currencies_kept(books, list(sums), as_of.isoformat(), posted_only)
    rows = []
    for account_id, (balance, money_in, money_out) in sums.items():
        info = accounts[account_id]
        currency, in_currency = kept_in.get(account_id, ("", None))
        rows.append(
            CashRow(
                account_id,
                info.code,
                info.name,
                info.type,
                from_micro(balance),
                from_micro(money_in),
                from_micro(money_out),
                other_names.get(account_id, ""),
                currency,
                in_currency,
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


def parties_kept(
    books: Books, column: str, as_of: date, posted_only: bool
) -> dict[int, tuple[str, Decimal]]:
    """Per customer (``column`` "customer_id") or supplier ("supplier_id") every line of
    which up to ``as_of`` is of a document in one named currency: (its code, the balance
    in it, debit positive). Any other party has a balance in the system currency only."""
    kept = books.parties_kept_in(column, as_of.isoformat(), posted_only)
    if not kept:
        return {}
    codes = books.currencies()
    return {
        party: (codes[currency_id], from_micro(amount))
        for party, (currency_id, amount) in kept.items()
        if codes.get(currency_id)
    }


def currencies_kept(
    books: Books, account_ids: Sequence[int], as_of: str, posted_only: bool
) -> dict[int, tuple[str, Decimal]]:
    """Per account every line of which (up to ``as_of``) is of a document in one named
    currency: (its code, the balance in it). An account with a line in the system
    currency, or in two currencies, has a balance in the system currency only."""
    foreign = books.foreign_balances(account_ids, as_of, posted_only)
    if not foreign:
        return {}
    counts = books.line_counts(list(foreign), as_of, posted_only)
    codes = books.currencies()
    return {
        account_id: (codes[currency_id], from_micro(amount))
        for account_id, (currency_id, amount, lines) in foreign.items()
        if counts.get(account_id) == lines and codes.get(currency_id)
    }


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
        quantity = from_micro(quantity_micro)
        cost = from_micro(cost_micro)
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
    """One group of a sales summary: the revenue accounts' figures of the documents in
    it. ``net`` = ``sales`` - ``returns`` - ``discounts``."""

    key: str
    """The month (YYYY-MM), or the customer, item or sales person id as text ("" where
    the books name none)."""
    label: str
    documents: int
    sales: Decimal
    returns: Decimal
    discounts: Decimal
    net: Decimal
    tax: Decimal
    """Output tax on the same documents (lines on sales-tax accounts)."""


@dataclass(frozen=True)
class SalesSummary:
    """The period's net revenue from the books: the lines on the statement layout's
    revenue accounts (by default the Sales, ServicesSales, SalesReturns and SalesDiscount
    types), credit minus debit, so that its total is the profit and loss's revenue.

    Grouped four ways where the books allow: by month (every month of the period, empty
    ones too); by customer (the customer the document's lines name; a cash sale names
    none); by item and by sales person only for documents that belong to a sales order
    (their related code names the order or one of its issues), split over the order's
    lines by their net; the rest is one group with an empty key."""

    date_from: date
    date_to: date
    months: tuple[SalesLine, ...]
    customers: tuple[SalesLine, ...]
    items: tuple[SalesLine, ...]
    sales_persons: tuple[SalesLine, ...]
    documents: int
    sales: Decimal
    returns: Decimal
    discounts: Decimal
    net: Decimal
    tax: Decimal
    status: SyncStatus


CANCELLED = "Cancelled"
RETURN = "SR"
RETURN_TYPES = frozenset({"SalesReturns"})
DISCOUNT_TYPES = frozenset({"SalesDiscount"})
OUTPUT_TAX_TYPES = frozenset({"SalesTax", "AddedTax"})
SEVERAL = "*"
"""The customer key of a document whose lines name more than one customer."""


def _months(date_from: date, date_to: date) -> list[str]:
    months = []
    year, month = date_from.year, date_from.month
    while (year, month) <= (date_to.year, date_to.month):
        months.append(f"{year:04d}-{month:02d}")
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return months


def split_micro(amount: int, weights: Sequence[int]) -> list[int]:
    """``amount`` split in proportion to ``weights`` (integers), the parts summing to it
    exactly (the largest remainders get the odd micro-units); equal parts when every
    weight is zero."""
    if not weights:
        return []
    total = sum(weights)
    if total == 0:
        weights = [1] * len(weights)
        total = len(weights)
    parts = [amount * w // total for w in weights]
    remainders = sorted(range(len(weights)), key=lambda i: -((amount * weights[i]) % total))
    for index in remainders[: amount - sum(parts)]:
        parts[index] += 1
    return parts


def revenue_accounts(books: Books, layout: Layout | None = None) -> dict[int, str]:
    """The accounts of the layout's revenue section with their types."""
    accounts = books.accounts()
    placements = place_accounts(accounts.values(), layout or DEFAULT_LAYOUT)
    return {
        account_id: accounts[account_id].type
        for account_id, placement in placements.items()
        if placement.section is Section.REVENUE
    }


@dataclass
class _Revenue:
    documents: int = 0
    sales: int = 0
    returns: int = 0
    discounts: int = 0
    tax: int = 0

    def add(self, other: _Revenue) -> None:
        self.documents += other.documents
        self.sales += other.sales
        self.returns += other.returns
        self.discounts += other.discounts
        self.tax += other.tax


def _order_of(
    related: str | None,
    orders: Mapping[str, tuple[int, str, str, str | None, int | None, int | None]],
    issues: Mapping[str, str | None],
) -> tuple[int, str, str, str | None, int | None, int | None] | None:
    """The sales order (or return) a document belongs to: its related code names the
    order, or an issue of it."""
    if not related:
        return None
    if related in orders:
        return orders[related]
    order_code = issues.get(related)
    return orders.get(order_code) if order_code else None


def sales_summary(
    books: Books,
    date_from: date,
    date_to: date,
    layout: Layout | None = None,
    posted_only: bool = False,
) -> SalesSummary:
    """The period's net revenue from the books (see ``SalesSummary``)."""
    revenue = revenue_accounts(books, layout)
    accounts = books.accounts()
    tax_ids = {a for a, info in accounts.items() if info.type in OUTPUT_TAX_TYPES}
    lines = books.lines_of_entries_on(
        sorted(revenue), date_from.isoformat(), date_to.isoformat(), posted_only
    )
    documents: dict[int, _Revenue] = {}
    days: dict[int, str] = {}
    related: dict[int, str | None] = {}
    customers_named: dict[int, set[int]] = defaultdict(set)
    for entry_id, day, related_code, account_id, customer_id, debit, credit in lines:
        figures = documents.setdefault(entry_id, _Revenue(documents=1))
        days[entry_id] = day
        related[entry_id] = related_code
        if customer_id is not None:
            customers_named[entry_id].add(customer_id)
        if account_id in revenue:
            kind = revenue[account_id]
            if kind in RETURN_TYPES:
                figures.returns += debit - credit
            elif kind in DISCOUNT_TYPES:
                figures.discounts += debit - credit
            else:
                figures.sales += credit - debit
        elif account_id in tax_ids:
            figures.tax += credit - debit
    # Lines outside the period of an entry dated in it cannot exist (a document has one
    # date); entries found through a line in range are all in range.
    orders = books.sales_documents()
    issues = {code: order for _id, code, _d, order, _c, _p in books.work_orders_in("IO")}
    order_lines = books.sales_lines_of(
        [o[0] for e in documents if (o := _order_of(related[e], orders, issues)) is not None]
    )
    groups: dict[str, dict[str, _Revenue]] = {
        "month": {m: _Revenue() for m in _months(date_from, date_to)},
        "customer": defaultdict(_Revenue),
        "person": defaultdict(_Revenue),
        "item": defaultdict(_Revenue),
    }
    total = _Revenue()
    for entry_id, figures in documents.items():
        total.add(figures)
        groups["month"].setdefault(days[entry_id][:7], _Revenue()).add(figures)
        named = customers_named[entry_id]
        order = _order_of(related[entry_id], orders, issues)
        if len(named) == 1:
            customer_key = str(next(iter(named)))
        elif named:
            customer_key = SEVERAL
        else:
            customer_key = str(order[4]) if order and order[4] else ""
        groups["customer"][customer_key].add(figures)
        groups["person"][str(order[5]) if order and order[5] else ""].add(figures)
        order_items = order_lines.get(order[0], []) if order else []
        if not order_items:
            groups["item"][""].add(figures)
            continue
        weights = [abs(net) for _item, _service, _qty, net in order_items]
        shares = [
            split_micro(value, weights)
            for value in (figures.sales, figures.returns, figures.discounts, figures.tax)
        ]
        for index, (item, service, _qty, _net) in enumerate(order_items):
            key = f"item:{item}" if item is not None else f"service:{service}"
            groups["item"][key].add(
                _Revenue(1, shares[0][index], shares[1][index], shares[2][index], shares[3][index])
            )

    customers = books.customers()
    persons = books.sales_persons()
    items = books.stock_items()

    def line(key: str, label: str, f: _Revenue) -> SalesLine:
        return SalesLine(
            key,
            label,
            f.documents,
            from_micro(f.sales),
            from_micro(f.returns),
            from_micro(f.discounts),
            from_micro(f.sales - f.returns - f.discounts),
            from_micro(f.tax),
        )

    def customer_label(key: str) -> str:
        if key in ("", SEVERAL):
            return key
        info = customers.get(int(key))
        return (info.name or info.code) if info else f"#{key}"

    def person_label(key: str) -> str:
        if not key:
            return ""
        code, name = persons.get(int(key), (key, ""))
        return name or code

    def item_label(key: str) -> str:
        if key.startswith("item:"):
            item_id = int(key[5:])
            code, name = items.get(item_id, (str(item_id), ""))
            return f"{code} {name}".strip()
        return key

    def by_net(values: Iterable[SalesLine]) -> tuple[SalesLine, ...]:
        return tuple(sorted(values, key=lambda s: (s.key == "", -s.net, s.label)))

    return SalesSummary(
        date_from,
        date_to,
        tuple(line(m, m, f) for m, f in sorted(groups["month"].items())),
        by_net(line(k, customer_label(k), f) for k, f in groups["customer"].items()),
        by_net(line(k, item_label(k), f) for k, f in groups["item"].items()),
        by_net(line(k, person_label(k), f) for k, f in groups["person"].items()),
        total.documents,
        from_micro(total.sales),
        from_micro(total.returns),
        from_micro(total.discounts),
        from_micro(total.sales - total.returns - total.discounts),
        from_micro(total.tax),
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
    currency: str = ""
    """The code of the currency the document names ("" where none)."""
    currency_amount: Decimal | None = None
    """Its total debits in that currency (None where it names none)."""


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
        UnpostedRow(
            entry_id,
            code,
            date.fromisoformat(day),
            kind,
            from_micro(total),
            currency,
            None if in_currency is None else from_micro(in_currency),
        )
        for entry_id, code, day, kind, total, currency, in_currency in books.unposted()
    )
    return UnpostedEntries(rows, books.status())


# -- dashboard --------------------------------------------------------------------------------
def _month_start(day: date, back: int = 0) -> date:
    year, month = day.year, day.month - back
    while month < 1:
        year, month = year - 1, month + 12
    return date(year, month, 1)


def _cumulative(
    books: Books, first: date, last: date, revenue: Sequence[int], posted_only: bool
) -> tuple[tuple[DayPoint, ...], Decimal]:
    """Net revenue (the revenue accounts' credits minus debits) from ``first``, day by day
    to ``last``, as the sales summary counts it."""
    per_day = books.account_daily_balance(revenue, first.isoformat(), last.isoformat(), posted_only)
    running = 0
    points = []
    for offset in range((last - first).days + 1):
        running -= per_day.get((first + timedelta(days=offset)).isoformat(), 0)
        points.append(DayPoint(offset + 1, from_micro(running)))
    return tuple(points), from_micro(running)


def previous_period(date_from: date, date_to: date) -> tuple[date, date]:
    """The period before: as many whole months before when the period starts on a
    month's first day (this month: the whole last month; this year: last year), else as
    many days before."""
    if date_from.day == 1:
        months = (date_to.year - date_from.year) * 12 + date_to.month - date_from.month + 1
        return _month_start(date_from, months), date_from - timedelta(days=1)
    days = (date_to - date_from).days + 1
    return date_from - timedelta(days=days), date_from - timedelta(days=1)


def dashboard(
    books: Books,
    today: date,
    period: tuple[date, date] | None = None,
    posted_only: bool = False,
    layout: Layout = DEFAULT_LAYOUT,
) -> Dashboard:
    """The home page's figures for ``period`` (default this month up to ``today``), every
    card of it: receivables and payables (the ageings as of the period's last day: total,
    overdue, the top debtors and creditors), cash and bank (balances on that day, money in
    and out in the period), net sales of the period and of the one before, by day
    (cumulative; net revenue from the books, as the sales summary), net sales of the
    twelve months up to the period's last, unposted documents (dated in the period, and
    all), and stock value per warehouse (the stock at the last sync: the server gives
    no past stock)."""
    period_from, period_to = period or (_month_start(today), today)
    previous_from, previous_to = previous_period(period_from, period_to)
    ageing = receivables_ageing(books, period_to, posted_only)
    cash = cash_position(books, period_to, period_from, period_to, posted_only)
    stock = stock_valuation(books, today)
    revenue = sorted(revenue_accounts(books, layout))
    this_points, this_total = _cumulative(books, period_from, period_to, revenue, posted_only)
    last_points, last_total = _cumulative(books, previous_from, previous_to, revenue, posted_only)
    # The chart needs each month's net only: one grouped query over the revenue accounts
    # (the sales summary's groupings by customer and item read every line in Python).
    year_from, year_to = _month_start(period_to, 11), month_end(period_to)
    month_sums = books.account_month_sums(year_from.isoformat(), year_to.isoformat(), posted_only)
    by_month = {month: 0 for month in _months(year_from, year_to)}
    for account_id in revenue:
        for month, amount in month_sums.get(account_id, {}).items():
            by_month[month] -= amount
    unposted_in_period = books.unposted_count(period_from.isoformat(), period_to.isoformat())
    from app.reports.payables import payables_ageing  # payables builds on this module

    payables = payables_ageing(books, period_to, posted_only)
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
        sales_period=this_points,
        sales_previous=last_points,
        sales_period_total=this_total,
        sales_previous_total=last_total,
        sales_by_month=tuple(MonthPoint(m, from_micro(net)) for m, net in by_month.items()),
        stock_by_warehouse=stock.warehouses,
        stock_total=stock.total,
        unposted_count=books.unposted_count(),
        status=books.status(),
        payables_total=payables.total,
        payables_overdue=sum((r.overdue for r in payables.rows), ZERO),
        top_creditors=tuple(r for r in payables.rows if r.balance > 0)[:3],
        payables_currencies=tuple(sorted({r.currency for r in payables.rows if r.currency})),
        receivables_currencies=tuple(sorted({r.currency for r in ageing.rows if r.currency})),
        previous_from=previous_from,
        previous_to=previous_to,
        unposted_in_period=unposted_in_period,
    )
