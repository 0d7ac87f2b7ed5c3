"""The window's dialogs: connect, preferences, printing, company details, Go to, the
server check, invoiced quantity, statement layout, shortcuts and About."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from app import __version__
from app.viewmodels import draft_kinds
from app.views.shell.parts import WindowPart
from app.views.shell.status import STATUS_MESSAGE_MS
from app.views.widgets.screen import Screen

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from app.viewmodels.shell.jump import JumpTarget
    from app.views.sales.invoiced_quantity import InvoicedQuantityDialog
    from app.views.shell.connect_dialog import ConnectDialog
    from app.views.shell.jump_dialog import JumpDialog
    from app.views.shell.preferences_dialog import PreferencesDialog
    from app.views.shell.server_check import ServerCheckDialog
    from app.views.shell.shortcuts_help import ShortcutsHelpDialog


class DialogsPart(WindowPart):
    """The dialogs the menus open (each non-blocking: ``open()``)."""

    def open_statement_layout(self) -> QDialog | None:
        """Reports › Statement layout… for the open profile (None with no session)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.views.reports.screens import open_statement_layout

        return open_statement_layout(self.whole(), session)

    def _jump_targets(self) -> list[JumpTarget]:
        """What Ctrl+K finds: a cached list and the editor its records open in."""
        from app.models.customers import CustomerResponse
        from app.models.stock_items import StockItemResponse
        from app.models.taxes import TaxResponse
        from app.viewmodels.inventory.stock_item_list import item_to_edit
        from app.viewmodels.shell.jump import JumpTarget

        return [
            JumpTarget(
                "customers",
                draft_kinds.CUSTOMER,
                QCoreApplication.translate("MainWindow", "Customer"),
                CustomerResponse,
            ),
            JumpTarget(
                "taxes",
                draft_kinds.TAX,
                QCoreApplication.translate("MainWindow", "Tax"),
                TaxResponse,
            ),
            JumpTarget(
                "stock_items",
                draft_kinds.STOCK_ITEM,
                QCoreApplication.translate("MainWindow", "Stock item"),
                StockItemResponse,
                load=item_to_edit,
            ),
        ]

    def open_jump(self) -> JumpDialog | None:
        """View › Go to (Ctrl+K): any cached record by code or name."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.shell.jump import JumpViewModel, ScreenResult, document_targets
        from app.viewmodels.shell.navigation import AVAILABLE, navigation
        from app.views.shell.jump_dialog import JumpDialog

        screens = [
            (entry.key, entry.title, area.title)
            for area in navigation()
            for entry in area.entries
            if entry.key in AVAILABLE
        ]
        view_model = JumpViewModel(
            session,
            self._jump_targets(),
            self._errors,
            screens=screens,
            documents=document_targets(),
        )
        self.view_model.adopt(view_model)  # a read still running stops with the session

        def open_result(result: Any, record: Any) -> None:
            if isinstance(result, ScreenResult):
                self.open_entry(result.key)
            else:
                self.open_editor(result.editor_kind, record)

        dialog = JumpDialog(view_model, open_result, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        return dialog

    def open_server_check(self) -> ServerCheckDialog | None:
        """Help › Check this server…: the doctor's report on the current profile's server,
        started at once (its view-model owned by the session, as a tab's is)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.shell.server_check import ServerCheckViewModel
        from app.views.shell.server_check import ServerCheckDialog

        view_model = ServerCheckViewModel(session, self._errors)
        self.view_model.adopt(view_model)
        dialog = ServerCheckDialog(view_model, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        dialog.start()
        return dialog

    def open_invoiced_quantity(self) -> InvoicedQuantityDialog | None:
        """Tools › Adjust invoiced quantity…: a dialog (its view-model owned by the
        session, so that closing the session stops its work)."""
        session = self.view_model.session
        if session is None:
            return None
        from app.viewmodels.sales.invoiced_quantity import InvoicedQuantityViewModel
        from app.views.sales.invoiced_quantity import InvoicedQuantityDialog

        view_model = InvoicedQuantityViewModel(session, self._errors)
        self.view_model.adopt(view_model)
        dialog = InvoicedQuantityDialog(view_model, self)
        dialog.finished.connect(lambda _result: self.view_model.release(view_model))
        dialog.open()
        return dialog

    @property
    def connect_dialog(self) -> ConnectDialog | None:
        """The open File > Connect dialog, if any (there is at most one)."""
        return self._connect_dialog

    def open_connect_dialog(self, profile_id: str | None = None) -> ConnectDialog:
        """File > Connect to a server (non-modal to the event loop: ``open()``)."""
        if self._connect_dialog is not None:
            self._connect_dialog.raise_()
            return self._connect_dialog
        from app.viewmodels.shell.connect import ConnectViewModel
        from app.views.shell.connect_dialog import ConnectDialog

        view_model = ConnectViewModel(main=self.view_model, vault=self._vault, errors=self._errors)
        dialog = ConnectDialog(view_model, self)
        if profile_id is not None:
            index = dialog.profile.findData(profile_id)
            if index >= 0:
                dialog.profile.setCurrentIndex(index)
        view_model.connected.connect(
            lambda where: self.statusBar().showMessage(where, STATUS_MESSAGE_MS)
        )

        def closed() -> None:
            self._connect_dialog = None
            self.view_model.run(
                view_model.shutdown(), context=QCoreApplication.translate("MainWindow", "Closing")
            )
            dialog.deleteLater()

        dialog.finished.connect(closed)
        self._connect_dialog = dialog
        dialog.open()
        return dialog

    def _ask_for_token(self, profile_id: str) -> None:
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "MainWindow", "The token of this profile is not stored on this computer: enter it."
            ),
            STATUS_MESSAGE_MS,
        )
        self.open_connect_dialog(profile_id)

    def open_preferences(self) -> PreferencesDialog:
        """File › Preferences: language and digits, kept for the next start."""
        from app.views.shell.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.view_model.profiles, self)
        dialog.accepted.connect(
            lambda: self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "Preferences saved: they apply the next time the app starts."
                ),
                STATUS_MESSAGE_MS,
            )
        )
        dialog.open()
        return dialog

    def open_print_code(self) -> QDialog | None:
        """File › Print a document: any document by its code, or a customer's statement."""
        from app.views.printing.print_code import PrintCodeDialog

        session = self.view_model.session
        if session is None:
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "Connect to a company first: documents are printed from its server.",
                ),
                STATUS_MESSAGE_MS,
            )
            return None
        dialog = PrintCodeDialog(session, self.view_model.errors, self)
        dialog.open()
        return dialog

    def open_company_details(self) -> QDialog | None:
        """File › Company details: what printed documents say about the company."""
        from app.viewmodels.printing.company import CompanyDetailsForm
        from app.views.printing.company_dialog import CompanyDetailsDialog

        session = self.view_model.session
        form = CompanyDetailsForm.of_session(session) if session is not None else None
        if form is None:
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "Connect to a company first: its details are kept with its profile.",
                ),
                STATUS_MESSAGE_MS,
            )
            return None
        dialog = CompanyDetailsDialog(form, parent=self)
        dialog.accepted.connect(
            lambda: self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "Company details saved: documents print with them."
                ),
                STATUS_MESSAGE_MS,
            )
        )
        dialog.open()
        return dialog

    def show_shortcuts(self) -> ShortcutsHelpDialog:
        """Help › Keyboard shortcuts: the window's keys, then the current tab's."""
        from app.views.shell.shortcuts_help import (
            ShortcutsHelpDialog,
            common_keys,
            grid_keys,
            menu_shortcuts,
            screen_shortcuts,
        )

        rows = menu_shortcuts(self.menuBar())
        screen = self.tabs.currentWidget() if self._tabs else None
        if isinstance(screen, Screen):
            rows += screen_shortcuts(screen, screen.title().removesuffix(" *"))
            rows += grid_keys(screen, screen.title().removesuffix(" *"))
        rows += common_keys()
        dialog = ShortcutsHelpDialog(rows, self)
        dialog.open()
        return dialog

    def _about(self) -> None:
        import html

        from PySide6.QtWidgets import QMessageBox

        from app.views.widgets.dialogs import with_ok

        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "About Back Office Desktop"),
            QCoreApplication.translate(
                "MainWindow",
                "<p><b>Back Office Desktop {version}</b></p><table style='white-space:nowrap'>"
                "<tr><td>Profile:</td><td>{profile}</td></tr>"
                "<tr><td>Data folder:</td><td>{data}</td></tr>"
                "<tr><td>Log folder:</td><td>{logs}</td></tr></table>",
            ).format(
                version=__version__,
                profile=html.escape(self.view_model.profile_name),
                data=html.escape(str(self._paths.data_dir) if self._paths else "-"),
                logs=html.escape(str(self._paths.log_dir) if self._paths else "-"),
            ),
            parent=self,
        )
        box.setObjectName("AboutBox")
        with_ok(box)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # copy a path
        box.finished.connect(box.deleteLater)
        box.open()
