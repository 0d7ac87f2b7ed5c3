"""Drawing printed documents (``app.printing`` pages) with QPainter: preview, printer, PDF."""
