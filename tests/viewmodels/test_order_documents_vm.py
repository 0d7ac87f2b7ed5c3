"""Print layouts filled in from an order, the codes a clerk may link, and what is left to
pay on an order: rules without windows or a server."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from unittest.mock import MagicMock

from app.models.common import CurrencyReference, StockItemReference
from app.models.documents import CustomerReference
from app.models.sales_orders import SalesOrderDetailResponse, SalesOrderResponse
from app.viewmodels.changes import ChangeNotices
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales.order_documents import ManualLinksViewModel, render_template
from app.viewmodels.sales.sales_order_editor import SalesOrderActions, SalesOrderEditorViewModel
from app.viewmodels.tasks import TaskOwner


def order() -> SalesOrderResponse:
    return SalesOrderResponse(
        id=7,
        code="SO-7",
        document_date=datetime(2025, 3, 1, 10, 30),
        customer=CustomerReference(id=3, code="CUS-0003", name="Delta Home"),
        currency=CurrencyReference(id=1, code="EGP"),
        net_total=Decimal("2622"),
        paper_number="P-55",
        paid_amounts={"CI-CAI-1": Decimal("600")},
        sales_order_details=[
            SalesOrderDetailResponse(
                id=1,
                stock_item=StockItemReference(id=9, code="000061", description="Power bank"),
                quantity=Decimal(2),
                price=Decimal(1150),
            )
        ],
    )


def test_a_layout_is_filled_in_from_the_order() -> None:
    body = (
        "Sales order {code}\nCustomer: {customer}\nDate: {documentDate}\n{lines}\n"
        "{lines:quantities}\n{lines:short}\nNet total: {netTotal} {currency}\n"
        "Paper {paperNumber}; {signature}"
    )
    text = render_template(body, order())
    assert text.splitlines() == [
        "Sales order SO-7",
        "Customer: CUS-0003 · Delta Home",
        "Date: 2025-03-01",
        "2 × 000061 Power bank @ 1,150.00 = 2,300.00",  # amounts grouped, as everywhere
        "2 × 000061 Power bank",
        "000061 Power bank  2  2,300.00",
        "Net total: 2,622.00 EGP",
        # Another field of the order by its wire name; an unknown one as written.
        "Paper P-55; {signature}",
    ]


def test_codes_are_checked_before_linking(qapp: object) -> None:
    owner = TaskOwner(ErrorPresenter())
    links = ManualLinksViewModel(MagicMock(), owner, "SO-7")
    assert "Type a document code" in links.link("  ")
    assert "not a document code" in links.link("IO-3, hello")
    assert "itself" in links.link("so-7")


def test_what_is_left_to_pay_counts_the_payments(qapp: object) -> None:
    session = MagicMock()
    session.store = None
    session.drafts = None
    session.closed = False
    session.changes = ChangeNotices()
    editor = SalesOrderEditorViewModel(session, ErrorPresenter(), order())
    actions = SalesOrderActions(editor)
    assert actions.left_to_pay() == Decimal(2022)
    assert actions.available()["print"] and actions.available()["links"]


def test_a_discounted_line_shows_in_the_layout_what_prints() -> None:
    # The order: 4 x 250 less 25 % is 750 (the preview said "= 1,000.00" above
    # "Total: 855.00"); in dinars every amount has three decimals.
    discounted = order().model_copy(
        update={
            "currency": CurrencyReference(id=2, code="KWD"),
            "net_total": Decimal("855"),
            "sales_order_details": [
                SalesOrderDetailResponse(
                    id=1,
                    stock_item=StockItemReference(id=9, code="000061", description="Power bank"),
                    quantity=Decimal(4),
                    price=Decimal(250),
                    item_discount=Decimal(25),
                    item_discount_type="Percentage",
                    tax_rate=Decimal(14),
                )
            ],
        }
    )
    text = render_template("{lines}\n{lines:short}\nTotal: {netTotal}", discounted)
    assert text.splitlines() == [
        "4 × 000061 Power bank @ 250.000 less 250.000 = 750.000",
        "000061 Power bank  4  750.000",
        "Total: 855.000",
    ]
