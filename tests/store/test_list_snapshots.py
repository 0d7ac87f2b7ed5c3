"""The rows each list last showed, per filter (shown again offline)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.taxes import TaxResponse
from app.store import list_snapshots
from app.store.list_snapshots import ListSnapshots
from app.store.local import LocalStore


def test_a_list_s_rows_come_back_for_the_same_filters_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = LocalStore(tmp_path / "p.sqlite3")
    snapshots = ListSnapshots(store)
    rows = [TaxResponse(id=1, name="VAT 14%", rate=14), TaxResponse(id=2, name="Stamp", rate=1)]
    snapshots.save("TaxList", {"name": "", "offset": 0}, rows, 2)
    found = snapshots.load("TaxList", {"offset": 0, "name": ""})  # key order is no matter
    assert found is not None
    assert found.rows == rows and found.total == 2
    assert snapshots.load("TaxList", {"name": "VAT", "offset": 0}) is None
    assert snapshots.load("OtherList", {"name": "", "offset": 0}) is None
    # Saved again: the newer answer replaces the older one.
    snapshots.save("TaxList", {"name": "", "offset": 0}, rows[:1], 1)
    again = snapshots.load("TaxList", {"name": "", "offset": 0})
    assert again is not None and again.rows == rows[:1]
    # Only the newest filter sets of a list are kept.
    monkeypatch.setattr(list_snapshots, "KEEP_PER_LIST", 3)
    for number in range(5):
        snapshots.save("TaxList", {"name": str(number)}, rows, 2)
    kept = store.connection.execute(
        "SELECT count(*) FROM list_snapshots WHERE list = 'TaxList'"
    ).fetchone()[0]
    assert kept == 3
    assert snapshots.load("TaxList", {"name": "4"}) is not None
    assert snapshots.load("TaxList", {"name": "0"}) is None
    store.close()


def test_a_saved_record_replaces_its_rows_in_every_list_of_its_kind(tmp_path: Path) -> None:
    from app.models.customers import CustomerResponse

    store = LocalStore(tmp_path / "p.sqlite3")
    snapshots = ListSnapshots(store)
    taxes = [TaxResponse(id=1, name="VAT 14%", rate=14), TaxResponse(id=2, name="Stamp", rate=1)]
    snapshots.save("TaxList", {"name": ""}, taxes, 2)
    snapshots.save("TaxList", {"name": "VAT"}, taxes[:1], 1)
    snapshots.save("CustomerList", {}, [CustomerResponse(id=1, name="Nile Traders")], 1)
    snapshots.save("EmptyList", {}, [], 0)

    saved = TaxResponse(id=1, name="VAT 15%", rate=15)
    assert snapshots.replace_record(saved) == 2
    every = snapshots.load("TaxList", {"name": ""})
    narrow = snapshots.load("TaxList", {"name": "VAT"})
    assert every is not None and every.rows == [saved, taxes[1]]
    assert narrow is not None and narrow.rows == [saved]
    # A record of another kind with the same id is not touched.
    customers = snapshots.load("CustomerList", {})
    assert customers is not None and customers.rows[0].name == "Nile Traders"
    assert snapshots.replace_record(TaxResponse(id=9, name="New", rate=1)) == 0
