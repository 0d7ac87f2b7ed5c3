"""Master data > Sales persons: the list with the API's filters, and the editor."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLineEdit, QWidget

from app.models.sales_persons import CODE_MAX_LENGTH, EXTERNAL_ID_MAX_LENGTH, NAME_MAX_LENGTH
from app.viewmodels.numbers import format_count
from app.viewmodels.sales.sales_persons import (
    SalesPersonEditorViewModel,
    SalesPersonField,
    SalesPersonListViewModel,
    is_external,
)
from app.views.widgets.record_editor import RecordEditorView
from app.views.widgets.record_list import ListWords, RecordListView


class SalesPersonListView(RecordListView):
    """Sales persons: code, name and external-id filters. External persons are listed
    but cannot be opened or deleted (the API answers 404 for them): the list says so."""

    def __init__(self, view_model: SalesPersonListViewModel, parent: QWidget | None = None) -> None:
        super().__init__(
            view_model,
            ListWords(
                title=self.tr("Sales persons"),
                export_name=self.tr("sales-persons"),
                new=self.tr("&New sales person"),
                new_tip=self.tr("Create a sales person (Ctrl+N)"),
                open_tip=self.tr("Edit the selected sales person (Enter)"),
                delete_title=self.tr("Delete sales person"),
                delete_question=self.tr(
                    "Delete the sales person “{name}” for good? Persons they supervise lose "
                    "their supervisor. This cannot be undone."
                ),
                load_failed=self.tr("The sales persons could not be loaded. {reason}"),
            ),
            parent,
        )
        self.setObjectName("SalesPersonListView")
        self.name_filter = self.add_text_filter(
            self.tr("Name"), "name", self.tr("Contains…"), stretch=2
        )
        self.code_filter = self.add_text_filter(self.tr("Code"), "code", self.tr("Contains…"))
        self.external_filter = self.add_text_filter(
            self.tr("&External id"), "externalId", self.tr("Exactly…")
        )

    def can_open(self, record: Any) -> bool:
        return not is_external(record)

    def can_delete(self, record: Any) -> bool:
        return not is_external(record)

    def refused_open(self, record: Any) -> None:
        self.banner.show_message(
            self.tr(
                "“{name}” is an external sales person: the server does not let this app "
                "change or delete external persons."
            ).format(name=record.name),
            kind="info",
            action=self.tr("Dismiss"),
        )


class SalesPersonEditorView(RecordEditorView):
    """Every field of the request; the external id can be set only on a new person."""

    def __init__(
        self, view_model: SalesPersonEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            view_model,
            parent,
            delete_title=self.tr("Delete sales person"),
            delete_question=self.tr(
                "Delete the sales person “{name}” for good? Persons they supervise lose "
                "their supervisor. This cannot be undone."
            ),
        )
        self.view_model: SalesPersonEditorViewModel = view_model
        self.setObjectName("SalesPersonEditorView")
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_MAX_LENGTH)
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_MAX_LENGTH)
        self.code.setMaximumWidth(260)
        self.classification_code = QLineEdit()
        self.classification_code.setMaximumWidth(160)
        self.classification_code.setPlaceholderText(self.tr("Optional, a number"))
        self.credit_limit = QLineEdit()
        self.credit_limit.setMaximumWidth(160)
        self.credit_limit.setPlaceholderText(format_count(0))
        self.external_id = QLineEdit()
        self.external_id.setMaxLength(EXTERNAL_ID_MAX_LENGTH)

        field_of = SalesPersonField
        self.add_row(field_of.NAME, self.tr("Name"), self.name)
        self.add_row(field_of.CODE, self.tr("Code"), self.code)
        self.code_hint = self.add_hint("")
        self.add_row(
            field_of.CLASSIFICATION_CODE, self.tr("C&lassification code"), self.classification_code
        )
        self.add_row(field_of.CREDIT_LIMIT, self.tr("Cred&it limit"), self.credit_limit)
        self.add_row(field_of.EXTERNAL_ID, self.tr("External id"), self.external_id)
        self.external_hint = self.add_hint("")
        self.add_hint(
            self.tr(
                "Special characters (\\ ' | , \" < >) are removed from code and name when the "
                "server stores them."
            )
        )
        self.setFocusProxy(self.name)

        vm = view_model
        for field, edit in (
            (field_of.NAME, self.name),
            (field_of.CODE, self.code),
            (field_of.CLASSIFICATION_CODE, self.classification_code),
            (field_of.CREDIT_LIMIT, self.credit_limit),
            (field_of.EXTERNAL_ID, self.external_id),
        ):
            edit.textEdited.connect(lambda text, f=field: vm.update(f, text))
        self.bind()

    def show_form(self) -> None:
        form = self.view_model.form
        new = self.view_model.is_new
        self.set_text(self.name, form.name)
        self.set_text(self.code, form.code)
        self.set_text(self.classification_code, form.classification_code_text)
        self.set_text(self.credit_limit, form.credit_limit_text)
        self.set_text(self.external_id, form.external_id)
        # The API ignores an external id sent with an update: it is set once, on create.
        self.external_id.setProperty("alwaysReadOnly", not new)
        self.external_id.setPlaceholderText(
            self.tr("Optional: the id in another system") if new else ""
        )
        self.code_hint.setText(
            self.tr("Optional; the server does not number sales persons.")
            if new
            else self.tr("Leave empty to keep the current code.")
        )
        self.external_hint.setText(
            "" if new else self.tr("The external id is set when the person is created.")
        )
        self.external_hint.setVisible(not new)
