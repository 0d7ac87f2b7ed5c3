"""Accounting: the chart of accounts, journal entries, cash in and out, taxes."""
