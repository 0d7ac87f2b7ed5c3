"""The real app (``app.main``) for ``walk.sh``: once online it brings up a scenario's
windows, writes ``$READY_FILE`` and runs until it is stopped.

    drive.py SCENARIO [en|ar] [tab]

Typing scenarios press keys where Qt sends a person's (the open popup, else the focus
widget) and log each step to the drive log: ``type-item`` types an item code into a new
order's first line (then Down twice, Escape, Enter); ``three-lines`` types a 3-line order;
``dashboard-tab`` Tabs through the dashboard (40 presses).

With ``ACTIVATE_AS_MAPPED=1`` the window is shown once Qt's AT-SPI bridge is on and is
activated as it maps, as a window manager does (Xvfb has none): the focus lands on the
navigation at once, before the window's first event-loop turn.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import app.main
from app.store.paths import AppPaths
from app.store.profiles import ProfileStore
from app.viewmodels.sales.sales_order_editor import DRAFT_KIND as SALES_ORDER
from app.viewmodels.shell.main_window import ConnectionState
from app.viewmodels.shell.preferences import Language, LanguagePreferences, save_preferences
from app.views.shell.main_window import MainWindow
from app.views.widgets.screen import Screen


async def until(condition: Callable[[], bool]) -> None:
    """Until ``condition`` holds (a minute at most)."""
    async with asyncio.timeout(60):
        while not condition():  # noqa: ASYNC110 (Qt's state, polled as the app's self-test does)
            await asyncio.sleep(0.05)


async def first_record(window: MainWindow, key: str) -> Screen:
    """A list's first row, opened with Enter."""
    screen = window.open_entry(key)
    table = screen.table  # type: ignore[union-attr]
    await until(lambda: table.model().rowCount() > 0)
    await asyncio.sleep(0.5)
    table.setFocus()
    rows = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    table.selectionModel().setCurrentIndex(table.model().index(0, 0), rows)
    QTest.keyClick(table, Qt.Key.Key_Return)
    await until(lambda: window.tabs.currentWidget() is not screen)
    await asyncio.sleep(1.5)
    return window.tabs.currentWidget()


def focused() -> str:
    widget = QApplication.focusWidget()
    if widget is None:
        return "no focus"
    return f"{type(widget).__name__} {widget.accessibleName()!r}"


async def press(key: Qt.Key | str, pause: float = 0.3) -> None:
    """One key where Qt delivers a person's: the open popup (which hands it on), else the
    focus widget."""
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    if target is None:
        print("no target for", key, flush=True)
        return
    if isinstance(key, str):
        QTest.keyClicks(target, key)
    else:
        QTest.keyClick(target, key)
    await asyncio.sleep(pause)
    print(f"after {key!r}: focus on {focused()}", flush=True)


async def type_line(code: str, quantity: str) -> None:
    for char in code:
        await press(char)
    await press(Qt.Key.Key_Return, 1.0)
    for char in quantity:
        await press(char)
    await press(Qt.Key.Key_Return, 1.0)


async def new_order_grid(window: MainWindow) -> Any:
    editor = window.open_editor(SALES_ORDER, None)
    await asyncio.sleep(3)  # the caches and a listener (LISTEN) are ready by now
    grid = editor.grid  # type: ignore[attr-defined]
    grid.focus_cell(0, grid.view_model.item_column, edit=True)
    await asyncio.sleep(1)
    print(f"start: focus on {focused()}", flush=True)
    return grid


async def scenario(window: MainWindow, name: str, tab: int | None, ready: Path) -> None:
    await until(lambda: window.view_model.connection_state is ConnectionState.ONLINE)
    await asyncio.sleep(2)
    # Xvfb has no window manager to activate the window: ask for the keyboard focus.
    window.activateWindow()
    await until(window.isActiveWindow)
    if name == "customers":
        window.open_entry("customers")
    elif name == "customer":
        editor = await first_record(window, "customers")
        if tab is not None:
            editor.tabs.setCurrentIndex(tab)  # type: ignore[attr-defined]
    elif name == "order":
        await first_record(window, "sales-orders")
    elif name == "new-order":
        editor = window.open_editor(SALES_ORDER, None)
        await asyncio.sleep(2)  # a listener (LISTEN) is registered by now
        editor.save_button.click()  # type: ignore[union-attr]
    elif name == "type-item":
        await new_order_grid(window)
        for char in "000116":
            await press(char)
        await press(Qt.Key.Key_Down)
        await press(Qt.Key.Key_Down)
        await press(Qt.Key.Key_Escape)
        await press(Qt.Key.Key_Return, 1.0)
    elif name == "three-lines":
        grid = await new_order_grid(window)
        choices = grid.view_model.item_choices("0")
        for choice, quantity in zip(choices[:3], ("2", "3", "5"), strict=False):
            await type_line(choice.label.split(" · ")[0], quantity)
    elif name == "dashboard-tab":
        await asyncio.sleep(1)
        for _ in range(40):
            await press(Qt.Key.Key_Tab)
    await asyncio.sleep(2)
    await asyncio.to_thread(ready.write_text, window.windowTitle())


def bridge_on(seconds: float) -> None:
    """Until Qt's AT-SPI bridge is on (its bus connection is made while the app starts),
    ``seconds`` at most: before, Qt tells a screen reader nothing."""
    deadline = time.monotonic() + seconds
    while not QAccessible.isActive() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)


def main() -> int:
    name = sys.argv[1]
    language = Language(sys.argv[2] if len(sys.argv) > 2 else "en")
    tab = int(sys.argv[3]) if len(sys.argv) > 3 else None
    store = ProfileStore(AppPaths.resolve().app_database)
    save_preferences(store, LanguagePreferences(language, False))
    store.close()
    ready = Path(os.environ["READY_FILE"])
    show = MainWindow.show

    def show_then_play(window: MainWindow) -> None:
        if os.environ.get("ACTIVATE_AS_MAPPED"):
            bridge_on(10)
        show(window)
        if os.environ.get("ACTIVATE_AS_MAPPED"):
            window.activateWindow()
        asyncio.get_event_loop().create_task(scenario(window, name, tab, ready))

    MainWindow.show = show_then_play  # type: ignore[method-assign]
    return app.main.main([])


if __name__ == "__main__":
    sys.exit(main())
