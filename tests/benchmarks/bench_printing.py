"""Printing to PDF: a 200-line tax invoice (target <= 1 s) and a 5,000-line customer
statement (target <= 5 s), layout and drawing, in English and in Arabic; against a baseline
measured in the same run, a one-line invoice (fonts registered, the PDF writer's fixed cost).

    .venv/bin/python -m tests.benchmarks.bench_printing [--lines 200] [--statement 5000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from app.models.customers import CustomerResponse
from app.models.sales_orders import SalesOrderResponse
from app.printing.company import DEMO_COMPANY
from app.printing.documents import Words, layout_document
from app.printing.page import Paper, PrintLanguage, load_style
from app.printing.sources import StatementLine, customer_statement, invoice_from_order
from app.viewmodels.printing.labels import print_labels
from app.views.printing.render import write_pdf


def invoice(lines: int) -> SalesOrderResponse:
    return SalesOrderResponse.model_validate(
        {
            "id": 1,
            "code": "SO-1",
            "documentDate": "2026-11-28T10:00:00",
            "customer": {"id": 3, "code": "CUS-0003", "name": "Delta Home Appliances"},
            "taxable": True,
            "salesOrderDetails": [
                {
                    "id": n,
                    "stockItem": {"id": n, "code": f"{n:06d}", "description": f"Item number {n}"},
                    "quantity": 1 + n % 7,
                    "price": 10 + n,
                    "taxRate": 14 if n % 3 else 5,
                }
                for n in range(1, lines + 1)
            ],
        }
    )


def statement(lines: int):  # type: ignore[no-untyped-def]
    customer = CustomerResponse.model_validate({"id": 3, "code": "CUS-0003", "name": "Delta"})
    start = dt.date(2020, 1, 1)
    rows = [
        StatementLine(
            start + dt.timedelta(days=n // 5),
            f"SO-{n}",
            f"Invoice {n}",
            Decimal(100 + n) if n % 2 else Decimal(0),
            Decimal(0) if n % 2 else Decimal(80 + n),
        )
        for n in range(lines)
    ]
    return customer_statement(customer, rows, None, None)


def timed(document, language: PrintLanguage, path: Path) -> tuple[float, int]:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    labels = print_labels(language, arabic_digits=True)
    printed = layout_document(document, DEMO_COMPANY, load_style(Paper.A4), labels, Words("x"))
    write_pdf(printed, path)
    return time.perf_counter() - start, len(printed.pages)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=200)
    parser.add_argument("--statement", type=int, default=5000)
    args = parser.parse_args()
    app = QGuiApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        for language in PrintLanguage:  # fonts registered, the Arabic catalogue loaded
            timed(invoice_from_order(invoice(1)), language, out / "warm.pdf")
        for language in PrintLanguage:
            base, _ = timed(invoice_from_order(invoice(1)), language, out / "base.pdf")
            big, pages = timed(invoice_from_order(invoice(args.lines)), language, out / "inv.pdf")
            st, st_pages = timed(statement(args.statement), language, out / "st.pdf")
            print(
                f"{language.value}: one-line invoice {base * 1000:.0f} ms (baseline); "
                f"{args.lines}-line invoice {big:.2f} s, {pages} pages "
                f"({big / base:.1f}x baseline; target <= 1 s); "
                f"{args.statement}-line statement {st:.2f} s, {st_pages} pages "
                f"({st / base:.1f}x baseline; target <= 5 s)"
            )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
