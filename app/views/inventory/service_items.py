"""Master data > Service items: the list with the API's filters, and the editor."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QSizePolicy, QWidget

from app.models.service_items import CODE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH
from app.models.service_items import EXTERNAL_ID_MAX_LENGTH as EXTERNAL_ID_MAX
from app.models.taxes import TaxResponse
from app.viewmodels.inventory.service_items import (
    ServiceItemEditorViewModel,
    ServiceItemField,
    ServiceItemListViewModel,
    sales_tax_choices,
    withholding_tax_choices,
)
from app.viewmodels.numbers import format_count, format_decimal
from app.views.widgets.record_editor import RecordEditorView
from app.views.widgets.record_list import ListWords, RecordListView


class ServiceItemListView(RecordListView):
    """Service items: search, code, description and external-id filters."""

    def __init__(self, view_model: ServiceItemListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Service items"),
                export_name=self.tr("service-items"),
                new=self.tr("&New service item"),
                new_tip=self.tr("Create a service item (Ctrl+N)"),
                open_tip=self.tr("Edit the selected service item (Enter)"),
                delete_title=self.tr("Delete service item"),
                delete_question=self.tr(
                    "Delete the service item “{name}” for good? This cannot be undone."
                ),
                load_failed=self.tr("The service items could not be loaded. {reason}"),
            ),
            parent,
        )
        self.setObjectName("ServiceItemListView")
        self.search_filter = self.add_text_filter(
            self.tr("Search"), "search", self.tr("Code or description…"), stretch=2
        )
        self.code_filter = self.add_text_filter(self.tr("Code"), "code", self.tr("Contains…"))
        self.name_filter = self.add_text_filter(
            self.tr("Descr&iption"), "name", self.tr("Contains…")
        )
        self.external_filter = self.add_text_filter(
            self.tr("&External id"), "externalId", self.tr("Exactly…")
        )


class ServiceItemEditorView(RecordEditorView):
    """Every field of the request; the tax pickers offer only taxes the rules allow."""

    def __init__(
        self, view_model: ServiceItemEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            view_model,
            parent,
            delete_title=self.tr("Delete service item"),
            delete_question=self.tr(
                "Delete the service item “{name}” for good? This cannot be undone."
            ),
        )
        self.view_model: ServiceItemEditorViewModel = view_model
        self.setObjectName("ServiceItemEditorView")
        self.description = QLineEdit()
        self.description.setMaxLength(DESCRIPTION_MAX_LENGTH)
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_MAX_LENGTH)
        self.code.setMaximumWidth(260)
        self.price = QLineEdit()
        self.price.setPlaceholderText(format_count(0))
        self.price.setMaximumWidth(160)
        self.cost = QLineEdit()
        self.cost.setPlaceholderText(format_count(0))
        self.cost.setMaximumWidth(160)
        self.tax = QComboBox()
        self.withholding_tax = QComboBox()
        for combo in (self.tax, self.withholding_tax):
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.external_id = QLineEdit()
        self.external_id.setMaxLength(EXTERNAL_ID_MAX)
        self.external_id.setPlaceholderText(self.tr("Optional: the id in another system"))

        field_of = ServiceItemField
        self.add_row(field_of.DESCRIPTION, self.tr("Description"), self.description)
        self.add_row(field_of.CODE, self.tr("Cod&e"), self.code)
        self.code_hint = self.add_hint("")
        self.add_row(field_of.PRICE, self.tr("&Price"), self.price)
        self.add_row(field_of.COST, self.tr("Cost"), self.cost)
        self.add_section(self.tr("Taxes"))
        self.add_hint(
            self.tr(
                "Only active taxes for any item or for service items are offered: a tax with a "
                "sales or purchase account, a withholding tax with a withholding account."
            )
        )
        self.add_row(field_of.TAX, self.tr("Tax"), self.tax)
        self.add_row(field_of.WITHHOLDING_TAX, self.tr("&Withholding tax"), self.withholding_tax)
        self.add_section(self.tr("Other"))
        self.add_row(field_of.EXTERNAL_ID, self.tr("Externa&l id"), self.external_id)
        self.setFocusProxy(self.description)

        vm = view_model
        for field, edit in (
            (field_of.DESCRIPTION, self.description),
            (field_of.CODE, self.code),
            (field_of.PRICE, self.price),
            (field_of.COST, self.cost),
            (field_of.EXTERNAL_ID, self.external_id),
        ):
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        self.tax.activated.connect(lambda _i: vm.update(field_of.TAX, self.tax.currentData()))
        self.withholding_tax.activated.connect(
            lambda _i: vm.update(field_of.WITHHOLDING_TAX, self.withholding_tax.currentData())
        )
        self.bind()

    def show_form(self) -> None:
        form = self.view_model.form
        self.set_text(self.description, form.description)
        self.set_text(self.code, form.code)
        self.set_text(self.price, form.price_text)
        self.set_text(self.cost, form.cost_text)
        self.set_text(self.external_id, form.external_id)
        self._select(self.tax, form.tax_id)
        self._select(self.withholding_tax, form.withholding_tax_id)
        self.code_hint.setText(
            self.tr("Leave empty and the server numbers the item.")
            if self.view_model.is_new
            else self.tr("Leave empty to keep the current code.")
        )

    def show_choices(self) -> None:
        taxes = self.view_model.taxes
        self._fill(self.tax, sales_tax_choices(taxes))
        self._fill(self.withholding_tax, withholding_tax_choices(taxes))
        self._select(self.tax, self.view_model.form.tax_id)
        self._select(self.withholding_tax, self.view_model.form.withholding_tax_id)

    def _fill(self, combo: QComboBox, taxes: list[TaxResponse]) -> None:
        combo.clear()
        combo.addItem(self.tr("(none)"), None)
        for tax in taxes:
            combo.addItem(
                self.tr("{name} ({rate}%)").format(name=tax.name, rate=format_decimal(tax.rate)),
                tax.id,
            )

    def _select(self, combo: QComboBox, tax_id: int | None) -> None:
        index = combo.findData(tax_id)
        if index < 0 and tax_id is not None:
            # A tax the rules no longer offer (made inactive, rescoped): kept and shown as it
            # is, so that opening an item never changes it; saving lets the server decide.
            combo.addItem(
                self.tr("{name} (not offered any more)").format(
                    name=self.view_model.tax_name(tax_id)
                ),
                tax_id,
            )
            index = combo.count() - 1
        combo.setCurrentIndex(max(index, 0))
