"""The refusals of schema-valid requests the fuzz check is told to expect, all in one place.

The sandbox's OpenAPI states every rule JSON Schema can write (lengths, bounds, patterns,
required fields, enums, formats), so a request it allows is accepted, and one it forbids
refused, by the same rule. Two kinds of rule cannot be written there:

- an id that must name an existing record (the spec answers an unknown country, account,
  stock item, ... with 400 on that field, not 404: the path named a resource that exists);
- a rule across fields or across a list (a line has a customer or a supplier, not both;
  ``dateFrom`` not after ``dateTo``; one default unit of measure).

``EXPECTED_REFUSALS`` lists them, by operation and by the field the 400 names (``[]``
standing for any list index), each with its reason. schemathesis's
``positive_data_acceptance`` check accepts a 400 from the listed operations only (its
per-operation ``expected-statuses``, ``schemathesis_operations``), and the suite's
``refusals_name_listed_fields`` check then fails any such 400 naming a field not listed for
that operation: a listed operation still cannot refuse a valid name, amount or date.
"""

from __future__ import annotations

import re
from typing import Any

from schemathesis import Case, CheckContext, Response
from schemathesis.config import PositiveDataAcceptanceConfig

UNKNOWN = "an unknown id there is a 400 on the field (JSON Schema cannot say which ids exist)"
ONE_PARTY = "customer or supplier, not both: a rule across two fields"
DATES_IN_ORDER = "the start may not be after the end: a rule across two fields"
ITEM_OBJECT_RULES = (
    "stock-item object rules (the spec's create rules): child items only on a grouping item, "
    "one of them current; one default unit; automatic batch fill needs a batch number and an "
    "expiry date"
)
ONE_ITEM_KIND = "each line names exactly one of a stock item, a service or a bundle"
BALANCED = "an entry needs at least one debit and one credit line (a rule across the lines)"
RELATED_ACCOUNT = (
    "an existing receivable account (which must exist) or the group to create one under, "
    "not both; a Custom pricing type needs a price list"
)

_ITEM_RULES = {
    "autoBatchFromExpiry": ITEM_OBJECT_RULES,
    "childItems": ITEM_OBJECT_RULES,
    "unitOfMeasures": ITEM_OBJECT_RULES,
    "brandId": UNKNOWN,
    "classificationId": UNKNOWN,
    "taxId": UNKNOWN,
    "dynamicPropertyValueIds": UNKNOWN,
    "childItems[].id": UNKNOWN,
}
_BATCH_ITEM_RULES = {
    f"[]{'' if key.startswith('[') else '.'}{key}": why for key, why in _ITEM_RULES.items()
}
_JOURNAL_LINES = {
    "accountingDocumentDetails": BALANCED,
    "accountingDocumentDetails[].supplierId": ONE_PARTY,
    "accountingDocumentDetails[].accountId": UNKNOWN,
    "accountingDocumentDetails[].customerId": UNKNOWN,
    "accountingDocumentDetails[].costCenterId": UNKNOWN,
    "currencyId": UNKNOWN,
}
_CASH = {
    **_JOURNAL_LINES,
    "mainAccountId": "the cash or bank account must exist (and be one): " + UNKNOWN,
}
_ORDER_HEADER = {
    "salesPersonId": UNKNOWN,
    "customerId": UNKNOWN,
    "currencyId": UNKNOWN,
    "salesStoreId": UNKNOWN,
    "warehouseId": (
        "a warehouse or a sales store, not both (a rule across two fields); the warehouse "
        "must exist and be one the caller may use"
    ),
}
_ORDER = {
    **_ORDER_HEADER,
    "salesOrderDetails[].stockItemId": ONE_ITEM_KIND,
    "salesOrderDetails[].warehouseId": UNKNOWN,
    "salesOrderDetails[].serials": "a serial must be one of the line's stock item: " + UNKNOWN,
}
_CUSTOMER = {
    "relatedAccountId": RELATED_ACCOUNT,
    "relatedAccountParentId": RELATED_ACCOUNT,
    "priceListId": RELATED_ACCOUNT,
    "salesPersonId": UNKNOWN,
    "defaultForeignCurrencyId": UNKNOWN,
    "contactDistrictId": "the district must exist in the given city: " + UNKNOWN,
    "addresses[].districtId": "the district must exist in the given city: " + UNKNOWN,
    "taxRegistrationId": (
        "with Egyptian or Saudi e-invoicing a Business customer needs one: a rule across "
        "the organization's settings and customerType"
    ),
}
_CUSTOMER_BATCH = {f"[].{key}": why for key, why in _CUSTOMER.items()}
ITEM_STATE = (
    "what the item allows depends on the item named (its units, whether it needs a batch or an"
    " expiry date, the serial numbers it has in stock): a rule across the line and the records"
)
_WORK_ORDER_LINES = {
    "workOrderDetails[].stockItemId": UNKNOWN,
    "workOrderDetails[].warehouseId": UNKNOWN,
    "workOrderDetails[].unitOfMeasureId": ITEM_STATE,
    "workOrderDetails[].serials": ITEM_STATE,
    "workOrderDetails[].batchNumber": ITEM_STATE,
    "workOrderDetails[].expDate": ITEM_STATE,
}

EXPECTED_REFUSALS: dict[str, dict[str, str]] = {
    "GET /v3/journal-entries": {"customerId": ONE_PARTY, "dateFrom": DATES_IN_ORDER},
    "GET /v3/work-orders": dict.fromkeys(
        ("customerId", "supplierId", "workOrderOtherPartyId"),
        "at most one of supplierId, customerId and workOrderOtherPartyId",
    ),
    "GET /v3/warehouses/stock-items-balances": {"stockItemsIds": UNKNOWN},
    "POST /v3/cash-in": _CASH,
    "POST /v3/cash-out": _CASH,
    "POST /v3/journal-entries": _JOURNAL_LINES,
    "PUT /v3/journal-entries/code/{code}": _JOURNAL_LINES,
    "POST /v3/journal-entries/payment": {
        "customerId": ONE_PARTY,
        "supplierId": UNKNOWN,
        "paymentAccountId": UNKNOWN,
        "currencyId": UNKNOWN,
        "costCenterId": UNKNOWN,
    },
    "POST /v3/cities": {"countryId": UNKNOWN},
    "PUT /v3/cities/{city_id}": {"countryId": UNKNOWN},
    "POST /v3/districts": {"cityId": UNKNOWN},
    "PUT /v3/districts/{district_id}": {"cityId": UNKNOWN},
    "POST /v3/classifications/stock-items": {"parentId": UNKNOWN},
    "POST /v3/warehouses": {"classificationId": UNKNOWN},
    "PUT /v3/warehouses/code/{code}": {"classificationId": UNKNOWN},
    "POST /v3/taxes": {
        "salesAccountId": "at least one of the three accounts, each existing: " + UNKNOWN,
        "salesWithholdingAccountId": UNKNOWN,
        "purchaseAccountId": UNKNOWN,
    },
    "PUT /v3/taxes/{tax_id}": {
        "salesAccountId": "at least one of the three accounts, each existing: " + UNKNOWN,
        "salesWithholdingAccountId": UNKNOWN,
        "purchaseAccountId": UNKNOWN,
    },
    "POST /v3/customers": _CUSTOMER,
    "PUT /v3/customers/{customer_id}": _CUSTOMER,
    "PUT /v3/customers/code/{code}": _CUSTOMER,
    "POST /v3/customers/batch": _CUSTOMER_BATCH,
    "PUT /v3/customers/batch/by-id": _CUSTOMER_BATCH,
    "PUT /v3/customers/batch/by-code": _CUSTOMER_BATCH,
    "PUT /v3/customers/batch/by-name": _CUSTOMER_BATCH,
    "POST /v3/sales-orders": _ORDER,
    "POST /v3/sales-orders/issued": _ORDER,
    "PUT /v3/sales-orders/code/{code}": _ORDER,
    "PUT /v3/sales-orders/header": _ORDER_HEADER,
    "POST /v3/sales-returns": {
        "sourceDocumentCode": "the source must be an existing sales order or issue offering",
        "sourceDocumentDetails[].sourceSalesOrderDetailId": (
            "each returned line names a line of that source: " + UNKNOWN
        ),
    },
    "POST /v3/stock-items": _ITEM_RULES,
    "PUT /v3/stock-items/{stock_item_id}": _ITEM_RULES,
    "PUT /v3/stock-items/code/{code}": _ITEM_RULES,
    "POST /v3/stock-items/batch": _BATCH_ITEM_RULES,
    "PUT /v3/stock-items/batch/by-id": _BATCH_ITEM_RULES,
    "PUT /v3/stock-items/batch/by-code": _BATCH_ITEM_RULES,
    "PUT /v3/stock-items/batch/by-sku": _BATCH_ITEM_RULES,
    "POST /v3/stock-items/link-to-parent": {
        "parentId": UNKNOWN,
        "stockItemIds": "each item must exist and none may be the parent itself",
    },
    "PUT /v3/stock-items/external-id": {
        "id": "exactly one of the item's id and its code: a rule across two fields"
    },
    "POST /v3/work-orders/issue-offering": {
        **_WORK_ORDER_LINES,
        "customerId": "a customer or another party, not both: a rule across two fields",
    },
    "POST /v3/work-orders/receive-supplies": {
        **_WORK_ORDER_LINES,
        "supplierId": "a supplier or another party, not both: a rule across two fields",
        "workOrderDetails[].price": (
            "received goods need a price above 0, a rule of this operation only (the line "
            "model, shared with the issue offering, allows 0)"
        ),
    },
    "POST /v3/work-orders/opening-balance": {**_WORK_ORDER_LINES, "warehouseId": UNKNOWN},
    "POST /v3/purchase-orders/find": {"dateTo": DATES_IN_ORDER},
    "POST /v3/purchase-orders/purchase-returns/find": {"dateTo": DATES_IN_ORDER},
}

_INDEX = re.compile(r"\[\d+\]")


def schemathesis_operations() -> list[dict[str, Any]]:
    """schemathesis's ``[[operations]]`` configuration: each listed operation may answer a
    valid request with 400 (and ``refusals_name_listed_fields`` checks which fields)."""
    statuses = [*PositiveDataAcceptanceConfig().expected_statuses, "400"]
    return [
        {
            "include-name": label,
            "checks": {"positive_data_acceptance": {"expected-statuses": statuses}},
        }
        for label in EXPECTED_REFUSALS
    ]


def unlisted_fields(label: str, problem: object) -> list[str]:
    """The fields a 400's problem body names that are not listed for the operation
    ``label`` (every field, for an operation not listed; ``$`` for a 400 naming none)."""
    errors = problem.get("errors") if isinstance(problem, dict) else None
    fields = [_INDEX.sub("[]", field) for field in errors] if isinstance(errors, dict) else []
    listed = EXPECTED_REFUSALS.get(label, {})
    return [field for field in fields or ["$"] if field not in listed]


def refusals_name_listed_fields(ctx: CheckContext, response: Response, case: Case) -> bool:
    """A schemathesis check: a schema-valid request refused with 400 names only fields
    listed for its operation (the narrow side of the 400 ``positive_data_acceptance`` is
    told to expect from the listed operations)."""
    meta = case.meta
    if response.status_code != 400 or meta is None or not meta.generation.mode.is_positive:
        return True
    unlisted = unlisted_fields(case.operation.label, response.json())
    assert not unlisted, (
        f"a valid request refused on {unlisted}: state the rule in the OpenAPI, or list it "
        "with its reason in tests/support/fuzz_allowances.py"
    )
    return True
