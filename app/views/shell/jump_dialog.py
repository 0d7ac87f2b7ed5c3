"""The Ctrl+K "Go to" box: a search field over a result list, all by keyboard."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from app.viewmodels.shell.jump import AnyResult, JumpViewModel
from app.views.widgets.accessibility import name_inner_controls


class JumpDialog(QDialog):
    """Type, move with Up/Down (the focus stays in the field), Enter opens, Esc closes."""

    def __init__(
        self,
        view_model: JumpViewModel,
        open_result: Callable[[AnyResult, BaseModel | None], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("JumpDialog")
        self.setWindowTitle(self.tr("Go to"))
        self.setMinimumWidth(560)
        self.view_model = view_model
        self._open_result = open_result
        self.field = QLineEdit()
        self.field.setPlaceholderText(
            self.tr("A screen, an item, customer or tax, or a document code (SO-12, JE-3)")
        )
        self.field.setAccessibleName(self.tr("Go to"))
        self.field.setClearButtonEnabled(True)
        self.results = QListWidget()
        self.results.setAccessibleName(self.tr("Matches"))
        self.hint = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.field)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.hint)
        name_inner_controls(self)  # the field's clear button
        self.field.textChanged.connect(view_model.search)
        self.field.installEventFilter(self)
        self.field.returnPressed.connect(self._open_current)
        self.results.itemActivated.connect(lambda _item: self._open_current())
        view_model.resultsChanged.connect(self._show_results)
        view_model.openingChanged.connect(self._show_opening)
        view_model.openFailed.connect(self.hint.setText)
        view_model.lookupChanged.connect(lambda _text: self._show_hint())
        view_model.opened.connect(self._opened)
        self.finished.connect(self.deleteLater)
        self._show_results()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()))
            if step is not None and self.results.count():
                row = (self.results.currentRow() + step) % self.results.count()
                self.results.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)

    def _show_results(self) -> None:
        self.results.clear()
        for result in self.view_model.results:
            self.results.addItem(result.text)
        if self.results.count():
            self.results.setCurrentRow(0)
        self._show_hint()

    def _show_hint(self) -> None:
        typed = self.field.text().strip()
        lookup = self.view_model.lookup
        if lookup and not self.results.count():
            self.hint.setText(lookup)
        elif not typed:
            self.hint.setText(self.tr("Enter opens the highlighted match; Esc closes."))
        elif not self.results.count():
            self.hint.setText(self.tr("Nothing matches “{text}”.").format(text=typed))
        else:
            self.hint.setText(
                QCoreApplication.translate("JumpDialog", "%Ln matches", "", self.results.count())
            )

    def _open_current(self) -> None:
        row = self.results.currentRow()
        if 0 <= row < len(self.view_model.results):
            self.view_model.open(self.view_model.results[row])

    def _show_opening(self, text: str) -> None:
        """While a record is read, typing waits (Esc still closes)."""
        self.field.setReadOnly(bool(text))
        self.results.setEnabled(not text)
        if text:
            self.hint.setText(text)

    def _opened(self, result: AnyResult, record: BaseModel | None) -> None:
        if not self.isVisible():
            return  # closed with Esc while the record was read
        self.accept()
        self._open_result(result, record)
