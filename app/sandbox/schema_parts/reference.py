"""Reference data and cross-cutting tables: data permissions, countries, currencies, cost
centers, suppliers, file tokens, and the columns documents need for invoiced quantities."""

DDL = """
-- API users: data permissions (all, or only what data_permissions grants), the e-mail a
-- document's createdBy matches, and the sales person a user may be linked to.
ALTER TABLE api_users ADD COLUMN all_data_permissions INTEGER NOT NULL DEFAULT 1;
ALTER TABLE api_users ADD COLUMN email TEXT;
ALTER TABLE api_users ADD COLUMN sales_person_id INTEGER REFERENCES sales_persons(id);

-- What a restricted user may see: kind is 'warehouse', 'classification', 'stock_item',
-- 'service_item', 'customer', 'sales_person', 'cost_center' or 'treasury'.
CREATE TABLE data_permissions (
    user_id INTEGER NOT NULL REFERENCES api_users(id),
    kind TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, kind, entity_id)
);

-- Countries are the same for every tenant.
CREATE TABLE countries (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    other_lang_name TEXT
);
INSERT INTO countries (id, code, name, other_lang_name) VALUES
    (1, 'EG', 'Egypt', 'مصر'),
    (2, 'SA', 'Saudi Arabia', 'المملكة العربية السعودية'),
    (3, 'AE', 'United Arab Emirates', 'الإمارات العربية المتحدة'),
    (4, 'JO', 'Jordan', 'الأردن');

CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,                  -- ISO 4217
    name TEXT NOT NULL,
    is_system INTEGER NOT NULL DEFAULT 0,
    rate REAL NOT NULL DEFAULT 1         -- current rate: system-currency units per unit
);

CREATE TABLE cost_centers (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE suppliers (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    other_lang_name TEXT,
    related_account_id INTEGER REFERENCES accounts(id),
    is_active INTEGER NOT NULL DEFAULT 1
);

-- Download tokens of GET /v3/common/files/{token}.
CREATE TABLE file_tokens (
    token TEXT PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content BLOB NOT NULL,
    expires_at TEXT NOT NULL
);

-- Accounts may carry an address (the spec counts accounts among a city's users).
ALTER TABLE accounts ADD COLUMN city_id INTEGER REFERENCES cities(id);
ALTER TABLE accounts ADD COLUMN district_id INTEGER REFERENCES districts(id);

-- Documents, as far as master data needs them (invoiceable documents, invoiced quantities,
-- balances, usage checks); the transactional documents issue widens these.
-- type is the DocumentType (SO, SR, IO, RR, PO, PR, JE, CI, CO, ...).
ALTER TABLE documents ADD COLUMN document_date TEXT;
ALTER TABLE documents ADD COLUMN paper_number TEXT;
ALTER TABLE documents ADD COLUMN exchange_rate REAL NOT NULL DEFAULT 1;
ALTER TABLE documents ADD COLUMN status TEXT;
ALTER TABLE documents ADD COLUMN is_auto_generated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN require_auto_work_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN is_archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN is_posted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN supplier_id INTEGER REFERENCES suppliers(id);
ALTER TABLE documents ADD COLUMN created_by INTEGER REFERENCES api_users(id);
ALTER TABLE documents ADD COLUMN created_at TEXT;
ALTER TABLE documents ADD COLUMN is_approved INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN related_document_id INTEGER REFERENCES documents(id);
ALTER TABLE documents ADD COLUMN customer_id INTEGER REFERENCES customers(id);
ALTER TABLE documents ADD COLUMN sales_person_id INTEGER REFERENCES sales_persons(id);
ALTER TABLE documents ADD COLUMN warehouse_id INTEGER REFERENCES warehouses(id);
ALTER TABLE document_lines ADD COLUMN stock_item_id INTEGER REFERENCES stock_items(id);
ALTER TABLE document_lines ADD COLUMN service_item_id INTEGER REFERENCES service_items(id);
ALTER TABLE document_lines ADD COLUMN quantity REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN price REAL NOT NULL DEFAULT 0;     -- value per unit
ALTER TABLE document_lines ADD COLUMN issued_quantity REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN returned_quantity REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN invoiced_quantity REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN updated_at TEXT;
ALTER TABLE document_lines ADD COLUMN updated_by INTEGER REFERENCES api_users(id);
CREATE INDEX documents_by_type ON documents(tenant_id, type, code);
CREATE INDEX document_lines_by_document ON document_lines(document_id);

-- The general ledger: every accounting effect of every document is a line here, with the
-- party (customer or supplier) where the account needs one. A customer's balance is the
-- sum of debits minus credits of its lines, posted or not.
CREATE TABLE ledger_lines (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    document_id INTEGER NOT NULL REFERENCES documents(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    customer_id INTEGER REFERENCES customers(id),
    supplier_id INTEGER REFERENCES suppliers(id),
    cost_center_id INTEGER REFERENCES cost_centers(id),
    debit REAL NOT NULL DEFAULT 0,
    credit REAL NOT NULL DEFAULT 0,
    comments TEXT
);
CREATE INDEX ledger_lines_by_customer ON ledger_lines(customer_id);
CREATE INDEX ledger_lines_by_account ON ledger_lines(account_id);
"""
