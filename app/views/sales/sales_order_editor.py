"""A sales order tab: the header, the line grid (keyboard first), live totals, and the
actions of a saved order."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.models.documents import SalesOrderPaymentStatus, SalesOrderStatus
from app.money import received_total
from app.viewmodels.item_lines import format_money
from app.viewmodels.numbers import MONEY_DECIMALS, format_decimal
from app.viewmodels.sales.order_documents import ManualLinksViewModel, PrintTemplatesViewModel
from app.viewmodels.sales.sales_order_editor import (
    InstallmentForm,
    OrderField,
    SalesOrderActions,
    SalesOrderEditorViewModel,
    status_text,
)
from app.viewmodels.sales.sales_order_list import payment_text
from app.views.sales.order_documents import CashInDialog, ManualLinksDialog, PrintTemplatesDialog
from app.views.widgets.accessibility import ChangeAnnouncer, ValueLabel
from app.views.widgets.date_field import DateField
from app.views.widgets.dialogs import confirm
from app.views.widgets.flow_layout import FlowLayout
from app.views.widgets.forms import StateLine, add_field, select_data
from app.views.widgets.item_document import ItemDocumentScreen, show_day
from app.views.widgets.item_lines import ItemLinesGrid

if TYPE_CHECKING:
    from app.views.printing.window import PrintDialog
from app.views.widgets.reference_picker import ReferencePicker

_ROOT = QModelIndex()
ERROR_BACKGROUND = QColor("#fdecea")


def _money(value: Decimal, decimals: int = MONEY_DECIMALS) -> str:
    return format_money(value, decimals=decimals)


class SalesOrderEditorView(ItemDocumentScreen):
    """Binds a ``SalesOrderEditorViewModel`` and its ``SalesOrderActions``.

    ``EditorScreen`` gives the banner, Save / Delete… / Close, the status and the bound
    view-model, ``ItemDocumentScreen`` the header's columns, the lists and the grid's
    errors; Delete… stands with the order's actions and deletes through them."""

    lines_field = OrderField.LINES
    duplicateRequested = Signal(object)
    """Duplicate (Ctrl+D): a new order to start from this one's ``duplicate_form()``."""
    returnRequested = Signal(str)
    """Return… (Ctrl+R) on an issued order: the return wizard, from this order's code."""

    def __init__(
        self, view_model: SalesOrderEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, view_model.warehouses, view_model.sales_persons, parent)
        self.view_model: SalesOrderEditorViewModel = view_model
        self.order_actions = SalesOrderActions(view_model)
        self.setObjectName("SalesOrderEditorView")
        vm = view_model
        self.state_line = StateLine(self.tr("Document state"))

        # -- header: two columns of fields ------------------------------------------------
        self.customer = ReferencePicker(vm.customers.search, vm.customers.get)
        self.picker = self.customer
        self.document_date = DateField()
        self.document_date.setCalendarPopup(True)
        self.document_date.setDisplayFormat("yyyy-MM-dd")
        self.shipping_date = QLineEdit()
        self.shipping_date.setPlaceholderText(self.tr("yyyy-mm-dd (optional)"))
        self.paper_number = QLineEdit()
        self.cash = QLineEdit()
        self.cash.setPlaceholderText(self.tr("Cash customers: the total"))
        self.on_account = QLineEdit()
        self.on_account.setPlaceholderText(self.tr("Total less cash"))
        self.discount = QLineEdit()
        self.discount.setPlaceholderText(self.tr("Amount off the order"))
        self.shipment_cost = QLineEdit()
        self.taxable = QCheckBox(self.tr("Taxable"))
        self.taxable.setToolTip(self.tr("Off: no tax and no withholding on this order"))
        self.tax_after_discount = QCheckBox(self.tr("Tax after the order discount"))
        self.tax_after_discount.setToolTip(
            self.tr("Each line is taxed on its value less its share of the order discount")
        )
        tax_row = QWidget()
        tax_layout = QHBoxLayout(tax_row)
        tax_layout.setContentsMargins(0, 0, 0, 0)
        tax_layout.addWidget(self.taxable)
        tax_layout.addWidget(self.tax_after_discount)
        tax_layout.addStretch(1)
        self.installments = QLineEdit()
        self.installments.setPlaceholderText(self.tr("days:amount, e.g. 30:500, 60:500"))
        self.tags = QLineEdit()
        self.tags.setPlaceholderText(self.tr("Comma between tags"))
        self.notes = QLineEdit()
        self.external_id = QLineEdit()
        self.external_id.setPlaceholderText(self.tr("Your own reference (optional)"))

        left, right = self.left, self.right
        self.fields = {
            OrderField.CUSTOMER: add_field(left, self.tr("C&ustomer"), self.customer),
            OrderField.WAREHOUSE: add_field(left, self.tr("&Warehouse"), self.warehouse),
            OrderField.SALES_PERSON: add_field(left, self.tr("Sales person"), self.sales_person),
            OrderField.DOCUMENT_DATE: add_field(left, self.tr("Order date"), self.document_date),
            OrderField.SHIPPING_DATE: add_field(left, self.tr("Shipping date"), self.shipping_date),
            OrderField.PAPER_NUMBER: add_field(left, self.tr("Paper number"), self.paper_number),
            OrderField.CASH: add_field(right, self.tr("Cash amount"), self.cash),
            OrderField.ON_ACCOUNT: add_field(right, self.tr("On account"), self.on_account),
            OrderField.INSTALLMENTS: add_field(right, self.tr("Installments"), self.installments),
            OrderField.DISCOUNT: add_field(right, self.tr("Order discount"), self.discount),
            OrderField.SHIPMENT_COST: add_field(
                right, self.tr("Shipping cost"), self.shipment_cost
            ),
            OrderField.TAXABLE: add_field(right, self.tr("Tax"), tax_row),
            OrderField.TAGS: add_field(right, self.tr("Tags"), self.tags),
        }
        self.fields[OrderField.EXTERNAL_ID] = add_field(
            left, self.tr("External id"), self.external_id
        )
        self.fields[OrderField.NOTES] = add_field(right, self.tr("Notes"), self.notes)

        # -- actions of a saved order -----------------------------------------------------
        self.issue_button = QPushButton(self.tr("&Issue…"))
        self.issue_button.setToolTip(self.tr("Ship the goods: an issue offering for this order"))
        self.cancel_button = QPushButton(self.tr("Cancel &order…"))
        self.status_combo = QComboBox()
        self.status_combo.setAccessibleName(self.tr("Order status"))
        # On Linux a screen reader names a combo box by its value: the caption comes from
        # a label whose buddy it is.
        self.status_caption = QLabel(self.tr("Order status"))
        self.status_caption.setBuddy(self.status_combo)
        for status in (
            SalesOrderStatus.Open,
            SalesOrderStatus.Pending,
            SalesOrderStatus.Processing,
        ):
            self.status_combo.addItem(status_text(status), status.value)
        self.status_button = QPushButton(self.tr("S&et status"))
        self.unissue_button = QPushButton(self.tr("Un&issue…"))
        self.cash_in_button = QPushButton(self.tr("C&ash in…"))
        self.tags_button = QPushButton(self.tr("&Save tags"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(
            self.tr("Print the tax invoice or save it as a PDF, in English or Arabic")
        )
        self.layouts_button = QPushButton(self.tr("La&youts…"))
        self.layouts_button.setToolTip(self.tr("The organization's print layouts on the server"))
        self.links_button = QPushButton(self.tr("Lin&ks…"))
        self.links_button.setToolTip(self.tr("Documents linked to this order by hand"))
        # Alt+L and Alt+G (Links… moved to K, Tags gave its G) and keys of their own.
        self.duplicate_button = QPushButton(self.tr("Dup&licate"))
        self.duplicate_button.setToolTip(
            self.tr("A new order with the same customer and lines (Ctrl+D)")
        )
        self.duplicate_button.setShortcut(QKeySequence("Ctrl+D"))
        self.return_button = QPushButton(self.tr("Return &goods…"))
        self.return_button.setToolTip(
            self.tr("Take goods of this order back: a sales return (Ctrl+R)")
        )
        self.return_button.setShortcut(QKeySequence("Ctrl+R"))
        self.buttons.removeWidget(self.delete_button)  # it stands with the order's actions
        # The facts, then the actions, wrapping onto a second row on a narrow screen.
        actions = FlowLayout()
        actions.add(self.state_line)
        for widget in (
            self.issue_button,
            self.cancel_button,
            self.status_caption,
            self.status_combo,
            self.status_button,
            self.unissue_button,
            self.cash_in_button,
            self.tags_button,
            self.print_button,
            self.layouts_button,
            self.links_button,
            self.duplicate_button,
            self.return_button,
            self.delete_button,
        ):
            actions.add(widget)

        # -- lines: the shared item grid with its barcode field ---------------------------
        self.grid = ItemLinesGrid(vm)
        self.grid.set_accessible_name(self.tr("Order lines"))
        self.scan = self.grid.scan
        self.scan_result = self.grid.scan_result
        self.model = self.grid.model
        self.table = self.grid.table
        self.delegate = self.grid.delegate
        self.lines_error = self.grid.lines_error

        # -- totals -----------------------------------------------------------------------
        self.totals_labels: dict[str, ValueLabel] = {}
        totals = QHBoxLayout()
        totals.addStretch(1)
        for key, text in (
            ("gross", self.tr("Gross")),
            ("discounts", self.tr("Discounts")),
            ("tax", self.tr("Tax")),
            ("net", self.tr("Net total")),
        ):
            caption = QLabel(text)
            value = ValueLabel(text)  # heard as "Gross: 150.00", the caption with the value
            value.setMinimumWidth(90)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            totals.addWidget(caption)
            totals.addWidget(value)
            totals.addSpacing(16)
            self.totals_labels[key] = value
        net_font = self.totals_labels["net"].font()
        net_font.setBold(True)
        net_font.setPointSizeF(net_font.pointSizeF() * 1.2)
        self.totals_labels["net"].setFont(net_font)
        # The totals follow the lines as they are typed: said once the typing pauses.
        self.totals_announcer = ChangeAnnouncer(list(self.totals_labels.values()), self)

        self.save_button.setToolTip(self.tr("Save the order (Ctrl+S)"))
        self.buttons.insertLayout(self.buttons.indexOf(self.close_button), totals)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(actions)
        layout.addLayout(self.header)
        layout.addWidget(self.more)
        layout.addWidget(self.grid, 1)
        layout.addLayout(self.buttons)
        self.setFocusProxy(self.customer)
        QWidget.setTabOrder(self.external_id, self.scan)
        QWidget.setTabOrder(self.table, self.save_button)

        # view -> view-model
        self.customer.chosen.connect(lambda row_id: vm.update(OrderField.CUSTOMER, row_id))
        self.customer.unmatched.connect(
            lambda text: self.fields[OrderField.CUSTOMER].show_error(
                self.tr("No single customer matches “{text}”. Pick one from the list.").format(
                    text=text
                )
            )
        )
        self.warehouse.activated.connect(
            lambda _i: vm.update(OrderField.WAREHOUSE, self.warehouse.currentData())
        )
        self.sales_person.activated.connect(
            lambda _i: vm.update(OrderField.SALES_PERSON, self.sales_person.currentData())
        )
        self.document_date.dateChanged.connect(
            lambda value: vm.update(OrderField.DOCUMENT_DATE, value.toString("yyyy-MM-dd"))
        )
        for field, edit in self._text_fields().items():
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        self.installments.textEdited.connect(self._installments_edited)
        # clicked, not toggled: showing a form sets the boxes without it being an edit.
        self.taxable.clicked.connect(lambda on: vm.update(OrderField.TAXABLE, bool(on)))
        self.tax_after_discount.clicked.connect(
            lambda on: vm.update(OrderField.TAX_AFTER_DISCOUNT, bool(on))
        )
        self.banner.actionClicked.connect(self.banner.clear)
        self.issue_button.clicked.connect(self._confirm_issue)
        self.cancel_button.clicked.connect(self._confirm_cancel)
        self.status_button.clicked.connect(
            lambda: self.order_actions.set_status(self.status_combo.currentData())
        )
        self.unissue_button.clicked.connect(self._confirm_unissue)
        self.cash_in_button.clicked.connect(self._ask_cash_in)
        self.tags_button.clicked.connect(self.order_actions.save_tags)
        self.print_button.clicked.connect(self.open_print)
        self.layouts_button.clicked.connect(self.open_layouts)
        self.links_button.clicked.connect(self.open_links)
        self.duplicate_button.clicked.connect(self.duplicate)
        self.return_button.clicked.connect(self.start_return)

        # view-model -> view (the rest is EditorScreen's)
        vm.totalsChanged.connect(self._show_totals)
        vm.linesReset.connect(self._show_state)
        self.order_actions.done.connect(lambda text: self.banner.show_message(text, kind="info"))
        self.order_actions.failed.connect(
            lambda text: self.banner.show_message(text, kind="warning", action=self.tr("Dismiss"))
        )

        self._show_state()
        self._show_totals()
        self.bind()
        vm.saved.connect(self._show_state)  # after "Saved.": the actions of a saved order
        self.retry_lists_until_ready()

    # -- EditorScreen --------------------------------------------------------------------
    def picked_id(self) -> int | None:
        return self.view_model.form.customer_id

    def save(self) -> None:
        self.settle_pickers()
        if self.view_model.base is not None and not self.view_model.editable:
            self.banner.show_message(
                self.tr(
                    "This order is issued or cancelled: its lines cannot change. Use the actions "
                    "above (tags, cash in, unissue)."
                ),
                kind="warning",
            )
            return
        self.status.setText("")  # a "Saved." of an earlier save is not this one's verdict
        self.view_model.save()

    # -- grid navigation -----------------------------------------------------------------
    def focus_cell(self, row: int, column: int, *, edit: bool = False) -> None:
        self.grid.focus_cell(row, column, edit=edit)

    # -- showing -------------------------------------------------------------------------
    def _text_fields(self) -> dict[OrderField, QLineEdit]:
        return {
            OrderField.SHIPPING_DATE: self.shipping_date,
            OrderField.PAPER_NUMBER: self.paper_number,
            OrderField.CASH: self.cash,
            OrderField.ON_ACCOUNT: self.on_account,
            OrderField.DISCOUNT: self.discount,
            OrderField.SHIPMENT_COST: self.shipment_cost,
            OrderField.TAGS: self.tags,
            OrderField.NOTES: self.notes,
            OrderField.EXTERNAL_ID: self.external_id,
        }

    def show_choices(self) -> None:
        self.fill_lists()

    def show_form(self) -> None:
        form = self.view_model.form
        if self.customer.current_id() != form.customer_id:
            self.customer.set_current_id(form.customer_id)
        select_data(self.warehouse, form.warehouse_id)
        select_data(self.sales_person, form.sales_person_id)
        show_day(self.document_date, form.document_date)
        values = {
            OrderField.SHIPPING_DATE: form.shipping_date,
            OrderField.PAPER_NUMBER: form.paper_number,
            OrderField.CASH: self.view_model.cash_shown(),
            OrderField.ON_ACCOUNT: form.on_account_text,
            OrderField.DISCOUNT: form.discount_text,
            OrderField.SHIPMENT_COST: form.shipment_cost_text,
            OrderField.TAGS: form.tags_text,
            OrderField.NOTES: form.notes,
            OrderField.EXTERNAL_ID: form.external_id,
        }
        for field, edit in self._text_fields().items():
            if edit.text() != values[field]:
                edit.setText(values[field])
        for box, checked in (
            (self.taxable, form.taxable),
            (self.tax_after_discount, form.apply_tax_after_discount),
        ):
            if box.isChecked() != checked:
                box.setChecked(checked)
        self.tax_after_discount.setEnabled(self.view_model.editable and form.taxable)
        installments = ", ".join(f"{i.days_text}:{i.amount_text}" for i in form.installments)
        if not self.installments.hasFocus() and self.installments.text() != installments:
            self.installments.setText(installments)

    def _show_state(self) -> None:
        """The order's code and state, and which actions and fields apply to it."""
        vm = self.view_model
        order = vm.base
        available = self.order_actions.available()
        for key, button in (
            ("issue", self.issue_button),
            ("cancel", self.cancel_button),
            ("status", self.status_button),
            ("unissue", self.unissue_button),
            ("cash_in", self.cash_in_button),
            ("tags", self.tags_button),
            ("print", self.print_button),
            ("print", self.layouts_button),
            ("links", self.links_button),
            ("delete", self.delete_button),
            ("return", self.return_button),
        ):
            button.setVisible(available.get(key, False))
        self.duplicate_button.setVisible(order is not None)
        self.status_combo.setVisible(available.get("status", False))
        self.status_caption.setVisible(self.status_combo.isVisibleTo(self))
        self.tags_button.setVisible(order is not None and not vm.editable)
        editable = vm.editable
        for widget in (
            self.customer,
            self.warehouse,
            self.document_date,
            self.cash,
            self.on_account,
            self.installments,
            self.discount,
            self.shipment_cost,
            self.taxable,
            self.scan,
        ):
            widget.setEnabled(editable)
        self.tax_after_discount.setEnabled(editable and vm.form.taxable)
        self.save_button.setVisible(editable)
        if order is None:
            self.state_line.set_parts([self.tr("New order")])
            return
        select_data(self.status_combo, None)
        index = self.status_combo.findData(str(order.order_status or ""))
        if index >= 0:
            self.status_combo.setCurrentIndex(index)
        paid = received_total(order.paid_amounts)
        # Each fact a whole phrase of its own (StateLine), never fragments glued together.
        parts = [
            order.code or "",
            status_text(order.order_status),
            self.tr("Issued") if order.is_issued else self.tr("Not issued"),
            # The list's words for the payment state (the server's), then what came in.
            payment_text(order.payment_status or SalesOrderPaymentStatus.Unpaid),
            self.tr("Received {amount}").format(amount=_money(paid)) if paid else "",
        ]
        if order.sales_store is not None:
            parts.append(
                self.tr("Store: {name}").format(
                    name=order.sales_store.description or order.sales_store.code or ""
                )
            )
        if order.currency is not None and order.currency.code:
            parts.append(
                self.tr("Currency {currency} at rate {rate}").format(
                    currency=order.currency.code,
                    rate=format_decimal(Decimal(str(order.exchange_rate)))
                    if order.exchange_rate
                    else "",
                )
            )
        self.state_line.set_parts(parts)

    def _show_totals(self) -> None:
        totals = self.view_model.totals
        places = totals.decimals
        self.totals_labels["gross"].setText(_money(totals.gross_total, places))
        self.totals_labels["discounts"].setText(_money(totals.discounts, places))
        self.totals_labels["tax"].setText(_money(totals.tax_less_withholding, places))
        self.totals_labels["net"].setText(_money(totals.net_total, places))
        cash = self.view_model.cash_shown()
        if self.cash.text() != cash and not self.cash.hasFocus():
            self.cash.setText(cash)  # the cash amount follows the total

    def _installments_edited(self, text: str) -> None:
        parts = [part.strip() for part in text.split(",") if part.strip()]
        installments = []
        for part in parts:
            days, _, amount = part.partition(":")
            installments.append(InstallmentForm(days.strip(), amount.strip()))
        self.view_model.set_installments(tuple(installments))

    # -- actions -------------------------------------------------------------------------
    def _code(self) -> str:
        order = self.view_model.base
        return (order.code or "") if order else ""

    def _confirm_issue(self) -> None:
        question = self.tr(
            "Issue {code}? Its goods leave the warehouse now (an issue offering)."
        ).format(code=self._code())
        short = self.view_model.short_of_stock()
        if short:
            # Known before sending: the server would refuse it (unless stock came in since).
            question = "\n\n".join(
                [
                    question,
                    self.tr("The stock last known is short:"),
                    "\n".join(short),
                ]
            )
        confirm(
            self,
            self.tr("Issue order"),
            question,
            accept_text=self.tr("&Issue"),
            on_accept=self.order_actions.issue,
        )

    def _confirm_cancel(self) -> None:
        confirm(
            self,
            self.tr("Cancel order"),
            self.tr("Cancel {code}? Its reserved stock is released. This cannot be undone.").format(
                code=self._code()
            ),
            accept_text=self.tr("Cancel &order"),
            on_accept=self.order_actions.cancel,
            destructive=True,
        )

    def _confirm_unissue(self) -> None:
        confirm(
            self,
            self.tr("Unissue order"),
            self.tr("Take back the issue of {code}? The goods return to the warehouse.").format(
                code=self._code()
            ),
            accept_text=self.tr("Un&issue"),
            on_accept=self.order_actions.unissue,
            destructive=True,
        )

    def _confirm_delete(self) -> None:
        """The order's own delete (``SalesOrderActions``), with its code in the question."""
        confirm(
            self,
            self.tr("Delete order"),
            self.tr("Delete {code} for good? This cannot be undone.").format(code=self._code()),
            accept_text=self.tr("&Delete"),
            on_accept=self.order_actions.delete,
            destructive=True,
        )

    def _ask_cash_in(self) -> None:
        """The amount (what is left to pay), the cash account (the first active one unless
        the clerk picks another) and notes; the accounts are read first."""
        if self.view_model.base is not None:
            self.view_model.run(self._open_cash_in(), context=self.tr("Reading the cash accounts"))

    async def _open_cash_in(self) -> None:
        actions = self.order_actions
        accounts = await actions.cash_accounts()
        dialog = CashInDialog(
            self._code(),
            _money(actions.left_to_pay()),
            accounts,
            actions.cash_in,
            self,
        )
        dialog.open()

    def open_print(self) -> PrintDialog | None:
        """Print…: the tax invoice's preview, printed or saved as a PDF."""
        from app.views.printing.window import print_document

        code = self._code()
        if not code:
            return None
        return print_document(self, self.view_model.session, self.view_model.errors, code)

    def open_layouts(self) -> PrintTemplatesDialog | None:
        """Layouts…: the order's print layouts on the server, one chosen, the order filled in."""
        order = self.view_model.base
        if order is None:
            return None
        vm = PrintTemplatesViewModel(self.view_model.session, self.view_model, order)
        dialog = PrintTemplatesDialog(vm, self)
        dialog.open()
        return dialog

    def duplicate(self) -> None:
        """Duplicate (Ctrl+D): ask the window for a new order filled from this one."""
        if self.view_model.base is not None:
            self.duplicateRequested.emit(self.view_model.duplicate_form())

    def start_return(self) -> None:
        """Return… (Ctrl+R): the return wizard, from this issued order's code."""
        order = self.view_model.base
        if order is not None and order.code and self.return_button.isVisible():
            self.returnRequested.emit(order.code)

    def open_links(self) -> ManualLinksDialog | None:
        """Links…: the documents linked to the order by hand."""
        code = self._code()
        if not code:
            return None
        vm = ManualLinksViewModel(self.view_model.session, self.view_model, code)
        dialog = ManualLinksDialog(vm, self)
        dialog.open()
        return dialog
