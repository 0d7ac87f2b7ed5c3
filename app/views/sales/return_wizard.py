"""The new-sales-return wizard tab: a stack of pages (source, lines, refund, review,
result) in the tab itself — never a modal ``QWizard`` with its own event loop.

Keyboard: Enter goes to the next step (a cell being typed in takes the first Enter), Alt+Left
goes back; Space ticks a line; typing in Quantity or Price changes it.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.accounting.accounting_lines import ERROR_ROLE, money_text
from app.viewmodels.document_sheet import reference_text
from app.viewmodels.numbers import format_count
from app.viewmodels.sales.return_wizard import (
    ReturnColumn,
    ReturnField,
    ReturnStep,
    ReturnWizardViewModel,
)
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.cells import TextDirectionDelegate
from app.views.widgets.date_field import DateField
from app.views.widgets.dialogs import confirm
from app.views.widgets.document_view import value_label
from app.views.widgets.forms import Banner, Field, FieldError, add_field, add_section, add_shortcut
from app.views.widgets.line_grid import ERROR_BACKGROUND
from app.views.widgets.screen import Screen
from app.views.widgets.tables import fit_header_height

CODE_STYLE = "font-size: 20px; font-weight: bold; color: #1e7d32;"
STEP_STYLE = "padding: 3px 8px; border-radius: 4px;"
CURRENT_STEP_STYLE = STEP_STYLE + " font-weight: bold; background: palette(highlight);"
PAGE_MAX_WIDTH = 760
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _LinesDelegate(TextDirectionDelegate):
    """Tints refused cells; numbers are typed right-aligned."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = QLineEdit(parent)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        editor.setAutoFillBackground(True)
        return editor

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if index.data(ERROR_ROLE):
            painter.fillRect(option.rect, ERROR_BACKGROUND)
        super().paint(painter, option, index)


def _page() -> tuple[QWidget, QVBoxLayout]:
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 8, 0, 0)
    return page, layout


def _hint(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    label.setFont(font)
    return label


class ReturnWizardView(Screen):
    """Binds a ``ReturnWizardViewModel``. ``documentRequested(code)`` asks the main window
    to open the created return or its receipt."""

    documentRequested = Signal(str)

    def __init__(self, view_model: ReturnWizardViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: ReturnWizardViewModel = view_model
        vm = view_model
        self.setObjectName("ReturnWizardView")
        self.banner = Banner()

        # -- the steps across the top ---------------------------------------------------
        self.step_labels: list[QLabel] = []
        steps_bar = QHBoxLayout()
        arrow = "›"  # Qt mirrors it in right-to-left text
        for number, text in enumerate(
            (self.tr("Source"), self.tr("Lines"), self.tr("Refund"), self.tr("Review")), start=1
        ):
            if number > 1:
                steps_bar.addWidget(QLabel(arrow))
            label = QLabel(
                self.tr("{number}. {step}").format(number=format_count(number), step=text)
            )
            self.step_labels.append(label)
            steps_bar.addWidget(label)
        steps_bar.addStretch(1)

        self.pages = QStackedWidget()
        self.fields: dict[str, Field] = {}
        self.pages.addWidget(self._source_page())
        self.pages.addWidget(self._lines_page())
        self.pages.addWidget(self._refund_page())
        self.pages.addWidget(self._review_page())
        self.pages.addWidget(self._done_page())

        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.setToolTip(self.tr("The previous step (Alt+Left)"))
        self.next_button = QPushButton(self.tr("&Next"))
        self.next_button.setToolTip(self.tr("Check this step and go on (Enter)"))
        self.close_button = QPushButton(self.tr("&Close"))
        for button in (self.back_button, self.next_button, self.close_button):
            button.setAutoDefault(True)  # Enter on a focused button presses it
        self.status = ValueLabel(self.tr("Status"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(steps_bar)
        layout.addWidget(self.pages, 1)
        layout.addLayout(buttons)

        # view -> view-model
        self.source.textEdited.connect(vm.set_source_text)
        self.tick_all.clicked.connect(lambda: vm.select_all(True))
        self.untick_all.clicked.connect(lambda: vm.select_all(False))
        self.cash.textEdited.connect(vm.set_cash)
        self.on_account.textEdited.connect(vm.set_on_account)
        self.treasury.activated.connect(
            lambda _row: vm.update("treasury_id", self.treasury.currentData())
        )
        self.warehouse.activated.connect(
            lambda _row: vm.update("warehouse_id", self.warehouse.currentData())
        )
        self.document_date.dateChanged.connect(
            lambda day: vm.update("document_date", day.toString("yyyy-MM-dd"))
        )
        self.rate.textEdited.connect(lambda text: vm.update("rate_text", text))
        self.notes.textEdited.connect(lambda text: vm.update("notes", text))
        self.back_button.clicked.connect(vm.back)
        self.next_button.clicked.connect(self.next)
        self.close_button.clicked.connect(self.closeRequested)
        self.open_return_button.clicked.connect(
            lambda: self.documentRequested.emit(vm.result_code())
        )
        self.open_receipt_button.clicked.connect(
            lambda: self.documentRequested.emit(vm.receipt_code())
        )
        self.new_button.clicked.connect(vm.start_over)
        self.pay_refund_button.clicked.connect(self._pay_refund)
        vm.refundChanged.connect(self._show_result)
        vm.pendingQuestion.connect(self._ask_return_again)
        add_shortcut(self, QKeySequence("Alt+Left"), vm.back, self.tr("Previous step"))

        # view-model -> view
        vm.formChanged.connect(self._show_form)
        vm.stepChanged.connect(self._show_step)
        vm.fieldErrorsChanged.connect(self._show_field_errors)
        vm.formErrorChanged.connect(self._show_form_error)
        vm.proposalLoadingChanged.connect(self._show_loading)
        vm.savingChanged.connect(self._show_saving)
        vm.titleChanged.connect(self.titleChanged)
        vm.queued.connect(self._show_queued)
        vm.lines_model.modelReset.connect(self._fit_lines)

        self._fill_choices()
        self._show_form()
        self._show_step()
        self._show_field_errors()
        self._show_form_error(vm.form_error)
        self.setFocusProxy(self.source)

    # -- pages ---------------------------------------------------------------------------
    def _source_page(self) -> QWidget:
        page, layout = _page()
        layout.addWidget(_heading(self.tr("Which sale is coming back?")))
        form = QFormLayout()
        self.source = QLineEdit()
        self.source.setPlaceholderText(self.tr("e.g. SO-12, IO-WH01-7 or the paper number"))
        self.source.setMinimumWidth(320)
        self.fields[ReturnField.SOURCE] = add_field(
            form, self.tr("Sales order, issue offering or &paper number"), self.source
        )
        layout.addLayout(form)
        layout.addWidget(
            _hint(
                self.tr(
                    "Press Enter to see what can still be returned of it: the goods issued "
                    "and not returned yet."
                )
            )
        )
        self.source_loading = QLabel(self.tr("Asking the server what can be returned…"))
        self.source_loading.setVisible(False)
        layout.addWidget(self.source_loading)
        layout.addStretch(1)
        return self._bounded(page)

    def _lines_page(self) -> QWidget:
        page, layout = _page()
        layout.addWidget(_heading(self.tr("What comes back?")))
        self.source_info = QLabel()
        self.source_info.setWordWrap(True)
        self.source_info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.source_info)
        bar = QHBoxLayout()
        lines_label = QLabel(self.tr("&Returnable lines"))
        self.table = QTableView()
        lines_label.setBuddy(self.table)
        self.tick_all = QPushButton(self.tr("Tick &all"))
        self.untick_all = QPushButton(self.tr("&Untick all"))
        bar.addWidget(lines_label)
        bar.addWidget(
            _hint(self.tr("Space ticks a line; type in Quantity or Price to change it.")), 1
        )
        bar.addWidget(self.tick_all)
        bar.addWidget(self.untick_all)
        layout.addLayout(bar)
        self.table.setModel(self.view_model.lines_model)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setAccessibleName(self.tr("Returnable lines"))
        self.table.setItemDelegate(_LinesDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.setTabKeyNavigation(True)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(30)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(ReturnColumn.ITEM, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.lines_error = FieldError()
        layout.addWidget(self.lines_error)
        self.lines_total = ValueLabel(self.tr("Total to return"))
        self.lines_total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.lines_total)
        return page

    def _refund_page(self) -> QWidget:
        page, layout = _page()
        layout.addWidget(_heading(self.tr("How is the money refunded?")))
        self.refund_total = ValueLabel(self.tr("Return total"))
        layout.addWidget(self.refund_total)
        self.refund_note = _hint("")
        layout.addWidget(self.refund_note)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.cash = QLineEdit()
        self.on_account = QLineEdit()
        for edit in (self.cash, self.on_account):
            edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit.setMaximumWidth(200)
        self.treasury = QComboBox()
        self.warehouse = QComboBox()
        for combo in (self.treasury, self.warehouse):
            combo.setMinimumContentsLength(28)
            # As wide as the form: a refusal under it reads on one or two lines.
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document_date = DateField()
        self.document_date.setCalendarPopup(True)
        self.document_date.setDisplayFormat("yyyy-MM-dd")
        self.document_date.setMaximumWidth(160)
        self.rate = QLineEdit()
        self.rate.setPlaceholderText(self.tr("the order's rate"))
        self.rate.setMaximumWidth(200)
        self.notes = QLineEdit()
        self.fields[ReturnField.CASH] = add_field(form, self.tr("Ca&sh refund"), self.cash)
        self.fields[ReturnField.ON_ACCOUNT] = add_field(
            form, self.tr("On &account"), self.on_account
        )
        self.split_error = FieldError()
        form.addRow(self.split_error)
        self.fields[ReturnField.TREASURY] = add_field(
            form, self.tr("Cash &paid from"), self.treasury
        )
        form.addRow(
            _hint(
                self.tr(
                    "The cash or bank account the refund leaves from, needed when this "
                    "organization pays cash refunds at once."
                )
            )
        )
        add_section(form, self.tr("The return"))
        self.fields[ReturnField.WAREHOUSE] = add_field(
            form, self.tr("Goods back &into"), self.warehouse
        )
        self.fields[ReturnField.DATE] = add_field(form, self.tr("Date"), self.document_date)
        self.fields[ReturnField.RATE] = add_field(form, self.tr("Exchan&ge rate"), self.rate)
        self.fields[ReturnField.NOTES] = add_field(form, self.tr("Notes"), self.notes)
        layout.addLayout(form)
        layout.addStretch(1)
        order = [
            self.cash,
            self.on_account,
            self.treasury,
            self.warehouse,
            self.document_date,
            self.rate,
            self.notes,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        return self._bounded(page)

    def _review_page(self) -> QWidget:
        page, layout = _page()
        layout.addWidget(_heading(self.tr("Create this return?")))
        self.review = QFormLayout()
        self.review.setHorizontalSpacing(16)
        layout.addLayout(self.review)
        layout.addWidget(
            _hint(self.tr("Press Enter or Create return; Alt+Left goes back to change something."))
        )
        layout.addStretch(1)
        return self._bounded(page)

    def _done_page(self) -> QWidget:
        page, layout = _page()
        self.result_code = ValueLabel(self.tr("Return code"))
        self.result_code.setStyleSheet(CODE_STYLE)
        self.result_code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.result_code)
        self.result_text = QLabel()
        self.result_text.setWordWrap(True)
        self.result_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.result_text)
        # What the return left that the API can finish: paying a cash refund it recorded.
        self.refund_row = QWidget()
        refund = QHBoxLayout(self.refund_row)
        refund.setContentsMargins(0, 0, 0, 0)
        self.refund_account = QComboBox()
        self.refund_account.setAccessibleName(self.tr("Pay the refund from"))
        refund_caption = QLabel(self.tr("Pay the refund &from"))
        refund_caption.setBuddy(self.refund_account)
        self.pay_refund_button = QPushButton()
        self.pay_refund_button.setAutoDefault(True)
        refund.addWidget(refund_caption)
        refund.addWidget(self.refund_account, 1)
        refund.addWidget(self.pay_refund_button)
        layout.addWidget(self.refund_row)
        self.refund_problem = FieldError()
        layout.addWidget(self.refund_problem)
        links = QHBoxLayout()
        self.open_return_button = QPushButton()
        self.open_receipt_button = QPushButton()
        self.new_button = QPushButton(self.tr("&New return"))
        for button in (self.open_return_button, self.open_receipt_button, self.new_button):
            button.setAutoDefault(True)
            links.addWidget(button)
        links.addStretch(1)
        layout.addLayout(links)
        layout.addStretch(1)
        return self._bounded(page)

    @staticmethod
    def _bounded(page: QWidget) -> QWidget:
        """Forms keep a readable width on a wide window."""
        page.setMaximumWidth(PAGE_MAX_WIDTH)
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(page, 1)
        row.addStretch(0)
        return holder

    # -- commands ------------------------------------------------------------------------
    def title(self) -> str:
        return self.view_model.title

    def has_unsaved_changes(self) -> bool:
        return self.view_model.dirty

    def close_screen(self, *, keep_draft: bool) -> bool:
        return self.view_model.close(keep_draft=keep_draft)

    def keeps_typing(self) -> bool:
        return self.view_model.keep_typing()

    def next(self) -> None:
        self._commit_cell()
        self.view_model.next()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Reached only by keys the focused widget ignored: line edits, combos, date edits
        # and the table (when no cell is being typed in) let Enter through.
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if event.key() in _ENTER and plain and self.view_model.step < ReturnStep.DONE:
            self.next()
            event.accept()
            return
        super().keyPressEvent(event)

    def _ask_return_again(self, question: str) -> None:
        """Lines on other pending returns: returned again only when the clerk says so
        (the safe answer, Cancel, is the default)."""
        confirm(
            self,
            self.tr("Already on a pending return"),
            question,
            accept_text=self.tr("&Return again"),
            on_accept=self.view_model.return_again,
            destructive=True,
        )

    def _commit_cell(self) -> None:
        if self.table.state() != QAbstractItemView.State.EditingState:
            return
        editor = self.table.indexWidget(self.table.currentIndex())
        if editor is not None:
            self.table.commitData(editor)
            self.table.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    # -- view-model -> view --------------------------------------------------------------
    def _fill_choices(self) -> None:
        vm = self.view_model
        self.treasury.clear()
        self.treasury.addItem(self.tr("None (refund on account, or not paid out now)"), None)
        for choice in vm.treasury_choices():
            alias = choice.payload.get("alias")
            label = f"{choice.label} ({alias})" if alias else choice.label
            self.treasury.addItem(label, choice.id)
        self.warehouse.clear()
        self.warehouse.addItem(self.tr("Choose a warehouse…"), None)
        for choice in vm.warehouse_choices():
            self.warehouse.addItem(choice.label, choice.id)

    @staticmethod
    def _select(combo: QComboBox, value: int | None, label: str) -> None:
        row = combo.findData(value)
        if row < 0 and value is not None:
            combo.addItem(label or f"#{value}", value)
            row = combo.count() - 1
        combo.setCurrentIndex(max(row, 0))

    def _show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        if self.source.text() != form.source_text:
            self.source.setText(form.source_text)
        proposal = vm.proposal()
        if proposal is not None:
            parts = [
                self.tr("Returned from {source}").format(source=vm.source_code()),
                self.tr("Customer: {customer}").format(
                    customer=reference_text(proposal.customer) or "—"
                ),
            ]
            if proposal.sales_person is not None:
                parts.append(
                    self.tr("Sales person: {person}").format(
                        person=reference_text(proposal.sales_person)
                    )
                )
            if proposal.currency is not None:
                parts.append(
                    self.tr("Currency: {currency}").format(currency=proposal.currency.code or "")
                )
            self.source_info.setText(" · ".join(parts))
        chosen = len(vm.selected_rows())
        currency = vm.currency_text()
        self.lines_total.setText(
            QCoreApplication.translate(
                "ReturnWizardView",
                "{count} of %Ln lines ticked · Total to return: <b>{total} {currency}</b>",
                "",
                len(form.lines),
            )
            .format(count=format_count(chosen), total=vm.total_text(), currency=currency)
            .strip()
        )
        self.refund_total.setText(
            self.tr("Return total: <b>{total} {currency}</b>").format(
                total=vm.total_text(), currency=currency
            )
        )
        self.refund_note.setText(vm.refund_note())
        for edit, text in ((self.cash, form.cash_text), (self.on_account, form.on_account_text)):
            if edit.text() != text:
                edit.setText(text)
        treasury = vm.accounts.get(form.treasury_id) if form.treasury_id else None
        self._select(self.treasury, form.treasury_id, treasury.label if treasury else "")
        warehouse = vm.warehouses.get(form.warehouse_id) if form.warehouse_id else None
        self._select(self.warehouse, form.warehouse_id, warehouse.label if warehouse else "")
        day = QDate.fromString(form.document_date, "yyyy-MM-dd")
        if day.isValid() and self.document_date.date() != day:
            self.document_date.blockSignals(True)
            self.document_date.setDate(day)
            self.document_date.blockSignals(False)
        for edit, text in ((self.rate, form.rate_text), (self.notes, form.notes)):
            if edit.text() != text:
                edit.setText(text)
        self._show_buttons()

    def _show_step(self) -> None:
        vm = self.view_model
        step = vm.step
        self.pages.setCurrentIndex(int(step))
        for index, label in enumerate(self.step_labels):
            label.setStyleSheet(CURRENT_STEP_STYLE if index == step else STEP_STYLE)
            label.setEnabled(index <= step or step == ReturnStep.DONE)
        if step == ReturnStep.REVIEW:
            self._fill_review()
        if step == ReturnStep.DONE:
            self._show_result()
        self._show_buttons()
        self._focus_step()

    def _focus_step(self) -> None:
        step = self.view_model.step
        if self._focus_first_error():
            return  # back at a step the server refused: at the field to fix
        if step == ReturnStep.SOURCE:
            self.source.setFocus(Qt.FocusReason.OtherFocusReason)
            self.setFocusProxy(self.source)
        elif step == ReturnStep.LINES:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            if not self.table.currentIndex().isValid() and self.view_model.lines_model.rowCount():
                self.table.selectionModel().setCurrentIndex(
                    self.view_model.lines_model.index(0, ReturnColumn.RETURN),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect,
                )
            self.setFocusProxy(self.table)
        elif step == ReturnStep.REFUND:
            self.cash.setFocus(Qt.FocusReason.OtherFocusReason)
            self.cash.selectAll()
            self.setFocusProxy(self.cash)
        elif step == ReturnStep.REVIEW:
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.setFocusProxy(self.next_button)
        else:
            self.open_return_button.setFocus(Qt.FocusReason.OtherFocusReason)
            self.setFocusProxy(self.open_return_button)

    def _show_buttons(self) -> None:
        vm = self.view_model
        step = vm.step
        busy = vm.saving or vm.proposal_loading
        done = step == ReturnStep.DONE
        self.back_button.setVisible(not done)
        self.next_button.setVisible(not done)
        # Once in the outbox the return is on its way: nothing here may change or resend it.
        self.back_button.setEnabled(step > ReturnStep.SOURCE and not busy and not vm.submitted)
        self.next_button.setEnabled(not busy and not vm.submitted)
        self.next_button.setText(
            self.tr("Create &return") if step == ReturnStep.REVIEW else self.tr("&Next")
        )

    def _fill_review(self) -> None:
        while self.review.rowCount():
            self.review.removeRow(0)
        for label, value in self.view_model.summary():
            shown = value_label(value)
            caption = QLabel(label)
            caption.setBuddy(shown)  # the caption names the value; its name stays its text
            self.review.addRow(caption, shown)

    def _show_result(self) -> None:
        vm = self.view_model
        code = vm.result_code()
        self.result_code.setText(code)
        self.result_text.setText("\n".join(vm.result_lines()))
        self.open_return_button.setText(self.tr("&Open return {code}").format(code=code))
        receipt = vm.receipt_code()
        self.open_receipt_button.setText(
            self.tr("Open return &receipt {code}").format(code=receipt)
        )
        self.open_receipt_button.setVisible(bool(receipt))
        self.status.setText(self.tr("Created {code}.").format(code=code))
        due = vm.refund_due()
        self.refund_row.setVisible(due > 0)
        if due > 0:
            chosen = self.refund_account.currentData()
            self.refund_account.clear()
            for choice in vm.refund_account_choices():
                self.refund_account.addItem(choice.label, choice.id)
            self._select(self.refund_account, chosen, "")
            self.pay_refund_button.setText(
                self.tr("&Pay refund {amount}").format(amount=money_text(due))
            )
        self.refund_problem.show_error(vm.refund_problem)

    def _pay_refund(self) -> None:
        account = self.refund_account.currentData()
        if account is None:
            self.refund_problem.show_error(self.tr("Choose the cash account to pay from."))
            return
        self.view_model.pay_refund(int(account))

    def _show_field_errors(self) -> None:
        vm = self.view_model
        for name, field in self.fields.items():
            field.show_error(vm.field_error(name))
        self.split_error.show_error(vm.field_error(ReturnField.SPLIT))
        cells = sorted(
            (key, text)
            for key, text in vm.field_errors.items()
            if key.startswith(ReturnField.LINES + "[")
        )
        messages = [vm.field_error(ReturnField.LINES)] if vm.field_error(ReturnField.LINES) else []
        for key, text in cells:
            row = int(key[len(ReturnField.LINES) + 1 :].split("]", 1)[0])
            messages.append(
                self.tr("Line {row}: {text}").format(row=format_count(row + 1), text=text)
            )
        self.lines_error.show_error("\n".join(messages))
        self._focus_first_error()

    def _focus_first_error(self) -> bool:
        """Focus the first refused field of the step shown; False when it has none."""
        vm = self.view_model
        if vm.saving or not vm.field_errors:
            return False
        step = vm.step
        if self.pages.currentIndex() != step:
            return False
        for name, field in self.fields.items():
            if vm.field_error(name) and field.widget.isVisibleTo(self):
                field.widget.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        if step == ReturnStep.REFUND and vm.field_error(ReturnField.SPLIT):
            self.on_account.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return False

    def _show_form_error(self, text: str) -> None:
        if text:
            kind = "info" if self.view_model.submitted else "error"
            self.banner.show_message(text, kind=kind)
        else:
            self.banner.clear()

    def _show_queued(self, text: str) -> None:
        self.banner.show_message(text, kind="info")
        self._show_buttons()
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_loading(self, loading: bool) -> None:
        self.source_loading.setVisible(loading)
        self.status.setText(self.tr("Loading…") if loading else "")
        self._show_buttons()

    def _show_saving(self, saving: bool) -> None:
        self.status.setText(self.tr("Creating the return…") if saving else "")
        self._show_buttons()
        if not saving:
            self._focus_first_error()  # a refusal: at the field to fix

    def _fit_lines(self) -> None:
        self.table.resizeColumnsToContents()
        for column in range(self.view_model.lines_model.columnCount()):
            if column != ReturnColumn.ITEM:
                self.table.setColumnWidth(column, self.table.columnWidth(column) + 16)
