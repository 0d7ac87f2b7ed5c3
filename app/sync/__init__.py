"""Engines that move data between ``app.api`` and ``app.store`` (no Qt here).

- the reference and list syncs (``reference``, ``bulk``, ``kinds``): lists read page by page
  into the store, incremental by change time, with a full sync when one is due;
- the ledger sync (``ledger``): every journal entry and document into the ledger cache the
  reports read, with a rolling re-read of older history;
- the outbox (``outbox``, ``pending``): what was typed offline, sent once each, never twice;
- imports (``import_rows``, ``import_send``): CSV rows checked, then sent through the outbox.
"""
