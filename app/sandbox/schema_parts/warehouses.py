"""Tables of warehouses and of stock on hand (migration 2).

Codes and descriptions compare ignoring case (``COLLATE NOCASE``), as the service's
database does.
"""

DDL = """
CREATE TABLE warehouses (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    classification_id INTEGER REFERENCES classifications(id),
    code TEXT NOT NULL COLLATE NOCASE,
    description TEXT NOT NULL COLLATE NOCASE,
    mobile TEXT NOT NULL DEFAULT '',
    is_active INTEGER NOT NULL DEFAULT 1,
    is_rma INTEGER NOT NULL DEFAULT 0,   -- a returns (RMA) warehouse
    city_id INTEGER REFERENCES cities(id),
    district_id INTEGER REFERENCES districts(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- The list: active warehouses in id order (the index keeps rowid order per prefix). The
-- code and update indexes end in / hold is_active too, so that a filtered list prefers them.
CREATE INDEX warehouses_by_activity ON warehouses(tenant_id, is_active);
CREATE INDEX warehouses_by_code ON warehouses(tenant_id, code, is_active);
CREATE INDEX warehouses_by_update ON warehouses(tenant_id, is_active, updated_at);
CREATE INDEX warehouses_by_description ON warehouses(tenant_id, description);
CREATE INDEX warehouses_by_classification ON warehouses(tenant_id, classification_id);
CREATE INDEX warehouses_by_city ON warehouses(city_id);
CREATE INDEX warehouses_by_district ON warehouses(district_id);

-- Stock on hand: one row per warehouse, item and batch ('' = no batch). quantity is on
-- hand; reserved is held by open sales orders; documents move both.
CREATE TABLE stock_balances (
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    batch_number TEXT NOT NULL DEFAULT '',
    expiry_date TEXT,
    quantity REAL NOT NULL DEFAULT 0,
    reserved REAL NOT NULL DEFAULT 0,
    opening_quantity REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (warehouse_id, stock_item_id, batch_number)
);
CREATE INDEX stock_balances_by_item ON stock_balances(stock_item_id);
"""
