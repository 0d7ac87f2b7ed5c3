"""Start-up imports no screen, and nothing a session needs: the window shows first.

A screen's view and view-model are imported when it is first opened, and the client
(httpx, pydantic, every resource and its models) on a worker thread while the window
answers. This test starts a fresh interpreter, builds and shows the main window exactly as
``app.desktop`` does, and fails if any of those modules was imported on the way.

If it fails after you added a screen: do not import its view or view-model at the top of
a module of ``app/views/shell/`` (nor of ``app/desktop.py``,
``app/viewmodels/shell/main_window.py``).
Add a function to ``app/views/shell/registry.py`` that imports them with plain ``from …
import`` statements inside it, name it in ``SCREENS`` or ``EDITORS`` there, and build the
screen with ``self._build(SCREENS["key"], s)``; or import them inside the function that
opens the screen; a draft kind goes in
``app/viewmodels/draft_kinds.py``. Types only needed by annotations go under
``if TYPE_CHECKING:``.
"""

from __future__ import annotations

import ast
import importlib
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from app.viewmodels import draft_kinds
from tests.support.python_script import last_line_of

REGISTRY = Path(__file__).parents[2] / "app" / "views" / "shell" / "registry.py"

SHOW_THE_WINDOW = """
import json, sys
from pathlib import Path
from app.main import import_pyside
import_pyside()
from PySide6.QtWidgets import QApplication
import app.desktop as main
from app.store.paths import AppPaths
from app.store.profiles import ProfileStore
from app.store.secrets import TokenVault
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.shell.main_window import MainWindowViewModel
from app.views.shell.main_window import MainWindow

qt = QApplication([])
paths = AppPaths.resolve(Path(sys.argv[1]))
errors = ErrorPresenter()
vault = TokenVault()
profiles = ProfileStore(paths.app_database)
demo = main.DemoCompany(paths.demo_database)
view_model = MainWindowViewModel(
    profiles=profiles, opener=main.SessionOpener(demo, vault), errors=errors,
    store_dir=paths.profile_stores,
)
window = MainWindow(view_model, vault=vault, errors=errors, paths=paths)
window.show()
qt.processEvents()
print(json.dumps(sorted(sys.modules)))
"""

# Modules the shown window must not have imported (prefixes).
NOT_AT_START = (
    "httpx",
    "pydantic",
    "fastapi",
    "uvicorn",
    "keyring",
    "app.api.client",
    "app.api.resources",
    "app.sandbox",
    "app.sync",
    "app.viewmodels.session",
    "app.viewmodels.background",
    "app.views.widgets.document_screens",
    "app.updates.install",  # (only an update being installed needs it, and the exit)
)


def _screen_modules() -> list[str]:
    """Every module the screen registry imports inside its functions (views, view-models)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(REGISTRY.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef):
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom) and inner.module:
                    names.add(inner.module)
    return sorted(names)


def test_showing_the_main_window_imports_no_screen_and_no_client(tmp_path: Path) -> None:
    loaded = set(json.loads(last_line_of(SHOW_THE_WINDOW, str(tmp_path))))
    too_early = sorted(
        module
        for module in loaded
        if any(module == name or module.startswith(f"{name}.") for name in NOT_AT_START)
    )
    screens = sorted(loaded.intersection(_screen_modules()))
    assert not too_early and not screens, (
        "imported before the window showed (see this test's docstring for how to import "
        f"lazily): {screens + too_early[:20]}{' …' if len(too_early) > 20 else ''}"
    )


def test_every_screen_in_the_registry_can_be_imported() -> None:
    from app.views.shell.registry import EDITORS, SCREENS

    modules = _screen_modules()
    assert "app.views.accounting.tax_list" not in modules  # (imported inside _taxes_view)
    assert {
        "app.views.inventory.brands",
        "app.viewmodels.inventory.brands",
        "app.views.accounting.accounts",
    } <= set(modules)
    classes: list[Callable[[], tuple[type, type]]] = [*SCREENS.values(), *EDITORS.values()]
    for pair in classes:
        view, view_model = pair()
        assert view.__module__.startswith("app.views."), pair
        assert view_model.__module__.startswith("app.viewmodels."), pair


@pytest.mark.parametrize(
    ("module", "attribute", "kind"),
    [
        ("app.viewmodels.accounting.tax_editor", "DRAFT_KIND", draft_kinds.TAX),
        ("app.viewmodels.inventory.brands", "DRAFT_KIND", draft_kinds.BRAND),
        ("app.viewmodels.inventory.classifications", "DRAFT_KIND", draft_kinds.CLASSIFICATION),
        ("app.viewmodels.inventory.service_items", "DRAFT_KIND", draft_kinds.SERVICE_ITEM),
        ("app.viewmodels.sales.sales_persons", "DRAFT_KIND", draft_kinds.SALES_PERSON),
        ("app.viewmodels.inventory.stock_item_editor", "DRAFT_KIND", draft_kinds.STOCK_ITEM),
        ("app.viewmodels.sales.customer_editor", "DRAFT_KIND", draft_kinds.CUSTOMER),
        ("app.viewmodels.accounting.journal_entry_editor", "DRAFT_KIND", draft_kinds.JOURNAL_ENTRY),
        ("app.viewmodels.sales.sales_order_editor", "DRAFT_KIND", draft_kinds.SALES_ORDER),
        (
            "app.viewmodels.inventory.work_order_editor",
            "ISSUE_OFFERING_KIND",
            draft_kinds.ISSUE_OFFERING,
        ),
        (
            "app.viewmodels.inventory.work_order_editor",
            "RECEIVE_SUPPLIES_KIND",
            draft_kinds.RECEIVE_SUPPLIES,
        ),
    ],
)
def test_the_draft_kinds_named_without_import_are_the_view_models_own(
    module: str, attribute: str, kind: str
) -> None:
    assert getattr(importlib.import_module(module), attribute) == kind


def test_cash_editors_draft_kinds() -> None:
    from app.viewmodels.accounting.cash_editor import CashInEditorViewModel, CashOutEditorViewModel

    assert CashInEditorViewModel.draft_kind == draft_kinds.CASH_IN
    assert CashOutEditorViewModel.draft_kind == draft_kinds.CASH_OUT


def test_each_editor_in_the_registry_edits_the_draft_kind_it_is_filed_under() -> None:
    from app.views.shell.registry import EDITORS

    filed = {kind: pair()[1].draft_kind for kind, pair in EDITORS.items()}
    assert filed == {kind: kind for kind in EDITORS}
