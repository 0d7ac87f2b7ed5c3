"""Local storage (no Qt here): where files live, connection profiles, secrets.

Later: the per-profile SQLite store with the reference cache, drafts and the outbox.
"""
