"""Text rules every layer shares, Qt-free: which characters are digits (``digits``)."""
