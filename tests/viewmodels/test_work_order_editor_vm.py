"""The issue offering and supplies receipt editors' rules, without windows: one party, no
future date, batch/expiry/serials where the item requires them, rates, server errors on the
right cell or field, drafts that keep the lines."""

from __future__ import annotations

import dataclasses
from datetime import date, timedelta
from typing import Any
from unittest.mock import MagicMock

import pytest

from app.api import errors as api_errors
from app.models.common import ProblemDetails
from app.models.error_codes import ErrorCode
from app.models.work_orders import CreateIssueOfferingRequest, CreateReceiveSuppliesRequest
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.choices import Choice
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.work_order_editor import (
    IssueOfferingEditorViewModel,
    LineColumn,
    PartyKind,
    ReceiveSuppliesEditorViewModel,
    WorkOrderEditorViewModel,
    WorkOrderField,
    WorkOrderForm,
    WorkOrderLineForm,
    line_key,
)

ITEMS = {
    1: {"code": "PLAIN", "price": 100, "purchasePrice": 60},
    2: {"code": "BATCH", "price": 50, "purchasePrice": 30, "requiresBatchNumber": True},
    3: {
        "code": "MILK",
        "price": 20,
        "purchasePrice": 12,
        "requiresBatchNumber": True,
        "requiresExpiryDate": True,
        "autoBatchFromExpiry": True,
    },
    4: {"code": "PHONE", "price": 900, "lastCost": 700, "hasSerialNumbers": True},
}


class FakeItems:
    """The cached stock items a picker would offer."""

    def get(self, item_id: int) -> Choice | None:
        payload = ITEMS.get(item_id)
        return Choice(item_id, str(payload["code"]), payload) if payload else None

    def search(self, typed: str, limit: int = 50) -> list[Choice]:
        return [
            Choice(i, str(p["code"]), p) for i, p in ITEMS.items() if typed.upper() in p["code"]
        ][:limit]


def editor(kind: type[WorkOrderEditorViewModel]) -> WorkOrderEditorViewModel:
    session = MagicMock()
    session.store = None
    session.drafts = None
    session.closed = False
    session.changes = ChangeNotices()
    vm = kind(session, ErrorPresenter())
    vm.stock_items = FakeItems()  # type: ignore[assignment]
    return vm


def receipt(**header: Any) -> ReceiveSuppliesEditorViewModel:
    vm = editor(ReceiveSuppliesEditorViewModel)
    assert isinstance(vm, ReceiveSuppliesEditorViewModel)
    values: dict[str, Any] = {"party_id": 7, "party_label": "SUP-007", "warehouse_id": 1}
    vm.replace_form(dataclasses.replace(vm.form, **(values | header)))
    return vm


def test_a_new_document_starts_today_with_its_own_party_kind(qapp: object) -> None:
    issue = editor(IssueOfferingEditorViewModel)
    assert issue.form.party_kind == PartyKind.CUSTOMER
    assert issue.form.date == date.today().isoformat()
    assert editor(ReceiveSuppliesEditorViewModel).form.party_kind == PartyKind.SUPPLIER


def test_a_chosen_item_brings_its_cost_and_what_it_requires(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 3)
    line = vm.form.lines[0]
    assert (line.quantity_text, line.price_text) == ("1", "12")
    assert line.needs_batch and line.needs_expiry and line.batch_from_expiry
    assert len(vm.form.lines) == 2  # an empty row to type into follows
    vm.choose_item(1, 4)
    assert vm.form.lines[1].price_text == "700"  # no purchase price: the last cost
    issue = editor(IssueOfferingEditorViewModel)
    issue.choose_item(0, 1)
    assert issue.form.lines[0].price_text == "100"  # an issue goes at the selling price


def test_batch_expiry_and_serial_columns_show_only_where_an_item_needs_them(
    qapp: object,
) -> None:
    vm = receipt()
    vm.choose_item(0, 1)
    assert not vm.column_visible(LineColumn.BATCH)
    assert not vm.column_visible(LineColumn.SERIALS)
    vm.choose_item(1, 2)
    assert vm.column_visible(LineColumn.BATCH) and not vm.column_visible(LineColumn.EXPIRY)
    assert vm.cell_editable(1, LineColumn.BATCH)
    assert not vm.cell_editable(0, LineColumn.BATCH)  # the plain item has no batches
    vm.choose_item(2, 3)
    assert vm.column_visible(LineColumn.EXPIRY)
    # Its batch number is made from the expiry date: shown, not typed.
    assert not vm.cell_editable(2, LineColumn.BATCH)
    vm.set_cell(2, LineColumn.EXPIRY, "2027-06-30")
    assert vm.cell_display(2, LineColumn.BATCH) == "30/06/2027"
    vm.choose_item(3, 4)
    assert vm.column_visible(LineColumn.SERIALS) and vm.cell_editable(3, LineColumn.SERIALS)
    # An issue never asks for expiry dates.
    issue = editor(IssueOfferingEditorViewModel)
    issue.choose_item(0, 3)
    assert issue.column_visible(LineColumn.BATCH)
    assert not issue.column_visible(LineColumn.EXPIRY)


def test_enter_after_the_quantity_goes_to_what_the_line_still_needs(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 2)
    assert vm.next_needed_column(0, LineColumn.QUANTITY) == LineColumn.BATCH
    vm.set_cell(0, LineColumn.BATCH, "B-1")
    assert vm.next_needed_column(0, LineColumn.QUANTITY) is None
    vm.choose_item(1, 3)
    assert vm.next_needed_column(1, LineColumn.QUANTITY) == LineColumn.EXPIRY
    vm.choose_item(2, 4)
    vm.set_cell(2, LineColumn.PRICE, "")
    assert vm.next_needed_column(2, LineColumn.QUANTITY) == LineColumn.PRICE
    assert vm.next_needed_column(2, LineColumn.PRICE) == LineColumn.SERIALS


def test_receipt_lines_are_checked_before_sending(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 2)  # batch required
    vm.choose_item(1, 3)  # expiry required, batch from it
    vm.choose_item(2, 4)
    vm.set_cell(2, LineColumn.PRICE, "0")
    vm.set_cell(2, LineColumn.SERIALS, "SN1, SN2")
    assert vm.cell_error(2, LineColumn.SERIALS)  # two serials for one: said while typing
    assert not vm.save()
    assert "batch number" in vm.cell_error(0, LineColumn.BATCH)
    assert "expiry date" in vm.cell_error(1, LineColumn.EXPIRY)
    assert "above 0" in vm.cell_error(2, LineColumn.PRICE)
    assert "2 serial numbers for a quantity of 1" in vm.cell_error(2, LineColumn.SERIALS)
    vm.set_cell(0, LineColumn.BATCH, "LOT-7")
    vm.set_cell(1, LineColumn.EXPIRY, "2027-01-31")
    vm.set_cell(2, LineColumn.PRICE, "650")
    vm.set_cell(2, LineColumn.QUANTITY, "2")
    request, errors = vm.build_request(vm.form)
    assert errors == {}
    assert isinstance(request, CreateReceiveSuppliesRequest)
    wire = request.to_wire()
    assert wire["supplierId"] == 7 and "otherPartyId" not in wire
    assert [d.get("batchNumber") for d in wire["workOrderDetails"]] == ["LOT-7", None, None]
    assert wire["workOrderDetails"][1]["expDate"].startswith("2027-01-31")
    assert wire["workOrderDetails"][2]["serials"] == ["SN1", "SN2"]


def test_a_future_date_is_refused_before_sending_with_the_reason(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 1)
    tomorrow = (date.today() + timedelta(days=1)).isoformat()
    vm.update(WorkOrderField.DATE, tomorrow)
    assert not vm.save()
    assert "future" in vm.field_error(WorkOrderField.DATE)
    vm.update(WorkOrderField.DATE, date.today().isoformat())
    assert vm.field_error(WorkOrderField.DATE) == ""
    request, errors = vm.build_request(vm.form)
    assert errors == {} and request is not None


def test_exactly_one_party_is_explained_at_the_party_field(qapp: object) -> None:
    vm = receipt(party_id=None, party_label="")
    vm.choose_item(0, 1)
    _, errors = vm.build_request(vm.form)
    assert "exactly one party" in errors[WorkOrderField.PARTY]
    vm.set_party_kind(PartyKind.OTHER)
    vm.set_other_party("Karim")
    _, errors = vm.build_request(vm.form)
    assert "other party's number" in errors[WorkOrderField.PARTY]
    vm.set_other_party("2")
    request, errors = vm.build_request(vm.form)
    assert errors == {} and request is not None
    wire = request.to_wire()  # type: ignore[attr-defined]
    assert wire["otherPartyId"] == 2 and "supplierId" not in wire


def test_rates_an_issue_needs_one_a_receipt_looks_it_up(qapp: object) -> None:
    issue = editor(IssueOfferingEditorViewModel)
    issue.replace_form(dataclasses.replace(issue.form, party_id=3, warehouse_id=1, currency_id=2))
    issue.choose_item(0, 1)
    _, errors = issue.build_request(issue.form)
    assert "records a rate of 1" in errors[WorkOrderField.RATE]
    issue.update(WorkOrderField.RATE, "48.123456")
    _, errors = issue.build_request(issue.form)
    assert "4 decimal places" in errors[WorkOrderField.RATE]
    issue.update(WorkOrderField.RATE, "48.25")
    request, errors = issue.build_request(issue.form)
    assert isinstance(request, CreateIssueOfferingRequest)
    assert request.exchange_rate == pytest.approx(48.25)
    vm = receipt(currency_id=2)
    vm.choose_item(0, 1)
    request, errors = vm.build_request(vm.form)
    assert errors == {} and request.to_wire()["exchangeRate"] == 0  # type: ignore[union-attr]


def test_server_errors_land_on_the_right_cell_and_field(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 1)
    vm.choose_item(1, 2)
    # A blank row in the middle is not sent: the server's line 1 is the grid's row 2.
    lines = vm.form.lines
    vm.replace_form(dataclasses.replace(vm.form, lines=(lines[0], WorkOrderLineForm(), *lines[1:])))
    problem = ProblemDetails(
        status=400,
        title="bad",
        errors={
            "workOrderDetails[1].batchNumber": ["Line 2: the item BATCH needs a batch number."],
            "otherPartyId": ["otherPartyId 99 does not exist."],
        },
    )
    vm.show_server_error(api_errors.ValidationFailed("bad", status=400, problem=problem))
    assert vm.cell_error(2, LineColumn.BATCH).startswith("Line 2")
    assert "does not exist" in vm.field_error(WorkOrderField.PARTY)

    future = ProblemDetails(status=409, title="x", errorCode=ErrorCode.DateMustBeLessThanSystemDate)
    vm.show_server_error(api_errors.BusinessRuleViolation("x", status=409, problem=future))
    assert vm.field_error(WorkOrderField.DATE) == "The date cannot be in the future."

    short = ProblemDetails(
        status=409,
        title="x",
        detail="These items do not have enough stock: PLAIN (on hand 1, requested 5).",
        errorCode=ErrorCode.AddingItemQuantityCauseNegativeBalance,
    )
    issue = editor(IssueOfferingEditorViewModel)
    issue.choose_item(0, 1)  # PLAIN
    issue.choose_item(1, 2)
    issue.show_server_error(api_errors.BusinessRuleViolation("x", status=409, problem=short))
    error = issue.field_error(WorkOrderField.LINES)
    assert error.startswith("Not enough stock") and "PLAIN (on hand 1" in error
    # The line the server named shows its figures at its quantity.
    assert issue.cell_error(0, LineColumn.QUANTITY) == "Not enough stock: 1 on hand, 5 asked for."
    assert issue.cell_error(1, LineColumn.QUANTITY) == ""


def test_a_draft_brings_the_header_and_lines_back(qapp: object) -> None:
    vm = receipt(notes="Dock 3", related_code="PO-12")
    vm.choose_item(0, 3)
    vm.set_cell(0, LineColumn.EXPIRY, "2027-02-01")
    payload = dataclasses.asdict(vm.form)
    back = vm.form_from_draft(payload)
    assert back == vm.form
    assert isinstance(back, WorkOrderForm) and back.lines[0].batch_from_expiry


def test_the_total_is_the_value_of_the_goods(qapp: object) -> None:
    vm = receipt()
    vm.choose_item(0, 1)
    vm.set_cell(0, LineColumn.QUANTITY, "3")
    vm.choose_item(1, 2)
    vm.refresh_totals()
    assert vm.total == 3 * 60 + 30
    assert line_key(1, LineColumn.BATCH) == "workOrderDetails[1].batchNumber"
