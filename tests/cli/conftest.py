"""The command-line runners draw PDFs through a QGuiApplication they make when none exists;
in a test worker it would stay behind and break every later test that needs widgets, so
each test here runs over the worker's QApplication."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _widgets_application(qapp: object) -> None:
    """Ask for pytest-qt's QApplication before the runner could make a QGuiApplication."""
