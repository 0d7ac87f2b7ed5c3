"""Tables of classifications (migration 2): one tree per type."""

DDL = """
CREATE TABLE classifications (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    type TEXT NOT NULL,                  -- StockItems, Warehouses, Customers, ...
    code TEXT NOT NULL,
    description TEXT NOT NULL,
    parent_id INTEGER REFERENCES classifications(id),
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX classifications_by_tenant ON classifications(tenant_id, type, parent_id);
"""
