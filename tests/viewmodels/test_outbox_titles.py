"""Issue 24, point 5: every outbox row has a title a clerk can tell apart, never
"(untitled)" (a refused journal entry, cash receipt or order whose draft has no title)."""

from __future__ import annotations

from typing import Any

import pytest

from app.store.outbox import OutboxItem, OutboxState
from app.sync.markers import with_marker
from app.sync.pending import PendingWork
from app.viewmodels.shell.outbox_panel import title_of


def row(kind: str, payload: dict[str, Any], target: str | None = None) -> PendingWork:
    item = OutboxItem(
        id=1,
        client_reference="ab" * 16,
        kind=kind,
        operation="update" if target else "create",
        target=target,
        payload=payload,
        state=OutboxState.REJECTED,
        attempts=1,
        error=None,
        server_key=None,
        draft_id=None,
        created_at="2026-12-01T09:30:00+00:00",
        updated_at="2026-12-01T09:30:00+00:00",
    )
    return PendingWork(draft=None, item=item)


@pytest.mark.parametrize(
    ("kind", "payload", "target", "title"),
    [
        ("tax", {"name": "VAT 5"}, None, "VAT 5"),
        ("stock_item", {"description": "Blue widget"}, None, "Blue widget"),
        (
            "cash_in",
            {"notes": with_marker("Counter payment\nmore", "cd" * 16)},
            None,
            "Counter payment",
        ),
        ("journal_entry", {"notes": with_marker("", "cd" * 16)}, "JE-7", "Journal entry #JE-7"),
        ("sales_order", {"customerId": 5}, None, "Sales order · 2026-12-01"),
    ],
)
def test_every_outbox_row_has_a_title(
    kind: str, payload: dict[str, Any], target: str | None, title: str
) -> None:
    shown = title_of(row(kind, payload, target))
    assert shown.startswith(title)
    assert "untitled" not in shown and "BOD-" not in shown
