"""``full_replace_body``: the server's record with only the clerk's changes on top, and
``carry_body``: a frozen body sent whole through its request model."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.models.full_replace import carry_body, full_replace_body
from app.models.taxes import TaxUpsertRequest

SERVER = {
    "id": 7,
    "name": "VAT",
    "rate": 14.0,
    "taxable": False,
    "futureField": {"x": 1},
    "salesPerson": {"id": 3, "name": "Mona"},
    "lines": [
        {"id": 1, "stockItem": {"id": 5}, "quantity": 2, "comments": "keep me"},
        {"id": 2, "stockItem": {"id": 6}, "quantity": 1, "comments": "me too"},
    ],
}
OPENED = {
    "name": "VAT",
    "rate": 14,
    "taxable": True,  # the form has no such field: its request says the default
    "salesPersonId": 3,
    "lines": [{"stockItemId": 5, "quantity": 2}, {"stockItemId": 6, "quantity": 1}],
}


def test_an_unchanged_form_sends_the_server_record_with_the_request_names_added() -> None:
    body = full_replace_body(SERVER, OPENED, OPENED)
    assert body["taxable"] is False  # the server's value, not the form's default
    assert body["futureField"] == {"x": 1}
    assert body["salesPersonId"] == 3
    assert body["lines"][0] == {**SERVER["lines"][0], "stockItemId": 5}  # type: ignore[dict-item]


def test_a_changed_field_is_the_only_one_that_differs() -> None:
    body = full_replace_body(SERVER, OPENED, {**OPENED, "name": "VAT 2"})
    assert body["name"] == "VAT 2"
    assert {k: v for k, v in body.items() if k != "name"} == {
        k: v for k, v in full_replace_body(SERVER, OPENED, OPENED).items() if k != "name"
    }


def test_a_cleared_field_is_sent_as_null_when_the_server_had_it() -> None:
    current = {k: v for k, v in OPENED.items() if k != "name"}
    assert full_replace_body(SERVER, OPENED, current)["name"] is None
    current = {k: v for k, v in OPENED.items() if k != "salesPersonId"}
    assert "salesPersonId" not in full_replace_body(SERVER, OPENED, current)


def test_an_edited_line_keeps_its_hidden_fields_and_a_removed_one_takes_its_own() -> None:
    edited = {**OPENED, "lines": [{"stockItemId": 5, "quantity": 3}, OPENED["lines"][1]]}
    lines = full_replace_body(SERVER, OPENED, edited)["lines"]
    assert [line["quantity"] for line in lines] == [3, 1]
    assert [line["comments"] for line in lines] == ["keep me", "me too"]

    first_removed = {**OPENED, "lines": [OPENED["lines"][1]]}
    lines = full_replace_body(SERVER, OPENED, first_removed)["lines"]
    assert [line["comments"] for line in lines] == ["me too"]  # not the removed line's

    added = {**OPENED, "lines": [*OPENED["lines"], {"stockItemId": 9, "quantity": 4}]}
    lines = full_replace_body(SERVER, OPENED, added)["lines"]
    assert lines[2] == {"stockItemId": 9, "quantity": 4}
    assert [line.get("comments") for line in lines[:2]] == ["keep me", "me too"]


scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=3))


@settings(suppress_health_check=[HealthCheck.too_slow])  # slow draws on a loaded machine
@given(
    server_extra=st.dictionaries(st.text("xyz", min_size=1, max_size=3), scalars, max_size=4),
    form=st.dictionaries(st.sampled_from(["a", "b", "c", "d"]), scalars, max_size=4),
    changes=st.dictionaries(st.sampled_from(["a", "b", "c", "d"]), scalars, max_size=2),
)
def test_only_what_differs_between_the_two_forms_is_written_over_the_server_record(
    server_extra: dict[str, Any], form: dict[str, Any], changes: dict[str, Any]
) -> None:
    server = {**server_extra, **{k: f"server {k}" for k in form}}
    current = {**form, **changes}  # (true and 1 are two values on the wire: json decides)
    body = full_replace_body(server, form, current)
    for name, value in server.items():
        if name not in current:
            assert body[name] == (None if name in form else value)
        elif name in form and json.dumps(form[name]) == json.dumps(current[name]):
            assert body[name] == value  # untouched: as the server sent it
        else:
            assert body[name] == current[name]


def test_a_frozen_body_is_checked_and_sent_whole() -> None:
    frozen = {"name": " VAT ", "rate": 14, "salesAccountId": 3, "futureField": [1, 2], "id": 7}
    request = TaxUpsertRequest.from_frozen(frozen)
    wire = request.to_wire()
    assert wire["futureField"] == [1, 2] and wire["id"] == 7
    assert wire["name"] == request.model_dump(by_alias=True)["name"]
    assert "futureField" not in TaxUpsertRequest.model_validate(frozen).to_wire()


def test_carry_body_keeps_unknown_fields_of_lines() -> None:
    frozen = {"lines": [{"a": 1, "hidden": "h"}], "x": 1}
    assert carry_body(frozen, {"lines": [{"a": 2}]}) == {"lines": [{"a": 2, "hidden": "h"}], "x": 1}
