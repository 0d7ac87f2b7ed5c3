"""Tables of classifications (migration 2): one tree per type.

Codes and descriptions compare and sort ignoring case (``COLLATE NOCASE``), as the service's
database does.
"""

DDL = """
CREATE TABLE classifications (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    type TEXT NOT NULL,                  -- StockItems, Warehouses, Customers, ...
    code TEXT NOT NULL COLLATE NOCASE,
    description TEXT NOT NULL COLLATE NOCASE,
    parent_id INTEGER REFERENCES classifications(id),
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX classifications_by_tenant ON classifications(tenant_id, type, parent_id);
-- Codes are unique within a type.
CREATE INDEX classifications_by_code ON classifications(tenant_id, type, code);
-- The common list: active ones of every type, ordered by description then id.
CREATE INDEX classifications_by_description ON classifications(tenant_id, is_active, description);
"""
