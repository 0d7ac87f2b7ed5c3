"""Accounting > Chart of accounts: browse by account type and by node (the leaf groups the
API lists per type), filter by name; read-only (the API offers no account writes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.api import errors as api_errors
from app.models.accounts import AccountNodeResponse, AccountResponse, AccountType
from app.viewmodels.accounting.account_types import TYPE_WORDS, type_text
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.master_data.master_common import failure_text
from app.viewmodels.rows_table import Column, RowsTableModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

__all__ = ["TYPE_WORDS", "AccountsViewModel", "node_text", "type_text"]

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300


def node_text(node: AccountNodeResponse) -> str:
    return " · ".join(part for part in (node.code, node.name) if part) or f"#{node.id}"


class AccountsViewModel(TaskOwner):
    """Accounts filtered on the server by type, node (classification code) and name."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    summaryChanged = Signal(str)
    nodesLoaded = Signal(str, list)
    """An account type and its nodes (``AccountNodeResponse``)."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = RowsTableModel[AccountResponse](
            [
                Column(translate("Accounts", "Code"), lambda a: a.code or ""),
                Column(translate("Accounts", "Name"), lambda a: a.name or ""),
                Column(translate("Accounts", "Other language"), lambda a: a.other_lang_name or ""),
                Column(translate("Accounts", "Type"), lambda a: type_text(a.type)),
                Column(translate("Accounts", "Node"), lambda a: a.classification_code or ""),
                Column(translate("Accounts", "Alias"), lambda a: a.alias or ""),
                Column(
                    translate("Accounts", "Active"),
                    lambda a: (
                        translate("Accounts", "Yes") if a.is_active else translate("Accounts", "No")
                    ),
                ),
            ],
            inactive=lambda a: not a.is_active,
            parent=self,
        )
        self.error = ""
        self.account_type: AccountType | None = None
        self.node_code: str | None = None
        self._description = ""
        self._generation = 0
        self._nodes: dict[str, list[AccountNodeResponse]] = {}
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)

    def browse(self, account_type: str | None, node_code: str | None = None) -> None:
        """Show one type (None: every account), or one node of it; a type's nodes are
        fetched the first time it is chosen."""
        self.account_type = AccountType(account_type) if account_type else None
        self.node_code = node_code
        if self.account_type is not None and self.account_type.value not in self._nodes:
            self.run(
                self._load_nodes(self.account_type),
                context=translate("Accounts", "Loading nodes"),
            )
        self.reload()

    def set_description_filter(self, text: str) -> None:
        self._description = text.strip()
        self._debounce.start()

    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("Accounts", "Loading accounts"))

    async def _load(self, generation: int) -> None:
        self.loadingChanged.emit(True)
        try:
            rows = [
                account
                async for account in self.session.client.accounts.iterate(
                    account_type=self.account_type,
                    classification_code=self.node_code,
                    description=self._description or None,
                )
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(
                    translate("Accounts", "The accounts could not be loaded. {reason}").format(
                        reason=failure_text(exc)
                    )
                )
                self.errors.report(exc, translate("Accounts", "Loading accounts"))
            return
        finally:
            if generation == self._generation:
                self.loadingChanged.emit(False)
        if generation != self._generation:
            return
        self._set_error("")
        self.model.set_rows(rows)
        self.summaryChanged.emit(translate("Accounts", "%Ln accounts", "", len(rows)))

    async def _load_nodes(self, account_type: AccountType) -> None:
        try:
            nodes = await self.session.client.accounts.nodes(account_type=account_type)
        except api_errors.ApiError as exc:
            self.errors.report(exc, translate("Accounts", "Loading nodes"))
            return
        self._nodes[account_type.value] = nodes
        self.nodesLoaded.emit(account_type.value, nodes)

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
