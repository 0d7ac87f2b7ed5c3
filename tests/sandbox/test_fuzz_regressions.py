"""Bugs the schema fuzzer (tests/sandbox/test_openapi_fuzz.py) found, each pinned by the
exact request it generated, so the fix stays without the fuzzer's luck.

Shared conventions (spec: conventions and master data, Errors): every non-2xx answer is
problem details; 400 is invalid input, 404 an unknown resource, 500 only unexpected errors.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from urllib.parse import quote

import httpx
import jsonschema_rs
import pytest
from fastapi import FastAPI

from app.models.error_codes import ErrorCode
from app.sandbox.problems import PROBLEM_JSON
from tests.support.sandbox import Tenant, asgi_client

BEYOND_SQLITE = 2**63  # SQLite's INTEGER stops at 2**63 - 1: binding it raised OverflowError
BEYOND_INT32 = 2**31  # the spec's int is 32 bits


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


def problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM_JSON)
    body: dict = response.json()
    assert body["status"] == status
    return body


@pytest.mark.parametrize("number", [BEYOND_SQLITE, BEYOND_INT32])
@pytest.mark.parametrize(
    "path",
    [
        "/v3/taxes/{}",
        "/v3/customers/{}/balance",
        "/v3/stock-items/{}/cost",
        "/v3/stock-items/1/balance/warehouses/{}",
        "/v3/warehouses/{}/balance",
        "/v3/cities/{}",
    ],
)
async def test_a_path_id_beyond_a_32_bit_int_is_an_unknown_resource(
    http: httpx.AsyncClient, path: str, number: int
) -> None:
    """Found: ``GET /v3/taxes/9223372036854775808`` answered 500 (SQLite cannot bind it).
    The service's ``{id:int}`` route constraint does not match such a number: 404."""
    problem(await http.get(path.format(number)), 404)


@pytest.mark.parametrize("number", [BEYOND_SQLITE, BEYOND_INT32])
async def test_an_unknown_dynamic_property_beyond_int_is_still_invalid_parent_id(
    http: httpx.AsyncClient, number: int
) -> None:
    """Found: ``PUT /v3/dynamic-properties/9223372036854775808`` answered 500. Update rule 2
    answers an unknown property with 409 InvalidParentId, however large its id."""
    response = await http.put(f"/v3/dynamic-properties/{number}", json={"values": [{"value": "A"}]})
    assert problem(response, 409)["errorCode"] == ErrorCode.InvalidParentId


@pytest.mark.parametrize(
    "path", ["/v3/classifications/stock-items/tree/{}", "/v3/warehouses/tree/{}"]
)
async def test_a_tree_for_a_user_id_beyond_int_is_empty(http: httpx.AsyncClient, path: str) -> None:
    """Found: ``GET /v3/warehouses/tree/9223372036854775808`` answered 500. No user has that
    id: the tree of an unknown user is empty, as for any other unknown id."""
    response = await http.get(path.format(BEYOND_SQLITE))
    assert response.status_code == 200, response.text
    assert response.json() == []


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/v3/taxes", "offset"),  # a strict page
        ("/v3/service-items", "offset"),  # a repaired page: out of place, not out of an int
        ("/v3/service-items", "limit"),
        ("/v3/cities", "countryId"),
        ("/v3/districts", "cityId"),
        ("/v3/accounts", "relatedCustomerId"),
        ("/v3/stock-items/balances", "warehouseId"),
        ("/v3/stock-items/warehouse-summary", "stockItemId"),
        ("/v3/customers/1/invoiceable-documents?documentTypes=SO&x=", "offset"),
        # Found by the long run: SQLite's OverflowError, 500, on the documents' filters.
        ("/v3/journal-entries", "accountId"),
        ("/v3/journal-entries", "customerId"),
        ("/v3/journal-entries", "supplierId"),
        ("/v3/journal-entries", "costCenterId"),
        ("/v3/journal-entries", "currencyId"),
        ("/v3/sales-orders", "customerId"),
        ("/v3/sales-orders", "salesPersonId"),
        ("/v3/sales-orders", "warehouseId"),
        ("/v3/work-orders", "customerId"),
        ("/v3/work-orders", "supplierId"),
        ("/v3/work-orders", "workOrderOtherPartyId"),
    ],
)
async def test_a_query_int_beyond_32_bits_is_invalid_input(
    http: httpx.AsyncClient, path: str, name: str
) -> None:
    """Found: ``GET /v3/taxes?offset=9223372036854775808`` answered 500. A number that is no
    int fails the service's model binding: 400 naming the parameter."""
    separator = "&" if "?" in path else "?"
    body = problem(await http.get(f"{path}{separator}{name}={BEYOND_SQLITE}"), 400)
    assert name in body["errors"], body


@pytest.mark.parametrize(
    "path",
    [
        "/v3/accounts",
        "/v3/customers",
        "/v3/service-items",
        "/v3/sales-persons",
        "/v3/warehouses",
        "/v3/stock-items",
    ],
)
@pytest.mark.parametrize("value", ["0", "0.5", "1700000000"])
async def test_update_date_is_iso_8601_text_not_unix_seconds(
    http: httpx.AsyncClient, path: str, value: str
) -> None:
    """Found: ``GET /v3/accounts?updateDate=0.5`` answered 200, read as Unix seconds. The
    spec's DateTime is ISO 8601: a bare number is invalid input."""
    body = problem(await http.get(path, params={"updateDate": value}), 400)
    assert "updateDate" in body["errors"], body


async def test_update_date_in_iso_8601_is_still_a_filter(http: httpx.AsyncClient) -> None:
    """The other outcome: ISO 8601 text is read as before."""
    response = await http.get("/v3/accounts", params={"updateDate": "2000-01-01T00:00:00Z"})
    assert response.status_code == 200, response.text
    assert response.json()["items"]


async def test_a_405_allows_every_method_of_the_resource(http: httpx.AsyncClient) -> None:
    """Found: ``PATCH /v3/taxes/1`` answered 405 with ``Allow: GET``: the router names only
    the first route matching the path. RFC 9110: Allow lists the target resource's methods."""
    response = await http.patch("/v3/taxes/1")
    problem(response, 405)
    assert response.headers["allow"] == "DELETE, GET, PUT"


@pytest.mark.parametrize("character", ["\t", "\r", "\n"])
async def test_instance_is_the_request_path_even_with_a_line_break(
    http: httpx.AsyncClient, character: str
) -> None:
    """Found: ``DELETE /v3/sales-persons/code/%0D%C3%84`` answered a 404 whose ``instance``
    was ``/v3/sales-persons/code/Ä``: the request path lost its carriage return. Spec Errors
    1: instance is the request path."""
    response = await http.delete(f"/v3/sales-persons/code/{quote(character)}X")
    assert problem(response, 404)["instance"] == f"/v3/sales-persons/code/{character}X"


async def test_a_boolean_where_an_int_goes_is_invalid_input(http: httpx.AsyncClient) -> None:
    """Found: ``POST /v3/sales-persons`` with ``"classificationCode": true`` answered 201 and
    stored 1 (pydantic reads true as 1). The service's JSON binding refuses a boolean for a
    number: 400 on that field."""
    response = await http.post("/v3/sales-persons", json={"name": "A", "classificationCode": True})
    assert "classificationCode" in problem(response, 400)["errors"]


async def test_an_int_still_binds_where_an_int_goes(http: httpx.AsyncClient) -> None:
    """The other outcome: a number is read as before."""
    response = await http.post("/v3/sales-persons", json={"name": "B", "classificationCode": 7})
    assert response.status_code == 201, response.text
    assert response.json()["classificationCode"] == 7


@pytest.mark.parametrize(
    "number", [6319394688307368483367258423296, BEYOND_INT32, -BEYOND_INT32 - 1]
)
async def test_a_body_int_beyond_32_bits_is_invalid_input(
    http: httpx.AsyncClient, number: int
) -> None:
    """Found: ``POST /v3/sales-persons`` with ``{"name": "0", "classificationCode":
    6319394688307368483367258423296}`` answered 500 (SQLite cannot bind it). The spec's int
    is 32 bits; a larger number fails the service's binding: 400 on that field."""
    response = await http.post(
        "/v3/sales-persons", json={"name": "0", "classificationCode": number}
    )
    assert "classificationCode" in problem(response, 400)["errors"]


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("/v3/journal-entries", "dateTo"),
        ("/v3/journal-entries", "dateFrom"),
        ("/v3/work-orders", "orderDateTo"),
        ("/v3/work-orders", "orderDateFrom"),
    ],
)
@pytest.mark.parametrize("value", ["0", "0.5", "1700000000"])
async def test_a_document_date_filter_is_iso_8601_text_not_unix_seconds(
    http: httpx.AsyncClient, path: str, name: str, value: str
) -> None:
    """Found: ``GET /v3/journal-entries?dateTo=0.5`` answered 200 (Unix seconds) where the
    OpenAPI says date-time: a bare number is invalid input."""
    body = problem(await http.get(path, params={name: value}), 400)
    assert name in body["errors"], body
    response = await http.get(path, params={name: "2026-01-31T00:00:00Z"})
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    "path", ["/v3/purchase-orders/find", "/v3/purchase-orders/purchase-returns/find"]
)
async def test_a_find_window_of_unix_seconds_is_invalid_input(
    http: httpx.AsyncClient, path: str
) -> None:
    """Found: ``{"dateFrom": 0, ...}`` was read as 1970-01-01: the schema says date-time."""
    window = {"dateFrom": 0, "dateTo": "2000-01-01T00:00:00Z"}
    body = problem(await http.post(path, json=window), 400)
    assert "dateFrom" in body["errors"], body


OPENING_BALANCE = {"warehouseId": 1, "workOrderDetails": [{"quantity": "1", "stockItemId": 1}]}


@pytest.mark.parametrize("value", [0, 0.5, "1700000000"])
async def test_a_body_date_of_unix_seconds_is_invalid_input(
    http: httpx.AsyncClient, value: object
) -> None:
    """Found: ``POST /v3/work-orders/opening-balance`` with ``"date": 0`` answered 201, the
    date read as 1970-01-01, where the OpenAPI says date-time. Every request model's date
    is ISO 8601 text now, a line's too."""
    dated = {**OPENING_BALANCE, "date": value}
    assert (
        "date"
        in problem(await http.post("/v3/work-orders/opening-balance", json=dated), 400)["errors"]
    )
    line = {"quantity": "1", "stockItemId": 1, "expDate": value}
    body = problem(
        await http.post(
            "/v3/work-orders/opening-balance", json={**OPENING_BALANCE, "workOrderDetails": [line]}
        ),
        400,
    )
    assert "workOrderDetails[0].expDate" in body["errors"], body
    order = {
        "customerId": 1,
        "warehouseId": 1,
        "documentDate": value,
        "salesOrderDetails": [{"stockItemId": 1, "quantity": 1, "price": 10}],
    }
    assert "documentDate" in problem(await http.post("/v3/sales-orders", json=order), 400)["errors"]


async def test_a_body_date_in_iso_8601_is_still_read(http: httpx.AsyncClient) -> None:
    """The other outcome: ISO 8601 text is a date as before."""
    dated = {**OPENING_BALANCE, "date": "2026-01-31T10:00:00Z"}
    response = await http.post("/v3/work-orders/opening-balance", json=dated)
    assert response.status_code == 201, response.text
    assert response.json()["date"].startswith("2026-01-31")


@pytest.mark.parametrize("value", ["", "20261201", "2026-W01", "2026-12-01T10"])
@pytest.mark.parametrize("name", ["orderDateFrom", "orderDateTo"])
async def test_a_sales_order_date_filter_outside_the_openapi_is_invalid_input(
    http: httpx.AsyncClient, name: str, value: str
) -> None:
    """Found: ``GET /v3/sales-orders?orderDateTo=`` answered 200 (an empty date was no
    filter) where the OpenAPI says date or date-time, and the work orders' list refuses it;
    so were the other forms ``datetime.fromisoformat`` reads (a basic or week date)."""
    response = await http.get("/v3/sales-orders", params={name: value})
    assert name in problem(response, 400)["errors"]
    assert name in problem(await http.get("/v3/work-orders", params={name: value}), 400)["errors"]


@pytest.mark.parametrize("value", ["2999-12-31", "2999-12-31T10:00:00Z"])
async def test_a_sales_order_date_filter_in_the_openapi_is_still_read(
    http: httpx.AsyncClient, value: str
) -> None:
    """The other outcome: a date, or a date and time, still bounds the list."""
    every = {"onlyMyOrders": "false", "warehouseOnly": "false", "limit": 1}
    before = await http.get("/v3/sales-orders", params={**every, "orderDateTo": "2000-01-01"})
    assert before.status_code == 200, before.text
    assert before.json()["totalCount"] == 0
    response = await http.get("/v3/sales-orders", params={**every, "orderDateTo": value})
    assert response.status_code == 200, response.text
    assert response.json()["totalCount"] > 0


@pytest.mark.parametrize("method", ["PUT", "DELETE"])
async def test_the_deactivate_path_is_not_a_customer_code(
    http: httpx.AsyncClient, method: str
) -> None:
    """Found: ``PUT /v3/customers/code/0/deactivate`` answered 400 about the body of a
    customer coded "0/deactivate": the code took the slash. No such route: 405, PATCH."""
    response = await http.request(method, "/v3/customers/code/0/deactivate")
    body = problem(response, 405)
    assert response.headers["allow"] == "PATCH", body


async def test_a_code_holding_an_escaped_slash_still_names_its_customer(
    http: httpx.AsyncClient,
) -> None:
    created = await http.post("/v3/customers", json={"code": "A/7", "name": "Slash Trading"})
    assert created.status_code == 201, created.text
    body = {**created.json(), "name": "Slash Trading Co."}
    updated = await http.put(f"/v3/customers/code/{quote('A/7', safe='')}", json=body)
    assert updated.status_code == 200, updated.text
    assert updated.json()["name"] == "Slash Trading Co."
    deactivated = await http.patch(f"/v3/customers/code/{quote('A/7', safe='')}/deactivate")
    assert deactivated.status_code == 204, deactivated.text


# -- the OpenAPI states the rule the sandbox applies ------------------------------------------
# Each test below sends the request the fuzzer found and checks both sides of one rule: the
# sandbox's answer, and the verdict of the document's own schema (jsonschema_rs, the
# validator schemathesis uses) on the same value, so that neither can drift alone.


@pytest.fixture
def document(sandbox_app: FastAPI) -> dict:
    return sandbox_app.openapi()


def schema_of(document: dict, name: str, field: str) -> jsonschema_rs.Validator:
    """A validator of one field of a component schema, its references resolved."""
    field_schema = document["components"]["schemas"][name]["properties"][field]
    return jsonschema_rs.validator_for({**field_schema, "components": document["components"]})


def parameter_of(document: dict, path: str, name: str) -> jsonschema_rs.Validator:
    parameters = document["paths"][path]["get"]["parameters"]
    (parameter,) = [parameter for parameter in parameters if parameter["name"] == name]
    return jsonschema_rs.validator_for(parameter["schema"])


@pytest.mark.parametrize(
    ("cost", "valid"),
    [
        ("12.5", True),
        ("-3", True),
        (12.5, True),
        (7.9e28, True),
        ("-1e999", False),  # pydantic read -1E+999; SQLite stored -inf: a 500 on reading it
        ("0.488599e825517263150301802563436", False),
        (" 1", False),
        ("1_000", False),
        ("١٢", False),  # Arabic-Indic digits: Python's Decimal reads them, .NET does not
        ("", False),
        (8e28, False),  # beyond the service's decimal
    ],
)
async def test_an_amount_is_a_number_or_a_plain_numeral_within_the_services_decimal(
    http: httpx.AsyncClient, document: dict, cost: object, valid: bool
) -> None:
    """Found: ``POST /v3/service-items`` with ``"cost": "-1e999"`` answered 500 (the
    amount came back as -Infinity), and amounts sent as text such as ``"0.5e8255..."`` were
    refused although the OpenAPI allowed any string. An amount is a JSON number within
    .NET's decimal, or text holding a plain numeral: the OpenAPI says so and the sandbox
    applies it."""
    body = {"description": "Fuzzed cost", "cost": cost}
    response = await http.post("/v3/service-items", json=body)
    if valid:
        assert response.status_code == 201, response.text
    else:
        assert "cost" in problem(response, 400)["errors"]
    assert schema_of(document, "ServiceItemUpsertRequest", "cost").is_valid(cost) is valid


@pytest.mark.parametrize("value", [0, 1, "true", "yes"])
async def test_a_number_or_text_where_a_boolean_goes_is_invalid_input(
    http: httpx.AsyncClient, document: dict, value: object
) -> None:
    """Found: ``POST /v3/service-items`` with ``"isShippingService": 0`` answered 201 (pydantic
    reads 0 as false) where the OpenAPI says boolean. The service's JSON binding refuses it."""
    body = {"description": "Fuzzed flag", "isShippingService": value}
    response = await http.post("/v3/service-items", json=body)
    assert "isShippingService" in problem(response, 400)["errors"]
    validator = schema_of(document, "ServiceItemUpsertRequest", "isShippingService")
    assert not validator.is_valid(value)
    assert validator.is_valid(True)


async def test_the_fast_stock_item_page_refuses_an_offset_beyond_32_bits(
    http: httpx.AsyncClient,
) -> None:
    """Found: ``GET /v3/stock-items?offset=2147483648`` answered 200 (the fast path of the
    default list read any 15 digits) where the OpenAPI and the other lists say 400."""
    body = problem(await http.get("/v3/stock-items", params={"offset": BEYOND_INT32}), 400)
    assert "offset" in body["errors"], body
    response = await http.get("/v3/stock-items", params={"offset": BEYOND_INT32 - 1})
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    ("ids", "valid"),
    [
        ("1, 2", True),
        (f"{BEYOND_INT32 - 1}", True),
        ("", False),
        ("1,,2", False),
        ("١", False),  # str.isdigit took it; int("١") is 1
        (f"{BEYOND_INT32}", False),
        (f"{BEYOND_SQLITE}", False),
        ("CUS-1", False),
    ],
)
async def test_stock_items_ids_are_comma_separated_32_bit_ids(
    http: httpx.AsyncClient, document: dict, ids: str, valid: bool
) -> None:
    """Found: ``stockItemsIds=`` (and text, and Arabic-Indic digits) answered 400 where the
    OpenAPI allowed any string. Rule 8's list of positive ints is now a pattern, the same
    the sandbox checks (an unknown id stays a 400 of its own, listed for the fuzzer)."""
    path = "/v3/warehouses/stock-items-balances"
    response = await http.get(path, params={"stockItemsIds": ids})
    message = " ".join(response.json()["errors"]["stockItemsIds"]) if not valid else ""
    if valid:
        assert response.status_code in (200, 400), response.text
        if response.status_code == 400:  # an id of no stock item: a rule of its own
            assert "Unknown stock items" in str(response.json()["errors"]), response.text
    else:
        assert "not a positive whole number" in message, response.text
    assert parameter_of(document, path, "stockItemsIds").is_valid(ids) is valid


@pytest.mark.parametrize("name", ["\x1d", "\x85", " \u3000"])
async def test_a_blank_name_is_blank_to_the_schema_too(
    http: httpx.AsyncClient, document: dict, name: str
) -> None:
    """Found: ``POST /v3/sales-persons`` with ``"name": "\\x1d"`` answered 400 "Enter a name"
    where the OpenAPI's ``\\S`` allowed it: Python strips \\x1c-\\x1f and \\x85, which JSON
    Schema's ``\\s`` does not name. The pattern now spells out what ``str.strip`` removes."""
    response = await http.post("/v3/sales-persons", json={"name": name})
    assert "name" in problem(response, 400)["errors"]
    validator = schema_of(document, "SalesPersonUpsertRequest", "name")
    assert not validator.is_valid(name)
    assert validator.is_valid("\ufeffA")


async def test_a_batch_update_by_code_states_that_each_entry_has_its_code(
    http: httpx.AsyncClient, document: dict
) -> None:
    """Found: ``PUT /v3/stock-items/batch/by-code`` with an entry without code answered 400
    "code is required." where the OpenAPI made code optional (the shared model's)."""
    body = problem(
        await http.put("/v3/stock-items/batch/by-code", json=[{"description": "X"}]), 400
    )
    assert body["errors"] == {"[0].code": ["code is required."]}
    items = document["paths"]["/v3/stock-items/batch/by-code"]["put"]["requestBody"]
    reference = items["content"]["application/json"]["schema"]["items"]["$ref"]
    entry = document["components"]["schemas"][reference.rpartition("/")[2]]
    assert "code" in entry["required"]


@pytest.mark.parametrize("status", ["Shipped", "Cancelled"])
async def test_the_status_patch_states_the_statuses_it_sets(
    http: httpx.AsyncClient, document: dict, status: str
) -> None:
    """Found: ``PATCH /v3/sales-orders/code/0/status`` with ``{"orderStatus": "Cancelled"}``
    answered 400 ("Cancelled is set by cancel") where the OpenAPI's enum allowed it."""
    response = await http.patch("/v3/sales-orders/code/0/status", json={"orderStatus": status})
    assert "orderStatus" in problem(response, 400)["errors"]
    validator = schema_of(document, "SalesOrderStatusRequest", "orderStatus")
    assert not validator.is_valid(status)
    assert validator.is_valid("Pending")


async def test_a_python_field_name_is_an_unknown_key_the_sandbox_ignores(
    http: httpx.AsyncClient, document: dict
) -> None:
    """Found: ``POST /v3/cities`` with ``"country_id"`` beside ``"countryId"`` was read under
    either name (the models took a field's Python name too), where the service knows wire
    names only. Such a key is now an unknown one: ignored, as the OpenAPI allows any."""
    first, second = 1, 2  # Egypt and Saudi Arabia, the sandbox's reference countries
    only_python = await http.post("/v3/cities", json={"name": "Snake", "country_id": first})
    assert list(problem(only_python, 400)["errors"]) == ["countryId"]
    both = await http.post(
        "/v3/cities", json={"name": "Camel", "countryId": first, "country_id": second}
    )
    assert both.status_code == 201, both.text
    city = (await http.get(f"/v3/cities/{both.json()['id']}")).json()
    assert city["countryId"] == first
    # An unknown key's value is not looked at: a list where an amount goes is no error.
    item = await http.post("/v3/stock-items", json={"description": "Snake", "minimum_price": [{}]})
    assert item.status_code == 201, item.text
    body = document["components"]["schemas"]["CityUpsertRequest"]
    assert "propertyNames" not in body
    assert body.get("additionalProperties", True) is not False


@pytest.mark.parametrize(
    ("path", "name", "value"),
    [
        ("/v3/stock-items/cost/by-skus", "skus", ["", " "]),
        ("/v3/stock-items/cost/by-part-numbers", "partNumbers", [""]),
        ("/v3/customers/1/invoiceable-documents", "documentTypes", [" "]),
    ],
)
async def test_a_list_of_only_blank_values_is_refused_by_both(
    http: httpx.AsyncClient, document: dict, path: str, name: str, value: list[str]
) -> None:
    """Found: ``GET /v3/stock-items/cost/by-skus?skus=&skus=`` answered 400 ("Give at least
    one value") where the OpenAPI allowed any list: blanks are dropped and one must stay."""
    assert name in problem(await http.get(path, params={name: value}), 400)["errors"]
    template = path.replace("/1/", "/{customer_id}/")
    validator = parameter_of(document, template, name)
    assert not validator.is_valid(value)
    assert validator.is_valid(["", "SO"])
