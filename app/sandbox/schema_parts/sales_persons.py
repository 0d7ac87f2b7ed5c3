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
-- Codes and names are unique per tenant ignoring case (DupplicatedCode, DupplicatedName).
CREATE INDEX sales_persons_by_code ON sales_persons(tenant_id, code COLLATE NOCASE);
CREATE INDEX sales_persons_by_name ON sales_persons(tenant_id, name COLLATE NOCASE);
CREATE INDEX sales_persons_by_external_id ON sales_persons(tenant_id, external_id);
CREATE INDEX sales_persons_by_update ON sales_persons(tenant_id, updated_at);
CREATE INDEX sales_persons_by_supervisor ON sales_persons(supervisor_id);
-- Records with no endpoint of their own that still keep a person from being deleted:
-- kind is 'quote', 'target', 'physical_count' or 'incentive'.
CREATE TABLE sales_person_references (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    sales_person_id INTEGER NOT NULL REFERENCES sales_persons(id),
    kind TEXT NOT NULL
);
CREATE INDEX sales_person_references_by_person ON sales_person_references(sales_person_id);
-- The other users of a person (sales persons rule 5): sales documents and work orders,
-- and linked API users. (Customers are created after this part; their index on
-- sales_person_id belongs to the customers part.)
CREATE INDEX documents_by_sales_person ON documents(sales_person_id);
CREATE INDEX api_users_by_sales_person ON api_users(sales_person_id);
"""
