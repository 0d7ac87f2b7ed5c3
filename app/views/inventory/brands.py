"""Master data > Brands: the list and the new-brand editor."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget

from app.models.brands import BRAND_TEXT_MAX_LENGTH
from app.viewmodels.inventory.brands import BrandEditorViewModel, BrandField, BrandListViewModel
from app.views.widgets.record_editor import RecordEditorView
from app.views.widgets.record_list import ListWords, RecordListView


class BrandListView(RecordListView):
    """Brands with a name filter; New only (the API cannot change or delete a brand)."""

    def __init__(self, view_model: BrandListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Brands"),
                export_name=self.tr("brands"),
                new=self.tr("&New brand"),
                new_tip=self.tr("Create a brand (Ctrl+N)"),
                load_failed=self.tr("The brands could not be loaded. {reason}"),
            ),
            parent,
            can_open=False,
        )
        self.setObjectName("BrandListView")
        self.name_filter = self.add_text_filter(
            self.tr("Nam&e"), "name", self.tr("Name contains…"), stretch=2
        )
        self.note = self.add_note(
            self.tr(
                "A brand cannot be renamed or deleted once created (the server allows neither)."
            )
        )


class BrandEditorView(RecordEditorView):
    """A new brand: name and brand manager. Once saved it is shown read-only."""

    def __init__(self, view_model: BrandEditorViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: BrandEditorViewModel = view_model
        self.setObjectName("BrandEditorView")
        self.name = QLineEdit()
        self.name.setMaxLength(BRAND_TEXT_MAX_LENGTH)
        self.brand_manager = QLineEdit()
        self.brand_manager.setMaxLength(BRAND_TEXT_MAX_LENGTH)
        self.brand_manager.setPlaceholderText(self.tr("Optional"))
        self.add_row(BrandField.NAME, self.tr("Name"), self.name)
        self.add_row(BrandField.BRAND_MANAGER, self.tr("&Brand manager"), self.brand_manager)
        self.add_hint(
            self.tr(
                "Up to 50 characters each. A name cannot contain \\ ' | , \" < > and cannot be "
                "changed after saving."
            )
        )
        self.setFocusProxy(self.name)
        vm = view_model
        self.name.textEdited.connect(lambda text: vm.set_value("name", text, field="name"))
        self.brand_manager.textEdited.connect(
            lambda text: vm.set_value("brand_manager", text, field=BrandField.BRAND_MANAGER)
        )
        self.bind()

    def show_form(self) -> None:
        form = self.view_model.form
        self.set_text(self.name, form.name)
        self.set_text(self.brand_manager, form.brand_manager)

    def is_read_only(self) -> bool:
        return self.view_model.read_only

    def saved_text(self) -> str:
        return self.tr("Saved. A brand cannot be changed after saving.")
