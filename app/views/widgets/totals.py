"""``TotalsLine``: the totals under a list, over its rows, or over the rows selected."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QTableView, QWidget

from app.viewmodels.totals import model_totals, totals_text
from app.views.widgets.accessibility import ValueLabel


class TotalsLine(ValueLabel):
    """Money columns (and one item's quantities) of ``table`` summed over the rows the
    list shows (what the filters left), or over the selection when more than one row is
    selected; hidden when the list has nothing to sum. ``one_page`` says whether the list
    shows one page of the server's rows (the totals then say so)."""

    def __init__(
        self,
        table: QTableView,
        parent: QWidget | None = None,
        *,
        one_page: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(self.tr("Totals"), "", parent)
        self.setObjectName("TotalsLine")
        self._table = table
        self._one_page = one_page
        self.setWordWrap(True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # one count per burst of changes
        self._timer.timeout.connect(self.refresh)
        model = table.model()
        for signal in (
            model.modelReset,
            model.layoutChanged,
            model.dataChanged,
            model.rowsInserted,
            model.rowsRemoved,
        ):
            signal.connect(self._timer.start)
        table.selectionModel().selectionChanged.connect(self._timer.start)
        self.refresh()

    def refresh(self) -> None:
        model = self._table.model()
        selected = sorted({index.row() for index in self._table.selectionModel().selectedRows()})
        totals = model_totals(model, selected if len(selected) > 1 else None)
        one_page = bool(self._one_page and self._one_page()) and not totals.selected
        text = totals_text(totals, one_page=one_page)
        self.setText(text)
        if self.parent() is not None:  # a parentless widget made visible is a window
            self.setVisible(bool(text))
