"""A sales order tab: the header, the line grid (keyboard first), live totals, and the
actions of a saved order."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QDate,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.models.documents import DiscountType, SalesOrderStatus
from app.viewmodels.choices import CachedChoices
from app.viewmodels.numbers import format_count, format_decimal
from app.viewmodels.sales_order_editor import (
    InstallmentForm,
    LineColumn,
    OrderField,
    SalesOrderActions,
    SalesOrderEditorViewModel,
    line_total,
    status_text,
)
from app.views.dialogs import Choice, ask, confirm
from app.views.forms import Banner, Field, FieldError, add_field, add_shortcut
from app.views.reference_picker import ReferencePicker
from app.views.screen import Screen

_ROOT = QModelIndex()
ERROR_BACKGROUND = QColor("#fdecea")


def _money(value: float) -> str:
    """Money in the clerk's locale with two decimals (grouping too: 7,175.16)."""
    return QLocale().toString(float(round(value, 2)), "f", 2)


class OrderLinesModel(QAbstractTableModel):
    """The grid over ``vm.form.lines``; edits go to the view-model, which says which row
    changed (only that row repaints)."""

    def __init__(self, vm: SalesOrderEditorViewModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.vm = vm
        self.read_only = not vm.editable
        vm.lineChanged.connect(self._row_changed)
        vm.lineAppended.connect(self._row_appended)
        vm.linesReset.connect(self._reset)
        vm.fieldErrorsChanged.connect(self._all_changed)

    def headers(self) -> list[str]:
        return [
            self.tr("Item or service"),
            self.tr("Quantity"),
            self.tr("Unit price"),
            self.tr("Discount"),
            self.tr("Discount type"),
            self.tr("Tax"),
            self.tr("Comments"),
            self.tr("Line total"),
        ]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.vm.form.lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(LineColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers()[section]
        return format_count(section + 1)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() != LineColumn.TOTAL and not self.read_only:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        lines = self.vm.form.lines
        if not 0 <= index.row() < len(lines):
            return None
        line = lines[index.row()]
        column = LineColumn(index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            match column:
                case LineColumn.ITEM:
                    return line.item_label
                case LineColumn.QUANTITY:
                    return line.quantity_text
                case LineColumn.PRICE:
                    return line.price_text
                case LineColumn.DISCOUNT:
                    return line.discount_text
                case LineColumn.DISCOUNT_TYPE:
                    if role == Qt.ItemDataRole.EditRole:
                        return line.discount_type
                    return (
                        "%" if line.discount_type == DiscountType.Percentage else self.tr("Amount")
                    )
                case LineColumn.TAX:
                    if role == Qt.ItemDataRole.EditRole:
                        return line.tax_id
                    return line.tax_label
                case LineColumn.COMMENTS:
                    return line.comments
                case LineColumn.TOTAL:
                    return "" if line.blank else _money(line_total(line))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            LineColumn.QUANTITY,
            LineColumn.PRICE,
            LineColumn.DISCOUNT,
            LineColumn.TOTAL,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.vm.cell_error(index.row(), column) or None
        if role == Qt.ItemDataRole.BackgroundRole and self.vm.cell_error(index.row(), column):
            return QBrush(ERROR_BACKGROUND)
        return None

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        column = LineColumn(index.column())
        if column == LineColumn.TAX:
            self.vm.set_line_tax(index.row(), value)
        elif column != LineColumn.ITEM:
            self.vm.set_line_value(index.row(), column, str(value or ""))
        return True

    def _row_changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(LineColumn) - 1))

    def _row_appended(self, row: int) -> None:
        self.beginInsertRows(_ROOT, row, row)
        self.endInsertRows()

    def _reset(self) -> None:
        self.beginResetModel()
        self.read_only = not self.vm.editable
        self.endResetModel()

    def _all_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, len(LineColumn) - 1)
            )


class LineDelegate(QStyledItemDelegate):
    """Editors of the grid's cells: the item picker, the discount type and tax choices,
    plain text elsewhere. Enter moves on: from the item to its quantity, from any other
    cell to the next line's item; Tab moves cell by cell (Qt's own)."""

    def __init__(self, view: SalesOrderEditorView) -> None:
        super().__init__(view.table)
        self.view = view
        self.vm = view.view_model
        self.open_editor: QWidget | None = None

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        column = LineColumn(index.column())
        editor: QWidget
        if column == LineColumn.ITEM:
            picker = ReferencePicker(self.vm.item_choices, self.vm.item_choice, parent)
            picker.setClearButtonEnabled(False)
            row = index.row()
            picker.unmatched.connect(lambda text, r=row: self.vm.mark_unmatched(r, text))
            editor = picker
        elif column == LineColumn.DISCOUNT_TYPE:
            combo = QComboBox(parent)
            combo.addItem(self.tr("Amount"), DiscountType.Value.value)
            combo.addItem("%", DiscountType.Percentage.value)
            editor = combo
        elif column == LineColumn.TAX:
            combo = QComboBox(parent)
            combo.addItem(self.tr("(no tax)"), None)
            for tax in self.vm.tax_choices():
                combo.addItem(tax.label, tax.id)
            editor = combo
        else:
            editor = super().createEditor(parent, option, index)
        editor.installEventFilter(self)
        self.open_editor = editor
        editor.destroyed.connect(self._forget)
        return editor

    def _forget(self) -> None:
        self.open_editor = None

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        column = LineColumn(index.column())
        line = self.vm.form.lines[index.row()]
        if isinstance(editor, ReferencePicker):
            editor.set_current_id(
                None
                if line.item_id is None
                else (-line.item_id if line.kind == "service" else line.item_id)
            )
            if line.item_id is not None and line.item_label:
                editor.setText(line.item_label)
            editor.selectAll()
        elif isinstance(editor, QComboBox):
            value = line.discount_type if column == LineColumn.DISCOUNT_TYPE else line.tax_id
            found = editor.findData(value)
            if found < 0 and value is not None:
                editor.addItem(line.tax_label or f"#{value}", value)
                found = editor.count() - 1
            editor.setCurrentIndex(max(found, 0))
        else:
            super().setEditorData(editor, index)

    def setModelData(
        self,
        editor: QWidget,
        model: QAbstractItemModel,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        row = index.row()
        if isinstance(editor, ReferencePicker):
            before = editor.current_id()
            # A code, SKU or barcode typed in full is that item, whatever else it matches.
            exact = self.vm.item_key_by_code(editor.text()) if editor.text().strip() else None
            if exact is not None and exact != before:
                editor.set_current_id(exact)
            else:
                editor.settle()
            key = editor.current_id()
            line = self.vm.form.lines[row]
            current = (
                None
                if line.item_id is None
                else (-line.item_id if line.kind == "service" else line.item_id)
            )
            if key != current or (key is not None and before != key):
                self.vm.choose_item(row, key)
        elif isinstance(editor, QComboBox):
            model.setData(index, editor.currentData())
        else:
            super().setModelData(editor, model, index)

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(editor, QWidget)
        ):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                popup = (
                    editor.completer().popup()
                    if isinstance(editor, QLineEdit) and editor.completer()
                    else None
                )
                if popup is not None and popup.isVisible():
                    if popup.currentIndex().isValid():
                        return False  # Enter takes the highlighted match first
                    popup.hide()
                index = self.view.table.currentIndex()
                self.commitData.emit(editor)
                self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
                QTimer.singleShot(
                    0, lambda: self.view.enter_moved_from(index.row(), index.column())
                )
                return True
            if key == Qt.Key.Key_Escape and not self._popup_open(editor):
                self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.RevertModelCache)
                return True
        if event.type() == QEvent.Type.FocusOut and self._popup_open(editor):
            return False  # the picker's match list took focus: still editing
        return super().eventFilter(editor, event)

    def _popup_open(self, editor: QObject) -> bool:
        if not isinstance(editor, QLineEdit) or editor.completer() is None:
            return False
        popup = editor.completer().popup()
        return popup is not None and popup.isVisible()

    def commit_open_editor(self) -> None:
        """Ctrl+S with a cell still being typed: keep what it holds first."""
        editor = self.open_editor
        if editor is not None:
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class LinesTable(QTableView):
    """The grid: Delete removes the current line, Insert adds one above it, F2 opens the
    item picker of the current line."""

    def __init__(self, view: SalesOrderEditorView) -> None:
        super().__init__()
        self.view = view

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.state() != QAbstractItemView.State.EditingState:
            index = self.currentIndex()
            if (
                event.key() == Qt.Key.Key_Delete
                and index.isValid()
                and not self.view.model.read_only
            ):
                self.view.view_model.remove_line(index.row())
                self.view.focus_cell(min(index.row(), self.model().rowCount() - 1), index.column())
                return
            if (
                event.key() == Qt.Key.Key_Insert
                and index.isValid()
                and not self.view.model.read_only
            ):
                self.view.view_model.insert_line(index.row())
                self.view.focus_cell(index.row(), LineColumn.ITEM, edit=True)
                return
            if event.key() == Qt.Key.Key_F2 and index.isValid():
                self.view.focus_cell(index.row(), LineColumn.ITEM, edit=True)
                return
        super().keyPressEvent(event)


class SalesOrderEditorView(Screen):
    """Binds a ``SalesOrderEditorViewModel`` and its ``SalesOrderActions``."""

    def __init__(
        self, view_model: SalesOrderEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: SalesOrderEditorViewModel = view_model
        self.order_actions = SalesOrderActions(view_model)
        self.setObjectName("SalesOrderEditorView")
        vm = view_model
        self.banner = Banner()
        self.state_label = QLabel()
        font = self.state_label.font()
        font.setBold(True)
        self.state_label.setFont(font)

        # -- header: two columns of fields ------------------------------------------------
        self.customer = ReferencePicker(vm.customers.search, vm.customers.get)
        self.warehouse = QComboBox()
        self.sales_person = QComboBox()
        self.document_date = QDateEdit()
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
        self.installments = QLineEdit()
        self.installments.setPlaceholderText(self.tr("days:amount, e.g. 30:500, 60:500"))
        self.tags = QLineEdit()
        self.tags.setPlaceholderText(self.tr("Comma between tags"))
        self.notes = QLineEdit()
        self.external_id = QLineEdit()
        self.external_id.setPlaceholderText(self.tr("Your own reference (optional)"))

        left = QFormLayout()
        right = QFormLayout()
        for form in (left, right):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[OrderField, Field] = {
            OrderField.CUSTOMER: add_field(left, self.tr("C&ustomer"), self.customer),
            OrderField.WAREHOUSE: add_field(left, self.tr("&Warehouse"), self.warehouse),
            OrderField.SALES_PERSON: add_field(left, self.tr("Sales &person"), self.sales_person),
            OrderField.DOCUMENT_DATE: add_field(left, self.tr("Order &date"), self.document_date),
            OrderField.SHIPPING_DATE: add_field(
                left, self.tr("S&hipping date"), self.shipping_date
            ),
            OrderField.PAPER_NUMBER: add_field(left, self.tr("Pape&r number"), self.paper_number),
            OrderField.CASH: add_field(right, self.tr("Cas&h amount"), self.cash),
            OrderField.ON_ACCOUNT: add_field(right, self.tr("On acc&ount"), self.on_account),
            OrderField.INSTALLMENTS: add_field(right, self.tr("Insta&llments"), self.installments),
            OrderField.DISCOUNT: add_field(right, self.tr("Order disc&ount"), self.discount),
            OrderField.SHIPMENT_COST: add_field(
                right, self.tr("Shipping cost"), self.shipment_cost
            ),
            OrderField.TAGS: add_field(right, self.tr("&Tags"), self.tags),
        }
        self.fields[OrderField.EXTERNAL_ID] = add_field(
            left, self.tr("E&xternal id"), self.external_id
        )
        self.fields[OrderField.NOTES] = add_field(right, self.tr("&Notes"), self.notes)
        header = QGridLayout()
        header.addLayout(left, 0, 0)
        header.addLayout(right, 0, 1)
        header.setColumnStretch(0, 1)
        header.setColumnStretch(1, 1)
        header.setHorizontalSpacing(24)

        # -- actions of a saved order -----------------------------------------------------
        self.issue_button = QPushButton(self.tr("Issue…"))
        self.issue_button.setToolTip(self.tr("Ship the goods: an issue offering for this order"))
        self.cancel_button = QPushButton(self.tr("Cancel order…"))
        self.status_combo = QComboBox()
        self.status_combo.setAccessibleName(self.tr("Order status"))
        for status in (
            SalesOrderStatus.Open,
            SalesOrderStatus.Pending,
            SalesOrderStatus.Processing,
        ):
            self.status_combo.addItem(status_text(status), status.value)
        self.status_button = QPushButton(self.tr("Set status"))
        self.unissue_button = QPushButton(self.tr("Unissue…"))
        self.cash_in_button = QPushButton(self.tr("Cash in…"))
        self.tags_button = QPushButton(self.tr("Save tags"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        actions = QHBoxLayout()
        actions.addWidget(self.state_label)
        actions.addStretch(1)
        for widget in (
            self.issue_button,
            self.cancel_button,
            self.status_combo,
            self.status_button,
            self.unissue_button,
            self.cash_in_button,
            self.tags_button,
            self.delete_button,
        ):
            actions.addWidget(widget)

        # -- lines ------------------------------------------------------------------------
        self.scan = QLineEdit()
        self.scan.setPlaceholderText(self.tr("Scan or type a barcode, SKU or code, then Enter"))
        self.scan.setAccessibleName(self.tr("Barcode or SKU"))
        scan_label = QLabel(self.tr("&Barcode"))
        scan_label.setBuddy(self.scan)
        self.scan_result = QLabel()
        self.scan_result.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        scan_row = QHBoxLayout()
        scan_row.addWidget(scan_label)
        scan_row.addWidget(self.scan, 2)
        scan_row.addWidget(self.scan_result, 3)

        self.model = OrderLinesModel(vm, self)
        self.table = LinesTable(self)
        self.table.setAccessibleName(self.tr("Order lines"))
        self.table.setModel(self.model)
        self.delegate = LineDelegate(self)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.setTabKeyNavigation(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(26)
        header_view = self.table.horizontalHeader()
        header_view.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header_view.setSectionResizeMode(LineColumn.ITEM, QHeaderView.ResizeMode.Stretch)
        for column, width in (
            (LineColumn.QUANTITY, 90),
            (LineColumn.PRICE, 110),
            (LineColumn.DISCOUNT, 90),
            (LineColumn.DISCOUNT_TYPE, 110),
            (LineColumn.TAX, 120),
            (LineColumn.COMMENTS, 140),
            (LineColumn.TOTAL, 120),
        ):
            self.table.setColumnWidth(column, width)
        self.lines_error = FieldError()

        # -- totals -----------------------------------------------------------------------
        self.totals_labels: dict[str, QLabel] = {}
        totals = QHBoxLayout()
        totals.addStretch(1)
        for key, text in (
            ("gross", self.tr("Gross")),
            ("discounts", self.tr("Discounts")),
            ("tax", self.tr("Tax")),
            ("net", self.tr("Net total")),
        ):
            caption = QLabel(text)
            value = QLabel()
            value.setAccessibleName(text)
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

        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(self.tr("Save the order (Ctrl+S)"))
        self.close_button = QPushButton(self.tr("Close"))
        self.status = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.status, 1)
        buttons.addLayout(totals)
        buttons.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(actions)
        layout.addLayout(header)
        layout.addLayout(scan_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.lines_error)
        layout.addLayout(buttons)
        self.setFocusProxy(self.customer)
        QWidget.setTabOrder(self.external_id, self.scan)
        QWidget.setTabOrder(self.scan, self.table)
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
        self.scan.returnPressed.connect(self._scan)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.closeRequested)
        self.banner.actionClicked.connect(self.banner.clear)
        self.issue_button.clicked.connect(self._confirm_issue)
        self.cancel_button.clicked.connect(self._confirm_cancel)
        self.status_button.clicked.connect(
            lambda: self.order_actions.set_status(self.status_combo.currentData())
        )
        self.unissue_button.clicked.connect(self._confirm_unissue)
        self.cash_in_button.clicked.connect(self._ask_cash_in)
        self.tags_button.clicked.connect(self.order_actions.save_tags)
        self.delete_button.clicked.connect(self._confirm_delete)
        add_shortcut(self, QKeySequence.StandardKey.Save, self.save)

        # view-model -> view
        vm.formChanged.connect(self._show_form)
        vm.fieldErrorsChanged.connect(self._show_field_errors)
        vm.formErrorChanged.connect(self._show_form_error)
        vm.savingChanged.connect(self._show_saving)
        vm.titleChanged.connect(self.titleChanged)
        vm.totalsChanged.connect(self._show_totals)
        vm.saved.connect(self._on_saved)
        vm.deleted.connect(self.closeRequested)
        vm.conflictDetected.connect(self._ask_about_conflict)
        vm.queued.connect(lambda text: self.banner.show_message(text, kind="info"))
        vm.scanResult.connect(self.scan_result.setText)
        vm.linesReset.connect(self._show_state)
        self.order_actions.done.connect(lambda text: self.banner.show_message(text, kind="info"))
        self.order_actions.failed.connect(
            lambda text: self.banner.show_message(text, kind="warning", action=self.tr("Dismiss"))
        )

        self._fill_choices()
        self._show_form()
        self._show_state()
        self._show_totals()
        self._show_form_error(vm.form_error)
        self._show_field_errors()
        if not (self.warehouse.count() > 1 and self.sales_person.count() > 1):
            self._choices_timer = QTimer(self)
            self._choices_timer.setInterval(1000)
            self._choices_timer.timeout.connect(self._retry_choices)
            self._choices_timer.start()

    # -- Screen --------------------------------------------------------------------------
    def title(self) -> str:
        return self.view_model.title

    def has_unsaved_changes(self) -> bool:
        return self.view_model.dirty

    def close_screen(self, *, keep_draft: bool) -> None:
        self.view_model.close(keep_draft=keep_draft)

    def save(self) -> None:
        if self.customer.hasFocus():
            self.customer.settle()
        self.delegate.commit_open_editor()
        self.view_model.refresh_totals()
        if self.view_model.base is not None and not self.view_model.editable:
            self.banner.show_message(
                self.tr(
                    "This order is issued or cancelled: its lines cannot change. Use the actions "
                    "above (tags, cash in, unissue)."
                ),
                kind="warning",
            )
            return
        self.view_model.save()

    # -- grid navigation -----------------------------------------------------------------
    def focus_cell(self, row: int, column: int, *, edit: bool = False) -> None:
        index = self.model.index(max(row, 0), column)
        if not index.isValid():
            return
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.table.selectionModel().setCurrentIndex(
            index, self.table.selectionModel().SelectionFlag.ClearAndSelect
        )
        if edit and self.model.flags(index) & Qt.ItemFlag.ItemIsEditable:
            # Deferred: the editor just closed may still be on its way out this turn.
            persistent = QPersistentModelIndex(index)
            QTimer.singleShot(0, lambda: self._edit(persistent))

    def _edit(self, index: QPersistentModelIndex, tries: int = 5) -> None:
        if not index.isValid():
            return
        target = self.model.index(index.row(), index.column())
        if self.table.state() == QAbstractItemView.State.EditingState:
            if self.table.currentIndex() != target and tries:
                QTimer.singleShot(10, lambda: self._edit(index, tries - 1))
            return
        started = self.table.edit(target, QAbstractItemView.EditTrigger.AllEditTriggers, None)  # type: ignore[call-overload]
        if not started and tries:
            QTimer.singleShot(10, lambda: self._edit(index, tries - 1))

    def enter_moved_from(self, row: int, column: int) -> None:
        """Enter in a cell: the item goes on to its quantity; anything else to the next
        line's item (the empty last row is always there)."""
        if column == LineColumn.ITEM and self.view_model.form.lines[row].item_id is not None:
            self.focus_cell(row, LineColumn.QUANTITY, edit=True)
        else:
            self.focus_cell(min(row + 1, self.model.rowCount() - 1), LineColumn.ITEM, edit=True)

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

    def _fill_combo(self, combo: QComboBox, source: CachedChoices, none_text: str) -> None:
        current = combo.currentData()
        combo.clear()
        combo.addItem(none_text, None)
        for choice in source.all():
            if choice.active or choice.id == current:
                combo.addItem(choice.label, choice.id)

    def _fill_choices(self) -> None:
        vm = self.view_model
        self._fill_combo(self.warehouse, vm.warehouses, self.tr("(choose)"))
        self._fill_combo(self.sales_person, vm.sales_persons, self.tr("(none)"))
        self._select(self.warehouse, vm.form.warehouse_id)
        self._select(self.sales_person, vm.form.sales_person_id)

    def _retry_choices(self) -> None:
        self._fill_choices()
        self.customer.set_current_id(self.view_model.form.customer_id)
        if self.warehouse.count() > 1 and self.sales_person.count() > 1:
            self._choices_timer.stop()

    def _select(self, combo: QComboBox, value: int | None) -> None:
        index = combo.findData(value)
        if index < 0 and value is not None:
            combo.addItem(f"#{value}", value)
            index = combo.count() - 1
        combo.setCurrentIndex(max(index, 0))

    def _show_form(self) -> None:
        form = self.view_model.form
        if self.customer.current_id() != form.customer_id:
            self.customer.set_current_id(form.customer_id)
        self._select(self.warehouse, form.warehouse_id)
        self._select(self.sales_person, form.sales_person_id)
        wanted = QDate.fromString(form.document_date or date.today().isoformat(), "yyyy-MM-dd")
        if self.document_date.date() != wanted:
            self.document_date.blockSignals(True)
            self.document_date.setDate(wanted)
            self.document_date.blockSignals(False)
        values = {
            OrderField.SHIPPING_DATE: form.shipping_date,
            OrderField.PAPER_NUMBER: form.paper_number,
            OrderField.CASH: form.cash_text,
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
            ("delete", self.delete_button),
        ):
            button.setVisible(available.get(key, False))
        self.status_combo.setVisible(available.get("status", False))
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
            self.scan,
        ):
            widget.setEnabled(editable)
        self.save_button.setVisible(editable)
        if order is None:
            self.state_label.setText(self.tr("New order"))
            return
        self._select(self.status_combo, None)
        index = self.status_combo.findData(str(order.order_status or ""))
        if index >= 0:
            self.status_combo.setCurrentIndex(index)
        paid = sum(order.paid_amounts.values())
        parts = [
            order.code or "",
            status_text(order.order_status),
            self.tr("issued") if order.is_issued else self.tr("not issued"),
            self.tr("paid {amount}").format(amount=_money(float(paid))) if paid else "",
        ]
        if order.sales_store is not None:
            parts.append(
                self.tr("store {name}").format(
                    name=order.sales_store.description or order.sales_store.code or ""
                )
            )
        if order.currency is not None and order.currency.code:
            parts.append(
                self.tr("{currency} at {rate}").format(
                    currency=order.currency.code,
                    rate=format_decimal(Decimal(str(order.exchange_rate)))
                    if order.exchange_rate
                    else "",
                )
            )
        self.state_label.setText(" · ".join(part for part in parts if part))

    def _show_totals(self) -> None:
        totals = self.view_model.totals
        self.totals_labels["gross"].setText(_money(totals.gross_total))
        self.totals_labels["discounts"].setText(
            _money(totals.total_items_discounts + totals.discount)
        )
        self.totals_labels["tax"].setText(_money(totals.tax - totals.withholding))
        self.totals_labels["net"].setText(_money(totals.net_total))

    def _show_field_errors(self) -> None:
        vm = self.view_model
        first: QWidget | None = None
        for field, widget in self.fields.items():
            error = vm.field_error(field)
            widget.show_error(error)
            if error and first is None:
                first = widget.widget
        line_errors = vm.line_errors()
        texts = [
            self.tr("Line {line}, {column}: {text}").format(
                line=format_count(row + 1),
                column=self.model.headers()[column].lower(),
                text=text,
            )
            for row, column, text in line_errors[:3]
        ]
        if vm.field_error(OrderField.LINES):
            texts.insert(0, vm.field_error(OrderField.LINES))
        self.lines_error.show_error("\n".join(texts))
        if vm.saving:
            return
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        elif line_errors and self.table.state() != QAbstractItemView.State.EditingState:
            row, column, _text = line_errors[0]
            if not self.table.hasFocus():
                self.focus_cell(row, column)

    def _show_form_error(self, text: str) -> None:
        if text:
            self.banner.show_message(text)
        else:
            self.banner.clear()

    def _show_saving(self, saving: bool) -> None:
        self.save_button.setEnabled(not saving)
        self.status.setText(self.tr("Saving…") if saving else "")

    def _on_saved(self) -> None:
        self.status.setText(self.tr("Saved."))
        self._show_state()

    def _installments_edited(self, text: str) -> None:
        parts = [part.strip() for part in text.split(",") if part.strip()]
        installments = []
        for part in parts:
            days, _, amount = part.partition(":")
            installments.append(InstallmentForm(days.strip(), amount.strip()))
        self.view_model.set_installments(tuple(installments))

    def _scan(self) -> None:
        if self.view_model.scan(self.scan.text()):
            self.scan.clear()
        else:
            self.scan.selectAll()

    # -- actions -------------------------------------------------------------------------
    def _code(self) -> str:
        order = self.view_model.base
        return (order.code or "") if order else ""

    def _confirm_issue(self) -> None:
        confirm(
            self,
            self.tr("Issue order"),
            self.tr("Issue {code}? Its goods leave the warehouse now (an issue offering).").format(
                code=self._code()
            ),
            accept_text=self.tr("Issue"),
            on_accept=self.order_actions.issue,
        )

    def _confirm_cancel(self) -> None:
        confirm(
            self,
            self.tr("Cancel order"),
            self.tr("Cancel {code}? Its reserved stock is released. This cannot be undone.").format(
                code=self._code()
            ),
            accept_text=self.tr("Cancel order"),
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
            accept_text=self.tr("Unissue"),
            on_accept=self.order_actions.unissue,
            destructive=True,
        )

    def _confirm_delete(self) -> None:
        confirm(
            self,
            self.tr("Delete order"),
            self.tr("Delete {code} for good? This cannot be undone.").format(code=self._code()),
            accept_text=self.tr("Delete"),
            on_accept=self.order_actions.delete,
            destructive=True,
        )

    def _ask_cash_in(self) -> None:
        """The amount first (account: the first cash account, as a till would)."""
        order = self.view_model.base
        if order is None:
            return
        left = float(order.net_total or 0) - float(sum(order.paid_amounts.values()))
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Cash in"))
        dialog.setLabelText(
            self.tr("Amount received on {code} ({left} left to pay):").format(
                code=self._code(), left=_money(left)
            )
        )
        dialog.setTextValue(_money(left))
        dialog.textValueSelected.connect(self._cash_in)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _cash_in(self, amount: str) -> None:
        accounts = [
            choice
            for choice in CachedChoices(self.view_model.session, "accounts").all()
            if choice.active and str(choice.payload.get("accountType") or "") == "Cash"
        ]
        if not accounts:
            self.banner.show_message(
                self.tr("No cash account is known yet: wait for the lists to load."),
                kind="warning",
            )
            return
        problem = self.order_actions.cash_in(accounts[0].id, amount)
        if problem:
            self.banner.show_message(problem, kind="warning")

    def _ask_about_conflict(self, text: str) -> None:
        ask(
            self,
            self.tr("Changed by someone else"),
            text,
            [
                Choice(self.tr("Overwrite with mine"), self.view_model.overwrite),
                Choice(
                    self.tr("Take theirs"),
                    self.view_model.take_server_version,
                    QMessageBox.ButtonRole.DestructiveRole,
                ),
            ],
            details=self.tr(
                "Keep your version and overwrite theirs, or take theirs and lose your changes?"
            ),
            icon=QMessageBox.Icon.Warning,
            comparison=self.view_model.comparison,
        )
