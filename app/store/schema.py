"""The local store's schema, as ordered migrations (``PRAGMA user_version`` = count applied).

A migration that has shipped is never edited: add a new one at the end.
"""

from __future__ import annotations

STORE_MIGRATIONS: tuple[str, ...] = (
    # 1: reference cache and sync state, search indexes, drafts, outbox.
    """
    -- One row per cached record of a reference list ('taxes', 'stock_items', ...): the
    -- server's JSON as it came, plus the columns pickers sort and filter on.
    CREATE TABLE reference_rows (
        list TEXT NOT NULL,
        id INTEGER NOT NULL,
        code TEXT,
        name TEXT,
        is_active INTEGER NOT NULL DEFAULT 1,
        updated_at TEXT,                  -- the server's updateDate, when the list has one
        payload TEXT NOT NULL,
        seen_at TEXT NOT NULL,            -- the sync run that last saw it (reconcile)
        PRIMARY KEY (list, id)
    );
    CREATE INDEX reference_rows_by_code ON reference_rows(list, code);
    CREATE INDEX reference_rows_by_name ON reference_rows(list, name);

    CREATE TABLE sync_state (
        list TEXT PRIMARY KEY,
        cursor TEXT,                      -- server time the last incremental run started at
        last_sync TEXT,
        last_full_sync TEXT,
        row_count INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
    );

    -- Search while typing; rowid is the record id. unicode61 folds case and diacritics
    -- (Arabic harakat included); prefix indexes make "abc*" queries cheap.
    CREATE VIRTUAL TABLE stock_items_search USING fts5(
        code, sku, part_number, description, other_lang_description,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE VIRTUAL TABLE customers_search USING fts5(
        code, name, mobile, phone, email,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );

    -- What an editor holds, saved as the clerk types.
    CREATE TABLE drafts (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,               -- 'tax', 'stock_item', 'sales_order', ...
        title TEXT NOT NULL DEFAULT '',
        record_key TEXT,                  -- the record being edited (None for a new one)
        payload TEXT NOT NULL,            -- the editor's state (JSON)
        base TEXT,                        -- the server copy the edit started from (JSON)
        state TEXT NOT NULL DEFAULT 'open',   -- open, submitted, discarded
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );

    -- Requests waiting to reach the server, sent at most once each.
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        client_reference TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        operation TEXT NOT NULL,          -- create, update, delete
        target TEXT,                      -- id or code of the record an update/delete hits
        payload TEXT NOT NULL,            -- the frozen request body (JSON)
        state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        error TEXT,                       -- problem details or transport error (JSON)
        server_key TEXT,                  -- the created record's id or code
        draft_id TEXT REFERENCES drafts(id),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE INDEX outbox_by_state ON outbox(state, id);
    """,
    # 2: an update remembers the server copy it expects to replace, so that the sender can
    #    re-read first and refuse to overwrite someone else's change.
    """
    ALTER TABLE outbox ADD COLUMN base TEXT;  -- the server copy an update replaces (JSON)
    CREATE INDEX outbox_by_draft ON outbox(draft_id);
    """,
    # 3: the stock-item list (100,000 items) reads its columns from a table of its own, so
    #    that opening it, sorting it and painting a screen of it never parse JSON.
    #    Triggers keep it in step with the cached rows, so the sync and the editors write
    #    the cache exactly as before. Only the two orders a clerk uses most have an index
    #    (each index costs the sync a write per item; the other columns sort 100,000 small
    #    rows in about 0.1 s, on a header click).
    """
    CREATE TABLE stock_item_rows (
        id INTEGER PRIMARY KEY,
        code TEXT COLLATE NOCASE,
        description TEXT NOT NULL COLLATE NOCASE,
        sku TEXT COLLATE NOCASE,
        part_number TEXT COLLATE NOCASE,
        external_id TEXT,
        classification_id INTEGER,
        classification_code TEXT COLLATE NOCASE,
        price TEXT,                       -- as the server sent it (a decimal's text)
        price_value REAL,                 -- the same, for sorting
        is_active INTEGER NOT NULL,
        is_grouping INTEGER NOT NULL,
        updated_at TEXT
    );
    -- (column, id): the order is read from the index alone, ties broken by id.
    CREATE INDEX stock_item_rows_by_code ON stock_item_rows(code, id);
    CREATE INDEX stock_item_rows_by_description ON stock_item_rows(description, id);

    CREATE TRIGGER stock_item_rows_insert AFTER INSERT ON reference_rows
    WHEN NEW.list = 'stock_items' BEGIN
        DELETE FROM stock_item_rows WHERE id = NEW.id;
        INSERT INTO stock_item_rows VALUES (
            NEW.id, NEW.code, coalesce(NEW.name, ''),
            json_extract(NEW.payload, '$.sku'), json_extract(NEW.payload, '$.partNumber'),
            json_extract(NEW.payload, '$.externalId'),
            json_extract(NEW.payload, '$.classificationId'),
            json_extract(NEW.payload, '$.classificationCode'),
            CAST(json_extract(NEW.payload, '$.price') AS TEXT),
            CAST(json_extract(NEW.payload, '$.price') AS REAL),
            NEW.is_active, coalesce(json_extract(NEW.payload, '$.isGroupingItem'), 0),
            NEW.updated_at);
    END;
    -- A full sync stamps every row it sees (seen_at): an item that did not change is not
    -- written again.
    CREATE TRIGGER stock_item_rows_update AFTER UPDATE ON reference_rows
    WHEN NEW.list = 'stock_items' AND (
        OLD.payload IS NOT NEW.payload OR OLD.code IS NOT NEW.code
        OR OLD.name IS NOT NEW.name OR OLD.is_active IS NOT NEW.is_active
        OR OLD.updated_at IS NOT NEW.updated_at
    ) BEGIN
        DELETE FROM stock_item_rows WHERE id = OLD.id;
        INSERT INTO stock_item_rows VALUES (
            NEW.id, NEW.code, coalesce(NEW.name, ''),
            json_extract(NEW.payload, '$.sku'), json_extract(NEW.payload, '$.partNumber'),
            json_extract(NEW.payload, '$.externalId'),
            json_extract(NEW.payload, '$.classificationId'),
            json_extract(NEW.payload, '$.classificationCode'),
            CAST(json_extract(NEW.payload, '$.price') AS TEXT),
            CAST(json_extract(NEW.payload, '$.price') AS REAL),
            NEW.is_active, coalesce(json_extract(NEW.payload, '$.isGroupingItem'), 0),
            NEW.updated_at);
    END;
    CREATE TRIGGER stock_item_rows_delete AFTER DELETE ON reference_rows
    WHEN OLD.list = 'stock_items' BEGIN
        DELETE FROM stock_item_rows WHERE id = OLD.id;
    END;

    INSERT INTO stock_item_rows
    SELECT id, code, coalesce(name, ''),
        json_extract(payload, '$.sku'), json_extract(payload, '$.partNumber'),
        json_extract(payload, '$.externalId'), json_extract(payload, '$.classificationId'),
        json_extract(payload, '$.classificationCode'),
        CAST(json_extract(payload, '$.price') AS TEXT),
        CAST(json_extract(payload, '$.price') AS REAL),
        is_active, coalesce(json_extract(payload, '$.isGroupingItem'), 0), updated_at
    FROM reference_rows WHERE list = 'stock_items';
    """,
    # 4: settings of the profile that are not a server's record: the company details printed
    #    on documents (the API has no company endpoint), the printer and paper per document
    #    kind, the last warehouse used... One JSON value per key (issues 16 and 20).
    """
    CREATE TABLE profile_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,              -- JSON
        updated_at TEXT NOT NULL
    );
    """,
    # 5: what a clerk sees offline. The last rows each list showed for
    #    each filter, so that a list opened with no server shows them ("offline, as of ...");
    #    and an outbox row that must wait for another (an order naming a customer that is
    #    itself still in the outbox) names it, and is sent only after it, with its id.
    """
    CREATE TABLE list_snapshots (
        list TEXT NOT NULL,               -- the list's name (its view-model)
        query TEXT NOT NULL,              -- its filters and page (JSON, keys sorted)
        row_type TEXT NOT NULL,           -- module:qualname of the rows' response model
        rows TEXT NOT NULL,               -- the rows as the server sent them (JSON list)
        total INTEGER NOT NULL,
        seen_at TEXT NOT NULL,            -- when the server answered
        PRIMARY KEY (list, query)
    );
    ALTER TABLE outbox ADD COLUMN waits_for INTEGER REFERENCES outbox(id);
    """,
)
