"""What the journal-entry and cash editor tabs share: the header (date, paper number,
currency and rate, notes), the line grid with its bar (Add line, Remove line) and the
messages under it (totals, what is wrong with the lines), Save / Delete… / Close.

A subclass puts its own fields before the date (``leading``), fills what only it shows
(``show_document``) and says what its totals are (``show_totals``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.accounting.accounting_document import AccountingDocumentViewModel, EntryField
from app.viewmodels.accounting.accounting_lines import AccountingChoices, LineTableModel
from app.viewmodels.numbers import parse_date
from app.views.shell.theme import Tone, text_color
from app.views.widgets.date_field import DateField
from app.views.widgets.forms import Banner, add_field
from app.views.widgets.line_grid import GridCommands, LineGrid, row_of
from app.views.widgets.record_editor import EditorScreen


def date_edit() -> QDateEdit:
    edit = DateField()
    # A date reads year-month-day from the left in Arabic too: a right-to-left date edit
    # reverses its format's sections (22-11-2026), so the direction is set before it.
    edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMaximumWidth(160)
    return edit


def set_day(edit: QDateEdit, day_text: str) -> None:
    try:
        day = parse_date(day_text)
    except ValueError:
        return
    wanted = QDate(day.year, day.month, day.day)
    if edit.date() != wanted:
        edit.blockSignals(True)
        edit.setDate(wanted)
        edit.blockSignals(False)


def currency_combo(choices: AccountingChoices, current: int | None, combo: QComboBox) -> None:
    """The organization's currency first, then those the entries use."""
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(
        QCoreApplication.translate("AccountingDocumentView", "Organization currency (rate 1)"),
        None,
    )
    for currency in choices.currencies:
        label = " · ".join(p for p in (currency.code, currency.name) if p) or f"#{currency.id}"
        combo.addItem(label, currency.id)
    row = combo.findData(current)
    if row < 0 and current is not None:
        combo.addItem(f"#{current}", current)
        row = combo.count() - 1
    combo.setCurrentIndex(max(row, 0))
    combo.blockSignals(False)


class AccountingDocumentView(EditorScreen):
    """Binds an ``AccountingDocumentViewModel``; see the module docstring."""

    def __init__(
        self,
        view_model: AccountingDocumentViewModel[Any],
        parent: QWidget | None = None,
        *,
        lines_hint: str,
        leading: Sequence[tuple[str, str, QWidget]] = (),
        delete_title: str = "",
        delete_question: str = "",
        save_tip: str = "",
    ) -> None:
        """``leading``: (wire name, label, widget) rows before the date."""
        super().__init__(
            view_model,
            parent,
            delete_title=delete_title,
            delete_question=delete_question,
            save_tip=save_tip,
        )
        self.view_model: AccountingDocumentViewModel[Any] = view_model
        vm = view_model
        self.notice = Banner()
        self.document_date = date_edit()
        self.paper_number = QLineEdit()
        self.paper_number.setMaxLength(50)
        self.paper_number.setMaximumWidth(220)
        self.notes = QLineEdit()
        self.currency = QComboBox()
        self.rate = QLineEdit()
        self.rate.setPlaceholderText(self.tr("Today's rate"))
        self.rate.setMaximumWidth(160)

        self.left = QFormLayout()
        self.right = QFormLayout()
        for wire, label, widget in leading:
            self.fields[wire] = add_field(self.left, label, widget)
        self.fields |= {
            EntryField.DATE: add_field(self.left, self.tr("Dat&e"), self.document_date),
            EntryField.PAPER_NUMBER: add_field(
                self.left, self.tr("Paper num&ber"), self.paper_number
            ),
            EntryField.CURRENCY: add_field(self.right, self.tr("C&urrency"), self.currency),
            EntryField.RATE: add_field(self.right, self.tr("Exchan&ge rate"), self.rate),
        }
        header = QHBoxLayout()
        header.addLayout(self.left, 1)
        header.addSpacing(24)
        header.addLayout(self.right, 1)
        notes_form = QFormLayout()
        self.fields[EntryField.NOTES] = add_field(notes_form, self.tr("Notes"), self.notes)

        self.line_model = LineTableModel(vm, self)
        self.grid = LineGrid(
            self.line_model, vm.choices, add_line=vm.add_line, remove_line=vm.remove_line
        )
        self.grid.setAccessibleName(self.tr("Lines"))
        self.grid.setMinimumHeight(200)
        lines_label = QLabel(self.tr("&Lines"))
        self.grid_commands = GridCommands(
            self.grid,
            vm,
            label=lines_label,
            hint=QLabel(lines_hint),
        )
        self.add_line_button = self.grid_commands.add_button
        self.remove_line_button = self.grid_commands.remove_button
        self.grid_messages = self.grid_commands.messages

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.notice)
        layout.addLayout(header)
        layout.addLayout(notes_form)
        layout.addWidget(self.more)
        self.grid_commands.add_to(layout)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(
            self.tr("Print the saved document or save it as a PDF, in English or Arabic")
        )
        self.print_button.setVisible(False)  # a saved entry, receipt or voucher
        self.print_button.clicked.connect(self.open_print)
        self.buttons.insertWidget(0, self.print_button)
        layout.addLayout(self.buttons)
        self.header_widgets: list[QWidget] = [
            *(widget for _, _, widget in leading),
            self.document_date,
            self.paper_number,
            self.notes,
            self.currency,
        ]
        order = [
            *(widget for _, _, widget in leading),
            self.document_date,
            self.paper_number,
            self.currency,
            self.rate,
            self.notes,
            self.grid,
            self.save_button,
        ]
        self.setFocusProxy(order[0])
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        # view -> view-model
        self.document_date.dateChanged.connect(
            lambda day: vm.update("document_date", day.toString("yyyy-MM-dd"))
        )
        self.paper_number.textEdited.connect(lambda text: vm.update("paper_number", text))
        self.notes.textEdited.connect(lambda text: vm.update("notes", text))
        self.currency.activated.connect(
            lambda _row: vm.update("currency_id", self.currency.currentData())
        )
        self.rate.textEdited.connect(lambda text: vm.update("rate_text", text))

    # -- what a subclass shows -----------------------------------------------------------
    def first_focus(self) -> QWidget | None:
        """A saved entry opens on its first line, not in its date (one stray key would
        change it); a new one starts at its first field (None: the window's usual rule)."""
        if self.view_model.is_new or not self.grid.model().rowCount():
            return None
        if not self.grid.currentIndex().isValid():
            self.grid.go_to(0, 0)
        return self.grid

    def show_document(self) -> None:
        """Fill what only this document has (called with the form)."""

    def show_totals(self) -> None:
        """The totals under the grid."""

    # -- EditorScreen --------------------------------------------------------------------
    def settle_pickers(self) -> None:
        self.grid.commit_editing()  # a cell being edited counts, as leaving it would

    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        set_day(self.document_date, form.document_date)
        if self.paper_number.text() != form.paper_number:
            self.paper_number.setText(form.paper_number)
        if self.notes.text() != form.notes:
            self.notes.setText(form.notes)
        row = self.currency.findData(form.currency_id)
        if row >= 0:
            self.currency.setCurrentIndex(row)
        else:
            currency_combo(vm.choices, form.currency_id, self.currency)
        if self.rate.text() != form.rate_text:
            self.rate.setText(form.rate_text)
        read_only = vm.read_only
        self.rate.setEnabled(form.currency_id is not None and not read_only)
        for widget in self.header_widgets:
            widget.setEnabled(not read_only)
        self.show_document()
        self.show_totals()
        reason = vm.read_only_reason()
        if reason:
            self.notice.show_message(reason, kind="info")
        else:
            self.notice.clear()

    def show_choices(self) -> None:
        currency_combo(self.view_model.choices, self.view_model.form.currency_id, self.currency)
        self.grid.viewport().update()

    def update_commands(self) -> None:
        vm = self.view_model
        editable = not vm.read_only and not vm.saving
        for button in (self.save_button, self.add_line_button, self.remove_line_button):
            button.setEnabled(editable)
        self.delete_button.setVisible(self._can_delete and not vm.is_new)
        self.delete_button.setEnabled(editable)
        code = self.record_name() if not vm.is_new else ""
        self.print_button.setVisible(code.partition("-")[0].upper() in ("JE", "CI", "CO"))

    def open_print(self) -> QWidget | None:
        """Print…: the saved journal voucher, cash receipt or payment voucher."""
        from app.views.printing.window import print_document

        code = self.record_name()
        if not code or self.view_model.is_new:
            return None
        vm = self.view_model
        return print_document(self, vm.session, vm.errors, code)

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        cells = self.grid_commands.show_errors()
        # A refusal about the lines as a whole ("at least one debit and one credit") marks
        # the grid itself, as a cell's marks its cell: the clerk sees what it names.
        about_lines = bool(self.view_model.field_error(EntryField.LINES))
        self.grid.setProperty("invalid", about_lines)
        self.grid.setStyleSheet(
            f"LineGrid {{ border: 2px solid {text_color(Tone.ERROR)}; }}" if about_lines else ""
        )
        if first_invalid is None and about_lines and not cells:
            self.grid.go_to(0, 0)
            first_invalid = self.grid
        if first_invalid is None and cells:
            first_key = min(cells, key=row_of)
            wire = first_key[first_key.index("]") + 2 :]
            columns = [c.wire for c in self.line_model.columns]
            self.grid.go_to(row_of(first_key), columns.index(wire) if wire in columns else 0)
            first_invalid = self.grid
        return first_invalid

    def record_name(self) -> str:
        base = self.view_model.base
        return self.view_model.record_key(base) if base is not None else ""

    def saved_text(self) -> str:
        return self.tr("Saved as {code}.").format(code=self.record_name())
