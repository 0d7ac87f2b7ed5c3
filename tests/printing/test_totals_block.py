"""The totals block of an invoice or return note (``sources.sales_totals_block``): which
lines print when the server's totals agree with the lines to rounding, and which when they
do not. Figures by hand: 2 x 100 at 14 % tax and 1 % withholding is 200 + 28 - 2."""

from __future__ import annotations

from decimal import Decimal

from app.money import Line, document_totals
from app.printing import documents as d
from app.printing.sources import ServerTotals, sales_totals_block

D = Decimal
TAXED = Line(quantity=D(2), price=D(100), tax_rate=D(14), withholding_rate=D(1))


def server(**given: Decimal | bool | None) -> ServerTotals:
    fields: dict[str, Decimal | bool | None] = dict(
        sub_total=None, discount=None, tax=None, shipping=None, net_total=None
    )
    return ServerTotals(**{**fields, **given})  # type: ignore[arg-type]


def test_lines_that_agree_print_each_figure_and_the_net_in_bold() -> None:
    totals = document_totals([TAXED])
    block = sales_totals_block(totals, server(tax_less_withholding=True), net_label="Net")
    assert block.net == D("226.00")  # no server figure: the lines' own
    assert block.tax == D("26.00")  # less the withholding, as a return's tax is
    assert block.notice == ""
    assert [(t.label, t.amount, t.strong) for t in block.lines] == [
        (d.SUBTOTAL, D("200.00"), False),
        (d.TAX_AT, D("28.00"), False),
        (d.WITHHOLDING, D("-2.00"), False),
        ("Net", D("226.00"), True),
    ]
    plain = sales_totals_block(totals, server(), net_label="Net")
    assert plain.tax == D("28.00")  # an invoice's tax is before withholding


def test_an_untaxed_document_s_tax_is_a_decimal_zero() -> None:
    block = sales_totals_block(
        document_totals([Line(quantity=D(1), price=D(50))]), server(), net_label="Net"
    )
    assert type(block.tax) is Decimal and block.tax == 0


def test_a_server_tax_off_by_more_than_rounding_prints_the_server_s_totals() -> None:
    totals = document_totals([TAXED])
    # One rate: the tax may be off by (1 + 2) half cents; 2 cents is more.
    block = sales_totals_block(
        totals, server(tax=D("28.02"), net_total=D("226.00")), net_label="Net"
    )
    assert block.notice == d.SERVER_TOTALS
    assert block.tax == D("28.02")
    within = sales_totals_block(
        totals, server(tax=D("28.01"), net_total=D("226.00")), net_label="Net"
    )
    assert within.notice == "" and within.tax == D("28.00")


def test_disagreeing_totals_print_the_server_s_discount_and_shipping() -> None:
    totals = document_totals([TAXED], discount=D(10), shipping=D(5))
    block = sales_totals_block(
        totals,
        server(sub_total=D(200), shipping=D(7), tax=D(28), net_total=D(999)),
        net_label="Net",
    )
    assert block.notice == d.SERVER_TOTALS
    assert block.notice_amount == totals.printed_net_total
    assert [(t.label, t.amount, t.strong) for t in block.lines] == [
        (d.SUBTOTAL, D("200.00"), False),
        (d.DISCOUNT, D("-10.00"), False),  # not given by the server: the lines'
        (d.TAX, D("28.00"), False),
        (d.SHIPPING, D("7.00"), False),  # the server's, not the lines' 5
        ("Net", D("999.00"), True),
    ]


def test_a_server_net_alone_that_differs_prints_the_lines_figures_it_does_not_give() -> None:
    """The server gives its net total (far off) and a discount of its own in a
    three-decimal currency, nothing else: the paper prints the server's net and discount
    (in the currency's three decimals) and, where the server says nothing, the lines'
    subtotal, tax and shipping."""
    totals = document_totals([TAXED], decimals=3, discount=D(10), shipping=D(15))
    # Lines: 200 less 10, tax 14 % of 200 = 28, withholding 2, shipping 15: 231.
    block = sales_totals_block(
        totals, server(net_total=D(300), discount=D("1.2345")), net_label="Net"
    )
    assert [(t.label, t.amount, t.strong) for t in block.lines] == [
        (d.SUBTOTAL, D("200.000"), False),
        (d.DISCOUNT, D("-1.235"), False),
        (d.TAX, D("28.000"), False),
        (d.SHIPPING, D("15.000"), False),
        ("Net", D("300.000"), True),
    ]
    assert (block.notice, block.notice_amount, block.tax) == (
        d.SERVER_TOTALS,
        D("231.000"),
        D("28.000"),
    )
