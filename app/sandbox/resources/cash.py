"""Cash in and cash out (spec: transactional documents, "Cash in and cash out", and the
states table's cash row).

The document itself (code from the main account's alias, sides, postings) is written by
``books.cash.record_cash_document``; this module checks the request.

Choices where the spec is silent (GUESSES.md, "Cash in and cash out"):
- Checks run: the request (400), the main account (400: missing, unknown, inactive, not
  Cash), the currency (400), each line in order (account, its currency, party ids, party,
  cost center: 400), then the 409s: rate decimals, future date, closing date, and last the
  main account's alias (DocumentmainAccountHasNoAlias, when the code is made).
- A currency without exchangeRate takes the currency's current rate (as journal entries);
  the system currency has rate 1; an organization without multiple currencies ignores
  currencyId (rate 1).
- Cash rule 3 looks at the main account too: in a multi-currency organization, with a
  currencyId, an account whose default currency is another one is 400 on its field.
- The main account's line gets the account's default cost center, if it accepts cost
  centers; the organization's requirement is not applied to it (the request cannot give
  it one).
- Lines keep their comments; the main account's line has none.
"""

from __future__ import annotations

from fastapi import APIRouter

from app.models.documents import AmountStatus
from app.models.journal_entries import CashTransactionRequest, CashTransactionResponse
from app.sandbox.auth import Caller
from app.sandbox.books import dates
from app.sandbox.books.cash import CASH_IN, CASH_OUT, CashDocument, record_cash_document
from app.sandbox.db import Database, utc_now
from app.sandbox.problems import invalid
from app.sandbox.resources.accounting_lines import (
    LineChecker,
    LineInput,
    LineRules,
    check_account_currency,
    document_currency,
    load_account,
)
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag

router = APIRouter(tags=["Cash in and cash out"], route_class=ApiRoute)

MAIN_ACCOUNT_TYPE = "Cash"


def _record(doc_type: str, body: CashTransactionRequest, caller: Caller, db: Database) -> str:
    """Check a cash document (rules 1, 3, 4, 5) and record it; returns its code."""
    caller_tenant, user_id = caller.tenant_id, caller.user_id
    stored_date = dates.stored_document_date(body.document_date)
    with db.transaction() as conn:
        # Rule 1: the main account is an existing Cash account (a bank one is a 400).
        main = load_account(conn, caller_tenant, body.main_account_id, "mainAccountId")
        if main["type"] != MAIN_ACCOUNT_TYPE:
            raise invalid(
                "mainAccountId",
                f"Account {main['code']} is not a cash account ({main['type'] or 'no type'}).",
            )
        currency = document_currency(conn, caller_tenant, body.currency_id, body.exchange_rate)
        checker = LineChecker(conn, caller_tenant, LineRules.CASH)
        if currency.currency_id is not None:
            check_account_currency(
                main, currency.currency_id, "mainAccountId", checker.system_currency_id
            )
        lines = [
            checker.posting(
                LineInput(
                    path=f"accountingDocumentDetails[{index}]",
                    account_id=line.account_id,
                    amount=line.amount,
                    # The type decides the side (rule 2); record_cash_document sets it.
                    side=AmountStatus.Credit if doc_type == CASH_IN else AmountStatus.Debit,
                    customer_id=line.customer_id,
                    supplier_id=line.supplier_id,
                    cost_center_id=line.cost_center_id,
                    comments=line.comments,
                ),
                currency_id=currency.currency_id,
            )
            for index, line in enumerate(body.accounting_document_details)
        ]
        main_cost_center = checker.cost_center(main, None, "", requirable=False)
        # Rule 5: the 409s, after every 400. A future date is refused whatever the
        # organization allows elsewhere.
        if currency.rate_problem is not None:
            raise currency.rate_problem
        dates.check_future_date(conn, caller_tenant, stored_date, always=True)
        dates.check_closing_date(conn, caller_tenant, stored_date)
        _document_id, code = record_cash_document(
            conn,
            caller_tenant,
            CashDocument(
                doc_type,
                int(main["id"]),
                stored_date,
                lines,
                currency_id=currency.currency_id,
                exchange_rate=currency.exchange_rate,
                paper_number=body.paper_number,
                notes=body.notes,
                responsible_id=body.responsible_id,
                main_cost_center_id=main_cost_center,
            ),
            posted=get_flag(conn, caller_tenant, "postInRealTime"),
            created_by=user_id,
            now=utc_now(),
        )
    return code


@router.post("/cash-in", status_code=201, **requires("create:cash-transaction"))
def cash_in(body: CashTransactionRequest, caller: CurrentCaller, db: Db) -> CashTransactionResponse:
    """Money in (CI): the lines are credited, the main account debited with the total."""
    return CashTransactionResponse(document_code=_record(CASH_IN, body, caller, db))


@router.post("/cash-out", status_code=201, **requires("create:cash-transaction"))
def cash_out(
    body: CashTransactionRequest, caller: CurrentCaller, db: Db
) -> CashTransactionResponse:
    """Money out (CO): the lines are debited, the main account credited with the total."""
    return CashTransactionResponse(document_code=_record(CASH_OUT, body, caller, db))
