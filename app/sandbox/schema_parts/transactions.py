"""Tables of transactional documents (migration 3): the documents' full headers and lines,
stock movements, the ledger's details, numbering, and the records documents refer to
(sales stores, bundles, other parties, print templates).

Two invariants hold after every request, and ``app.sandbox.books`` is the only code that
writes the tables they concern:

- stock: a ``stock_balances`` row's ``quantity`` is the sum of the ``stock_movements`` of its
  warehouse, item and batch; ``reserved`` is what open, unissued sales orders still hold.
- ledger: ``ledger_lines.debit``/``credit`` are in the system currency (``amount`` times the
  document's exchange rate) and ``amount`` in the document's currency; the entries documents
  make themselves balance (an entry clerks type may not, if the organization allows it).

Money and quantities are REAL, as in migration 2, rounded by the code that writes them to
the organization's ``decimalPlaces``.
"""

DDL = """
-- Sales stores: points of sale that sell from a warehouse of their own and have a default
-- customer (gaps.md). A sales order has a warehouse or a sales store, never both.
CREATE TABLE sales_stores (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,
    description TEXT NOT NULL,
    warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
    default_customer_id INTEGER REFERENCES customers(id),
    is_active INTEGER NOT NULL DEFAULT 1
);

-- Bundles: a named set of stock items sold together at a bundle price (gaps.md).
CREATE TABLE bundles (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,
    description TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE bundle_lines (
    id INTEGER PRIMARY KEY,
    bundle_id INTEGER NOT NULL REFERENCES bundles(id),
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    quantity REAL NOT NULL,
    price REAL NOT NULL DEFAULT 0
);
CREATE INDEX bundle_lines_by_bundle ON bundle_lines(bundle_id);

-- The "other party" of a work order that is neither a customer nor a supplier (a branch,
-- an employee, a contractor).
CREATE TABLE other_parties (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1
);

-- Print layouts of sales orders (GET /v3/sales-orders/print-templates).
CREATE TABLE print_templates (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    document_type TEXT NOT NULL DEFAULT 'SO',
    paper_size TEXT NOT NULL DEFAULT 'A4',
    is_default INTEGER NOT NULL DEFAULT 0,
    body TEXT NOT NULL DEFAULT ''
);

-- Accounts: cost centers (accepted or not, a default) and the one party kind an account
-- is for is read from its type (AccountsReceivable, AccountsPayable).
ALTER TABLE accounts ADD COLUMN accepts_cost_center INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN default_cost_center_id INTEGER REFERENCES cost_centers(id);

-- API users: on the organization's automatic-related-documents list (sales returns create
-- their work order and cash payment automatically only for such users).
ALTER TABLE api_users ADD COLUMN automatic_related_documents INTEGER NOT NULL DEFAULT 1;

-- Suppliers and other records documents name.
CREATE INDEX suppliers_by_account ON suppliers(related_account_id);

-- Document headers. Migration 2 gave documents the columns master data reads; these are
-- the rest. Which columns a type uses: sales orders and returns (SO, SR) the sales ones,
-- work orders (IO, RS, RR, IR, OB) warehouse, party and serial, accounting documents (JE,
-- CI, CO, ...) journal_code, currency and posting.
ALTER TABLE documents ADD COLUMN serial INTEGER;              -- number within its sequence
ALTER TABLE documents ADD COLUMN journal_code TEXT;           -- JE-...: accounting documents
ALTER TABLE documents ADD COLUMN sales_store_id INTEGER REFERENCES sales_stores(id);
ALTER TABLE documents ADD COLUMN other_party_id INTEGER REFERENCES other_parties(id);
ALTER TABLE documents ADD COLUMN responsible_id INTEGER;      -- a person id, not checked
ALTER TABLE documents ADD COLUMN purchase_person_id INTEGER;
ALTER TABLE documents ADD COLUMN currency_id INTEGER REFERENCES currencies(id);
ALTER TABLE documents ADD COLUMN cost_center_id INTEGER REFERENCES cost_centers(id);
ALTER TABLE documents ADD COLUMN main_account_id INTEGER REFERENCES accounts(id);
ALTER TABLE documents ADD COLUMN treasury_account_id INTEGER REFERENCES accounts(id);
ALTER TABLE documents ADD COLUMN external_id TEXT;
ALTER TABLE documents ADD COLUMN run_sheet_id TEXT;
ALTER TABLE documents ADD COLUMN channel TEXT;
ALTER TABLE documents ADD COLUMN notes TEXT;
ALTER TABLE documents ADD COLUMN shipping_date TEXT;
ALTER TABLE documents ADD COLUMN is_issued INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN payment_status TEXT;
ALTER TABLE documents ADD COLUMN is_system INTEGER NOT NULL DEFAULT 0;   -- made by the service
ALTER TABLE documents ADD COLUMN is_recurring_template INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN is_invoicing_je INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN related_document_code TEXT;  -- as sent (free text)
ALTER TABLE documents ADD COLUMN linked_document_code TEXT;   -- as sent, comma-separated
ALTER TABLE documents ADD COLUMN related_work_order_code TEXT;
ALTER TABLE documents ADD COLUMN related_work_order_value REAL;
ALTER TABLE documents ADD COLUMN taxable INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN apply_tax_after_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN prices_include_tax INTEGER NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN gross_total REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN sub_total REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN net_total REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN total_items_discounts REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN discount REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN discount_rate REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN tax REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN shipment_cost REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN cash_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN on_account_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN notes_receivable_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN cash_paid REAL NOT NULL DEFAULT 0;
ALTER TABLE documents ADD COLUMN updated_at TEXT;
ALTER TABLE documents ADD COLUMN updated_by INTEGER REFERENCES api_users(id);
CREATE INDEX documents_by_date ON documents(tenant_id, type, document_date);
CREATE INDEX documents_by_related ON documents(related_document_id);
CREATE INDEX documents_by_journal_code ON documents(tenant_id, journal_code);
CREATE INDEX documents_by_paper_number ON documents(tenant_id, paper_number);
CREATE INDEX documents_by_warehouse ON documents(warehouse_id);
CREATE INDEX documents_by_supplier ON documents(supplier_id);

-- Document lines. line_number orders them; source_line_id is the line this one continues
-- (an issue-offering line -> the sales-order line it ships, a return line -> the line it
-- returns); original_line_id is the line a replacement line stands for.
ALTER TABLE document_lines ADD COLUMN line_number INTEGER NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN bundle_id INTEGER REFERENCES bundles(id);
ALTER TABLE document_lines ADD COLUMN bundle_quantity REAL;
ALTER TABLE document_lines ADD COLUMN unit_id INTEGER REFERENCES stock_item_units(id);
ALTER TABLE document_lines ADD COLUMN unit_ratio REAL NOT NULL DEFAULT 1;  -- base units/unit
ALTER TABLE document_lines ADD COLUMN tax_rate REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN withholding_tax_rate REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN item_discount REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN item_discount_type TEXT NOT NULL DEFAULT 'Value';
ALTER TABLE document_lines ADD COLUMN unit_discount REAL NOT NULL DEFAULT 0;
ALTER TABLE document_lines ADD COLUMN description TEXT;
ALTER TABLE document_lines ADD COLUMN comments TEXT;
ALTER TABLE document_lines ADD COLUMN warehouse_id INTEGER REFERENCES warehouses(id);
ALTER TABLE document_lines ADD COLUMN batch_number TEXT;
ALTER TABLE document_lines ADD COLUMN expiry_date TEXT;
ALTER TABLE document_lines ADD COLUMN production_date TEXT;
ALTER TABLE document_lines ADD COLUMN unit_cost REAL NOT NULL DEFAULT 0;  -- stock moved at
ALTER TABLE document_lines ADD COLUMN source_line_id INTEGER REFERENCES document_lines(id);
ALTER TABLE document_lines ADD COLUMN original_line_id INTEGER REFERENCES document_lines(id);
ALTER TABLE document_lines ADD COLUMN is_replacement INTEGER NOT NULL DEFAULT 0;
CREATE INDEX document_lines_by_source ON document_lines(source_line_id);
CREATE INDEX document_lines_by_stock_item ON document_lines(stock_item_id);

-- Serial numbers a line carries (sold, reserved or received).
CREATE TABLE document_line_serials (
    line_id INTEGER NOT NULL REFERENCES document_lines(id),
    serial_id INTEGER NOT NULL REFERENCES stock_item_serials(id),
    PRIMARY KEY (line_id, serial_id)
);
CREATE INDEX document_line_serials_by_serial ON document_line_serials(serial_id);

-- Installments of a sales (or purchase) document.
CREATE TABLE document_installments (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    days_limit INTEGER,
    amount REAL NOT NULL DEFAULT 0,
    due_date TEXT,
    account_id INTEGER REFERENCES accounts(id),
    payment_type TEXT,
    bank_id INTEGER,
    note_no TEXT,
    note_type_id INTEGER,
    comments TEXT
);
CREATE INDEX document_installments_by_document ON document_installments(document_id);

CREATE TABLE document_tags (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    tag TEXT NOT NULL,
    PRIMARY KEY (document_id, tag)
);
CREATE INDEX document_tags_by_tag ON document_tags(tag);

-- Money received or paid against a document (an order's cash-in, a return's cash payment):
-- the paid amounts per related document code of a sales order response.
CREATE TABLE document_payments (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id),        -- the order or return
    payment_document_id INTEGER NOT NULL REFERENCES documents(id), -- the CI/CO paying it
    amount REAL NOT NULL
);
CREATE INDEX document_payments_by_document ON document_payments(document_id);
CREATE INDEX document_payments_by_payment ON document_payments(payment_document_id);

-- Numbering: the last serial handed out per tenant, document type and scope ('' for a
-- tenant-wide sequence, a warehouse id or a cash account alias otherwise).
CREATE TABLE document_sequences (
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    type TEXT NOT NULL,
    scope TEXT NOT NULL DEFAULT '',
    last_serial INTEGER NOT NULL,
    PRIMARY KEY (tenant_id, type, scope)
);

-- Manual document links: documents in one group are linked to each other (transitively).
-- code is the document's code as stored; a document is in at most one group.
CREATE TABLE manual_links (
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    group_id INTEGER NOT NULL,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    code TEXT NOT NULL,
    PRIMARY KEY (tenant_id, document_id)
);
CREATE INDEX manual_links_by_group ON manual_links(tenant_id, group_id);
CREATE INDEX manual_links_by_code ON manual_links(tenant_id, code);

-- Every change of stock: one row per document line and batch, quantity signed in base
-- units (receipts positive, issues negative), unit_cost in the system currency.
CREATE TABLE stock_movements (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line_id INTEGER REFERENCES document_lines(id),
    warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
    stock_item_id INTEGER NOT NULL REFERENCES stock_items(id),
    batch_number TEXT NOT NULL DEFAULT '',
    expiry_date TEXT,
    quantity REAL NOT NULL,
    unit_cost REAL NOT NULL DEFAULT 0,
    is_opening INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX stock_movements_by_item ON stock_movements(stock_item_id, warehouse_id);
CREATE INDEX stock_movements_by_document ON stock_movements(document_id);

-- Ledger lines get an order within their document and a line-level currency amount.
ALTER TABLE ledger_lines ADD COLUMN line_number INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ledger_lines ADD COLUMN amount REAL NOT NULL DEFAULT 0;  -- in the document currency
CREATE INDEX ledger_lines_by_document ON ledger_lines(document_id);
CREATE INDEX ledger_lines_by_supplier ON ledger_lines(supplier_id);
CREATE INDEX ledger_lines_by_cost_center ON ledger_lines(cost_center_id);
"""
