"""A cash-in or cash-out tab: the cash account, the header, the lines and their total,
Save (Ctrl+S); once saved, the generated document code."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.accounting_lines import LINES_FIELD, LineTableModel
from app.viewmodels.cash_editor import MAIN_ACCOUNT, CashEditorViewModel
from app.viewmodels.journal_entry_editor import EntryField
from app.views.forms import Banner, Field, add_field
from app.views.journal_entry_editor import GridMessages, currency_combo, date_edit, set_day
from app.views.line_grid import LineGrid
from app.views.record_editor import EditorScreen

CODE_STYLE = "font-size: 15px; font-weight: bold; color: #1e7d32;"


class CashEditorView(EditorScreen):
    """Binds a ``CashEditorViewModel`` (cash in or cash out; the API only creates them:
    no Delete, read-only once saved)."""

    def __init__(self, view_model: CashEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent, save_tip=self.tr("Save the document (Ctrl+S)"))
        self.view_model: CashEditorViewModel = view_model
        vm = view_model
        self.setObjectName("CashEditorView")
        self.notice = Banner()

        self.main_account = QComboBox()
        self.main_account.setMinimumContentsLength(30)
        self.document_date = date_edit()
        self.paper_number = QLineEdit()
        self.paper_number.setMaxLength(50)
        self.paper_number.setMaximumWidth(220)
        self.notes = QLineEdit()
        self.currency = QComboBox()
        self.rate = QLineEdit()
        self.rate.setPlaceholderText(self.tr("Today's rate"))
        self.rate.setMaximumWidth(160)
        self.code = QLabel()
        self.code.setStyleSheet(CODE_STYLE)
        self.code.setAccessibleName(self.tr("Document code"))
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        left = QFormLayout()
        right = QFormLayout()
        account_label = (
            self.tr("&Received into (cash account)")
            if vm.cash_in
            else self.tr("&Paid from (cash account)")
        )
        self.fields: dict[str, Field] = {
            MAIN_ACCOUNT: add_field(left, account_label, self.main_account),
            EntryField.DATE: add_field(left, self.tr("&Date"), self.document_date),
            EntryField.PAPER_NUMBER: add_field(left, self.tr("Paper &number"), self.paper_number),
            EntryField.CURRENCY: add_field(right, self.tr("C&urrency"), self.currency),
            EntryField.RATE: add_field(right, self.tr("Exchange &rate"), self.rate),
        }
        right.addRow(self.tr("Document code"), self.code)
        header = QHBoxLayout()
        header.addLayout(left, 1)
        header.addSpacing(24)
        header.addLayout(right, 1)
        notes_form = QFormLayout()
        self.fields[EntryField.NOTES] = add_field(notes_form, self.tr("N&otes"), self.notes)

        self.line_model = LineTableModel(vm, self)
        self.grid = LineGrid(
            self.line_model, vm.choices, add_line=vm.add_line, remove_line=vm.remove_line
        )
        self.grid.setAccessibleName(self.tr("Lines"))
        self.grid.setMinimumHeight(200)
        lines_label = QLabel(self.tr("&Lines"))
        lines_label.setBuddy(self.grid)
        hint = QLabel(
            self.tr("What the money is for: one line per account, never the cash account itself.")
            if vm.cash_in
            else self.tr(
                "What the money paid: one line per account, never the cash account itself."
            )
        )
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        hint.setWordWrap(True)
        self.add_line_button = QPushButton(self.tr("Add line"))
        self.remove_line_button = QPushButton(self.tr("Remove line"))
        grid_bar = QHBoxLayout()
        grid_bar.addWidget(lines_label)
        grid_bar.addWidget(hint, 1)
        grid_bar.addWidget(self.add_line_button)
        grid_bar.addWidget(self.remove_line_button)
        self.grid_messages = GridMessages()

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.notice)
        layout.addLayout(header)
        layout.addLayout(notes_form)
        layout.addLayout(grid_bar)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.grid_messages)
        layout.addLayout(self.buttons)
        self.setFocusProxy(self.main_account)
        order = [
            self.main_account,
            self.document_date,
            self.paper_number,
            self.currency,
            self.rate,
            self.notes,
            self.grid,
            self.save_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        # view -> view-model
        self.main_account.activated.connect(
            lambda _row: vm.update("main_account_id", self.main_account.currentData())
        )
        self.document_date.dateChanged.connect(
            lambda day: vm.update("document_date", day.toString("yyyy-MM-dd"))
        )
        self.paper_number.textEdited.connect(lambda text: vm.update("paper_number", text))
        self.notes.textEdited.connect(lambda text: vm.update("notes", text))
        self.currency.activated.connect(
            lambda _row: vm.update("currency_id", self.currency.currentData())
        )
        self.rate.textEdited.connect(lambda text: vm.update("rate_text", text))
        self.grid.delegate.unmatched.connect(self._unmatched)
        self.add_line_button.clicked.connect(self._add_line)
        self.remove_line_button.clicked.connect(self._remove_line)
        self.bind()

    def settle_pickers(self) -> None:
        self.grid.commit_editing()  # a cell being edited counts, as leaving it would

    def saved_text(self) -> str:
        base = self.view_model.base
        code = self.view_model.record_key(base) if base is not None else ""
        return self.tr("Saved as {code}.").format(code=code)

    def update_commands(self) -> None:
        vm = self.view_model
        editable = not vm.read_only and not vm.saving
        for button in (self.save_button, self.add_line_button, self.remove_line_button):
            button.setEnabled(editable)
        self.delete_button.setVisible(False)

    def show_choices(self) -> None:
        vm = self.view_model
        self.main_account.blockSignals(True)
        self.main_account.clear()
        self.main_account.addItem(self.tr("Choose a cash account…"), None)
        for choice in vm.choices.cash_accounts():
            alias = choice.payload.get("alias")
            label = f"{choice.label} ({alias})" if alias else choice.label
            self.main_account.addItem(label, choice.id)
        self.main_account.blockSignals(False)
        currency_combo(vm.choices, vm.form.currency_id, self.currency)
        self._show_form()

    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        row = self.main_account.findData(form.main_account_id)
        if row < 0 and form.main_account_id is not None:
            self.main_account.addItem(
                vm.choices.label(vm.choices.accounts, form.main_account_id), form.main_account_id
            )
            row = self.main_account.count() - 1
        self.main_account.setCurrentIndex(max(row, 0))
        set_day(self.document_date, form.document_date)
        if self.paper_number.text() != form.paper_number:
            self.paper_number.setText(form.paper_number)
        if self.notes.text() != form.notes:
            self.notes.setText(form.notes)
        row = self.currency.findData(form.currency_id)
        if row >= 0:
            self.currency.setCurrentIndex(row)
        if self.rate.text() != form.rate_text:
            self.rate.setText(form.rate_text)
        read_only = vm.read_only
        self.rate.setEnabled(form.currency_id is not None and not read_only)
        for widget in (
            self.main_account,
            self.document_date,
            self.paper_number,
            self.notes,
            self.currency,
        ):
            widget.setEnabled(not read_only)
        self.grid_messages.totals.setText(self.tr("Total {amount}").format(amount=vm.total_text()))
        base = vm.base
        self.code.setText(vm.record_key(base) if base is not None else self.tr("given when saved"))
        # The code stands out once there is one; before, the words are only a hint.
        self.code.setStyleSheet(CODE_STYLE if base is not None else "color: gray;")
        reason = vm.read_only_reason()
        if reason:
            self.notice.show_message(reason, kind="info")
        else:
            self.notice.clear()

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        vm = self.view_model
        cells = {k: v for k, v in vm.field_errors.items() if k.startswith(LINES_FIELD + "[")}
        self.grid_messages.show_errors(vm.field_error(LINES_FIELD), cells, vm.line_count())
        if first_invalid is None and cells:
            first_invalid = self.grid
        return first_invalid

    def _unmatched(self, text: str) -> None:
        self.grid_messages.error.show_error(
            self.tr(
                "Nothing matches “{text}”. Type part of a code or name and pick from the list."
            ).format(text=text)
        )

    def _add_line(self) -> None:
        row = self.view_model.add_line()
        self.grid.go_to(row)
        self.grid.setFocus()

    def _remove_line(self) -> None:
        row = self.grid.current_row()
        if row >= 0:
            self.view_model.remove_line(row)
            self.grid.go_to(min(row, self.view_model.line_count() - 1))
            self.grid.setFocus()
