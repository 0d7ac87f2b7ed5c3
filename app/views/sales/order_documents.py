"""Dialogs of a saved sales order: print layouts, manual links, cash in. Each is opened with
``open()`` (never a nested event loop) and works from the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QFontDatabase,
    QGuiApplication,
    QKeyEvent,
    QPalette,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.choices import Choice
from app.viewmodels.sales.order_documents import ManualLinksViewModel, PrintTemplatesViewModel
from app.views.widgets.dialogs import with_mnemonics
from app.views.widgets.forms import Banner, FieldError

TEMPLATE_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class PrintTemplatesDialog(QDialog):
    """Choose one of the order's print layouts; see its body as the API gives it and the
    order filled in; print or copy that."""

    def __init__(self, view_model: PrintTemplatesViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        vm = view_model
        self.setWindowTitle(self.tr("Print {code}").format(code=vm.order.code or ""))
        self.resize(900, 560)
        self.banner = Banner()
        self.templates = QListWidget()
        self.templates.setAccessibleName(self.tr("Print layouts"))
        self.templates.setMinimumWidth(220)
        self.details = QLabel()
        font = self.details.font()
        font.setBold(True)
        self.details.setFont(font)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.body = QPlainTextEdit()
        self.body.setReadOnly(True)
        self.body.setFont(fixed)
        self.body.setAccessibleName(self.tr("Layout as the server gives it"))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setFont(fixed)
        self.preview.setAccessibleName(self.tr("Preview of this order"))
        note = QLabel(
            self.tr(
                "The server gives the layout only (its name, paper and text with "
                "{placeholders}); it does not print. The preview is filled in here from the "
                "order, and that is what prints."
            )
        )
        note.setWordWrap(True)
        note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        body_label = QLabel(self.tr("&Layout as the server gives it"))
        body_label.setBuddy(self.body)
        preview_label = QLabel(self.tr("Pre&view with this order"))
        preview_label.setBuddy(self.preview)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.details)
        right_layout.addWidget(body_label)
        right_layout.addWidget(self.body, 2)
        right_layout.addWidget(preview_label)
        right_layout.addWidget(self.preview, 3)
        right_layout.addWidget(note)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        templates_label = QLabel(self.tr("Print la&youts"))
        templates_label.setBuddy(self.templates)
        left_layout.addWidget(templates_label)
        left_layout.addWidget(self.templates)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)

        self.print_button = QPushButton(self.tr("&Print…"))
        self.copy_button = QPushButton(self.tr("C&opy preview"))
        self.close_button = QPushButton(self.tr("&Close"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)

        for button in (self.print_button, self.copy_button, self.close_button):
            button.setAutoDefault(False)  # Enter in the list is not a click on Print
        self.templates.currentItemChanged.connect(self._template_chosen)
        self.print_button.clicked.connect(self.print_preview)
        self.copy_button.clicked.connect(self.copy_preview)
        self.close_button.clicked.connect(self.reject)
        vm.templatesChanged.connect(self._show_templates)
        vm.chosenChanged.connect(self._show_chosen)
        vm.failed.connect(lambda text: self.banner.show_message(text, kind="warning"))
        self._show_chosen()
        self.finished.connect(self.deleteLater)
        vm.load()

    def _show_templates(self) -> None:
        self.templates.blockSignals(True)
        self.templates.clear()
        for template in self.view_model.templates:
            text = template.name or f"#{template.id}"
            if template.is_default:
                text = self.tr("{name} (default)").format(name=text)
            item = QListWidgetItem(text)
            item.setData(TEMPLATE_ID_ROLE, template.id)
            self.templates.addItem(item)
        self.templates.blockSignals(False)
        self.templates.setFocus()

    def _template_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.view_model.choose(int(item.data(TEMPLATE_ID_ROLE)))

    def _show_chosen(self) -> None:
        vm = self.view_model
        chosen = vm.chosen
        self.details.setText(vm.details() or self.tr("Reading the layouts…"))
        self.body.setPlainText((chosen.body or "") if chosen else "")
        self.preview.setPlainText(vm.preview)
        ready = bool(vm.preview)
        self.print_button.setEnabled(ready)
        self.copy_button.setEnabled(ready)
        if chosen is not None:
            for row in range(self.templates.count()):
                item = self.templates.item(row)
                if item.data(TEMPLATE_ID_ROLE) == chosen.id and self.templates.currentRow() != row:
                    self.templates.blockSignals(True)
                    self.templates.setCurrentRow(row)
                    self.templates.blockSignals(False)

    def copy_preview(self) -> None:
        QGuiApplication.clipboard().setText(self.view_model.preview)
        self.banner.show_message(self.tr("The preview is on the clipboard."), kind="info")

    def print_preview(self) -> None:
        printer = QPrinter()
        dialog = QPrintDialog(printer, self)
        dialog.accepted.connect(lambda: self.print_to(printer))
        dialog.finished.connect(dialog.deleteLater)
        QDialog.open(dialog)  # QPrintDialog's own open() wants a slot to call

    def print_to(self, printer: QPrinter) -> None:
        """Print the preview (plain text in a fixed-width font, as laid out)."""
        document = QTextDocument()
        document.setDefaultFont(self.preview.font())
        document.setPlainText(self.view_model.preview)
        document.print_(printer)


class ManualLinksDialog(QDialog):
    """The documents linked by hand to an order: see them, link another code, unlink one."""

    def __init__(self, view_model: ManualLinksViewModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view_model = view_model
        vm = view_model
        self.setWindowTitle(self.tr("Linked documents of {code}").format(code=vm.code))
        self.resize(520, 420)
        self.banner = Banner()
        intro = QLabel(
            self.tr(
                "Documents tied to {code} by hand. Links reach through: a document linked to "
                "one of these is linked to all of them."
            ).format(code=vm.code)
        )
        intro.setWordWrap(True)
        self.links = _LinkList(self)
        self.links.setAccessibleName(self.tr("Linked documents"))
        self.empty = QLabel(self.tr("No document is linked yet."))
        self.empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("e.g. IO-WH01-3, or several with commas"))
        self.code_error = FieldError()
        code_label = QLabel(self.tr("Link &another"))
        code_label.setBuddy(self.code)
        self.link_button = QPushButton(self.tr("&Link"))
        self.unlink_button = QPushButton(self.tr("&Unlink"))
        self.unlink_button.setToolTip(self.tr("Take the chosen document out of the group (Delete)"))
        self.close_button = QPushButton(self.tr("&Close"))
        add_row = QHBoxLayout()
        add_row.addWidget(code_label)
        add_row.addWidget(self.code, 1)
        add_row.addWidget(self.link_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.unlink_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(intro)
        layout.addWidget(self.links, 1)
        layout.addWidget(self.empty)
        layout.addLayout(add_row)
        layout.addWidget(self.code_error)
        layout.addLayout(buttons)

        # Enter in the code field links; it must not also press a button of the dialog.
        for button in (self.link_button, self.unlink_button, self.close_button):
            button.setAutoDefault(False)
        self.code.returnPressed.connect(self._link)
        self.link_button.clicked.connect(self._link)
        self.unlink_button.clicked.connect(self.unlink_current)
        self.close_button.clicked.connect(self.reject)
        self.code.textEdited.connect(lambda _text: self.code_error.show_error(""))
        vm.linksChanged.connect(self._show_links)
        vm.done.connect(lambda text: self.banner.show_message(text, kind="info"))
        vm.failed.connect(lambda text: self.banner.show_message(text, kind="warning"))
        self._show_links()
        self.finished.connect(self.deleteLater)
        vm.reload()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.code.setFocus()  # a clerk opens this to type a code

    def _show_links(self) -> None:
        current = self.links.currentItem().text() if self.links.currentItem() else None
        self.links.clear()
        self.links.addItems(self.view_model.links)
        self.empty.setVisible(not self.view_model.links)
        self.unlink_button.setEnabled(bool(self.view_model.links))
        found = self.links.findItems(current or "", Qt.MatchFlag.MatchExactly)
        self.links.setCurrentRow(self.links.row(found[0]) if found else 0)

    def _link(self) -> None:
        problem = self.view_model.link(self.code.text())
        self.code_error.show_error(problem)
        if not problem:
            self.code.clear()

    def unlink_current(self) -> None:
        item = self.links.currentItem()
        if item is not None:
            self.view_model.unlink(item.text())


class _LinkList(QListWidget):
    """Delete unlinks the chosen document."""

    def __init__(self, dialog: ManualLinksDialog) -> None:
        super().__init__()
        self.dialog = dialog

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete:
            self.dialog.unlink_current()
            return
        super().keyPressEvent(event)


class CashInDialog(QDialog):
    """Money received on an order: amount, the cash account it goes to, notes."""

    def __init__(
        self,
        code: str,
        left_to_pay: str,
        accounts: list[Choice],
        record: Callable[[int, str, str], str],
        parent: QWidget | None = None,
    ) -> None:
        """``record(account_id, amount_text, notes) -> problem`` records it ("" when sent)."""
        super().__init__(parent)
        self._record = record
        self.setWindowTitle(self.tr("Cash in on {code}").format(code=code))
        self.setMinimumWidth(460)
        self.amount = QLineEdit(left_to_pay)
        self.amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.account = QComboBox()
        for account in accounts:
            self.account.addItem(account.label, account.id)
        self.notes = QLineEdit()
        self.error = FieldError()
        form = QFormLayout()
        form.setHorizontalSpacing(12)
        form.addRow(
            QLabel(self.tr("Left to pay on {code}: {left}").format(code=code, left=left_to_pay))
        )
        amount_label = QLabel(self.tr("A&mount received"))
        amount_label.setBuddy(self.amount)
        form.addRow(amount_label, self.amount)
        account_label = QLabel(self.tr("Cash &account"))
        account_label.setBuddy(self.account)
        form.addRow(account_label, self.account)
        notes_label = QLabel(self.tr("Not&es"))
        notes_label.setBuddy(self.notes)
        form.addRow(notes_label, self.notes)
        self.buttons = with_mnemonics(
            QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Record cash in"))
        if not accounts:
            ok.setEnabled(False)
            self.error.show_error(
                self.tr("No active cash account is known yet: wait for the lists to load.")
            )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.finished.connect(self.deleteLater)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.amount.selectAll()
        self.amount.setFocus()

    def _accept(self) -> None:
        problem = self._record(self.account.currentData(), self.amount.text(), self.notes.text())
        if problem:
            self.error.show_error(problem)
            self.amount.setFocus()
            return
        self.accept()
