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
-- Codes and descriptions are unique per tenant ignoring case (DupplicatedCode,
-- DupplicatedName); NOCASE indexes serve those checks and the exact code lookups.
CREATE INDEX service_items_by_code ON service_items(tenant_id, code COLLATE NOCASE);
CREATE INDEX service_items_by_description
    ON service_items(tenant_id, description COLLATE NOCASE);
CREATE INDEX service_items_by_external_id ON service_items(tenant_id, external_id);
CREATE INDEX service_items_by_update ON service_items(tenant_id, updated_at);
-- Taxes check their use by items (taxes rules 7 and 8).
CREATE INDEX service_items_by_tax ON service_items(tax_id);
CREATE INDEX service_items_by_withholding_tax ON service_items(withholding_tax_id);
-- "Still used by documents" (service items rule 8).
CREATE INDEX document_lines_by_service_item ON document_lines(service_item_id);
"""
