"""Exporting what a list shows: its columns and rows, as text, to CSV or XLSX."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QObject, Qt, Signal

from app.store.tabular import Table, TableFileError, write_table
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate


def model_table(model: QAbstractItemModel) -> Table:
    """Every row of a table model as the text it displays (headers included). For lists
    that hold their rows in Python; a 100,000-row list gives its own rows instead."""
    columns = model.columnCount()
    headers = [
        str(model.headerData(column, Qt.Orientation.Horizontal) or "") for column in range(columns)
    ]
    root = QModelIndex()
    rows = []
    for row in range(model.rowCount(root)):
        cells = []
        for column in range(columns):
            value = model.data(model.index(row, column, root))
            cells.append("" if value is None else str(value))
        rows.append(cells)
    return Table(headers, rows)


class TableExporter(TaskOwner):
    """Writes a table to a file in a worker thread; says how it went."""

    finished = Signal(str)
    """What happened, for the status line ("1,204 rows exported to …")."""
    failed = Signal(str)

    def __init__(self, errors: ErrorPresenter, parent: QObject | None = None) -> None:
        super().__init__(errors, parent)

    def export(self, table: Table, path: str) -> None:
        self.run(self._export(table, Path(path)), context=translate("Export", "Exporting"))

    async def _export(self, table: Table, path: Path) -> None:
        try:
            count = await asyncio.to_thread(write_table, path, table.headers, table.rows)
        except (OSError, TableFileError) as exc:
            self.failed.emit(
                translate("Export", "The list was not exported: {reason}").format(
                    reason=getattr(exc, "strerror", None) or str(exc)
                )
            )
            return
        self.finished.emit(
            translate("Export", "%n row(s) exported to {file}.", None, count).format(file=path.name)
        )
