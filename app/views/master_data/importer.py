"""File › Import stock items… / Import customers…: a tab with the file, the column mapping,
the preview with a status per row, the import and its results."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QStandardPaths, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyleOptionViewItem,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.master_data.importer import (
    BAD_CELL_ROLE,
    ROW_STATE_ROLE,
    STATE_COLORS,
    ImportViewModel,
    Phase,
    mode_help,
    mode_text,
)
from app.viewmodels.table_export import TableExporter
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.cells import TextDirectionDelegate
from app.views.widgets.export import FORMATS, name_filter, open_file_dialog, save_file_dialog
from app.views.widgets.forms import Banner, add_shortcut
from app.views.widgets.screen import Screen
from app.views.widgets.tables import fit_header_height

_BAD_CELL = QColor("#f9d6d3")
_DARK_TEXT = QColor("#202124")


class ImportCellDelegate(TextDirectionDelegate):
    """Bad cells on pale red (dark text, in any theme); the status in its state's colour."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.data(BAD_CELL_ROLE):
            option.backgroundBrush = QBrush(_BAD_CELL)
            option.palette.setColor(QPalette.ColorRole.Text, _DARK_TEXT)
        elif index.column() == 1:
            state = index.data(ROW_STATE_ROLE)
            if state is not None:
                option.palette.setColor(QPalette.ColorRole.Text, QColor(STATE_COLORS[state]))


class ImportView(Screen):
    """Binds an ``ImportViewModel``."""

    def __init__(self, view_model: ImportViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: ImportViewModel = view_model
        self.setObjectName("ImportView")
        self.file_dialog: QFileDialog | None = None
        """The Open or Save dialog while it is open (tests choose the file through it)."""
        self._exporter = TableExporter(view_model.errors, self)

        self.choose_button = QPushButton(self.tr("&Choose file…"))
        self.choose_button.setToolTip(self.tr("Open a CSV file or an Excel workbook (Ctrl+O)"))
        self.file_label = ValueLabel(self.tr("File"), self.tr("No file chosen"))
        self.mode = QComboBox()
        self.mode.setAccessibleName(self.tr("What the import does"))
        for mode in view_model.kind.modes:
            self.mode.addItem(mode_text(mode), mode.value)
            self.mode.setItemData(
                self.mode.count() - 1, mode_help(mode), Qt.ItemDataRole.ToolTipRole
            )
        mode_label = QLabel(self.tr("&Mode"))
        mode_label.setBuddy(self.mode)
        top = QHBoxLayout()
        top.addWidget(self.choose_button)
        top.addWidget(self.file_label, 1)
        top.addWidget(mode_label)
        top.addWidget(self.mode)

        self.banner = Banner()

        self.mapping = QTableWidget(0, 2)
        self.mapping.setAccessibleName(self.tr("Columns of the file"))
        self.mapping.setHorizontalHeaderLabels(
            [self.tr("Column in the file"), self.tr("Imports into")]
        )
        self.mapping.verticalHeader().setVisible(False)
        self.mapping.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.mapping.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # The field names must be readable whole; the file's header may be cut (its tooltip
        # and the preview show it).
        self.mapping.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.mapping.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.mapping.setColumnWidth(1, 190)
        mapping_box = QWidget()
        mapping_layout = QVBoxLayout(mapping_box)
        mapping_layout.setContentsMargins(0, 0, 0, 0)
        mapping_title = QLabel(self.tr("<b>Columns</b> — what each column of the file holds"))
        mapping_title.setWordWrap(True)
        mapping_layout.addWidget(mapping_title)
        mapping_layout.addWidget(self.mapping, 1)

        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Rows of the file"))
        self.table.setModel(view_model.model)
        fit_header_height(self.table)  # titles as high as their glyphs need
        self.table.setItemDelegate(ImportCellDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setMinimumSectionSize(48)
        self.hint = QLabel(self._hint_text())
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setMargin(24)
        self.center = QStackedWidget()
        self.center.addWidget(self.hint)
        self.center.addWidget(self.table)

        self.splitter = QSplitter()
        self.splitter.addWidget(mapping_box)
        self.splitter.addWidget(self.center)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([330, 730])

        self.problems_only = QCheckBox(self.tr("Only rows &needing attention"))
        self.problems_only.setToolTip(
            self.tr("Hide the rows that are ready or imported, to find the ones to fix")
        )
        self.summary = ValueLabel(self.tr("Counts"))
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setMaximumWidth(260)
        self.progress.setFormat(self.tr("%v of %m rows"))
        self.import_button = QPushButton(self.tr("&Import"))
        self.import_button.setDefault(True)
        self.import_button.setToolTip(self.tr("Send the ready rows (Ctrl+Enter)"))
        self.export_failed_button = QPushButton(self.tr("E&xport failed rows…"))
        self.export_failed_button.setToolTip(
            self.tr("Save the rows that were not imported, with an Error column, to fix them")
        )
        bottom = QHBoxLayout()
        bottom.addWidget(self.problems_only)
        bottom.addSpacing(12)
        bottom.addWidget(self.summary, 1)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.export_failed_button)
        bottom.addWidget(self.import_button)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)
        self.setFocusProxy(self.choose_button)
        QWidget.setTabOrder(self.choose_button, self.mode)
        QWidget.setTabOrder(self.mode, self.mapping)
        QWidget.setTabOrder(self.mapping, self.table)
        QWidget.setTabOrder(self.table, self.problems_only)
        QWidget.setTabOrder(self.problems_only, self.export_failed_button)
        QWidget.setTabOrder(self.export_failed_button, self.import_button)

        # view -> view-model
        self.choose_button.clicked.connect(self.choose_file)
        self.mode.currentIndexChanged.connect(self._mode_chosen)
        self.import_button.clicked.connect(view_model.start_import)
        self.export_failed_button.clicked.connect(self.export_failed)
        self.problems_only.toggled.connect(view_model.model.show_problems_only)
        self.banner.actionClicked.connect(self.banner.clear)
        add_shortcut(self, QKeySequence.StandardKey.Open, self.choose_file)
        add_shortcut(self, QKeySequence("Ctrl+Return"), view_model.start_import)
        add_shortcut(self, QKeySequence("Ctrl+Enter"), view_model.start_import)

        # view-model -> view
        view_model.phaseChanged.connect(self._show_phase)
        view_model.summaryChanged.connect(self.summary.setText)
        view_model.progressChanged.connect(self._show_progress)
        view_model.messageChanged.connect(self._show_message)
        view_model.mappingChanged.connect(self._show_mapping)
        view_model.model.modelReset.connect(self._fit_columns)
        self._exporter.finished.connect(lambda text: self._show_message(text, "info"))
        self._exporter.failed.connect(lambda text: self._show_message(text, "error"))
        self._show_phase(view_model.phase)

    def title(self) -> str:
        return self.view_model.title()

    def _hint_text(self) -> str:
        if self.view_model.kind.name == "customers":
            example = self.tr("Code, Name, Mobile, Email (or الكود، الاسم، الموبايل)")
        else:
            example = self.tr("Description, Code, SKU, Price (or الوصف، الكود، السعر)")
        return self.tr(
            "<p>Choose a CSV file or an Excel workbook with one record per row.</p>"
            "<p>The first row names the columns, for example: {example}. You can say what "
            "each column holds before anything is sent, and every row is checked first.</p>"
        ).format(example=example)

    # -- file --------------------------------------------------------------------------------
    def choose_file(self) -> QFileDialog | None:
        if self.view_model.phase in (Phase.IMPORTING, Phase.LOADING):
            return None
        self.file_dialog = open_file_dialog(
            self,
            self.tr("Choose the file to import"),
            self.tr("Tables (*.csv *.xlsx);;CSV (*.csv);;Excel workbook (*.xlsx)"),
            self.view_model.load,
        )
        self.file_dialog.finished.connect(lambda _result: setattr(self, "file_dialog", None))
        return self.file_dialog

    def export_failed(self) -> QFileDialog | None:
        source = self.view_model.path
        if source is None or not self.view_model.failed_count:
            return None
        suffix = source.suffix.lower() if source.suffix.lower() in FORMATS else ".csv"
        folder = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        suggested = folder / self.tr("{name} - not imported{suffix}").format(
            name=source.stem, suffix=suffix
        )
        self.file_dialog = save_file_dialog(
            self,
            self.tr("Export failed rows"),
            suggested,
            name_filter(suffix),
            lambda path: self._exporter.export(self.view_model.failed_rows_table(), path),
        )
        self.file_dialog.finished.connect(lambda _result: setattr(self, "file_dialog", None))
        return self.file_dialog

    # -- view-model -> view -----------------------------------------------------------------
    def _mode_chosen(self) -> None:
        self.view_model.set_mode(self.mode.currentData())

    def _show_mapping(self) -> None:
        table = self.view_model.table
        headers = table.headers if table is not None else []
        choices = self.view_model.field_choices()
        self.mapping.setRowCount(len(headers))
        for column, header in enumerate(headers):
            example = next((row[column] for row in table.rows if row[column]), "") if table else ""
            item = QTableWidgetItem(header or self.tr("(no name)"))
            if example:
                item.setToolTip(self.tr("First value: {value}").format(value=example))
            self.mapping.setItem(column, 0, item)
            combo = QComboBox()
            combo.setAccessibleName(self.tr("Column “{name}” imports into").format(name=header))
            for name, label in choices:
                combo.addItem(label, name)
            current = self.view_model.mapping[column]
            combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
            combo.currentIndexChanged.connect(
                lambda _index, c=column, box=combo: self.view_model.set_mapping(
                    c, box.currentData()
                )
            )
            self.mapping.setCellWidget(column, 1, combo)
        self._show_phase(self.view_model.phase)

    def _show_phase(self, phase: str) -> None:
        vm = self.view_model
        importing = phase in (Phase.IMPORTING, Phase.LOADING)
        has_rows = vm.table is not None
        self.center.setCurrentWidget(self.table if has_rows else self.hint)
        if vm.path is not None:
            self.file_label.setText(vm.path.name)
            self.file_label.setToolTip(str(vm.path))
        self.choose_button.setEnabled(not importing)
        # After an import, another mode or mapping checks the same file again (say, to
        # update the rows that already existed).
        self.mode.setEnabled(not importing)
        self.mapping.setEnabled(not importing)
        ready = vm.ready_count
        self.import_button.setEnabled(phase == Phase.PREVIEW and ready > 0)
        self.import_button.setText(
            QCoreApplication.translate("ImportView", "&Import %Ln rows", "", ready)
            if ready
            else self.tr("&Import")
        )
        self.export_failed_button.setEnabled(not importing and vm.failed_count > 0)
        if phase == Phase.DONE:
            self.progress.setVisible(False)

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setVisible(True)
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def _show_message(self, text: str, kind: str) -> None:
        if not text:
            self.banner.clear()
            return
        action = self.tr("Dismiss") if kind != "error" else ""
        self.banner.show_message(text, kind=kind, action=action)

    def _fit_columns(self) -> None:
        # Previews are read, not edited: size columns to a sample of rows, then cap them so
        # one long description does not push the others out of view.
        self.table.resizeColumnsToContents()
        for column in range(self.view_model.model.columnCount()):
            limit = 420 if column == 1 else 260
            if self.table.columnWidth(column) > limit:
                self.table.setColumnWidth(column, limit)
