"""A clerk typing into a tax editor, in a process of its own, until it is killed.

    python -m tests.support.draft_typist STORE_PATH [--no-drafts]

Runs the real ``TaxEditorViewModel`` on a profile store at STORE_PATH and types ``TEXT``
into the name, one character every ``KEY_MS``, printing ``typed N`` after the N-th
character (stdout, flushed): the parent knows what was typed when, and kills it with
SIGKILL at a moment of its choosing (``tests/support/draft_kill.py``). ``--no-drafts``
turns draft saving off, for the test that shows the kill test catches an editor that
keeps nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

from app.api.client import ApiClient
from app.api.connection import Connection
from app.store.local import LocalStore
from app.store.profiles import DEMO_PROFILE
from app.viewmodels.accounting.tax_editor import TaxEditorViewModel, TaxField
from app.viewmodels.autosave import DraftAutosave
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.session import Session

TEXT = "".join(chr(ord("a") + i % 26) for i in range(2000))
KEY_MS = 20


def main(store_path: str, *, drafts: bool = True) -> None:
    if not drafts:
        DraftAutosave.changed = lambda self: None  # type: ignore[method-assign]
    application = QCoreApplication([])
    store = LocalStore(Path(store_path))
    # Never used: typing does not talk to the server.
    client = ApiClient(Connection(base_url="http://127.0.0.1:9", token="Bearer bos_unused"))
    editor = TaxEditorViewModel(Session(DEMO_PROFILE, client, store), ErrorPresenter())
    typed = 0

    def key() -> None:
        nonlocal typed
        typed += 1
        editor.update(TaxField.NAME, TEXT[:typed])
        try:
            print(f"typed {typed}", flush=True)
        except BrokenPipeError:  # the parent is gone: nobody to type for
            application.exit(1)
        if typed == len(TEXT):
            keys.stop()

    keys = QTimer()
    keys.setInterval(KEY_MS)
    keys.timeout.connect(key)
    keys.start()
    application.exec()


if __name__ == "__main__":
    main(sys.argv[1], drafts="--no-drafts" not in sys.argv[2:])
