"""What the sales side books beyond the revenue accounts: the orders booked (by status,
never called sales) and the gross profit of the goods issued.

Gross profit is the revenue of issued orders less returns against their cost:

- revenue: each issue offering (IO) at its lines' price x quantity (the order's price,
  after line discounts), with the service lines of the order it belongs to counted at its
  first issue; less each sales return's lines (SR), on the days they were issued or
  returned;
- cost: the issue's own cost of goods sold in the books (the COGS lines of the system
  entry the service made for it, which names the issue), less the return receipt's (RR)
  taken back; where the books have no such entry, the item's average cost x quantity.
  Each row says which (``CostSource``). An issue's one COGS line is split over its
  items by their quantity x average cost.

Issues belong to orders through the work-order list's ``relatedSoCode`` (kept in the
ledger cache), return receipts to their returns the same way. The books' own revenue in
the period (the profit and loss's) is given beside: what it holds beyond the issued
orders (invoices and cash sales booked without an order) is ``booked_without_orders``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from enum import StrEnum

from app.reports.engine import CANCELLED, _months, revenue_accounts, split_micro
from app.reports.layout import DEFAULT_LAYOUT, Layout
from app.store.ledger import Books, from_micro
from app.store.ledger_status import SyncStatus

ZERO = Decimal(0)
COGS_TYPES = ("COGS",)
"""The account types an issue's cost of goods sold is posted to."""


# -- orders booked ------------------------------------------------------------------------------
@dataclass(frozen=True)
class OrderStatusRow:
    """The sales orders of one status dated in the period."""

    status: str
    orders: int
    net: Decimal
    tax: Decimal


@dataclass(frozen=True)
class OrdersBooked:
    """Sales orders by status: what was ordered, not what was sold (the sales summary
    and the profit and loss count the books)."""

    date_from: date
    date_to: date
    rows: tuple[OrderStatusRow, ...]
    orders: int
    net: Decimal
    tax: Decimal
    status: SyncStatus

    @property
    def open_net(self) -> Decimal:
        """Orders neither cancelled nor shipped."""
        return sum((r.net for r in self.rows if r.status not in (CANCELLED, "Shipped")), ZERO)


STATUS_ORDER = ("Open", "Pending", "Processing", "Shipped", "Cancelled")


def orders_booked(books: Books, date_from: date, date_to: date) -> OrdersBooked:
    """Every sales order dated in the period by its status (net of tax, system
    currency); cancelled ones are a row of their own and count in no total."""
    sums: dict[str, list[int]] = {}
    for _id, _code, _day, status, _c, _p, net, tax in books.sales_in(
        "SO", date_from.isoformat(), date_to.isoformat()
    ):
        figures = sums.setdefault(status or "", [0, 0, 0])
        figures[0] += 1
        figures[1] += net
        figures[2] += tax

    def rank(status: str) -> tuple[int, str]:
        return (STATUS_ORDER.index(status), "") if status in STATUS_ORDER else (99, status)

    rows = tuple(
        OrderStatusRow(status, f[0], from_micro(f[1]), from_micro(f[2]))
        for status, f in sorted(sums.items(), key=lambda item: rank(item[0]))
    )
    counted = [r for r in rows if r.status != CANCELLED]
    return OrdersBooked(
        date_from,
        date_to,
        rows,
        sum(r.orders for r in counted),
        sum((r.net for r in counted), ZERO),
        sum((r.tax for r in counted), ZERO),
        books.status(),
    )


# -- gross profit -------------------------------------------------------------------------------
class GroupBy(StrEnum):
    """What a gross-profit report groups by."""

    ITEM = "item"
    CUSTOMER = "customer"
    SALES_PERSON = "sales-person"
    MONTH = "month"


class CostSource(StrEnum):
    """Where a row's cost comes from."""

    BOOKS = "books"
    """The issues' and return receipts' cost of goods sold lines."""
    ITEM_COST = "item-cost"
    """The item's average cost x quantity (the books have no entry for the issue)."""
    MIXED = "mixed"
    """Some of both."""
    NONE = "none"
    """No goods (services only)."""


@dataclass(frozen=True)
class GrossProfitRow:
    key: str
    name: str
    revenue: Decimal
    cost: Decimal
    cost_source: CostSource

    @property
    def gross_profit(self) -> Decimal:
        return self.revenue - self.cost

    @property
    def margin(self) -> Decimal | None:
        """Gross profit as a percentage of revenue (None without revenue)."""
        return None if self.revenue == 0 else self.gross_profit * 100 / self.revenue


@dataclass(frozen=True)
class GrossProfit:
    date_from: date
    date_to: date
    by: GroupBy
    rows: tuple[GrossProfitRow, ...]
    total: GrossProfitRow
    books_revenue: Decimal
    """The revenue accounts' net in the period (the profit and loss's revenue)."""
    status: SyncStatus

    @property
    def booked_without_orders(self) -> Decimal:
        """The books' revenue beyond the issued orders less returns."""
        return self.books_revenue - self.total.revenue


@dataclass
class _Sums:
    revenue: int = 0
    cost: int = 0
    sources: set[CostSource] = field(default_factory=set)


def _source(sources: set[CostSource]) -> CostSource:
    goods = sources - {CostSource.NONE}
    if not goods:
        return CostSource.NONE
    return goods.pop() if len(goods) == 1 else CostSource.MIXED


@dataclass(frozen=True)
class _Piece:
    """Revenue and cost of one item of one issue or return."""

    day: str
    customer_id: int | None
    sales_person_id: int | None
    item_key: str
    revenue: int
    cost: int
    source: CostSource


def _goods_pieces(
    day: str,
    customer_id: int | None,
    person_id: int | None,
    lines: Sequence[tuple[int | None, int, int]],
    booked_cost: int | None,
    unit_costs: Mapping[int, int],
    sign: int,
) -> list[_Piece]:
    """An issue's (``sign`` 1) or return receipt's (-1) items: each line's revenue is
    its value, its cost its share of the booked cost, or quantity x average cost."""
    estimated = [
        quantity * unit_costs.get(item, 0) // 1_000_000 if item is not None else 0
        for item, quantity, _value in lines
    ]
    if booked_cost is not None:
        weights = [
            e if any(estimated) else q for e, (_i, q, _v) in zip(estimated, lines, strict=True)
        ]
        costs = split_micro(booked_cost, weights)
        source = CostSource.BOOKS
    else:
        costs = [sign * e for e in estimated]
        source = CostSource.ITEM_COST
    return [
        _Piece(
            day,
            customer_id,
            person_id,
            f"item:{item}" if item is not None else "",
            sign * value,
            cost,
            source,
        )
        for (item, _quantity, value), cost in zip(lines, costs, strict=True)
    ]


def gross_profit(
    books: Books,
    date_from: date,
    date_to: date,
    by: GroupBy = GroupBy.ITEM,
    layout: Layout = DEFAULT_LAYOUT,
    posted_only: bool = False,
) -> GrossProfit:
    """Revenue of the issues less returns dated in the period against their cost, by
    ``by`` (see the module's rules); rows by gross profit, largest first."""
    first, last = date_from.isoformat(), date_to.isoformat()
    unit_costs = books.unit_costs()
    booked = books.cost_by_related_code(COGS_TYPES)
    documents = books.sales_documents()
    pieces: list[_Piece] = []

    issues = books.work_orders_in("IO", first, last)
    issue_lines = books.work_order_lines_of([i[0] for i in issues])
    # The services of an order count with its first issue (a service is never issued).
    first_issue: dict[str, int] = {}
    for issue_id, _code, _day, order_code, _c, _p in books.work_orders_in("IO"):
        if order_code and order_code not in first_issue:
            first_issue[order_code] = issue_id
    order_ids = {code: doc[0] for code, doc in documents.items() if doc[1] == "SO"}
    service_lines = books.sales_lines_of(list(order_ids.values()))
    for issue_id, code, day, order_code, customer_id, person_id in issues:
        order = documents.get(order_code or "")
        if order is not None and order[3] == CANCELLED:
            continue
        person = person_id if person_id is not None else (order[5] if order else None)
        customer = customer_id if customer_id is not None else (order[4] if order else None)
        pieces += _goods_pieces(
            day, customer, person, issue_lines.get(issue_id, []), booked.get(code), unit_costs, 1
        )
        if order_code and first_issue.get(order_code) == issue_id:
            for _item, service, _quantity, net in service_lines.get(order_ids[order_code], []):
                if service is not None:
                    pieces.append(
                        _Piece(day, customer, person, f"service:{service}", net, 0, CostSource.NONE)
                    )

    # Returns: their lines' net back off revenue, their receipts' cost back off cost.
    receipts: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for receipt_id, code, _day, return_code, _c, _p in books.work_orders_in("RR"):
        if return_code:
            receipts[return_code].append((receipt_id, code))
    returns = books.sales_in("SR", first, last)
    return_lines = books.sales_lines_of([r[0] for r in returns])
    receipt_lines = books.work_order_lines_of(
        [rid for r in returns for rid, _code in receipts.get(r[1], [])]
    )
    for return_id, code, day, _status, customer_id, person_id, _net, _tax in returns:
        # Revenue from the return's own lines (its net per line), cost from its receipts
        # (a return not received back yet takes no cost back: its goods are not in stock).
        for item, service, _quantity, net in return_lines.get(return_id, []):
            key = f"item:{item}" if item is not None else f"service:{service}"
            pieces.append(_Piece(day, customer_id, person_id, key, -net, 0, CostSource.NONE))
        for receipt_id, receipt_code in receipts.get(code, []):
            for piece in _goods_pieces(
                day,
                customer_id,
                person_id,
                receipt_lines.get(receipt_id, []),
                booked.get(receipt_code),
                unit_costs,
                -1,
            ):
                pieces.append(
                    _Piece(
                        piece.day,
                        piece.customer_id,
                        piece.sales_person_id,
                        piece.item_key,
                        0,
                        piece.cost,
                        piece.source,
                    )
                )

    groups: dict[str, _Sums] = (
        {m: _Sums() for m in _months(date_from, date_to)} if by is GroupBy.MONTH else {}
    )
    for piece in pieces:
        if by is GroupBy.ITEM:
            key = piece.item_key
        elif by is GroupBy.CUSTOMER:
            key = str(piece.customer_id or "")
        elif by is GroupBy.SALES_PERSON:
            key = str(piece.sales_person_id or "")
        else:
            key = piece.day[:7]
        sums = groups.setdefault(key, _Sums())
        sums.revenue += piece.revenue
        sums.cost += piece.cost
        sums.sources.add(piece.source)

    names = _names(books, by)
    rows = [
        GrossProfitRow(
            key, names(key), from_micro(s.revenue), from_micro(s.cost), _source(s.sources)
        )
        for key, s in groups.items()
    ]
    if by is GroupBy.MONTH:
        rows.sort(key=lambda r: r.key)
    else:
        rows.sort(key=lambda r: (r.key == "", -r.gross_profit, r.name))
    every: set[CostSource] = set()
    for s in groups.values():
        every |= s.sources
    total = GrossProfitRow(
        "",
        "",
        sum((r.revenue for r in rows), ZERO),
        sum((r.cost for r in rows), ZERO),
        _source(every),
    )
    revenue = sorted(revenue_accounts(books, layout))
    books_revenue = -sum(books.account_daily_balance(revenue, first, last, posted_only).values())
    return GrossProfit(
        date_from, date_to, by, tuple(rows), total, from_micro(books_revenue), books.status()
    )


def _names(books: Books, by: GroupBy) -> Callable[[str], str]:
    if by is GroupBy.ITEM:
        items = books.stock_items()

        def item(key: str) -> str:
            if key.startswith("item:"):
                code, name = items.get(int(key[5:]), (key[5:], ""))
                return f"{code} {name}".strip()
            return key

        return item
    if by is GroupBy.CUSTOMER:
        customers = books.customers()

        def customer(key: str) -> str:
            info = customers.get(int(key)) if key else None
            return (info.name or info.code) if info else (f"#{key}" if key else "")

        return customer
    if by is GroupBy.SALES_PERSON:
        persons = books.sales_persons()

        def person(key: str) -> str:
            code, name = persons.get(int(key), (key, "")) if key else ("", "")
            return name or code

        return person
    return lambda key: key
