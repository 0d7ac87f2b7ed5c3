"""Tables of stock items (migration 2); they replace migration 1's stub."""

DDL = """
DROP TABLE stock_items;
CREATE TABLE stock_items (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT,
    sku TEXT,
    part_number TEXT,
    oe_number TEXT,
    external_id TEXT,
    description TEXT NOT NULL,
    other_lang_description TEXT,
    classification_id INTEGER REFERENCES classifications(id),
    brand_id INTEGER REFERENCES brands(id),
    tax_id INTEGER REFERENCES taxes(id),
    price REAL NOT NULL DEFAULT 0,               -- end-user price
    dealer_price REAL NOT NULL DEFAULT 0,
    super_dealer_price REAL NOT NULL DEFAULT 0,
    purchase_price REAL NOT NULL DEFAULT 0,
    minimum_price REAL NOT NULL DEFAULT 0,
    average_cost REAL NOT NULL DEFAULT 0,
    last_cost REAL NOT NULL DEFAULT 0,
    warranty TEXT,
    weight REAL,
    note TEXT,
    data_sheet TEXT,
    is_grouping INTEGER NOT NULL DEFAULT 0,
    parent_id INTEGER REFERENCES stock_items(id),  -- the grouping item this one belongs to
    requires_batch INTEGER NOT NULL DEFAULT 0,
    requires_expiry INTEGER NOT NULL DEFAULT 0,
    batch_from_expiry INTEGER NOT NULL DEFAULT 0,  -- automatic batch fill from the expiry date
    has_serials INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX stock_items_by_code ON stock_items(tenant_id, code);
CREATE INDEX stock_items_by_sku ON stock_items(tenant_id, sku);
CREATE INDEX stock_items_by_part_number ON stock_items(tenant_id, part_number);
CREATE INDEX stock_items_by_external_id ON stock_items(tenant_id, external_id);
CREATE INDEX stock_items_by_classification ON stock_items(tenant_id, classification_id);
CREATE INDEX stock_items_by_update ON stock_items(tenant_id, updated_at);

-- The unit-of-measure chain of an item (a carton of 12 pieces...).
CREATE TABLE stock_item_units (
    id INTEGER PRIMARY KEY,
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    name TEXT NOT NULL,
    ratio REAL NOT NULL DEFAULT 1,               -- base units in one of this unit
    part_number TEXT,
    sku TEXT,
    price REAL NOT NULL DEFAULT 0,
    is_default INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX stock_item_units_by_item ON stock_item_units(stock_item_id);

-- Serial numbers: where each one is (in stock, sold to a customer, returned).
CREATE TABLE stock_item_serials (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    serial_no TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'InStock',      -- InStock, Sold, Returned
    customer_id INTEGER REFERENCES customers(id),
    document_id INTEGER REFERENCES documents(id),
    return_code TEXT
);
"""
