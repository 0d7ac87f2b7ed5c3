"""Journal entries (spec: transactional documents, "Journal entries", and the states table).

An *accounting document* is any document with ledger lines: journal entries (JE), cash
documents (CI, CO), the entries work orders make (system JEs), opening balances and the
other accounting types. The list shows them all; update and delete find one by its
journal-entry code (``JE-...``) or its own document code.

Choices where the spec is silent (GUESSES.md, "Journal entries"):
- ``JournalEntryResponse`` is the header (codes, type, date, paper number, responsible,
  notes, currency, rate, flags, related and linked codes, totals) with every line.
- List: blank ``code``/``paperNumber``/``relatedIOCode`` mean no filter; an empty page
  keeps the full totalCount; both customer and supplier is 400 on ``customerId``,
  dateFrom after dateTo 400 on ``dateFrom``.
- ``relatedIOCode`` matches the code of the document an entry was made for (a work
  order's system entry) or the ``relatedDocumentCode`` sent with the entry.
- Create and update check: the request (400), then the header currency (400), the lines
  in order (400: account, party ids, party, cost center), the balance (400 on
  ``accountingDocumentDetails``), then the 409s: rate decimals, future date, closing date.
- Update and delete first check the stored entry: a system entry (update 409
  DocumentCannotUpdateAfterPosting, delete CannotDeleteSystemJournalEntry), posted (409
  PostedDocumentsCannotBeUpdatedOrDeleted), a cashed credit or debit note
  (CannotUpdateDeletedRelatedToCashedCNDN), a cash document paying a sales document
  (ItemCannotDeleteItInUse); an update then the stored date's closing date and the row
  states (PhantomRead: one stored id sent twice; DirtyRead: the non-Added ids are not
  exactly the stored ids).
- A cash document updated through this endpoint must stay balanced whatever
  ``rejectUnbalancedJournalEntries`` says (its main line is its total).
"""

from __future__ import annotations

import sqlite3
import weakref
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Query, Response

from app.models.base import INT32_MAX, IsoDateTime
from app.models.common import AccountReference, CurrencyReference, PagedResult
from app.models.documents import (
    AmountStatus,
    CostCenterReference,
    CustomerReference,
    RowState,
    SupplierReference,
)
from app.models.error_codes import ErrorCode
from app.models.journal_entries import (
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
    JournalEntryDetailResponse,
    JournalEntryMutationResponse,
    JournalEntryPaymentRequest,
    JournalEntryResponse,
    UpdateJournalEntryDetailRequest,
    UpdateJournalEntryRequest,
)
from app.sandbox.books import dates, ledger
from app.sandbox.books.cash import CASH_IN, CASH_OUT
from app.sandbox.books.documents import delete_document, insert_document
from app.sandbox.books.numbering import new_journal_code, normalized_code
from app.sandbox.db import Database, utc_now
from app.sandbox.paging import StrictPage, paged
from app.sandbox.problems import business_rule, invalid, not_found
from app.sandbox.resources.accounting_lines import (
    DocumentCurrency,
    LineChecker,
    LineInput,
    LineRules,
    document_currency,
    load_account,
)
from app.sandbox.routing import ApiRoute, CurrentCaller, Db, requires
from app.sandbox.settings import get_flag, get_int

router = APIRouter(prefix="/journal-entries", tags=["Journal entries"], route_class=ApiRoute)

JOURNAL_ENTRY = "JE"
LINES = "accountingDocumentDetails"
CASHED_NOTE_TYPES = ("CN", "DN")
PAYMENT_ACCOUNT_TYPES = ("Cash", "Bank")

_Reference = TypeVar(
    "_Reference",
    AccountReference,
    CurrencyReference,
    CostCenterReference,
    CustomerReference,
    SupplierReference,
)


# -- list ------------------------------------------------------------------------------------
def _reference_rows(
    conn: sqlite3.Connection, table: str, ids: set[int], name: str = "name"
) -> dict[int, sqlite3.Row]:
    if not ids:
        return {}
    marks = ", ".join("?" * len(ids))
    return {
        int(row["id"]): row
        for row in conn.execute(
            f"SELECT id, code, {name} AS name FROM {table} WHERE id IN ({marks})", tuple(ids)
        )
    }


def _responses(conn: sqlite3.Connection, headers: list[sqlite3.Row]) -> list[JournalEntryResponse]:
    """Entries with all their lines, references resolved (an unresolved one holds its id)."""
    if not headers:
        return []
    ids = [int(h["id"]) for h in headers]
    marks = ", ".join("?" * len(ids))
    lines_by_document: dict[int, list[sqlite3.Row]] = defaultdict(list)
    for line in conn.execute(
        f"SELECT * FROM ledger_lines WHERE document_id IN ({marks}) "
        "ORDER BY document_id, line_number, id",
        ids,
    ):
        lines_by_document[int(line["document_id"])].append(line)
    every_line = [line for lines in lines_by_document.values() for line in lines]

    def ids_of(column: str) -> set[int]:
        return {int(line[column]) for line in every_line if line[column] is not None}

    accounts = _reference_rows(conn, "accounts", ids_of("account_id"))
    customers = _reference_rows(conn, "customers", ids_of("customer_id"))
    suppliers = _reference_rows(conn, "suppliers", ids_of("supplier_id"))
    cost_centers = _reference_rows(conn, "cost_centers", ids_of("cost_center_id"))
    currencies = _reference_rows(
        conn, "currencies", {int(h["currency_id"]) for h in headers if h["currency_id"]}
    )

    # One reference object per record and request: a page names the same few accounts
    # thousands of times. Built from trusted rows, so without validating them again.
    made: dict[tuple[type[Any], int], Any] = {}

    def reference(
        rows: dict[int, sqlite3.Row], kind: type[_Reference], record_id: int | None
    ) -> _Reference | None:
        if record_id is None:
            return None
        key = (kind, int(record_id))
        found: _Reference | None = made.get(key)
        if found is None:
            row = rows.get(int(record_id))
            if row is None:
                found = kind.model_construct(id=record_id)
            else:
                found = kind.model_construct(id=row["id"], code=row["code"], name=row["name"])
            made[key] = found
        return found

    responses = []
    for header in headers:
        details = []
        total_debit = total_credit = Decimal(0)
        rate = float(header["exchange_rate"] or 1.0)
        for line in lines_by_document[int(header["id"])]:
            side = AmountStatus.Debit if line["debit"] > 0 else AmountStatus.Credit
            # ``amount`` is the document-currency amount; rows written before it existed
            # (or by hand) have only the system-currency debit or credit.
            amount = line["amount"] or (line["debit"] + line["credit"]) / rate
            value = Decimal(str(round(amount, 6)))
            if side == AmountStatus.Debit:
                total_debit += value
            else:
                total_credit += value
            details.append(
                JournalEntryDetailResponse.model_construct(
                    id=line["id"],
                    account=reference(accounts, AccountReference, line["account_id"]),
                    amount=value,
                    amount_status=side,
                    cost_center=reference(
                        cost_centers, CostCenterReference, line["cost_center_id"]
                    ),
                    customer=reference(customers, CustomerReference, line["customer_id"]),
                    supplier=reference(suppliers, SupplierReference, line["supplier_id"]),
                    comments=line["comments"],
                )
            )
        responses.append(
            JournalEntryResponse.model_construct(
                id=header["id"],
                document_code=header["code"],
                journal_entry_code=header["journal_code"],
                document_type=header["type"],
                document_date=(
                    datetime.fromisoformat(header["document_date"])
                    if header["document_date"]
                    else None
                ),
                paper_number=header["paper_number"],
                responsible_id=header["responsible_id"],
                notes=header["notes"],
                currency=reference(currencies, CurrencyReference, header["currency_id"]),
                exchange_rate=Decimal(str(header["exchange_rate"])),
                is_posted=bool(header["is_posted"]),
                is_invoicing_j_e=bool(header["is_invoicing_je"]),
                is_system=bool(header["is_system"]),
                is_recurring_template=bool(header["is_recurring_template"]),
                related_document_code=header["related_code"] or header["related_document_code"],
                linked_document_code=header["linked_document_code"],
                total_debit=total_debit,
                total_credit=total_credit,
                accounting_document_details=details,
            )
        )
    return responses


_HEADER = """
    SELECT d.*, related.code AS related_code FROM documents AS d
    LEFT JOIN documents AS related ON related.id = d.related_document_id
"""


_COUNTS: weakref.WeakKeyDictionary[Database, dict[tuple[object, ...], int]] = (
    weakref.WeakKeyDictionary()
)
"""Per database: the last list counts, keyed by query and by the database's state."""


def _count(db: Database, conn: sqlite3.Connection, condition: str, args: list[object]) -> int:
    """The list's totalCount. Paging through 100,000 documents asks the same count 100
    times; it is kept until anything is written (this connection's ``total_changes``) or
    another connection commits (``PRAGMA data_version``), so every answer is current."""
    state = (conn.total_changes, conn.execute("PRAGMA data_version").fetchone()[0])
    key = (condition, *args, *state)
    counts = _COUNTS.setdefault(db, {})
    if key not in counts:
        if len(counts) > 64:
            counts.clear()
        counts[key] = int(
            conn.execute(f"SELECT count(*) FROM documents AS d WHERE {condition}", args).fetchone()[
                0
            ]
        )
    return counts[key]


def _text(value: str | None) -> str | None:
    """A text filter: trimmed; blank means no filter."""
    return value.strip() if value is not None and value.strip() else None


@router.get("", response_model=PagedResult[JournalEntryResponse], **requires("read:journal-entry"))
def list_journal_entries(
    caller: CurrentCaller,
    db: Db,
    page: StrictPage,
    code: Annotated[str | None, Query()] = None,
    paper_number: Annotated[str | None, Query(alias="paperNumber")] = None,
    related_io_code: Annotated[str | None, Query(alias="relatedIOCode")] = None,
    account_id: Annotated[int | None, Query(alias="accountId", gt=0, le=INT32_MAX)] = None,
    customer_id: Annotated[int | None, Query(alias="customerId", gt=0, le=INT32_MAX)] = None,
    supplier_id: Annotated[int | None, Query(alias="supplierId", gt=0, le=INT32_MAX)] = None,
    cost_center_id: Annotated[int | None, Query(alias="costCenterId", gt=0, le=INT32_MAX)] = None,
    date_from: Annotated[IsoDateTime | None, Query(alias="dateFrom")] = None,
    date_to: Annotated[IsoDateTime | None, Query(alias="dateTo")] = None,
    is_posted_only: Annotated[bool, Query(alias="isPostedOnly")] = True,
    currency_id: Annotated[int | None, Query(alias="currencyId", gt=0, le=INT32_MAX)] = None,
) -> Response:
    """Every accounting document (check ``documentType``), newest document date first.

    Rule 1: out-of-range paging, both customer and supplier, or dateFrom after dateTo are
    400. Rule 2: ``isPostedOnly`` defaults to true, hiding new (unposted) entries. Rule 4:
    the account, party and cost center filters must all hold on one line, and the entry
    still comes with all its lines. Dates compare the document's day (time ignored),
    dateTo including its whole day.
    """
    if customer_id is not None and supplier_id is not None:
        raise invalid("customerId", "Filter by a customer or by a supplier, not both.")
    day_from = dates.stored_document_date(date_from)[:10] if date_from else None
    day_to = dates.stored_document_date(date_to)[:10] if date_to else None
    if day_from is not None and day_to is not None and day_from > day_to:
        raise invalid("dateFrom", "dateFrom is after dateTo.")
    # Rule 4: the line filters hold together on one line of the entry.
    line_where = ["l.document_id = d.id"]
    line_args: list[object] = []
    for column, value in (
        ("account_id", account_id),
        ("customer_id", customer_id),
        ("supplier_id", supplier_id),
        ("cost_center_id", cost_center_id),
    ):
        if value is not None:
            line_where.append(f"l.{column} = ?")
            line_args.append(value)
    where = [
        "d.tenant_id = ?",
        f"EXISTS (SELECT 1 FROM ledger_lines AS l WHERE {' AND '.join(line_where)})",
    ]
    args: list[object] = [caller.tenant_id, *line_args]
    if (wanted := _text(code)) is not None:
        where.append("(d.code = ? OR d.journal_code = ?)")
        args += [wanted, wanted]
    if (wanted := _text(paper_number)) is not None:
        where.append("d.paper_number = ?")
        args.append(wanted)
    if (wanted := _text(related_io_code)) is not None:
        where.append(
            "(d.related_document_code = ? OR d.related_document_id IN "
            "(SELECT id FROM documents WHERE tenant_id = ? AND code = ?))"
        )
        args += [wanted, caller.tenant_id, wanted]
    if day_from is not None:
        where.append("substr(d.document_date, 1, 10) >= ?")
        args.append(day_from)
    if day_to is not None:
        where.append("substr(d.document_date, 1, 10) <= ?")
        args.append(day_to)
    if is_posted_only:
        where.append("d.is_posted = 1")
    if currency_id is not None:
        where.append("d.currency_id = ?")
        args.append(currency_id)
    condition = " AND ".join(where)
    with db.transaction() as conn:
        total = _count(db, conn, condition, args)
        # The page's ids first, over the (tenant, date, id) index alone: skipping 99,000
        # rows of it costs little, skipping 99,000 whole headers does not.
        ids = [
            row[0]
            for row in conn.execute(
                f"SELECT d.id FROM documents AS d WHERE {condition} "
                "ORDER BY d.document_date DESC, d.id DESC LIMIT ? OFFSET ?",
                [*args, page.limit, page.offset],
            )
        ]
        marks = ", ".join("?" * len(ids))
        by_id = (
            {row["id"]: row for row in conn.execute(f"{_HEADER} WHERE d.id IN ({marks})", ids)}
            if ids
            else {}
        )
        items = _responses(conn, [by_id[i] for i in ids])
    # The model's own JSON, as FastAPI would write it, without FastAPI validating the
    # 1,000 entries of a page a second time.
    body = paged(items, total, page, zero_total_when_empty=False)
    return Response(content=body.model_dump_json(by_alias=True), media_type="application/json")


# -- create ----------------------------------------------------------------------------------
def _line_inputs(lines: Sequence[CreateJournalEntryDetailRequest]) -> list[LineInput]:
    return [
        LineInput(
            path=f"{LINES}[{index}]",
            account_id=line.account_id,
            amount=line.amount,
            side=line.amount_status,
            customer_id=line.customer_id,
            supplier_id=line.supplier_id,
            cost_center_id=line.cost_center_id,
            comments=line.comments,
        )
        for index, line in enumerate(lines)
    ]


def _check_balance(
    conn: sqlite3.Connection,
    tenant_id: int,
    postings: list[ledger.Posting],
    *,
    always: bool = False,
) -> None:
    """Rule 4: an unbalanced entry is refused only if the organization says so."""
    if not (always or get_flag(conn, tenant_id, "rejectUnbalancedJournalEntries")):
        return
    if not ledger.is_balanced(postings, get_int(conn, tenant_id, "decimalPlaces")):
        raise invalid(LINES, "The entry does not balance: debits and credits differ.")


def _check_dates(
    conn: sqlite3.Connection,
    tenant_id: int,
    currency: DocumentCurrency,
    stored_date: str,
    *,
    updating: bool = False,
) -> None:
    """The 409s, after every 400: rate decimals, future date (setting), closing date."""
    if currency.rate_problem is not None:
        raise currency.rate_problem
    dates.check_future_date(conn, tenant_id, stored_date)
    dates.check_closing_date(conn, tenant_id, stored_date, updating=updating)


@router.post("", status_code=201, **requires("create:journal-entry"))
def create_journal_entry(
    body: CreateJournalEntryRequest, caller: CurrentCaller, db: Db
) -> JournalEntryMutationResponse:
    """Rules 1-7. The new entry is unposted whatever the organization's posting setting."""
    stored_date = dates.stored_document_date(body.document_date)
    with db.transaction() as conn:
        currency = document_currency(conn, caller.tenant_id, body.currency_id, body.exchange_rate)
        checker = LineChecker(conn, caller.tenant_id, LineRules.JOURNAL)
        postings = [
            checker.posting(line) for line in _line_inputs(body.accounting_document_details)
        ]
        _check_balance(conn, caller.tenant_id, postings)
        _check_dates(conn, caller.tenant_id, currency, stored_date)
        code = new_journal_code(conn, caller.tenant_id)
        document_id = insert_document(
            conn,
            caller.tenant_id,
            JOURNAL_ENTRY,
            code,
            created_by=caller.user_id,
            journal_code=code,
            document_date=stored_date,
            paper_number=body.paper_number,
            responsible_id=body.responsible_id,
            notes=body.notes,
            currency_id=currency.currency_id,
            exchange_rate=currency.exchange_rate,
            related_document_code=_text(body.related_document_code),
            linked_document_code=_text(body.linked_document_code),
            is_invoicing_je=int(bool(body.is_invoicing_j_e)),
            is_posted=0,
        )
        ledger.write_postings(
            conn, caller.tenant_id, document_id, postings, exchange_rate=currency.exchange_rate
        )
    return JournalEntryMutationResponse(document_code=code)


# -- payment ---------------------------------------------------------------------------------
@router.post("/payment", status_code=201, **requires("create:journal-entry"))
def create_payment_entry(
    body: JournalEntryPaymentRequest, caller: CurrentCaller, db: Db
) -> JournalEntryMutationResponse:
    """A payment between a customer or supplier and a cash or bank account, as one balanced
    (unposted) journal entry. Not shown in the spec; designed here (GUESSES.md):

    - a customer's payment debits the payment account and credits the customer's
      receivable account; a payment to a supplier debits its payable account and credits
      the payment account; both lines carry ``amount``;
    - paymentAccountId must be an active Cash or Bank account (400); an unknown customer or
      supplier is 400, one without a related account 400 CK_NoCustomerOrSupplierSelected-
      forAccount;
    - costCenterId goes on the lines whose account accepts cost centers (none accepting it:
      400), an omitted one takes each account's default, required per the organization;
    - currency, rate, dates and posting as a journal entry (rules 5 and 6; unposted).
    """
    stored_date = dates.stored_document_date(body.document_date)
    with db.transaction() as conn:
        tenant_id = caller.tenant_id
        currency = document_currency(conn, tenant_id, body.currency_id, body.exchange_rate)
        payment_account = load_account(conn, tenant_id, body.payment_account_id, "paymentAccountId")
        if payment_account["type"] not in PAYMENT_ACCOUNT_TYPES:
            raise invalid(
                "paymentAccountId",
                f"Account {payment_account['code']} is not a cash or bank account.",
            )
        field, table = (
            ("customerId", "customers")
            if body.customer_id is not None
            else ("supplierId", "suppliers")
        )
        party_id = body.customer_id if body.customer_id is not None else body.supplier_id
        party = conn.execute(
            f"SELECT id, code, name, related_account_id FROM {table} "
            "WHERE id = ? AND tenant_id = ?",
            (party_id, tenant_id),
        ).fetchone()
        if party is None:
            raise invalid(field, f"{field[:-2].capitalize()} {party_id} does not exist.")
        if party["related_account_id"] is None:
            raise invalid(
                field,
                f"{party['name']} is not linked to an account.",
                error_code=ErrorCode.CK_NoCustomerOrSupplierSelectedforAccount,
            )
        party_account = load_account(conn, tenant_id, party["related_account_id"], field)
        checker = LineChecker(conn, tenant_id, LineRules.JOURNAL)
        accepting = [
            account
            for account in (payment_account, party_account)
            if account["accepts_cost_center"]
        ]
        if body.cost_center_id is not None and not accepting:
            # Neither line can carry it: the checker refuses it (an unknown id first).
            checker.cost_center(party_account, body.cost_center_id, "")
        amount = float(body.amount)
        incoming = body.customer_id is not None
        comment = f"Payment {'from' if incoming else 'to'} {party['name']}"
        postings = []
        for account, side in (
            (payment_account, AmountStatus.Debit if incoming else AmountStatus.Credit),
            (party_account, AmountStatus.Credit if incoming else AmountStatus.Debit),
        ):
            sent = body.cost_center_id if account["accepts_cost_center"] else None
            postings.append(
                ledger.Posting(
                    int(account["id"]),
                    side,
                    amount,
                    customer_id=body.customer_id if account is party_account else None,
                    supplier_id=body.supplier_id if account is party_account else None,
                    cost_center_id=checker.cost_center(account, sent, ""),
                    comments=comment,
                )
            )
        _check_dates(conn, tenant_id, currency, stored_date)
        code = new_journal_code(conn, tenant_id)
        document_id = insert_document(
            conn,
            tenant_id,
            JOURNAL_ENTRY,
            code,
            created_by=caller.user_id,
            journal_code=code,
            document_date=stored_date,
            paper_number=body.paper_number,
            notes=body.notes,
            currency_id=currency.currency_id,
            exchange_rate=currency.exchange_rate,
            is_posted=0,
        )
        ledger.write_postings(
            conn, tenant_id, document_id, postings, exchange_rate=currency.exchange_rate
        )
    return JournalEntryMutationResponse(document_code=code)


# -- update and delete -----------------------------------------------------------------------
def find_entry(conn: sqlite3.Connection, tenant_id: int, code: str) -> sqlite3.Row:
    """Update/delete rule 1: a code starting with JE is a journal-entry code, anything else
    a document code (trimmed, prefix normalized); unknown, or no lines: 404. A document
    without lines of its own whose entry the service made (a work order) stands for that
    system entry, so that its delete is CannotDeleteSystemJournalEntry."""
    wanted = normalized_code(code)
    column = "journal_code" if wanted.startswith(JOURNAL_ENTRY) else "code"
    row: sqlite3.Row | None = conn.execute(
        f"SELECT * FROM documents AS d WHERE d.tenant_id = ? AND d.{column} = ? "
        "AND EXISTS (SELECT 1 FROM ledger_lines AS l WHERE l.document_id = d.id) "
        "ORDER BY d.id LIMIT 1",
        (tenant_id, wanted),
    ).fetchone()
    if row is None and column == "code":
        # A document whose entry the service made (a work order's): its system entry.
        row = conn.execute(
            "SELECT d.* FROM documents AS d JOIN documents AS source "
            "ON source.id = d.related_document_id WHERE d.tenant_id = ? AND d.is_system = 1 "
            "AND source.code = ? ORDER BY d.id LIMIT 1",
            (tenant_id, wanted),
        ).fetchone()
    if row is None:
        raise not_found(f"No journal entry or accounting document has the code '{wanted}'.")
    return row


def _check_changeable(conn: sqlite3.Connection, entry: sqlite3.Row, *, deleting: bool) -> None:
    """What the stored entry allows, before the request is looked at."""
    if entry["is_system"]:
        if deleting:
            raise business_rule(
                ErrorCode.CannotDeleteSystemJournalEntry,
                f"{entry['code']} was made by the system for another document and cannot be "
                "deleted.",
            )
        raise business_rule(
            ErrorCode.DocumentCannotUpdateAfterPosting,
            f"{entry['code']} was made by the system for a document that is already posted; "
            "change that document instead.",
        )
    if entry["is_posted"]:
        raise business_rule(
            ErrorCode.PostedDocumentsCannotBeUpdatedOrDeleted,
            f"{entry['code']} is posted and can no longer be changed or deleted.",
        )
    paid = conn.execute(
        "SELECT count(*) FROM document_payments WHERE payment_document_id = ? OR document_id = ?",
        (entry["id"], entry["id"]),
    ).fetchone()[0]
    if paid and entry["type"] in CASHED_NOTE_TYPES:
        raise business_rule(
            ErrorCode.CannotUpdateDeletedRelatedToCashedCNDN,
            f"{entry['code']} has been cashed and can no longer be changed or deleted.",
        )
    if paid:
        raise business_rule(
            ErrorCode.ItemCannotDeleteItInUse,
            f"{entry['code']} records a payment of another document.",
        )


def _check_row_states(
    stored_ids: set[int],
    lines: Sequence[UpdateJournalEntryDetailRequest],
) -> None:
    """Update rule 2: non-Added lines must name the stored lines, each once, all of them."""
    sent = [line.id for line in lines if line.row_state != RowState.Added]
    known = [line_id for line_id in sent if line_id is not None]
    if len(set(known)) != len(known):
        raise business_rule(
            ErrorCode.PhantomRead,
            "A stored line is sent more than once; read the entry again.",
        )
    if None in sent or set(known) != stored_ids:
        raise business_rule(
            ErrorCode.DirtyRead,
            "The lines sent are not the entry's stored lines; it may have changed since it was "
            "read. Read it again and send every stored line.",
        )


@router.put("/code/{code}", status_code=204, **requires("update:journal-entry"))
def update_journal_entry(
    code: str, body: UpdateJournalEntryRequest, caller: CurrentCaller, db: Db
) -> Response:
    """Rules 1-4: the header is overwritten (omitted fields cleared), lines follow their row
    states, and the create rules apply to the lines not Deleted. An organization posting
    in real time posts the entry when every line has an account."""
    stored_date = dates.stored_document_date(body.document_date)
    with db.transaction() as conn:
        tenant_id = caller.tenant_id
        entry = find_entry(conn, tenant_id, code)
        _check_changeable(conn, entry, deleting=False)
        dates.check_closing_date(conn, tenant_id, entry["document_date"], updating=True)
        stored_ids = {
            int(row[0])
            for row in conn.execute(
                "SELECT id FROM ledger_lines WHERE document_id = ?", (entry["id"],)
            )
        }
        _check_row_states(stored_ids, list(body.accounting_document_details))
        # Rule 3: omitting currencyId clears it (rate 1); a currency without a rate keeps
        # the stored rate.
        currency = document_currency(
            conn,
            tenant_id,
            body.currency_id,
            body.exchange_rate,
            keep_rate=float(entry["exchange_rate"]),
        )
        checker = LineChecker(conn, tenant_id, LineRules.JOURNAL)
        inputs = _line_inputs(list(body.accounting_document_details))
        kept: list[tuple[int | None, ledger.Posting]] = []
        deleted: list[int] = []
        for line, sent in zip(inputs, body.accounting_document_details, strict=True):
            if sent.row_state == RowState.Deleted:
                assert sent.id is not None  # _check_row_states
                deleted.append(sent.id)
                continue
            line_id = sent.id if sent.row_state == RowState.Modified else None
            kept.append((line_id, checker.posting(line)))
        postings = [posting for _line_id, posting in kept]
        _check_balance(conn, tenant_id, postings, always=entry["type"] in (CASH_IN, CASH_OUT))
        _check_dates(conn, tenant_id, currency, stored_date, updating=True)

        rate = currency.exchange_rate
        ledger.remove_postings(conn, entry["id"], deleted)
        for line_id, posting in kept:
            if line_id is not None:
                ledger.rewrite_posting(conn, line_id, posting, exchange_rate=rate)
        ledger.write_postings(
            conn,
            tenant_id,
            entry["id"],
            [posting for line_id, posting in kept if line_id is None],
            exchange_rate=rate,
        )
        posted = get_flag(conn, tenant_id, "postInRealTime") and _every_line_has_an_account(
            conn, entry["id"]
        )
        conn.execute(
            "UPDATE documents SET document_date = ?, paper_number = ?, responsible_id = ?, "
            "notes = ?, currency_id = ?, exchange_rate = ?, is_posted = ?, updated_at = ?, "
            "updated_by = ? WHERE id = ?",
            (
                stored_date,
                body.paper_number,
                body.responsible_id,
                body.notes,
                currency.currency_id,
                rate,
                int(posted),
                utc_now(),
                caller.user_id,
                entry["id"],
            ),
        )
    return Response(status_code=204)


def _every_line_has_an_account(conn: sqlite3.Connection, document_id: int) -> bool:
    """The states table's condition for posting on update: no line without an existing
    account."""
    return (
        conn.execute(
            "SELECT 1 FROM ledger_lines AS l WHERE l.document_id = ? AND NOT EXISTS "
            "(SELECT 1 FROM accounts AS a WHERE a.id = l.account_id) LIMIT 1",
            (document_id,),
        ).fetchone()
        is None
    )


@router.delete("/code/{code}", status_code=204, **requires("delete:journal-entry"))
def delete_journal_entry(code: str, caller: CurrentCaller, db: Db) -> Response:
    """204; the document, its lines, relations and links are removed for good."""
    with db.transaction() as conn:
        entry = find_entry(conn, caller.tenant_id, code)
        _check_changeable(conn, entry, deleting=True)
        delete_document(conn, caller.tenant_id, int(entry["id"]))
    return Response(status_code=204)
