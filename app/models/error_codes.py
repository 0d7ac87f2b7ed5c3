"""Business error codes (``errorCode`` of a problem-details body) and what they mean to a clerk.

Every code the two spec files name is here. Match errors on these codes, never on message
text. The spelling is the service's own ("Dupplicated", "Refence", "Quntity", "Prvent" are
real). A code the client does not know still works: it is shown with the server's detail.
"""

from __future__ import annotations

from enum import StrEnum

from app.models.i18n import QT_TRANSLATE_NOOP


class ErrorCode(StrEnum):
    """Codes named by the spec, grouped as the spec groups them."""

    # -- shared by many endpoints
    DupplicatedCode = "DupplicatedCode"
    DupplicatedName = "DupplicatedName"
    DupplicatedDate = "DupplicatedDate"
    ItemCannotDeleteItInUse = "ItemCannotDeleteItInUse"
    ExchangeRateDecimalsExceedLimit = "ExchangeRateDecimalsExceedLimit"
    EdaraBusinessError = "EdaraBusinessError"
    BusinessRuleViolation = "BusinessRuleViolation"
    RateLimitExceeded = "RateLimitExceeded"
    # -- names and descriptions
    NameAlreadyExists = "NameAlreadyExists"
    NameContainsInvalidSpecialCharacters = "NameContainsInvalidSpecialCharacters"
    InvalidSpecialCharacters = "InvalidSpecialCharacters"
    DescriptionContainsInvalidSpecialCharacters = "DescriptionContainsInvalidSpecialCharacters"
    # -- taxes
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
    # -- taxes on items and document lines
    TaxNotFound = "TaxNotFound"
    CannotAssignInactiveTax = "CannotAssignInactiveTax"
    InvalidTaxScopeForItem = "InvalidTaxScopeForItem"
    InvalidTaxTypeForItem = "InvalidTaxTypeForItem"
    MustSelectValidTaxType = "MustSelectValidTaxType"
    MustSelectValidWHTaxType = "MustSelectValidWHTaxType"
    SO_PO_TaxHasBeenDeleted = "SO_PO_TaxHasBeenDeleted"
    # -- dynamic properties
    DynamicPropertiesDisabled = "DynamicPropertiesDisabled"
    CodeRequiredForPropertyWhenCodingIsFree = "CodeRequiredForPropertyWhenCodingIsFree"
    CodeRequiredForPropertyWhenNoCoding = "CodeRequiredForPropertyWhenNoCoding"
    CodeRequiredForValueWhenCodingIsFree = "CodeRequiredForValueWhenCodingIsFree"
    CodeRequiredForValueWhenNoCoding = "CodeRequiredForValueWhenNoCoding"
    AlreadyExists = "AlreadyExists"
    InvalidParentId = "InvalidParentId"
    CannotDeleteInUse = "CannotDeleteInUse"
    # -- customers
    CityNotFound = "CityNotFound"
    CountryNotFound = "CountryNotFound"
    CustomerAddressMustContainBuildingNumber = "CustomerAddressMustContainBuildingNumber"
    InvalidInvoiceableDocumentType = "InvalidInvoiceableDocumentType"
    CustomerNotFound = "CustomerNotFound"
    CannotSetCreditPaymentForCustomersOfTypeCashPayment = (
        "CannotSetCreditPaymentForCustomersOfTypeCashPayment"
    )
    # -- classifications
    ClassificationParentIsLeafWithStockItems = "ClassificationParentIsLeafWithStockItems"
    # -- common utilities
    ExpiredLink = "ExpiredLink"
    InvalidLink = "InvalidLink"
    InvalidSourceDocumentType = "InvalidSourceDocumentType"
    SourceDocumentNotFound = "SourceDocumentNotFound"
    InvalidQuantityAdjustment = "InvalidQuantityAdjustment"
    DuplicateSourceLineId = "DuplicateSourceLineId"
    InvoicingModeNotSupported = "InvoicingModeNotSupported"
    DocumentNotApproved = "DocumentNotApproved"
    RelatedDocumentExistsSO = "RelatedDocumentExistsSO"
    RelatedDocumentExistsSR = "RelatedDocumentExistsSR"
    RelatedDocumentExistsPO = "RelatedDocumentExistsPO"
    RelatedDocumentExistsPR = "RelatedDocumentExistsPR"
    NegativeInvoicedQuantity = "NegativeInvoicedQuantity"
    InvoicedQuantityExceeded = "InvoicedQuantityExceeded"
    SourceLineNotFound = "SourceLineNotFound"
    # -- sales orders
    BundleNotFound = "BundleNotFound"
    CostCenterNotFound = "CostCenterNotFound"
    CostCenterNotPermitted = "CostCenterNotPermitted"
    CostCenterRequiredOnSalesDocument = "CostCenterRequiredOnSalesDocument"
    DuplicatedRefenceDocuments = "DuplicatedRefenceDocuments"
    EInvoice_Egypt_MissingCustomersAddress = "EInvoice_Egypt_MissingCustomersAddress"
    EInvoice_Egypt_MissingCustomersTaxRegistrationID = (
        "EInvoice_Egypt_MissingCustomersTaxRegistrationID"
    )
    EInvoice_KSA_AllDetailsMustBeTaxable = "EInvoice_KSA_AllDetailsMustBeTaxable"
    EInvoice_KSA_BundleDetailsMustHaveSameTaxRate = "EInvoice_KSA_BundleDetailsMustHaveSameTaxRate"
    EInvoice_KSA_MissingShippingDate = "EInvoice_KSA_MissingShippingDate"
    EInvoice_KSA_SalesOrderMustBeTaxable = "EInvoice_KSA_SalesOrderMustBeTaxable"
    NoSystemCurrency = "NoSystemCurrency"
    PreventSaveDocumentsInFutureDate = "PreventSaveDocumentsInFutureDate"
    PrventStockItemsExceedStoreQuotaLimit = "PrventStockItemsExceedStoreQuotaLimit"
    SerialAlreadyReserved = "SerialAlreadyReserved"
    SalesOrderAlreadyIssued = "SalesOrderAlreadyIssued"
    RelatedSalesOrderCancelled = "RelatedSalesOrderCancelled"
    # -- sales returns
    OrderHasNoIssuedItems = "OrderHasNoIssuedItems"
    OrderCompletelyReturned = "OrderCompletelyReturned"
    SalesPersonNotPermitted = "SalesPersonNotPermitted"
    SalesPersonRequired = "SalesPersonRequired"
    CostCenterRequired = "CostCenterRequired"
    NegativeNetTotal = "NegativeNetTotal"
    CashExceedsTotal = "CashExceedsTotal"
    DateBeforeRelatedSalesOrder = "DateBeforeRelatedSalesOrder"
    ZeroTotalNotAllowed = "ZeroTotalNotAllowed"
    ZeroQuantity = "ZeroQuantity"
    ZeroPrice = "ZeroPrice"
    ServiceOnlyForMixedOrder = "ServiceOnlyForMixedOrder"
    NoSelectedTreasury = "NoSelectedTreasury"
    TreasuryHasNoAlias = "TreasuryHasNoAlias"
    TreasuryAccountTypeInvalid = "TreasuryAccountTypeInvalid"
    TreasuryNotPermitted = "TreasuryNotPermitted"
    # -- work orders
    DateMustBeLessThanSystemDate = "DateMustBeLessThanSystemDate"
    AddingItemQuantityCauseNegativeBalance = "AddingItemQuantityCauseNegativeBalance"
    NoDefaultEvaluationCostMethod = "NoDefaultEvaluationCostMethod"
    SerialsCountExceedQuntity = "SerialsCountExceedQuntity"
    # -- journal entries and cash
    CannotInsertDocumentBeforeClosingDate = "CannotInsertDocumentBeforeClosingDate"
    CannotUpdateDocumentBeforeClosingDate = "CannotUpdateDocumentBeforeClosingDate"
    CK_NoCustomerOrSupplierSelectedforAccount = "CK_NoCustomerOrSupplierSelectedforAccount"
    CK_NocustomerSelectedforAR = "CK_NocustomerSelectedforAR"
    CK_NoSupplierSelectedforAP = "CK_NoSupplierSelectedforAP"
    CannotUpdateDeletedRelatedToCashedCNDN = "CannotUpdateDeletedRelatedToCashedCNDN"
    DirtyRead = "DirtyRead"
    PhantomRead = "PhantomRead"
    DocumentCannotUpdateAfterPosting = "DocumentCannotUpdateAfterPosting"
    PostedDocumentsCannotBeUpdatedOrDeleted = "PostedDocumentsCannotBeUpdatedOrDeleted"
    CannotDeleteSystemJournalEntry = "CannotDeleteSystemJournalEntry"
    DocumentmainAccountHasNoAlias = "DocumentmainAccountHasNoAlias"


MESSAGES: dict[str, str] = {
    # shared
    ErrorCode.DupplicatedCode: QT_TRANSLATE_NOOP(
        "ErrorCode", "This code is already used by another record."
    ),
    ErrorCode.DupplicatedName: QT_TRANSLATE_NOOP(
        "ErrorCode", "This name is already used by another record."
    ),
    ErrorCode.DupplicatedDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "A document with this date already exists."
    ),
    ErrorCode.ItemCannotDeleteItInUse: QT_TRANSLATE_NOOP(
        "ErrorCode", "This record is still used by other records, so it cannot be deleted."
    ),
    ErrorCode.ExchangeRateDecimalsExceedLimit: QT_TRANSLATE_NOOP(
        "ErrorCode", "The exchange rate has too many decimal places."
    ),
    ErrorCode.EdaraBusinessError: QT_TRANSLATE_NOOP("ErrorCode", "The server refused the request."),
    ErrorCode.BusinessRuleViolation: QT_TRANSLATE_NOOP(
        "ErrorCode", "The server could not carry out the request."
    ),
    ErrorCode.RateLimitExceeded: QT_TRANSLATE_NOOP(
        "ErrorCode", "Too many requests to the server in a short time."
    ),
    # names
    ErrorCode.NameAlreadyExists: QT_TRANSLATE_NOOP("ErrorCode", "This name is already used."),
    ErrorCode.NameContainsInvalidSpecialCharacters: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "The name contains a character that is not allowed (such as \\ ' | , \" < > or a tab).",
    ),
    ErrorCode.InvalidSpecialCharacters: QT_TRANSLATE_NOOP(
        "ErrorCode", "The text contains special characters that are not allowed."
    ),
    ErrorCode.DescriptionContainsInvalidSpecialCharacters: QT_TRANSLATE_NOOP(
        "ErrorCode", "The description contains special characters that are not allowed."
    ),
    # taxes
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
        "ErrorCode", "A tax has either sales/purchase accounts or a withholding account, not both."
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
    ErrorCode.TaxNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The tax does not exist."),
    ErrorCode.CannotAssignInactiveTax: QT_TRANSLATE_NOOP(
        "ErrorCode", "The tax is inactive; choose an active tax."
    ),
    ErrorCode.InvalidTaxScopeForItem: QT_TRANSLATE_NOOP(
        "ErrorCode", "This tax cannot be used on this kind of item."
    ),
    ErrorCode.InvalidTaxTypeForItem: QT_TRANSLATE_NOOP(
        "ErrorCode",
        "Use a tax with a sales or purchase account as the tax, and one with a withholding "
        "account as the withholding tax.",
    ),
    ErrorCode.MustSelectValidTaxType: QT_TRANSLATE_NOOP(
        "ErrorCode", "A valid tax is required because the company uses electronic invoicing."
    ),
    ErrorCode.MustSelectValidWHTaxType: QT_TRANSLATE_NOOP(
        "ErrorCode", "Choose a valid withholding tax."
    ),
    ErrorCode.SO_PO_TaxHasBeenDeleted: QT_TRANSLATE_NOOP(
        "ErrorCode", "A tax on this document has been deleted."
    ),
    # dynamic properties
    ErrorCode.DynamicPropertiesDisabled: QT_TRANSLATE_NOOP(
        "ErrorCode", "Dynamic properties are turned off for this company."
    ),
    ErrorCode.CodeRequiredForPropertyWhenCodingIsFree: QT_TRANSLATE_NOOP(
        "ErrorCode", "Enter a code for the property (the company codes items freely)."
    ),
    ErrorCode.CodeRequiredForPropertyWhenNoCoding: QT_TRANSLATE_NOOP(
        "ErrorCode", "Enter a code for the property (the company does not generate codes)."
    ),
    ErrorCode.CodeRequiredForValueWhenCodingIsFree: QT_TRANSLATE_NOOP(
        "ErrorCode", "Enter a code for each value (the company codes items freely)."
    ),
    ErrorCode.CodeRequiredForValueWhenNoCoding: QT_TRANSLATE_NOOP(
        "ErrorCode", "Enter a code for each value (the company does not generate codes)."
    ),
    ErrorCode.AlreadyExists: QT_TRANSLATE_NOOP("ErrorCode", "It already exists."),
    ErrorCode.InvalidParentId: QT_TRANSLATE_NOOP("ErrorCode", "The parent record does not exist."),
    ErrorCode.CannotDeleteInUse: QT_TRANSLATE_NOOP(
        "ErrorCode", "A value still used by stock items cannot be removed."
    ),
    # customers
    ErrorCode.CityNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The city does not exist."),
    ErrorCode.CountryNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The country does not exist."),
    ErrorCode.CustomerAddressMustContainBuildingNumber: QT_TRANSLATE_NOOP(
        "ErrorCode", "Each customer address needs a building number (KSA e-invoicing)."
    ),
    ErrorCode.InvalidInvoiceableDocumentType: QT_TRANSLATE_NOOP(
        "ErrorCode", "Document types must be SO, SR, IO or RR."
    ),
    ErrorCode.CustomerNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The customer does not exist."),
    ErrorCode.CannotSetCreditPaymentForCustomersOfTypeCashPayment: QT_TRANSLATE_NOOP(
        "ErrorCode", "This customer pays cash only, so credit cannot be used."
    ),
    # classifications
    ErrorCode.ClassificationParentIsLeafWithStockItems: QT_TRANSLATE_NOOP(
        "ErrorCode", "The parent classification holds stock items, so it cannot get children."
    ),
    # common utilities
    ErrorCode.ExpiredLink: QT_TRANSLATE_NOOP("ErrorCode", "The download link has expired."),
    ErrorCode.InvalidLink: QT_TRANSLATE_NOOP("ErrorCode", "The download link is not valid."),
    ErrorCode.InvalidSourceDocumentType: QT_TRANSLATE_NOOP(
        "ErrorCode", "The document type must be SO, SR, IO, RR, RS or IR."
    ),
    ErrorCode.SourceDocumentNotFound: QT_TRANSLATE_NOOP(
        "ErrorCode", "The source document does not exist."
    ),
    ErrorCode.InvalidQuantityAdjustment: QT_TRANSLATE_NOOP(
        "ErrorCode", "Give at least one line, and no adjustment of zero."
    ),
    ErrorCode.DuplicateSourceLineId: QT_TRANSLATE_NOOP(
        "ErrorCode", "The same document line is listed twice."
    ),
    ErrorCode.InvoicingModeNotSupported: QT_TRANSLATE_NOOP(
        "ErrorCode", "This needs the advanced invoicing mode."
    ),
    ErrorCode.DocumentNotApproved: QT_TRANSLATE_NOOP(
        "ErrorCode", "The document is not approved yet."
    ),
    ErrorCode.RelatedDocumentExistsSO: QT_TRANSLATE_NOOP(
        "ErrorCode", "The work order belongs to a sales order; adjust the sales order instead."
    ),
    ErrorCode.RelatedDocumentExistsSR: QT_TRANSLATE_NOOP(
        "ErrorCode", "The work order belongs to a sales return; adjust the sales return instead."
    ),
    ErrorCode.RelatedDocumentExistsPO: QT_TRANSLATE_NOOP(
        "ErrorCode", "The work order belongs to a purchase order."
    ),
    ErrorCode.RelatedDocumentExistsPR: QT_TRANSLATE_NOOP(
        "ErrorCode", "The work order belongs to a purchase return."
    ),
    ErrorCode.NegativeInvoicedQuantity: QT_TRANSLATE_NOOP(
        "ErrorCode", "The invoiced quantity cannot go below zero."
    ),
    ErrorCode.InvoicedQuantityExceeded: QT_TRANSLATE_NOOP(
        "ErrorCode", "The invoiced quantity cannot exceed the line quantity."
    ),
    ErrorCode.SourceLineNotFound: QT_TRANSLATE_NOOP(
        "ErrorCode", "A line does not belong to the document."
    ),
    # sales orders
    ErrorCode.BundleNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The bundle does not exist."),
    ErrorCode.CostCenterNotFound: QT_TRANSLATE_NOOP("ErrorCode", "The cost center does not exist."),
    ErrorCode.CostCenterNotPermitted: QT_TRANSLATE_NOOP(
        "ErrorCode", "You may not use this cost center."
    ),
    ErrorCode.CostCenterRequiredOnSalesDocument: QT_TRANSLATE_NOOP(
        "ErrorCode", "Sales documents need a cost center in this company."
    ),
    ErrorCode.DuplicatedRefenceDocuments: QT_TRANSLATE_NOOP(
        "ErrorCode", "Another document already has this paper number."
    ),
    ErrorCode.EInvoice_Egypt_MissingCustomersAddress: QT_TRANSLATE_NOOP(
        "ErrorCode", "The customer needs an address for Egyptian e-invoicing."
    ),
    ErrorCode.EInvoice_Egypt_MissingCustomersTaxRegistrationID: QT_TRANSLATE_NOOP(
        "ErrorCode", "The customer needs a tax registration number for Egyptian e-invoicing."
    ),
    ErrorCode.EInvoice_KSA_AllDetailsMustBeTaxable: QT_TRANSLATE_NOOP(
        "ErrorCode", "Every line needs a tax for Saudi e-invoicing."
    ),
    ErrorCode.EInvoice_KSA_BundleDetailsMustHaveSameTaxRate: QT_TRANSLATE_NOOP(
        "ErrorCode", "All items of a bundle need the same tax rate for Saudi e-invoicing."
    ),
    ErrorCode.EInvoice_KSA_MissingShippingDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "Enter the shipping date (Saudi e-invoicing)."
    ),
    ErrorCode.EInvoice_KSA_SalesOrderMustBeTaxable: QT_TRANSLATE_NOOP(
        "ErrorCode", "The order must be taxable for Saudi e-invoicing."
    ),
    ErrorCode.NoSystemCurrency: QT_TRANSLATE_NOOP(
        "ErrorCode", "The company has no system currency set up."
    ),
    ErrorCode.PreventSaveDocumentsInFutureDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "Documents cannot be dated in the future."
    ),
    ErrorCode.PrventStockItemsExceedStoreQuotaLimit: QT_TRANSLATE_NOOP(
        "ErrorCode", "The quantities exceed what this store may sell."
    ),
    ErrorCode.SerialAlreadyReserved: QT_TRANSLATE_NOOP(
        "ErrorCode", "A serial number is already reserved by another order."
    ),
    ErrorCode.SalesOrderAlreadyIssued: QT_TRANSLATE_NOOP(
        "ErrorCode", "The sales order has already been issued."
    ),
    ErrorCode.RelatedSalesOrderCancelled: QT_TRANSLATE_NOOP(
        "ErrorCode", "The sales order was cancelled."
    ),
    # sales returns
    ErrorCode.OrderHasNoIssuedItems: QT_TRANSLATE_NOOP(
        "ErrorCode", "Nothing of this order has been issued yet, so nothing can be returned."
    ),
    ErrorCode.OrderCompletelyReturned: QT_TRANSLATE_NOOP(
        "ErrorCode", "Everything issued on this order has already been returned."
    ),
    ErrorCode.SalesPersonNotPermitted: QT_TRANSLATE_NOOP(
        "ErrorCode", "You may not use this order's sales person."
    ),
    ErrorCode.SalesPersonRequired: QT_TRANSLATE_NOOP("ErrorCode", "A sales person is required."),
    ErrorCode.CostCenterRequired: QT_TRANSLATE_NOOP("ErrorCode", "A cost center is required."),
    ErrorCode.NegativeNetTotal: QT_TRANSLATE_NOOP("ErrorCode", "The net total cannot be negative."),
    ErrorCode.CashExceedsTotal: QT_TRANSLATE_NOOP(
        "ErrorCode", "The cash amount is more than the total."
    ),
    ErrorCode.DateBeforeRelatedSalesOrder: QT_TRANSLATE_NOOP(
        "ErrorCode", "The date is before the sales order's date."
    ),
    ErrorCode.ZeroTotalNotAllowed: QT_TRANSLATE_NOOP(
        "ErrorCode", "A document with a total of zero is not allowed."
    ),
    ErrorCode.ZeroQuantity: QT_TRANSLATE_NOOP("ErrorCode", "A line has a quantity of zero."),
    ErrorCode.ZeroPrice: QT_TRANSLATE_NOOP("ErrorCode", "A line has a price of zero."),
    ErrorCode.ServiceOnlyForMixedOrder: QT_TRANSLATE_NOOP(
        "ErrorCode", "Service lines can be returned only with an order that also has items."
    ),
    ErrorCode.NoSelectedTreasury: QT_TRANSLATE_NOOP(
        "ErrorCode", "Choose the cash account the refund is paid from."
    ),
    ErrorCode.TreasuryHasNoAlias: QT_TRANSLATE_NOOP(
        "ErrorCode", "The cash account has no alias, which document codes need."
    ),
    ErrorCode.TreasuryAccountTypeInvalid: QT_TRANSLATE_NOOP(
        "ErrorCode", "The refund account must be a cash or bank account."
    ),
    ErrorCode.TreasuryNotPermitted: QT_TRANSLATE_NOOP(
        "ErrorCode", "You may not use this cash account."
    ),
    # work orders
    ErrorCode.DateMustBeLessThanSystemDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "The date cannot be in the future."
    ),
    ErrorCode.AddingItemQuantityCauseNegativeBalance: QT_TRANSLATE_NOOP(
        "ErrorCode", "Not enough stock: the balance of some items would go below zero."
    ),
    ErrorCode.NoDefaultEvaluationCostMethod: QT_TRANSLATE_NOOP(
        "ErrorCode", "The company has no default cost method."
    ),
    ErrorCode.SerialsCountExceedQuntity: QT_TRANSLATE_NOOP(
        "ErrorCode", "More serial numbers than the quantity."
    ),
    # journal entries and cash
    ErrorCode.CannotInsertDocumentBeforeClosingDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "The date is in a closed period."
    ),
    ErrorCode.CannotUpdateDocumentBeforeClosingDate: QT_TRANSLATE_NOOP(
        "ErrorCode", "Documents in a closed period cannot be changed."
    ),
    ErrorCode.CK_NoCustomerOrSupplierSelectedforAccount: QT_TRANSLATE_NOOP(
        "ErrorCode", "This account needs a customer or a supplier on the line."
    ),
    ErrorCode.CK_NocustomerSelectedforAR: QT_TRANSLATE_NOOP(
        "ErrorCode", "A receivables line needs a customer."
    ),
    ErrorCode.CK_NoSupplierSelectedforAP: QT_TRANSLATE_NOOP(
        "ErrorCode", "A payables line needs a supplier."
    ),
    ErrorCode.CannotUpdateDeletedRelatedToCashedCNDN: QT_TRANSLATE_NOOP(
        "ErrorCode", "The document is tied to a cashed credit or debit note."
    ),
    ErrorCode.DirtyRead: QT_TRANSLATE_NOOP(
        "ErrorCode", "The entry changed since it was read; load it again."
    ),
    ErrorCode.PhantomRead: QT_TRANSLATE_NOOP(
        "ErrorCode", "The entry's lines changed since they were read; load it again."
    ),
    ErrorCode.DocumentCannotUpdateAfterPosting: QT_TRANSLATE_NOOP(
        "ErrorCode", "A posted document cannot be changed."
    ),
    ErrorCode.PostedDocumentsCannotBeUpdatedOrDeleted: QT_TRANSLATE_NOOP(
        "ErrorCode", "Posted documents cannot be changed or deleted."
    ),
    ErrorCode.CannotDeleteSystemJournalEntry: QT_TRANSLATE_NOOP(
        "ErrorCode", "This entry was made by the system for another document; it cannot be deleted."
    ),
    ErrorCode.DocumentmainAccountHasNoAlias: QT_TRANSLATE_NOOP(
        "ErrorCode", "The cash account has no alias, which document codes need."
    ),
}


def message_for(code: str) -> str | None:
    """The English clerk-facing text of a known code, or None for an unknown one."""
    return MESSAGES.get(code)
