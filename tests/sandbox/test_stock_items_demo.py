"""The demo company's stock items, and the generator behind the ``seed`` command."""

from __future__ import annotations

import sqlite3

from app.models.special_characters import special_characters_in
from app.sandbox.db import Database
from app.sandbox.demo import PARTS
from app.sandbox.demo import stock_items as stock_items_part
from app.sandbox.demo.stock_items import generate_stock_items, populate
from app.sandbox.tenants import create_tenant
from tests.support.sandbox import Tenant


def scalar(conn: sqlite3.Connection, sql: str, *args: object) -> int:
    return int(conn.execute(sql, args).fetchone()[0])


def test_the_demo_has_about_200_realistic_items(tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        items = conn.execute(
            "SELECT * FROM stock_items WHERE tenant_id = ?", (tenant.id,)
        ).fetchall()
        assert 180 <= len(items) <= 220
        # English descriptions that the API would accept back unchanged, Arabic beside them.
        assert all(not special_characters_in(item["description"]) for item in items)
        assert all(item["other_lang_description"] for item in items)
        assert len({item["code"] for item in items}) == len(items)
        groups = [item["id"] for item in items if item["is_grouping"] == 1]
        assert len(groups) >= 5
        assert all(
            scalar(conn, "SELECT count(*) FROM stock_items WHERE parent_id = ?", group) >= 3
            for group in groups
        )
        assert scalar(conn, "SELECT count(DISTINCT stock_item_id) FROM stock_item_units") >= 40
        assert sum(item["has_serials"] for item in items) >= 40
        assert sum(not item["is_active"] for item in items) == 3
        colored = scalar(
            conn,
            "SELECT count(DISTINCT pv.stock_item_id) FROM stock_item_property_values AS pv "
            "JOIN dynamic_property_values AS v ON v.id = pv.property_value_id "
            "JOIN dynamic_properties AS p ON p.id = v.property_id WHERE p.tenant_id = ?",
            tenant.id,
        )
        assert colored >= 20


def test_the_demo_stocks_every_warehouse_there_is_with_serials_for_tracked_items() -> None:
    db = Database(":memory:")
    try:
        with db.transaction() as conn:
            tenant_id = create_tenant(conn, "Stocked demo")
            for part in PARTS[: PARTS.index(stock_items_part)]:
                part.populate(conn, tenant_id)
            stockable = scalar(
                conn,
                "SELECT count(*) FROM warehouses WHERE tenant_id = ? AND is_active = 1 "
                "AND is_rma = 0",
                tenant_id,
            )
            populate(conn, tenant_id)
            stocked = conn.execute(
                "SELECT count(DISTINCT warehouse_id), sum(quantity), sum(opening_quantity) "
                "FROM stock_balances WHERE tenant_id = ?",
                (tenant_id,),
            ).fetchone()
            assert stocked[0] == stockable > 1 and stocked[1] > stocked[2] > 0
            # One in-stock serial per unit on hand of every serial-tracked item.
            tracked_quantity = scalar(
                conn,
                "SELECT sum(b.quantity) FROM stock_balances AS b "
                "JOIN stock_items AS s ON s.id = b.stock_item_id WHERE s.has_serials = 1 "
                "AND s.tenant_id = ?",
                tenant_id,
            )
            serials = scalar(
                conn,
                "SELECT count(*) FROM stock_item_serials "
                "WHERE tenant_id = ? AND status = 'InStock'",
                tenant_id,
            )
            assert serials == tracked_quantity > 0
            assert (
                scalar(
                    conn,
                    "SELECT count(*) FROM stock_balances AS b JOIN stock_items AS s "
                    "ON s.id = b.stock_item_id WHERE s.is_grouping = 1 OR s.is_active = 0",
                )
                == 0
            )
    finally:
        db.close()


def test_generated_items_are_unique_coded_and_a_third_are_stocked(tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        before = scalar(conn, "SELECT count(*) FROM stock_items WHERE tenant_id = ?", tenant.id)
        generate_stock_items(conn, tenant.id, 300)
        counts = conn.execute(
            "SELECT count(*), count(DISTINCT code), count(DISTINCT description) "
            "FROM stock_items WHERE tenant_id = ?",
            (tenant.id,),
        ).fetchone()
        assert tuple(counts) == (before + 300,) * 3
        assert scalar(conn, "SELECT count(*) FROM stock_items WHERE sku LIKE 'GEN-%'") == 300
        stocked = conn.execute(
            "SELECT count(*), count(DISTINCT b.warehouse_id) FROM stock_balances AS b "
            "JOIN stock_items AS s ON s.id = b.stock_item_id WHERE s.sku LIKE 'GEN-%'"
        ).fetchone()
        assert stocked[0] == 100 and stocked[1] > 1  # spread over the demo's warehouses


def test_codes_generated_after_the_demo_continue_its_numbering(tenant: Tenant) -> None:
    with tenant.db.transaction() as conn:
        highest = max(
            int(row[0])
            for row in conn.execute(
                "SELECT code FROM stock_items WHERE tenant_id = ?", (tenant.id,)
            )
        )
        generate_stock_items(conn, tenant.id, 2)
        codes = sorted(
            int(row[0])
            for row in conn.execute(
                "SELECT code FROM stock_items WHERE tenant_id = ? AND sku LIKE 'GEN-%'",
                (tenant.id,),
            )
        )
    assert codes == [highest + 1, highest + 2]
