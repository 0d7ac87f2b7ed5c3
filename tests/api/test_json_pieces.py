"""Large answers decoded a piece at a time (``app.api.json_pieces``)."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import httpx
import pytest

from app.api.json_pieces import loads_in_pieces
from app.api.resources.base import parse_large_body
from app.models.common import PagedResult
from app.models.stock_items import StockItemResponse
from app.sync.ledger import parse_entries_page, read_entry

SAMPLES = [
    '{"items": [], "totalCount": 0}',
    ' {\n "totalCount" : 2 ,\t"items" : [ {"a": 1.25, "b": [1, 2, {"c": null}]} , "x" ] } ',
    '{"items":[{"name":"تلفزيون سامسونج \\"32\\"","price":7450.10}],"pageSize":1000}',
    '{"a": {"nested": [1, 2]}, "b": true, "c": false, "d": null, "e": "\\u00e9"}',
    '{"a": 1, "a": 2}',  # a repeated name: the last wins, as in json.loads
    "{}",
    "[1, 2, 3]",  # not an object: decoded whole
    '"text"',
    "12.5",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_the_result_is_what_json_loads_returns(text: str) -> None:
    assert loads_in_pieces(text.encode()) == json.loads(text.encode())
    assert loads_in_pieces(text) == json.loads(text)
    assert loads_in_pieces(text.encode(), parse_float=Decimal) == json.loads(
        text, parse_float=Decimal
    )


@pytest.mark.parametrize(
    "text",
    [
        b"",
        b"{",
        b'{"a": 1,}',
        b'{"a": [1,]}',
        b'{"a": [1 2]}',
        b'{"a": 1} extra',
        b"{1: 2}",
        b'{"a" 1}',
        b'{"a": 1 "b": 2}',
        b"\xff\xfe{",
        b'{"items": [{"a": }]}',
    ],
)
def test_what_json_loads_refuses_is_refused_with_a_value_error(text: bytes) -> None:
    refusals = (json.JSONDecodeError, UnicodeDecodeError)
    with pytest.raises(refusals):
        json.loads(text)
    with pytest.raises(refusals):
        loads_in_pieces(text)


def page_text(count: int) -> str:
    items = [
        {"id": number, "code": f"{number:06d}", "description": f"صنف {number}", "price": 1.5}
        for number in range(1, count + 1)
    ]
    return json.dumps({"items": items, "totalCount": count, "pageSize": 1000})


def test_no_single_call_decodes_more_than_one_item_of_a_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The point of the module: each call into the C decoder holds the interpreter lock
    throughout, so none may take a whole page (the window's thread waits on it)."""
    text = page_text(300)
    spans: list[int] = []
    original = json.JSONDecoder.raw_decode

    def measured(self: json.JSONDecoder, s: str, idx: int = 0) -> tuple[Any, int]:
        value, end = original(self, s, idx)
        spans.append(end - idx)
        return value, end

    monkeypatch.setattr(json.JSONDecoder, "raw_decode", measured)
    decoded = loads_in_pieces(text.encode())
    assert len(decoded["items"]) == 300
    longest_item = max(len(json.dumps(item)) for item in decoded["items"])
    assert spans and max(spans) <= longest_item + 10


def whole_document_decoders_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*_args: Any, **_kwargs: Any) -> Any:
        raise AssertionError("a whole page decoded in one call")

    monkeypatch.setattr(json, "loads", refused)
    monkeypatch.setattr(json.JSONDecoder, "decode", refused)


def test_a_page_of_stock_items_is_read_item_by_item(monkeypatch: pytest.MonkeyPatch) -> None:
    request = httpx.Request("GET", "http://server/v3/stock-items")
    items = [
        {"id": n, "code": f"{n:06d}", "description": f"صنف {n}", "isActive": True}
        for n in range(1, 251)
    ]
    body = json.dumps({"items": items, "totalCount": 250, "pageSize": 1000}).encode()
    response = httpx.Response(200, content=body, request=request)
    expected = PagedResult[StockItemResponse].model_validate_json(body)
    whole_document_decoders_refused(monkeypatch)
    page = parse_large_body(response, PagedResult[StockItemResponse])
    assert page == expected
    assert [item.code for item in page.items][-1] == "000250"


def test_a_page_of_journal_entries_is_read_entry_by_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entries = [
        {"id": n, "code": f"JE-{n}", "date": "2026-11-30", "details": []} for n in range(1, 51)
    ]
    body = json.dumps({"items": entries, "totalCount": 50, "pageSize": 1000}).encode()
    expected = [read_entry(item) for item in json.loads(body, parse_float=Decimal)["items"]]
    whole_document_decoders_refused(monkeypatch)
    page = parse_entries_page(body)
    assert page.total_count == 50 and len(page.items) == 50
    assert page.items == expected
