"""Tables of sales persons (migration 2)."""

DDL = """
CREATE TABLE sales_persons (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    classification_code INTEGER,
    credit_limit REAL NOT NULL DEFAULT 0,
    external_id TEXT,
    is_external INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    is_supervisor INTEGER NOT NULL DEFAULT 0,
    supervisor_id INTEGER REFERENCES sales_persons(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- Records with no endpoint of their own that still keep a person from being deleted:
-- kind is 'quote', 'target', 'physical_count' or 'incentive'.
CREATE TABLE sales_person_references (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    sales_person_id INTEGER NOT NULL REFERENCES sales_persons(id),
    kind TEXT NOT NULL
);
"""
