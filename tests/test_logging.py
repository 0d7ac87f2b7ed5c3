"""Tokens never reach the log file."""

from __future__ import annotations

import logging

from app.store.logs import RedactTokens


def test_bearer_tokens_and_jwts_are_redacted() -> None:
    record = logging.LogRecord(
        "x",
        logging.INFO,
        __file__,
        1,
        "sent %s and %s then bos_abcdefghijkl",
        ("Authorization: Bearer secret123", "eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl"),
        None,
    )
    RedactTokens().filter(record)
    message = record.getMessage()
    assert "secret123" not in message and "eyJzdWIiOiIx" not in message
    assert "bos_abcdefghijkl" not in message
    assert message.count("[redacted]") == 3
