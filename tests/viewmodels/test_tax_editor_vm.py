"""The tax editor's view-model: rules before sending, server errors on the right field,
conflicts when someone else changed the tax."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app.api.retry import RetryPolicy
from app.models.taxes import TaxUpsertRequest
from app.operations.changes import Changes, Kind
from app.store.outbox import OutboxState
from app.viewmodels.accounting.tax_editor import (
    TaxEditorViewModel,
    TaxField,
    TaxForm,
    build_request,
)
from app.viewmodels.errors import ErrorPresenter
from tests.support.fake_server import unused_port_url
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle

VAT_PAYABLE = "210301"  # demo chart: the account every tax of the demo company shares
WITHHOLDING = "210401"


def test_every_rule_is_checked_before_sending() -> None:
    request, errors = build_request(TaxForm(name=" ", rate_text="150"))
    assert request is None
    assert set(errors) == {TaxField.NAME, TaxField.RATE, TaxField.SALES_ACCOUNT}
    assert "100" in errors[TaxField.RATE]


@pytest.mark.parametrize(("text", "message"), [("", "Enter the rate"), ("abc", "Enter a number")])
def test_a_rate_that_is_not_a_number_says_so(text: str, message: str) -> None:
    _, errors = build_request(TaxForm(name="x", rate_text=text, sales_account_id=1))
    assert errors[TaxField.RATE].startswith(message)


def test_a_complete_form_makes_the_request_with_active_sent_explicitly() -> None:
    request, errors = build_request(
        TaxForm(name="Stamp", rate_text="٢٫٥", sales_account_id=7)  # Arabic-Indic digits
    )
    assert errors == {}
    assert request == TaxUpsertRequest(
        name="Stamp", rate=Decimal("2.5"), scope="Any", sales_account_id=7, active=True
    )


def make_editor(session, tax=None) -> TaxEditorViewModel:
    return TaxEditorViewModel(session, ErrorPresenter(), tax)


def test_saving_a_new_tax_creates_it_and_tells_the_other_screens(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        notices: list[Changes] = []
        session.changes.changed.connect(notices.append)
        editor.update(TaxField.NAME, "Stamp duty")
        editor.update(TaxField.RATE, "2.5")
        editor.update(TaxField.SALES_ACCOUNT, live_tenant.account_id(VAT_PAYABLE))
        assert editor.dirty and editor.title == "New tax *"
        with qtbot.waitSignal(editor.saved, timeout=10000) as saved:
            assert editor.save()
        tax = saved.args[0]
        assert (tax.name, tax.rate, tax.active) == ("Stamp duty", Decimal("2.5"), True)
        # One change set: the taxes, and among them the one just made.
        assert notices == [Changes.of(Kind.TAXES, tax.id)]
        assert not editor.dirty and editor.title == "Stamp duty"
        wait_idle(qtbot, editor)


def test_a_form_with_errors_sends_nothing(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        editor.update(TaxField.NAME, "No rate")
        assert not editor.save()
        assert not editor.busy
        assert editor.field_error(TaxField.RATE)
        assert editor.form_error


@pytest.mark.parametrize(
    ("name", "accounts", "field", "message"),
    [
        ("VAT 14%", {TaxField.SALES_ACCOUNT: VAT_PAYABLE}, TaxField.NAME, "already used"),
        (
            "Mixed",
            {TaxField.SALES_ACCOUNT: VAT_PAYABLE, TaxField.WITHHOLDING_ACCOUNT: WITHHOLDING},
            TaxField.WITHHOLDING_ACCOUNT,
            "not both",
        ),
    ],
)
def test_a_business_error_lands_next_to_its_field(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str, name, accounts, field, message
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        editor.update(TaxField.NAME, name)
        editor.update(TaxField.RATE, "5")
        for account_field, code in accounts.items():
            editor.update(account_field, live_tenant.account_id(code))
        editor.save()
        wait_idle(qtbot, editor)
        assert message in editor.field_error(field)
        assert editor.form_error == "The server did not save the tax."


def test_an_update_checks_for_changes_made_elsewhere(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        # Not VAT 14%: a tax used in documents keeps its name whoever asks.
        exempt = live_tenant.tax_id("VAT exempt")
        opened = asyncio.ensure_future(session.client.taxes.get(exempt))
        qtbot.waitUntil(opened.done)
        tax = opened.result()
        editor = make_editor(session, tax)
        # Someone else renames the tax meanwhile.
        request, _ = build_request(replace(TaxForm.of(tax), name="VAT exempt (theirs)"))
        assert request is not None
        other = asyncio.ensure_future(session.client.taxes.update(exempt, request))
        qtbot.waitUntil(other.done)
        other.result()
        editor.update(TaxField.NAME, "VAT exempt (mine)")
        with qtbot.waitSignal(editor.conflictDetected, timeout=10000) as conflict:
            editor.save()
        assert "name" in conflict.args[0]
        with qtbot.waitSignal(editor.saved, timeout=10000) as saved:
            editor.overwrite()
        assert saved.args[0].name == "VAT exempt (mine)"


def test_take_theirs_after_a_conflict_shows_the_server_copy(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        opened = asyncio.ensure_future(session.client.taxes.get(live_tenant.tax_id("VAT exempt")))
        qtbot.waitUntil(opened.done)
        tax = opened.result()
        editor = make_editor(session, tax)
        live_tenant.execute("UPDATE taxes SET rate = 1 WHERE id = ?", tax.id)
        editor.update(TaxField.NAME, "Mine")
        with qtbot.waitSignal(editor.conflictDetected, timeout=10000):
            editor.save()
        editor.take_server_version()
        assert editor.form.rate_text == "1" and editor.form.name == tax.name
        assert not editor.dirty


def test_a_reopened_draft_shows_why_the_server_refused_it(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        editor.update(TaxField.NAME, "VAT 14%")  # taken
        editor.update(TaxField.RATE, "5")
        editor.update(TaxField.SALES_ACCOUNT, live_tenant.account_id(VAT_PAYABLE))
        editor.save()
        wait_idle(qtbot, editor)
        assert "already used" in editor.field_error(TaxField.NAME)
        editor.close(keep_draft=True)

        assert session.drafts is not None
        (kept,) = session.drafts.open_drafts("tax")
        reopened = TaxEditorViewModel(session, ErrorPresenter(), draft=kept)
        assert reopened.form.name == "VAT 14%" and reopened.dirty
        assert "already used" in reopened.field_error(TaxField.NAME)


def test_a_save_the_server_cannot_receive_waits_in_the_outbox(
    qtbot: QtBot, qloop, live_tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "app.api.client.RetryPolicy", lambda: RetryPolicy(base_delay=0.01, max_delay=0.02)
    )
    with session_on(qtbot, live_tenant, unused_port_url()) as session:
        editor = make_editor(session)
        editor.update(TaxField.NAME, "Offline")
        editor.update(TaxField.RATE, "5")
        editor.update(TaxField.SALES_ACCOUNT, live_tenant.account_id(VAT_PAYABLE))
        with qtbot.waitSignal(editor.queued, timeout=10000) as queued:
            editor.save()
        assert "outbox" in queued.args[0]
        assert not editor.dirty and editor.title == "New tax"  # nothing unsaved: it is kept
        assert session.outbox is not None
        assert session.outbox.counts() == {OutboxState.QUEUED: 1}


def test_a_create_waiting_in_the_outbox_is_never_sent_twice(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    """Saved while the row waits (offline): a second save is refused with the reason; once
    the outbox has sent the create, saving again updates that record."""
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        editor.update(TaxField.NAME, "Waiting stamp")
        editor.update(TaxField.RATE, "5")
        editor.update(TaxField.SALES_ACCOUNT, live_tenant.account_id(VAT_PAYABLE))
        submitter = session.submitter
        assert submitter is not None
        real_drain = submitter.drain

        async def offline() -> None:  # the row stays queued, as when the server is away
            return None

        submitter.drain = offline  # type: ignore[method-assign]
        with qtbot.waitSignal(editor.queued, timeout=10000):
            editor.save()
        editor.update(TaxField.RATE, "6")
        assert editor.save() is False
        assert "still waits in the outbox" in editor.form_error

        submitter.drain = real_drain  # type: ignore[method-assign]
        sent = asyncio.ensure_future(real_drain())
        qtbot.waitUntil(sent.done, timeout=10000)
        with qtbot.waitSignal(editor.saved, timeout=10000):
            editor.save()
        found = asyncio.ensure_future(session.client.taxes.list(name="Waiting stamp"))
        qtbot.waitUntil(found.done, timeout=10000)
        taxes = found.result().items
        assert [(tax.name, tax.rate) for tax in taxes] == [("Waiting stamp", Decimal("6"))]


def test_correcting_every_marked_field_takes_the_sentence_above_the_form_away(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        editor = make_editor(session)
        assert not editor.save()
        assert editor.form_error == "Correct the marked fields, then save."
        editor.update(TaxField.NAME, "Stamp duty")
        editor.update(TaxField.RATE, "2")
        assert editor.form_error  # the account is still marked
        editor.update(TaxField.SALES_ACCOUNT, 1)
        assert editor.field_errors == {} and editor.form_error == ""
