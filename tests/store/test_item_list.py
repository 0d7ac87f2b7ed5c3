"""The cached stock-item list (app/store/item_list.py), without Qt: search, filters, sort
orders, the classification subtree, counts, and the table the triggers keep in step."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store import local
from app.store.item_list import (
    ItemFilter,
    ItemListQuery,
    ItemRow,
    ItemSort,
    classification_subtree,
    item_row,
    narrowed,
)
from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache, RowColumns


def item(item_id: int, description: str, **fields: Any) -> dict[str, Any]:
    """An item's wire JSON (``StockItemResponse``), with what a test cares about."""
    payload: dict[str, Any] = {
        "id": item_id,
        "code": f"{item_id:04d}",
        "description": description,
        "sku": None,
        "partNumber": None,
        "externalId": None,
        "otherLangDescription": None,
        "classificationId": None,
        "classificationCode": None,
        "price": "0",
        "isActive": True,
        "isGroupingItem": False,
        "updateDate": "2026-11-01T10:00:00Z",
    }
    payload.update(fields)
    return payload


def put(
    store: LocalStore, *payloads: dict[str, Any], list_name: str = "stock_items", run: str = "run-1"
) -> None:
    """Write items into the cache as the sync does (columns, search texts, JSON)."""
    rows = [
        (
            RowColumns(
                id=p["id"],
                code=p.get("code"),
                name=p.get("description"),
                is_active=p.get("isActive", True),
                updated_at=p.get("updateDate"),
                search=(
                    p.get("code"),
                    p.get("sku"),
                    p.get("partNumber"),
                    p.get("description"),
                    p.get("otherLangDescription"),
                ),
            ),
            json.dumps(p),
        )
        for p in payloads
    ]
    with store.transaction() as conn:
        ReferenceCache.upsert(conn, list_name, rows, run)


CATALOGUE = [
    item(1, "Samsung Galaxy S24", sku="SAM-S24", partNumber="PN-100", price="999.00"),
    item(2, "samsung 32-inch TV", sku="sam-tv32", price="10", classificationId=20),
    item(3, "Apple iPhone 15", sku="APL-15", price="9", classificationId=21),
    item(
        4,
        "Charger",
        code=None,
        price="9.5",
        isActive=False,
        otherLangDescription="شاحن سريع",
        classificationId=10,
    ),
    item(5, "Zebra label printer", sku=None, price=None, otherLangDescription="طابعة"),
    item(6, "شاشة سامسونج", sku="SAM-MON", classificationId=30, classificationCode="MON"),
]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LocalStore]:
    opened = LocalStore(tmp_path / "profile.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def query(store: LocalStore) -> Iterator[ItemListQuery]:
    put(store, *CATALOGUE)
    opened = ItemListQuery(store)
    yield opened
    opened.close()


def found(query: ItemListQuery, **where: Any) -> list[int]:
    return query.ids(ItemFilter(**where))


# -- search ---------------------------------------------------------------------------------
def test_every_typed_word_must_start_a_word_of_the_item(query: ItemListQuery) -> None:
    assert found(query, text="gal sam") == [1]  # any order, prefixes
    assert found(query, text="SAMSUNG") == [1, 2]  # case folded
    assert found(query, text="sung") == []  # the start of a word, not inside it
    assert found(query, text="sam") == [1, 2, 6]  # "SAM-MON": the SKU's words too
    assert found(query, text="pn-100") == [1]  # part number
    assert found(query, text="0003") == [3]  # code


def test_arabic_is_found_without_harakat_and_whatever_the_alef(query: ItemListQuery) -> None:
    assert found(query, text="شاحن") == [4]  # the other-language description
    assert found(query, text="شاشه") == [6]  # teh marbuta typed as heh
    assert found(query, text="طَابِعة") == [5]  # harakat typed


def test_no_text_narrows_nothing_and_separators_alone_match_nothing(
    query: ItemListQuery,
) -> None:
    assert query.matching_ids(ItemFilter()) is None
    assert query.matching_ids(ItemFilter(text="   ")) is None
    assert query.matching_ids(ItemFilter(text="-- ,")) == set()
    assert found(query, text="-- ,") == []


def test_a_search_every_item_matches_is_told_by_counting(
    store: LocalStore, query: ItemListQuery
) -> None:
    put(store, *(item(i, f"Cable {i}") for i in (1, 2, 3, 4, 5, 6)))
    total = query.total()
    assert query.matching_ids(ItemFilter(text="cab"), total=total) is None
    assert query.matching_ids(ItemFilter(text="cab")) == {1, 2, 3, 4, 5, 6}
    assert query.matching_ids(ItemFilter(text="cable 3"), total=total) == {3}


# -- filters --------------------------------------------------------------------------------
def test_status_filter_and_search_combine(query: ItemListQuery) -> None:
    assert found(query, active=False) == [4]
    assert found(query, active=True) == [1, 2, 3, 5, 6]
    assert found(query, text="charger", active=True) == []
    assert found(query, text="samsung", active=True) == [1, 2]


def test_classification_filter_takes_a_set_of_classifications(query: ItemListQuery) -> None:
    assert found(query, classification_ids=frozenset({20, 21})) == [2, 3]
    assert found(query, classification_ids=frozenset({20, 21}), text="apple") == [3]
    assert found(query, classification_ids=frozenset()) == []


def test_the_classification_subtree_holds_every_descendant(store: LocalStore) -> None:
    tree = [(10, None), (20, 10), (21, 10), (22, 21), (30, None), (40, 41), (41, 40)]
    with store.transaction() as conn:
        ReferenceCache.upsert(
            conn,
            "classifications",
            [
                (RowColumns(id=node, name=f"C{node}"), json.dumps({"id": node, "parentId": up}))
                for node, up in tree
            ],
            "run-1",
        )
    cache = ReferenceCache(store)
    assert classification_subtree(cache, 10) == {10, 20, 21, 22}
    assert classification_subtree(cache, 21) == {21, 22}
    assert classification_subtree(cache, 30) == {30}
    assert classification_subtree(cache, 40) == {40, 41}  # a loop ends the walk
    assert classification_subtree(cache, 99) == {99}  # unknown: itself only


# -- sort orders ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        (ItemSort.CODE, [4, 1, 2, 3, 5, 6]),  # no code first
        (ItemSort.DESCRIPTION, [3, 4, 2, 1, 5, 6]),  # without case: "samsung 3" < "Samsung G"
        (ItemSort.SKU, [4, 5, 3, 6, 1, 2]),  # none first, then "SAM-MON" < "SAM-S24" < "sam-tv32"
        (ItemSort.PART_NUMBER, [2, 3, 4, 5, 6, 1]),  # ties by id
        (ItemSort.CLASSIFICATION, [1, 2, 3, 4, 5, 6]),
        (ItemSort.PRICE, [5, 6, 3, 4, 2, 1]),  # as numbers: 9 < 9.5 < 10
        (ItemSort.ACTIVE, [4, 1, 2, 3, 5, 6]),  # inactive first
    ],
)
def test_every_column_sorts_with_ties_broken_by_id(
    query: ItemListQuery, sort: ItemSort, expected: list[int]
) -> None:
    assert query.ordered_ids(sort) == expected
    assert query.ordered_ids(sort, descending=True) == expected[::-1]


def test_price_sorts_as_a_number_not_as_text(query: ItemListQuery) -> None:
    order = query.ordered_ids(ItemSort.PRICE)
    prices = [query.rows([i])[i].price for i in order]
    assert prices == [None, "0", "9", "9.5", "10", "999.00"]


def test_search_results_keep_the_chosen_order(query: ItemListQuery) -> None:
    where = ItemFilter(text="sam")
    assert query.ids(where, ItemSort.DESCRIPTION) == [2, 1, 6]
    assert query.ids(where, ItemSort.DESCRIPTION, descending=True) == [6, 1, 2]
    assert narrowed([6, 5, 1], {1, 6}) == [6, 1]
    assert narrowed([6, 5, 1], None) == [6, 5, 1]
    assert narrowed([6, 5, 1], {1, 5, 6, 7}) == [6, 5, 1]


# -- rows and counts ------------------------------------------------------------------------
def test_rows_carry_the_columns_the_list_shows(query: ItemListQuery) -> None:
    rows = query.rows([4, 1, 999])
    assert set(rows) == {1, 4}  # an id no longer cached is left out
    assert rows[1] == ItemRow(
        id=1,
        code="0001",
        description="Samsung Galaxy S24",
        sku="SAM-S24",
        part_number="PN-100",
        external_id=None,
        classification_code=None,
        price="999.00",
        is_active=True,
        is_grouping=False,
        updated_at="2026-11-01T10:00:00Z",
    )
    assert rows[4].code is None and not rows[4].is_active
    assert rows[1] == item_row(CATALOGUE[0])  # a server lookup shows the same columns
    assert [row.id for row in query.all_rows([6, 999, 2])] == [6, 2]
    exported = query.columns_in_order([6, 999, 2])  # one statement, plain tuples (export)
    assert [row[0] for row in exported] == [6, 2]
    assert exported[1][1:4] == ("0002", "samsung 32-inch TV", "sam-tv32")


def test_rows_are_read_past_sqlites_limit_on_variables(store: LocalStore) -> None:
    put(store, *(item(i, f"Item {i}") for i in range(1, 1201)))
    query = ItemListQuery(store)
    try:
        assert query.total() == 1200
        ids = query.ordered_ids(ItemSort.DESCRIPTION, descending=True)
        assert len(ids) == 1200 and ids[0] == 999  # "Item 999" > "Item 1200" as text
        assert [row.id for row in query.all_rows(ids)] == ids
    finally:
        query.close()


def test_counts_and_last_sync(store: LocalStore, query: ItemListQuery) -> None:
    assert query.total() == len(CATALOGUE)
    assert query.last_sync() is None  # never synced
    with store.transaction() as conn:
        ReferenceCache.record_sync(
            conn, "stock_items", finished_at="2026-11-22T09:00:00Z", cursor=None, full=True
        )
    assert query.last_sync() == "2026-11-22T09:00:00Z"
    assert len(query.ids(ItemFilter(text="samsung"))) == 2


# -- the table the triggers keep --------------------------------------------------------------
def test_the_list_follows_every_write_to_the_cache(store: LocalStore, query: ItemListQuery) -> None:
    put(store, item(2, "Samsung 40-inch TV", price="450.25", isActive=False, isGroupingItem=True))
    row = query.rows([2])[2]
    assert (row.description, row.price, row.is_active, row.is_grouping) == (
        "Samsung 40-inch TV",
        "450.25",
        False,
        True,
    )
    assert found(query, text="40") == [2]
    with store.transaction() as conn:
        ReferenceCache.delete_ids(conn, "stock_items", [3])
    assert 3 not in query.ordered_ids() and query.total() == len(CATALOGUE) - 1
    put(store, item(1, "Samsung Galaxy S25"), run="run-2")  # a full sync sees only item 1
    with store.transaction() as conn:
        ReferenceCache.delete_unseen(conn, "stock_items", "run-2")
    assert query.ordered_ids() == [1]
    assert query.rows([1])[1].description == "Samsung Galaxy S25"


def test_filters_are_read_again_once_the_cache_changed(
    store: LocalStore, query: ItemListQuery
) -> None:
    assert found(query, active=False) == [4]
    assert found(query, active=False, text="charger") == [4]  # kept: not read again
    put(store, item(3, "Apple iPhone 15", isActive=False))
    assert found(query, active=False) == [4, 3]  # by code: none first
    assert found(query, classification_ids=frozenset({21})) == []  # item 3 moved out


def test_a_full_sync_seeing_an_unchanged_item_does_not_write_it_again(
    store: LocalStore, query: ItemListQuery
) -> None:
    with store.transaction() as conn:  # a mark only a rewrite would wipe
        conn.execute("UPDATE stock_item_rows SET sku = 'MARK' WHERE id = 1")
    put(store, CATALOGUE[0], run="run-2")  # same JSON, new run stamp
    assert query.rows([1])[1].sku == "MARK"
    put(store, {**CATALOGUE[0], "sku": "SAM-S24-B"}, run="run-3")
    assert query.rows([1])[1].sku == "SAM-S24-B"


def test_other_lists_stay_out_of_the_item_list(store: LocalStore, query: ItemListQuery) -> None:
    put(store, item(77, "Consulting hour"), list_name="service_items")
    assert 77 not in query.ordered_ids()
    with store.transaction() as conn:
        ReferenceCache.delete_ids(conn, "service_items", [1])  # same id, another list
    assert 1 in query.ordered_ids()


def test_a_store_of_schema_2_gets_its_cached_items_listed(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    old = sqlite3.connect(path)
    for number, script in enumerate(local.STORE_MIGRATIONS[:2], start=1):
        old.executescript(script)
        old.execute(f"PRAGMA user_version = {number}")
    for payload in CATALOGUE[:3]:
        old.execute(
            "INSERT INTO reference_rows (list, id, code, name, is_active, payload, seen_at) "
            "VALUES ('stock_items', ?, ?, ?, 1, ?, 'run-1')",
            (payload["id"], payload["code"], payload["description"], json.dumps(payload)),
        )
    old.commit()
    old.close()
    store = LocalStore(path)
    query = ItemListQuery(store)
    try:
        assert store.backup_path is not None
        assert query.ordered_ids(ItemSort.PRICE) == [3, 2, 1]
        assert query.rows([1])[1].sku == "SAM-S24"
    finally:
        query.close()
        store.close()
