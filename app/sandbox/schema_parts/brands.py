"""Tables of brands (migration 2).

Names compare and sort ignoring case (``COLLATE NOCASE``), as the service's database does.
"""

DDL = """
CREATE TABLE brands (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL COLLATE NOCASE,
    brand_manager TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX brands_by_name ON brands(tenant_id, name);
"""
