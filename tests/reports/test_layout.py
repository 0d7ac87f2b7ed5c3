"""The statement layout: defaults from the account type and the chart's codes, the
manager's moves, the JSON file."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.reports.layout import (
    DEFAULT_LAYOUT,
    Layout,
    LayoutError,
    Section,
    Source,
    from_json_text,
    load_layout,
    place_accounts,
    save_layout,
    to_json_text,
)
from app.store.ledger import AccountInfo

CHART = (
    AccountInfo(1, "110101", "Main treasury", "Cash"),
    AccountInfo(2, "110301", "Trade receivables", "AccountsReceivable"),
    AccountInfo(3, "410101", "Sales - goods", "Sales"),
    AccountInfo(4, "410301", "Sales returns", "SalesReturns"),
    AccountInfo(5, "510401", "Cost of goods sold", "COGS"),
    AccountInfo(6, "510701", "Realized FX losses", "RealizedLossExchange"),
    AccountInfo(7, "520101", "Rent", ""),
    AccountInfo(8, "110901", "Staff advances", ""),
    AccountInfo(9, "910101", "Suspense", ""),
    AccountInfo(10, "310101", "Retained earnings", "RetainedEarning"),
)


def sections(layout: Layout = DEFAULT_LAYOUT) -> dict[str, tuple[Section, Source]]:
    placed = place_accounts(CHART, layout)
    return {a.code: (placed[a.id].section, placed[a.id].source) for a in CHART}


def test_defaults_come_from_the_type_then_the_tree() -> None:
    placed = sections()
    assert placed["410301"] == (Section.REVENUE, Source.TYPE)
    assert placed["510401"] == (Section.COST_OF_SALES, Source.TYPE)
    assert placed["310101"] == (Section.EQUITY, Source.TYPE)
    # Rent shares "5" with cost of sales and expenses: the general cost section.
    assert placed["520101"] == (Section.EXPENSES, Source.TREE)
    # Staff advances share "1109"... "11" with current assets only.
    assert placed["110901"] == (Section.CURRENT_ASSETS, Source.TREE)
    # Nothing shares a code prefix with the suspense account: unassigned, not dropped.
    assert placed["910101"] == (Section.UNASSIGNED, Source.NONE)


def test_the_manager_moves_a_node_and_an_account() -> None:
    layout = DEFAULT_LAYOUT.with_node("52", Section.COST_OF_SALES).with_account(
        "910101", Section.LIABILITIES
    )
    placed = sections(layout)
    assert placed["520101"] == (Section.COST_OF_SALES, Source.NODE)
    assert placed["910101"] == (Section.LIABILITIES, Source.ACCOUNT)
    # The longest node wins; an account's own move wins over every node.
    deeper = layout.with_node("5201", Section.EXPENSES).with_account("520101", Section.EQUITY)
    assert sections(deeper)["520101"] == (Section.EQUITY, Source.ACCOUNT)
    assert sections(deeper.with_account("520101", None))["520101"] == (
        Section.EXPENSES,
        Source.NODE,
    )
    assert layout.with_node("52", None).with_account("910101", None) == DEFAULT_LAYOUT


def test_a_layout_goes_to_json_and_back(tmp_path: Path) -> None:
    layout = Layout((("52", Section.COST_OF_SALES),), (("910101", Section.EQUITY),))
    assert from_json_text(to_json_text(layout)) == layout
    path = tmp_path / "profile.layout.json"
    assert load_layout(path) == DEFAULT_LAYOUT
    save_layout(layout, path)
    assert load_layout(path) == layout


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{", "not JSON"),
        ('{"nodes": {}}', "not a statement layout"),
        ('{"format": "backoffice-statement-layout", "version": 7}', "version 7"),
        (
            '{"format": "backoffice-statement-layout", "version": 1, "nodes": {"5": "costs"}}',
            "'costs' is not a section",
        ),
    ],
)
def test_a_bad_layout_file_says_what_is_wrong(text: str, says: str) -> None:
    with pytest.raises(LayoutError, match=says):
        from_json_text(text)
