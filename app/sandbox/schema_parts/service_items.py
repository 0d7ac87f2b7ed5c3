"""Tables of service items (migration 2); they replace migration 1's stub."""

DDL = """
DROP TABLE service_items;
CREATE TABLE service_items (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL,
    price REAL NOT NULL DEFAULT 0,
    tax_id INTEGER REFERENCES taxes(id),
    withholding_tax_id INTEGER REFERENCES taxes(id),
    cost REAL NOT NULL DEFAULT 0,
    is_shipping_service INTEGER NOT NULL DEFAULT 0,
    external_id TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    tags TEXT NOT NULL DEFAULT '[]',             -- JSON array
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""
