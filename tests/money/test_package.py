"""The money core's names are all there, each its module's own, and a currency's
decimals come without the documents' totals (what the landing page needs at start)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import app.money


def test_every_name_of_the_core_is_its_module_s_own() -> None:
    for name in app.money.__all__:
        value = getattr(app.money, name)
        homes = [
            module
            for module in ("credit", "currency", "documents", "lines")
            if getattr(importlib.import_module(f"app.money.{module}"), name, None) is value
        ]
        assert homes, name  # (a constant is also seen where another module imports it)
        defined_in = getattr(value, "__module__", None)
        if defined_in is not None and not isinstance(value, int):
            assert defined_in.startswith("app.money."), (name, defined_in)


def test_a_currency_s_decimals_do_not_load_the_documents_totals() -> None:
    probe = (
        "import sys; from app.money.currency import currency_decimals;"
        "print(sorted(m for m in sys.modules if m.startswith('app.money')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert loaded == "['app.money', 'app.money.currency']"
