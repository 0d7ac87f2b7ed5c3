"""The main window (``app/views/shell/window.py``), under the name the app and the tests
import it by."""

from app.views.shell.navigation import ENTRY_KEY_ROLE
from app.views.shell.tabs import tab_text
from app.views.shell.window import MainWindow

__all__ = ["ENTRY_KEY_ROLE", "MainWindow", "tab_text"]
