"""Demo company: cost centers on accounts, journal entries, cash documents and manual links.

Nile Trading's accountant books rent, salaries and utilities, settles with customers and
suppliers through the bank, and keeps a monthly rent template; the two treasuries (Cairo
CAI, Alexandria ALX) take customers' cash and pay small expenses. Everything is written
through the books core (``ledger.write_postings``, ``cash.record_cash_document``,
``links.link``), so the balances and ``audit.ledger_findings`` stay right.

- Operating-expense accounts (5201: rent, salaries, utilities, transport) are added here:
  the chart has no general expense accounts and journal entries need some.
- Revenue and expense accounts accept cost centers (not "Other revenue", which stays a plain
  account); rent and salaries default to head office, transport to logistics, service sales
  to head office.
- Customers CUS-0002 and CUS-0034 are left alone: the customer tests check their balances.
- Dates are fixed in 2025, so the demo looks the same whenever it is made; about half of
  the journal entries are posted (the list hides the rest by default).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from app.models.documents import AmountStatus
from app.sandbox.books import cash, ledger, links
from app.sandbox.books.documents import insert_document
from app.sandbox.books.numbering import new_journal_code
from app.sandbox.db import utc_now

D, C = AmountStatus.Debit, AmountStatus.Credit

EXPENSE_NODE = ("5201", "Operating expenses", "المصروفات التشغيلية")
EXPENSE_ACCOUNTS = (
    ("520101", "Rent", "الإيجار"),
    ("520102", "Salaries and wages", "الرواتب والأجور"),
    ("520103", "Utilities", "المرافق"),
    ("520104", "Transport and fuel", "النقل والوقود"),
)

COST_CENTER_ACCOUNTS = {
    # account code: default cost center code (None: accepts one, no default)
    "410101": None,  # sales - goods
    "410201": "CC-HQ",  # sales - services
    "510101": None,  # purchases
    "520101": "CC-HQ",
    "520102": "CC-HQ",
    "520103": None,
    "520104": "CC-LOG",
}


@dataclass(frozen=True)
class Line:
    account: str
    side: AmountStatus
    amount: float
    customer: str | None = None
    supplier: str | None = None
    cost_center: str | None = None
    comments: str | None = None


@dataclass(frozen=True)
class Entry:
    date: str
    notes: str
    lines: tuple[Line, ...]
    posted: bool = True
    paper_number: str | None = None
    currency: str | None = None
    rate: float = 1.0
    template: bool = False


ENTRIES = (
    Entry(
        "2025-01-31T17:00:00",
        "January rent - Cairo showroom",
        (Line("520101", D, 15000), Line("110201", C, 15000)),
        paper_number="RENT-2501",
    ),
    Entry(
        "2025-01-31T17:30:00",
        "January salaries",
        (Line("520102", D, 42000), Line("110201", C, 42000)),
        paper_number="PAY-2501",
    ),
    Entry(
        "2025-02-05T10:00:00",
        "Electricity and water, January",
        (Line("520103", D, 3200, cost_center="CC-HQ"), Line("110101", C, 3200)),
    ),
    Entry(
        "2025-02-10T11:00:00",
        "Delta Home Appliances settles invoice by transfer",
        (Line("110201", D, 18500), Line("110301", C, 18500, customer="CUS-0003")),
        paper_number="TRF-88213",
    ),
    Entry(
        "2025-02-12T12:00:00",
        "Payment to Delta Electronics Import",
        (Line("210101", D, 60000, supplier="SUP-001"), Line("110201", C, 60000)),
        paper_number="CHQ-100231",
    ),
    Entry(
        "2025-02-20T09:00:00",
        "Carrefour Egypt - Maadi pays in USD",
        (Line("110202", D, 2000), Line("110303", C, 2000, customer="CUS-0005")),
        currency="USD",
        rate=48.5,
        paper_number="SWIFT-5531",
    ),
    Entry(
        "2025-02-28T17:00:00",
        "February rent - Cairo showroom",
        (Line("520101", D, 15000), Line("110201", C, 15000)),
        paper_number="RENT-2502",
    ),
    Entry(
        "2025-02-28T17:30:00",
        "February salaries",
        (Line("520102", D, 42500), Line("110201", C, 42500)),
        paper_number="PAY-2502",
    ),
    Entry(
        "2025-03-01T08:00:00",
        "Monthly rent (template)",
        (Line("520101", D, 15000), Line("110201", C, 15000)),
        posted=False,
        template=True,
    ),
    Entry(
        "2025-03-03T10:00:00",
        "Installation service billed to Smart Village Tech Park",
        (
            Line("110305", D, 7500, customer="CUS-0016"),
            Line("410201", C, 7500, comments="Network installation"),
        ),
        posted=False,
    ),
    Entry(
        "2025-03-05T15:00:00",
        "Fuel and delivery costs, February",
        (Line("520104", D, 2750), Line("110102", C, 2750)),
        posted=False,
    ),
    Entry(
        "2025-03-07T11:00:00",
        "Cairo Paper Mills invoice for packing paper",
        (Line("510101", D, 8400), Line("210101", C, 8400, supplier="SUP-002")),
        posted=False,
        paper_number="INV-CPM-7781",
    ),
    Entry(
        "2025-03-10T10:00:00",
        "Transfer from Cairo treasury to the bank",
        (Line("110201", D, 25000), Line("110101", C, 25000)),
        posted=False,
    ),
    Entry(
        "2025-03-12T13:00:00",
        "Other income: scrap cartons sold",
        (Line("110101", D, 650), Line("410501", C, 650)),
        posted=False,
    ),
    Entry(
        "2025-03-15T16:00:00",
        "Correction: utilities split with the Alexandria branch",
        (
            Line("520103", D, 900, cost_center="CC-ALX"),
            Line("520103", C, 900, cost_center="CC-HQ"),
        ),
        posted=False,
    ),
)


@dataclass(frozen=True)
class Cash:
    doc_type: str
    main: str
    date: str
    lines: tuple[Line, ...]
    notes: str
    paper_number: str | None = None
    posted: bool = True


CASH_DOCUMENTS = (
    Cash(
        "CI",
        "110101",
        "2025-01-08T10:30:00",
        (Line("110301", C, 4200, customer="CUS-0004"),),
        "Nile Office Supplies pays cash",
        "R-0001",
    ),
    Cash(
        "CI",
        "110101",
        "2025-01-15T12:00:00",
        (Line("110301", C, 1250, customer="CUS-0026"), Line("410501", C, 150)),
        "Ahmed Hassan pays his balance and a delivery fee",
        "R-0002",
    ),
    Cash(
        "CO",
        "110101",
        "2025-01-20T14:00:00",
        (Line("520104", D, 850, comments="Taxi and fuel"),),
        "Petty cash: transport",
    ),
    Cash(
        "CO",
        "110101",
        "2025-01-25T09:00:00",
        (Line("210101", D, 5000, supplier="SUP-004"),),
        "Cash payment to Sinai Packaging",
        "PV-0007",
    ),
    Cash(
        "CI",
        "110102",
        "2025-02-03T11:00:00",
        (Line("110301", C, 3100, customer="CUS-0006"),),
        "Alexandria Trading House pays at the branch",
        "ALX-R-0001",
    ),
    Cash(
        "CO",
        "110102",
        "2025-02-04T16:00:00",
        (Line("520103", D, 640, comments="Branch electricity"),),
        "Alexandria branch electricity",
    ),
    Cash(
        "CI",
        "110101",
        "2025-02-14T10:00:00",
        (Line("110304", C, 9000, customer="CUS-0009"),),
        "El Araby Distributors pays cash",
        "R-0003",
    ),
    Cash(
        "CO",
        "110101",
        "2025-02-18T13:00:00",
        (Line("520102", D, 1500, comments="Overtime"), Line("520104", D, 300)),
        "Warehouse overtime and delivery",
        posted=False,
    ),
    Cash(
        "CI",
        "110102",
        "2025-03-02T12:00:00",
        (Line("410501", C, 420, comments="Scrap pallets"),),
        "Scrap pallets sold",
        posted=False,
    ),
    Cash(
        "CO",
        "110102",
        "2025-03-04T10:00:00",
        (Line("210101", D, 2300, supplier="SUP-002"),),
        "Cash payment to Cairo Paper Mills",
        "ALX-PV-0002",
        posted=False,
    ),
)

LINK_GROUPS = (
    # by position: journal entries ("JE", n) and cash documents ("CASH", n)
    (("JE", 0), ("CASH", 2)),  # rent entry with the petty-cash transport voucher
    (("JE", 3), ("CASH", 0), ("CASH", 6)),  # customer settlements together
    (("JE", 4), ("CASH", 3), ("CASH", 9)),  # supplier payments together
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into a tenant whose chart, customers and suppliers exist."""
    now = utc_now()
    accounts = _expense_accounts(conn, tenant_id, now)
    cost_centers = _ids(conn, "cost_centers", tenant_id)
    customers = _ids(conn, "customers", tenant_id)
    suppliers = _ids(conn, "suppliers", tenant_id)
    currencies = _ids(conn, "currencies", tenant_id)
    for code, default in COST_CENTER_ACCOUNTS.items():
        conn.execute(
            "UPDATE accounts SET accepts_cost_center = 1, default_cost_center_id = ? WHERE id = ?",
            (cost_centers[default] if default else None, accounts[code]),
        )

    def posting(line: Line) -> ledger.Posting:
        return ledger.Posting(
            accounts[line.account],
            line.side,
            line.amount,
            customer_id=customers[line.customer] if line.customer else None,
            supplier_id=suppliers[line.supplier] if line.supplier else None,
            cost_center_id=(
                cost_centers[line.cost_center]
                if line.cost_center
                else _default_cost_center(conn, accounts[line.account])
            ),
            comments=line.comments,
        )

    documents: dict[tuple[str, int], int] = {}
    for index, entry in enumerate(ENTRIES):
        code = new_journal_code(conn, tenant_id)
        document_id = insert_document(
            conn,
            tenant_id,
            "JE",
            code,
            now=now,
            journal_code=code,
            document_date=entry.date,
            paper_number=entry.paper_number,
            notes=entry.notes,
            currency_id=currencies[entry.currency] if entry.currency else None,
            exchange_rate=entry.rate,
            is_posted=int(entry.posted),
            is_recurring_template=int(entry.template),
        )
        ledger.write_postings(
            conn,
            tenant_id,
            document_id,
            [posting(line) for line in entry.lines],
            exchange_rate=entry.rate,
        )
        documents["JE", index] = document_id
    for index, document in enumerate(CASH_DOCUMENTS):
        document_id, _code = cash.record_cash_document(
            conn,
            tenant_id,
            cash.CashDocument(
                document.doc_type,
                accounts[document.main],
                document.date,
                [posting(line) for line in document.lines],
                paper_number=document.paper_number,
                notes=document.notes,
            ),
            posted=document.posted,
            created_by=None,
            now=now,
        )
        documents["CASH", index] = document_id
    for group in LINK_GROUPS:
        first, *others = (documents[key] for key in group)
        for other in others:
            links.link(conn, tenant_id, first, other)


def _ids(conn: sqlite3.Connection, table: str, tenant_id: int) -> dict[str, int]:
    return {
        str(row[0]): int(row[1])
        for row in conn.execute(f"SELECT code, id FROM {table} WHERE tenant_id = ?", (tenant_id,))
    }


def _default_cost_center(conn: sqlite3.Connection, account_id: int) -> int | None:
    row = conn.execute(
        "SELECT default_cost_center_id FROM accounts WHERE id = ?", (account_id,)
    ).fetchone()
    return int(row[0]) if row is not None and row[0] is not None else None


def _expense_accounts(conn: sqlite3.Connection, tenant_id: int, now: str) -> dict[str, int]:
    """The operating-expense node and accounts; returns every account id by code."""
    code, name, arabic = EXPENSE_NODE
    parent = conn.execute(
        "SELECT id FROM account_nodes WHERE tenant_id = ? AND code = '5'", (tenant_id,)
    ).fetchone()
    node_id = conn.execute(
        "INSERT INTO account_nodes (tenant_id, code, name, other_lang_name, type, parent_id) "
        "VALUES (?, ?, ?, ?, NULL, ?)",
        (tenant_id, code, name, arabic, parent[0] if parent else None),
    ).lastrowid
    for account_code, account_name, account_arabic in EXPENSE_ACCOUNTS:
        conn.execute(
            "INSERT INTO accounts (tenant_id, node_id, code, name, other_lang_name, type, "
            "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, NULL, 1, ?, ?)",
            (tenant_id, node_id, account_code, account_name, account_arabic, now, now),
        )
    return _ids(conn, "accounts", tenant_id)
