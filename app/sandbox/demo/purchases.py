"""Demo company: purchase documents and the other parties of work orders.

The spec has no endpoint that creates purchase documents, so the demo writes a realistic
purchasing history through ``app.sandbox.books.documents``: a dozen purchase orders from
the demo suppliers (one in US dollars, one archived, one still without lines), three
purchase returns of lines of earlier orders, and one supplies request (type PQ, the "other
purchase document type" the list returns). Orders carry VAT, totals and one to three
installments. Creation times go back from now, a few days apart, so that the find
endpoints' creation-time windows have something to find.

Other parties (neither customer nor supplier) are who an issue offering or a receipt can
name instead: a branch, an employee, a contractor.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

from app.sandbox.books.documents import insert_document, insert_installment, insert_line
from app.sandbox.books.numbering import new_document_code
from app.sandbox.db import stored_utc

OTHER_PARTIES = (
    ("OP-BR-ALX", "Alexandria branch"),
    ("OP-EMP-001", "Karim Mostafa (storekeeper)"),
    ("OP-CON-001", "Nile Maintenance Contractors"),
)

# supplier code, SKU patterns bought from it, currency code (None = the system currency)
ORDERS: tuple[tuple[str, tuple[str, ...], str | None], ...] = (
    ("SUP-001", ("TV-SAM-%", "TV-LG-%"), None),
    ("SUP-002", ("PAP-%", "NOT-%"), None),
    ("SUP-001", ("MOB-SAM-%", "MOB-XIA-%"), None),
    ("SUP-004", ("KIT-%", "CLN-%"), None),
    ("SUP-003", ("LAP-%",), "USD"),
    ("SUP-002", ("STA-%", "FIL-%"), None),
    ("SUP-001", ("APP-%",), None),
    ("SUP-004", ("HOM-%",), None),
    ("SUP-003", ("MON-%", "NET-%"), None),
    ("SUP-002", ("TON-%", "CAL-%"), None),
    ("SUP-001", ("ACC-%", "CBL-%"), None),
    ("SUP-004", ("KIT-%",), None),
)
ARCHIVED_ORDER = 1  # index in ORDERS: an old order kept for the record
LINELESS_ORDER = 11  # an order typed in but never filled
VAT_RATE = 14.0


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    conn.executemany(
        "INSERT INTO other_parties (tenant_id, code, name) VALUES (?, ?, ?)",
        [(tenant_id, code, name) for code, name in OTHER_PARTIES],
    )
    suppliers = {
        str(row["code"]): int(row["id"])
        for row in conn.execute("SELECT id, code FROM suppliers WHERE tenant_id = ?", (tenant_id,))
    }
    warehouses = [
        int(row[0])
        for row in conn.execute(
            "SELECT id FROM warehouses WHERE tenant_id = ? AND is_active = 1 AND is_rma = 0 "
            "ORDER BY id",
            (tenant_id,),
        )
    ]
    if not suppliers or not warehouses:
        return
    currencies = {
        str(row["code"]): (int(row["id"]), float(row["rate"]))
        for row in conn.execute(
            "SELECT id, code, rate FROM currencies WHERE tenant_id = ?", (tenant_id,)
        )
    }
    vat = conn.execute(
        "SELECT id FROM taxes WHERE tenant_id = ? AND name = 'VAT 14%'", (tenant_id,)
    ).fetchone()
    now = datetime.now(UTC)
    orders: list[tuple[int, list[int]]] = []
    for index, (supplier_code, patterns, currency_code) in enumerate(ORDERS):
        created = now - timedelta(days=4 * (len(ORDERS) - index) + 2, hours=index)
        currency_id, rate = currencies.get(currency_code or "", (None, 1.0))
        items = _items(conn, tenant_id, patterns, limit=2 + index % 4)
        lines = (
            []
            if index == LINELESS_ORDER
            else [
                (item_id, float(5 * (1 + (index + n) % 4)), round(cost / rate, 2))
                for n, (item_id, cost) in enumerate(items)
            ]
        )
        document_id, line_ids = _document(
            conn,
            tenant_id,
            "PO",
            supplier_id=suppliers.get(supplier_code),
            warehouse_id=warehouses[index % len(warehouses)],
            created=created,
            lines=lines,
            tax_id=int(vat[0]) if vat else None,
            currency_id=currency_id,
            rate=rate,
            status="Shipped" if index < 4 else "Open",
            archived=index == ARCHIVED_ORDER,
            paper_number=f"SUP-INV-{2400 + index}",
        )
        orders.append((document_id, line_ids))
    # Returns of the first line of three received orders, a few days after each.
    for number, order_index in enumerate((0, 2, 3)):
        _order, line_ids = orders[order_index]
        source = conn.execute(
            "SELECT d.supplier_id, d.warehouse_id, d.created_at, l.id, l.stock_item_id, "
            "l.price FROM documents AS d JOIN document_lines AS l ON l.document_id = d.id "
            "WHERE l.id = ?",
            (line_ids[0],),
        ).fetchone()
        returned = 1.0 + number
        _document(
            conn,
            tenant_id,
            "PR",
            supplier_id=source["supplier_id"],
            warehouse_id=source["warehouse_id"],
            created=datetime.fromisoformat(source["created_at"]) + timedelta(days=3),
            lines=[(source["stock_item_id"], returned, source["price"])],
            tax_id=int(vat[0]) if vat else None,
            source_line_id=int(source["id"]),
            status="Shipped",
            paper_number=f"RET-{300 + number}",
        )
        conn.execute(
            "UPDATE document_lines SET returned_quantity = returned_quantity + ? WHERE id = ?",
            (returned, source["id"]),
        )
    # A supplies request for the next season's stationery.
    _document(
        conn,
        tenant_id,
        "PQ",
        supplier_id=suppliers.get("SUP-002"),
        warehouse_id=warehouses[0],
        created=now - timedelta(days=1),
        lines=[
            (item_id, 50.0, cost)
            for item_id, cost in _items(conn, tenant_id, ("PCL-%", "NOT-%"), limit=3)
        ],
        tax_id=int(vat[0]) if vat else None,
        status="Open",
        paper_number="REQ-2025-07",
    )


def _items(
    conn: sqlite3.Connection, tenant_id: int, patterns: tuple[str, ...], *, limit: int
) -> list[tuple[int, float]]:
    """(id, purchase price) of the first active, stockable items matching ``patterns``."""
    matches = " OR ".join("sku LIKE ?" for _ in patterns)
    return [
        (int(row[0]), float(row[1]))
        for row in conn.execute(
            f"SELECT id, purchase_price FROM stock_items WHERE tenant_id = ? AND ({matches}) "
            "AND is_active = 1 AND coalesce(is_grouping, 0) = 0 ORDER BY id LIMIT ?",
            (tenant_id, *patterns, limit),
        )
    ]


def _document(
    conn: sqlite3.Connection,
    tenant_id: int,
    doc_type: str,
    *,
    supplier_id: int | None,
    warehouse_id: int,
    created: datetime,
    lines: list[tuple[int, float, float]],
    tax_id: int | None,
    status: str,
    paper_number: str,
    currency_id: int | None = None,
    rate: float = 1.0,
    archived: bool = False,
    source_line_id: int | None = None,
) -> tuple[int, list[int]]:
    """One purchase document with VAT on every line, its totals and (orders) installments."""
    code, serial = new_document_code(conn, tenant_id, doc_type)
    sub_total = round(sum(quantity * price for _item, quantity, price in lines), 2)
    tax = round(sub_total * VAT_RATE / 100, 2)
    stamp = stored_utc(created)
    document_id = insert_document(
        conn,
        tenant_id,
        doc_type,
        code,
        now=stamp,
        serial=serial,
        supplier_id=supplier_id,
        warehouse_id=warehouse_id,
        document_date=created.replace(tzinfo=None, microsecond=0).isoformat(),
        shipping_date=(created + timedelta(days=7)).replace(tzinfo=None, microsecond=0).isoformat(),
        currency_id=currency_id,
        exchange_rate=rate,
        status=status,
        is_archived=int(archived),
        is_approved=1,
        taxable=int(tax_id is not None),
        gross_total=sub_total,
        sub_total=sub_total,
        tax=tax if tax_id is not None else 0.0,
        net_total=sub_total + (tax if tax_id is not None else 0.0),
        paper_number=paper_number,
    )
    line_ids = [
        insert_line(
            conn,
            document_id,
            stock_item_id=item_id,
            quantity=quantity,
            price=price,
            tax_id=tax_id,
            tax_rate=VAT_RATE if tax_id is not None else 0.0,
            issued_quantity=quantity if status == "Shipped" and doc_type == "PO" else 0.0,
            source_line_id=source_line_id,
        )
        for item_id, quantity, price in lines
    ]
    if doc_type == "PO" and lines:
        total = sub_total + (tax if tax_id is not None else 0.0)
        parts = 1 + len(lines) % 3
        for part in range(parts):
            amount = (
                round(total / parts, 2)
                if part < parts - 1
                else round(total - round(total / parts, 2) * (parts - 1), 2)
            )
            insert_installment(
                conn,
                document_id,
                days_limit=30 * (part + 1),
                amount=amount,
                due_date=(created + timedelta(days=30 * (part + 1)))
                .replace(tzinfo=None, microsecond=0)
                .isoformat(),
            )
    return document_id, line_ids
