"""Tables of customers, their addresses and tags, and price lists (migration 2)."""

DDL = """
CREATE TABLE price_lists (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL
);
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT,
    name TEXT NOT NULL,
    customer_type TEXT NOT NULL DEFAULT 'Consumer',
    pricing_type TEXT,
    price_list_id INTEGER REFERENCES price_lists(id),
    tax_registration_id TEXT,
    national_id TEXT,
    shipping_term TEXT,
    insurance TEXT,
    guarantee REAL,
    credit_limit REAL,
    has_discount INTEGER,
    discount_mandatory INTEGER,
    discount_from REAL,
    discount_to REAL,
    payment_type TEXT,
    payment_max_due_days INTEGER,
    related_account_id INTEGER REFERENCES accounts(id),
    sales_person_id INTEGER REFERENCES sales_persons(id),
    default_foreign_currency_id INTEGER REFERENCES currencies(id),
    external_id TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    contact_person TEXT,
    contact_country_id INTEGER REFERENCES countries(id),
    contact_city_id INTEGER REFERENCES cities(id),
    contact_district_id INTEGER REFERENCES districts(id),
    postal_zip_code TEXT,
    phone TEXT,
    phone2 TEXT,
    fax TEXT,
    mobile TEXT,
    email TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- An index on tenant_id alone holds each tenant's rows in id order: the lists page "ORDER BY
-- id" through it without sorting 100,000 rows.
CREATE INDEX customers_by_tenant ON customers(tenant_id);
CREATE INDEX customers_by_code ON customers(tenant_id, code);
CREATE INDEX customers_by_external_id ON customers(tenant_id, external_id);
CREATE INDEX customers_by_update ON customers(tenant_id, updated_at);
CREATE TABLE customer_tags (
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    tag TEXT NOT NULL,
    PRIMARY KEY (customer_id, tag)
);
CREATE TABLE customer_addresses (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    name TEXT,
    country_id INTEGER REFERENCES countries(id),
    city_id INTEGER REFERENCES cities(id),
    district_id INTEGER REFERENCES districts(id),
    street TEXT,
    building_number TEXT,
    description TEXT,
    phone TEXT,
    is_default INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses(customer_id);

-- Uniqueness checks compare codes, names and external ids ignoring case, as the service's
-- collation does; these let them (and the by-name batch update) use an index at 100,000 rows.
CREATE INDEX customers_by_code_nocase ON customers(tenant_id, code COLLATE NOCASE);
CREATE INDEX customers_by_name_nocase ON customers(tenant_id, name COLLATE NOCASE);
CREATE INDEX customers_by_external_id_nocase
    ON customers(tenant_id, external_id COLLATE NOCASE);
-- Search restricted to a sales person's customers, and a sales person's delete check.
CREATE INDEX customers_by_sales_person ON customers(sales_person_id);
-- The accounts list's customer filters and the "receivable account is active" list rule.
CREATE INDEX customers_by_related_account ON customers(related_account_id);
-- A city's or district's delete check ("still used by customers").
CREATE INDEX customers_by_contact_city ON customers(contact_city_id);
CREATE INDEX customers_by_contact_district ON customers(contact_district_id);
CREATE INDEX customer_addresses_by_city ON customer_addresses(city_id);
CREATE INDEX customer_addresses_by_district ON customer_addresses(district_id);

-- Other groups' tables, looked up by customer: invoiceable documents, and the "in use"
-- check of a delete. IF NOT EXISTS: the owning part may declare the same index first.
CREATE INDEX IF NOT EXISTS documents_by_customer ON documents(customer_id);
CREATE INDEX IF NOT EXISTS stock_item_serials_by_customer ON stock_item_serials(customer_id);
"""
