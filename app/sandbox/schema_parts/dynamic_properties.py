"""Tables of dynamic properties and their values (migration 2)."""

DDL = """
CREATE TABLE dynamic_properties (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    code TEXT,
    created_at TEXT NOT NULL
);
CREATE TABLE dynamic_property_values (
    id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES dynamic_properties(id),
    value TEXT NOT NULL,
    code TEXT,
    created_at TEXT NOT NULL
);
-- Which property values a stock item has.
CREATE TABLE stock_item_property_values (
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    property_value_id INTEGER NOT NULL REFERENCES dynamic_property_values(id),
    PRIMARY KEY (stock_item_id, property_value_id)
);
"""
