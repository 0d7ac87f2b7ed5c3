"""Account types in the clerk's words, apart from the chart of accounts' view-model so
that the report tables (and the command line's reports, which load no Qt) can name them."""

from __future__ import annotations

import re

from app.models.accounts import AccountType
from app.models.i18n import QT_TRANSLATE_NOOP
from app.viewmodels.words import translate

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
