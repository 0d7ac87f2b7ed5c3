"""Business error codes (``errorCode`` of a problem-details body) and what they mean to a clerk.

Match errors on these codes, never on message text. The spelling is the service's own
("Dupplicated", "Refence", "Quntity" are real). A code the client does not know still works:
it is shown with the server's own detail text.
"""

from __future__ import annotations

from enum import StrEnum

from app.models.i18n import QT_TRANSLATE_NOOP


class ErrorCode(StrEnum):
    """Codes named by the spec (extended resource by resource)."""

    # shared by many endpoints
    DupplicatedCode = "DupplicatedCode"
    DupplicatedName = "DupplicatedName"
    ItemCannotDeleteItInUse = "ItemCannotDeleteItInUse"
    ExchangeRateDecimalsExceedLimit = "ExchangeRateDecimalsExceedLimit"
    EdaraBusinessError = "EdaraBusinessError"
    RateLimitExceeded = "RateLimitExceeded"
    NameAlreadyExists = "NameAlreadyExists"
    NameContainsInvalidSpecialCharacters = "NameContainsInvalidSpecialCharacters"
    # taxes
    TaxCannotUseDifferentSalesTaxAccount = "TaxCannotUseDifferentSalesTaxAccount"
    TaxCannotUseDifferentPurchaseTaxAccount = "TaxCannotUseDifferentPurchaseTaxAccount"
    TaxCannotUseDifferentSalesWithholdingAccount = "TaxCannotUseDifferentSalesWithholdingAccount"
    TaxPurchaseAndSalesAccountMustMatch = "TaxPurchaseAndSalesAccountMustMatch"
    TaxCannotSetBothTaxAndWithholdingTaxAccounts = "TaxCannotSetBothTaxAndWithholdingTaxAccounts"
    TaxInvalidEInvoiceType = "TaxInvalidEInvoiceType"
    EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType = (
        "EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType"
    )
    EInvoice_KSA_TaxRateCantBeZeroWithCategoryType = (
        "EInvoice_KSA_TaxRateCantBeZeroWithCategoryType"
    )
    TaxCannotDeactivateRelatedToMasterData = "TaxCannotDeactivateRelatedToMasterData"
    TaxCannotDeleteOrUpdateRelatedToTransactions = "TaxCannotDeleteOrUpdateRelatedToTransactions"
    TaxInUseCannotDeactivateOrUpdate = "TaxInUseCannotDeactivateOrUpdate"


MESSAGES: dict[str, str] = {
    ErrorCode.DupplicatedCode: QT_TRANSLATE_NOOP(
        "ErrorCode", "This code is already used by another record."
    ),
    ErrorCode.DupplicatedName: QT_TRANSLATE_NOOP(
        "ErrorCode", "This name is already used by another record."
    ),
    ErrorCode.ItemCannotDeleteItInUse: QT_TRANSLATE_NOOP(
        "ErrorCode", "This record is still used by other records, so it cannot be deleted."
    ),
    ErrorCode.ExchangeRateDecimalsExceedLimit: QT_TRANSLATE_NOOP(
        "ErrorCode", "The exchange rate has too many decimal places."
    ),
    ErrorCode.EdaraBusinessError: QT_TRANSLATE_NOOP("ErrorCode", "The server refused the request."),
    ErrorCode.RateLimitExceeded: QT_TRANSLATE_NOOP(
        "ErrorCode", "Too many requests to the server in a short time."
    ),
    ErrorCode.NameAlreadyExists: QT_TRANSLATE_NOOP("ErrorCode", "This name is already used."),
    ErrorCode.NameContainsInvalidSpecialCharacters: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "The name contains a character that is not allowed (such as \\ ' | , \" < > or a tab).",
    ),
    ErrorCode.TaxCannotUseDifferentSalesTaxAccount: QT_TRANSLATE_NOOP(
        "ErrorCode", "All taxes must use the same sales account as the existing taxes."
    ),
    ErrorCode.TaxCannotUseDifferentPurchaseTaxAccount: QT_TRANSLATE_NOOP(
        "ErrorCode", "All taxes must use the same purchase account as the existing taxes."
    ),
    ErrorCode.TaxCannotUseDifferentSalesWithholdingAccount: QT_TRANSLATE_NOOP(
        "ErrorCode", "All taxes must use the same sales withholding account as the existing taxes."
    ),
    ErrorCode.TaxPurchaseAndSalesAccountMustMatch: QT_TRANSLATE_NOOP(
        "ErrorCode", "The sales account and the purchase account must be the same account."
    ),
    ErrorCode.TaxCannotSetBothTaxAndWithholdingTaxAccounts: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "A tax has either sales/purchase accounts or a withholding account, not both.",
    ),
    ErrorCode.TaxInvalidEInvoiceType: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "Choose an e-invoice tax type of the e-invoicing system this company is connected to.",
    ),
    ErrorCode.EInvoice_KSA_TaxRateCantBeGreaterThanZeroWithCategoryType: QT_TRANSLATE_NOOP(
        "ErrorCode", "This e-invoice category requires a rate of 0."
    ),
    ErrorCode.EInvoice_KSA_TaxRateCantBeZeroWithCategoryType: QT_TRANSLATE_NOOP(
        "ErrorCode", "This e-invoice category requires a rate above 0."
    ),
    ErrorCode.TaxCannotDeactivateRelatedToMasterData: QT_TRANSLATE_NOOP(
        "ErrorCode", "This tax is used by items, so it cannot be deactivated."
    ),
    ErrorCode.TaxCannotDeleteOrUpdateRelatedToTransactions: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "This tax is used in documents: it cannot be deleted, and only its active flag can change.",
    ),
    ErrorCode.TaxInUseCannotDeactivateOrUpdate: QT_TRANSLATE_NOOP(
        "ErrorCode", "This tax is in use, so it cannot be deactivated or changed."
    ),
}


def message_for(code: str) -> str | None:
    """The English clerk-facing text of a known code, or None for an unknown one."""
    return MESSAGES.get(code)
