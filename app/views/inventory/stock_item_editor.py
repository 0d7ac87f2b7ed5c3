"""A stock item editor tab: the long form in tabs (General, Prices, Stock and units,
Properties, Grouping), inline errors, Save (Ctrl+S), Delete, Deactivate, serial checks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.inventory.stock_item_editor import (
    ATTRIBUTES,
    ItemField,
    StockItemEditorViewModel,
)
from app.viewmodels.numbers import format_count, format_money
from app.viewmodels.sales.serial_check import SerialCheckViewModel
from app.views.sales.serial_check import SerialCheckDialog
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.focus import tab_in_reading_order
from app.views.widgets.forms import (
    FieldError,
    add_field,
    add_section,
    select_data,
)
from app.views.widgets.record_editor import EditorScreen
from app.views.widgets.reference_picker import ReferencePicker

FORM_MAX_WIDTH = 820
TEXT_FIELDS = (
    ItemField.CODE,
    ItemField.DESCRIPTION,
    ItemField.OTHER_LANG_DESCRIPTION,
    ItemField.SKU,
    ItemField.PART_NUMBER,
    ItemField.OE_NUMBER,
    ItemField.EXTERNAL_ID,
    ItemField.PRICE,
    ItemField.DEALER_PRICE,
    ItemField.SUPER_DEALER_PRICE,
    ItemField.PURCHASE_PRICE,
    ItemField.MINIMUM_PRICE,
    ItemField.WARRANTY,
    ItemField.WEIGHT,
    ItemField.DATA_SHEET,
)
CHECK_FIELDS = (
    ItemField.REQUIRES_BATCH,
    ItemField.REQUIRES_EXPIRY,
    ItemField.AUTO_BATCH,
    ItemField.SERIALS,
    ItemField.ACTIVE,
    ItemField.GROUPING,
)


def _read_only_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setMinimumHeight(140)
    return table


class StockItemEditorView(EditorScreen):
    """Binds a ``StockItemEditorViewModel``.

    ``EditorScreen`` gives the banner, Save / Delete… / Close, the status and the bound
    view-model; a wrong field's tab is brought forward (``reveal``)."""

    def __init__(self, view_model: StockItemEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            parent,
            delete_title=QCoreApplication.translate("StockItemEditorView", "Delete stock item"),
            delete_question=QCoreApplication.translate(
                "StockItemEditorView",
                "Delete the item “{name}” for good? This cannot be undone.",
            ),
            save_tip=QCoreApplication.translate("StockItemEditorView", "Save the item (Ctrl+S)"),
        )
        self.view_model: StockItemEditorViewModel = view_model
        vm = view_model
        self.setObjectName("StockItemEditorView")
        self._field_tab: dict[ItemField, int] = {}
        self.inputs: dict[ItemField, QLineEdit] = {}
        self.checks: dict[ItemField, QCheckBox] = {}
        for field in TEXT_FIELDS:
            self.inputs[field] = QLineEdit()
        self.inputs[ItemField.CODE].setPlaceholderText(
            self.tr("Leave empty where the organization numbers items itself")
        )
        for field in (
            ItemField.PRICE,
            ItemField.DEALER_PRICE,
            ItemField.SUPER_DEALER_PRICE,
            ItemField.PURCHASE_PRICE,
            ItemField.MINIMUM_PRICE,
            ItemField.WEIGHT,
        ):
            self.inputs[field].setMaximumWidth(180)
            self.inputs[field].setPlaceholderText(format_count(0))
        self.note = QPlainTextEdit()
        self.note.setTabChangesFocus(True)
        # Fixed height: an expanding box capped by a maximum floats in the middle of the
        # room its form row gets, away from its label.
        self.note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.note.setFixedHeight(90)
        check_texts = {
            ItemField.REQUIRES_BATCH: self.tr("Needs a batch number on receipts and issues"),
            ItemField.REQUIRES_EXPIRY: self.tr("Needs an expiry date"),
            ItemField.AUTO_BATCH: self.tr("Fill the batch number from the expiry date"),
            ItemField.SERIALS: self.tr("Tracked by serial number"),
            ItemField.ACTIVE: self.tr("Active: can be put on new documents"),
            ItemField.GROUPING: self.tr("Grouping item (has child items, e.g. sizes or colours)"),
        }
        for field, text in check_texts.items():
            self.checks[field] = QCheckBox(text)
        self.classification = ReferencePicker(
            vm.classifications.search,
            vm.classifications.get,
            placeholder=self.tr("Type a classification code or name"),
        )
        self.brand = QComboBox()
        self.tax = QComboBox()
        self.average_cost = ValueLabel(self.tr("Average cost"))
        self.last_cost = ValueLabel(self.tr("Last cost"))

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Stock item pages"))
        self.tabs.setDocumentMode(True)

        # General
        general, form = self._page()
        for field, label in (
            (ItemField.CODE, self.tr("Code")),
            (ItemField.DESCRIPTION, self.tr("Description")),
            (ItemField.OTHER_LANG_DESCRIPTION, self.tr("Other-language d&escription")),
            (ItemField.SKU, self.tr("SK&U")),
            (ItemField.PART_NUMBER, self.tr("&Part number")),
            (ItemField.OE_NUMBER, self.tr("OE number")),
            (ItemField.EXTERNAL_ID, self.tr("External id")),
        ):
            self._add(form, field, label, self.inputs[field], 0)
        add_section(form, self.tr("Grouping and tax"))
        self._add(
            form, ItemField.CLASSIFICATION, self.tr("C&lassification"), self.classification, 0
        )
        self._add(form, ItemField.BRAND, self.tr("&Brand"), self.brand, 0)
        self._add(form, ItemField.TAX, self.tr("Tax"), self.tax, 0)
        tax_hint = QLabel(self.tr("Only taxes that apply to any item or to stock items."))
        tax_hint.setStyleSheet("color: palette(placeholder-text);")
        form.addRow("", tax_hint)
        self._add(form, ItemField.ACTIVE, self.tr("Status"), self.checks[ItemField.ACTIVE], 0)
        form.addRow(self.more)
        self.tabs.addTab(general, self.tr("General"))

        # Prices
        prices, form = self._page()
        for field, label in (
            (ItemField.PRICE, self.tr("&Price (end user)")),
            (ItemField.DEALER_PRICE, self.tr("D&ealer price")),
            (ItemField.SUPER_DEALER_PRICE, self.tr("S&uper dealer price")),
            (ItemField.PURCHASE_PRICE, self.tr("Purchase price")),
            (ItemField.MINIMUM_PRICE, self.tr("Minimum sale price")),
        ):
            self._add(form, field, label, self.inputs[field], 1)
        add_section(form, self.tr("Cost (kept by the server)"))
        form.addRow(self.tr("Average cost"), self.average_cost)
        form.addRow(self.tr("Last cost"), self.last_cost)
        self.tabs.addTab(prices, self.tr("Prices"))

        # Stock and units
        stock, form = self._page()
        for field in (
            ItemField.REQUIRES_BATCH,
            ItemField.REQUIRES_EXPIRY,
            ItemField.AUTO_BATCH,
            ItemField.SERIALS,
        ):
            label = self.tr("Tracking") if field is ItemField.REQUIRES_BATCH else ""
            self._add(form, field, label, self.checks[field], 2)
        self._add(form, ItemField.WEIGHT, self.tr("&Weight"), self.inputs[ItemField.WEIGHT], 2)
        self._add(
            form, ItemField.WARRANTY, self.tr("Warrant&y"), self.inputs[ItemField.WARRANTY], 2
        )
        self._add(
            form, ItemField.DATA_SHEET, self.tr("Data sh&eet"), self.inputs[ItemField.DATA_SHEET], 2
        )
        self._add(form, ItemField.NOTE, self.tr("Note"), self.note, 2)
        add_section(form, self.tr("Units of measure"))
        units_hint = QLabel(
            self.tr(
                "The unit chain is kept as it is on the server; it is sent back unchanged "
                "when you save."
            )
        )
        units_hint.setWordWrap(True)
        form.addRow(units_hint)
        self.units = _read_only_table(
            [
                self.tr("Unit"),
                self.tr("Base units in one"),
                self.tr("SKU"),
                self.tr("Price"),
                self.tr("Default"),
            ]
        )
        self.units.setAccessibleName(self.tr("Units of measure"))
        self._add(form, ItemField.UNITS, "", self.units, 2)
        self.tabs.addTab(stock, self.tr("Stock and units"))

        # Properties
        properties, self.properties_form = self._page()
        self.properties_note = QLabel()
        self.properties_note.setWordWrap(True)
        self.properties_form.addRow(self.properties_note)
        self.property_combos: dict[int, QComboBox] = {}
        self.properties_error = FieldError()
        self.properties_form.addRow(self.properties_error)
        self._field_tab[ItemField.PROPERTIES] = 3
        self.tabs.addTab(properties, self.tr("Properties"))

        # Grouping
        grouping, form = self._page()
        self._add(form, ItemField.GROUPING, self.tr("Kind"), self.checks[ItemField.GROUPING], 4)
        self.child_table = _read_only_table(
            [self.tr("Code"), self.tr("Description"), self.tr("SKU"), self.tr("Price")]
        )
        self.child_table.setAccessibleName(self.tr("Child items"))
        self._add(form, ItemField.CHILDREN, self.tr("Child items"), self.child_table, 4)
        self.link_picker = ReferencePicker(
            vm.items.search, vm.items.get, placeholder=self.tr("Type an item's code or name")
        )
        self.link_button = QPushButton(self.tr("&Link as child"))
        link_row = QHBoxLayout()
        link_row.addWidget(self.link_picker, 1)
        link_row.addWidget(self.link_button)
        self.link_hint = QLabel(
            self.tr("Save the item as a grouping item first; then link existing items to it.")
        )
        self.link_hint.setWordWrap(True)
        link_label = QLabel(self.tr("Link an item"))
        link_label.setBuddy(self.link_picker)  # Alt+L; a label without a buddy shows the "&"
        form.addRow(link_label, link_row)
        form.addRow("", self.link_hint)
        self.tabs.addTab(grouping, self.tr("Grouping"))

        self.deactivate_button = QPushButton(self.tr("Deact&ivate"))
        self.deactivate_button.setToolTip(
            self.tr("Make the item inactive at once (it stays in the history)")
        )
        self.serials_button = QPushButton(self.tr("Chec&k serial numbers…"))
        self.status.setWordWrap(False)
        at = self.buttons.indexOf(self.delete_button) + 1
        self.buttons.insertWidget(at, self.deactivate_button)
        self.buttons.insertWidget(at + 1, self.serials_button)

        page = QWidget()
        page.setMaximumWidth(FORM_MAX_WIDTH)
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(self.banner)
        page_layout.addWidget(self.tabs, 1)
        page_layout.addLayout(self.buttons)
        self.setFocusProxy(self.inputs[ItemField.DESCRIPTION])
        layout = QHBoxLayout(self)
        layout.addWidget(page, 1)
        layout.addStretch(0)

        # view -> view-model
        for field, edit in self.inputs.items():
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        self.note.textChanged.connect(lambda: vm.update(ItemField.NOTE, self.note.toPlainText()))
        for field, check in self.checks.items():
            check.toggled.connect(lambda checked, f=field: vm.update(f, checked))
        self.classification.chosen.connect(lambda i: vm.update(ItemField.CLASSIFICATION, i))
        self.classification.unmatched.connect(self._unmatched_classification)
        self.brand.activated.connect(
            lambda _i: vm.update(ItemField.BRAND, self.brand.currentData())
        )
        self.tax.activated.connect(lambda _i: vm.update(ItemField.TAX, self.tax.currentData()))
        self.link_button.clicked.connect(self._link)
        self.deactivate_button.clicked.connect(vm.deactivate)
        self.serials_button.clicked.connect(self._check_serials)

        # view-model -> view (the rest is EditorScreen's; its choices show "Loading…" until
        # the server answers)
        vm.actionDone.connect(self.status.setText)

        self.serial_dialog: SerialCheckDialog | None = None
        self._fill_combos()
        self.bind()

    def _page(self) -> tuple[QScrollArea, QFormLayout]:
        """A tab page: a form in a scroll area, so nothing is squeezed on a small screen."""
        inner = QWidget()
        form = QFormLayout(inner)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(inner)
        return scroll, form

    def _add(
        self, form: QFormLayout, field: ItemField, label: str, widget: QWidget, tab: int
    ) -> None:
        self.fields[field] = add_field(form, label, widget)
        self._field_tab[field] = tab

    # -- EditorScreen ----------------------------------------------------------------------
    def settle_pickers(self) -> None:
        if self.classification.hasFocus():
            self.classification.settle()

    def record_name(self) -> str:
        return self.view_model.form.description

    def update_commands(self) -> None:
        super().update_commands()
        base = self.view_model.base
        self.deactivate_button.setVisible(base is not None and base.is_active)
        self.deactivate_button.setEnabled(not self.view_model.saving)
        self.serials_button.setVisible(base is not None)

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        """The properties' error stands under their tab, which comes forward when no field
        before it is wrong."""
        vm = self.view_model
        properties_error = vm.field_error(ItemField.PROPERTIES)
        self.properties_error.show_error(properties_error)
        if first_invalid is None and properties_error and not vm.saving:
            self.tabs.setCurrentIndex(self._field_tab[ItemField.PROPERTIES])
        return first_invalid

    def reveal(self, widget: QWidget) -> None:
        """The wrong field's tab comes forward, once saving has ended (as its focus)."""
        if self.view_model.saving:
            return
        for field, row in self.fields.items():
            if row.widget is widget:
                self.tabs.setCurrentIndex(self._field_tab.get(ItemField(field), 0))
                return

    # -- showing -------------------------------------------------------------------------------
    def _fill_combos(self) -> None:
        vm = self.view_model
        self.brand.clear()
        self.brand.addItem(self.tr("(no brand)"), None)
        for choice in vm.brand_choices():
            self.brand.addItem(choice.label, choice.id)
        self.tax.clear()
        self.tax.addItem(self.tr("(no tax)"), None)
        for choice in vm.tax_choices():
            rate = choice.payload.get("rate")
            label = f"{choice.label} ({rate}%)" if rate is not None else choice.label
            self.tax.addItem(label, choice.id)

    def show_form(self) -> None:
        vm = self.view_model
        form = vm.form
        for field, edit in self.inputs.items():
            text = getattr(form, ATTRIBUTES[field])
            if edit.text() != text:
                edit.setText(text)
        if self.note.toPlainText() != form.note:
            self.note.blockSignals(True)
            self.note.setPlainText(form.note)
            self.note.blockSignals(False)
        for field, check in self.checks.items():
            check.blockSignals(True)
            check.setChecked(bool(getattr(form, ATTRIBUTES[field])))
            check.blockSignals(False)
        self.classification.set_current_id(form.classification_id)
        select_data(self.brand, form.brand_id)
        select_data(self.tax, form.tax_id)
        base = vm.base
        self.average_cost.setText(
            format_money(base.average_cost) if base and base.average_cost is not None else "—"
        )
        self.last_cost.setText(
            format_money(base.last_cost) if base and base.last_cost is not None else "—"
        )
        self.units.setRowCount(len(form.units))
        for row, unit in enumerate(form.units):
            values = [
                unit.get("name", ""),
                unit.get("ratio", ""),
                unit.get("sku") or "",
                unit.get("price") or "",
                self.tr("Yes") if unit.get("isDefault") else "",
            ]
            for column, value in enumerate(values):
                self.units.setItem(row, column, QTableWidgetItem(str(value)))
        self.child_table.setRowCount(len(form.children))
        for row, child in enumerate(form.children):
            values = [
                child.get("code") or "",
                child.get("description") or "",
                child.get("sku") or "",
                child.get("price") or "",
            ]
            for column, value in enumerate(values):
                self.child_table.setItem(row, column, QTableWidgetItem(str(value)))
        can_link = base is not None and base.is_grouping_item
        self.link_picker.setEnabled(can_link)
        self.link_button.setEnabled(can_link)
        self.link_hint.setVisible(not can_link)
        self._show_property_values()

    def show_choices(self) -> None:
        vm = self.view_model
        self.properties_note.setText(
            vm.properties_note
            or (
                self.tr("This organization has no dynamic properties.") if not vm.properties else ""
            )
        )
        self.properties_note.setVisible(bool(self.properties_note.text()))
        for prop in vm.properties:
            if prop.id in self.property_combos:
                continue
            combo = QComboBox()
            combo.addItem(self.tr("(none)"), None)
            for value in prop.values:
                combo.addItem(value.value, value.id)
            combo.activated.connect(
                lambda _i, p=prop.id, c=combo: vm.set_property_value(p, c.currentData())
            )
            self.property_combos[prop.id] = combo
            label = QLabel(prop.name)
            label.setBuddy(combo)
            combo.setAccessibleName(prop.name)
            self.properties_form.insertRow(self.properties_form.rowCount() - 1, label, combo)
        tab_in_reading_order(self)  # the new rows before Save, not after it
        self._show_property_values()

    def _show_property_values(self) -> None:
        chosen = set(self.view_model.form.property_value_ids)
        for prop in self.view_model.properties:
            combo = self.property_combos.get(prop.id)
            if combo is None:
                continue
            value = next((v.id for v in prop.values if v.id in chosen), None)
            combo.setCurrentIndex(max(combo.findData(value), 0))

    def _unmatched_classification(self, text: str) -> None:
        self.fields[ItemField.CLASSIFICATION].show_error(
            self.tr("No classification matches “{text}”. Pick one from the list.").format(text=text)
        )

    # -- actions -------------------------------------------------------------------------------
    def _link(self) -> None:
        self.link_picker.settle()
        item_id = self.link_picker.current_id()
        if item_id is None:
            self.fields[ItemField.CHILDREN].show_error(self.tr("Choose the item to link first."))
            return
        self.view_model.link_children([item_id])
        self.link_picker.set_current_id(None)

    def _check_serials(self) -> None:
        base = self.view_model.base
        if base is None:
            return
        dialog_vm = SerialCheckViewModel(
            self.view_model.session, self.view_model.errors, base.id, self.view_model.title
        )
        self.serial_dialog = SerialCheckDialog(dialog_vm, self)
        self.serial_dialog.finished.connect(lambda _r: setattr(self, "serial_dialog", None))
        self.serial_dialog.open()
