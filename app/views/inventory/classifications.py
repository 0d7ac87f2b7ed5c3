"""Master data > Classifications: the stock-item tree, and the editor of a new node."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.models.classifications import (
    CLASSIFICATION_CODE_MAX_LENGTH,
    CLASSIFICATION_DESCRIPTION_MAX_LENGTH,
)
from app.viewmodels.inventory.classifications import (
    ClassificationEditorViewModel,
    ClassificationField,
    ClassificationTreeViewModel,
    node_label,
)
from app.viewmodels.table_export import TableExporter, sheet_from_table
from app.viewmodels.unknown_fields import unknown_field_rows
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import LoadBanner, add_shortcut
from app.views.widgets.more_fields import MoreFields
from app.views.widgets.record_editor import RecordEditorView
from app.views.widgets.screen import Screen

NODE_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class ClassificationTreeView(Screen):
    """The tree (description and code), the selected node's details, and "New under…"
    (Ctrl+N) when the API allows a child there; otherwise the reason is shown instead."""

    newRequested = Signal(int)
    """A new classification under this parent id."""

    def __init__(
        self, view_model: ClassificationTreeViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: ClassificationTreeViewModel = view_model
        self.setObjectName("ClassificationTreeView")

        self.new_button = QPushButton(self.tr("&New under selected…"))
        self.new_button.setToolTip(
            self.tr("Create a classification under the selected one (Ctrl+N)")
        )
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the tree again (F5)"))
        self.banner = LoadBanner()
        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            # The level is a whole number in a spreadsheet (not text that sorts 10 before 2).
            lambda: sheet_from_table(view_model.table(), "", {2: "integer"}),
            self.tr("classifications"),
            self.banner.show_status,
        )
        actions = QHBoxLayout()
        actions.addWidget(self.new_button)
        actions.addStretch(1)
        actions.addWidget(self.export_button)
        actions.addWidget(self.refresh_button)
        note = QLabel(
            self.tr(
                "Stock-item classifications. The server lets you add a classification under "
                "another one; it cannot rename, move or delete them."
            )
        )
        note.setWordWrap(True)
        note.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Classifications"))
        self.tree.setHeaderLabels([self.tr("Description"), self.tr("Code")])
        self.tree.setColumnWidth(0, 360)
        self.tree.setUniformRowHeights(True)
        self.details_title = QLabel()
        font = self.details_title.font()
        font.setBold(True)
        self.details_title.setFont(font)
        self.details_title.setWordWrap(True)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.explanation = ValueLabel(self.tr("Why no new classification here"))
        self.explanation.setWordWrap(True)
        side = QWidget()
        side.setMinimumWidth(280)  # the explanation must read as sentences, not a column
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.details_title)
        side_layout.addWidget(self.details)
        side_layout.addWidget(self.explanation)
        self.more = MoreFields(saved_here=False)
        """The selected classification's fields this app does not know, read-only."""
        side_layout.addWidget(self.more)
        side_layout.addStretch(1)
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([640, 360])
        self.summary = ValueLabel(self.tr("Number of records"))
        self.loading = QLabel(self.tr("Loading…"))
        self.loading.setVisible(False)
        footer = QHBoxLayout()
        footer.addWidget(self.summary)
        footer.addStretch(1)
        footer.addWidget(self.loading)

        layout = QVBoxLayout(self)
        layout.addLayout(actions)
        layout.addWidget(note)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        layout.addLayout(footer)
        self.setFocusProxy(self.tree)

        self.new_button.clicked.connect(self._new)
        self.refresh_button.clicked.connect(view_model.reload)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.itemActivated.connect(lambda _item, _column: self._new())
        add_shortcut(self, QKeySequence.StandardKey.New, self._new)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, view_model.reload)
        view_model.treeChanged.connect(self._show_tree)
        view_model.selectionChanged.connect(self._show_selection)
        view_model.loadingChanged.connect(self._show_loading)
        self.listen(
            view_model.errorChanged,
            lambda text: self.banner.show_load_error(
                self.tr("The classifications could not be loaded. {reason}").format(reason=text)
                if text
                else "",
                view_model.reload,
            ),
        )
        self._show_selection()

    def title(self) -> str:
        return self.tr("Classifications")

    def item_of(self, node_id: int) -> QTreeWidgetItem | None:
        for item in self._items():
            if item.data(0, NODE_ID_ROLE) == node_id:
                return item
        return None

    def select_node(self, node_id: int) -> None:
        item = self.item_of(node_id)
        if item is not None:
            self.tree.setCurrentItem(item)

    def _items(self) -> list[QTreeWidgetItem]:
        found: list[QTreeWidgetItem] = []
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is None:
                continue
            found.append(item)
            stack.extend(item.child(i) for i in range(item.childCount()))
        return found

    def _show_tree(self) -> None:
        vm = self.view_model
        current = self.tree.currentItem()
        keep = current.data(0, NODE_ID_ROLE) if current is not None else None
        self.tree.blockSignals(True)
        self.tree.clear()

        def add(parent_item: QTreeWidgetItem | None, parent_id: int | None) -> None:
            for node in vm.nodes_under(parent_id):
                item = QTreeWidgetItem([node.description, node.code])
                item.setData(0, NODE_ID_ROLE, node.id)
                if parent_item is None:
                    self.tree.addTopLevelItem(item)
                else:
                    parent_item.addChild(item)
                add(item, node.id)

        add(None, None)
        self.tree.expandAll()
        self.tree.blockSignals(False)
        self.tree.resizeColumnToContents(0)
        self.tree.setColumnWidth(0, max(self.tree.columnWidth(0) + 24, 300))
        self.summary.setText(
            QCoreApplication.translate(
                "ClassificationTreeView", "%Ln classifications", "", len(vm.nodes)
            )
        )
        if keep is not None:
            self.select_node(keep)

    def _current_changed(self, current: QTreeWidgetItem | None) -> None:
        self.view_model.select(current.data(0, NODE_ID_ROLE) if current is not None else None)

    def _show_selection(self) -> None:
        vm = self.view_model
        state = vm.selected
        self.details_title.setText(node_label(state.node) if state is not None else "")
        self.details.setText(vm.details())
        self.explanation.setText(vm.explanation)
        self.more.show_fields(unknown_field_rows(state.node) if state is not None else [])
        self.new_button.setEnabled(state is not None and state.can_add_child)

    def _new(self) -> None:
        state = self.view_model.selected
        if state is not None and state.can_add_child:
            self.newRequested.emit(state.node.id)

    def _show_loading(self, loading: bool) -> None:
        self.loading.setVisible(loading)
        self.refresh_button.setEnabled(not loading)


class ClassificationEditorView(RecordEditorView):
    """Code, description and the parent (any node of the tree, indented by depth)."""

    def __init__(
        self, view_model: ClassificationEditorViewModel, parent: QWidget | None = None
    ) -> None:
        super().__init__(view_model, parent)
        self.view_model: ClassificationEditorViewModel = view_model
        self.setObjectName("ClassificationEditorView")
        self.parent_node = QComboBox()
        self.parent_node.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.code = QLineEdit()
        self.code.setMaxLength(CLASSIFICATION_CODE_MAX_LENGTH)
        self.code.setMaximumWidth(260)
        self.description = QLineEdit()
        self.description.setMaxLength(CLASSIFICATION_DESCRIPTION_MAX_LENGTH)
        self.add_row(ClassificationField.PARENT, self.tr("&Under"), self.parent_node)
        self.add_row(ClassificationField.CODE, self.tr("Cod&e"), self.code)
        self.add_row(ClassificationField.DESCRIPTION, self.tr("Descr&iption"), self.description)
        self.add_hint(
            self.tr(
                "The code is unique in the tree (up to 50 characters, no dash); the "
                "description up to 70 characters, unique under its parent. Stock items can "
                "only be put on the last level, so a classification holding items cannot "
                "get children. Once saved, a classification cannot be changed."
            )
        )
        self.setFocusProxy(self.code)
        vm = view_model
        self.code.textEdited.connect(lambda text: vm.update(ClassificationField.CODE, text))
        self.description.textEdited.connect(
            lambda text: vm.update(ClassificationField.DESCRIPTION, text)
        )
        self.parent_node.activated.connect(
            lambda _i: vm.update(ClassificationField.PARENT, self.parent_node.currentData())
        )
        self.bind()

    def show_form(self) -> None:
        form = self.view_model.form
        self.set_text(self.code, form.code)
        self.set_text(self.description, form.description)
        self._select_parent(form.parent_id)

    def show_choices(self) -> None:
        self.parent_node.clear()
        self.parent_node.addItem(self.tr("(choose)"), None)
        for node in self.view_model.nodes:
            indent = "    " * max(node.tree_level - 1, 0)
            self.parent_node.addItem(indent + node_label(node), node.id)
        self._select_parent(self.view_model.form.parent_id)

    def _select_parent(self, parent_id: int | None) -> None:
        index = self.parent_node.findData(parent_id)
        # Before the tree has loaded the parent is simply not shown yet; after, a parent
        # the tree does not list (another user's node) is kept and shown by id.
        if index < 0 and parent_id is not None and self.view_model.nodes:
            self.parent_node.addItem(f"#{parent_id}", parent_id)
            index = self.parent_node.count() - 1
        self.parent_node.setCurrentIndex(max(index, 0))

    def is_read_only(self) -> bool:
        return self.view_model.read_only

    def saved_text(self) -> str:
        return self.tr("Saved. A classification cannot be changed after saving.")
