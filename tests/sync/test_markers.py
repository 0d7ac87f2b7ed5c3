"""The client reference inside a request: external ids and notes markers."""

from __future__ import annotations

import uuid

import pytest

from app.sync.markers import (
    external_id_for,
    has_marker,
    notes_marker,
    with_external_id,
    with_marker,
)

REFERENCE = uuid.uuid4().hex


def test_an_external_id_fits_the_field_and_is_the_same_every_time() -> None:
    assert external_id_for(REFERENCE, 50) == f"BOD-{REFERENCE}"
    assert len(external_id_for(REFERENCE, 24)) == 24
    assert external_id_for(REFERENCE, 24) == external_id_for(REFERENCE, 24)
    with pytest.raises(ValueError, match="cannot hold a reference"):
        external_id_for(REFERENCE, 10)


def test_a_clerks_own_external_id_is_kept_and_an_empty_one_replaced() -> None:
    kept, ours = with_external_id({"externalId": "SHOP-1"}, REFERENCE, 50)
    assert kept["externalId"] == "SHOP-1" and not ours
    for empty in ({}, {"externalId": None}, {"externalId": "  "}):
        sent, ours = with_external_id(empty, REFERENCE, 50)
        assert sent["externalId"] == f"BOD-{REFERENCE}" and ours


def test_the_marker_obeys_the_strictest_text_rules() -> None:
    marker = notes_marker(REFERENCE)
    assert marker.replace("-", "").isalnum()  # no comma, bar or other special character


def test_notes_are_marked_once_and_the_marker_is_found_again() -> None:
    marked = with_marker("Paid at the counter", REFERENCE)
    assert marked.startswith("Paid at the counter ")
    assert with_marker(marked, REFERENCE) == marked
    assert with_marker(None, REFERENCE) == notes_marker(REFERENCE)
    assert has_marker(f"  {marked}  ", REFERENCE)
    assert not has_marker(marked, uuid.uuid4().hex)
    assert not has_marker(None, REFERENCE)
