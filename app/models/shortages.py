"""What a refused issue says about each item short of stock.

The service refuses an issue that would take stock below zero with 409
``AddingItemQuantityCauseNegativeBalance`` "naming the items" (transactional spec, issue
offering rule 5): its detail lists each item by code with what is on hand and what was
asked, e.g. ``These items do not have enough stock: 000061 Anker power bank (on hand 3,
requested 5).`` ``shortage_of`` reads one item's figures out of it, so that the editor can
show them at the line concerned rather than one sentence about "some items".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation


@dataclass(frozen=True)
class Shortage:
    """One item the server named: what is on hand and what the issue asked for."""

    code: str
    on_hand: Decimal
    requested: Decimal


_FIGURES = r"[^()]*\(\s*on hand\s+(-?[\d.,]+)\s*,\s*requested\s+(-?[\d.,]+)\s*\)"


def shortage_of(detail: str, code: str) -> Shortage | None:
    """The figures the server's ``detail`` gives for the item ``code`` (None when the detail
    does not name it with figures)."""
    if not code or not detail:
        return None
    found = re.search(rf"(?:^|[\s:;]){re.escape(code)}(?=\s){_FIGURES}", detail)
    if found is None:
        return None
    try:
        on_hand = Decimal(found.group(1).replace(",", ""))
        requested = Decimal(found.group(2).replace(",", ""))
    except InvalidOperation:
        return None
    return Shortage(code, on_hand, requested)
