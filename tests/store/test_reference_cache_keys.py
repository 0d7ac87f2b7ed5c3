"""``ReferenceCache.ids_by_key``: which cached records hold given codes or SKUs (imports)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.store.local import LocalStore
from app.store.reference_cache import ReferenceCache, RowColumns


def test_ids_by_code_or_payload_field_ignoring_case_lowest_id(tmp_path: Path) -> None:
    store = LocalStore(tmp_path / "p.sqlite3")
    try:
        rows = [
            (RowColumns(id=7, code="A-1"), json.dumps({"id": 7, "sku": "Sku-X"})),
            (RowColumns(id=3, code="b-2"), json.dumps({"id": 3, "sku": "sku-x"})),
            (RowColumns(id=9, code=None), json.dumps({"id": 9})),
        ]
        with store.connection:
            ReferenceCache.upsert(store.connection, "brands", rows, "run")
        cache = ReferenceCache(store)
        assert cache.ids_by_key("brands", "code", [" a-1 ", "B-2", "nope"]) == {
            "a-1": 7,
            "b-2": 3,
        }
        assert cache.ids_by_key("brands", "sku", ["SKU-X"]) == {"sku-x": 3}
        assert cache.ids_by_key("brands", "sku", []) == {}
        with pytest.raises(ValueError, match="not a field name"):
            cache.ids_by_key("brands", "sku') OR 1=1 --", ["x"])
    finally:
        store.close()
