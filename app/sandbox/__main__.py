"""``python -m app.sandbox``: see ``app.sandbox.cli``."""

import sys

from app.sandbox.cli import main

sys.exit(main())
