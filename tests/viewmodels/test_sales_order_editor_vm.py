"""The sales order editor's rules, without windows: totals, rules as the clerk types,
server errors on the right grid cell, drafts that keep the lines."""

from __future__ import annotations

import dataclasses
from unittest.mock import MagicMock

from app.api import errors as api_errors
from app.models.common import ProblemDetails
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales.sales_order_editor import (
    LineColumn,
    OrderField,
    OrderLineForm,
    SalesOrderEditorViewModel,
    SalesOrderForm,
    build_request,
    line_key,
    order_totals,
)


def line(item: int, quantity: str = "1", price: str = "100", **extra: object) -> OrderLineForm:
    return OrderLineForm(
        item_id=item, item_label=f"Item {item}", quantity_text=quantity, price_text=price, **extra
    )


def form(*lines: OrderLineForm, **extra: object) -> SalesOrderForm:
    return SalesOrderForm(
        customer_id=1,
        warehouse_id=1,
        document_date="2025-03-01",
        lines=(*lines, OrderLineForm()),
        **extra,  # type: ignore[arg-type]
    )


def editor(qapp: object) -> SalesOrderEditorViewModel:
    session = MagicMock()
    session.store = None
    session.drafts = None
    session.closed = False
    session.changes = ChangeNotices()
    return SalesOrderEditorViewModel(session, ErrorPresenter())


def test_totals_follow_the_sandbox_rules() -> None:
    totals = order_totals(
        form(
            line(1, "2", "100", tax_rate="14"),
            line(2, "1", "50", discount_text="10", discount_type="Percentage"),
            discount_text="5",
        )
    )
    assert totals.gross_total == 250
    assert totals.total_items_discounts == 5
    assert totals.sub_total == 245
    assert totals.tax == 28
    assert totals.net_total == 245 - 5 + 28


def test_rules_are_checked_per_cell_before_sending() -> None:
    request, errors = build_request(form(line(1), line(1, comments="a, b"), line(2, quantity="x")))
    assert request is None
    assert "already on line 1" in errors[line_key(1, LineColumn.ITEM)]
    assert "comma" in errors[line_key(1, LineColumn.COMMENTS)]
    assert errors[line_key(2, LineColumn.QUANTITY)]


def test_a_zero_total_order_is_refused_and_a_good_one_is_built() -> None:
    _, errors = build_request(form(line(1, price="0")))
    assert "zero" in errors[OrderField.LINES]
    request, errors = build_request(form(line(1), line(2, "3", "10")))
    assert errors == {}
    assert request is not None and len(request.sales_order_details) == 2


def test_a_server_error_on_a_line_lands_on_its_cell(qapp: object) -> None:
    vm = editor(qapp)
    # A blank row in the middle is not sent: the server's line 1 is the grid's row 2.
    vm.replace_form(
        dataclasses.replace(
            form(line(1)), lines=(line(1), OrderLineForm(), line(2), OrderLineForm())
        )
    )
    problem = ProblemDetails(
        status=400, title="bad", errors={"salesOrderDetails[1].price": ["Price too low."]}
    )
    vm.show_server_error(api_errors.ValidationFailed("bad", status=400, problem=problem))
    assert vm.cell_error(2, LineColumn.PRICE) == "Price too low."
    assert vm.line_errors() == [(2, LineColumn.PRICE, "Price too low.")]


def test_a_draft_brings_the_lines_back(qapp: object) -> None:
    vm = editor(qapp)
    typed = form(line(1, "2"), line(7, "1", "9.5", comments="gift"))
    payload = dataclasses.asdict(typed)
    assert vm.form_from_draft(payload) == typed


def test_scanning_bumps_the_quantity_of_a_line(qapp: object) -> None:
    vm = editor(qapp)
    vm.replace_form(form(line(5, "1")))
    choice = MagicMock(id=5, label="Item 5")
    vm._item_by_code = lambda code: choice  # type: ignore[method-assign]
    assert vm.scan("SKU-5")
    assert vm.form.lines[0].quantity_text == "2"


def test_a_saved_service_line_keeps_the_service_name(qapp: object) -> None:
    from decimal import Decimal

    from app.models.sales_orders import SalesOrderDetailResponse, SalesOrderResponse
    from app.viewmodels.choices import Choice

    vm = editor(qapp)
    services = MagicMock()
    services.get = lambda service_id: Choice(service_id, "SRV-SHIP · Shipping", {})
    vm.service_items = services
    saved = SalesOrderResponse(
        id=1,
        code="SO-1",
        sales_order_details=[
            SalesOrderDetailResponse(id=1, service_item_id=4, quantity=Decimal(1))
        ],
    )
    vm.show_record(saved)
    assert vm.form.lines[0].item_label == "SRV-SHIP · Shipping"
    assert vm.line_item_key(0) == -4
    assert not vm.dirty
