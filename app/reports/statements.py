"""The financial statements over the ledger cache: profit and loss, balance sheet, cash flow.

Every account is in one section of the statement layout (``app.reports.layout``). Amounts
are exact ``Decimal`` in the system currency, as the other reports give them; the JSON and
the screens round them to the currency's decimals (the money core, ``app.money``), so that the
identities below hold exactly here:

- profit and loss: gross profit = revenue - cost of sales; operating result = gross profit
  - expenses; net profit = operating result + other income. Revenue and other income are
  shown credit minus debit (returns and discounts lower revenue), costs debit minus credit.
- balance sheet: assets + unassigned = liabilities + equity, where equity carries the
  profit of the current year (the profit-and-loss accounts from the first of the year to
  the date) and the earnings of earlier years (their balance before the first of the
  year), computed whether or not a closing entry exists (a closing entry moves them into
  retained earnings, which leaves the same total).
- cash flow: per Cash and Bank account, opening + money in - money out = closing, with
  transfers between the company's own cash and bank accounts apart.

The financial year is the calendar year.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from enum import StrEnum

from app.reports.engine import currencies_kept
from app.reports.layout import (
    DEFAULT_LAYOUT,
    INCOME_SECTIONS,
    PROFIT_AND_LOSS_SECTIONS,
    Layout,
    Placement,
    Section,
    place_accounts,
)
from app.store.ledger import AccountInfo, Books, from_micro
from app.store.ledger_status import SyncStatus

ZERO = Decimal(0)
FIRST_DAY = "0001-01-01"
CASH_TYPES = ("Cash", "Bank")
TAX_TYPES = frozenset({"SalesTax", "AddedTax", "PurchaseAddedTax", "WithholdingTax"})

PROFIT_AND_LOSS_ORDER = (
    Section.REVENUE,
    Section.COST_OF_SALES,
    Section.EXPENSES,
    Section.OTHER_INCOME,
)
"""The order of the profit and loss: gross profit after cost of sales, the operating
result after expenses, net profit after other income."""


class Columns(StrEnum):
    """How a profit and loss splits its period."""

    NONE = "none"
    MONTH = "month"
    QUARTER = "quarter"


class Compare(StrEnum):
    """What a profit and loss is compared with."""

    NONE = "none"
    PREVIOUS_PERIOD = "previous-period"
    PREVIOUS_YEAR = "previous-year"


@dataclass(frozen=True)
class Period:
    """A column of a statement: a label (``2026-03``, ``2026-Q1``) and its days."""

    key: str
    date_from: date
    date_to: date


class Compared:
    """The change against the comparison period of an amount that has one (a row or a
    figure of a statement): None without a comparison."""

    amount: Decimal
    comparison: Decimal | None

    @property
    def change(self) -> Decimal | None:
        return None if self.comparison is None else self.amount - self.comparison

    @property
    def change_percent(self) -> Decimal | None:
        return percent_change(self.amount, self.comparison)


@dataclass(frozen=True)
class StatementRow(Compared):
    """One account in a section: its amount per column, in the whole period, and in the
    comparison period (None without one)."""

    account_id: int
    code: str
    name: str
    other_name: str
    amounts: tuple[Decimal, ...]
    amount: Decimal
    comparison: Decimal | None = None


@dataclass(frozen=True)
class Figure(Compared):
    """A total or a result: per column, the period, the comparison."""

    amounts: tuple[Decimal, ...]
    amount: Decimal
    comparison: Decimal | None = None


@dataclass(frozen=True)
class StatementSection:
    section: Section
    rows: tuple[StatementRow, ...]
    total: Figure


def percent_change(amount: Decimal, comparison: Decimal | None) -> Decimal | None:
    """The change against the comparison as a percentage of its size (None when there
    is nothing to compare with or it is zero)."""
    if comparison is None or comparison == 0:
        return None
    return (amount - comparison) * 100 / abs(comparison)


# -- periods -----------------------------------------------------------------------------------
def _month_start(day: date) -> date:
    return day.replace(day=1)


def _next_month(day: date) -> date:
    return (day.replace(day=28) + timedelta(days=4)).replace(day=1)


def _shift_year(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def _is_month_start(day: date) -> bool:
    return day.day == 1


def _is_month_end(day: date) -> bool:
    return (day + timedelta(days=1)).day == 1


def split_period(date_from: date, date_to: date, columns: Columns) -> tuple[Period, ...]:
    """The period's months or quarters (the first and last cut to the period)."""
    if columns is Columns.NONE:
        return ()
    periods: list[Period] = []
    start = date_from
    while start <= date_to:
        if columns is Columns.MONTH:
            following = _next_month(start)
            key = f"{start.year:04d}-{start.month:02d}"
        else:
            quarter = (start.month - 1) // 3
            following = date(start.year + (quarter == 3), (quarter + 1) % 4 * 3 + 1, 1)
            key = f"{start.year:04d}-Q{quarter + 1}"
        end = min(following - timedelta(days=1), date_to)
        periods.append(Period(key, start, end))
        start = following
    return tuple(periods)


def comparison_period(date_from: date, date_to: date, compare: Compare) -> tuple[date, date] | None:
    """The previous period (as many whole months before, when the period is whole
    months; else as many days before) or the same days a year earlier."""
    if compare is Compare.NONE:
        return None
    if compare is Compare.PREVIOUS_YEAR:
        return _shift_year(date_from, -1), _shift_year(date_to, -1)
    if _is_month_start(date_from) and _is_month_end(date_to):
        months = (date_to.year - date_from.year) * 12 + date_to.month - date_from.month + 1
        year, month = date_from.year, date_from.month - months
        while month < 1:
            year, month = year - 1, month + 12
        start = date(year, month, 1)
        return start, date_from - timedelta(days=1)
    days = (date_to - date_from).days + 1
    return date_from - timedelta(days=days), date_from - timedelta(days=1)


# -- profit and loss ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ProfitAndLoss:
    """Sections with their accounts, and the three results. ``unassigned`` lists the
    accounts no section holds that moved in the period (debit minus credit): they are in
    no result, and the statement says so."""

    date_from: date
    date_to: date
    columns: tuple[Period, ...]
    compare: Compare
    comparison_from: date | None
    comparison_to: date | None
    posted_only: bool
    sections: tuple[StatementSection, ...]
    gross_profit: Figure
    operating_result: Figure
    net_profit: Figure
    unassigned: StatementSection
    status: SyncStatus

    def section(self, section: Section) -> StatementSection:
        return next(s for s in self.sections if s.section is section)


def _sign(section: Section) -> int:
    """Income is shown credit minus debit, everything else debit minus credit."""
    return -1 if section in INCOME_SECTIONS else 1


def _period_sum(months: Mapping[str, int], date_from: date, date_to: date) -> int:
    first, last = date_from.isoformat()[:7], date_to.isoformat()[:7]
    return sum(amount for month, amount in months.items() if first <= month <= last)


def _account_sums(
    books: Books, date_from: date, date_to: date, columns: Sequence[Period], posted_only: bool
) -> tuple[dict[int, int], dict[int, list[int]]]:
    """Per account: the period's debits minus credits, and per column. Whole months come
    from one grouped query; a period that starts or ends inside a month is asked for
    its own days."""
    whole = _is_month_start(date_from) and _is_month_end(date_to)
    if whole and all(_is_month_start(c.date_from) and _is_month_end(c.date_to) for c in columns):
        months = books.account_month_sums(date_from.isoformat(), date_to.isoformat(), posted_only)
        totals = {a: sum(m.values()) for a, m in months.items()}
        by_month = {
            a: [_period_sum(m, c.date_from, c.date_to) for c in columns] for a, m in months.items()
        }
        return totals, by_month
    totals = _movements(books, date_from, date_to, posted_only)
    split: dict[int, list[int]] = defaultdict(lambda: [0] * len(columns))
    for index, column in enumerate(columns):
        for account_id, amount in _movements(
            books, column.date_from, column.date_to, posted_only
        ).items():
            split[account_id][index] = amount
    return totals, dict(split)


def _movements(books: Books, date_from: date, date_to: date, posted_only: bool) -> dict[int, int]:
    return {
        account_id: debit - credit
        for account_id, (_opening, debit, credit) in books.account_movements(
            date_from.isoformat(), date_to.isoformat(), posted_only
        ).items()
        if debit or credit
    }


def _accounts_of(books: Books) -> tuple[dict[int, AccountInfo], dict[int, str]]:
    return books.accounts(), books.account_other_names()


def _placement(placements: Mapping[int, Placement], account_id: int) -> Section:
    placement = placements.get(account_id)
    return placement.section if placement else Section.UNASSIGNED


def _figure(amounts: Iterable[Sequence[Decimal]], width: int) -> tuple[Decimal, ...]:
    columns = [ZERO] * width
    for values in amounts:
        for index, value in enumerate(values):
            columns[index] += value
    return tuple(columns)


def _sum_figures(figures: Sequence[tuple[int, Figure]], width: int, compared: bool) -> Figure:
    """sign * figure, summed."""
    amounts = [ZERO] * width
    amount = ZERO
    comparison = ZERO
    for sign, figure in figures:
        for index, value in enumerate(figure.amounts):
            amounts[index] += sign * value
        amount += sign * figure.amount
        comparison += sign * (figure.comparison or ZERO)
    return Figure(tuple(amounts), amount, comparison if compared else None)


def profit_and_loss(
    books: Books,
    date_from: date,
    date_to: date,
    *,
    columns: Columns = Columns.NONE,
    compare: Compare = Compare.NONE,
    layout: Layout = DEFAULT_LAYOUT,
    posted_only: bool = False,
) -> ProfitAndLoss:
    """The profit and loss of a period (see the module's rules), its accounts by code
    in each section, every account with a movement in the period or the comparison."""
    infos, other_names = _accounts_of(books)
    placements = place_accounts(infos.values(), layout)
    periods = split_period(date_from, date_to, columns)
    totals, split = _account_sums(books, date_from, date_to, periods, posted_only)
    versus = comparison_period(date_from, date_to, compare)
    compared: dict[int, int] = {}
    if versus is not None:
        compared, _ = _account_sums(books, versus[0], versus[1], (), posted_only)
    by_section: dict[Section, list[StatementRow]] = defaultdict(list)
    for account_id in set(totals) | set(compared):
        section = _placement(placements, account_id)
        if section not in PROFIT_AND_LOSS_SECTIONS and section is not Section.UNASSIGNED:
            continue
        sign = _sign(section)
        info = infos.get(account_id)
        by_section[section].append(
            StatementRow(
                account_id=account_id,
                code=info.code if info else str(account_id),
                name=info.name if info else f"#{account_id}",
                other_name=other_names.get(account_id, ""),
                # Signs on the integers: a Decimal zero times -1 would show as -0.00.
                amounts=tuple(
                    from_micro(sign * v) for v in split.get(account_id, [0] * len(periods))
                ),
                amount=from_micro(sign * totals.get(account_id, 0)),
                comparison=None
                if versus is None
                else from_micro(sign * compared.get(account_id, 0)),
            )
        )

    def build(section: Section) -> StatementSection:
        rows = tuple(sorted(by_section.get(section, []), key=lambda r: (r.code, r.account_id)))
        total = Figure(
            _figure((r.amounts for r in rows), len(periods)),
            sum((r.amount for r in rows), ZERO),
            None if versus is None else sum((r.comparison or ZERO for r in rows), ZERO),
        )
        return StatementSection(section, rows, total)

    sections = {section: build(section) for section in PROFIT_AND_LOSS_ORDER}
    width, has = len(periods), versus is not None
    gross = _sum_figures(
        [(1, sections[Section.REVENUE].total), (-1, sections[Section.COST_OF_SALES].total)],
        width,
        has,
    )
    operating = _sum_figures([(1, gross), (-1, sections[Section.EXPENSES].total)], width, has)
    net = _sum_figures([(1, operating), (1, sections[Section.OTHER_INCOME].total)], width, has)
    return ProfitAndLoss(
        date_from,
        date_to,
        periods,
        compare,
        versus[0] if versus else None,
        versus[1] if versus else None,
        posted_only,
        tuple(sections[s] for s in PROFIT_AND_LOSS_ORDER),
        gross,
        operating,
        net,
        build(Section.UNASSIGNED),
        books.status(),
    )


# -- balance sheet -----------------------------------------------------------------------------
BALANCE_SHEET_ORDER = (
    Section.CURRENT_ASSETS,
    Section.NON_CURRENT_ASSETS,
    Section.LIABILITIES,
    Section.EQUITY,
)


@dataclass(frozen=True)
class BalanceRow:
    account_id: int
    code: str
    name: str
    other_name: str
    amount: Decimal
    comparison: Decimal | None = None
    currency: str = ""
    """The currency the account is kept in, where every line of it up to ``as_of`` is of a
    document in that one currency (CIB - USD); "" otherwise."""
    currency_amount: Decimal | None = None
    """``amount`` in that currency, with its sign (None where ``currency`` is "")."""


@dataclass(frozen=True)
class BalanceGroup:
    section: Section
    rows: tuple[BalanceRow, ...]
    total: Decimal
    comparison: Decimal | None = None


@dataclass(frozen=True)
class BalanceSheet:
    """Assets (debit balances) against liabilities and equity (credit balances) as of a
    date, with ``current_year_profit`` and ``earlier_years`` in equity. Accounts no
    section holds are in ``unassigned`` (debit balances): ``is_balanced`` is
    assets + unassigned = liabilities + equity."""

    as_of: date
    compare_as_of: date | None
    posted_only: bool
    current_assets: BalanceGroup
    non_current_assets: BalanceGroup
    liabilities: BalanceGroup
    equity: BalanceGroup
    """The equity accounts; its ``total`` includes the two figures below."""
    current_year_profit: Decimal
    earlier_years: Decimal
    unassigned: BalanceGroup
    total_assets: Decimal
    total_liabilities_and_equity: Decimal
    comparison_current_year_profit: Decimal | None
    comparison_earlier_years: Decimal | None
    comparison_total_assets: Decimal | None
    comparison_total_liabilities_and_equity: Decimal | None
    status: SyncStatus

    @property
    def is_balanced(self) -> bool:
        return self.total_assets + self.unassigned.total == self.total_liabilities_and_equity


@dataclass(frozen=True)
class _Position:
    balances: dict[int, int]
    current_year: int
    earlier: int


def _position(
    books: Books, as_of: date, placements: Mapping[int, Placement], posted_only: bool
) -> _Position:
    year_start = as_of.replace(month=1, day=1).isoformat()
    movements = books.account_movements(year_start, as_of.isoformat(), posted_only)
    balances: dict[int, int] = {}
    current_year = earlier = 0
    for account_id, (opening, debit, credit) in movements.items():
        if _placement(placements, account_id) in PROFIT_AND_LOSS_SECTIONS:
            earlier -= opening  # credit minus debit: a profit is positive
            current_year -= debit - credit
        else:
            balances[account_id] = opening + debit - credit
    return _Position(balances, current_year, earlier)


def _kept(kept: tuple[str, Decimal] | None, sign: int) -> tuple[str, Decimal | None]:
    """(currency, amount in it) of an account kept in another currency, signed as the
    statement shows it; ("", None) for any other account."""
    if kept is None:
        return "", None
    return kept[0], sign * kept[1]


def balance_sheet(
    books: Books,
    as_of: date,
    *,
    compare_as_of: date | None = None,
    layout: Layout = DEFAULT_LAYOUT,
    posted_only: bool = False,
) -> BalanceSheet:
    """The balance sheet on ``as_of`` (and ``compare_as_of``), accounts with a balance
    on either date, by code in each section."""
    infos, other_names = _accounts_of(books)
    placements = place_accounts(infos.values(), layout)
    now = _position(books, as_of, placements, posted_only)
    then = (
        None if compare_as_of is None else _position(books, compare_as_of, placements, posted_only)
    )
    held = [account_id for account_id, balance in now.balances.items() if balance]
    kept_in = currencies_kept(books, held, as_of.isoformat(), posted_only)
    groups: dict[Section, list[BalanceRow]] = defaultdict(list)
    for account_id in set(now.balances) | set(then.balances if then else {}):
        amount = now.balances.get(account_id, 0)
        before = then.balances.get(account_id, 0) if then else 0
        if amount == 0 and before == 0:
            continue
        section = _placement(placements, account_id)
        # Assets and unassigned accounts are shown as debit balances, the rest as credit.
        sign = (
            1
            if section in (Section.CURRENT_ASSETS, Section.NON_CURRENT_ASSETS, Section.UNASSIGNED)
            else -1
        )
        info = infos.get(account_id)
        groups[section].append(
            BalanceRow(
                account_id,
                info.code if info else str(account_id),
                info.name if info else f"#{account_id}",
                other_names.get(account_id, ""),
                from_micro(sign * amount),
                None if then is None else from_micro(sign * before),
                *_kept(kept_in.get(account_id), sign),
            )
        )

    def group(section: Section, extra: Decimal = ZERO, extra_then: Decimal = ZERO) -> BalanceGroup:
        rows = tuple(sorted(groups.get(section, []), key=lambda r: (r.code, r.account_id)))
        return BalanceGroup(
            section,
            rows,
            sum((r.amount for r in rows), ZERO) + extra,
            None if then is None else sum((r.comparison or ZERO for r in rows), ZERO) + extra_then,
        )

    profit, earlier = from_micro(now.current_year), from_micro(now.earlier)
    profit_then = from_micro(then.current_year) if then else None
    earlier_then = from_micro(then.earlier) if then else None
    current, non_current = group(Section.CURRENT_ASSETS), group(Section.NON_CURRENT_ASSETS)
    liabilities = group(Section.LIABILITIES)
    equity = group(Section.EQUITY, profit + earlier, (profit_then or ZERO) + (earlier_then or ZERO))

    def total(*values: Decimal | None) -> Decimal | None:
        return None if then is None else sum((v or ZERO for v in values), ZERO)

    return BalanceSheet(
        as_of,
        compare_as_of,
        posted_only,
        current,
        non_current,
        liabilities,
        equity,
        profit,
        earlier,
        group(Section.UNASSIGNED),
        current.total + non_current.total,
        liabilities.total + equity.total,
        profit_then,
        earlier_then,
        total(current.comparison, non_current.comparison),
        total(liabilities.comparison, equity.comparison),
        books.status(),
    )


# -- cash flow ---------------------------------------------------------------------------------
class Flow(StrEnum):
    """Where money came from or went to, by the counter-account of the cash line."""

    CUSTOMERS = "customers"
    SUPPLIERS = "suppliers"
    EXPENSES = "expenses"
    TAXES = "taxes"
    OTHER_INCOME = "other-income"
    ASSETS = "assets"
    LIABILITIES = "liabilities"
    EQUITY = "equity"
    UNASSIGNED = "unassigned"


FLOW_ORDER = tuple(Flow)


@dataclass(frozen=True)
class FlowRow:
    flow: Flow
    money_in: Decimal
    money_out: Decimal

    @property
    def net(self) -> Decimal:
        return self.money_in - self.money_out


@dataclass(frozen=True)
class CashAccountFlow:
    """One Cash or Bank account: opening + money in - money out + transfers in -
    transfers out = closing."""

    account_id: int
    code: str
    name: str
    other_name: str
    type: str
    opening: Decimal
    money_in: Decimal
    money_out: Decimal
    transfers_in: Decimal
    transfers_out: Decimal
    closing: Decimal
    currency: str = ""
    """The currency the account is kept in, where every line of it up to the period's end
    is of a document in that one currency (CIB - USD); "" otherwise."""
    currency_opening: Decimal | None = None
    """The opening in that currency (None where ``currency`` is "" or the account had no
    line before the period)."""
    currency_closing: Decimal | None = None
    """The closing in that currency (None where ``currency`` is "")."""
    currency_flows: tuple[Decimal, Decimal, Decimal, Decimal] | None = None
    """Money in, money out, transfers in and transfers out in that currency (None where
    ``currency`` is ""): each line's own amount in it, split between money and transfer
    as its company-currency amount is, so that opening + in - out + transfers in -
    transfers out = closing in that currency too."""


@dataclass(frozen=True)
class CashFlow:
    """Money in and out of the company's Cash and Bank accounts in a period, by where it
    came from or went to; transfers between those accounts apart (they move money, they
    bring none in)."""

    date_from: date
    date_to: date
    posted_only: bool
    accounts: tuple[CashAccountFlow, ...]
    rows: tuple[FlowRow, ...]
    transfers: Decimal
    """Moved between the company's own cash and bank accounts in the period."""
    opening: Decimal
    closing: Decimal
    status: SyncStatus

    @property
    def money_in(self) -> Decimal:
        return sum((r.money_in for r in self.rows), ZERO)

    @property
    def money_out(self) -> Decimal:
        return sum((r.money_out for r in self.rows), ZERO)


def _flow_of(
    account: AccountInfo | None,
    customer_id: int | None,
    supplier_id: int | None,
    section: Section,
) -> Flow:
    """A counter line's flow: a customer's or supplier's line is theirs; taxes by
    account type; sales are money from customers, cost of sales money to suppliers."""
    if customer_id is not None:
        return Flow.CUSTOMERS
    if supplier_id is not None:
        return Flow.SUPPLIERS
    kind = account.type if account else ""
    if kind in ("AccountsReceivable", "NotesReceivable"):
        return Flow.CUSTOMERS
    if kind in ("AccountsPayable", "NotesPayable"):
        return Flow.SUPPLIERS
    if kind in TAX_TYPES:
        return Flow.TAXES
    return {
        Section.REVENUE: Flow.CUSTOMERS,
        Section.COST_OF_SALES: Flow.SUPPLIERS,
        Section.EXPENSES: Flow.EXPENSES,
        Section.OTHER_INCOME: Flow.OTHER_INCOME,
        Section.CURRENT_ASSETS: Flow.ASSETS,
        Section.NON_CURRENT_ASSETS: Flow.ASSETS,
        Section.LIABILITIES: Flow.LIABILITIES,
        Section.EQUITY: Flow.EQUITY,
    }.get(section, Flow.UNASSIGNED)


def _share(total: int, part: int, whole: int) -> int:
    """``total * part / whole`` in whole micro-units (half up)."""
    return (2 * total * part + whole) // (2 * whole) if whole else 0


def cash_flow(
    books: Books,
    date_from: date,
    date_to: date,
    *,
    layout: Layout = DEFAULT_LAYOUT,
    posted_only: bool = False,
) -> CashFlow:
    """The direct-method cash flow of a period.

    Per document touching a Cash or Bank account: what its cash lines move between the
    company's own cash accounts (the smaller of their debits and their credits) is a
    transfer; what is left is money in (or out), attributed to the document's other
    lines by their flow (``Flow``): each flow gets what its lines credit minus what they
    debit (a receipt of 600 from a customer less a 100 fee paid is 600 in from customers
    and 100 out to expenses). Amounts a document leaves unbalanced go to "unassigned"."""
    infos, other_names = _accounts_of(books)
    placements = place_accounts(infos.values(), layout)
    cash_ids = [a.id for a in infos.values() if a.type in CASH_TYPES]
    cash_set = set(cash_ids)
    start, end = date_from.isoformat(), date_to.isoformat()
    before = (date_from - timedelta(days=1)).isoformat()
    opening = books.account_balances(before, posted_only) if date_from > date.min else {}
    flows_in: dict[Flow, int] = defaultdict(int)
    flows_out: dict[Flow, int] = defaultdict(int)
    per_account: dict[int, list[int]] = {a: [0, 0, 0, 0] for a in cash_ids}
    # The same four in each line's document currency (meaningful for an account kept in
    # one currency: ``kept_at_end`` below).
    per_account_in_currency: dict[int, list[int]] = {a: [0, 0, 0, 0] for a in cash_ids}
    transfers_total = 0

    def settle(lines: list[tuple[int | None, int | None, int | None, int, int, int]]) -> None:
        nonlocal transfers_total
        cash = [(a, d, c, amount) for a, _cu, _su, d, c, amount in lines if a in cash_set]
        debits = sum(d for _a, d, _c, _m in cash)
        credits = sum(c for _a, _d, c, _m in cash)
        moved = min(debits, credits)
        transfers_total += moved
        for account_id, debit, credit, amount in cash:
            assert account_id is not None
            in_transfer = _share(moved, debit, debits)
            out_transfer = _share(moved, credit, credits)
            figures = per_account[account_id]
            figures[0] += debit - in_transfer
            figures[1] += credit - out_transfer
            figures[2] += in_transfer
            figures[3] += out_transfer
            # The line's own amount, split as its company-currency one is.
            in_currency = per_account_in_currency[account_id]
            if debit >= credit:
                transferred = _share(amount, in_transfer, debit)
                in_currency[0] += amount - transferred
                in_currency[2] += transferred
            else:
                transferred = _share(amount, out_transfer, credit)
                in_currency[1] += amount - transferred
                in_currency[3] += transferred
        net_cash = debits - credits
        counter = 0
        by_flow: dict[Flow, int] = defaultdict(int)
        for counter_id, customer_id, supplier_id, debit, credit, _amount in lines:
            if counter_id in cash_set:
                continue
            info = infos.get(counter_id) if counter_id is not None else None
            flow = _flow_of(info, customer_id, supplier_id, _placement(placements, counter_id or 0))
            by_flow[flow] += credit - debit
            counter += credit - debit
        by_flow[Flow.UNASSIGNED] += net_cash - counter
        for flow, amount in by_flow.items():
            if amount > 0:
                flows_in[flow] += amount
            elif amount < 0:
                flows_out[flow] -= amount

    current: int | None = None
    pending: list[tuple[int | None, int | None, int | None, int, int, int]] = []
    for (
        entry_id,
        account_id,
        customer_id,
        supplier_id,
        debit,
        credit,
        amount,
    ) in books.lines_of_entries_touching(cash_ids, start, end, posted_only):
        if entry_id != current and pending:
            settle(pending)
            pending = []
        current = entry_id
        pending.append((account_id, customer_id, supplier_id, debit, credit, amount))
    if pending:
        settle(pending)

    kept_at_end = currencies_kept(books, cash_ids, end, posted_only)
    kept_before = currencies_kept(books, list(kept_at_end), before, posted_only)
    accounts = []
    for account_id in sorted(
        cash_ids, key=lambda a: (CASH_TYPES.index(infos[a].type), infos[a].code)
    ):
        info = infos[account_id]
        money_in, money_out, transfer_in, transfer_out = per_account[account_id]
        first = opening.get(account_id, 0)
        currency, in_currency = kept_at_end.get(account_id, ("", None))
        earlier = kept_before.get(account_id)
        # Kept in one currency up to the end means kept in it before the period too.
        opening_in_currency = earlier[1] if earlier and earlier[0] == currency else None
        came, went, moved_in, moved_out = per_account_in_currency[account_id]
        flows_in_currency = (
            (from_micro(came), from_micro(went), from_micro(moved_in), from_micro(moved_out))
            if currency
            else None
        )
        accounts.append(
            CashAccountFlow(
                account_id,
                info.code,
                info.name,
                other_names.get(account_id, ""),
                info.type,
                from_micro(first),
                from_micro(money_in),
                from_micro(money_out),
                from_micro(transfer_in),
                from_micro(transfer_out),
                from_micro(first + money_in - money_out + transfer_in - transfer_out),
                currency,
                opening_in_currency,
                in_currency,
                flows_in_currency,
            )
        )
    rows = tuple(
        FlowRow(flow, from_micro(flows_in.get(flow, 0)), from_micro(flows_out.get(flow, 0)))
        for flow in FLOW_ORDER
        if flows_in.get(flow) or flows_out.get(flow)
    )
    return CashFlow(
        date_from,
        date_to,
        posted_only,
        tuple(accounts),
        rows,
        from_micro(transfers_total),
        sum((a.opening for a in accounts), ZERO),
        sum((a.closing for a in accounts), ZERO),
        books.status(),
    )


# -- recurring templates -----------------------------------------------------------------------
@dataclass(frozen=True)
class TemplateRow:
    entry_id: int
    code: str
    day: date
    document_type: str
    amount: Decimal
    notes: str | None


@dataclass(frozen=True)
class RecurringTemplates:
    rows: tuple[TemplateRow, ...]
    status: SyncStatus


def recurring_templates(books: Books) -> RecurringTemplates:
    """The recurring templates, listed apart: patterns for entries, in no figure."""
    rows = tuple(
        TemplateRow(entry_id, code, date.fromisoformat(day), kind, from_micro(total), notes)
        for entry_id, code, day, kind, total, notes in books.recurring_templates()
    )
    return RecurringTemplates(rows, books.status())
