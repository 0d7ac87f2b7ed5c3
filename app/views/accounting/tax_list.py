"""Master data > Taxes: the list with its filter bar (name, rate, what the tax applies to,
status)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.models.taxes import TaxScope
from app.viewmodels.accounting.tax_list import TaxListViewModel, scope_text
from app.views.widgets.record_list import ListWords, RecordListView


class TaxListView(RecordListView):
    """Binds a ``TaxListViewModel``; asks the main window to open editors."""

    def __init__(self, view_model: TaxListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Taxes"),
                export_name=self.tr("taxes"),
                new=self.tr("&New tax"),
                new_tip=self.tr("Create a tax (Ctrl+N)"),
                open_tip=self.tr("Edit the selected tax (Enter)"),
                delete_title=self.tr("Delete tax"),
                delete_question=self.tr("Delete the tax “{name}” for good? This cannot be undone."),
                load_failed=self.tr("The taxes could not be loaded. {reason}"),
            ),
            parent,
        )
        self.setObjectName("TaxListView")
        self.name_filter = self.add_text_filter(
            self.tr("Nam&e"), "name", self.tr("Name contains…"), stretch=2
        )
        self.rate_filter = self.add_text_filter(
            self.tr("Rate"), "rate", self.tr("Any rate"), stretch=0
        )
        self.rate_filter.setMinimumWidth(80)
        self.rate_filter.setMaximumWidth(110)
        self.scope_filter = self.add_combo_filter(
            self.tr("A&pplies to"),
            [(self.tr("All"), None), *((scope_text(scope), scope.value) for scope in TaxScope)],
            lambda scope: view_model.set_filter("scope", scope, debounce=False),
        )
        self.active_filter = self.add_status_filter()
