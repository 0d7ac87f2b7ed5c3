"""The statement layout: which section of the profit and loss or the balance sheet each
account belongs to.

Every account lands in exactly one ``Section``. Where it comes from, first match wins:

1. the manager's choice for that account (``Layout.accounts``, by account code);
2. the manager's choice for a node of the chart (``Layout.nodes``, by node code: the
   longest node code the account's code starts with);
3. the account's type (``TYPE_SECTIONS``: Sales is revenue, Cash is a current asset, ...);
4. the account tree, for accounts with no type: the chart's node codes prefix their
   accounts' codes (node 5201 holds 520101, 520102, ...), so an untyped account takes the
   section of the typed accounts that share the longest code prefix with it. Where those
   fall into several sections of one side (cost of sales and expenses, say) the general
   one of that side is taken (``SIDE_DEFAULTS``: expenses, other income, current assets);
   where they fall on different sides, no guess is made;
5. otherwise ``Section.UNASSIGNED``: listed apart and counted in every statement, never
   dropped.

A layout is kept per profile as JSON (``to_json_text`` / ``from_json_text``), the same file
``backoffice report --layout FILE`` reads.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.files import write_text_whole
from app.store.ledger import AccountInfo

LAYOUT_FORMAT = "backoffice-statement-layout"
LAYOUT_VERSION = 1


class Section(StrEnum):
    """A section of the statements; the value is the name the JSON uses."""

    REVENUE = "revenue"
    OTHER_INCOME = "other-income"
    COST_OF_SALES = "cost-of-sales"
    EXPENSES = "expenses"
    CURRENT_ASSETS = "current-assets"
    NON_CURRENT_ASSETS = "non-current-assets"
    LIABILITIES = "liabilities"
    EQUITY = "equity"
    UNASSIGNED = "unassigned"


INCOME_SECTIONS = frozenset({Section.REVENUE, Section.OTHER_INCOME})
"""Credit-natured profit-and-loss sections (shown credit minus debit)."""
COST_SECTIONS = frozenset({Section.COST_OF_SALES, Section.EXPENSES})
"""Debit-natured profit-and-loss sections (shown debit minus credit)."""
PROFIT_AND_LOSS_SECTIONS = INCOME_SECTIONS | COST_SECTIONS
ASSET_SECTIONS = frozenset({Section.CURRENT_ASSETS, Section.NON_CURRENT_ASSETS})

SIDE_DEFAULTS: tuple[tuple[frozenset[Section], Section], ...] = (
    (INCOME_SECTIONS, Section.OTHER_INCOME),
    (COST_SECTIONS, Section.EXPENSES),
    (ASSET_SECTIONS, Section.CURRENT_ASSETS),
)
"""For an untyped account whose typed neighbours are in several sections of one side."""

TYPE_SECTIONS: Mapping[str, Section] = {
    "Sales": Section.REVENUE,
    "ServicesSales": Section.REVENUE,
    "SalesReturns": Section.REVENUE,
    "SalesDiscount": Section.REVENUE,
    "OtherRevenue": Section.OTHER_INCOME,
    "RealizedGainExchange": Section.OTHER_INCOME,
    "UnrealizedGainExchange": Section.OTHER_INCOME,
    "COGS": Section.COST_OF_SALES,
    "Purchase": Section.COST_OF_SALES,
    "PurchaseReturns": Section.COST_OF_SALES,
    "PurchaseDiscount": Section.COST_OF_SALES,
    "Waste": Section.COST_OF_SALES,
    "Adjustment": Section.COST_OF_SALES,
    "RealizedLossExchange": Section.EXPENSES,
    "UnrealizedLossExchange": Section.EXPENSES,
    "Cash": Section.CURRENT_ASSETS,
    "Bank": Section.CURRENT_ASSETS,
    "AccountsReceivable": Section.CURRENT_ASSETS,
    "NotesReceivable": Section.CURRENT_ASSETS,
    "Inventory": Section.CURRENT_ASSETS,
    "EndingInventory": Section.CURRENT_ASSETS,
    "PurchaseAddedTax": Section.CURRENT_ASSETS,
    "AccountsPayable": Section.LIABILITIES,
    "NotesPayable": Section.LIABILITIES,
    "SalesTax": Section.LIABILITIES,
    "AddedTax": Section.LIABILITIES,
    "WithholdingTax": Section.LIABILITIES,
    "RetainedEarning": Section.EQUITY,
}
"""Every account type the spec enumerates, by the section it belongs to by default."""


class LayoutError(ValueError):
    """A layout file that cannot be read; the message says what is wrong, in one line."""


class Source(StrEnum):
    """Why an account is in its section (the layout screen shows it)."""

    ACCOUNT = "account"
    NODE = "node"
    TYPE = "type"
    TREE = "tree"
    NONE = "none"


@dataclass(frozen=True)
class Placement:
    section: Section
    source: Source


@dataclass(frozen=True)
class Layout:
    """The manager's moves on top of the defaults: node code -> section and account code
    -> section (pairs, sorted, so that two equal layouts compare equal)."""

    nodes: tuple[tuple[str, Section], ...] = ()
    accounts: tuple[tuple[str, Section], ...] = ()
    _node_map: dict[str, Section] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "nodes", tuple(sorted(self.nodes)))
        object.__setattr__(self, "accounts", tuple(sorted(self.accounts)))
        object.__setattr__(self, "_node_map", dict(self.nodes))

    def with_node(self, code: str, section: Section | None) -> Layout:
        """This layout with node ``code`` moved to ``section`` (None: back to default)."""
        nodes = {k: v for k, v in self.nodes if k != code}
        if section is not None:
            nodes[code] = section
        return Layout(tuple(nodes.items()), self.accounts)

    def with_account(self, code: str, section: Section | None) -> Layout:
        """This layout with account ``code`` moved to ``section`` (None: default)."""
        accounts = {k: v for k, v in self.accounts if k != code}
        if section is not None:
            accounts[code] = section
        return Layout(self.nodes, tuple(accounts.items()))

    def node_section(self, account_code: str) -> Section | None:
        """The section of the longest moved node whose code prefixes ``account_code``."""
        for length in range(len(account_code), 0, -1):
            section = self._node_map.get(account_code[:length])
            if section is not None:
                return section
        return None


DEFAULT_LAYOUT = Layout()


def _tree_section(code: str, typed: Mapping[str, Section]) -> Section | None:
    """The section of the typed accounts sharing the longest code prefix with ``code``."""
    for length in range(len(code) - 1, 0, -1):
        prefix = code[:length]
        sections = {s for other, s in typed.items() if other != code and other[:length] == prefix}
        if not sections:
            continue
        if len(sections) == 1:
            return sections.pop()
        for side, general in SIDE_DEFAULTS:
            if sections <= side:
                return general
        return None
    return None


def place_accounts(accounts: Iterable[AccountInfo], layout: Layout) -> dict[int, Placement]:
    """Every account's section and why (see the module's rules)."""
    accounts = list(accounts)
    typed = {a.code: TYPE_SECTIONS[a.type] for a in accounts if a.code and a.type in TYPE_SECTIONS}
    moved = dict(layout.accounts)
    placements: dict[int, Placement] = {}
    for account in accounts:
        section: Section | None
        if account.code in moved:
            placements[account.id] = Placement(moved[account.code], Source.ACCOUNT)
        elif (section := layout.node_section(account.code)) is not None:
            placements[account.id] = Placement(section, Source.NODE)
        elif account.type in TYPE_SECTIONS:
            placements[account.id] = Placement(TYPE_SECTIONS[account.type], Source.TYPE)
        elif account.code and (section := _tree_section(account.code, typed)) is not None:
            placements[account.id] = Placement(section, Source.TREE)
        else:
            placements[account.id] = Placement(Section.UNASSIGNED, Source.NONE)
    return placements


# -- JSON --------------------------------------------------------------------------------------
def to_json_text(layout: Layout) -> str:
    """The layout as the file the manager exports (and ``--layout`` reads)."""
    body = {
        "format": LAYOUT_FORMAT,
        "version": LAYOUT_VERSION,
        "nodes": {code: str(section) for code, section in layout.nodes},
        "accounts": {code: str(section) for code, section in layout.accounts},
    }
    return json.dumps(body, ensure_ascii=False, indent=2) + "\n"


def _pairs(body: Mapping[str, Any], key: str) -> tuple[tuple[str, Section], ...]:
    value = body.get(key, {})
    if not isinstance(value, dict):
        raise LayoutError(f'"{key}" must be an object of code: section')
    pairs = []
    names = ", ".join(s.value for s in Section)
    for code, section in value.items():
        if not isinstance(section, str) or section not in {s.value for s in Section}:
            raise LayoutError(f'"{key}" {code}: {section!r} is not a section ({names})')
        if not code.strip():
            raise LayoutError(f'"{key}": an empty code')
        pairs.append((code.strip(), Section(section)))
    return tuple(pairs)


def from_json_text(text: str) -> Layout:
    """A layout from its JSON; ``LayoutError`` with a one-line reason otherwise."""
    try:
        body = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LayoutError(f"not JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(body, dict) or body.get("format") != LAYOUT_FORMAT:
        raise LayoutError(f'not a statement layout (no "format": "{LAYOUT_FORMAT}")')
    if body.get("version") != LAYOUT_VERSION:
        raise LayoutError(f"layout version {body.get('version')!r} (this app reads 1)")
    return Layout(_pairs(body, "nodes"), _pairs(body, "accounts"))


def layout_path(store_path: Path) -> Path:
    """A profile's layout beside its store: ``<stem>.layout.json``."""
    return store_path.with_name(f"{store_path.stem}.layout.json")


def load_layout(path: Path) -> Layout:
    """The layout in ``path``; the default one when there is no file yet."""
    if not path.exists():
        return DEFAULT_LAYOUT
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LayoutError(f"{path}: cannot be read ({exc})") from None
    try:
        return from_json_text(text)
    except LayoutError as exc:
        raise LayoutError(f"{path}: {exc}") from None


def save_layout(layout: Layout, path: Path) -> None:
    """Written whole, then moved into place."""
    write_text_whole(path, to_json_text(layout))
