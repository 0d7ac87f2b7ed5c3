"""``python -m app``: the same entry point as the ``backoffice`` command."""

import sys

from app.main import main

sys.exit(main())
