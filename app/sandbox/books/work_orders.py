"""Work orders: the documents that move stock, whoever makes them.

The work-order endpoints (issue offering, receive supplies, opening balance), an issued
sales order and a sales return's return receipt all write their work order here, so that
numbering, stock and the system journal entry are the same everywhere:

=====  =============================  ==========  =========================================
type   what                           stock       journal entry (``inventoryAccounting``)
=====  =============================  ==========  =========================================
IO     issue offering (to a buyer)    out         Dr cost of goods sold, Cr inventory (cost)
RS     receive supplies               in          Dr inventory, Cr the supplier's payable
                                                  (value = price x quantity x rate)
RR     return receipt (sales return)  in          Dr inventory, Cr cost of goods sold (cost)
OB     opening balance                in          Dr inventory, Cr retained earnings (value)
=====  =============================  ==========  =========================================

(guessed; the spec only says the journal entries are created "in the same request".) A
receipt from an other party (no supplier) is credited to the inventory adjustments
account. Lines are in the line's unit; stock moves in base units (``unit_ratio``).
Validation (parties, dates, prices, batches, the sales-order link) is the caller's.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.models.documents import AmountStatus
from app.sandbox.books import stock
from app.sandbox.books.documents import insert_document, insert_line
from app.sandbox.books.ledger import Posting, account_of_type, create_system_entry
from app.sandbox.books.numbering import new_work_order_code
from app.sandbox.settings import get_flag

ISSUES = frozenset({"IO"})
RECEIPTS = frozenset({"RS", "RR", "OB"})


@dataclass(frozen=True)
class WorkOrderLine:
    """One line: ``quantity`` (> 0) of ``unit_ratio`` base units each; ``price`` per unit in
    the document currency (the purchase price of a receipt, the selling price of an issue,
    the cost of an opening balance)."""

    stock_item_id: int
    quantity: float
    price: float = 0.0
    unit_id: int | None = None
    unit_ratio: float = 1.0
    warehouse_id: int | None = None  # the line's own warehouse, else the document's
    batch_number: str = ""
    expiry_date: str | None = None
    production_date: str | None = None
    source_line_id: int | None = None  # the sales-order line issued, the line returned
    original_line_id: int | None = None
    is_replacement: bool = False
    description: str | None = None
    comments: str | None = None
    serial_ids: Sequence[int] = ()


@dataclass(frozen=True)
class WorkOrderHeader:
    doc_type: str
    warehouse_id: int
    document_date: str
    customer_id: int | None = None
    supplier_id: int | None = None
    other_party_id: int | None = None
    sales_person_id: int | None = None
    purchase_person_id: int | None = None
    responsible_id: int | None = None
    currency_id: int | None = None
    exchange_rate: float = 1.0
    paper_number: str | None = None
    notes: str | None = None
    external_id: str | None = None
    status: str | None = None
    related_document_id: int | None = None
    linked_document_code: str | None = None
    is_auto_generated: bool = False
    extra: dict[str, object] = field(default_factory=dict)  # other ``documents`` columns


@dataclass(frozen=True)
class RecordedWorkOrder:
    document_id: int
    code: str
    line_ids: list[int]
    journal_entry_id: int  # 0 when no entry was made


def _insert_header(
    conn: sqlite3.Connection,
    tenant_id: int,
    header: WorkOrderHeader,
    *,
    created_by: int | None,
    now: str,
) -> tuple[int, str]:
    """The work order's document row (numbered, approved, issued): (its id, its code)."""
    code, serial = new_work_order_code(conn, tenant_id, header.doc_type, header.warehouse_id)
    document_id = insert_document(
        conn,
        tenant_id,
        header.doc_type,
        code,
        created_by=created_by,
        now=now,
        serial=serial,
        warehouse_id=header.warehouse_id,
        document_date=header.document_date,
        customer_id=header.customer_id,
        supplier_id=header.supplier_id,
        other_party_id=header.other_party_id,
        sales_person_id=header.sales_person_id,
        purchase_person_id=header.purchase_person_id,
        responsible_id=header.responsible_id,
        currency_id=header.currency_id,
        exchange_rate=header.exchange_rate,
        paper_number=header.paper_number,
        notes=header.notes,
        external_id=header.external_id,
        status=header.status,
        related_document_id=header.related_document_id,
        linked_document_code=header.linked_document_code,
        is_auto_generated=int(header.is_auto_generated),
        is_approved=1,
        is_issued=1,
        **header.extra,
    )
    return document_id, code


def record_work_order(
    conn: sqlite3.Connection,
    tenant_id: int,
    header: WorkOrderHeader,
    lines: Sequence[WorkOrderLine],
    *,
    created_by: int | None,
    now: str,
    allow_negative: bool = False,
) -> RecordedWorkOrder:
    """Write a work order, move its stock and post its journal entry, atomically with the
    caller's transaction. An issue beyond stock raises ``stock.NegativeStock`` before any
    stock moves (the caller answers ``.problem()``)."""
    if header.doc_type not in ISSUES | RECEIPTS:
        raise ValueError(f"not a work order type this core writes: {header.doc_type}")
    document_id, code = _insert_header(conn, tenant_id, header, created_by=created_by, now=now)
    receipt = header.doc_type in RECEIPTS
    changes = []
    line_ids = []
    for line in lines:
        line_id = insert_line(
            conn,
            document_id,
            stock_item_id=line.stock_item_id,
            quantity=line.quantity,
            price=line.price,
            unit_id=line.unit_id,
            unit_ratio=line.unit_ratio,
            warehouse_id=line.warehouse_id,
            batch_number=line.batch_number or None,
            expiry_date=line.expiry_date,
            production_date=line.production_date,
            source_line_id=line.source_line_id,
            original_line_id=line.original_line_id,
            is_replacement=int(line.is_replacement),
            description=line.description,
            comments=line.comments,
            updated_at=now,
            updated_by=created_by,
        )
        line_ids.append(line_id)
        base_quantity = line.quantity * line.unit_ratio
        # A purchase or an opening balance brings stock at its price; a return receipt at
        # the average cost (None): it undoes a sale, which left at cost.
        unit_cost = (
            line.price * header.exchange_rate / line.unit_ratio
            if header.doc_type in ("RS", "OB")
            else None
        )
        changes.append(
            stock.StockChange(
                line.warehouse_id or header.warehouse_id,
                line.stock_item_id,
                base_quantity if receipt else -base_quantity,
                unit_cost,
                line.batch_number,
                line.expiry_date,
                line_id,
                is_opening=header.doc_type == "OB",
                sets_last_cost=header.doc_type in ("RS", "OB"),
            )
        )
        _attach_serials(conn, header, document_id, line_id, line.serial_ids)
    moved = stock.move_stock(
        conn, tenant_id, document_id, changes, now=now, allow_negative=allow_negative
    )
    _record_line_costs(conn, moved)
    entry = 0
    if get_flag(conn, tenant_id, "inventoryAccounting"):
        entry = create_system_entry(
            conn,
            tenant_id,
            source_document_id=document_id,
            document_date=header.document_date,
            postings=_postings(conn, tenant_id, header, lines, moved),
            created_by=created_by,
            now=now,
            posted=True,
        )
    return RecordedWorkOrder(document_id, code, line_ids, entry)


def _record_line_costs(conn: sqlite3.Connection, moved: Sequence[stock.StockChange]) -> None:
    """Each line keeps the cost per base unit its stock moved at (what a return undoes)."""
    for change in moved:
        if change.line_id is not None:
            conn.execute(
                "UPDATE document_lines SET unit_cost = ? WHERE id = ?",
                (change.unit_cost or 0.0, change.line_id),
            )


def _attach_serials(
    conn: sqlite3.Connection,
    header: WorkOrderHeader,
    document_id: int,
    line_id: int,
    serial_ids: Sequence[int],
) -> None:
    status = {"IO": "Sold", "RR": "Returned"}.get(header.doc_type, "InStock")
    for serial_id in serial_ids:
        conn.execute(
            "INSERT INTO document_line_serials (line_id, serial_id) VALUES (?, ?)",
            (line_id, serial_id),
        )
        conn.execute(
            "UPDATE stock_item_serials SET status = ?, document_id = ?, "
            "customer_id = coalesce(?, customer_id) WHERE id = ?",
            (status, document_id, header.customer_id, serial_id),
        )


def _postings(
    conn: sqlite3.Connection,
    tenant_id: int,
    header: WorkOrderHeader,
    lines: Sequence[WorkOrderLine],
    moved: Sequence[stock.StockChange],
) -> list[Posting]:
    """The system entry's lines, in the system currency."""
    cost = round(sum(abs(m.quantity) * (m.unit_cost or 0.0) for m in moved), 6)
    value = round(sum(line.quantity * line.price for line in lines) * header.exchange_rate, 6)
    inventory = account_of_type(conn, tenant_id, "Inventory")
    debit, credit = AmountStatus.Debit, AmountStatus.Credit
    if header.doc_type == "IO":
        cogs = account_of_type(conn, tenant_id, "COGS")
        return [Posting(cogs, debit, cost), Posting(inventory, credit, cost)]
    if header.doc_type == "RR":
        cogs = account_of_type(conn, tenant_id, "COGS")
        return [Posting(inventory, debit, cost), Posting(cogs, credit, cost)]
    if header.doc_type == "OB":
        equity = account_of_type(conn, tenant_id, "RetainedEarning")
        return [Posting(inventory, debit, value), Posting(equity, credit, value)]
    # RS: the supplier's own payable account, else the first payable; an other party's
    # goods go against inventory adjustments.
    if header.supplier_id is not None:
        row = conn.execute(
            "SELECT related_account_id FROM suppliers WHERE id = ?", (header.supplier_id,)
        ).fetchone()
        payable = (
            int(row[0])
            if row is not None and row[0] is not None
            else account_of_type(conn, tenant_id, "AccountsPayable")
        )
        return [
            Posting(inventory, debit, value),
            Posting(payable, credit, value, supplier_id=header.supplier_id),
        ]
    adjustments = account_of_type(conn, tenant_id, "Adjustment")
    return [Posting(inventory, debit, value), Posting(adjustments, credit, value)]


def record_receipt_in_bulk(
    conn: sqlite3.Connection,
    tenant_id: int,
    header: WorkOrderHeader,
    lines: Sequence[WorkOrderLine],
    *,
    created_by: int | None,
    now: str,
) -> RecordedWorkOrder:
    """``record_work_order`` for a large receipt (RS or OB) whose lines each name a
    different stock item: the same document, stock, serials and journal entry, written with
    ``executemany`` (``stock.bulk_receipts``). For the demo's stock and generated items."""
    if header.doc_type not in ("RS", "OB"):
        raise ValueError(f"bulk receipts are RS or OB, not {header.doc_type}")
    document_id, code = _insert_header(conn, tenant_id, header, created_by=created_by, now=now)

    def unit_cost(line: WorkOrderLine) -> float:
        return line.price * header.exchange_rate / line.unit_ratio

    conn.executemany(
        "INSERT INTO document_lines (document_id, line_number, stock_item_id, quantity, price, "
        "unit_id, unit_ratio, warehouse_id, batch_number, expiry_date, production_date, "
        "description, comments, unit_cost, updated_at, updated_by) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                document_id,
                number,
                line.stock_item_id,
                line.quantity,
                line.price,
                line.unit_id,
                line.unit_ratio,
                line.warehouse_id,
                line.batch_number or None,
                line.expiry_date,
                line.production_date,
                line.description,
                line.comments,
                unit_cost(line),
                now,
                created_by,
            )
            for number, line in enumerate(lines, start=1)
        ],
    )
    line_ids = [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM document_lines WHERE document_id = ? ORDER BY line_number",
            (document_id,),
        )
    ]
    changes = [
        stock.StockChange(
            line.warehouse_id or header.warehouse_id,
            line.stock_item_id,
            line.quantity * line.unit_ratio,
            unit_cost(line),
            line.batch_number,
            line.expiry_date,
            line_id,
            is_opening=header.doc_type == "OB",
            sets_last_cost=True,
        )
        for line, line_id in zip(lines, line_ids, strict=True)
    ]
    moved = stock.bulk_receipts(conn, tenant_id, document_id, changes, now=now)
    serials = [
        (line_id, serial_id)
        for line, line_id in zip(lines, line_ids, strict=True)
        for serial_id in line.serial_ids
    ]
    conn.executemany(
        "INSERT INTO document_line_serials (line_id, serial_id) VALUES (?, ?)", serials
    )
    conn.executemany(
        "UPDATE stock_item_serials SET status = 'InStock', document_id = ? WHERE id = ?",
        [(document_id, serial_id) for _line_id, serial_id in serials],
    )
    entry = 0
    if get_flag(conn, tenant_id, "inventoryAccounting") and lines:
        entry = create_system_entry(
            conn,
            tenant_id,
            source_document_id=document_id,
            document_date=header.document_date,
            postings=_postings(conn, tenant_id, header, lines, moved),
            created_by=created_by,
            now=now,
            posted=True,
        )
    return RecordedWorkOrder(document_id, code, line_ids, entry)
