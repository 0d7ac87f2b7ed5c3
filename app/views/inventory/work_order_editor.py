"""An issue offering or supplies receipt tab: the header, the shared item line grid with its
barcode field, the value of the goods; a saved document is shown read-only."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.inventory.work_order_editor import (
    IssueOfferingEditorViewModel,
    PartyKind,
    WorkOrderEditorViewModel,
    WorkOrderField,
)
from app.viewmodels.item_lines import format_money
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.date_field import DateField
from app.views.widgets.forms import StateLine, add_field, select_data
from app.views.widgets.item_document import ItemDocumentScreen, show_day
from app.views.widgets.item_lines import ItemLinesGrid
from app.views.widgets.reference_picker import ReferencePicker


class WorkOrderEditorView(ItemDocumentScreen):
    """Binds a ``WorkOrderEditorViewModel`` (issue offering or supplies receipt).

    ``EditorScreen`` gives the banner, Save / Close, the status and the bound view-model,
    ``ItemDocumentScreen`` the header's columns, the lists and the grid's errors; these
    documents are never deleted or changed once saved, so there is no Delete…."""

    lines_field = WorkOrderField.LINES

    def __init__(self, view_model: WorkOrderEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, view_model.warehouses, view_model.sales_persons, parent)
        self.view_model: WorkOrderEditorViewModel = view_model
        vm = view_model
        issue = isinstance(vm, IssueOfferingEditorViewModel)
        self.setObjectName("WorkOrderEditorView")
        self.state_line = StateLine(self.tr("Document state"))
        self.hint = QLabel(
            self.tr("Goods leave the warehouse to a customer or another party.")
            if issue
            else self.tr("Goods arrive in the warehouse from a supplier or another party.")
        )
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        # -- header -----------------------------------------------------------------------
        self.party_kind = QComboBox()
        words = {
            PartyKind.CUSTOMER: self.tr("Customer"),
            PartyKind.SUPPLIER: self.tr("Supplier"),
            PartyKind.OTHER: self.tr("Another party (by number)"),
        }
        for kind in vm.parties:
            self.party_kind.addItem(words[kind], kind.value)
        self.party = ReferencePicker(
            vm.party_search,
            vm.party_get,
            placeholder=self.tr("Type a customer's code or name")
            if issue
            else self.tr("Type a supplier's code or name"),
        )
        self.picker = self.party
        self.other_party = QLineEdit()
        self.other_party.setPlaceholderText(self.tr("The party's number in your records"))
        self.date = DateField()
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.currency = QComboBox()
        self.rate = QLineEdit()
        self.rate.setPlaceholderText(
            self.tr("Required with a foreign currency")
            if issue
            else self.tr("Empty: the day's rate")
        )
        self.related = QLineEdit()
        self.related.setPlaceholderText(
            self.tr("SO-… ships that order (optional)")
            if issue
            else self.tr("Purchase order codes, comma between (optional)")
        )
        self.paper_number = QLineEdit()
        self.notes = QLineEdit()

        left, right = self.left, self.right
        for form in (left, right):
            form.setHorizontalSpacing(12)  # a long label otherwise touches its field
        add_field(left, self.tr("Part&y type"), self.party_kind)
        self.fields[WorkOrderField.PARTY] = add_field(
            left, self.tr("C&ustomer") if issue else self.tr("S&upplier"), self.party
        )
        self._party_label = left.labelForField(self.fields[WorkOrderField.PARTY])
        self.other_party_field = add_field(left, self.tr("Other &party no."), self.other_party)
        self.fields[WorkOrderField.WAREHOUSE] = add_field(
            left, self.tr("&Warehouse"), self.warehouse
        )
        # The date keeps its size; its row spans the column so that the reason a date is
        # refused reads on one line instead of being squeezed under the field.
        date_row = QWidget()
        date_row.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        date_layout = QHBoxLayout(date_row)
        date_layout.setContentsMargins(0, 0, 0, 0)
        date_layout.addWidget(self.date)
        date_layout.addStretch(1)
        date_row.setFocusProxy(self.date)
        self.fields[WorkOrderField.DATE] = add_field(left, self.tr("Date"), date_row)
        self.date.setAccessibleName(self.tr("Date"))
        if issue:
            self.fields[WorkOrderField.SALES_PERSON] = add_field(
                left, self.tr("Sales &person"), self.sales_person
            )
        self.fields[WorkOrderField.CURRENCY] = add_field(right, self.tr("Curr&ency"), self.currency)
        self.fields[WorkOrderField.RATE] = add_field(right, self.tr("Exchan&ge rate"), self.rate)
        self.take_lines_button = QPushButton(self.tr("Take its &lines"))
        self.take_lines_button.setToolTip(
            self.tr("Fill the customer, warehouse and the goods left to issue (Enter)")
        )
        self.take_lines_button.setAutoDefault(False)
        related_row = QWidget()
        related_layout = QHBoxLayout(related_row)
        related_layout.setContentsMargins(0, 0, 0, 0)
        related_layout.addWidget(self.related, 1)
        related_layout.addWidget(self.take_lines_button)
        related_row.setFocusProxy(self.related)
        self.take_lines_button.setVisible(issue)
        self.fields[WorkOrderField.RELATED] = add_field(
            right, self.tr("Sales order") if issue else self.tr("&Linked documents"), related_row
        )
        self.related.setAccessibleName(
            self.tr("Sales order") if issue else self.tr("Linked documents")
        )
        self.fields[WorkOrderField.PAPER_NUMBER] = add_field(
            right, self.tr("Paper number"), self.paper_number
        )
        self.fields[WorkOrderField.NOTES] = add_field(right, self.tr("Notes"), self.notes)

        # -- lines ------------------------------------------------------------------------
        self.grid = ItemLinesGrid(vm)
        self.grid.set_accessible_name(self.tr("Lines"))
        self.scan = self.grid.scan
        self.table = self.grid.table
        self.model = self.grid.model

        # -- bottom -----------------------------------------------------------------------
        self.save_button.setToolTip(self.tr("Save the document (Ctrl+S)"))
        self.total_caption = QLabel(self.tr("Value of the goods"))
        self.total_label = ValueLabel(self.tr("Value of the goods"))
        self.total_label.setMinimumWidth(90)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        total_font = self.total_label.font()
        total_font.setBold(True)
        total_font.setPointSizeF(total_font.pointSizeF() * 1.2)
        self.total_label.setFont(total_font)
        buttons = self.buttons
        buttons.removeWidget(self.delete_button)  # never shown: no delete for these
        at = buttons.indexOf(self.close_button)
        buttons.insertWidget(at, self.total_caption)
        buttons.insertWidget(at + 1, self.total_label)
        buttons.insertSpacing(at + 2, 16)

        top = QHBoxLayout()
        top.addWidget(self.state_line)
        top.addSpacing(12)
        top.addWidget(self.hint, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addLayout(self.header)
        layout.addWidget(self.more)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        self.setFocusProxy(self.party)
        order = [
            self.party_kind,
            self.party,
            self.other_party,
            self.warehouse,
            self.date,
            *([self.sales_person] if issue else []),
            self.currency,
            self.rate,
            self.related,
            *([self.take_lines_button] if issue else []),
            self.paper_number,
            self.notes,
            self.scan,
            self.table,
            self.save_button,
            self.close_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

        # view -> view-model
        self.party_kind.activated.connect(
            lambda _i: vm.set_party_kind(str(self.party_kind.currentData()))
        )
        self.party.chosen.connect(vm.set_party)
        self.party.unmatched.connect(
            lambda text: self.fields[WorkOrderField.PARTY].show_error(
                self.tr("Nothing matches “{text}” exactly. Pick one from the list.").format(
                    text=text
                )
            )
        )
        self.other_party.textEdited.connect(vm.set_other_party)
        self.warehouse.activated.connect(
            lambda _i: vm.update(WorkOrderField.WAREHOUSE, self.warehouse.currentData())
        )
        self.sales_person.activated.connect(
            lambda _i: vm.update(WorkOrderField.SALES_PERSON, self.sales_person.currentData())
        )
        self.date.dateChanged.connect(
            lambda value: vm.update(WorkOrderField.DATE, value.toString("yyyy-MM-dd"))
        )
        self.currency.activated.connect(lambda _i: vm.set_currency(self.currency.currentData()))
        for field, edit in self._text_fields().items():
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        if isinstance(vm, IssueOfferingEditorViewModel):
            self.take_lines_button.clicked.connect(vm.take_order_lines)
            self.related.returnPressed.connect(vm.take_order_lines)
            vm.orderTaken.connect(lambda text: self.banner.show_message(text, kind="info"))
        self.banner.actionClicked.connect(self.banner.clear)

        # view-model -> view (the rest is EditorScreen's)
        vm.totalsChanged.connect(self._show_total)
        vm.linesReset.connect(self._show_state)
        vm.currenciesChanged.connect(self._fill_currencies)

        self.fill_lists()
        self._fill_currencies()
        self._show_state()
        self._show_total()
        self.retry_lists_until_ready()
        self.bind()
        vm.saved.connect(self._show_saved)  # after "Saved."

    # -- EditorScreen --------------------------------------------------------------------
    def picked_id(self) -> int | None:
        return self.view_model.form.party_id

    def lists_ready(self) -> bool:
        return self.warehouse.count() > 1  # a supplies receipt has no sales person

    def save(self) -> None:
        self.settle_pickers()
        if not self.view_model.editable:
            return
        self.view_model.save()

    # -- showing -------------------------------------------------------------------------
    def _text_fields(self) -> dict[WorkOrderField, QLineEdit]:
        return {
            WorkOrderField.RATE: self.rate,
            WorkOrderField.RELATED: self.related,
            WorkOrderField.PAPER_NUMBER: self.paper_number,
            WorkOrderField.NOTES: self.notes,
        }

    def _fill_currencies(self) -> None:
        self.currency.clear()
        for text, value in self.view_model.currency_choices():
            self.currency.addItem(text, value)
        select_data(self.currency, self.view_model.form.currency_id)

    def show_choices(self) -> None:
        """The lists are filled by ``fill_lists`` (and retried); what the view-model
        loads shows in the form."""
        self.show_form()

    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        select_data(self.party_kind, form.party_kind)
        other = form.party_kind == PartyKind.OTHER
        self.left.setRowVisible(self.fields[WorkOrderField.PARTY], not other)
        self.left.setRowVisible(self.other_party_field, other)
        if self.party.current_id() != form.party_id:
            self.party.set_current_id(form.party_id)
        if self.other_party.text() != form.other_party_text:
            self.other_party.setText(form.other_party_text)
        select_data(self.warehouse, form.warehouse_id)
        select_data(self.sales_person, form.sales_person_id)
        if self.currency.currentData() != form.currency_id:
            select_data(self.currency, form.currency_id)
        self.rate.setEnabled(vm.editable and form.currency_id is not None)
        show_day(self.date, form.date)
        values = {
            WorkOrderField.RATE: form.exchange_rate_text,
            WorkOrderField.RELATED: form.related_code,
            WorkOrderField.PAPER_NUMBER: form.paper_number,
            WorkOrderField.NOTES: form.notes,
        }
        for field, edit in self._text_fields().items():
            if edit.text() != values[field]:
                edit.setText(values[field])

    def _show_state(self) -> None:
        vm = self.view_model
        editable = vm.editable
        for widget in (
            self.party_kind,
            self.party,
            self.other_party,
            self.warehouse,
            self.date,
            self.sales_person,
            self.currency,
            self.related,
            self.take_lines_button,
            self.paper_number,
            self.notes,
            self.scan,
        ):
            widget.setEnabled(editable)
        self.rate.setEnabled(editable and vm.form.currency_id is not None)
        self.save_button.setVisible(editable)
        self.hint.setVisible(editable)
        self.state_line.set_parts(
            vm.state_parts() if vm.base is not None else [vm.texts().new_title]
        )

    def _show_total(self) -> None:
        self.total_label.setText(format_money(self.view_model.total))

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        """Another party's error shows under its number (the party row is hidden); the
        party is the first field, so its error is where the clerk is taken."""
        vm = self.view_model
        if vm.form.party_kind == PartyKind.OTHER:
            error = vm.field_error(WorkOrderField.PARTY)
            self.fields[WorkOrderField.PARTY].show_error("")
            self.other_party_field.show_error(error)
            if error:
                first_invalid = self.other_party
        return super().show_other_errors(first_invalid)

    def _show_saved(self) -> None:
        self._show_state()
        self.banner.show_message(
            self.tr("{code} is saved: the stock has moved.").format(
                code=self.view_model.title.removesuffix(" *")
            ),
            kind="info",
        )
