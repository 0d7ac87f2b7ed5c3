"""An account field: type part of a code or name, pick from the matches; keyboard first."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QComboBox, QCompleter, QSizePolicy, QWidget

from app.models.accounts import AccountResponse
from app.views.widgets.reference_picker import PopupActivationGuard, quiet_suggestions

ACCOUNT_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def account_label(account: AccountResponse) -> str:
    return " · ".join(part for part in (account.code, account.name) if part)


class AccountPicker(QComboBox):
    """Editable combo over the chart of accounts with a contains-match completer.

    ``accountChanged(id or None)`` fires when the choice changes; text that matches no
    account is flagged through ``unmatched`` so the form can say so next to the field.
    """

    accountChanged = Signal(object)
    unmatched = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMaxVisibleItems(15)
        self.setMinimumContentsLength(28)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._items = QStandardItemModel(self)
        self.setModel(self._items)
        completer = QCompleter(self._items, self)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        self._completer = completer
        quiet_suggestions(completer, self)
        PopupActivationGuard(completer, self)
        line = self.lineEdit()
        assert line is not None  # editable combos always have one
        self._line = line
        line.setPlaceholderText(self.tr("Type a code or name"))
        line.setClearButtonEnabled(True)
        self._current: int | None = None
        self.set_accounts([])
        self.activated.connect(self._on_activated)
        # The text overload of activated (there is also a QModelIndex one).
        completer.activated[str].connect(self._on_completed)  # type: ignore[index]
        line.returnPressed.connect(self.settle)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def set_accounts(self, accounts: list[AccountResponse]) -> None:
        keep = self._current
        self.blockSignals(True)
        self._items.clear()
        none = QStandardItem(self.tr("(none)"))
        none.setData(None, ACCOUNT_ID_ROLE)
        self._items.appendRow(none)
        for account in accounts:
            item = QStandardItem(account_label(account))
            item.setData(account.id, ACCOUNT_ID_ROLE)
            if account.other_lang_name:
                item.setToolTip(account.other_lang_name)
            self._items.appendRow(item)
        self.blockSignals(False)
        self.set_account_id(keep)

    def account_id(self) -> int | None:
        return self._current

    def set_account_id(self, account_id: int | None) -> None:
        """Show ``account_id`` (an id the list does not know yet is kept and shown as #id)."""
        self._current = account_id
        row = self._row_of(account_id)
        self.blockSignals(True)
        if row >= 0:
            self.setCurrentIndex(row)
            self.setEditText("" if account_id is None else self.itemText(row))
        else:
            self.setCurrentIndex(-1)
            self.setEditText(f"#{account_id}")
        self.blockSignals(False)

    def _row_of(self, account_id: int | None) -> int:
        for row in range(self._items.rowCount()):
            if self._items.item(row).data(ACCOUNT_ID_ROLE) == account_id:
                return row
        return -1

    def _choose(self, account_id: int | None) -> None:
        changed = account_id != self._current
        self.set_account_id(account_id)
        if changed:
            self.accountChanged.emit(account_id)

    def _on_activated(self, row: int) -> None:
        self._choose(self._items.item(row).data(ACCOUNT_ID_ROLE))

    def _on_completed(self, text: str) -> None:
        row = self.findText(text, Qt.MatchFlag.MatchExactly)
        if row >= 0:
            self._choose(self._items.item(row).data(ACCOUNT_ID_ROLE))

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # Leaving the field (Tab, a click elsewhere) settles what was typed. Watched on the
        # application because an editable combo's focus-out reaches neither it nor its line
        # edit reliably while the completion popup is open; the popup itself is not "away".
        ours = (self, self._line, self._completer.popup())
        if old in ours and new not in ours:
            self.settle()

    def settle(self) -> None:
        """Turn what was typed into a choice: an exact label, or the only account whose
        label contains the text; otherwise say nothing matches. Tab and Enter end here."""
        popup = self._completer.popup()
        if popup is not None:
            popup.hide()
        text = self.currentText().strip()
        if not text:
            self._choose(None)
            return
        row = self.findText(text, Qt.MatchFlag.MatchExactly)
        if row < 0:
            matches = [
                r
                for r in range(1, self._items.rowCount())
                if text.casefold() in self._items.item(r).text().casefold()
            ]
            row = matches[0] if len(matches) == 1 else -1
        if row >= 0:
            self._choose(self._items.item(row).data(ACCOUNT_ID_ROLE))
        elif text != f"#{self._current}":
            self.unmatched.emit(text)
