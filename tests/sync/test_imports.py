"""Import rows: header matching (English and Arabic), cells, checks, and sending through the
batch endpoints of the sandbox: create, no duplicates on a second import or after a lost
answer, updates that keep the columns the file lacks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.client import ApiClient
from app.api.ratelimit import RateLimiter, RateWindow
from app.api.retry import RetryPolicy
from app.models.stock_items import StockItemCreateRequest
from app.sandbox.app import create_app
from app.sandbox.db import Database
from app.sandbox.faults import Fault, FaultInjector, FaultKind
from app.sandbox.server import SandboxServer
from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache
from app.sync.import_rows import (
    CUSTOMERS,
    STOCK_ITEMS,
    ImportMode,
    RowState,
    column_of,
    derived_external_id,
    match_headers,
    parse_number,
    prepare_rows,
)
from app.sync.import_send import GROUPING_ITEM, send_rows
from app.sync.reference import ReferenceSync
from app.sync.sources import STOCK_ITEMS as STOCK_ITEMS_SOURCE
from tests.support.sandbox import Tenant


def count(tenant: Tenant, sql: str, *args: object) -> int:
    with tenant.db.transaction() as conn:
        return int(conn.execute(sql, (tenant.id, *args)).fetchone()[0])


# -- mapping and cells ---------------------------------------------------------------------------
def test_headers_match_in_english_arabic_and_wire_names() -> None:
    headers = ["Description", "partNumber", "SKU ", "سعر البيع", "الكود", "Colour", "سعر الشراء"]
    assert match_headers(STOCK_ITEMS, headers) == [
        "description",
        "part_number",
        "sku",
        "price",
        "code",
        None,
        "purchase_price",
    ]
    # Letter variants and diacritics do not matter; a field is taken once.
    assert match_headers(CUSTOMERS, ["الإسم", "اسم العميل", "البريد الالكتروني", "Mobile"]) == [
        "name",
        None,
        "email",
        "mobile",
    ]


@pytest.mark.parametrize(
    ("text", "comma", "expected"),
    [
        ("1,234.50", False, Decimal("1234.50")),
        ("1.234,50", False, Decimal("1234.50")),
        ("12,5", True, Decimal("12.5")),
        ("1,250", False, Decimal("1250")),
        ("١٢٣٫٥", False, Decimal("123.5")),
        ("abc", False, None),
        ("NaN", False, None),
    ],
)
def test_numbers_as_spreadsheets_write_them(text: str, comma: bool, expected: Decimal) -> None:
    assert parse_number(text, decimal_comma=comma) == expected


def test_rows_are_checked_against_the_request_model() -> None:
    headers = ["Code", "Description", "Price", "Weight"]
    rows = [
        ["A-1", "Pump", "12,5", "3"],
        ["A-2", "", "4", "1"],
        ["A-3", "Valve", "-1", "x"],
        ["A-1", "Pump again", "1", "1"],
    ]
    prepared = prepare_rows(
        STOCK_ITEMS, ImportMode.CREATE, rows, match_headers(STOCK_ITEMS, headers)
    )
    assert [row.state for row in prepared] == [RowState.READY] + [RowState.INVALID] * 3
    # A semicolon file's decimal comma is read as one.
    assert prepared[0].values["price"] == Decimal("12.5")
    assert prepared[0].key == derived_external_id(STOCK_ITEMS, {"code": "A-1"})
    mapping = match_headers(STOCK_ITEMS, headers)
    assert [column_of(mapping, issue) for issue in prepared[1].issues] == [1]
    assert {column_of(mapping, issue) for issue in prepared[2].issues} == {2, 3}
    assert prepared[3].repeats == 2


def test_an_update_needs_its_key_only() -> None:
    mapping = match_headers(STOCK_ITEMS, ["SKU", "Price"])
    prepared = prepare_rows(STOCK_ITEMS, ImportMode.BY_SKU, [["S1", "5"], ["", "6"]], mapping)
    assert prepared[0].state is RowState.READY
    assert prepared[1].state is RowState.INVALID
    assert prepared[1].issues[0].kind == "import_key_missing"


# -- sending -------------------------------------------------------------------------------------
@pytest.fixture
def injector() -> FaultInjector:
    return FaultInjector(seed=1)


@pytest.fixture
def server(db: Database, injector: FaultInjector) -> Iterator[SandboxServer]:
    running = SandboxServer(create_app(db, rate_limits=False, faults=injector))
    running.start()
    yield running
    running.stop()


@pytest.fixture
async def client(tenant: Tenant, server: SandboxServer) -> AsyncIterator[ApiClient]:
    opened = ApiClient(
        tenant.connection(server.url),
        retry=RetryPolicy(base_delay=0.001, max_delay=0.005),
        limiter=RateLimiter((RateWindow(1000, 1.0),)),
    )
    yield opened
    await opened.aclose()


def items_named(tenant: Tenant, prefix: str) -> int:
    return count(
        tenant,
        "SELECT count(*) FROM stock_items WHERE tenant_id = ? AND description LIKE ?",
        prefix + "%",
    )


ITEM_ROWS = [[f"Imported pump {n}", f"IMP-SKU-{n}", str(10 + n)] for n in range(1, 6)]
ITEM_MAPPING = match_headers(STOCK_ITEMS, ["Description", "SKU", "Price"])


async def test_importing_the_same_file_twice_creates_each_item_once(
    client: ApiClient, tenant: Tenant
) -> None:
    await client.stock_items.create(StockItemCreateRequest(description="Imported pump 0"))
    rows = [
        *ITEM_ROWS,
        ["Imported pump 1", "IMP-SKU-X", "1"],  # the same key as line 2: not sent
        ["Imported pump 0", "IMP-SKU-0", "1"],  # made by hand before: the server refuses it
    ]
    first = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, rows, ITEM_MAPPING)
    assert first[5].state is RowState.INVALID and first[5].repeats == 2
    done: list[tuple[int, int]] = []
    await send_rows(
        client,
        STOCK_ITEMS,
        ImportMode.CREATE,
        first,
        chunk_size=2,
        progress=lambda d, t: done.append((d, t)),
    )
    assert [row.state for row in first[:5]] == [RowState.CREATED] * 5
    assert all(row.record_id for row in first[:5])
    assert first[6].state is RowState.FAILED and first[6].error_code == "DupplicatedName"
    assert "DupplicatedName" in first[6].message
    assert done[-1] == (6, 6) and len(done) == 3
    assert items_named(tenant, "Imported pump ") == 6

    again = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, rows[:5], ITEM_MAPPING)
    await send_rows(client, STOCK_ITEMS, ImportMode.CREATE, again)
    assert [row.state for row in again] == [RowState.EXISTS] * 5
    assert [row.record_id for row in again] == [row.record_id for row in first[:5]]
    assert items_named(tenant, "Imported pump ") == 6


async def test_a_lost_answer_is_looked_up_before_sending_again(
    client: ApiClient, tenant: Tenant, injector: FaultInjector
) -> None:
    injector.add(Fault(FaultKind.DROP_AFTER_COMMIT, "POST", "/v3/stock-items/batch"))
    rows = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, ITEM_ROWS, ITEM_MAPPING)
    await send_rows(client, STOCK_ITEMS, ImportMode.CREATE, rows, chunk_size=3)
    # The first chunk was stored but its answer lost: found, not sent again.
    assert [row.state for row in rows] == [RowState.CREATED] * 5
    assert all(row.problem is None for row in rows)
    assert items_named(tenant, "Imported pump ") == 5


async def test_a_chunk_that_fails_does_not_lose_the_others(
    client: ApiClient, tenant: Tenant, injector: FaultInjector
) -> None:
    for _ in range(4):  # one more 503 than the client retries: the first chunk fails
        injector.add(Fault(FaultKind.UNAVAILABLE, "GET", "/v3/stock-items"))
    rows = prepare_rows(STOCK_ITEMS, ImportMode.CREATE, ITEM_ROWS, ITEM_MAPPING)
    await send_rows(client, STOCK_ITEMS, ImportMode.CREATE, rows, chunk_size=2)
    states = [row.state for row in rows]
    assert states[:2] == [RowState.FAILED] * 2
    assert states[2:] == [RowState.CREATED] * 3
    assert rows[0].problem is not None


async def test_update_by_sku_keeps_what_the_file_does_not_hold(
    client: ApiClient, tenant: Tenant, tmp_path: Path
) -> None:
    created = await client.stock_items.create(
        StockItemCreateRequest(
            description="Sku pump",
            sku="SKU-PUMP-1",
            price=Decimal(10),
            purchase_price=Decimal(6),
            note="keep me",
        )
    )
    store = LocalStore(tmp_path / "p.sqlite3")
    try:
        await ReferenceSync(client, store, [STOCK_ITEMS_SOURCE]).sync("stock_items", full=True)
        cache = ReferenceCache(store)
        rows = prepare_rows(
            STOCK_ITEMS,
            ImportMode.BY_SKU,
            [["sku-pump-1", "12.5"], ["NO-SUCH-SKU", "1"]],
            match_headers(STOCK_ITEMS, ["SKU", "Price"]),
        )
        await send_rows(client, STOCK_ITEMS, ImportMode.BY_SKU, rows, cache=cache)
    finally:
        store.close()
    assert rows[0].state is RowState.UPDATED and rows[0].record_id == created.id
    assert rows[1].state is RowState.NOT_FOUND
    stored = await client.stock_items.get(created.id)
    assert stored.price == Decimal("12.5")
    assert stored.purchase_price == Decimal(6) and stored.note == "keep me"
    assert stored.description == "Sku pump"


async def test_update_leaves_grouping_items_alone(client: ApiClient, tenant: Tenant) -> None:
    parent = await client.stock_items.create(
        StockItemCreateRequest.model_validate(
            {
                "description": "Group shirt",
                "isGroupingItem": True,
                "sku": "GRP-1",
                "childItems": [{"description": "Group shirt S"}],
            }
        )
    )
    rows = prepare_rows(
        STOCK_ITEMS,
        ImportMode.BY_ID,
        [[str(parent.id), "3"]],
        match_headers(STOCK_ITEMS, ["Id", "Price"]),
    )
    await send_rows(client, STOCK_ITEMS, ImportMode.BY_ID, rows)
    assert rows[0].state is RowState.FAILED and rows[0].error_code == GROUPING_ITEM


async def test_customers_create_then_update_by_code(client: ApiClient, tenant: Tenant) -> None:
    mapping = match_headers(CUSTOMERS, ["الكود", "الاسم", "الموبايل", "نوع العميل"])
    rows = prepare_rows(
        CUSTOMERS,
        ImportMode.CREATE,
        [["IMP-C1", "شركة النور", "0100", "شركة"], ["IMP-C2", "محمد علي", "0101", "مستهلك"]],
        mapping,
    )
    await send_rows(client, CUSTOMERS, ImportMode.CREATE, rows)
    assert [row.state for row in rows] == [RowState.CREATED] * 2
    again = prepare_rows(CUSTOMERS, ImportMode.CREATE, [["IMP-C1", "شركة النور", "", ""]], mapping)
    await send_rows(client, CUSTOMERS, ImportMode.CREATE, again)
    assert again[0].state is RowState.EXISTS

    update = prepare_rows(
        CUSTOMERS,
        ImportMode.BY_CODE,
        [["IMP-C1", "0199"]],
        match_headers(CUSTOMERS, ["Code", "Mobile"]),
    )
    await send_rows(client, CUSTOMERS, ImportMode.BY_CODE, update)
    assert update[0].state is RowState.UPDATED
    stored = await client.customers.get(rows[0].record_id or 0)
    assert stored.mobile == "0199" and stored.name == "شركة النور"
    assert stored.customer_type == "Business"
