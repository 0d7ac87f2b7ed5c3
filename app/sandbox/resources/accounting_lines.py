"""The rules journal entries, payment entries and cash documents share: the document
currency and rate, and each line's account, party (customer or supplier) and cost center.

Transactional spec, "Journal entries" rules 2, 3 and 5 and "Cash in and cash out" rules 1,
3 and 4. The two families differ, and ``LineRules`` says which one applies:

=======================  =========================================  ==========================
                         journal entry (``JOURNAL``)                cash document (``CASH``)
=======================  =========================================  ==========================
AR line, no party        the account's single linked customer when  400 CK_NocustomerSelected-
                         it has no linked supplier, else 400        forAR
                         CK_NocustomerSelectedforAR
AP line, no supplier     the account's single linked supplier,      400 CK_NoSupplierSelected-
                         else 400 CK_NoSupplierSelectedforAP        forAP
party not linked         400 CK_NoCustomerOrSupplierSelectedfor-    the same (on AR/AP lines)
                         Account (any line)
party on another line    not linked: the 400 above                  ignored
cost center, account     400                                        ignored
does not accept one
=======================  =========================================  ==========================

A party is *linked* to an account when the customer's or supplier's ``related_account_id``
is that account (active or not). An omitted cost center takes the account's default; an
account that accepts cost centers but has no default needs one when the organization
requires it (``costCenterRequired``), else 400. These 400s carry the CK_ code as
``errorCode`` where the spec lists one, and name the line's field.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from app.models.documents import AmountStatus
from app.models.error_codes import ErrorCode
from app.models.journal_entries import ACCOUNTING_RATE_DECIMALS
from app.sandbox.books.dates import current_rate, rate_decimals_problem, system_currency
from app.sandbox.books.ledger import Posting
from app.sandbox.problems import Problem, invalid
from app.sandbox.settings import get_flag

RECEIVABLE, PAYABLE = "AccountsReceivable", "AccountsPayable"


class LineRules(Enum):
    JOURNAL = "journal"
    CASH = "cash"


@dataclass(frozen=True)
class LineInput:
    """One sent line, whatever the request model: ``path`` is its wire path
    (``accountingDocumentDetails[2]``)."""

    path: str
    account_id: int | None
    amount: Decimal
    side: AmountStatus
    customer_id: int | None = None
    supplier_id: int | None = None
    cost_center_id: int | None = None
    comments: str | None = None


@dataclass(frozen=True)
class DocumentCurrency:
    """The currency and rate a document is stored with, and the rate problem (a 409) to
    raise once the 400s are through."""

    currency_id: int | None
    exchange_rate: float
    rate_problem: Problem | None = None


def document_currency(
    conn: sqlite3.Connection,
    tenant_id: int,
    currency_id: int | None,
    exchange_rate: Decimal | None,
    *,
    keep_rate: float | None = None,
) -> DocumentCurrency:
    """Journal rule 5 / cash rule 3: no currency means rate 1 (a sent rate is ignored, its
    decimals too); a currency without a rate takes ``keep_rate`` (an update keeps the
    stored one) or the current rate. The system currency always has rate 1, and an
    organization without multiple currencies ignores ``currencyId``. An unknown currency
    is 400 on ``currencyId``; more than 6 decimals is the (deferred) 409."""
    if currency_id is None or not get_flag(conn, tenant_id, "multipleCurrencies"):
        return DocumentCurrency(None, 1.0)
    row = conn.execute(
        "SELECT id, is_system FROM currencies WHERE id = ? AND tenant_id = ?",
        (currency_id, tenant_id),
    ).fetchone()
    if row is None:
        raise invalid("currencyId", f"Currency {currency_id} does not exist.")
    if row["is_system"]:
        return DocumentCurrency(currency_id, 1.0)
    if exchange_rate is None:
        rate = keep_rate if keep_rate is not None else current_rate(conn, currency_id)
        return DocumentCurrency(currency_id, rate)
    return DocumentCurrency(
        currency_id,
        float(exchange_rate),
        rate_decimals_problem(exchange_rate, ACCOUNTING_RATE_DECIMALS),
    )


def load_account(
    conn: sqlite3.Connection, tenant_id: int, account_id: int | None, field: str
) -> sqlite3.Row:
    """An active account of the organization, else 400 on ``field``."""
    row: sqlite3.Row | None = (
        conn.execute(
            "SELECT * FROM accounts WHERE id = ? AND tenant_id = ? AND is_active = 1",
            (account_id, tenant_id),
        ).fetchone()
        if account_id is not None
        else None
    )
    if row is None:
        message = (
            "Choose an account."
            if account_id is None
            else f"Account {account_id} does not exist or is inactive."
        )
        raise invalid(field, message)
    return row


def _exists(conn: sqlite3.Connection, table: str, tenant_id: int, record_id: int) -> bool:
    return (
        conn.execute(
            f"SELECT 1 FROM {table} WHERE id = ? AND tenant_id = ?", (record_id, tenant_id)
        ).fetchone()
        is not None
    )


def _linked(conn: sqlite3.Connection, table: str, tenant_id: int, account_id: int) -> list[int]:
    """Ids of the customers or suppliers linked to an account (by their related account)."""
    return [
        int(row[0])
        for row in conn.execute(
            f"SELECT id FROM {table} WHERE tenant_id = ? AND related_account_id = ? ORDER BY id",
            (tenant_id, account_id),
        )
    ]


def _linked_to(conn: sqlite3.Connection, table: str, record_id: int, account_id: int) -> bool:
    row = conn.execute(
        f"SELECT related_account_id FROM {table} WHERE id = ?", (record_id,)
    ).fetchone()
    return row is not None and row[0] == account_id


class LineChecker:
    """Checks sent lines one by one and turns each into the ``Posting`` to write."""

    def __init__(self, conn: sqlite3.Connection, tenant_id: int, rules: LineRules) -> None:
        self.conn = conn
        self.tenant_id = tenant_id
        self.rules = rules
        self.cost_center_required = get_flag(conn, tenant_id, "costCenterRequired")
        self.system_currency_id = system_currency(conn, tenant_id)

    def posting(
        self, line: LineInput, *, currency_id: int | None = None, account_field: str = "accountId"
    ) -> Posting:
        """The line as a posting (party and cost center resolved), or the 400 it breaks.

        ``currency_id``: cash rule 3, the document's currency in a multi-currency
        organization (an account with another default foreign currency is refused)."""
        account = load_account(
            self.conn, self.tenant_id, line.account_id, f"{line.path}.{account_field}"
        )
        if currency_id is not None:
            check_account_currency(
                account, currency_id, f"{line.path}.{account_field}", self.system_currency_id
            )
        self._check_party_ids(line)
        customer_id, supplier_id = self._party(line, account)
        cost_center_id = self.cost_center(account, line.cost_center_id, f"{line.path}")
        return Posting(
            int(account["id"]),
            line.side,
            float(line.amount),
            customer_id=customer_id,
            supplier_id=supplier_id,
            cost_center_id=cost_center_id,
            comments=line.comments,
        )

    # -- parties ---------------------------------------------------------------------------
    def _check_party_ids(self, line: LineInput) -> None:
        """Unknown customer or supplier ids are 400 (cash rule 4), on any line."""
        if line.customer_id is not None and not _exists(
            self.conn, "customers", self.tenant_id, line.customer_id
        ):
            raise invalid(f"{line.path}.customerId", f"Customer {line.customer_id} does not exist.")
        if line.supplier_id is not None and not _exists(
            self.conn, "suppliers", self.tenant_id, line.supplier_id
        ):
            raise invalid(f"{line.path}.supplierId", f"Supplier {line.supplier_id} does not exist.")

    def _party(self, line: LineInput, account: sqlite3.Row) -> tuple[int | None, int | None]:
        account_id, account_type = int(account["id"]), account["type"]
        customer_id, supplier_id = line.customer_id, line.supplier_id
        if self.rules is LineRules.CASH:
            if account_type not in (RECEIVABLE, PAYABLE):
                return None, None  # "a customer or supplier on a non-AR or non-AP line"
            if account_type == RECEIVABLE:
                supplier_id = None
                if customer_id is None:
                    raise _no_customer(line)
            elif supplier_id is None:
                raise _no_supplier(line)
            else:
                customer_id = None
        elif account_type == RECEIVABLE and customer_id is None and supplier_id is None:
            # "An AR line with no linked suppliers takes its single linked customer."
            customers = _linked(self.conn, "customers", self.tenant_id, account_id)
            suppliers = _linked(self.conn, "suppliers", self.tenant_id, account_id)
            if suppliers or len(customers) != 1:
                raise _no_customer(line)
            customer_id = customers[0]
        elif account_type == PAYABLE:
            if customer_id is not None:
                raise _no_supplier(
                    line, "An accounts-payable line takes a supplier, not a customer."
                )
            if supplier_id is None:
                suppliers = _linked(self.conn, "suppliers", self.tenant_id, account_id)
                if len(suppliers) != 1:
                    raise _no_supplier(line)
                supplier_id = suppliers[0]
        if customer_id is not None and not _linked_to(
            self.conn, "customers", customer_id, account_id
        ):
            raise _not_linked(line, "customerId", f"Customer {customer_id}", account)
        if supplier_id is not None and not _linked_to(
            self.conn, "suppliers", supplier_id, account_id
        ):
            raise _not_linked(line, "supplierId", f"Supplier {supplier_id}", account)
        return customer_id, supplier_id

    # -- cost centers ----------------------------------------------------------------------
    def cost_center(
        self, account: sqlite3.Row, sent: int | None, path: str, *, requirable: bool = True
    ) -> int | None:
        """The line's cost center: the one sent (it must exist; on an account not accepting
        cost centers a journal line is refused and a cash line drops it), else the
        account's default, else none, or 400 when the organization requires one
        (``requirable`` False: a line the request cannot give one, a cash main line)."""
        field = f"{path}.costCenterId" if path else "costCenterId"
        accepts = bool(account["accepts_cost_center"])
        if sent is not None:
            if not _exists(self.conn, "cost_centers", self.tenant_id, sent):
                raise invalid(field, f"Cost center {sent} does not exist.")
            if accepts:
                return sent
            if self.rules is LineRules.CASH:
                return None
            raise invalid(field, f"Account {account['code']} does not accept cost centers.")
        if not accepts:
            return None
        if account["default_cost_center_id"] is not None:
            return int(account["default_cost_center_id"])
        if self.cost_center_required and requirable:
            raise invalid(
                field,
                f"Account {account['code']} has no default cost center and the organization "
                "requires one: choose a cost center.",
            )
        return None


def check_account_currency(
    account: sqlite3.Row, currency_id: int, field: str, system_currency_id: int | None
) -> None:
    """Cash rule 3: an account with a default *foreign* currency other than the document's
    (an account kept in the system currency takes documents in any currency)."""
    kept_in = account["currency_id"]
    if kept_in is not None and kept_in != system_currency_id and int(kept_in) != currency_id:
        raise invalid(
            field,
            f"Account {account['code']} is kept in another currency than the document's.",
        )


def _no_customer(line: LineInput) -> Problem:
    return invalid(
        f"{line.path}.customerId",
        "An accounts-receivable line needs a customer.",
        error_code=ErrorCode.CK_NocustomerSelectedforAR,
    )


def _no_supplier(
    line: LineInput, message: str = "An accounts-payable line needs a supplier."
) -> Problem:
    return invalid(
        f"{line.path}.supplierId", message, error_code=ErrorCode.CK_NoSupplierSelectedforAP
    )


def _not_linked(line: LineInput, field: str, party: str, account: sqlite3.Row) -> Problem:
    return invalid(
        f"{line.path}.{field}",
        f"{party} is not linked to account {account['code']}.",
        error_code=ErrorCode.CK_NoCustomerOrSupplierSelectedforAccount,
    )
