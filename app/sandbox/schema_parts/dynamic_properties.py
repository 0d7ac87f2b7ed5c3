"""Tables of dynamic properties and their values (migration 2)."""

DDL = """
CREATE TABLE dynamic_properties (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    code TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX dynamic_properties_by_name ON dynamic_properties(tenant_id, name COLLATE NOCASE);
CREATE TABLE dynamic_property_values (
    id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES dynamic_properties(id),
    value TEXT NOT NULL,
    code TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX dynamic_property_values_by_property ON dynamic_property_values(property_id);
-- Which property values a stock item has (at most one value per property).
CREATE TABLE stock_item_property_values (
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    property_value_id INTEGER NOT NULL REFERENCES dynamic_property_values(id),
    PRIMARY KEY (stock_item_id, property_value_id)
);
CREATE INDEX stock_item_property_values_by_value
    ON stock_item_property_values(property_value_id);
"""
