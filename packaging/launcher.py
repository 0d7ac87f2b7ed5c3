"""The frozen bundle's entry point (PyInstaller runs it as ``__main__``): ``app.main``."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
