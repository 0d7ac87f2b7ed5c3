"""A journal entry tab: header, the line grid with its live balance, Save (Ctrl+S),
Delete and the conflict question."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.viewmodels.accounting.accounting_lines import money_text
from app.viewmodels.accounting.journal_entry_editor import JournalEntryEditorViewModel
from app.views.accounting.accounting_document import AccountingDocumentView

BALANCED_STYLE = "color: #1e7d32; font-weight: bold;"
UNBALANCED_STYLE = "color: #b3261e; font-weight: bold;"


class JournalEntryEditorView(AccountingDocumentView):
    """Binds a ``JournalEntryEditorViewModel``: the totals and what is left to balance
    under the grid."""

    def __init__(
        self, view_model: JournalEntryEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            view_model,
            parent,
            lines_hint=self.tr(
                "Type in a cell to fill it; Tab or Enter moves on and adds a line at the end; "
                "Delete removes the current line."
            ),
            delete_title=self.tr("Delete entry"),
            delete_question=self.tr("Delete the entry {name} for good? This cannot be undone."),
            save_tip=self.tr("Save the entry (Ctrl+S)"),
        )
        self.view_model: JournalEntryEditorViewModel = view_model
        self.setObjectName("JournalEntryEditorView")
        self.bind()

    def show_totals(self) -> None:
        totals = self.view_model.totals()
        self.grid_messages.totals.setText(
            self.tr("Debit {debit}   Credit {credit}   Difference {difference}").format(
                debit=money_text(totals.debit),
                credit=money_text(totals.credit),
                difference=money_text(abs(totals.difference)),
            )
        )
        self.grid_messages.balance.setText(self.view_model.balance_text())
        self.grid_messages.balance.setStyleSheet(
            "" if totals.empty else BALANCED_STYLE if totals.balanced else UNBALANCED_STYLE
        )
