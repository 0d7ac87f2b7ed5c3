"""Sales returns at size: the returns list walking 5,000 sales documents (the API has no
list of returns: they are found among the orders), and the wizard's lines step with a
300-line proposal (ticking a line and reading the total as the clerk types).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. .venv/bin/python -m tests.benchmarks.bench_sales_returns
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.store.local import LocalStore
from app.store.profiles import DEMO_PROFILE
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales import sales_returns
from app.viewmodels.sales.return_wizard import ReturnForm, ReturnLine, ReturnWizardViewModel
from app.viewmodels.session import Session
from tests.support.documents import Line, customer_id, seed_sales_order, warehouse_id
from tests.support.sandbox import api_client, new_tenant


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    app = QCoreApplication.instance() or QCoreApplication([])
    db = Database(":memory:")
    tenant = new_tenant(db)
    customer, warehouse = customer_id(tenant, 3), warehouse_id(tenant, "WH01")
    started = time.perf_counter()
    for _ in range(count):
        seed_sales_order(tenant, customer, warehouse, [Line(61, 1, 1200)], status="Cancelled")
    print(f"{'seed ' + str(count) + ' sales orders':44} {time.perf_counter() - started:7.3f} s")

    async def list_returns() -> None:
        client = api_client(create_app(db, rate_limits=False), tenant)
        with tempfile.TemporaryDirectory() as folder:
            store = LocalStore(Path(folder) / "profile.sqlite3")
            session = Session(DEMO_PROFILE, client, store)
            view_model = sales_returns.SalesReturnListViewModel(session, ErrorPresenter())
            timings = []
            for _ in range(3):
                started = time.perf_counter()
                rows = await view_model.fetch()
                timings.append(time.perf_counter() - started)
            print(
                f"{'returns list, ' + str(view_model.scanned) + ' documents walked':44} "
                f"{statistics.median(timings):7.3f} s (median of 3; {len(rows)} returns, "
                f"cut={view_model.cut})"
            )
            view_model.return_filters = sales_returns.ReturnFilters(code="SR-3")
            started = time.perf_counter()
            rows = await view_model.fetch()
            print(f"{'returns list, by code':44} {time.perf_counter() - started:7.3f} s")
            wizard_lines(session)
            session.close()
        await client.aclose()

    asyncio.run(list_returns())
    del app
    db.close()


def proposal(lines: int) -> dict[str, Any]:
    return {
        "sourceDocumentCode": "SO-1",
        "taxable": True,
        "details": [
            {
                "sourceWorkOrderDetailId": 1000 + i,
                "stockItem": {"id": 61, "code": f"{i:06d}", "description": f"Item {i}"},
                "quantity": 5,
                "price": 100 + i,
                "unitDiscount": 1,
                "taxRate": 14,
            }
            for i in range(lines)
        ],
    }


def wizard_lines(session: Session, count: int = 300) -> None:
    wizard = ReturnWizardViewModel(session, ErrorPresenter())
    wizard.replace_form(
        ReturnForm(
            source_text="SO-1",
            loaded_for="SO-1",
            proposal=proposal(count),
            lines=tuple(ReturnLine(True, "5", str(100 + i)) for i in range(count)),
            step=1,
        )
    )
    ticks, totals = [], []
    for row in range(0, count, 3):
        started = time.perf_counter()
        wizard.set_line(row, selected=False)
        ticks.append(time.perf_counter() - started)
        started = time.perf_counter()
        wizard.total_text()
        totals.append(time.perf_counter() - started)
    print(
        f"{'wizard, untick a line of ' + str(count):44} "
        f"{statistics.median(ticks) * 1000:7.2f} ms (median; max {max(ticks) * 1000:.2f} ms)"
    )
    label = f"wizard, total of {count} lines (first read)"
    print(f"{label:44} {statistics.median(totals) * 1000:7.2f} ms")
    wizard.close(keep_draft=False)


if __name__ == "__main__":
    main()
