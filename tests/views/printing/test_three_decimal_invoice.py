"""An invoice in Kuwaiti dinars (three decimals) from the sandbox: every amount prints
with three decimals and equals the server's, and the words read the fils in thousandths
(73 fils, not 7 or 730), in English and Arabic. The page is saved as a PNG to look at."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from PySide6.QtWidgets import QApplication

from app.api.client import ApiClient
from app.models.sales_orders import SalesOrderDetailRequest, SalesOrderRequest
from app.printing import documents as d
from app.printing.company import DEMO_COMPANY
from app.printing.documents import layout_document
from app.printing.page import Paper, PrintLanguage, load_style
from app.printing.sources import invoice_from_order, words_for
from app.printing.words import forget_words
from app.viewmodels.printing.labels import print_labels
from app.views.printing.render import write_pdf
from tests.support.pdf import pdf_text, save_pngs
from tests.support.sandbox import Tenant


async def test_a_kwd_invoice_prints_three_decimals_and_its_fils_in_words(
    qapp: QApplication, api: ApiClient, tenant: Tenant, tmp_path
) -> None:
    tenant.setting("multipleCurrencies", "true")
    tenant.setting("decimalPlaces", "3")
    kwd = tenant.execute(
        "INSERT INTO currencies (tenant_id, code, name, is_system, rate) VALUES (?, ?, ?, 0, ?)",
        tenant.id,
        "KWD",
        "Kuwaiti Dinar",
        160.0,
    )
    order = await api.sales_orders.create(
        SalesOrderRequest(
            customer_id=2,
            warehouse_id=1,
            document_date=dt.datetime(2026, 11, 28, 10, 0),
            currency_id=kwd,
            exchange_rate=Decimal(160),
            sales_order_details=[
                SalesOrderDetailRequest(
                    stock_item_id=61,
                    quantity=Decimal(3),
                    price=Decimal("4.115"),
                    tax_rate=Decimal(14),
                )
            ],
        )
    )
    # 3 x 4.115 = 12.345; tax 1.7283; net 14.0733: the server keeps 14.073.
    assert order.net_total == Decimal("14.073") and order.tax == Decimal("1.728")
    document = invoice_from_order(await api.sales_orders.get(order.id))
    assert document.decimals == 3 and document.currency == "KWD"
    assert [(t.label, t.amount) for t in document.totals] == [
        (d.SUBTOTAL, Decimal("12.345")),
        (d.TAX_AT, Decimal("1.728")),
        (d.NET_TOTAL, Decimal("14.073")),
    ]
    forget_words()
    for language in (PrintLanguage.ENGLISH, PrintLanguage.ARABIC):
        words = await words_for(api, document, language, DEMO_COMPANY.currency)
        assert words is not None and words.text
        if language is PrintLanguage.ENGLISH:
            assert words.text == "Fourteen Kuwaiti Dinars, and Seventy Three Fils"
        else:
            assert "ثلاثة وسبعون فلس" in words.text or "ثلاث وسبعون فلس" in words.text, words.text
        labels = print_labels(language, arabic_digits=False)
        printed = layout_document(document, DEMO_COMPANY, load_style(Paper.A4), labels, words)
        path = write_pdf(printed, tmp_path / f"kwd-{language.value}.pdf")
        text = pdf_text(path)
        for figure in ("12.345", "4.115", "1.728", "14.073"):
            assert figure in text, figure
        assert "14.07 " not in text and "12.35" not in text
        save_pngs(path, f"SO-kwd-{language.value}-a4", dpi=80, last=1)
