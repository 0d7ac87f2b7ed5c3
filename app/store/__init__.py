"""Local storage (no Qt here): where files live, connection profiles, secrets, and each
profile's SQLite store: the reference cache and stored list answers, drafts, the outbox,
the ledger cache the reports read, window state and settings.
"""
