"""The money core's totals equal the server's to the last digit: random orders are created
through the in-process sandbox (which keeps its own computation) in currencies of 0, 2
and 3 decimals, and each figure the server stored is compared with the core's.

The sandbox rounds to the organization's ``decimalPlaces``; each example sets it to the
currency's decimals, so that the last digit compared is the currency's.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.money import DiscountKind, Line, document_totals
from tests.support.order_server import OrderServer, examples, order_server


@pytest.fixture(scope="module")
def server() -> Iterator[OrderServer]:
    with order_server() as made:
        yield made


def amounts(places: int, low: str, high: str) -> st.SearchStrategy[Decimal]:
    return st.decimals(Decimal(low), Decimal(high), places=places)


LINE = st.fixed_dictionaries(
    {
        "quantity": st.one_of(st.integers(1, 50).map(Decimal), amounts(3, "0.001", "40")),
        "price": st.one_of(amounts(2, "0.01", "9999.99"), amounts(3, "0.001", "500")),
        "discount": st.one_of(
            st.just(None),
            st.tuples(st.just("Percentage"), amounts(2, "0", "60")),
            st.tuples(st.just("Value"), amounts(2, "0", "5")),
        ),
        "tax_rate": st.sampled_from(
            [Decimal(0), Decimal(5), Decimal(14), Decimal(15), Decimal("2.5")]
        ),
        "withholding": st.booleans(),
    }
)


@settings(
    max_examples=examples(120),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    lines=st.lists(LINE, min_size=1, max_size=8),
    decimals=st.sampled_from([0, 2, 3]),
    header=st.one_of(
        st.just(("none", None)),
        st.tuples(st.just("discount"), amounts(2, "0", "50")),
        st.tuples(st.just("discountRate"), amounts(2, "0", "30")),
    ),
    taxable=st.sampled_from([None, True, False]),
    after=st.booleans(),
    shipping=st.one_of(st.just(None), amounts(2, "0", "99")),
)
def test_the_core_s_totals_are_the_server_s_to_the_last_digit(
    server: OrderServer,
    lines: list[dict[str, Any]],
    decimals: int,
    header: tuple[str, Decimal | None],
    taxable: bool | None,
    after: bool,
    shipping: Decimal | None,
) -> None:
    server.tenant.setting("decimalPlaces", str(decimals))
    withholding_id, withholding_rate = server.withholding[0]
    details, core_lines = [], []
    for item, line in zip(server.items, lines, strict=False):
        detail: dict[str, Any] = {
            "stockItemId": item,
            "quantity": str(line["quantity"]),
            "price": str(line["price"]),
            "taxRate": str(line["tax_rate"]),
        }
        kind, discount = DiscountKind.VALUE, Decimal(0)
        if line["discount"] is not None:
            detail["itemDiscountType"], value = line["discount"]
            detail["itemDiscount"] = str(value)
            kind, discount = DiscountKind.of(detail["itemDiscountType"]), value
        if line["withholding"]:
            detail["withholdingTaxId"] = withholding_id
        details.append(detail)
        core_lines.append(
            Line(
                quantity=line["quantity"],
                price=line["price"],
                discount=discount,
                discount_kind=kind,
                tax_rate=line["tax_rate"],
                withholding_rate=withholding_rate if line["withholding"] else Decimal(0),
            )
        )
    body: dict[str, Any] = {
        "documentDate": datetime.now().replace(microsecond=0).isoformat(),
        "applyTaxAfterDiscount": after,
        "salesOrderDetails": details,
    }
    if header[0] != "none":
        body[header[0]] = str(header[1])
    if taxable is not None:
        body["taxable"] = taxable
    if shipping is not None:
        body["shippmentCost"] = str(shipping)
    ours = document_totals(
        core_lines,
        decimals=decimals,
        discount=header[1] if header[0] == "discount" else None,
        discount_rate=header[1] if header[0] == "discountRate" else None,
        taxable=taxable,
        tax_after_discount=after,
        shipping=shipping or Decimal(0),
    )
    response = server.create_order(body)
    if ours.net_total <= 0:
        # A zero total is refused (rule 3): the core must agree that it is zero or less.
        assert response.status_code == 409, response.text
        return
    assert response.status_code == 201, response.text
    stored = response.json()
    theirs = {
        name: Decimal(repr(float(stored[name])))
        for name in (
            "grossTotal",
            "totalItemsDiscounts",
            "subTotal",
            "discount",
            "discountRate",
            "tax",
            "netTotal",
        )
    }
    assert theirs == {
        "grossTotal": ours.gross_total,
        "totalItemsDiscounts": ours.total_items_discounts,
        "subTotal": ours.sub_total,
        "discount": ours.discount,
        "discountRate": ours.discount_rate,
        "tax": ours.tax,
        "netTotal": ours.net_total,
    }
    assert stored["taxable"] is ours.taxable or stored["taxable"] is None
