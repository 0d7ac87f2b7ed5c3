"""Reports › Statement layout…: every account with its section of the statements; the
manager moves the selected accounts, or a whole node of the chart (a code prefix), to
another section, imports and exports the layout as JSON, and saves it for the profile
(the open statements are computed again with it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.reports.layout import Layout, Section
from app.viewmodels.reports.layout_editor import StatementLayoutEditor
from app.viewmodels.reports.statement_tables import section_title
from app.viewmodels.table_export import documents_folder
from app.views.widgets.dialogs import with_mnemonics
from app.views.widgets.export import open_file_dialog, save_file_dialog
from app.views.widgets.forms import FieldError

translate = QCoreApplication.translate


def section_combo(with_default: bool) -> QComboBox:
    combo = QComboBox()
    if with_default:
        combo.addItem(translate("StatementLayout", "Default (type and chart)"), "")
    for section in Section:
        combo.addItem(section_title(section), section.value)
    return combo


def _chosen(combo: QComboBox) -> Section | None:
    value = combo.currentData()
    return Section(value) if value else None


class StatementLayoutDialog(QDialog):
    """The layout editor of one profile (``on_saved(layout)`` after Save)."""

    def __init__(
        self,
        editor: StatementLayoutEditor,
        on_saved: Callable[[Layout], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StatementLayoutDialog")
        self.setWindowTitle(self.tr("Statement layout"))
        self.editor = editor
        self.on_saved = on_saved
        self.file_dialog: QFileDialog | None = None

        intro = QLabel(
            self.tr(
                "Each account is in one section of the profit and loss or the balance "
                "sheet: by its type, else by its place in the chart. Move an account, or "
                "every account under a node of the chart (the start of their codes)."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Code"), self.tr("Account"), self.tr("Section"), self.tr("Why")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        self.account_section = section_combo(with_default=True)
        self.move_account_button = QPushButton(self.tr("&Move selected accounts"))
        self.node = QLineEdit()
        self.node.setPlaceholderText(self.tr("e.g. 52"))
        self.node.setMaximumWidth(120)
        self.node_section = section_combo(with_default=True)
        self.move_node_button = QPushButton(self.tr("Move &node"))
        node_label = QLabel(self.tr("Nod&e code"))
        node_label.setBuddy(self.node)
        to_label = QLabel(self.tr("&To"))
        to_label.setBuddy(self.account_section)
        accounts_row = QHBoxLayout()
        accounts_row.addWidget(to_label)
        accounts_row.addWidget(self.account_section)
        accounts_row.addWidget(self.move_account_button)
        accounts_row.addStretch(1)
        node_row = QHBoxLayout()
        node_row.addWidget(node_label)
        node_row.addWidget(self.node)
        node_row.addWidget(self.node_section)
        node_row.addWidget(self.move_node_button)
        node_row.addStretch(1)
        self.problem = FieldError()
        self.unassigned = QLabel()

        self.buttons = QDialogButtonBox()
        self.import_button = self.buttons.addButton(
            self.tr("&Import…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.export_button = self.buttons.addButton(
            self.tr("&Export…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.reset_button = self.buttons.addButton(
            self.tr("&Reset"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.save_button = self.buttons.addButton(
            self.tr("&Save"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        with_mnemonics(self.buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(accounts_row)
        layout.addLayout(node_row)
        layout.addWidget(self.problem)
        layout.addWidget(self.unassigned)
        layout.addWidget(self.buttons)
        self.resize(760, 560)

        self.move_account_button.clicked.connect(self._move_accounts)
        self.move_node_button.clicked.connect(self._move_node)
        self.node.returnPressed.connect(self._move_node)
        self.reset_button.clicked.connect(editor.reset)
        self.import_button.clicked.connect(self.choose_import)
        self.export_button.clicked.connect(self.choose_export)
        self.save_button.clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        editor.changed.connect(self._fill)
        editor.problemChanged.connect(self.problem.show_error)
        self._fill()

    def _fill(self) -> None:
        rows = self.editor.rows()
        selected = {index.row() for index in self.table.selectionModel().selectedRows()}
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            for column, text in enumerate(
                (row.code, row.name, section_title(row.section), row.why)
            ):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.code)
                self.table.setItem(number, column, item)
        self.table.resizeColumnToContents(0)
        self.table.resizeColumnToContents(2)
        self.table.resizeColumnToContents(3)
        for number in selected:
            self.table.selectRow(number)
        count = self.editor.unassigned_count()
        self.unassigned.setText(
            translate(
                "StatementLayoutDialog",
                "%Ln account(s) unassigned: listed apart in the statements.",
                "",
                count,
            )
            if count
            else self.tr("Every account is in a section.")
        )

    def _move_accounts(self) -> None:
        codes = [
            str(index.data(Qt.ItemDataRole.UserRole))
            for index in self.table.selectionModel().selectedRows(0)
        ]
        if not codes:
            self.problem.show_error(self.tr("Select the accounts to move first."))
            return
        for code in codes:
            self.editor.move_account(code, _chosen(self.account_section))

    def _move_node(self) -> None:
        self.editor.move_node(self.node.text(), _chosen(self.node_section))

    def save(self) -> None:
        if self.editor.save():
            self.on_saved(self.editor.layout)
            self.accept()

    def choose_export(self) -> QFileDialog:
        folder = documents_folder()
        self.file_dialog = save_file_dialog(
            self,
            self.tr("Export the statement layout"),
            Path(folder) / "statement-layout.json",
            self.tr("Statement layouts (*.json)"),
            lambda path: self._export(Path(path)),
        )
        return self.file_dialog

    def choose_import(self) -> QFileDialog:
        self.file_dialog = open_file_dialog(
            self,
            self.tr("Import a statement layout"),
            self.tr("Statement layouts (*.json)"),
            lambda path: self._import(Path(path)),
        )
        return self.file_dialog

    def _export(self, path: Path) -> None:
        self.editor.export_to(path)

    def _import(self, path: Path) -> None:
        self.editor.import_from(path)
