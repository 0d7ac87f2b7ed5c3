"""The sales-return wizard's view-model: totals as the server computes them, the refund
split, the rules of each step, the request it sends, and refusals placed at their step."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api import errors as api_errors
from app.models.common import ProblemDetails
from app.models.error_codes import ErrorCode
from app.sandbox.resources.sales_returns import amounts
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales.return_wizard import (
    ReturnField,
    ReturnForm,
    ReturnLine,
    ReturnStep,
    ReturnWizardViewModel,
    cell_path,
)
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on


def proposal(*, cash: float = 0, notes: float = 0, taxable: bool = True) -> dict[str, Any]:
    """A returnable proposal's wire body: two item lines (one with a unit discount and
    withholding tax) and a service line."""
    return {
        "sourceDocumentCode": "SO-41",
        "customer": {"id": 2, "code": "CUS-0002", "name": "Al Ahram Electronics"},
        "currency": {"id": 1, "code": "EGP"},
        "exchangeRate": 1,
        "taxable": taxable,
        "cashAmount": cash,
        "notesReceivableAmount": notes,
        "onAccountAmount": 0,
        "details": [
            {
                "sourceSalesOrderDetailId": 501,
                "sourceWorkOrderDetailId": 901,
                "stockItem": {"id": 61, "code": "000061", "description": "Power bank"},
                "quantity": 2,
                "price": 100,
                "unitDiscount": 10,
                "taxRate": 14,
                "withholdingTax": {"id": 3, "name": "WHT 3%", "rate": 3},
            },
            {
                "sourceSalesOrderDetailId": 502,
                "sourceWorkOrderDetailId": 902,
                "stockItem": {"id": 63, "code": "000063", "description": "Cable"},
                "quantity": 3,
                "price": 50,
                "unitDiscount": 0,
                "taxRate": 14,
            },
            {
                "sourceSalesOrderDetailId": 503,
                "serviceItemId": 7,
                "quantity": 1,
                "price": 40,
                "taxRate": 0,
            },
        ],
    }


def lines(*quantities: str | None) -> tuple[ReturnLine, ...]:
    """A line per proposal detail: a quantity ticks it, None leaves it unticked."""
    prices = ("100", "50", "40")
    return tuple(
        ReturnLine(selected=q is not None, quantity_text=q or "1", price_text=price)
        for q, price in zip(quantities, prices, strict=True)
    )


@pytest.fixture
def wizard(qtbot: QtBot, qloop: object, tenant: Tenant) -> Iterator[ReturnWizardViewModel]:
    """A wizard on a session whose server is never reached (these rules are local)."""
    with session_on(qtbot, tenant, unused_port_url()) as session:
        yield ReturnWizardViewModel(session, ErrorPresenter())


def at(wizard: ReturnWizardViewModel, **form: Any) -> ReturnWizardViewModel:
    wire = form.pop("proposal", None) or proposal()
    wizard.replace_form(
        ReturnForm(source_text="SO-41", loaded_for="SO-41", proposal=wire, warehouse_id=1, **form)
    )
    return wizard


def test_the_total_is_computed_as_the_server_computes_it(wizard: ReturnWizardViewModel) -> None:
    at(wizard, lines=lines("2", "1", None), step=ReturnStep.LINES)
    # 2 x (100 - 10) taxed at 14% less 3% withholding, 1 x 50 at 14%.
    server = amounts([(2, 100, 10, 14, 3), (1, 50, 0, 14, 0)], taxable=True, places=4)
    assert wizard.total() == Decimal(str(server.net)) == Decimal("256.8")
    assert wizard.total_text() == "256.80"
    untaxed = at(wizard, proposal=proposal(taxable=False), lines=lines("2", "1", None))
    assert untaxed.total() == Decimal(230)


@pytest.mark.parametrize(
    ("paid", "cash", "account", "words"),
    [
        ({"cash": 500}, "256.80", "0.00", "names a cash amount"),
        ({"notes": 500}, "0.00", "256.80", "cannot record notes receivable"),
        ({}, "0.00", "256.80", "sold on account"),
    ],
)
def test_the_refund_is_proposed_as_the_order_was_paid(
    wizard: ReturnWizardViewModel, paid: dict[str, float], cash: str, account: str, words: str
) -> None:
    at(wizard, proposal=proposal(**paid), lines=lines("2", "1", None), step=ReturnStep.LINES)
    wizard.next()
    assert wizard.step == ReturnStep.REFUND
    assert (wizard.form.cash_text, wizard.form.on_account_text) == (cash, account)
    assert words in wizard.refund_note()


def test_on_account_follows_cash_until_the_clerk_types_it(
    wizard: ReturnWizardViewModel,
) -> None:
    at(wizard, lines=lines("2", "1", None), step=ReturnStep.LINES)
    wizard.next()
    wizard.set_cash("56.8")
    assert wizard.form.on_account_text == "200.00"
    wizard.set_on_account("150")
    wizard.set_cash("6.8")
    assert wizard.form.on_account_text == "150"  # typed: left alone
    # Back to the lines, one less cable: the typed split is kept and now wrong.
    wizard.back()
    wizard.set_line(1, selected=False)
    wizard.next()
    assert (wizard.form.cash_text, wizard.form.on_account_text) == ("6.8", "150")
    wizard.next()
    assert wizard.step == ReturnStep.REFUND
    assert "the return's total is 199.80" in wizard.field_error(ReturnField.SPLIT)
    assert "43.00 missing" in wizard.field_error(ReturnField.SPLIT)


@pytest.mark.parametrize(
    ("cash", "account", "field", "message"),
    [
        ("300", "0", ReturnField.CASH, "more than the return's total (256.80)"),
        ("-1", "257.8", ReturnField.CASH, "zero or more"),
        ("abc", "0", ReturnField.CASH, "Enter an amount"),
        ("100", "200", ReturnField.SPLIT, "43.20 too much"),
        ("100", "156.79", ReturnField.SPLIT, "0.01 missing"),
    ],
)
def test_a_refund_that_does_not_add_up_is_refused_at_the_refund_step(
    wizard: ReturnWizardViewModel, cash: str, account: str, field: str, message: str
) -> None:
    at(
        wizard,
        lines=lines("2", "1", None),
        step=ReturnStep.REFUND,
        cash_text=cash,
        on_account_text=account,
        split_touched=True,
        account_typed=True,
    )
    wizard.next()
    assert wizard.step == ReturnStep.REFUND
    assert message in wizard.field_error(field)


def test_a_split_matching_to_the_cent_goes_on(wizard: ReturnWizardViewModel) -> None:
    at(
        wizard,
        lines=lines("2", "1", None),
        step=ReturnStep.REFUND,
        cash_text="100",
        on_account_text="156.8",
    )
    wizard.next()
    assert wizard.step == ReturnStep.REVIEW and wizard.field_errors == {}


def test_the_lines_step_checks_what_is_ticked(wizard: ReturnWizardViewModel) -> None:
    at(wizard, lines=lines(None, None, None), step=ReturnStep.LINES)
    wizard.next()
    assert wizard.field_error(ReturnField.LINES) == "Tick at least one line to return."
    at(wizard, lines=lines("3", "0", "x"), step=ReturnStep.LINES)
    wizard.next()
    assert wizard.step == ReturnStep.LINES
    assert wizard.field_errors == {
        cell_path(0, "quantity"): "Only 2 can still be returned.",
        cell_path(1, "quantity"): "Enter a quantity above zero, or untick the line.",
        cell_path(2, "quantity"): "Enter the quantity that comes back.",
    }
    wizard.set_line(0, quantity_text="2")  # a change clears that cell only
    assert cell_path(0, "quantity") not in wizard.field_errors
    assert cell_path(1, "quantity") in wizard.field_errors


def test_the_request_names_each_line_the_way_the_api_matches_it(
    wizard: ReturnWizardViewModel,
) -> None:
    wire = proposal(cash=1)
    wire["sourceDocumentCode"] = "IO-WH01-9"  # the clerk typed a paper number
    at(
        wizard,
        proposal=wire,
        lines=(
            ReturnLine(True, "1", "95"),
            ReturnLine(False, "3", "50"),
            ReturnLine(True, "1", "40"),
        ),
        cash_text="0",
        on_account_text="134.35",
        treasury_id=5,
        rate_text="",
        notes=" Box damaged ",
    )
    wizard.replace_form(dataclasses.replace(wizard.form, source_text="PAPER-77"))
    request, errors = wizard.build_request(wizard.form)
    assert errors == {}
    assert request is not None
    body = request.to_wire()
    assert body["sourceDocumentCode"] == "IO-WH01-9"  # what the server said it is
    assert body["warehouseId"] == 1 and body["notes"] == "Box damaged"
    assert body["cashAmount"] == 0 and "cashAccountId" not in body  # no cash: no treasury
    assert "exchangeRate" not in body  # blank: the order's rate
    assert body["sourceDocumentDetails"] == [
        # an item line by its issue line; the service line by its order line
        {"sourceWorkOrderDetailId": 901, "quantity": 1, "price": 95},
        {"sourceSalesOrderDetailId": 503, "quantity": 1, "price": 40},
    ]
    wizard.replace_form(dataclasses.replace(wizard.form, cash_text="34.35", on_account_text="100"))
    request, _ = wizard.build_request(wizard.form)
    assert request is not None and request.cash_account_id == 5


def test_server_paths_and_refusals_land_at_their_step(wizard: ReturnWizardViewModel) -> None:
    at(wizard, lines=lines("1", None, "1"), step=ReturnStep.REVIEW)
    # The second line sent is the form's third row.
    assert wizard.field_of_path("sourceDocumentDetails[1].quantity") == cell_path(2, "quantity")
    assert wizard.field_of_path("sourceDocumentDetails[0]") == ReturnField.LINES
    assert wizard.field_of_path("returnDiscount") == ReturnField.LINES
    assert wizard.field_of_path("warehouseId") == ReturnField.WAREHOUSE

    def refused(code: str) -> api_errors.BusinessRuleViolation:
        return api_errors.BusinessRuleViolation(
            code, status=409, problem=ProblemDetails(status=409, error_code=code, detail="x")
        )

    wizard.show_server_error(refused(ErrorCode.NoSelectedTreasury))
    assert wizard.step == ReturnStep.REFUND
    assert "pays cash refunds out at once" in wizard.field_error(ReturnField.TREASURY)

    wizard.replace_form(dataclasses.replace(wizard.form, step=int(ReturnStep.REVIEW)))
    wizard.show_server_error(refused(ErrorCode.ServiceOnlyForMixedOrder))
    assert wizard.step == ReturnStep.LINES
    assert "tick at least one item line" in wizard.field_error(ReturnField.LINES)

    wizard.show_server_error(refused(ErrorCode.OrderCompletelyReturned))
    assert wizard.step == ReturnStep.SOURCE
    assert "Everything issued on SO-41" in wizard.field_error(ReturnField.SOURCE)

    # A requirement nothing here can meet is said on the review step, in plain words.
    wizard._set_field_errors({})
    wizard.replace_form(dataclasses.replace(wizard.form, step=int(ReturnStep.REVIEW)))
    wizard.show_server_error(refused(ErrorCode.CostCenterRequired))
    assert wizard.step == ReturnStep.REVIEW
    assert "which the API cannot set" in wizard.form_error


def test_a_draft_gives_the_wizard_back_at_its_step(wizard: ReturnWizardViewModel) -> None:
    at(wizard, lines=lines("2", None, "1"), step=ReturnStep.REFUND, notes="n")
    payload = dataclasses.asdict(wizard.form)
    again = wizard.form_from_draft(payload)
    assert again == wizard.form
    assert again.step == ReturnStep.REFUND


def test_a_return_is_created_from_a_proposal_of_the_server(
    qtbot: QtBot, qloop: object, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        wizard = ReturnWizardViewModel(session, ErrorPresenter())
        wizard.set_source_text("SO-9")  # shipped in the demo, partly returned
        wizard.next()
        qtbot.waitUntil(lambda: wizard.step == ReturnStep.LINES, timeout=10000)
        assert wizard.form.warehouse_id is not None  # where the goods left from
        assert wizard.source_code() == "SO-9"
        wizard.select_all(False)
        wizard.set_line(0, selected=True)
        wizard.next()
        wizard.next()
        assert wizard.step == ReturnStep.REVIEW
        with qtbot.waitSignal(wizard.saved, timeout=10000) as saved:
            wizard.next()
        created = saved.args[0]
        assert created.code.startswith("SR-") and len(created.details) == 1
        assert wizard.step == ReturnStep.DONE
        assert wizard.title == f"{created.code} created"
        assert wizard.receipt_code() == ""  # the demo receives returns later
        assert "Left to do: the goods are not back in stock" in " ".join(wizard.result_lines())
        qtbot.waitUntil(lambda: not wizard.busy, timeout=10000)

        # New return: a clean wizard and a new draft, the created return left alone.
        first_draft = wizard.draft_id
        wizard.start_over()
        assert wizard.step == ReturnStep.SOURCE and wizard.base is None
        assert wizard.title == "New sales return" and wizard.draft_id != first_draft
