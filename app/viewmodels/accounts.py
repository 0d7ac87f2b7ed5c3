"""Accounting > Chart of accounts: browse by account type and by node (the leaf groups the
API lists per type), filter by name; read-only (the API offers no account writes)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.api import errors as api_errors
from app.models.accounts import AccountNodeResponse, AccountResponse, AccountType
from app.models.i18n import QT_TRANSLATE_NOOP
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.master_common import failure_text
from app.viewmodels.rows_table import Column, RowsTableModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300


TYPE_WORDS: dict[str, str] = {
    AccountType.RealizedGainExchange: QT_TRANSLATE_NOOP("AccountTypes", "Realized gain exchange"),
    AccountType.RealizedLossExchange: QT_TRANSLATE_NOOP("AccountTypes", "Realized loss exchange"),
    AccountType.UnrealizedGainExchange: QT_TRANSLATE_NOOP(
        "AccountTypes", "Unrealized gain exchange"
    ),
    AccountType.UnrealizedLossExchange: QT_TRANSLATE_NOOP(
        "AccountTypes", "Unrealized loss exchange"
    ),
    AccountType.Cash: QT_TRANSLATE_NOOP("AccountTypes", "Cash"),
    AccountType.AccountsReceivable: QT_TRANSLATE_NOOP("AccountTypes", "Accounts receivable"),
    AccountType.AccountsPayable: QT_TRANSLATE_NOOP("AccountTypes", "Accounts payable"),
    AccountType.Sales: QT_TRANSLATE_NOOP("AccountTypes", "Sales"),
    AccountType.ServicesSales: QT_TRANSLATE_NOOP("AccountTypes", "Services sales"),
    AccountType.SalesReturns: QT_TRANSLATE_NOOP("AccountTypes", "Sales returns"),
    AccountType.Purchase: QT_TRANSLATE_NOOP("AccountTypes", "Purchase"),
    AccountType.PurchaseReturns: QT_TRANSLATE_NOOP("AccountTypes", "Purchase returns"),
    AccountType.NotesReceivable: QT_TRANSLATE_NOOP("AccountTypes", "Notes receivable"),
    AccountType.NotesPayable: QT_TRANSLATE_NOOP("AccountTypes", "Notes payable"),
    AccountType.Inventory: QT_TRANSLATE_NOOP("AccountTypes", "Inventory"),
    AccountType.COGS: QT_TRANSLATE_NOOP("AccountTypes", "COGS"),
    AccountType.SalesDiscount: QT_TRANSLATE_NOOP("AccountTypes", "Sales discount"),
    AccountType.OtherRevenue: QT_TRANSLATE_NOOP("AccountTypes", "Other revenue"),
    AccountType.Waste: QT_TRANSLATE_NOOP("AccountTypes", "Waste"),
    AccountType.Bank: QT_TRANSLATE_NOOP("AccountTypes", "Bank"),
    AccountType.RetainedEarning: QT_TRANSLATE_NOOP("AccountTypes", "Retained earning"),
    AccountType.SalesTax: QT_TRANSLATE_NOOP("AccountTypes", "Sales tax"),
    AccountType.WithholdingTax: QT_TRANSLATE_NOOP("AccountTypes", "Withholding tax"),
    AccountType.PurchaseDiscount: QT_TRANSLATE_NOOP("AccountTypes", "Purchase discount"),
    AccountType.Adjustment: QT_TRANSLATE_NOOP("AccountTypes", "Adjustment"),
    AccountType.AddedTax: QT_TRANSLATE_NOOP("AccountTypes", "Added tax"),
    AccountType.EndingInventory: QT_TRANSLATE_NOOP("AccountTypes", "Ending inventory"),
    AccountType.PurchaseAddedTax: QT_TRANSLATE_NOOP("AccountTypes", "Purchase added tax"),
}
"""Each account type in words (translated when shown, context "AccountTypes")."""


def type_text(account_type: str | None) -> str:
    """An account type in the clerk's words ("AccountsReceivable" -> "Accounts receivable");
    a type this version does not know is split into words, untranslated."""
    if not account_type:
        return ""
    known = TYPE_WORDS.get(str(account_type))
    if known is not None:
        return translate("AccountTypes", known)
    words = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", str(account_type))
    return words[:1] + words[1:].lower()


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
