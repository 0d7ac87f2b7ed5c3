"""Change sets: what a thing a person did changed, which screens refresh from."""

from __future__ import annotations

import pytest

from app.operations.changes import NOTHING, Changes, Kind, kinds_of_outbox_kind
from app.sync.kinds import OUTBOX_KINDS


def test_a_change_set_says_which_kinds_and_which_records() -> None:
    saved = Changes.of(Kind.TAXES, 7) | Changes.of("journal_entries")
    assert saved.touches(Kind.TAXES) and saved.touches("journal_entries")
    assert not saved.touches(Kind.CUSTOMERS)
    assert saved.keys(Kind.TAXES) == {"7"}
    assert saved.keys(Kind.JOURNAL_ENTRIES) == frozenset()  # some entries: which is unknown


def test_nothing_changed_is_false_and_a_kind_nobody_knows_is_refused() -> None:
    assert not NOTHING and not Changes.of_kinds([])
    assert Changes.of(Kind.BRANDS)
    with pytest.raises(ValueError, match="tax"):
        Changes.of("tax")  # an outbox kind's name, not a kind of record a screen shows


def test_every_outbox_kind_says_which_screens_it_changes() -> None:
    """A row the clerk marks as saved refreshes the list that shows it: every kind the
    outbox sends is mapped (a new kind without a mapping fails here, not in a clerk's day)."""
    for name in OUTBOX_KINDS:
        assert kinds_of_outbox_kind(name), name
    assert kinds_of_outbox_kind("cash_out") == (Kind.JOURNAL_ENTRIES,)
    assert Kind.SALES_ORDERS in kinds_of_outbox_kind("issue_offering")
