"""Issue 24, point 5: cash in offers the customer's receivable account. Choosing the
customer on a line puts that customer's own receivable account (``relatedAccount``, where
the service keeps the balance) on it; an account the clerk chose that is not a receivable
one is kept."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.models.accounts import AccountType
from app.store.reference_cache import ReferenceCache
from app.viewmodels.accounting.cash_editor import CashInEditorViewModel
from app.viewmodels.errors import ErrorPresenter
from tests.support.app import running_app, wait_for_cache


def test_choosing_a_customer_offers_its_receivable_account(
    qtbot: QtBot, qloop: object, home: Path
) -> None:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "customers", "accounts")
        session = running.view_model.session
        assert session is not None and session.store is not None
        cache = ReferenceCache(session.store)
        customer = next(row for row in cache.rows("customers") if row.payload.get("relatedAccount"))
        receivable = customer.payload["relatedAccount"]["id"]
        accounts = {row.id: row for row in cache.rows("accounts")}
        other = next(
            row.id
            for row in accounts.values()
            if row.payload.get("type") not in (AccountType.AccountsReceivable, AccountType.Cash)
        )

        editor = CashInEditorViewModel(session, ErrorPresenter())
        editor.set_line_value(0, "customer_id", customer.id)
        assert editor.form.lines[0].account_id == receivable
        assert editor.line_text(0, "account_id") == editor.choices.label(
            editor.choices.accounts, receivable
        )
        assert not editor.line_text(0, "account_id").startswith("#")

        chosen = CashInEditorViewModel(session, ErrorPresenter())
        chosen.set_line_value(0, "account_id", other)
        chosen.set_line_value(0, "customer_id", customer.id)
        assert chosen.form.lines[0].account_id == other  # the clerk's own choice stays
