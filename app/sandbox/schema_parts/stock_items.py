"""Tables of stock items (migration 2); they replace migration 1's stub.

The indexes serve the lists at 100,000 items per tenant: ``stock_items_listed`` (tenant,
grouping flag and the implicit rowid) gives the default list's ids in order, each lookup
filter has its own index, and the parts of a response kept in other tables (units,
children, property values, opening balances) are found by item id. Triggers bump
``stock_item_list_versions`` whenever the set of a tenant's listed items may change, so
that the in-memory page index of the default list knows when to re-read it.

``wire_json`` is the item's own fields as they go on the wire (``STOCK_ITEM_OWN_JSON``), a
stored generated column: SQLite keeps it current on every write, whoever writes, and a
1,000-item page reads it instead of building 1,000 objects (see
``resources/stock_item_rendering.py`` for the parts that come from other tables).
"""


def _flag(column: str) -> str:
    """A 0/1 column as a JSON boolean."""
    return f"json(CASE WHEN {column} THEN 'true' ELSE 'false' END)"


STOCK_ITEM_OWN_JSON = f"""json_object(
    'id', id,
    'code', code,
    'sku', sku,
    'partNumber', part_number,
    'externalId', external_id,
    'description', description,
    'oeNumber', oe_number,
    'otherLangDescription', other_lang_description,
    'classificationId', classification_id,
    'brandId', brand_id,
    'price', price,
    'dealerPrice', dealer_price,
    'superDealerPrice', super_dealer_price,
    'purchasePrice', purchase_price,
    'minimumPrice', minimum_price,
    'averageCost', average_cost,
    'lastCost', last_cost,
    'warranty', warranty,
    'weight', weight,
    'note', note,
    'dataSheet', data_sheet,
    'isGroupingItem', {_flag("is_grouping = 1")},
    'parentId', parent_id,
    'requiresBatchNumber', {_flag("requires_batch")},
    'requiresExpiryDate', {_flag("requires_expiry")},
    'autoBatchFromExpiry', {_flag("batch_from_expiry")},
    'hasSerialNumbers', {_flag("has_serials")},
    'isActive', {_flag("is_active")},
    'updateDate', updated_at)"""
"""The fields of a StockItemResponse that come from the item's own row."""

DDL = f"""
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
    picture TEXT,                                -- accepted, stored, never returned (spec)
    is_grouping INTEGER DEFAULT 0,                -- NULL only in old data: not grouping
    parent_id INTEGER REFERENCES stock_items(id),  -- the grouping item this one belongs to
    requires_batch INTEGER NOT NULL DEFAULT 0,
    requires_expiry INTEGER NOT NULL DEFAULT 0,
    batch_from_expiry INTEGER NOT NULL DEFAULT 0,  -- automatic batch fill from the expiry date
    has_serials INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    wire_json TEXT GENERATED ALWAYS AS ({STOCK_ITEM_OWN_JSON}) STORED
);
CREATE INDEX stock_items_by_code ON stock_items(tenant_id, code);
-- SKUs match ignoring case (list rule 2), descriptions are unique ignoring case.
CREATE INDEX stock_items_by_sku ON stock_items(tenant_id, sku COLLATE NOCASE);
CREATE INDEX stock_items_by_part_number ON stock_items(tenant_id, part_number);
-- The search tries the whole keywords as a part number, ignoring case.
CREATE INDEX stock_items_by_part_number_nocase
    ON stock_items(tenant_id, part_number COLLATE NOCASE);
CREATE INDEX stock_items_by_external_id ON stock_items(tenant_id, external_id);
CREATE INDEX stock_items_by_classification ON stock_items(tenant_id, classification_id);
CREATE INDEX stock_items_by_update ON stock_items(tenant_id, updated_at);
CREATE INDEX stock_items_by_description ON stock_items(tenant_id, description COLLATE NOCASE);
CREATE INDEX stock_items_listed ON stock_items(tenant_id, is_grouping);
CREATE INDEX stock_items_by_parent ON stock_items(parent_id);

-- Bumped whenever the set of a tenant's listed (non-grouping) items may have changed: the
-- default list keeps those ids in memory and re-reads them when this version moves
-- (resources/stock_item_rendering.py).
CREATE TABLE stock_item_list_versions (
    tenant_id INTEGER PRIMARY KEY REFERENCES tenants(id),
    version INTEGER NOT NULL
);
CREATE TRIGGER stock_items_list_version_on_insert AFTER INSERT ON stock_items
BEGIN
    INSERT INTO stock_item_list_versions (tenant_id, version) VALUES (NEW.tenant_id, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER stock_items_list_version_on_delete AFTER DELETE ON stock_items
BEGIN
    INSERT INTO stock_item_list_versions (tenant_id, version) VALUES (OLD.tenant_id, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER stock_items_list_version_on_update AFTER UPDATE OF is_grouping, tenant_id
    ON stock_items
BEGIN
    INSERT INTO stock_item_list_versions (tenant_id, version) VALUES (OLD.tenant_id, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1;
    INSERT INTO stock_item_list_versions (tenant_id, version) VALUES (NEW.tenant_id, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = version + 1;
END;

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
CREATE INDEX stock_item_units_by_part_number ON stock_item_units(part_number COLLATE NOCASE);

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
CREATE INDEX stock_item_serials_by_item ON stock_item_serials(stock_item_id, serial_no);

-- The last number the service generated per tenant and kind of code ('stock_item',
-- 'dynamic_property', 'dynamic_property_value') when the item coding method is Automatic.
CREATE TABLE generated_codes (
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    kind TEXT NOT NULL,
    last_number INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, kind)
);
"""
