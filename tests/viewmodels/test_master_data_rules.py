"""The rules the master-data editors of part A check before sending, and the list
view-model's generation counter."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.models.common import AccountReference
from app.models.taxes import TaxResponse
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.brands import BrandForm, build_brand_request
from app.viewmodels.inventory.classifications import (
    ClassificationForm,
    build_classification_request,
)
from app.viewmodels.inventory.service_items import (
    ServiceItemForm,
    ServiceItemListViewModel,
    build_service_item_request,
    sales_tax_choices,
    withholding_tax_choices,
)
from app.viewmodels.sales.sales_persons import SalesPersonForm, build_sales_person_request
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle

ACCOUNT = AccountReference(id=1, code="210301", name="VAT payable")


def tax(tax_id: int, scope: str, *, active: bool = True, withholding: bool = False) -> TaxResponse:
    return TaxResponse(
        id=tax_id,
        name=f"T{tax_id}",
        rate=Decimal(1),
        scope=scope,
        active=active,
        sales_account=None if withholding else ACCOUNT,
        sales_withholding_account=ACCOUNT if withholding else None,
    )


def test_service_item_tax_pickers_honour_scope_activity_and_account_kind() -> None:
    taxes = [
        tax(1, "Any"),
        tax(2, "ServiceItem"),
        tax(3, "StockItem"),
        tax(4, "Any", active=False),
        tax(5, "ServiceItem", withholding=True),
        tax(6, "StockItem", withholding=True),
    ]
    assert [t.id for t in sales_tax_choices(taxes)] == [1, 2]
    assert [t.id for t in withholding_tax_choices(taxes)] == [5]


def test_service_item_amounts_and_texts() -> None:
    request, errors = build_service_item_request(
        ServiceItemForm(code="  ", description=" Setup ", price_text="٢٥٠", cost_text="")
    )
    assert errors == {}
    assert request is not None
    assert (request.code, request.description, request.price, request.cost) == (
        None,
        "Setup",
        Decimal(250),
        Decimal(0),
    )
    _, errors = build_service_item_request(ServiceItemForm(price_text="x", cost_text="-1"))
    assert set(errors) == {"description", "price", "cost"}


@pytest.mark.parametrize(
    ("form", "field"),
    [
        (SalesPersonForm(name="A", classification_code_text="2.5"), "classificationCode"),
        (SalesPersonForm(name="A", classification_code_text="9999999999"), "classificationCode"),
        (SalesPersonForm(name="A", credit_limit_text="-5"), "creditLimit"),
        (SalesPersonForm(name="A", credit_limit_text="abc"), "creditLimit"),
        (SalesPersonForm(name=" "), "name"),
        (SalesPersonForm(name="A", code="x" * 129), "code"),
    ],
)
def test_sales_person_rules(form: SalesPersonForm, field: str) -> None:
    request, errors = build_sales_person_request(form)
    assert request is None and field in errors


def test_sales_person_update_leaves_the_external_id_out() -> None:
    form = SalesPersonForm(name="A", code=" ", external_id="HR-1", credit_limit_text="")
    created, _ = build_sales_person_request(form, is_new=True)
    updated, _ = build_sales_person_request(form, is_new=False)
    assert created is not None and created.external_id == "HR-1" and created.code is None
    assert updated is not None and updated.external_id is None
    assert updated.credit_limit == 0


def test_brand_texts_are_trimmed_and_checked() -> None:
    request, errors = build_brand_request(BrandForm(name=" Braun ", brand_manager=" "))
    assert errors == {} and request is not None
    assert (request.name, request.brand_manager) == ("Braun", None)
    _, errors = build_brand_request(BrandForm(name="A|B"))
    assert "name" in errors


def test_a_classification_needs_a_parent_a_code_without_dash_and_a_description() -> None:
    _, errors = build_classification_request(ClassificationForm(code="A-1"))
    assert set(errors) == {"parentId", "code", "description"}
    request, errors = build_classification_request(
        ClassificationForm(code=" 0104 ", description="Tablets", parent_id=1)
    )
    assert errors == {} and request is not None and request.code == "0104"


def test_a_late_answer_never_overwrites_a_newer_filter(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        items = ServiceItemListViewModel(session, ErrorPresenter())
        items.reload()  # everything
        items.set_filter("code", "SRV-AMC")
        items.reload()  # the newer question, asked before the first answer arrives
        wait_idle(qtbot, items)
        model = items.model
        assert [model.row_at(r).code for r in range(model.rowCount())] == ["SRV-AMC"]
        assert items.summary == "1 service items"
