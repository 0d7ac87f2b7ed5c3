"""A document's totals, worked out by hand: every rule of ``app.money.documents``."""

from __future__ import annotations

from decimal import Decimal as D  # noqa: N817 (the figures read as figures)

from app.money import (
    DiscountKind,
    Line,
    document_totals,
    line_amounts,
    received_total,
    within_rounding,
)


def test_a_line_is_price_times_quantity_less_its_discount() -> None:
    value = line_amounts(Line(D(3), D("12.50"), D(5)))
    assert (value.gross, value.discount, value.net) == (D("37.50"), D(5), D("32.50"))
    percent = line_amounts(Line(D(4), D(250), D(25), DiscountKind.PERCENTAGE))
    assert (percent.gross, percent.discount, percent.net) == (D(1000), D(250), D(750))


def test_discount_kinds_read_the_api_s_names() -> None:
    assert DiscountKind.of("Percentage") is DiscountKind.PERCENTAGE
    assert DiscountKind.of("Value") is DiscountKind.VALUE
    assert DiscountKind.of(None) is DiscountKind.VALUE


def test_tax_before_the_discount_is_on_each_line_s_net() -> None:
    # The order: 1,000 net at 14 %, an order discount of 100.
    lines = [Line(D(1), D(1000), tax_rate=D(14))]
    totals = document_totals(lines, discount=D(100))
    assert totals.sub_total == D("1000.00")
    assert totals.tax == D("140.00")
    assert totals.net_total == D("1040.00")  # 1,000 - 100 + 140


def test_tax_after_the_discount_is_on_the_net_less_its_share() -> None:
    lines = [Line(D(1), D(600), tax_rate=D(14)), Line(D(1), D(400), tax_rate=D(5))]
    totals = document_totals(lines, discount=D(100), tax_after_discount=True)
    # Shares of the 100: 60 and 40; bases 540 and 360; tax 75.60 + 18.00.
    assert totals.tax == D("93.60")
    assert totals.net_total == D("993.60")  # 1,000 - 100 + 93.60
    assert [(r.rate, r.base, r.tax) for r in totals.taxes] == [
        (D(5), D("360.00"), D("18.00")),
        (D(14), D("540.00"), D("75.60")),
    ]


def test_an_order_that_is_not_taxable_has_no_tax_and_no_withholding() -> None:
    lines = [Line(D(1), D(1000), tax_rate=D(14), withholding_rate=D(1))]
    totals = document_totals(lines, taxable=False)
    assert (totals.tax, totals.withholding, totals.net_total) == (0, 0, D("1000.00"))
    assert totals.taxes == ()
    assert not totals.taxable


def test_taxable_unsaid_is_whether_any_line_has_a_rate() -> None:
    assert document_totals([Line(D(1), D(10))]).taxable is False
    assert document_totals([Line(D(1), D(10), withholding_rate=D(1))]).taxable is True


def test_withholding_is_taken_off_and_shipping_added() -> None:
    lines = [Line(D(2), D(500), tax_rate=D(14), withholding_rate=D(1))]
    totals = document_totals(lines, shipping=D("25.5"))
    assert totals.withholding == D("10.00")
    assert totals.net_total == D("1155.50")  # 1,000 + 140 - 10 + 25.50
    assert totals.tax_less_withholding == D("130.00")  # the editor's one Tax figure


def test_the_editors_discounts_are_the_lines_and_the_headers() -> None:
    lines = [Line(D(2), D(500), D(50)), Line(D(1), D(200), D(10), DiscountKind.PERCENTAGE)]
    totals = document_totals(lines, discount=D(30))
    assert totals.discounts == D("100.00")  # 50 + 20 off the lines, 30 off the order


def test_what_came_in_on_an_order_is_every_payment_on_it() -> None:
    assert received_total({"CI-1": D("100.50"), "CI-7": D(40)}) == D("140.50")
    assert received_total({}) == 0


def test_a_discount_rate_is_a_percent_of_the_subtotal_and_the_amount_wins() -> None:
    lines = [Line(D(1), D(800))]
    assert document_totals(lines, discount_rate=D("12.5")).discount == D("100.00")
    both = document_totals(lines, discount=D(40), discount_rate=D(50))
    assert both.discount == D("40.00")
    assert both.discount_rate == D("5.00")


def test_totals_round_once_to_the_currency_and_lines_print_rounded() -> None:
    lines = [Line(D(1), D("0.105")), Line(D(1), D("0.105"))]
    two = document_totals(lines, decimals=2)
    assert two.sub_total == D("0.21")  # 0.21 once, not 0.11 + 0.11
    assert two.line_totals == (D("0.11"), D("0.11"))
    assert two.printed_sub_total == D("0.22")
    three = document_totals([Line(D(3), D("1.2345"), tax_rate=D(5))], decimals=3)
    assert three.net_total == D("3.889")  # 3.7035 + 0.185175 = 3.888675
    assert str(three.net_total) == "3.889"
    none = document_totals([Line(D(3), D("333.5"))], decimals=0)
    assert str(none.net_total) == "1001"  # 1000.5 half up


def test_within_rounding_allows_half_a_unit_per_figure() -> None:
    assert within_rounding(D("10.00"), D("10.015"), 3, 2)
    assert not within_rounding(D("10.00"), D("10.016"), 3, 2)
    assert within_rounding(D("10"), D("11"), 2, 0)
    assert not within_rounding(D("10"), D("11"), 1, 0)


def test_the_rounded_figures_of_a_printed_net_total() -> None:
    # Two lines, two tax rates: 2 + 2 + discount, withholding, shipping, the server's own.
    lines = [Line(D(1), D(10), tax_rate=D(5)), Line(D(1), D(10), tax_rate=D(14))]
    assert document_totals(lines).rounded_figures == 2 + 2 + 4
    assert document_totals([Line(D(1), D(10))]).rounded_figures == 1 + 0 + 4


def test_a_zero_subtotal_has_no_discount_rate_and_no_share() -> None:
    totals = document_totals(
        [Line(D(1), D(0), tax_rate=D(14))], discount=D(5), tax_after_discount=True
    )
    assert totals.discount_rate == 0
    assert totals.tax == 0
    assert totals.net_total == D("-5.00")


def test_lines_at_one_rate_add_up_their_base_and_their_tax() -> None:
    lines = [Line(D(1), D(100), tax_rate=D(14)), Line(D(2), D(100), tax_rate=D(14))]
    totals = document_totals(lines)
    assert [(r.rate, r.base, r.tax) for r in totals.taxes] == [(D(14), D("300.00"), D("42.00"))]


def test_a_document_s_gross_and_line_discounts_are_its_lines_summed() -> None:
    # 3 x 12.50 = 37.50 less 5; 4 x 250.125 = 1,000.50 less 25 % = 250.125 (three decimals).
    lines = [
        Line(D(3), D("12.50"), D(5)),
        Line(D(4), D("250.125"), D(25), DiscountKind.PERCENTAGE),
    ]
    totals = document_totals(lines, decimals=3)
    assert (totals.gross_total, totals.total_items_discounts, totals.sub_total) == (
        D("1038.000"),
        D("255.125"),
        D("782.875"),
    )
