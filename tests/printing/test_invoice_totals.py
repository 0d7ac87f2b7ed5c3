"""The printed invoice's figures are the server's: orders are created on the in-process
sandbox, read back and printed, and every tax line is checked against tax = base x rate
worked out here, line by line, independently of the money core. Where the server's totals
differ from the lines by more than rounding, the paper prints the server's and says so."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.models.sales_orders import SalesOrderResponse
from app.printing import documents as d
from app.printing.documents import DocumentKind
from app.printing.sources import invoice_from_order, kind_of
from tests.support.order_server import OrderServer, examples, order_server

CENT = Decimal("0.01")

LINES = st.lists(
    st.tuples(
        st.integers(1, 40),  # quantity
        st.decimals(Decimal("0.25"), Decimal("5000"), places=2),  # price
        st.decimals(Decimal("0"), Decimal("30"), places=2),  # discount, percent of the line
        st.sampled_from([Decimal(0), Decimal(5), Decimal(14), Decimal(15)]),  # tax rate
    ),
    min_size=1,
    max_size=12,
)


@pytest.fixture(scope="module")
def server() -> Iterator[OrderServer]:
    with order_server() as made:
        made.tenant.setting("decimalPlaces", "2")
        yield made


def _cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, ROUND_HALF_UP)


def _saved_order(
    server: OrderServer,
    lines: list[tuple[int, Decimal, Decimal, Decimal]],
    *,
    discount: Decimal,
    after: bool,
    shipping: Decimal,
) -> SalesOrderResponse:
    response = server.create_order(
        {
            "documentDate": "2026-11-28T10:15:00",
            "discount": str(discount),
            "applyTaxAfterDiscount": after,
            "taxable": True,
            "shippmentCost": str(shipping),
            "salesOrderDetails": [
                {
                    "stockItemId": item,
                    "quantity": q,
                    "price": str(p),
                    "itemDiscount": str(pct),
                    "itemDiscountType": "Percentage",
                    "taxRate": str(rate),
                }
                for item, (q, p, pct, rate) in zip(server.items, lines, strict=False)
            ],
        }
    )
    assert response.status_code == 201, response.text
    stored = server.get(f"/v3/sales-orders/{response.json()['id']}")
    return SalesOrderResponse.model_validate(stored.json())


def _expected_taxes(
    lines: list[tuple[int, Decimal, Decimal, Decimal]], discount: Decimal, after: bool
) -> dict[Decimal, Decimal]:
    """Tax per rate, from scratch: each line's base is quantity x price less its percent
    discount (less its share of the order discount when tax comes after it), its tax base
    x rate / 100; summed per rate, rounded to the cent."""
    nets = [q * p - q * p * pct / 100 for q, p, pct, _ in lines]
    total = sum(nets, Decimal(0))
    by_rate: dict[Decimal, Decimal] = defaultdict(Decimal)
    for net, (_, _, _, rate) in zip(nets, lines, strict=True):
        base = net - discount * net / total if after and total else net
        if rate:
            by_rate[rate] += base * rate / 100
    return {rate: _cents(tax) for rate, tax in sorted(by_rate.items())}


@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    lines=LINES,
    discount=st.decimals(Decimal(0), Decimal(200), places=2),
    after=st.booleans(),
    shipping=st.decimals(Decimal(0), Decimal(100), places=2),
)
def test_the_printed_invoice_s_figures_are_the_server_s(
    server: OrderServer,
    lines: list[tuple[int, Decimal, Decimal, Decimal]],
    discount: Decimal,
    after: bool,
    shipping: Decimal,
) -> None:
    gross = sum((q * p * (100 - pct) / 100 for q, p, pct, _ in lines), Decimal(0))
    if gross - discount <= 0:
        return  # a zero total is refused by the server (its own test)
    order = _saved_order(server, lines, discount=discount, after=after, shipping=shipping)
    document = invoice_from_order(order)
    printed_lines = [line["total"] for line in document.lines]
    assert printed_lines == [_cents(q * p - q * p * pct / 100) for q, p, pct, _ in lines]
    by_label: dict[str, Decimal] = {}
    taxes: dict[Decimal, Decimal] = {}
    for total in document.totals:
        if total.label == d.TAX_AT:
            assert total.rate is not None and total.rate not in taxes  # one line per rate
            taxes[total.rate] = total.amount
        else:
            by_label[total.label] = total.amount
    assert document.totals_notice == ""  # the server agrees with its lines
    assert taxes == _expected_taxes(lines, discount, after)
    assert by_label[d.SUBTOTAL] == sum(printed_lines)  # the column adds up
    assert by_label.get(d.DISCOUNT, Decimal(0)) == -_cents(discount)
    assert by_label[d.NET_TOTAL] == _cents(order.net_total or Decimal(0))  # the server's
    net = (
        by_label[d.SUBTOTAL]
        + by_label.get(d.DISCOUNT, Decimal(0))
        + sum(taxes.values(), Decimal(0))
        + by_label.get(d.SHIPPING, Decimal(0))
        + by_label.get(d.ROUNDING, Decimal(0))
    )
    assert net == by_label[d.NET_TOTAL]  # ... and with the tax lines, to the net total
    assert abs(by_label.get(d.ROUNDING, Decimal(0))) <= Decimal("0.005") * (len(lines) + 6)
    assert document.amount == by_label[d.NET_TOTAL]
    assert document.tax_total == sum(taxes.values(), Decimal(0))


def _order(**overrides: Any) -> SalesOrderResponse:
    body: dict[str, Any] = {
        "id": 31,
        "code": "SO-31",
        "documentDate": "2026-11-28T10:15:00",
        "customer": {"id": 3, "code": "CUS-0003", "name": "Delta Home Appliances"},
        "taxable": True,
        "subTotal": 9550,
        "netTotal": 10887,
        "tax": 1337,
        "salesOrderDetails": [
            {
                "id": 1,
                "stockItem": {"id": 1, "code": "ITEM-1", "description": "Item 1"},
                "quantity": 1,
                "price": 9550,
                "taxRate": 14,
            }
        ],
    }
    body.update(overrides)
    return SalesOrderResponse.model_validate(body)


def test_the_issue_s_order_no_longer_prints_lines_before_tax_against_a_net_with_it() -> None:
    # Lines 9,550 before tax, 14 % VAT: the paper showed 9,550 and a net total of 10,887.
    document = invoice_from_order(_order())
    amounts = [(t.label, t.amount) for t in document.totals]
    assert amounts == [
        (d.SUBTOTAL, Decimal("9550.00")),
        (d.TAX_AT, Decimal("1337.00")),
        (d.NET_TOTAL, Decimal("10887.00")),
    ]
    assert document.totals[1].rate == 14 and document.totals[1].base == Decimal("9550.00")


def test_a_server_total_that_the_lines_do_not_make_prints_as_the_server_s_with_a_notice() -> None:
    # The server says tax 0 and net 9,550 for a 14 % line: no plug into a tax line, no
    # tax line the server did not charge; the server's figures, and the lines' sum beside.
    document = invoice_from_order(_order(tax=0, netTotal=9550))
    amounts = [(t.label, t.amount) for t in document.totals]
    assert amounts == [
        (d.SUBTOTAL, Decimal("9550.00")),
        (d.TAX, Decimal("0.00")),
        (d.NET_TOTAL, Decimal("9550.00")),
    ]
    assert document.totals_notice == d.SERVER_TOTALS
    assert document.totals_notice_amount == Decimal("10887.00")
    assert document.amount == Decimal("9550.00")


def test_a_difference_within_rounding_stands_on_a_rounding_line() -> None:
    # Three lines of 0.335 at no tax: the paper's lines round to 0.34 each (1.02), the
    # server rounds its total once (1.01): one cent, on a line that says what it is.
    line = {"quantity": 1, "price": "0.335", "taxRate": 0}
    order = _order(
        taxable=False,
        subTotal="1.005",
        netTotal="1.01",
        tax=0,
        salesOrderDetails=[
            {**line, "id": n, "stockItem": {"id": n, "code": f"I-{n}"}} for n in (1, 2, 3)
        ],
    )
    amounts = [(t.label, t.amount) for t in invoice_from_order(order).totals]
    assert amounts == [
        (d.SUBTOTAL, Decimal("1.02")),
        (d.ROUNDING, Decimal("-0.01")),
        (d.NET_TOTAL, Decimal("1.01")),
    ]


def test_a_three_decimal_currency_prints_three_decimals() -> None:
    order = _order(
        currency={"id": 2, "code": "KWD", "name": "Kuwaiti dinar"},
        subTotal="12.345",
        tax="1.728",
        netTotal="14.073",
        salesOrderDetails=[
            {
                "id": 1,
                "stockItem": {"id": 1, "code": "ITEM-1"},
                "quantity": 3,
                "price": "4.115",
                "taxRate": 14,
            }
        ],
    )
    document = invoice_from_order(order)
    assert document.decimals == 3
    assert [line["total"] for line in document.lines] == [Decimal("12.345")]
    amounts = [(t.label, t.amount) for t in document.totals]
    assert amounts == [
        (d.SUBTOTAL, Decimal("12.345")),
        (d.TAX_AT, Decimal("1.728")),  # 12.345 x 14 % = 1.7283
        (d.NET_TOTAL, Decimal("14.073")),
    ]


def test_an_invoice_names_its_customer_lines_and_time() -> None:
    document = invoice_from_order(_order())
    assert document.kind is DocumentKind.SALES_INVOICE
    assert document.code == "SO-31"
    assert document.party is not None and document.party.name == "Delta Home Appliances"
    assert [line["code"] for line in document.lines] == ["ITEM-1"]
    assert document.moment == dt.datetime(2026, 11, 28, 10, 15)


def test_codes_name_their_document() -> None:
    assert kind_of("so-31") is DocumentKind.SALES_INVOICE
    assert kind_of("CI-CAI-3") is DocumentKind.CASH_RECEIPT
    assert kind_of("IO-WH01-7") is DocumentKind.DELIVERY_NOTE


def test_a_printed_line_holds_every_cell_of_the_layout() -> None:
    order = _order(
        salesOrderDetails=[
            {
                "id": 1,
                "stockItem": {"id": 1, "code": "ITEM-1", "description": "Item 1"},
                "warehouse": {"id": 1, "code": "WH01", "description": "Main warehouse"},
                "quantity": 4,
                "price": 250,
                "itemDiscount": 25,
                "itemDiscountType": "Percentage",
                "taxRate": 14,
            },
            {
                "id": 2,
                "stockItem": {"id": 2, "code": "ITEM-2", "description": "Item 2"},
                "quantity": 1,
                "price": 10,
                "taxRate": 0,
            },
        ],
        subTotal=760,
        tax=105,
        netTotal=865,
    )
    first, second = invoice_from_order(order).lines
    assert first == {
        "number": 1,
        "code": "ITEM-1",
        "description": "Item 1",
        "quantity": Decimal(4),
        "price": Decimal(250),
        "discount": Decimal(250),  # 25 % of 1,000, as money
        "taxRate": Decimal(14),
        "total": Decimal("750.00"),  # what the layout preview's "= 750.00" says too
        "warehouse": "Main warehouse",
    }
    assert second["number"] == 2 and second["discount"] is None and second["total"] == 10
