"""Saving a saved record, for every editor kind: with no change it says
"Nothing to save." and sends nothing; with a change undone, the same; with one change, it
sends once, through an outbox row whose draft exists (the crash was a row naming a draft
that was never written: ``FOREIGN KEY constraint failed``)."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from app.viewmodels.accounting.cash_editor import CashInEditorViewModel, CashOutEditorViewModel
from app.viewmodels.accounting.journal_entry_editor import JournalEntryEditorViewModel
from app.viewmodels.accounting.tax_editor import TaxEditorViewModel
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.brands import BrandEditorViewModel
from app.viewmodels.inventory.opening_balance import OpeningBalanceEditorViewModel
from app.viewmodels.inventory.service_items import ServiceItemEditorViewModel
from app.viewmodels.inventory.stock_item_editor import StockItemEditorViewModel
from app.viewmodels.inventory.work_order_editor import (
    IssueOfferingEditorViewModel,
    ReceiveSuppliesEditorViewModel,
)
from app.viewmodels.record_editor import RecordEditorViewModel
from app.viewmodels.sales.customer_editor import CustomerEditorViewModel
from app.viewmodels.sales.sales_order_editor import SalesOrderEditorViewModel
from app.viewmodels.sales.sales_persons import SalesPersonEditorViewModel
from app.viewmodels.session import Session
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle


@dataclasses.dataclass(frozen=True)
class Kind:
    """An editor kind: how to find a saved record's key, and a text attribute to change."""

    editor: type[RecordEditorViewModel[Any, Any]]
    key_sql: str
    attribute: str
    updatable: bool = True


DOC = "SELECT code FROM documents WHERE tenant_id = ? AND type = '{}' ORDER BY id LIMIT 1"
KINDS = {
    "tax": Kind(
        TaxEditorViewModel,
        # A tax used in documents may change only its active flag: one nothing uses.
        "SELECT id FROM taxes WHERE tenant_id = ? AND id NOT IN (SELECT tax_id FROM "
        "document_lines WHERE tax_id IS NOT NULL) AND id NOT IN (SELECT withholding_tax_id "
        "FROM document_lines WHERE withholding_tax_id IS NOT NULL)",
        "name",
    ),
    "customer": Kind(
        CustomerEditorViewModel, "SELECT id FROM customers WHERE tenant_id = ?", "contact_person"
    ),
    "stock_item": Kind(
        StockItemEditorViewModel, "SELECT id FROM stock_items WHERE tenant_id = ?", "note"
    ),
    "service_item": Kind(
        ServiceItemEditorViewModel, "SELECT id FROM service_items WHERE tenant_id = ?", "code"
    ),
    "sales_person": Kind(
        SalesPersonEditorViewModel, "SELECT id FROM sales_persons WHERE tenant_id = ?", "name"
    ),
    "brand": Kind(
        BrandEditorViewModel,
        "SELECT id FROM brands WHERE tenant_id = ?",
        "brand_manager",
        updatable=False,
    ),
    "journal_entry": Kind(
        JournalEntryEditorViewModel,
        "SELECT journal_code FROM documents WHERE tenant_id = ? AND type = 'JE' "
        "AND is_system = 0 AND is_posted = 0 ORDER BY id DESC LIMIT 1",
        "notes",
    ),
    "cash_in": Kind(CashInEditorViewModel, DOC.format("CI"), "notes", updatable=False),
    "cash_out": Kind(CashOutEditorViewModel, DOC.format("CO"), "notes", updatable=False),
    "sales_order": Kind(
        SalesOrderEditorViewModel,
        "SELECT id FROM documents WHERE tenant_id = ? AND type = 'SO' AND is_issued = 0 "
        "AND coalesce(status, 'Open') = 'Open' ORDER BY id DESC LIMIT 1",
        "notes",
    ),
    "issue_offering": Kind(
        IssueOfferingEditorViewModel,
        "SELECT id FROM documents WHERE tenant_id = ? AND type = 'IO'",
        "notes",
        updatable=False,
    ),
    "receive_supplies": Kind(
        ReceiveSuppliesEditorViewModel,
        "SELECT id FROM documents WHERE tenant_id = ? AND type = 'RS'",
        "notes",
        updatable=False,
    ),
    "opening_balance": Kind(
        OpeningBalanceEditorViewModel,
        "SELECT id FROM documents WHERE tenant_id = ? AND type = 'OB' AND warehouse_id IS NOT NULL",
        "notes",
        updatable=False,
    ),
}


@pytest.fixture
def session(qtbot: QtBot, qloop: object, live_tenant: Tenant, live_url: str) -> Iterator[Session]:
    with session_on(qtbot, live_tenant, live_url) as opened:
        yield opened


def open_saved(qtbot: QtBot, session: Session, tenant: Tenant, name: str) -> Any:
    """The editor of one saved record of ``name``'s kind, as the list opens it."""
    kind = KINDS[name]
    with tenant.db.transaction() as conn:
        row = conn.execute(kind.key_sql, (tenant.id,)).fetchone()
    if row is None:
        pytest.skip(f"the demo company has no saved {name}")
    reader = kind.editor(session, ErrorPresenter())
    task = asyncio.ensure_future(reader.fetch(str(row[0])))
    qtbot.waitUntil(task.done, timeout=10000)
    editor = kind.editor(session, ErrorPresenter(), task.result())
    wait_idle(qtbot, editor)
    return editor


def outbox_rows(session: Session) -> int:
    assert session.outbox is not None
    return len(session.outbox.items())


def save_says_nothing_to_save(qtbot: QtBot, session: Session, editor: Any) -> None:
    before = outbox_rows(session)
    said: list[str] = []
    editor.unchanged.connect(said.append)
    assert not editor.save()
    wait_idle(qtbot, editor)
    assert said == ["Nothing to save."]
    assert outbox_rows(session) == before
    assert editor.form_error == ""
    editor.unchanged.disconnect(said.append)


@pytest.mark.parametrize("name", list(KINDS))
def test_no_change_and_a_change_undone_save_nothing(
    qtbot: QtBot, session: Session, live_tenant: Tenant, name: str
) -> None:
    editor = open_saved(qtbot, session, live_tenant, name)
    assert not editor.dirty
    save_says_nothing_to_save(qtbot, session, editor)
    attribute = KINDS[name].attribute
    start = getattr(editor.form, attribute)

    @settings(
        max_examples=15,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
    )
    @given(typed=st.text(alphabet="abc xyz٠١٢", min_size=1, max_size=8))
    def change_undone(typed: str) -> None:
        editor.set_value(attribute, start + typed)
        assert editor.dirty
        editor.set_value(attribute, start)
        assert not editor.dirty
        save_says_nothing_to_save(qtbot, session, editor)

    change_undone()


@pytest.mark.parametrize("name", [name for name, kind in KINDS.items() if kind.updatable])
def test_one_change_is_sent_once(
    qtbot: QtBot, session: Session, live_tenant: Tenant, name: str
) -> None:
    editor = open_saved(qtbot, session, live_tenant, name)
    attribute = KINDS[name].attribute
    changed = getattr(editor.form, attribute) + "-2"
    editor.set_value(attribute, changed)
    presented: list[object] = []
    editor.errors.presented.connect(presented.append)
    before = outbox_rows(session)
    with qtbot.waitSignal(editor.saved, timeout=15000):
        assert editor.save()
    wait_idle(qtbot, editor)
    assert presented == []  # nothing went wrong inside the app
    assert not editor.dirty
    assert getattr(editor.form, attribute) == changed
    # One row (the sales order replaces a saved order directly, without the outbox).
    assert outbox_rows(session) - before == (0 if name == "sales_order" else 1)
    save_says_nothing_to_save(qtbot, session, editor)
