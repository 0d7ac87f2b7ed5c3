"""What the tabs of the item documents (sales order, issue offering, supplies receipt) share
over ``EditorScreen``: a header in two columns of fields, the warehouse and sales person
lists, the item line grid, Save that follows only the saving state and the lines' errors in
the grid."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QDateEdit, QFormLayout, QGridLayout, QWidget

from app import clock
from app.viewmodels.choices import CachedChoices
from app.viewmodels.item_lines import ItemLinesEditorViewModel
from app.views.widgets.forms import fill_choice_combo, select_data
from app.views.widgets.item_lines import ItemLinesGrid
from app.views.widgets.record_editor import EditorScreen
from app.views.widgets.reference_picker import ReferencePicker


def show_day(edit: QDateEdit, day_text: str) -> None:
    """Show the form's day (today when it has none) without telling the view-model."""
    wanted = QDate.fromString(day_text or clock.today().isoformat(), "yyyy-MM-dd")
    if edit.date() != wanted:
        edit.blockSignals(True)
        edit.setDate(wanted)
        edit.blockSignals(False)


class ItemDocumentScreen(EditorScreen):
    """An item document's tab; see the module docstring.

    A subclass puts its fields in ``left`` and ``right`` (``header`` holds them), makes
    ``grid`` and ``picker`` (the party picker, settled before a save) and says which id the
    picker shows (``picked_id``). The lists are filled again each second until the reference
    sync has brought them (``lists_ready``); a saved document's actions show through the
    subclass's state, so only Save's enabling is common.
    """

    lines_field: ClassVar[str]
    """The wire name of the lines' errors."""
    grid: ItemLinesGrid
    picker: ReferencePicker
    _focus_settled: bool

    def _settle_focus(self) -> None:
        if self._focus_settled:
            return
        self._focus_settled = True
        target = self.first_focus()
        focused = self.window().focusWidget()
        start = self.focusProxy()
        at_start = focused is not None and (
            focused is self
            or (start is not None and (focused is start or start.isAncestorOf(focused)))
        )
        if target is not None and self.isVisible() and at_start:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def first_focus(self) -> QWidget | None:
        """A saved document opens on its first line (arrows to read, F2 or a key to
        change), never in a header field one stray key would change; a new one starts at
        its first field (None: the window's usual rule)."""
        if self.view_model.is_new or not self.grid.model.rowCount():
            return None
        table = self.grid.table
        if not table.currentIndex().isValid():
            table.setCurrentIndex(self.grid.model.index(0, 0))
        return table

    def __init__(
        self,
        view_model: ItemLinesEditorViewModel[Any, Any, Any],
        warehouses: CachedChoices,
        sales_persons: CachedChoices,
        parent: QWidget | None,
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: ItemLinesEditorViewModel[Any, Any, Any] = view_model
        # A saved document read from the server gets its lines a moment after the tab
        # opened (on its first field): the focus then moves to the first line, once.
        self._focus_settled = view_model.is_new
        self.listen(view_model.linesReset, self._settle_focus)
        self._warehouses = warehouses
        self._sales_persons = sales_persons
        self.status.setWordWrap(False)
        self.warehouse = QComboBox()
        self.sales_person = QComboBox()
        self.left = QFormLayout()
        self.right = QFormLayout()
        for form in (self.left, self.right):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.header = QGridLayout()
        self.header.addLayout(self.left, 0, 0)
        self.header.addLayout(self.right, 0, 1)
        self.header.setColumnStretch(0, 1)
        self.header.setColumnStretch(1, 1)
        self.header.setHorizontalSpacing(24)
        self._lists_timer = QTimer(self)
        self._lists_timer.setInterval(1000)
        self._lists_timer.timeout.connect(self._retry_lists)

    def picked_id(self) -> int | None:
        """The id the party picker shows."""
        raise NotImplementedError

    def lists_ready(self) -> bool:
        return self.warehouse.count() > 1 and self.sales_person.count() > 1

    def fill_lists(self) -> None:
        form = self.view_model.form
        fill_choice_combo(self.warehouse, self._warehouses.all(), self.tr("(choose)"))
        fill_choice_combo(self.sales_person, self._sales_persons.all(), self.tr("(none)"))
        select_data(self.warehouse, form.warehouse_id)
        select_data(self.sales_person, form.sales_person_id)

    def retry_lists_until_ready(self) -> None:
        if not self.lists_ready():
            self._lists_timer.start()

    def _retry_lists(self) -> None:
        self.fill_lists()
        self.picker.set_current_id(self.picked_id())
        if self.lists_ready():
            self._lists_timer.stop()

    # -- EditorScreen --------------------------------------------------------------------
    def settle_pickers(self) -> None:
        if self.picker.hasFocus():
            self.picker.settle()
        self.grid.commit_open_editor()
        self.view_model.refresh_totals()

    def update_commands(self) -> None:
        self.save_button.setEnabled(not self.view_model.saving)

    def show_other_errors(self, first_invalid: QWidget | None) -> QWidget | None:
        vm = self.view_model
        self.grid.show_line_errors(
            vm.field_error(self.lines_field), focus=first_invalid is None and not vm.saving
        )
        return first_invalid
