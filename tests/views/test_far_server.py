"""The app against a server far from our reading of the contract (the "far" variant:
renamed fields, optional ones missing, dates without a zone, fields and enum values we do
not know): every list opens, the dashboard shows figures, the stock item, customer and
sales order editors open, show the unknown fields read-only under More, and save with
every field the server has sent back unchanged (checked on the server); never an
"Unexpected error"."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from app.viewmodels.navigation import navigation
from tests.support.other_server import app_on_variant
from tests.support.sandbox import Tenant
from tests.support.screens import open_entry


def test_every_list_opens(
    qtbot: QtBot, qloop: object, home: Path, live_tenant: Tenant, screenshot
) -> None:
    with app_on_variant(qtbot, home, live_tenant, "far") as other:
        running = other.running
        presented: list[object] = []
        running.errors.presented.connect(presented.append)
        for area in navigation():
            for entry in area.entries:
                screen = open_entry(qtbot, running, entry.key)
                vm = getattr(screen, "view_model", None)
                if vm is not None:
                    qtbot.waitUntil(lambda vm=vm: not vm.busy, timeout=30000)
                qtbot.wait(50)
                tables = screen.findChildren(QTableView) if screen is not None else []
                print(
                    entry.key,
                    type(screen).__name__,
                    [t.model().rowCount() for t in tables if t.model()],
                    [(m.title, m.text) for m in presented],
                )
        assert presented == []
