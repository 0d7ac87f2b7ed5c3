"""The view-models of the sales-return, work-order and purchase screens: how a code finds
its window, which API call each filter makes (and which filters stay local), the
opening-balance rules, and the sheets a read-only document shows."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.api.client import RequestEvent
from app.models.sales_returns import SalesReturnResponse
from app.viewmodels.accounting.accounting_lines import LINES_FIELD, cell_path
from app.viewmodels.document_sheet import document_kind, links_of
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.opening_balance import (
    BalanceField,
    BalanceForm,
    BalanceLine,
    OpeningBalanceEditorViewModel,
)
from app.viewmodels.inventory.work_orders import WorkOrderListViewModel
from app.viewmodels.purchasing.purchase_orders import PurchaseListViewModel
from app.viewmodels.sales import sales_returns
from app.viewmodels.sales.sales_returns import SalesReturnListViewModel, return_sheet
from app.viewmodels.session import Session
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle


@pytest.fixture
def live(qtbot: QtBot, qloop: object, live_tenant: Tenant, live_url: str) -> Iterator[Session]:
    with session_on(qtbot, live_tenant, live_url) as session:
        yield session


def calls(session: Session) -> list[str]:
    """The paths the session's client asks for, from now on."""
    seen: list[str] = []

    def heard(event: RequestEvent) -> None:
        seen.append(f"{event.method} {event.path}")

    session.client.add_listener(heard)
    return seen


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("SR-7", "sales_return"),
        (" rr-wh01-3 ", "work_order"),
        ("OB-WH02-1", "work_order"),
        ("IT-WH01-2", "work_order"),
        ("PR-2", "purchase_order"),
        ("PQ-1", "purchase_order"),
        ("so-9", "sales_order"),  # its editor, once the order is read by code
        ("JE-12", None),
    ],
)
def test_a_code_finds_the_window_that_shows_it(code: str, kind: str | None) -> None:
    assert document_kind(code) == kind


def test_links_are_named_by_type_once_each() -> None:
    links = links_of(["SO-9", None, "RR-WH01-3, SO-9", ""])
    assert [(link.label, link.code, link.openable) for link in links] == [
        ("Sales order", "SO-9", True),
        ("Return receipt", "RR-WH01-3", True),
    ]


def test_a_return_sheet_says_whether_the_goods_came_back() -> None:
    received = return_sheet(
        SalesReturnResponse(
            id=1,
            code="SR-1",
            is_approved=True,
            is_issued=True,
            related_work_order_code="RR-WH01-1",
            related_sales_order_codes=["SO-1"],
            net_total=Decimal("108.3"),
            notes="Box damaged BOD-0123456789abcdef0123456789abcdef",
        )
    )
    fields = dict(received.fields)
    assert fields["Received into stock"] == "Yes, by RR-WH01-1"
    assert "Sales person" not in fields  # empty values are not listed
    assert received.notes == "Box damaged"  # the outbox's marker is not the clerk's text
    pending = return_sheet(SalesReturnResponse(id=2, code="SR-2", is_approved=False))
    assert dict(pending.fields)["Received into stock"] == "No: waiting for approval"


def test_the_returns_list_keeps_returns_and_says_when_it_stopped(
    qtbot: QtBot, live: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    returns = SalesReturnListViewModel(live, ErrorPresenter())
    returns.reload()
    wait_idle(qtbot, returns)
    model = returns.model
    assert model.rowCount() == 6
    assert {model.row_at(r).document_type for r in range(6)} == {"SR"}
    assert returns.summary == "6 sales returns (1 not received into stock yet)"

    # Without filters it walks the sales documents; past the cap it says so.
    monkeypatch.setattr(sales_returns, "PAGE_SIZE", 10)
    monkeypatch.setattr(sales_returns, "MAX_SCANNED", 10)
    returns.reload()
    wait_idle(qtbot, returns)
    assert returns.cut
    assert "among the latest 10 sales documents" in returns.summary

    returns.set_return_filter(code="SR-3")
    qtbot.waitUntil(lambda: model.rowCount() == 1 and not returns.busy, timeout=10000)
    assert model.row_at(0).code == "SR-3"


def test_the_work_order_type_filters_what_was_loaded_without_asking_again(
    qtbot: QtBot, live: Session
) -> None:
    orders = WorkOrderListViewModel(live, ErrorPresenter())
    orders.reload()
    wait_idle(qtbot, orders)
    everything = orders.model.rowCount()
    asked = calls(live)
    orders.set_order_filter(work_order_type="OB")
    assert asked == []  # local
    assert 0 < orders.model.rowCount() < everything
    assert orders.summary.startswith(f"{orders.model.rowCount()} work orders")

    supplier = next(iter(orders.suppliers))
    orders.set_order_filter(work_order_type="RS")
    orders.set_order_filter(supplier_id=supplier)
    wait_idle(qtbot, orders)
    assert asked == ["GET /v3/work-orders"]
    assert all(
        orders.model.row_at(r).supplier.id == supplier for r in range(orders.model.rowCount())
    )
    # A customer replaces the supplier: the API takes one party at a time.
    orders.set_order_filter(customer_id=2, supplier_id=None)
    wait_idle(qtbot, orders)
    assert orders.order_filters.supplier_id is None


def test_the_purchase_list_asks_the_way_its_filters_say(qtbot: QtBot, live: Session) -> None:
    orders = PurchaseListViewModel(live, ErrorPresenter())
    problems: list[str] = []
    orders.filterErrorChanged.connect(problems.append)
    orders.reload()
    wait_idle(qtbot, orders)
    assert orders.mode == "list"
    assert {orders.model.row_at(r).document_type for r in range(orders.model.rowCount())} == {
        "PO",
        "PQ",
    }
    asked = calls(live)
    supplier = next(iter(orders.suppliers))
    orders.set_purchase_filter(supplier_id=supplier)  # the plain list: filtered here
    assert asked == []
    assert {orders.model.row_at(r).supplier.id for r in range(orders.model.rowCount())} == {
        supplier
    }

    orders.set_purchase_filter(created_from=date.today() - timedelta(days=365))
    assert "Type both dates" in problems[-1] and asked == []  # nothing asked yet
    orders.set_purchase_filter(created_to=date.today())
    wait_idle(qtbot, orders)
    assert problems[-1] == ""
    assert orders.mode == "find" and asked == ["POST /v3/purchase-orders/find"]

    orders.set_purchase_filter(code="PO-3")
    wait_idle(qtbot, orders)
    assert orders.mode == "code"
    assert [orders.model.row_at(r).document_code for r in range(orders.model.rowCount())] == [
        "PO-3"
    ]


@pytest.fixture
def balance(qtbot: QtBot, qloop: object, tenant: Tenant) -> Iterator[OpeningBalanceEditorViewModel]:
    with session_on(qtbot, tenant, unused_port_url()) as session:
        yield OpeningBalanceEditorViewModel(session, ErrorPresenter())


def test_opening_balance_rules_before_sending(balance: OpeningBalanceEditorViewModel) -> None:
    request, errors = balance.build_request(
        BalanceForm(
            document_date="2026-01-01",
            lines=(
                BalanceLine(stock_item_id=61, quantity_text="4", cost_text="880"),
                BalanceLine(),  # the blank row a grid keeps is not sent
                BalanceLine(stock_item_id=61, quantity_text="0", cost_text="-1"),
                BalanceLine(quantity_text="2"),
            ),
        )
    )
    assert request is None
    assert errors == {
        BalanceField.WAREHOUSE: "Choose the warehouse whose stock this is.",
        cell_path(2, "stockItemId"): "This item is already on line 1.",
        cell_path(2, "quantity"): "Enter a quantity above zero.",
        cell_path(2, "price"): "Enter a cost of zero or more (blank: the purchase price).",
        cell_path(3, "stockItemId"): "Choose the item of this line.",
    }
    request, errors = balance.build_request(
        BalanceForm(
            warehouse_id=2,
            document_date="2026-01-01",
            lines=(
                BalanceLine(stock_item_id=61, quantity_text="4", cost_text="880"),
                BalanceLine(stock_item_id=63, quantity_text="٣"),  # Arabic-Indic three
            ),
        )
    )
    assert errors == {}
    assert request is not None
    assert [(d.stock_item_id, d.quantity, d.price) for d in request.work_order_details] == [
        (61, Decimal(4), Decimal(880)),
        (63, Decimal(3), None),  # the server values it at the purchase price
    ]


def test_opening_balance_server_paths_land_on_the_line_sent(
    balance: OpeningBalanceEditorViewModel,
) -> None:
    balance.replace_form(
        BalanceForm(
            lines=(
                BalanceLine(stock_item_id=61, quantity_text="1"),
                BalanceLine(),
                BalanceLine(stock_item_id=63, quantity_text="1"),
            )
        )
    )
    # The second line sent is the grid's third row; a missing batch is about its item.
    assert balance.field_of_path("workOrderDetails[1].batchNumber") == cell_path(2, "stockItemId")
    assert balance.field_of_path("workOrderDetails[0].quantity") == cell_path(0, "quantity")
    assert balance.field_of_path("workOrderDetails[7].price") == LINES_FIELD
    assert balance.field_of_path("workOrderDetails") == LINES_FIELD
    assert balance.field_of_path("warehouseId") == BalanceField.WAREHOUSE
