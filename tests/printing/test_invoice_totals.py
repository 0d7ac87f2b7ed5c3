"""The printed invoice adds up: line totals, discount, tax per rate, withholding and shipping
make the net total printed, which is the server's own (computed as the sandbox computes it)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from app.models.sales_order_totals import PricedLine, compute_totals
from app.models.sales_orders import SalesOrderResponse
from app.printing import documents as d
from app.printing.documents import DocumentKind
from app.printing.numbers import round_money
from app.printing.sources import invoice_from_order, kind_of

LINES = st.lists(
    st.tuples(
        st.integers(1, 40),  # quantity
        st.decimals(Decimal("0.25"), Decimal("5000"), places=2),  # price
        st.decimals(Decimal("0"), Decimal("30"), places=2),  # discount, percent of the line
        st.sampled_from([Decimal(0), Decimal(5), Decimal(14), Decimal(15)]),  # tax rate
    ),
    min_size=1,
    max_size=25,
)


def _order(
    lines: list[tuple[int, Decimal, Decimal, Decimal]],
    *,
    discount: Decimal,
    after: bool,
    shipping: Decimal,
) -> SalesOrderResponse:
    priced = [
        PricedLine(float(q), float(p), float(q * p * pct / 100), float(rate))
        for q, p, pct, rate in lines
    ]
    totals = compute_totals(
        priced,
        discount=float(discount),
        discount_rate=None,
        taxable=True,
        apply_tax_after_discount=after,
        shipment_cost=float(shipping),
        decimals=4,
    )
    return SalesOrderResponse.model_validate(
        {
            "id": 31,
            "code": "SO-31",
            "documentDate": "2026-11-28T10:15:00",
            "customer": {"id": 3, "code": "CUS-0003", "name": "Delta Home Appliances"},
            "discount": discount,
            "applyTaxAfterDiscount": after,
            "taxable": True,
            "shippmentCost": shipping,
            "netTotal": totals.net_total,
            "tax": totals.tax,
            "salesOrderDetails": [
                {
                    "id": n,
                    "stockItem": {"id": n, "code": f"ITEM-{n}", "description": f"Item {n}"},
                    "quantity": q,
                    "price": p,
                    "itemDiscount": pct,
                    "itemDiscountType": "Percentage",
                    "taxRate": rate,
                }
                for n, (q, p, pct, rate) in enumerate(lines, start=1)
            ],
        }
    )


@settings(max_examples=150, deadline=None)
@given(
    lines=LINES,
    discount=st.decimals(Decimal(0), Decimal(200), places=2),
    after=st.booleans(),
    shipping=st.decimals(Decimal(0), Decimal(100), places=2),
)
def test_the_printed_invoice_adds_up_to_the_servers_net_total(
    lines: list[tuple[int, Decimal, Decimal, Decimal]],
    discount: Decimal,
    after: bool,
    shipping: Decimal,
) -> None:
    order = _order(lines, discount=discount, after=after, shipping=shipping)
    document = invoice_from_order(order)
    printed_lines = [line["total"] for line in document.lines]
    by_label: dict[str, Decimal] = {}
    taxes = []
    for total in document.totals:
        if total.label == d.TAX_AT:
            taxes.append(total)
        else:
            by_label[total.label] = total.amount
    assert by_label[d.SUBTOTAL] == sum(printed_lines)  # the column adds up
    assert all(isinstance(v, Decimal) and v == round_money(v) for v in printed_lines)
    net = (
        by_label[d.SUBTOTAL]
        + by_label.get(d.DISCOUNT, Decimal(0))
        + sum(t.amount for t in taxes)
        + by_label.get(d.SHIPPING, Decimal(0))
        + by_label.get(d.ROUNDING, Decimal(0))
    )
    assert net == by_label[d.NET_TOTAL]  # ... and with the tax lines, to the net total
    assert by_label[d.NET_TOTAL] == round_money(order.net_total)  # the server's figure
    assert document.amount == by_label[d.NET_TOTAL]
    assert len({t.rate for t in taxes}) == len(taxes)  # one line per rate
    assert abs(by_label.get(d.ROUNDING, Decimal(0))) <= Decimal("0.01") * len(lines)
    assert document.tax_total == sum(t.amount for t in taxes)


def test_the_issue_s_order_no_longer_prints_lines_before_tax_against_a_net_with_it() -> None:
    # Lines 9,550 before tax, 14 % VAT: the paper showed 9,550 and a net total of 10,887.
    order = _order(
        [(1, Decimal("9550"), Decimal(0), Decimal(14))],
        discount=Decimal(0),
        after=False,
        shipping=Decimal(0),
    )
    document = invoice_from_order(order)
    amounts = [(t.label, t.amount) for t in document.totals]
    assert amounts == [
        (d.SUBTOTAL, Decimal("9550.00")),
        (d.TAX_AT, Decimal("1337.00")),
        (d.NET_TOTAL, Decimal("10887.00")),
    ]
    assert document.totals[1].rate == 14 and document.totals[1].base == Decimal("9550.00")


def test_an_invoice_names_its_customer_lines_and_time() -> None:
    order = _order(
        [(2, Decimal("10"), Decimal(0), Decimal(14))],
        discount=Decimal(0),
        after=False,
        shipping=Decimal(0),
    )
    document = invoice_from_order(order)
    assert document.kind is DocumentKind.SALES_INVOICE
    assert document.code == "SO-31"
    assert document.party is not None and document.party.name == "Delta Home Appliances"
    assert [line["code"] for line in document.lines] == ["ITEM-1"]
    assert document.moment == dt.datetime(2026, 11, 28, 10, 15)


def test_codes_name_their_document() -> None:
    assert kind_of("so-31") is DocumentKind.SALES_INVOICE
    assert kind_of("CI-CAI-3") is DocumentKind.CASH_RECEIPT
    assert kind_of("IO-WH01-7") is DocumentKind.DELIVERY_NOTE
