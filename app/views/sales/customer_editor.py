"""A customer editor tab: Details, Addresses, and on a saved customer its Balance and the
documents still to invoice. Save (Ctrl+S), Deactivate…, Delete…, Close."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.models.customers import (
    CustomerPaymentType,
    CustomerPricingType,
    CustomerType,
    InvoiceableDocumentType,
)
from app.money import credit_left
from app.viewmodels.numbers import (
    format_count,
    format_date,
    format_money,
    parse_decimal,
)
from app.viewmodels.sales.customer_editor import (
    CustomerActivityViewModel,
    CustomerEditorViewModel,
    CustomerField,
    customer_type_text,
    document_type_text,
    payment_type_text,
    pricing_type_text,
)
from app.views.accounting.account_picker import AccountPicker
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.dialogs import confirm
from app.views.widgets.forms import Field, FieldError, add_field, add_section
from app.views.widgets.record_editor import EditorScreen
from app.views.widgets.reference_picker import ReferencePicker

FORM_MAX_WIDTH = 860


def _combo(items: Sequence[tuple[str, str | None]]) -> QComboBox:
    combo = QComboBox()
    for text, value in items:
        combo.addItem(text, value)
    return combo


def _select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index < 0 and value not in (None, ""):
        combo.addItem(str(value), value)  # a value from a newer server: kept as sent
        index = combo.count() - 1
    combo.setCurrentIndex(max(index, 0))


def _set_text(edit: QLineEdit, text: str) -> None:
    if edit.text() != text:
        edit.setText(text)


def _set_checked(box: QCheckBox, checked: bool) -> None:
    box.blockSignals(True)
    box.setChecked(checked)
    box.blockSignals(False)


class CustomerEditorView(EditorScreen):
    """Binds a ``CustomerEditorViewModel``."""

    def __init__(self, view_model: CustomerEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            parent,
            delete_title=self.tr("Delete customer"),
            delete_question=self.tr(
                "Delete the customer “{name}” for good? This cannot be undone."
            ),
            save_tip=self.tr("Save the customer (Ctrl+S)"),
        )
        self.view_model: CustomerEditorViewModel = view_model
        vm = view_model
        self.setObjectName("CustomerEditorView")
        self.activity: CustomerActivityViewModel | None = None

        # -- Details ---------------------------------------------------------------------
        self.code = QLineEdit()
        self.code.setMaxLength(50)
        self.name = QLineEdit()
        self.name.setMaxLength(250)
        self.customer_type = _combo([(customer_type_text(t), t.value) for t in CustomerType])
        self.tax_registration = QLineEdit()
        self.tax_registration.setMaxLength(20)
        self.tax_registration.setPlaceholderText(self.tr("Required with e-invoicing"))
        self.national_id = QLineEdit()
        self.national_id.setMaxLength(14)
        self.external_id = QLineEdit()
        self.external_id.setMaxLength(50)
        self.external_id.setPlaceholderText(self.tr("Optional: your other system's key"))
        self.active = QCheckBox(self.tr("Active: offered on new documents"))
        self.tags = QLineEdit()
        self.tags.setPlaceholderText(self.tr("Separated by commas, e.g. wholesale, cairo"))

        self.pricing_type = _combo([(pricing_type_text(t), t.value) for t in CustomerPricingType])
        self.price_list = QLineEdit()
        self.price_list.setPlaceholderText(self.tr("Price list number"))
        self.price_list.setMaximumWidth(180)
        self.payment_type = _combo(
            [(self.tr("(not set)"), "")]
            + [(payment_type_text(t), t.value) for t in CustomerPaymentType]
        )
        self.due_days = QLineEdit()
        self.due_days.setMaximumWidth(120)
        self.credit_limit = QLineEdit()
        self.credit_limit.setMaximumWidth(180)
        self.guarantee = QLineEdit()
        self.guarantee.setMaximumWidth(180)
        self.has_discount = QCheckBox(self.tr("Discount allowed"))
        self.discount_mandatory = QCheckBox(self.tr("Always apply the lowest discount"))
        self.discount_from = QLineEdit()
        self.discount_from.setPlaceholderText(self.tr("from %"))
        self.discount_to = QLineEdit()
        self.discount_to.setPlaceholderText(self.tr("to %"))
        discount_row = QWidget()
        discount_layout = QHBoxLayout(discount_row)
        discount_layout.setContentsMargins(0, 0, 0, 0)
        discount_layout.addWidget(self.has_discount)
        discount_layout.addWidget(self.discount_mandatory)
        discount_layout.addStretch(1)
        self.shipping_term = QLineEdit()
        self.insurance = QLineEdit()

        self.sales_person = ReferencePicker(
            vm.sales_persons.search, vm.sales_persons.get, placeholder=self.tr("Type a name")
        )
        self.related_account = AccountPicker()
        self.related_account_parent = QComboBox()

        self.contact_person = QLineEdit()
        self.mobile = QLineEdit()
        self.phone = QLineEdit()
        self.phone2 = QLineEdit()
        self.fax = QLineEdit()
        self.email = QLineEdit()
        for edit in (self.mobile, self.phone, self.phone2, self.fax):
            edit.setMaxLength(50)
        # The model's limits (app/models/customers.py): refused with a word, not cut.
        self.contact_person.setMaxLength(250)
        self.email.setMaxLength(250)
        self.contact_city = ReferencePicker(
            vm.cities.search, vm.cities.get, placeholder=self.tr("Type a city")
        )
        self.contact_district = ReferencePicker(
            lambda typed: vm.district_choices(vm.form.contact_city_id, typed),
            vm.district,
            placeholder=self.tr("Choose the city first"),
        )
        self.contact_country = ValueLabel(self.tr("Country"))
        self.postal_code = QLineEdit()
        self.postal_code.setMaxLength(50)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        F = CustomerField  # noqa: N806 (a short alias keeps the field table readable)
        self.fields: dict[str, Field] = {}
        add_section(form, self.tr("Customer"))
        self.fields |= {
            F.CODE: add_field(form, self.tr("Cod&e"), self.code),
            F.NAME: add_field(form, self.tr("Name"), self.name),
            F.CUSTOMER_TYPE: add_field(form, self.tr("Type"), self.customer_type),
            F.TAX_REGISTRATION: add_field(
                form, self.tr("Tax registration no."), self.tax_registration
            ),
            F.NATIONAL_ID: add_field(form, self.tr("National ID"), self.national_id),
            F.ACTIVE: add_field(form, self.tr("Status"), self.active),
            F.TAGS: add_field(form, self.tr("Ta&gs"), self.tags),
            F.EXTERNAL_ID: add_field(form, self.tr("External ID"), self.external_id),
        }
        add_section(form, self.tr("Contact"))
        self.fields |= {
            F.CONTACT_PERSON: add_field(form, self.tr("Contact person"), self.contact_person),
            F.MOBILE: add_field(form, self.tr("Mobile"), self.mobile),
            F.PHONE: add_field(form, self.tr("&Phone"), self.phone),
            F.PHONE2: add_field(form, self.tr("Phone &2"), self.phone2),
            F.FAX: add_field(form, self.tr("Fax"), self.fax),
            F.EMAIL: add_field(form, self.tr("E-mail"), self.email),
            F.CONTACT_CITY: add_field(form, self.tr("Cit&y"), self.contact_city),
            F.CONTACT_DISTRICT: add_field(form, self.tr("District"), self.contact_district),
        }
        form.addRow(self.tr("Country"), self.contact_country)
        self.fields[F.POSTAL_CODE] = add_field(form, self.tr("Postal code"), self.postal_code)
        add_section(form, self.tr("Sales terms"))
        self.fields |= {
            F.PRICING_TYPE: add_field(form, self.tr("Pricing"), self.pricing_type),
            F.PRICE_LIST: add_field(form, self.tr("Price list"), self.price_list),
            F.PAYMENT_TYPE: add_field(form, self.tr("Payment"), self.payment_type),
            F.DUE_DAYS: add_field(form, self.tr("Due within (days)"), self.due_days),
            F.CREDIT_LIMIT: add_field(form, self.tr("Credit limit"), self.credit_limit),
            F.GUARANTEE: add_field(form, self.tr("Guarantee"), self.guarantee),
            F.HAS_DISCOUNT: add_field(form, self.tr("Discount"), discount_row),
            F.DISCOUNT_FROM: add_field(form, self.tr("Discount from (%)"), self.discount_from),
            F.DISCOUNT_TO: add_field(form, self.tr("Discount to (%)"), self.discount_to),
            F.SHIPPING_TERM: add_field(form, self.tr("Shipping terms"), self.shipping_term),
            F.INSURANCE: add_field(form, self.tr("Insurance"), self.insurance),
            F.SALES_PERSON: add_field(form, self.tr("Sales person"), self.sales_person),
        }
        add_section(form, self.tr("Receivable account"))
        hint = QLabel(
            self.tr(
                "Choose the customer's receivable account, or, for a new customer, the group to "
                "create one under (when your organization creates accounts with customers). "
                "Not both; neither uses the shared trade receivables account."
            )
        )
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        form.addRow(hint)
        self.fields[F.RELATED_ACCOUNT] = add_field(
            form, self.tr("Receivable acco&unt"), self.related_account
        )
        self.fields[F.RELATED_ACCOUNT_PARENT] = add_field(
            form, self.tr("Or create under"), self.related_account_parent
        )
        self._parent_label = form.labelForField(self.fields[F.RELATED_ACCOUNT_PARENT])

        details_page = QWidget()
        details_page.setMaximumWidth(FORM_MAX_WIDTH)
        details_layout = QVBoxLayout(details_page)
        details_layout.addLayout(form)
        details_layout.addWidget(self.more)
        details_layout.addStretch(1)
        details_outer = QWidget()
        outer_layout = QHBoxLayout(details_outer)
        outer_layout.setContentsMargins(0, 0, 0, 0)
        outer_layout.addWidget(details_page, 1)
        outer_layout.addStretch(0)
        self.details_scroll = QScrollArea()
        self.details_scroll.setWidgetResizable(True)
        self.details_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.details_scroll.setWidget(details_outer)

        # -- Addresses -------------------------------------------------------------------
        self.addresses_page = self._build_addresses_page()

        # -- Balance and invoiceable documents (saved customers) -------------------------
        self.balance_page = self._build_balance_page()
        self.documents_page = self._build_documents_page()

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Customer pages"))
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.details_scroll, self.tr("Detai&ls"))
        self.tabs.addTab(self.addresses_page, self.tr("Add&resses"))
        self.tabs.addTab(self.balance_page, self.tr("&Balance"))
        self.tabs.addTab(self.documents_page, self.tr("T&o invoice"))

        self.deactivate_button = QPushButton(self.tr("Deact&ivate…"))
        self.buttons.insertWidget(self.buttons.indexOf(self.delete_button), self.deactivate_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(self.buttons)
        self.setFocusProxy(self.code if vm.is_new else self.name)

        # view -> view-model
        texts: list[tuple[QLineEdit, CustomerField]] = [
            (self.code, F.CODE),
            (self.name, F.NAME),
            (self.tax_registration, F.TAX_REGISTRATION),
            (self.national_id, F.NATIONAL_ID),
            (self.external_id, F.EXTERNAL_ID),
            (self.tags, F.TAGS),
            (self.price_list, F.PRICE_LIST),
            (self.due_days, F.DUE_DAYS),
            (self.credit_limit, F.CREDIT_LIMIT),
            (self.guarantee, F.GUARANTEE),
            (self.discount_from, F.DISCOUNT_FROM),
            (self.discount_to, F.DISCOUNT_TO),
            (self.shipping_term, F.SHIPPING_TERM),
            (self.insurance, F.INSURANCE),
            (self.contact_person, F.CONTACT_PERSON),
            (self.mobile, F.MOBILE),
            (self.phone, F.PHONE),
            (self.phone2, F.PHONE2),
            (self.fax, F.FAX),
            (self.email, F.EMAIL),
            (self.postal_code, F.POSTAL_CODE),
        ]
        for edit, field in texts:
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        self.email.editingFinished.connect(vm.check_email)
        combos: list[tuple[QComboBox, CustomerField]] = [
            (self.customer_type, F.CUSTOMER_TYPE),
            (self.pricing_type, F.PRICING_TYPE),
            (self.payment_type, F.PAYMENT_TYPE),
            (self.related_account_parent, F.RELATED_ACCOUNT_PARENT),
        ]
        for combo, field in combos:
            combo.activated.connect(lambda _index, c=combo, f=field: vm.update(f, c.currentData()))
        checks: list[tuple[QCheckBox, CustomerField]] = [
            (self.active, F.ACTIVE),
            (self.has_discount, F.HAS_DISCOUNT),
            (self.discount_mandatory, F.DISCOUNT_MANDATORY),
        ]
        for box, field in checks:
            box.toggled.connect(lambda checked, f=field: vm.update(f, checked))
        pickers: list[tuple[ReferencePicker, CustomerField]] = [
            (self.sales_person, F.SALES_PERSON),
            (self.contact_city, F.CONTACT_CITY),
            (self.contact_district, F.CONTACT_DISTRICT),
        ]
        for picker, field in pickers:
            picker.chosen.connect(lambda row_id, f=field: vm.update(f, row_id))
            picker.unmatched.connect(lambda text, f=field: self._unmatched(f, text))
        self.related_account.accountChanged.connect(
            lambda account_id: vm.update(F.RELATED_ACCOUNT, account_id)
        )
        self.related_account.unmatched.connect(
            lambda text: self._unmatched(F.RELATED_ACCOUNT, text)
        )
        self.deactivate_button.clicked.connect(self._confirm_deactivate)
        self.tabs.currentChanged.connect(self._tab_shown)

        # view-model -> view
        vm.addressesChanged.connect(self._show_addresses)
        self.listen(vm.deactivated, lambda: self.status.setText(self.tr("Deactivated.")))
        self.bind()

    # -- the addresses tab ---------------------------------------------------------------
    def _build_addresses_page(self) -> QWidget:
        vm = self.view_model
        self.address_table = QTableWidget(0, 6)
        self.address_table.setAccessibleName(self.tr("Addresses"))
        self.address_table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("City"),
                self.tr("District"),
                self.tr("Street"),
                self.tr("Building"),
                self.tr("Default"),
            ]
        )
        self.address_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.address_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.address_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.address_table.verticalHeader().setVisible(False)
        self.address_table.horizontalHeader().setStretchLastSection(False)
        self.address_table.horizontalHeader().setSectionResizeMode(
            3, QHeaderView.ResizeMode.Stretch
        )
        self.address_table.setMaximumHeight(200)
        self.add_address_button = QPushButton(self.tr("&Add address"))
        self.remove_address_button = QPushButton(self.tr("Re&move address"))
        self.addresses_error = FieldError()

        self.address_name = QLineEdit()
        self.address_name.setMaxLength(250)
        self.address_name.setPlaceholderText(self.tr("e.g. Head office, Warehouse"))
        self.address_city = ReferencePicker(
            vm.cities.search, vm.cities.get, placeholder=self.tr("Type a city")
        )
        self.address_district = ReferencePicker(
            lambda typed: vm.district_choices(self._current_address_city(), typed),
            vm.district,
            placeholder=self.tr("Choose the city first"),
        )
        self.address_country = ValueLabel(self.tr("Country"))
        self.address_street = QLineEdit()
        self.address_street.setMaxLength(250)
        self.address_building = QLineEdit()
        self.address_building.setMaxLength(50)
        self.address_building.setPlaceholderText(self.tr("Required with KSA e-invoicing"))
        self.address_phone = QLineEdit()
        self.address_phone.setMaxLength(50)
        self.address_description = QLineEdit()
        self.address_default = QCheckBox(self.tr("Default address for documents"))
        detail = QFormLayout()
        detail.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.address_unmatched = FieldError()
        detail.addRow(self.tr("Name"), self.address_name)
        detail.addRow(self.tr("Cit&y"), self.address_city)
        detail.addRow(self.tr("District"), self.address_district)
        detail.addRow(self.address_unmatched)
        detail.addRow(self.tr("Country"), self.address_country)
        detail.addRow(self.tr("Street"), self.address_street)
        detail.addRow(self.tr("B&uilding no."), self.address_building)
        detail.addRow(self.tr("&Phone"), self.address_phone)
        detail.addRow(self.tr("D&escription"), self.address_description)
        detail.addRow("", self.address_default)
        self.address_detail = QWidget()
        self.address_detail.setLayout(detail)
        self.address_detail.setMaximumWidth(FORM_MAX_WIDTH)

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_address_button)
        buttons.addWidget(self.remove_address_button)
        buttons.addStretch(1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.address_table)
        layout.addLayout(buttons)
        layout.addWidget(self.addresses_error)
        layout.addWidget(self.address_detail)
        layout.addStretch(1)

        self.add_address_button.clicked.connect(self._add_address)
        self.remove_address_button.clicked.connect(vm.remove_address)
        self.address_table.itemSelectionChanged.connect(self._address_row_chosen)
        for edit, attribute in (
            (self.address_name, "name"),
            (self.address_street, "street"),
            (self.address_building, "building_number"),
            (self.address_phone, "phone"),
            (self.address_description, "description"),
        ):
            edit.textEdited.connect(lambda text, a=attribute: vm.update_address(a, text))
        self.address_default.toggled.connect(
            lambda checked: vm.update_address("is_default", checked)
        )
        for picker, attribute in (
            (self.address_city, "city_id"),
            (self.address_district, "district_id"),
        ):
            picker.chosen.connect(lambda row_id, a=attribute: vm.update_address(a, row_id))
            picker.unmatched.connect(self._address_unmatched)
        return page

    def _current_address_city(self) -> int | None:
        vm = self.view_model
        row = vm.current_address
        return vm.form.addresses[row].city_id if 0 <= row < len(vm.form.addresses) else None

    def _add_address(self) -> None:
        self.view_model.add_address()
        self.address_name.setFocus(Qt.FocusReason.OtherFocusReason)

    def _address_row_chosen(self) -> None:
        rows = self.address_table.selectionModel().selectedRows()
        if rows:
            self.view_model.select_address(rows[0].row())

    def _address_unmatched(self, text: str) -> None:
        self.address_unmatched.show_error(
            self.tr("No place matches “{text}”. Pick one from the list.").format(text=text)
        )

    def _show_addresses(self) -> None:
        vm = self.view_model
        addresses = vm.form.addresses
        table = self.address_table
        table.blockSignals(True)
        table.setRowCount(len(addresses))
        for row, address in enumerate(addresses):
            city = vm.cities.get(address.city_id) if address.city_id else None
            district = vm.district(address.district_id) if address.district_id else None
            cells = [
                address.name,
                city.label if city else (f"#{address.city_id}" if address.city_id else ""),
                district.label
                if district
                else (f"#{address.district_id}" if address.district_id else ""),
                address.street,
                address.building_number,
                self.tr("Yes") if address.is_default else "",
            ]
            for column, text in enumerate(cells):
                item = table.item(row, column)
                if item is None:
                    table.setItem(row, column, QTableWidgetItem(text))
                elif item.text() != text:
                    item.setText(text)
        current = vm.current_address
        if 0 <= current < len(addresses):
            selection = table.selectionModel()
            selection.clearSelection()
            selection.select(
                table.model().index(current, 0),
                selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
            )
        table.blockSignals(False)
        table.resizeColumnsToContents()
        has_address = 0 <= current < len(addresses)
        self.address_detail.setEnabled(has_address)
        self.remove_address_button.setEnabled(has_address)
        if has_address:
            address = addresses[current]
            _set_text(self.address_name, address.name)
            _set_text(self.address_street, address.street)
            _set_text(self.address_building, address.building_number)
            _set_text(self.address_phone, address.phone)
            _set_text(self.address_description, address.description)
            _set_checked(self.address_default, address.is_default)
            if (
                self.address_city.current_id() != address.city_id
                or not self.address_city.hasFocus()
            ):
                self.address_city.set_current_id(address.city_id)
            if (
                self.address_district.current_id() != address.district_id
                or not self.address_district.hasFocus()
            ):
                self.address_district.set_current_id(address.district_id)
            self._ask_district(self.address_district, address.city_id)
            self.address_country.setText(vm.country_text(address.country_id))
        else:
            for edit in (
                self.address_name,
                self.address_street,
                self.address_building,
                self.address_phone,
                self.address_description,
            ):
                edit.clear()
            self.address_city.set_current_id(None)
            self.address_district.set_current_id(None)
            self._ask_district(self.address_district, None)
            self.address_country.clear()
            _set_checked(self.address_default, False)
        self.address_unmatched.show_error("")
        self.tabs.setTabText(
            1,
            self.tr("Add&resses ({count})").format(count=format_count(len(addresses)))
            if addresses
            else self.tr("Add&resses"),
        )

    def _ask_district(self, picker: ReferencePicker, city_id: int | None) -> None:
        """The district field's hint follows the city: first choose one, then type."""
        picker.setPlaceholderText(
            self.tr("Choose the city first")
            if city_id is None
            else self.tr("Type a district code or name")
        )

    # -- the balance and documents tabs --------------------------------------------------
    def _build_balance_page(self) -> QWidget:
        self.balance_value = ValueLabel(self.tr("Balance"))  # heard with its caption
        font = self.balance_value.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.balance_value.setFont(font)
        self.balance_note = QLabel(
            self.tr("Debit minus credit over all dates, posted and unposted entries alike.")
        )
        self.balance_note.setWordWrap(True)
        self.balance_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.credit_limit_value = ValueLabel(self.tr("Credit limit"))
        self.available_value = ValueLabel(self.tr("Credit left"))
        self.balance_error = FieldError()
        self.balance_refresh = QPushButton(self.tr("Read a&gain"))
        form = QFormLayout()
        form.addRow(self.tr("Balance"), self.balance_value)
        form.addRow("", self.balance_note)
        form.addRow(self.tr("Credit limit"), self.credit_limit_value)
        form.addRow(self.tr("Credit left"), self.available_value)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self.balance_error)
        row = QHBoxLayout()
        row.addWidget(self.balance_refresh)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.balance_refresh.clicked.connect(self._read_balance)
        return page

    def _build_documents_page(self) -> QWidget:
        self.document_type_boxes: dict[InvoiceableDocumentType, QCheckBox] = {}
        kinds = QHBoxLayout()
        kinds.addWidget(QLabel(self.tr("Show:")))
        for kind in InvoiceableDocumentType:
            box = QCheckBox(document_type_text(kind))
            box.setChecked(True)
            box.toggled.connect(lambda checked, k=kind: self._document_type_toggled(k, checked))
            self.document_type_boxes[kind] = box
            kinds.addWidget(box)
        kinds.addStretch(1)
        self.documents_table = QTableWidget(0, 4)
        self.documents_table.setAccessibleName(self.tr("Documents to invoice"))
        self.documents_table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Type"), self.tr("Code"), self.tr("Net total")]
        )
        self.documents_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.documents_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.documents_table.verticalHeader().setVisible(False)
        self.documents_table.horizontalHeader().setStretchLastSection(True)
        self.documents_error = FieldError()
        self.documents_page_label = QLabel()
        self.previous_page = QPushButton(self.tr("‹ &Previous"))
        self.next_page = QPushButton(self.tr("&Next ›"))
        pager = QHBoxLayout()
        pager.addWidget(self.documents_page_label)
        pager.addStretch(1)
        pager.addWidget(self.previous_page)
        pager.addWidget(self.next_page)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(kinds)
        layout.addWidget(self.documents_error)
        layout.addWidget(self.documents_table, 1)
        layout.addLayout(pager)
        return page

    def _activity(self) -> CustomerActivityViewModel | None:
        """The balance and documents of the saved customer (made when first shown)."""
        base = self.view_model.base
        if base is None:
            return None
        if self.activity is None or self.activity.customer_id != base.id:
            activity = CustomerActivityViewModel(
                self.view_model.session, self.view_model.errors, base.id, self
            )
            activity.balanceChanged.connect(self._show_balance)
            activity.documentsChanged.connect(self._show_documents)
            self.previous_page.clicked.connect(activity.previous_page)
            self.next_page.clicked.connect(activity.next_page)
            self.activity = activity
        return self.activity

    def _tab_shown(self, index: int) -> None:
        activity = self._activity()
        if activity is None:
            return
        if self.tabs.widget(index) is self.balance_page:
            self._read_balance()
        elif self.tabs.widget(index) is self.documents_page:
            activity.load_documents()

    def _read_balance(self) -> None:
        activity = self._activity()
        if activity is not None:
            self.balance_value.setText(self.tr("Reading…"))
            activity.load_balance()

    def _document_type_toggled(self, kind: InvoiceableDocumentType, checked: bool) -> None:
        activity = self._activity()
        if activity is not None:
            activity.set_document_type(kind, checked)

    def _show_balance(self) -> None:
        activity = self.activity
        if activity is None:
            return
        self.balance_error.show_error(
            self.tr("The balance could not be read. {reason}").format(reason=activity.balance_error)
            if activity.balance_error
            else ""
        )
        balance = activity.balance
        self.balance_value.setText(format_money(balance) if balance is not None else "—")
        limit = parse_decimal(self.view_model.form.credit_limit_text)
        self.credit_limit_value.setText(
            format_money(limit) if limit is not None else self.tr("No limit")
        )
        left = credit_left(limit, balance)
        self.available_value.setText(format_money(left) if left is not None else "—")

    def _show_documents(self) -> None:
        activity = self.activity
        if activity is None:
            return
        self.documents_error.show_error(
            self.tr("The documents could not be read. {reason}").format(
                reason=activity.documents_error
            )
            if activity.documents_error
            else ""
        )
        table = self.documents_table
        table.setRowCount(len(activity.documents))
        for row, document in enumerate(activity.documents):
            date = format_date(document.document_date) if document.document_date else ""
            cells = [
                date,
                document_type_text(document.document_type),
                document.code or "",
                format_money(document.net_total),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        self.documents_page_label.setText(activity.page_text())
        self.previous_page.setEnabled(activity.offset > 0)
        self.next_page.setEnabled(activity.offset + len(activity.documents) < activity.total)

    # -- EditorScreen --------------------------------------------------------------------
    def settle_pickers(self) -> None:
        # A pick typed but not yet confirmed (no Tab) must count: settle it first.
        for picker in (
            self.sales_person,
            self.contact_city,
            self.contact_district,
            self.address_city,
            self.address_district,
        ):
            if picker.hasFocus():
                picker.settle()
        if self.related_account.hasFocus():
            self.related_account.settle()

    def record_name(self) -> str:
        return self.view_model.form.name

    # -- showing the form ----------------------------------------------------------------
    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        for edit, text in (
            (self.code, form.code),
            (self.name, form.name),
            (self.tax_registration, form.tax_registration_id),
            (self.national_id, form.national_id),
            (self.external_id, form.external_id),
            (self.tags, form.tags_text),
            (self.price_list, form.price_list_text),
            (self.due_days, form.due_days_text),
            (self.credit_limit, form.credit_limit_text),
            (self.guarantee, form.guarantee_text),
            (self.discount_from, form.discount_from_text),
            (self.discount_to, form.discount_to_text),
            (self.shipping_term, form.shipping_term),
            (self.insurance, form.insurance),
            (self.contact_person, form.contact_person),
            (self.mobile, form.mobile),
            (self.phone, form.phone),
            (self.phone2, form.phone2),
            (self.fax, form.fax),
            (self.email, form.email),
            (self.postal_code, form.postal_zip_code),
        ):
            _set_text(edit, text)
        _select(self.customer_type, form.customer_type)
        _select(self.pricing_type, form.pricing_type)
        _select(self.payment_type, form.payment_type)
        _select(self.related_account_parent, form.related_account_parent_id)
        _set_checked(self.active, form.active)
        _set_checked(self.has_discount, form.has_discount)
        _set_checked(self.discount_mandatory, form.discount_mandatory)
        self.related_account.set_account_id(form.related_account_id)
        if not self.sales_person.hasFocus():
            self.sales_person.set_current_id(form.sales_person_id)
        if not self.contact_city.hasFocus():
            self.contact_city.set_current_id(form.contact_city_id)
        if not self.contact_district.hasFocus():
            self.contact_district.set_current_id(form.contact_district_id)
        self._ask_district(self.contact_district, form.contact_city_id)
        self.contact_country.setText(vm.country_text(form.contact_country_id))

        # What a choice makes pointless is disabled, not hidden: the form keeps its shape.
        business = form.customer_type == CustomerType.Business
        self.tax_registration.setPlaceholderText(
            self.tr("Required with e-invoicing") if business else ""
        )
        self.price_list.setEnabled(form.pricing_type == CustomerPricingType.Custom)
        for widget in (self.discount_mandatory, self.discount_from, self.discount_to):
            widget.setEnabled(form.has_discount)
        self.due_days.setEnabled(form.payment_type != CustomerPaymentType.Cash)
        self.related_account_parent.setEnabled(vm.is_new and form.related_account_id is None)
        self.related_account.setEnabled(form.related_account_parent_id is None)
        self.fields[CustomerField.RELATED_ACCOUNT_PARENT].setVisible(vm.is_new)
        if self._parent_label is not None:
            self._parent_label.setVisible(vm.is_new)
        saved = not vm.is_new
        self.deactivate_button.setVisible(saved)
        self.tabs.setTabEnabled(self.tabs.indexOf(self.balance_page), saved)
        self.tabs.setTabEnabled(self.tabs.indexOf(self.documents_page), saved)
        self._show_addresses()

    def update_commands(self) -> None:
        super().update_commands()
        vm = self.view_model
        active = vm.base is not None and vm.base.active
        self.deactivate_button.setEnabled(not vm.is_new and active and not vm.saving)

    def show_choices(self) -> None:
        vm = self.view_model
        self.related_account.set_accounts(vm.receivable_accounts)
        self.related_account.set_account_id(vm.form.related_account_id)
        combo = self.related_account_parent
        combo.clear()
        combo.addItem(self.tr("(the organization's default group)"), None)
        for group in vm.receivable_groups:
            label = " · ".join(part for part in (group.code, group.name) if part)
            combo.addItem(label or f"#{group.id}", group.id)
        _select(combo, vm.form.related_account_parent_id)
        self.contact_country.setText(vm.country_text(vm.form.contact_country_id))
        self._show_addresses()

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        address_error = self.view_model.field_error(CustomerField.ADDRESSES)
        self.addresses_error.show_error(address_error)
        if first_invalid is None and address_error:
            self.tabs.setCurrentWidget(self.addresses_page)
        return first_invalid

    def reveal(self, widget: QWidget) -> None:
        self.tabs.setCurrentWidget(self.details_scroll)
        self.details_scroll.ensureWidgetVisible(widget)

    def _unmatched(self, field: CustomerField, text: str) -> None:
        self.fields[field].show_error(
            self.tr("Nothing matches “{text}”. Pick one from the list.").format(text=text)
        )

    def _confirm_deactivate(self) -> None:
        confirm(
            self,
            self.tr("Deactivate customer"),
            self.tr(
                "Deactivate “{name}”? It stays on its documents but is no longer offered on new "
                "ones."
            ).format(name=self.view_model.form.name),
            accept_text=self.tr("Deact&ivate"),
            on_accept=self.view_model.deactivate,
        )
