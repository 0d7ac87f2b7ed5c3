"""The company's books: what every transactional document does to stock and to the ledger.

Resources validate a request and decide *what* a document means; this package is the only
code that writes its effects, so the two invariants of ``schema_parts/transactions.py``
hold whichever endpoint wrote a document:

- ``numbering``: document codes and serials (per type, and per warehouse or cash alias).
- ``stock``: stock movements, balances by batch, reservations and the average cost.
- ``ledger``: journal postings, system journal entries and the accounts they use.
- ``dates``: the document-date rules (future dates, closing date) and exchange rates.
- ``documents``: writing a document header and its lines.
- ``work_orders``: work orders (IO, RS, RR, OB) with their stock and system entry.
- ``orders``: a sales order's reservations, and shipping it.
- ``cash``: cash in and cash out documents.
- ``audit``: the invariants, checked (for tests).

Everything here runs inside the caller's transaction and raises ``Problem`` for a broken
business rule, so a failed request leaves nothing behind.
"""
