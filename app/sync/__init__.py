"""Engines that move data between ``app.api`` and ``app.store`` (no Qt here).

Reference-list sync and the outbox submitter arrive with the store and sync issue; the
layer exists now so that the import contracts guard it from the start.
"""
