"""What each navigation entry and each draft kind opens: the screens and editors, built
when first opened (their classes from ``app/views/shell/registry.py``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.viewmodels import draft_kinds
from app.viewmodels.shell.navigation import REPORT_NAMES
from app.views.shell.new_menu import INLINE_KINDS
from app.views.shell.parts import WindowPart
from app.views.shell.registry import EDITORS, SCREENS, Pair
from app.views.shell.window_keys import enter_screen
from app.views.widgets.screen import Screen

if TYPE_CHECKING:
    from app.models.taxes import TaxResponse
    from app.viewmodels.session import Draft, Session


def _loaded(screen: Screen) -> Screen:
    """A list screen, asked to load (its view-model has a ``reload``)."""
    screen.view_model.reload()  # type: ignore[attr-defined]
    return screen


@dataclass(frozen=True)
class EditorKind:
    """How the main window opens the editor of one kind of record (the draft kind)."""

    build: Callable[[Session, Any | None, Draft | None], Screen]
    """A new editor tab for a record (None: a new one), or for a draft."""
    record_key: Callable[[Any], str]
    """The record's key, as its drafts remember it (usually the id)."""


def _record_id(record: Any) -> str:
    return str(record.id)


def _document_key(record: Any) -> str:
    """An accounting document's key: its code, or its id before it has one."""
    return str(record.document_code or record.id)


_KEYED_BY_CODE = frozenset({draft_kinds.JOURNAL_ENTRY, draft_kinds.CASH_IN, draft_kinds.CASH_OUT})
"""The accounting documents: their drafts remember them by code (``_document_key``)."""


class ScreensPart(WindowPart):
    """Opening screens and editors as tabs."""

    def _screen_factories(self) -> dict[str, Callable[[Session], Screen]]:
        """Navigation key -> the screen it opens (one line per screen). Name a view and its
        view-model in ``app.views.shell.registry`` (``self._build``) or import them inside the
        function that builds the screen: never at the top of this module."""
        from app.views.widgets.document_screens import DocumentScreens

        return {
            "taxes": self._taxes_view,
            "stock-items": self._stock_items_view,
            "customers": self._customers_view,
            "outbox": self._outbox_view,
            "warehouses": self._warehouses_view,
            "accounts": lambda s: _loaded(self._build(SCREENS["accounts"], s)),
            "dynamic-properties": lambda s: _loaded(self._build(SCREENS["dynamic-properties"], s)),
            "geography": lambda s: _loaded(self._build(SCREENS["geography"], s)),
            "service-items": lambda s: self._list_screen(
                self._build(SCREENS["service-items"], s),
                draft_kinds.SERVICE_ITEM,
            ),
            "sales-persons": lambda s: self._list_screen(
                self._build(SCREENS["sales-persons"], s),
                draft_kinds.SALES_PERSON,
            ),
            "classifications": self._classifications_view,
            "brands": lambda s: self._list_screen(
                self._build(SCREENS["brands"], s),
                draft_kinds.BRAND,
            ),
            "journal-entries": lambda session: self._journal_list(session, cash=False),
            "cash": lambda session: self._journal_list(session, cash=True),
            "sales-orders": self._sales_orders_view,
            **DocumentScreens(self._errors, self.open_editor).screens(),
            **self._report_factories(),
        }

    def _build(self, classes: Callable[[], Pair], session: Session, *args: Any, **kw: Any) -> Any:
        """``view(view_model(session, errors, *args, **kw))``, the two classes as one of
        ``app.views.shell.registry``'s functions imports them (now, not at start-up)."""
        view, view_model = classes()
        return view(view_model(session, self._errors, *args, **kw))

    def _report_factories(self) -> dict[str, Callable[[Session], Screen]]:
        """Reports › Dashboard and each report (their modules imported on first use)."""

        def report(name: str) -> Callable[[Session], Screen]:
            def build(session: Session) -> Screen:
                from app.views.reports.screens import build_report

                return build_report(self.whole(), session, name, None)

            return build

        def dashboard(session: Session) -> Screen:
            from app.views.reports.screens import build_dashboard

            return build_dashboard(self.whole(), session)

        factories = {f"report-{name}": report(name) for name in REPORT_NAMES}
        return {"dashboard": dashboard, **factories}

    def open_report(self, name: str) -> Screen | None:
        """A report (``backoffice report`` name) from the Reports menu or the navigation."""
        return self.open_entry(f"report-{name}")

    def _editor_kinds(self) -> dict[str, EditorKind]:
        """Draft kind -> how its editor is built (one line per editor; see
        ``_screen_factories`` for how to name the classes)."""
        from app.views.widgets.document_screens import DocumentScreens

        return {
            **{
                kind: self._editor_kind(
                    classes, _document_key if kind in _KEYED_BY_CODE else _record_id
                )
                for kind, classes in EDITORS.items()
            },
            draft_kinds.SALES_ORDER: EditorKind(self._sales_order_editor, _record_id),
            **{
                kind: EditorKind(*parts)
                for kind, parts in DocumentScreens(self._errors, self.open_editor).editors().items()
            },
        }

    def _sales_order_editor(self, session: Session, record: Any, draft: Draft | None) -> Screen:
        from app.viewmodels.sales.sales_order_editor import SalesOrderEditorViewModel
        from app.views.sales.sales_order_editor import SalesOrderEditorView

        view = SalesOrderEditorView(
            SalesOrderEditorViewModel(session, self._errors, record, draft=draft)
        )
        view.duplicateRequested.connect(self.duplicate_order)
        view.returnRequested.connect(self.return_order)
        return view

    def duplicate_order(self, form: Any) -> Screen | None:
        """A new sales order filled from another's ``duplicate_form()`` (Ctrl+D)."""
        from app.views.sales.sales_order_editor import SalesOrderEditorView

        screen = self.open_new(draft_kinds.SALES_ORDER)
        if isinstance(screen, SalesOrderEditorView):
            screen.view_model.start_from(form)
        return screen

    def return_order(self, code: str) -> Screen | None:
        """The return wizard on an issued order (Return…, Ctrl+R): its code typed in and
        its returnable lines asked for."""
        screen = self.open_new("sales_return")
        view_model = getattr(screen, "view_model", None)
        if view_model is not None and hasattr(view_model, "set_source_text"):
            view_model.set_source_text(code)
            view_model.next()
        return screen

    def _editor_kind(
        self, classes: Callable[[], Pair], record_key: Callable[[Any], str] = _record_id
    ) -> EditorKind:
        """An editor whose view-model takes (session, errors, record, draft=), its classes
        as one of ``app.views.shell.registry``'s functions imports them."""
        return EditorKind(
            lambda session, record, draft: self._build(classes, session, record, draft=draft),
            record_key,
        )

    def _classifications_view(self, session: Session) -> Screen:
        from app.viewmodels.inventory.classifications import (
            ClassificationEditorViewModel,
            ClassificationTreeViewModel,
        )
        from app.views.inventory.classifications import (
            ClassificationEditorView,
            ClassificationTreeView,
        )

        view = ClassificationTreeView(ClassificationTreeViewModel(session, self._errors))

        def new_under(parent_id: int) -> None:
            self._new_editor_count += 1
            key = f"{draft_kinds.CLASSIFICATION}:new:{self._new_editor_count}"
            self._show_tab(
                key,
                lambda: ClassificationEditorView(
                    ClassificationEditorViewModel(session, self._errors, parent_id=parent_id)
                ),
            )

        view.newRequested.connect(new_under)
        view.view_model.reload()
        return view

    def _list_screen(self, view: Any, kind: str) -> Screen:
        """A list screen whose rows open editors of draft kind ``kind``; loads at once."""
        view.openRequested.connect(lambda record: self.open_editor(kind, record))
        view.view_model.reload()
        screen: Screen = view
        return screen

    def open_entry(self, key: str) -> Screen | None:
        """Open (or bring forward) the screen of a navigation entry."""
        factory = self._screen_factories().get(key)
        session = self.view_model.session
        if factory is None or session is None:
            return None
        return self._show_tab(key, lambda: factory(session))

    def open_editor(self, kind: str, record: Any | None) -> Screen | None:
        """An editor tab of ``kind`` for ``record`` (None: a new one). A record with an
        unfinished draft opens as that draft: what was typed comes back. A record already
        open in a tab brings that tab forward."""
        session = self.view_model.session
        editor = self._editor_kinds().get(kind)
        if session is None or editor is None:
            return None
        if record is None:
            self._new_editor_count += 1
            key = f"{kind}:new:{self._new_editor_count}"
        else:
            record_key = editor.record_key(record)
            key = f"{kind}:{record_key}"
            drafts = session.drafts
            waiting = [
                draft
                for draft in (drafts.open_drafts(kind) if drafts else [])
                if draft.record_key == record_key
            ]
            if waiting and key not in self._tabs:
                return self.open_draft(waiting[0])
        return self._show_tab(key, lambda: editor.build(session, record, None))

    def open_new(self, kind: str) -> Screen | None:
        """File › New › a kind of record: its editor, empty (from any screen); a city or
        dynamic properties in their list screen's own form."""
        entry = INLINE_KINDS.get(kind)
        if entry is None:
            return self.open_editor(kind, None)
        from app.views.inventory.dynamic_properties import DynamicPropertiesView
        from app.views.master_data.geography import GeographyView

        screen = self.open_entry(entry)
        if isinstance(screen, GeographyView):
            screen.city_form.newRequested.emit()  # the city form, emptied, its name focused
        elif isinstance(screen, DynamicPropertiesView):
            screen.tabs.setCurrentIndex(screen.tabs.count() - 1)  # "New properties"
            page = screen.tabs.currentWidget()
            if page is not None:
                enter_screen(page, where_it_was=False)
        return screen

    def open_import(self, kind: str) -> Screen | None:
        """The import tab of ``kind`` ("stock_items" or "customers"), new or brought forward."""
        session = self.view_model.session
        if session is None:
            return None
        return self._show_tab(
            f"import:{kind}",
            lambda: self._build(SCREENS["import"], session, kind),
        )

    def open_tax(self, tax: TaxResponse | None) -> Screen | None:
        """An editor tab for ``tax`` (None: a new tax)."""
        return self.open_editor(draft_kinds.TAX, tax)

    def open_draft(self, draft: Draft) -> Screen | None:
        """The editor of a draft (reopened at start, or from Drafts and Outbox)."""
        session = self.view_model.session
        editor = self._editor_kinds().get(draft.kind)
        if session is None or editor is None:
            return None
        key = f"{draft.kind}:{draft.record_key}" if draft.record_key else f"draft:{draft.id}"
        return self._show_tab(key, lambda: editor.build(session, None, draft))

    def _reopen_drafts(self) -> None:
        """Tabs that were open with unsaved typing when the app last closed come back."""
        session = self.view_model.session
        drafts = session.drafts if session is not None else None
        waiting = drafts.open_drafts() if drafts is not None else []
        if not waiting:
            return  # (the editors' modules are imported only when one reopens)
        kinds = self._editor_kinds()
        for draft in reversed(waiting):
            if draft.kind in kinds:
                self.open_draft(draft)

    def _taxes_view(self, session: Session) -> Screen:
        from app.viewmodels.accounting.tax_list import TaxListViewModel
        from app.views.accounting.tax_list import TaxListView

        view_model = TaxListViewModel(session, self._errors)
        view = TaxListView(view_model)
        view.openRequested.connect(self.open_tax)
        view_model.reload()
        return view

    def _warehouses_view(self, session: Session) -> Screen:
        from app.viewmodels.choices import CachedChoices
        from app.viewmodels.inventory.warehouses import WarehousesViewModel
        from app.views.inventory.warehouses import WarehousesView

        view_model = WarehousesViewModel(session, self._errors)
        view = WarehousesView(view_model, CachedChoices(session, "stock_items"))
        view_model.reload()
        view_model.load_extras()
        return view

    def _stock_items_view(self, session: Session) -> Screen:
        from app.viewmodels.inventory.stock_item_list import StockItemListViewModel
        from app.views.inventory.stock_item_list import StockItemListView

        view_model = StockItemListViewModel(session, self._errors)
        view_model.reload()  # the cache is read while the widgets are built
        view = StockItemListView(view_model)
        view_model.openRecord.connect(lambda item: self.open_editor(draft_kinds.STOCK_ITEM, item))
        view.openRequested.connect(view_model.open_item)
        view.serialsRequested.connect(view.check_serials)
        return view

    def _customers_view(self, session: Session) -> Screen:
        from app.viewmodels.sales.customer_list import CustomerListViewModel
        from app.views.sales.customer_list import CustomerListView

        view_model = CustomerListViewModel(session, self._errors)
        view = CustomerListView(view_model)
        view.openRequested.connect(
            lambda customer: self.open_editor(draft_kinds.CUSTOMER, customer)
        )
        if self.view_model.ledger is not None:  # balances follow the ledger cache's syncs
            view.listen(self.view_model.ledger.updated, view_model.show_cached_balances)
        view_model.reload()
        return view

    def _journal_list(self, session: Session, *, cash: bool) -> Screen:
        """Journal entries, or the cash documents (CI and CO) of the same list."""
        from app.viewmodels.accounting.journal_list import CASH_TYPES, JournalListViewModel
        from app.views.accounting.journal_list import JournalListView

        view_model = JournalListViewModel(
            session, self._errors, document_types=CASH_TYPES if cash else ()
        )
        view = JournalListView(view_model, cash=cash)
        # Any accounting document opens in the journal-entry editor (cash documents too:
        # the API changes them through the journal-entry update).
        view.openRequested.connect(lambda entry: self.open_editor(draft_kinds.JOURNAL_ENTRY, entry))
        view.newRequested.connect(lambda kind: self.open_editor(kind, None))
        view_model.reload()
        return view

    def _sales_orders_view(self, session: Session) -> Screen:
        from app.viewmodels.sales.sales_order_list import SalesOrderListViewModel
        from app.views.sales.sales_order_list import SalesOrderListView

        view_model = SalesOrderListViewModel(session, self._errors)
        view = SalesOrderListView(view_model)
        view.openRequested.connect(lambda order: self.open_editor(draft_kinds.SALES_ORDER, order))
        view_model.reload()
        return view

    def _outbox_view(self, session: Session) -> Screen:
        from app.viewmodels.shell.outbox_panel import OutboxPanelViewModel
        from app.views.shell.outbox_panel import OutboxPanelView

        view_model = OutboxPanelViewModel(session, self._errors)
        view = OutboxPanelView(view_model)
        view.openDraftRequested.connect(self.open_draft)
        background = self.view_model.background
        if background is not None:
            background.outboxRowChanged.connect(view_model.refresh)
            view_model.drainRequested.connect(background.drain_now)
            view_model.workChanged.connect(background.publish_outbox)  # one count, one list
        return view
