"""Command-line runners (``backoffice print``, ``backoffice report``): no window, one clear
line on stderr and a non-zero exit code when something is wrong.

The package sits between the composition root and the views: ``app.main`` dispatches to
it, and it may import ``app.views.printing`` for the one thing a command line needs Qt
for, drawing a PDF (QtGui's QPdfWriter, never a widget). ``app.cli.target`` itself is
Qt-free, so ``backoffice report --format json`` never loads Qt.
"""
