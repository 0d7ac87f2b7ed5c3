"""The journal-entry, cash and invoiced-quantity view-models: rules before sending, row
states of an update, server refusals in plain words."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from app.models.common import AccountReference
from app.models.documents import RowState
from app.models.journal_entries import (
    JournalEntryDetailResponse,
    JournalEntryResponse,
    UpdateJournalEntryRequest,
)
from app.models.utilities import DocumentType
from app.viewmodels.accounting.journal_entry_editor import (
    JournalEntryEditorViewModel,
    JournalEntryForm,
    JournalLine,
    build_request,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.sales.invoiced_quantity import InvoicedQuantityViewModel
from tests.support.sandbox import Tenant
from tests.support.sessions import session_on, wait_idle


def test_an_unbalanced_entry_is_refused_next_to_the_grid() -> None:
    form = JournalEntryForm(
        lines=(
            JournalLine(account_id=1, debit_text="100"),
            JournalLine(account_id=2, credit_text="90"),
            JournalLine(),  # the blank row a grid keeps is not sent
        )
    )
    request, errors = build_request(form)
    assert request is None
    assert errors == {
        "accountingDocumentDetails": "The entry does not balance. Debits exceed credits by "
        "10.00: add a credit of 10.00."
    }


def test_cell_rules_are_filed_under_their_grid_row() -> None:
    form = JournalEntryForm(
        lines=(
            JournalLine(account_id=1, debit_text="100"),
            JournalLine(),
            JournalLine(debit_text="5", credit_text="5"),
            JournalLine(account_id=3, credit_text="abc"),
        )
    )
    _, errors = build_request(form)
    assert errors == {
        "accountingDocumentDetails[2].accountId": "Choose the account of this line.",
        "accountingDocumentDetails[2].credit": "A line is a debit or a credit, not both.",
        "accountingDocumentDetails[3].credit": "Enter a number, e.g. 1500 or 12.75.",
    }


def _stored() -> JournalEntryResponse:
    def line(line_id: int, account: int, amount: str, side: str) -> JournalEntryDetailResponse:
        return JournalEntryDetailResponse(
            id=line_id,
            account=AccountReference(id=account, code=str(account), name="x"),
            amount=Decimal(amount),
            amount_status=side,
        )

    return JournalEntryResponse(
        id=9,
        document_code="JE-9",
        notes="Rent BOD-0123456789abcdef0123456789abcdef",
        accounting_document_details=[
            line(11, 1, "100", "Debit"),
            line(12, 2, "60", "Credit"),
            line(13, 3, "40", "Credit"),
        ],
    )


def test_an_update_sends_every_stored_line_with_its_row_state() -> None:
    stored = _stored()
    form = JournalEntryForm.of(stored)
    assert form.notes == "Rent"  # the outbox marker is not the clerk's text
    # The clerk removes the third line, changes the second, adds one.
    lines = (
        form.lines[0],
        JournalLine(**{**form.lines[1].__dict__, "credit_text": "70"}),
        JournalLine(account_id=4, credit_text="30"),
    )
    request, errors = build_request(JournalEntryForm(**{**form.__dict__, "lines": lines}), stored)
    assert errors == {}
    assert isinstance(request, UpdateJournalEntryRequest)
    states = [(d.id, d.row_state, d.amount) for d in request.accounting_document_details]
    assert states == [
        (11, RowState.Modified, Decimal(100)),
        (12, RowState.Modified, Decimal(70)),
        (None, RowState.Added, Decimal(30)),
        (13, RowState.Deleted, Decimal(40)),
    ]
    assert request.notes == "Rent BOD-0123456789abcdef0123456789abcdef"  # marker kept


def test_server_paths_of_sent_lines_land_on_grid_rows() -> None:
    editor = JournalEntryEditorViewModel.__new__(JournalEntryEditorViewModel)
    editor.form = JournalEntryForm(
        lines=(JournalLine(account_id=1), JournalLine(), JournalLine(account_id=2))
    )
    editor.base = None
    assert editor.field_of_path("accountingDocumentDetails[1].customerId") == (
        "accountingDocumentDetails[2].customerId"
    )
    assert editor.field_of_path("accountingDocumentDetails[0].amount") == (
        "accountingDocumentDetails[0].debit"
    )
    assert editor.field_of_path("accountingDocumentDetails") == "accountingDocumentDetails"
    assert editor.field_of_path("documentDate") == "documentDate"


def test_invoiced_quantities_adjust_in_the_advanced_mode_and_refusals_are_explained(
    qtbot: QtBot, qloop, live_tenant: Tenant, live_url: str
) -> None:
    with session_on(qtbot, live_tenant, live_url) as session:
        vm = InvoicedQuantityViewModel(session, ErrorPresenter())
        messages: list[tuple[str, str]] = []
        vm.messageChanged.connect(lambda text, kind: messages.append((text, kind)))
        vm.set_document(DocumentType.SO, "SO-1")
        vm.load()
        wait_idle(qtbot, vm)
        assert vm.lines and all(line.quantity for line in vm.lines)
        vm.set_adjustment(0, "+1")
        assert vm.apply()
        wait_idle(qtbot, vm)
        assert messages[-1][0].startswith("Your organization uses the simple invoicing mode")

        live_tenant.setting("invoicingMode", "Advanced")
        assert vm.apply()
        wait_idle(qtbot, vm)
        assert messages[-1] == ("The document is not approved yet: approve it first.", "error")

        live_tenant.execute(
            "UPDATE documents SET is_approved = 1 WHERE tenant_id = ? AND code = 'SO-1'",
            live_tenant.id,
        )
        with qtbot.waitSignal(vm.applied, timeout=10000) as applied:
            assert vm.apply()
        assert applied.args == [1]
        assert vm.lines[0].adjustment_text == ""

        for _ in range(2):  # back to 0, then below: refused
            vm.set_adjustment(0, "-1")
            assert vm.apply()
            wait_idle(qtbot, vm)
        assert messages[-1] == ("The invoiced quantity cannot go below zero.", "error")

        vm.set_adjustment(0, "0")
        assert not vm.apply()
        assert vm.line_errors == {0: "Enter a change other than zero, or leave it empty."}
