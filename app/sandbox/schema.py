"""The sandbox database schema, as ordered migrations (``PRAGMA user_version`` = count applied).

Never edit a migration that has shipped: the demo company lives in every user's data folder.
Add a new one at the end.
"""

from __future__ import annotations

from app.sandbox import unknown_fields
from app.sandbox.schema_parts import (
    brands,
    classifications,
    customers,
    dynamic_properties,
    geography,
    reference,
    sales_persons,
    service_items,
    stock_item_bodies,
    stock_items,
    transactions,
    warehouses,
)

# Migration 2: master data. The groups' tables, in an order where every ALTER TABLE comes
# after the CREATE TABLE it changes (stock and service items replace migration 1's stubs).
MASTER_DATA = "\n".join(
    part.DDL
    for part in (
        reference,
        geography,
        classifications,
        brands,
        warehouses,
        stock_items,
        dynamic_properties,
        sales_persons,
        service_items,
        customers,
    )
)

MIGRATIONS: tuple[str, ...] = (
    # 1: tenants, API users, settings, chart of accounts, taxes, and the minimal item and
    #    document tables that tax usage rules look at (later migrations widen them).
    """
    CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE tenants (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    CREATE TABLE api_users (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        scopes TEXT NOT NULL,            -- JSON array of "verb:resource", or ["*"]
        created_at TEXT NOT NULL
    );
    CREATE TABLE settings (
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (tenant_id, key)
    );
    CREATE TABLE account_nodes (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        other_lang_name TEXT,
        type TEXT,
        parent_id INTEGER REFERENCES account_nodes(id)
    );
    CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        node_id INTEGER NOT NULL REFERENCES account_nodes(id),
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        other_lang_name TEXT,
        type TEXT,
        alias TEXT,
        currency_id INTEGER,
        is_active INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE INDEX accounts_by_tenant ON accounts(tenant_id, id);
    CREATE TABLE einvoice_tax_types (
        id INTEGER PRIMARY KEY,
        country TEXT NOT NULL,
        type TEXT NOT NULL,
        code TEXT NOT NULL,
        description TEXT NOT NULL
    );
    CREATE TABLE taxes (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        name TEXT NOT NULL,
        rate REAL NOT NULL,
        einvoice_tax_type_id INTEGER,
        scope TEXT,                      -- NULL = no scope, returned as "Any"
        sales_account_id INTEGER REFERENCES accounts(id),
        sales_withholding_account_id INTEGER REFERENCES accounts(id),
        purchase_account_id INTEGER REFERENCES accounts(id),
        active INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE stock_items (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        code TEXT,
        description TEXT NOT NULL,
        tax_id INTEGER REFERENCES taxes(id),
        is_active INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE service_items (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        code TEXT,
        description TEXT NOT NULL,
        tax_id INTEGER REFERENCES taxes(id),
        withholding_tax_id INTEGER REFERENCES taxes(id),
        is_active INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        type TEXT NOT NULL,              -- DocumentType: SO, SR, IO, RR, JE, ...
        code TEXT NOT NULL
    );
    CREATE TABLE document_lines (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents(id),
        tax_id INTEGER REFERENCES taxes(id),
        withholding_tax_id INTEGER REFERENCES taxes(id)
    );
    -- E-invoice tax types are the authorities' lists, the same for every tenant.
    INSERT INTO einvoice_tax_types (id, country, type, code, description) VALUES
        (1, 'Egypt', 'T1', 'V009', 'Value added tax - general item sales'),
        (2, 'Egypt', 'T1', 'V001', 'Value added tax - export'),
        (3, 'Egypt', 'T1', 'V003', 'Value added tax - exempted goods or services'),
        (4, 'Egypt', 'T2', 'Tbl01', 'Table tax (percentage)'),
        (5, 'Egypt', 'T4', 'W002', 'Withholding tax - supplies'),
        (6, 'Egypt', 'T4', 'W004', 'Withholding tax - services'),
        (7, 'Saudi Arabia', 'VAT', 'S', 'Standard rate'),
        (8, 'Saudi Arabia', 'VAT', 'Z', 'Zero rated goods'),
        (9, 'Saudi Arabia', 'VAT', 'E', 'Exempt from tax'),
        (10, 'Saudi Arabia', 'VAT', 'O', 'Services outside scope of tax');
    """,
    # 2: master data (schema_parts, one module per resource group).
    MASTER_DATA,
    # 3: transactional documents, stock movements and the ledger's details.
    transactions.DDL,
    # 4: every stock item's whole wire body, kept by triggers, for fast 1,000-item pages.
    stock_item_bodies.DDL,
    # 5: the journal-entry list pages 100,000 documents newest first (document date, then
    #    id) without sorting them all for every page.
    """
    CREATE INDEX documents_by_tenant_date ON documents(tenant_id, document_date, id);
    """,
    # 6: fields our models do not know, planted on a record by a test (empty otherwise).
    unknown_fields.DDL,
)
