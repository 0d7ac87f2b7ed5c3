"""The printed tax invoice of a sales order as the API returns it (``invoice_from_order``, a
pure function): what the paper says of the order's lines, header, party and totals,
including where the API leaves a field out. Figures worked out by hand in the comments."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from app.models.sales_orders import SalesOrderResponse
from app.printing import documents as d
from app.printing.documents import DocumentKind, Party
from app.printing.sources import invoice_from_order

D = Decimal


def an_order(**fields: Any) -> SalesOrderResponse:
    body = {
        "id": 12,
        "code": "SO-12",
        "documentDate": "2026-06-03T09:30:00",
        "customer": {"id": 7, "code": "CUS-7", "name": "Nile"},
        "salesPerson": {"id": 2, "name": "Hoda"},
        "warehouse": {"id": 1, "code": "WH01", "name": "Main"},
        "currency": {"id": 1, "code": "EGP"},
        "paperNumber": "P-9",
        "cashAmount": 100,
        "onAccountAmount": "166.2",
        "notes": "Deliver on Sunday",
        "taxable": True,
        "applyTaxAfterDiscount": False,
        "discount": None,
        "discountRate": 10,
        "shippmentCost": 15,
        "salesOrderDetails": [
            {
                "id": 1,
                "stockItem": {"id": 61, "code": "000061", "description": "Power bank"},
                "quantity": 2,
                "price": 100,
                "unitPrice": 999,
                "itemDiscount": 10,
                "itemDiscountType": "Percentage",
                "taxRate": 14,
                "withholdingTax": {"id": 10, "rate": 1},
            },
            {"id": 2, "quantity": 1, "unitPrice": 50},
            {
                "id": 3,
                "stockItem": {"id": 62, "description": "Cable"},
                "quantity": 1,
                "price": 20,
                "tax": {"id": 9, "rate": 14},
            },
        ],
        # Lines: 2 x 100 less 10 % = 180 at 14 % (1 % withheld); 1 x 50 untaxed; 20 at 14 %.
        # Subtotal 250, 10 % off it 25, tax 14 % of 200 = 28, withholding 1.80, shipping
        # 15: net 250 - 25 + 28 - 1.80 + 15 = 266.20.
        "subTotal": 250,
        "tax": 28,
        "netTotal": "266.2",
    }
    return SalesOrderResponse.model_validate({**body, **fields})


def test_an_invoice_prints_its_header_lines_and_totals() -> None:
    invoice = invoice_from_order(an_order())
    assert (invoice.kind, invoice.code, invoice.date) == (
        DocumentKind.SALES_INVOICE,
        "SO-12",
        dt.date(2026, 6, 3),
    )
    assert (invoice.party_label, invoice.party) == (d.CUSTOMER, Party("Nile", "CUS-7"))
    assert invoice.facts == (
        (d.SALES_PERSON, "Hoda"),
        (d.PAYMENT, d.CASH_AND_ON_ACCOUNT),
        (d.PAPER_NUMBER, "P-9"),
        (d.WAREHOUSE, "Main"),
        (d.CURRENCY, "EGP"),
    )
    assert [
        (line["code"], line["description"], line["price"], line["taxRate"], line["total"])
        for line in invoice.lines
    ] == [
        ("000061", "Power bank", D(100), D(14), D("180.00")),
        ("", "", D(50), D(0), D("50.00")),  # no item, no description: blank, not a filler
        ("", "Cable", D(20), D(14), D("20.00")),  # an item without a code
    ]
    assert [(t.label, t.amount, t.rate, t.base, t.strong) for t in invoice.totals] == [
        (d.SUBTOTAL, D("250.00"), None, None, False),
        (d.DISCOUNT, D("-25.00"), None, None, False),
        (d.TAX_AT, D("28.00"), D(14), D("200.00"), False),
        (d.WITHHOLDING, D("-1.80"), None, None, False),
        (d.SHIPPING, D("15.00"), None, None, False),
        (d.NET_TOTAL, D("266.20"), None, None, True),
    ]
    assert (invoice.amount, invoice.tax_total, invoice.totals_notice) == (
        D("266.20"),
        D("28.00"),
        "",
    )
    assert (invoice.currency, invoice.decimals) == ("EGP", 2)
    assert invoice.notes == "Deliver on Sunday"
    assert invoice.signatures == (d.PREPARED_BY, d.RECEIVED_BY)


def test_an_order_marked_untaxed_prints_no_tax_whatever_its_lines_say() -> None:
    # 250 - 25 + 15 = 240: the lines' 14 % is not charged.
    invoice = invoice_from_order(an_order(taxable=False, tax=0, netTotal=240))
    assert [t.label for t in invoice.totals] == [
        d.SUBTOTAL,
        d.DISCOUNT,
        d.SHIPPING,
        d.NET_TOTAL,
    ]
    assert (invoice.amount, invoice.tax_total, invoice.totals_notice) == (D(240), D(0), "")


def test_an_invoice_whose_server_totals_differ_prints_every_figure_of_the_server() -> None:
    invoice = invoice_from_order(
        an_order(subTotal=251, discount=26, tax=30, shippmentCost=16, netTotal=271)
    )
    assert [(t.label, t.amount, t.strong) for t in invoice.totals] == [
        (d.SUBTOTAL, D("251.00"), False),
        (d.DISCOUNT, D("-26.00"), False),
        (d.TAX, D("30.00"), False),
        (d.SHIPPING, D("16.00"), False),
        (d.NET_TOTAL, D("271.00"), True),
    ]
    assert (invoice.totals_notice, invoice.totals_notice_amount) == (
        d.SERVER_TOTALS,
        # The lines with the server's 26 off and its 16 shipping: 250 - 26 + 28 - 1.80 + 16.
        D("266.20"),
    )


def test_an_order_with_nothing_but_its_number_prints_blank_facts() -> None:
    bare = invoice_from_order(SalesOrderResponse.model_validate({"id": 13}))
    assert (bare.code, bare.date, bare.party, bare.currency, bare.notes) == (
        "13",
        None,
        None,
        "",
        "",
    )
    assert bare.facts == (
        (d.SALES_PERSON, ""),
        (d.PAYMENT, d.CASH),
        (d.PAPER_NUMBER, ""),
        (d.WAREHOUSE, ""),
        (d.CURRENCY, ""),
    )


def test_an_invoice_of_a_customer_and_currency_named_without_codes_prints_no_filler() -> None:
    invoice = invoice_from_order(an_order(customer={"id": 7, "name": "Nile"}, currency={"id": 1}))
    assert invoice.party == Party("Nile", "")
    assert dict(invoice.facts)[d.CURRENCY] == "" and invoice.currency == ""


def test_an_order_taxed_after_its_discount_prints_the_tax_on_the_discounted_lines() -> None:
    # The 10 % header discount off each line first: 162 and 18 at 14 % = 25.20 on 180,
    # 1 % withheld of 162 = 1.62; net 250 - 25 + 25.20 - 1.62 + 15 = 263.58.
    invoice = invoice_from_order(
        an_order(applyTaxAfterDiscount=True, tax="25.2", netTotal="263.58")
    )
    taxes = [(t.amount, t.rate, t.base) for t in invoice.totals if t.label == d.TAX_AT]
    assert taxes == [(D("25.20"), D(14), D("180.00"))]
    assert (invoice.amount, invoice.totals_notice) == (D("263.58"), "")
    assert dict((t.label, t.amount) for t in invoice.totals)[d.WITHHOLDING] == D("-1.62")
