"""Accounts and account nodes (spec: conventions and master data, "Accounts").

The spec shows neither ``AccountResponse`` nor ``AccountNodeResponse``; their fields here are
guessed: not in spec (the older v2 API, see ``spec/gaps.md``). All guessed fields are optional.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from app.models.base import OpenEnum, ResponseModel


class AccountType(StrEnum):
    """The account types the spec enumerates."""

    RealizedGainExchange = "RealizedGainExchange"
    RealizedLossExchange = "RealizedLossExchange"
    UnrealizedGainExchange = "UnrealizedGainExchange"
    UnrealizedLossExchange = "UnrealizedLossExchange"
    Cash = "Cash"
    AccountsReceivable = "AccountsReceivable"
    AccountsPayable = "AccountsPayable"
    Sales = "Sales"
    ServicesSales = "ServicesSales"
    SalesReturns = "SalesReturns"
    Purchase = "Purchase"
    PurchaseReturns = "PurchaseReturns"
    NotesReceivable = "NotesReceivable"
    NotesPayable = "NotesPayable"
    Inventory = "Inventory"
    COGS = "COGS"
    SalesDiscount = "SalesDiscount"
    OtherRevenue = "OtherRevenue"
    Waste = "Waste"
    Bank = "Bank"
    RetainedEarning = "RetainedEarning"
    SalesTax = "SalesTax"
    WithholdingTax = "WithholdingTax"
    PurchaseDiscount = "PurchaseDiscount"
    Adjustment = "Adjustment"
    AddedTax = "AddedTax"
    EndingInventory = "EndingInventory"
    PurchaseAddedTax = "PurchaseAddedTax"


class AccountResponse(ResponseModel):
    """A postable account of the chart of accounts.

    guessed: not in spec. ``code``/``name`` as in AccountReference; ``type`` is the account
    type (null for accounts without one); ``classification_code`` is the code of the node
    the account hangs under; ``alias`` names cash accounts in generated document codes.
    """

    id: int
    code: str | None = None
    name: str | None = None
    other_lang_name: str | None = None
    type: OpenEnum[AccountType] | None = None
    classification_code: str | None = None
    node_id: int | None = None
    alias: str | None = None
    currency_id: int | None = None
    is_active: bool = True
    update_date: datetime | None = None


class AccountNodeResponse(ResponseModel):
    """A leaf node (group) of the chart of accounts, under which accounts are created.

    guessed: not in spec.
    """

    id: int
    code: str | None = None
    name: str | None = None
    other_lang_name: str | None = None
    type: OpenEnum[AccountType] | None = None
    parent_id: int | None = None
