"""The reports' names, listed apart for a lean start-up, are exactly the reports that can
be computed, in the same order (the Reports menu's)."""

from __future__ import annotations

import subprocess
import sys

from app.viewmodels.reports.compute import COMPUTE
from app.viewmodels.reports.definitions import REPORTS
from app.viewmodels.reports.names import REPORT_NAMES


def test_every_named_report_is_computed_and_defined_in_the_menus_order() -> None:
    assert tuple(COMPUTE) == REPORT_NAMES
    assert tuple(REPORTS) == REPORT_NAMES


def test_the_navigation_lists_the_reports_without_the_report_engine() -> None:
    probe = (
        "import sys, app.viewmodels.shell.navigation\n"
        "print(any(m == 'app.reports' or m.startswith('app.reports.') for m in sys.modules))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert loaded == "False"
