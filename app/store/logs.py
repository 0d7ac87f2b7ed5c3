"""The app's log file: rotating, in the log folder, and never carrying a token."""

from __future__ import annotations

import logging
import logging.handlers
import re

from app.store.paths import AppPaths


class RedactTokens(logging.Filter):
    """Belt and braces: no log line ever carries a bearer token or a JWT."""

    _PATTERN = re.compile(r"(Bearer\s+)\S+|\bbos_[\w-]{8,}|\beyJ[\w-]+\.[\w-]+\.[\w-]+")

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = self._PATTERN.sub(lambda m: (m.group(1) or "") + "[redacted]", message)
        if redacted != message:
            record.msg, record.args = redacted, ()
        return True


def configure_logging(paths: AppPaths) -> logging.Handler:
    """Log to a rotating file in the log folder; returns the handler (to close it)."""
    handler = logging.handlers.RotatingFileHandler(
        paths.log_file, maxBytes=2_000_000, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(RedactTokens())
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    root.addHandler(handler)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    return handler
