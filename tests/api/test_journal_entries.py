"""``client.journal_entries``, ``client.cash`` and ``client.documents`` against the sandbox
in-process: every method, typed results, and the errors a caller branches on."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

import pytest

from app.api import errors
from app.api.client import ApiClient
from app.models.documents import AmountStatus, RowState
from app.models.journal_entries import (
    CashTransactionDetailRequest,
    CashTransactionRequest,
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
    JournalEntryPaymentRequest,
    JournalEntryResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from tests.support.ledger_documents import (
    CAIRO_CASH,
    OTHER_REVENUE,
    PURCHASES,
    RETAINED_EARNINGS,
    TRADE_RECEIVABLES,
    customer_id,
    work_order_with_entry,
)
from tests.support.sandbox import Tenant

WHEN = datetime(2026, 1, 15, 10, 0)


def new_entry(
    tenant: Tenant, amount: str = "100", when: datetime = WHEN, **header: object
) -> CreateJournalEntryRequest:
    return CreateJournalEntryRequest(
        document_date=when,
        accounting_document_details=[
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(RETAINED_EARNINGS),
                amount=Decimal(amount),
                amount_status=AmountStatus.Debit,
            ),
            CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(OTHER_REVENUE),
                amount=Decimal(amount),
                amount_status=AmountStatus.Credit,
            ),
        ],
        **header,  # type: ignore[arg-type]
    )


async def one(api: ApiClient, code: str) -> JournalEntryResponse:
    page = await api.journal_entries.list(code=code)
    assert len(page.items) == 1
    return page.items[0]


def as_update(found: JournalEntryResponse, **header: object) -> UpdateJournalEntryRequest:
    assert found.document_date is not None
    return UpdateJournalEntryRequest(
        document_date=found.document_date,
        accounting_document_details=[
            UpdateJournalEntryDetailRequest(
                id=line.id,
                account_id=line.account.id if line.account else 0,
                amount=line.amount or Decimal(0),
                amount_status=AmountStatus(line.amount_status),
                row_state=RowState.Modified,
            )
            for line in found.accounting_document_details
        ],
        **header,  # type: ignore[arg-type]
    )


# -- journal entries -------------------------------------------------------------------------
async def test_create_then_list_returns_a_typed_unposted_entry(
    api: ApiClient, tenant: Tenant
) -> None:
    created = await api.journal_entries.create(new_entry(tenant, paper_number="API-1"))
    assert created.document_code.startswith("JE-")
    found = await one(api, created.document_code)
    assert found.document_type == "JE"
    assert found.is_posted is False
    assert found.total_debit == found.total_credit == Decimal(100)
    debit, credit = found.accounting_document_details
    assert debit.account is not None and debit.account.code == RETAINED_EARNINGS
    assert (debit.amount_status, credit.amount_status) == ("Debit", "Credit")
    # The client shows unposted entries by default; the service hides them.
    hidden = await api.journal_entries.list(code=created.document_code, is_posted_only=True)
    assert hidden.items == []


async def test_list_filters_by_dates_account_and_related_work_order(
    api: ApiClient, tenant: Tenant
) -> None:
    work_order = work_order_with_entry(tenant, date="2023-04-02T09:00:00")
    page = await api.journal_entries.list(related_io_code=work_order)
    (system,) = page.items
    assert system.is_system is True and system.related_document_code == work_order
    in_april = await api.journal_entries.list(date_from=date(2023, 4, 1), date_to=date(2023, 4, 2))
    assert [item.id for item in in_april.items] == [system.id]
    by_account = await api.journal_entries.list(
        account_id=tenant.account_id(OTHER_REVENUE), date_from=date(2023, 4, 1)
    )
    assert system.id not in {item.id for item in by_account.items}


async def test_iterate_walks_every_page(api: ApiClient, tenant: Tenant) -> None:
    codes = {
        (
            await api.journal_entries.create(new_entry(tenant, when=datetime(2023, 3, d)))
        ).document_code
        for d in (1, 2, 3)
    }
    seen = [
        entry.document_code
        async for entry in api.journal_entries.iterate(
            date_from=date(2023, 3, 1), date_to=date(2023, 3, 31), page_size=2
        )
    ]
    assert set(seen) == codes and len(seen) == 3


async def test_list_both_customer_and_supplier_is_a_validation_error(api: ApiClient) -> None:
    with pytest.raises(errors.ValidationFailed) as raised:
        await api.journal_entries.list(customer_id=1, supplier_id=1)
    assert "customerId" in raised.value.field_errors


async def test_update_changes_the_header_and_lines(api: ApiClient, tenant: Tenant) -> None:
    code = (await api.journal_entries.create(new_entry(tenant))).document_code
    found = await one(api, code)
    request = as_update(found, notes="corrected")
    for detail in request.accounting_document_details:
        detail.amount = Decimal(80)
    await api.journal_entries.update(code, request)
    after = await one(api, code)
    assert after.notes == "corrected"
    assert after.total_debit == after.total_credit == Decimal(80)


async def test_update_with_a_stale_line_set_is_dirty_read(api: ApiClient, tenant: Tenant) -> None:
    code = (await api.journal_entries.create(new_entry(tenant))).document_code
    request = as_update(await one(api, code))
    request.accounting_document_details[0].id = 999999
    with pytest.raises(errors.BusinessRuleViolation) as raised:
        await api.journal_entries.update(code, request)
    assert raised.value.error_code == "DirtyRead"


async def test_delete_removes_the_entry_and_system_entries_are_refused(
    api: ApiClient, tenant: Tenant
) -> None:
    code = (await api.journal_entries.create(new_entry(tenant))).document_code
    await api.journal_entries.delete(code)
    assert (await api.journal_entries.list(code=code)).items == []
    with pytest.raises(errors.NotFound):
        await api.journal_entries.delete(code)
    work_order = work_order_with_entry(tenant)
    (system,) = (await api.journal_entries.list(related_io_code=work_order)).items
    assert system.journal_entry_code is not None
    with pytest.raises(errors.BusinessRuleViolation) as raised:
        await api.journal_entries.delete(system.journal_entry_code)
    assert raised.value.error_code == "CannotDeleteSystemJournalEntry"


async def test_an_ar_line_without_a_customer_is_a_validation_error_with_its_code(
    api: ApiClient, tenant: Tenant
) -> None:
    request = new_entry(tenant)
    request.accounting_document_details[0].account_id = tenant.account_id(TRADE_RECEIVABLES)
    with pytest.raises(errors.ValidationFailed) as raised:
        await api.journal_entries.create(request)
    assert raised.value.error_code == "CK_NocustomerSelectedforAR"
    assert "accountingDocumentDetails[0].customerId" in raised.value.field_errors


async def test_payment_books_a_customer_payment(api: ApiClient, tenant: Tenant) -> None:
    created = await api.journal_entries.payment(
        JournalEntryPaymentRequest(
            document_date=WHEN,
            payment_account_id=tenant.account_id(CAIRO_CASH),
            amount=Decimal("320.50"),
            customer_id=customer_id(tenant, "CUS-0003"),
        )
    )
    found = await one(api, created.document_code)
    assert found.total_debit == found.total_credit == Decimal("320.50")
    customer_line = found.accounting_document_details[1]
    assert customer_line.customer is not None and customer_line.customer.code == "CUS-0003"


# -- cash ------------------------------------------------------------------------------------
def cash_request(tenant: Tenant, account: str, amount: str = "45") -> CashTransactionRequest:
    return CashTransactionRequest(
        main_account_id=tenant.account_id(CAIRO_CASH),
        document_date=WHEN,
        accounting_document_details=[
            CashTransactionDetailRequest(
                account_id=tenant.account_id(account), amount=Decimal(amount), comments="api"
            )
        ],
    )


async def test_cash_in_and_cash_out_return_their_codes(api: ApiClient, tenant: Tenant) -> None:
    cash_in = await api.cash.cash_in(cash_request(tenant, OTHER_REVENUE))
    cash_out = await api.cash.cash_out(cash_request(tenant, PURCHASES))
    assert cash_in.document_code.startswith("CI-CAI-")
    assert cash_out.document_code.startswith("CO-CAI-")
    found = await one(api, cash_out.document_code)
    assert found.document_type == "CO"
    assert [line.amount_status for line in found.accounting_document_details] == [
        "Credit",
        "Debit",
    ]


async def test_cash_in_a_future_date_is_refused(api: ApiClient, tenant: Tenant) -> None:
    request = cash_request(tenant, OTHER_REVENUE)
    request.document_date = datetime(2099, 1, 1)
    with pytest.raises(errors.BusinessRuleViolation) as raised:
        await api.cash.cash_in(request)
    assert raised.value.error_code == "PreventSaveDocumentsInFutureDate"


# -- manual links ----------------------------------------------------------------------------
async def test_manual_links_link_list_and_unlink(api: ApiClient, tenant: Tenant) -> None:
    first = (await api.journal_entries.create(new_entry(tenant))).document_code
    second = (await api.cash.cash_in(cash_request(tenant, OTHER_REVENUE))).document_code
    third = (await api.cash.cash_out(cash_request(tenant, PURCHASES))).document_code
    sloppy = f" {third[:2].lower()}{third[2:]} "  # the prefix is normalized
    assert await api.documents.link(first, linked_codes=[second, sloppy]) == [
        second,
        third,
    ]
    assert await api.documents.manual_links(third) == [first, second]
    await api.documents.unlink(first, third)
    assert await api.documents.manual_links(first) == [second]
    await api.documents.unlink(first, "XX-1")  # always 204
    with pytest.raises(errors.NotFound):
        await api.documents.link("SO-424242", linked_codes=[first])
