"""A report screen: its parameters, the table, "as of", export, print and PDF.

Double-clicking a figure asks for what lies behind it (``drillRequested``): the main
window opens the account's ledger, the customer's statement or the document itself.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

from PySide6.QtCore import (
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.money import currency_decimals
from app.printing.company import CompanyDetails
from app.printing.page import Paper, PrintedDocument, PrintLanguage, load_style
from app.printing.table import TableReport, layout_table
from app.reports.sales import GroupBy
from app.reports.statements import Columns, Compare
from app.viewmodels.printing.labels import print_labels
from app.viewmodels.reports.arrange import Arrangement
from app.viewmodels.reports.output import to_printed, to_sheet
from app.viewmodels.reports.parameters import Needs, ReportParameters
from app.viewmodels.reports.posting import PostingViewModel
from app.viewmodels.reports.report import ReportViewModel
from app.viewmodels.reports.table import ColumnKind, Drill, RowLevel
from app.viewmodels.reports.table_model import DRILL_ROLE, LEVEL_ROLE
from app.viewmodels.session import Session
from app.viewmodels.table_export import TableExporter, documents_folder, right_to_left
from app.views.printing.render import write_pdf
from app.views.shell.theme import Tone, text_color
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.cells import TextDirectionDelegate
from app.views.widgets.document_filters import FilterRow
from app.views.widgets.export import ExportButton, save_file_dialog
from app.views.widgets.forms import FieldError, LoadBanner
from app.views.widgets.screen import Screen
from app.views.widgets.tables import make_table

TYPING_PAUSE_MS = 300


def date_edit(day: date) -> QDateEdit:
    edit = QDateEdit(QDate(day.year, day.month, day.day))
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    return edit


def day_of(edit: QDateEdit) -> date:
    value = edit.date()
    return date(value.year(), value.month(), value.day())


def _year_before(day: date) -> date:
    """The same day a year earlier (28 February for 29 February)."""
    try:
        return day.replace(year=day.year - 1)
    except ValueError:
        return day.replace(year=day.year - 1, day=28)


class LevelDelegate(TextDirectionDelegate):
    """Subtotal, heading and total rows in bold."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        level = index.data(LEVEL_ROLE)
        # Qt hands the enum back as its plain string value: compare by value.
        if level is not None and level != RowLevel.DETAIL:
            option.font.setBold(True)


class ChoiceCombo(QComboBox):
    """An editable list of (id, "code · name") choices that finds by any part typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setMinimumContentsLength(24)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        completer = self.completer()
        if completer is not None:
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def set_choices(self, choices: list[tuple[int, str]], current: int | None) -> None:
        self.blockSignals(True)
        self.clear()
        for key, text in choices:
            self.addItem(text, key)
        index = self.findData(current) if current is not None else -1
        self.setCurrentIndex(index)
        if index < 0:
            self.setEditText("")
        self.blockSignals(False)

    def current_id(self) -> int | None:
        """The chosen id; typed text that names exactly one choice counts too."""
        text = self.currentText().strip()
        if not text:
            return None
        exact = self.findText(text, Qt.MatchFlag.MatchFixedString)
        if exact >= 0:
            return int(self.itemData(exact))
        matches = [i for i in range(self.count()) if text.casefold() in self.itemText(i).casefold()]
        return int(self.itemData(matches[0])) if len(matches) == 1 else None


class ReportView(Screen):
    """One report in a tab. ``drillRequested(Drill)`` asks the main window to open what
    is behind a figure; ``exportRequested``/``printRequested``/``pdfRequested`` are
    handled by ``app.views.reports.output`` (export, printing)."""

    drillRequested = Signal(object)

    def __init__(self, view_model: ReportViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: ReportViewModel = view_model
        self.setObjectName("ReportView")
        needs = view_model.definition.needs
        params = view_model.parameters

        row = FilterRow()
        self.date_from = date_edit(params.date_from)
        self.date_to = date_edit(params.date_to)
        self.as_of = date_edit(params.as_of)
        self.account = ChoiceCombo()
        self.customer = ChoiceCombo()
        self.supplier = ChoiceCombo()
        self.posted_only = QCheckBox(self.tr("Posted on&ly"))
        self.posted_only.setChecked(params.posted_only)
        self.posted_only.setToolTip(
            self.tr(
                "Count posted entries only (by default unposted ones count too, as the "
                "server's customer balance does)"
            )
        )
        if Needs.ACCOUNT in needs:
            row.add(self.tr("Acco&unt"), self.account, 1)
        if Needs.CUSTOMER in needs:
            row.add(self.tr("C&ustomer"), self.customer, 1)
        if Needs.SUPPLIER in needs:
            row.add(self.tr("S&upplier"), self.supplier, 1)
        if Needs.PERIOD in needs:
            row.add(self.tr("From"), self.date_from)
            row.add(self.tr("To"), self.date_to)
        if Needs.AS_OF in needs:
            row.add(self.tr("As of"), self.as_of)
        # Statements: months or quarters side by side, and what to compare with.
        self.columns = QComboBox()
        for value, text in (
            (Columns.NONE, self.tr("One column")),
            (Columns.MONTH, self.tr("By month")),
            (Columns.QUARTER, self.tr("By quarter")),
        ):
            self.columns.addItem(text, value.value)
        self.columns.setCurrentIndex(max(0, self.columns.findData(params.columns.value)))
        self.compare = QComboBox()
        for compare, text in (
            (Compare.NONE, self.tr("No comparison")),
            (Compare.PREVIOUS_PERIOD, self.tr("Previous period")),
            (Compare.PREVIOUS_YEAR, self.tr("Same period last year")),
        ):
            self.compare.addItem(text, compare.value)
        self.compare.setCurrentIndex(max(0, self.compare.findData(params.compare.value)))
        self.compare_on = QCheckBox(self.tr("Compare &with"))
        self.compare_as_of = date_edit(params.compare_as_of or _year_before(params.as_of))
        self.compare_as_of.setAccessibleName(self.tr("Comparison date"))
        self.compare_on.setChecked(params.compare_as_of is not None)
        self.compare_as_of.setEnabled(params.compare_as_of is not None)
        # Gross profit: what its rows are.
        self.group_by = QComboBox()
        for group, text in (
            (GroupBy.ITEM, self.tr("Item")),
            (GroupBy.CUSTOMER, self.tr("Customer")),
            (GroupBy.SALES_PERSON, self.tr("Sales person")),
            (GroupBy.MONTH, self.tr("Month")),
        ):
            self.group_by.addItem(text, group.value)
        self.group_by.setCurrentIndex(max(0, self.group_by.findData(params.group_by.value)))
        if Needs.GROUP_BY in needs:
            row.add(self.tr("&By"), self.group_by)
        if Needs.COLUMNS in needs:
            row.add(self.tr("Col&umns"), self.columns)
        if Needs.COMPARE in needs:
            row.add(self.tr("Compare"), self.compare)
        if Needs.COMPARE_AS_OF in needs:
            row.addWidget(self.compare_on)
            row.addWidget(self.compare_as_of)
        if Needs.POSTED_ONLY in needs:
            row.addWidget(self.posted_only)
        row.addStretch(1)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(
            self.tr("Ask the server for what changed and compute the report again")
        )
        row.addWidget(self.refresh_button)

        # Reading a long report: a filter over every cell's text, the top N of each group,
        # and a click on a column's title to sort by it (again: the other way).
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Text in any column"))
        self.filter.setClearButtonEnabled(True)
        self.top = QSpinBox()
        self.top.setRange(0, 100_000)
        self.top.setSpecialValueText(self.tr("All"))
        self.top.setToolTip(self.tr("Show only the first rows of each group (after sorting)"))
        self.arrangement_note = QLabel()
        self.arrangement_note.setStyleSheet(f"color: {text_color(Tone.MUTED)};")
        self.arrangement_note.setVisible(False)
        reading = FilterRow()
        reading.add(self.tr("F&ilter"), self.filter, 1)
        reading.add(self.tr("&Keep first"), self.top)
        reading.addWidget(self.arrangement_note)
        self.problem = FieldError()
        self.banner = LoadBanner()
        self.freshness = ValueLabel(self.tr("Figures"))
        self.freshness.setStyleSheet(f"color: {text_color(Tone.MUTED)};")
        self.table: QTableView = make_table(
            view_model.model,
            view_model.title(),
            sortable=False,
            multi_select=view_model.definition.name == "unposted",
        )
        self.table.setItemDelegate(LevelDelegate(self.table))
        self.table.doubleClicked.connect(self._drill)
        self.table.activated.connect(self._drill)

        self.export_button = ExportButton(
            TableExporter(view_model.errors, self),
            lambda: to_sheet(
                view_model.model.table,
                right_to_left=right_to_left(),
                company=self.company_text(),
                as_of=view_model.freshness,
                money_decimals=currency_decimals(self.company.currency),
            ),
            view_model.definition.name,
            self.banner.show_status,
        )
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Preview the report and print it"))
        self.pdf_button = QPushButton(self.tr("&Save as PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the report as a PDF file (A4)"))
        self.company = CompanyDetails()
        """Printed at the top of each page (the profile's company details)."""
        self.company_name = ""
        """The name printed when the company details have none (the profile's)."""
        self.pdf_dialog: QFileDialog | None = None
        self.preview: QDialog | None = None
        self.session: Session | None = None
        """The profile's session (the print window remembers the printer per profile)."""
        buttons = QHBoxLayout()
        self.action_row = buttons
        self.post_button: QPushButton | None = None
        self.posting: PostingViewModel | None = None
        buttons.addWidget(self.freshness, 1)
        for button in (self.export_button, self.print_button, self.pdf_button):
            buttons.addWidget(button)

        title = QLabel(f"<h3>{view_model.title()}</h3>")
        title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(row)
        layout.addLayout(reading)
        layout.addWidget(self.problem)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        # What the report says of its own figures (where they come from, what they leave
        # out), as its printed page says it under the table.
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet(f"color: {text_color(Tone.MUTED)};")
        self.notes.setVisible(False)
        layout.addWidget(self.notes)
        layout.addLayout(buttons)

        self.refresh_button.clicked.connect(self.refresh)
        self.print_button.clicked.connect(self.open_preview)
        self.pdf_button.clicked.connect(self.choose_pdf)
        # Typing a date changes it at each digit: compute once the typing pauses.
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(TYPING_PAUSE_MS)
        self._typing.timeout.connect(self.refresh)
        for edit in (self.date_from, self.date_to, self.as_of, self.compare_as_of):
            edit.dateChanged.connect(lambda _day: self._typing.start())
        self.columns.activated.connect(lambda _index: self.refresh())
        self.compare.activated.connect(lambda _index: self.refresh())
        self.group_by.activated.connect(lambda _index: self.refresh())
        self.compare_on.toggled.connect(self.compare_as_of.setEnabled)
        self.compare_on.toggled.connect(lambda _on: self.refresh())
        self.posted_only.toggled.connect(lambda _on: self.refresh())
        self.account.activated.connect(lambda _index: self.refresh())
        self.customer.activated.connect(lambda _index: self.refresh())
        self.supplier.activated.connect(lambda _index: self.refresh())
        self._filtering = QTimer(self)
        self._filtering.setSingleShot(True)
        self._filtering.setInterval(TYPING_PAUSE_MS)
        self._filtering.timeout.connect(self.rearrange)
        self.filter.textChanged.connect(lambda _text: self._filtering.start())
        self.top.valueChanged.connect(lambda _value: self._filtering.start())
        header = self.table.horizontalHeader()
        header.setSectionsClickable(True)
        header.sectionClicked.connect(self.sort_by)
        self.listen(view_model.arrangementChanged, self._show_arrangement)
        self.listen(view_model.problemChanged, self.problem.show_error)
        self.listen(view_model.freshnessChanged, self.freshness.setText)
        self.listen(view_model.tableChanged, self._table_changed)
        self.listen(view_model.choicesChanged, self.show_choices)
        self.listen(view_model.busyChanged, self._busy)

    def title(self) -> str:
        return self.view_model.title()

    def enable_posting(self, posting: PostingViewModel) -> None:
        """The Unposted entries' action: select entries (Ctrl or Shift and click) and Post
        them; the banner says what the server did with each."""
        self.posting = posting
        button = QPushButton(self.tr("P&ost selected"))
        button.setToolTip(
            self.tr("Post the selected journal entries you have reviewed (sent as they are)")
        )
        button.setEnabled(False)
        self.post_button = button
        self.action_row.insertWidget(1, button)
        button.clicked.connect(self.post_selected)
        self.table.selectionModel().selectionChanged.connect(
            lambda *_: button.setEnabled(bool(self.selected_codes()) and not posting.busy)
        )
        self.listen(posting.busyChanged, lambda busy: button.setEnabled(not busy))
        self.listen(posting.finished, lambda text, _posted: self.banner.show_status(text))

    def selected_codes(self) -> list[str]:
        """The document codes of the selected rows (totals and headings left out)."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        codes = []
        for row in rows:
            drill = self.view_model.model.row(row).drill
            if drill is not None and isinstance(drill.key, str):
                codes.append(drill.key)
        return codes

    def post_selected(self) -> None:
        codes = self.selected_codes()
        if self.posting is not None and codes:
            self.posting.post(codes)

    def company_text(self) -> str:
        """The company's name in the window's language (the profile's name without one)."""
        arabic = QLocale().language() == QLocale.Language.Arabic
        language = PrintLanguage.ARABIC if arabic else PrintLanguage.ENGLISH
        return self.company.name_in(language) or self.company_name

    def parameters(self) -> ReportParameters:
        """The parameters the fields say."""
        return self.view_model.parameters.with_changes(
            date_from=day_of(self.date_from),
            date_to=day_of(self.date_to),
            as_of=day_of(self.as_of),
            account_id=self.account.current_id(),
            customer_id=self.customer.current_id(),
            supplier_id=self.supplier.current_id(),
            posted_only=self.posted_only.isChecked(),
            columns=Columns(self.columns.currentData()),
            compare=Compare(self.compare.currentData()),
            group_by=GroupBy(self.group_by.currentData()),
            compare_as_of=day_of(self.compare_as_of) if self.compare_on.isChecked() else None,
        )

    def sort_by(self, column: int) -> None:
        """Sort by ``column``; the same column again sorts the other way."""
        current = self.view_model.arrangement
        descending = not current.descending if current.sort_column == column else False
        header = self.table.horizontalHeader()
        header.setSortIndicatorShown(True)
        header.setSortIndicator(
            column, Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        )
        self.view_model.set_arrangement(Arrangement(column, descending, current.text, current.top))

    def rearrange(self) -> None:
        """The filter's text and the top N as the fields say."""
        self._filtering.stop()
        current = self.view_model.arrangement
        self.view_model.set_arrangement(
            Arrangement(
                current.sort_column, current.descending, self.filter.text(), self.top.value()
            )
        )

    def _show_arrangement(self, note: str) -> None:
        self.arrangement_note.setText(note)
        self.arrangement_note.setVisible(bool(note))

    def refresh(self) -> None:
        self._typing.stop()
        self.view_model.set_parameters(self.parameters())
        self.view_model.refresh()

    def show_choices(
        self,
        accounts: list[tuple[int, str]],
        customers: list[tuple[int, str]],
        suppliers: list[tuple[int, str]],
    ) -> None:
        params = self.view_model.parameters
        self.account.set_choices(accounts, params.account_id)
        self.customer.set_choices(customers, params.customer_id)
        self.supplier.set_choices(suppliers, params.supplier_id)

    def _busy(self, busy: bool) -> None:
        self.refresh_button.setEnabled(not busy)

    def _table_changed(self) -> None:
        """Columns as wide as their contents; the room left goes to the widest text column
        (the account's or customer's name), not to the last figure."""
        table, model = self.table, self.view_model.model
        summary = model.table.summary
        lines = (*model.table.notes, *((summary.text(),) if summary is not None else ()))
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))
        # Export proposes the report's own name with its dates (trial-balance-2026-01-01-...).
        self.export_button.set_base_name(model.table.file_name)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        table.resizeColumnsToContents()
        for column in range(model.columnCount()):
            table.setColumnWidth(column, min(table.columnWidth(column) + 12, 360))
        texts = [
            c for c, column in enumerate(model.table.columns) if column.kind == ColumnKind.TEXT
        ]
        if texts:
            widest = max(texts, key=table.columnWidth)
            # The vertical scroll bar may appear once the rows are in: keep room for it.
            scroll_bar = table.verticalScrollBar().sizeHint().width()
            spare = table.viewport().width() - header.length() - scroll_bar
            if spare > 0:
                table.setColumnWidth(widest, table.columnWidth(widest) + spare)

    def _drill(self, index: QModelIndex) -> None:
        drill = index.data(DRILL_ROLE)
        if isinstance(drill, Drill):
            self.drillRequested.emit(drill)

    # -- printing ------------------------------------------------------------------------
    def printed_document(self) -> PrintedDocument:
        """The report laid out on A4 pages in the window's language."""
        table = self.view_model.model.table
        if self.view_model.freshness:
            table = replace(table, notes=(*table.notes, self.view_model.freshness))
        locale = QLocale()
        arabic = locale.language() == QLocale.Language.Arabic
        labels = print_labels(
            PrintLanguage.ARABIC if arabic else PrintLanguage.ENGLISH,
            arabic_digits=locale.zeroDigit() != "0",
        )
        language = PrintLanguage.ARABIC if arabic else PrintLanguage.ENGLISH
        company = self.company.name_in(language) or self.company_name
        # A4; turned to landscape by the layout where the table's figures need it.
        return layout_table(to_printed(table, company), load_style(Paper.A4), labels)

    def choose_pdf(self) -> QFileDialog:
        """Save as PDF: a Save dialog in the Documents folder, named after the report."""
        folder = documents_folder()
        name = self.view_model.model.table.file_name or self.view_model.definition.name
        self.pdf_dialog = save_file_dialog(
            self,
            self.tr("Save as PDF"),
            folder / f"{name}.pdf",
            self.tr("PDF document (*.pdf)"),
            self._pdf_chosen,
        )
        return self.pdf_dialog

    def _pdf_chosen(self, path: str) -> None:
        self.save_pdf(path)

    def save_pdf(self, path: str | Path) -> Path | None:
        target = Path(path)
        try:
            write_pdf(self.printed_document(), target)
        except OSError as exc:
            self.banner.show_message(
                self.tr("The PDF could not be saved: {reason}").format(reason=exc)
            )
            return None
        self.banner.show_message(self.tr("Saved as {file}").format(file=target.name), kind="info")
        return target

    def open_preview(self) -> QDialog:
        """Print: the print window (preview, zoom, printer, PDF; English or Arabic) with
        the report as a table."""
        from app.viewmodels.printing.document import PrintViewModel, TableSource
        from app.views.printing.window import open_print_dialog, window_language

        table = self.view_model.model.table
        if self.view_model.freshness:
            table = replace(table, notes=(*table.notes, self.view_model.freshness))

        def report(language: PrintLanguage) -> TableReport:
            return to_printed(table, self.company.name_in(language) or self.company_name)

        language, arabic_digits = window_language()
        view_model = PrintViewModel(
            self.session,
            TableSource(report),
            self.view_model.errors,
            language=language,
            arabic_digits=arabic_digits,
            parent=self,
        )
        self.preview = open_print_dialog(self, view_model, self.view_model.title())
        return self.preview
