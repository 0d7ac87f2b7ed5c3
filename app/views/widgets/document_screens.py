"""How the main window opens the sales-return, work-order and purchase screens: the list
screens of their navigation entries, and the tabs of one document (a read-only view, the
new-return wizard, the opening-balance editor). Kept here so that the main window holds
one line for all of them.

Related documents open by code (``open_document``): a link names a code, and the kind of
window comes from its prefix (``document_kind``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.viewmodels.document_sheet import (
    PURCHASE_KIND,
    SALES_ORDER_KIND,
    SALES_RETURN_KIND,
    WORK_ORDER_KIND,
    document_kind,
)
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.inventory.opening_balance import DRAFT_KIND as OPENING_BALANCE_KIND
from app.viewmodels.inventory.opening_balance import OpeningBalanceEditorViewModel
from app.viewmodels.inventory.work_orders import WorkOrderListViewModel, WorkOrderViewModel
from app.viewmodels.purchasing.purchase_orders import (
    PurchaseDocumentViewModel,
    PurchaseListViewModel,
)
from app.viewmodels.sales.return_wizard import ReturnWizardViewModel
from app.viewmodels.sales.sales_returns import SalesReturnListViewModel, SalesReturnViewModel
from app.viewmodels.session import Draft, Session
from app.views.inventory.work_orders import OpeningBalanceEditorView, WorkOrderListView
from app.views.purchasing.purchase_orders import PurchaseListView
from app.views.sales.return_wizard import ReturnWizardView
from app.views.sales.sales_returns import SalesReturnListView
from app.views.widgets.document_view import DocumentView
from app.views.widgets.screen import Screen

OpenEditor = Callable[[str, Any], Screen | None]
Build = Callable[[Session, Any, Draft | None], Screen]
RecordKey = Callable[[Any], str]


def _code_of(record: Any) -> str:
    """A document given by code (a followed link) or as a response model."""
    if isinstance(record, str):
        return record
    code = getattr(record, "code", None) or getattr(record, "document_code", None)
    return str(code or getattr(record, "id", ""))


class DocumentScreens:
    """Builders for the main window (``open_editor`` is the window's)."""

    def __init__(self, errors: ErrorPresenter, open_editor: OpenEditor) -> None:
        self._errors = errors
        self._open_editor = open_editor

    def open_document(self, code: str) -> Screen | None:
        """The window of a document named by its code, when this app has one."""
        kind = document_kind(code)
        if kind is None or kind == SALES_ORDER_KIND:  # (an order is read first: open_order)
            return None
        return self._open_editor(kind, code.strip())

    def _linked(self, screen: Any) -> Screen:
        # A lambda, not the bound method: Qt keeps a bound method's object only weakly,
        # and this builder does not outlive the call that made the screen.
        screen.documentRequested.connect(lambda code: self.open_document(code))
        if hasattr(screen, "recordRequested"):  # a related record read by the screen first
            screen.recordRequested.connect(lambda kind, record: self._open_editor(kind, record))
        result: Screen = screen
        return result

    # -- navigation entries ------------------------------------------------------------
    def screens(self) -> dict[str, Callable[[Session], Screen]]:
        return {
            "sales-returns": lambda s: self._list(
                SalesReturnListView(SalesReturnListViewModel(s, self._errors)),
                SALES_RETURN_KIND,
                SALES_RETURN_KIND,
            ),
            "work-orders": lambda s: self._list(
                WorkOrderListView(WorkOrderListViewModel(s, self._errors)),
                WORK_ORDER_KIND,
                OPENING_BALANCE_KIND,
            ),
            "purchase-orders": lambda s: self._list(
                PurchaseListView(PurchaseListViewModel(s, self._errors)), PURCHASE_KIND, None
            ),
            "purchase-returns": lambda s: self._list(
                PurchaseListView(PurchaseListViewModel(s, self._errors, returns=True)),
                PURCHASE_KIND,
                None,
            ),
        }

    def _list(self, view: Any, kind: str, new_kind: str | None) -> Screen:
        """A list whose rows open ``kind`` tabs and whose New opens a ``new_kind`` one."""

        def opened(record: Any) -> None:
            if record is not None:
                self._open_editor(kind, record)
            elif new_kind is not None:
                self._open_editor(new_kind, None)

        view.openRequested.connect(opened)
        if hasattr(view, "newKindRequested"):  # lists that start several kinds of document
            view.newKindRequested.connect(lambda new: self._open_editor(new, None))
        view.view_model.reload()
        screen: Screen = view
        return screen

    # -- one document ------------------------------------------------------------------
    def editors(self) -> dict[str, tuple[Build, RecordKey]]:
        """Draft kind -> (build, record key), for ``MainWindow._editor_kinds``."""
        errors = self._errors

        def sales_return(session: Session, record: Any, draft: Draft | None) -> Screen:
            if record is not None:
                return self._linked(DocumentView(SalesReturnViewModel(session, errors, record)))
            return self._linked(
                ReturnWizardView(ReturnWizardViewModel(session, errors, draft=draft))
            )

        def opening_balance(session: Session, record: Any, draft: Draft | None) -> Screen:
            return self._linked(
                OpeningBalanceEditorView(
                    OpeningBalanceEditorViewModel(session, errors, record, draft=draft)
                )
            )

        return {
            SALES_RETURN_KIND: (sales_return, _code_of),
            WORK_ORDER_KIND: (
                lambda s, r, _d: self._linked(DocumentView(WorkOrderViewModel(s, errors, r))),
                _code_of,
            ),
            PURCHASE_KIND: (
                lambda s, r, _d: self._linked(
                    DocumentView(PurchaseDocumentViewModel(s, errors, r))
                ),
                _code_of,
            ),
            OPENING_BALANCE_KIND: (opening_balance, _code_of),
        }
