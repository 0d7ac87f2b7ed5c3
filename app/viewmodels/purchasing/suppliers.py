"""Suppliers a clerk can pick, although the API has no supplier list.

The spec names suppliers (purchase documents, received supplies, journal lines) but has no
endpoint that lists them. Every purchase document carries its supplier (id, code, name) and
currency, so the suppliers the company buys from are read off its latest purchase
documents. A supplier that never had a purchase document cannot be found this way; the
receipt editor offers "another party" for that case.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.api.client import ApiClient
from app.api.ratelimit import Priority
from app.viewmodels.choices import Choice, choice_label

PURCHASE_DOCUMENTS_READ = 500
"""The newest purchase documents read for their suppliers (one request)."""


@dataclass(frozen=True)
class KnownCurrency:
    id: int
    code: str


@dataclass
class KnownSuppliers:
    """Suppliers seen on purchase documents, searchable as a picker's source."""

    choices: list[Choice] = field(default_factory=list)
    currencies: dict[int, list[KnownCurrency]] = field(default_factory=dict)
    """Supplier id -> the currencies its documents were in (the company's own is absent)."""
    loaded: bool = False

    async def load(self, client: ApiClient) -> None:
        """Read the newest purchase documents (ordered by id: the newest are at the end)."""
        first = await client.purchase_orders.list(limit=1, priority=Priority.INTERACTIVE)
        total = first.total_count or len(first.items)
        offset = max(0, total - PURCHASE_DOCUMENTS_READ)
        page = await client.purchase_orders.list(offset=offset, limit=PURCHASE_DOCUMENTS_READ)
        seen: dict[int, Choice] = {c.id: c for c in self.choices}
        for document in reversed(page.items):  # newest first: their names win
            supplier = document.supplier
            if supplier is None:
                continue
            if supplier.id not in seen:
                label = choice_label(supplier.code, supplier.name, supplier.id)
                seen[supplier.id] = Choice(supplier.id, label, {"code": supplier.code or ""})
            currency = document.currency
            if currency is not None and currency.code:
                known = self.currencies.setdefault(supplier.id, [])
                if all(c.id != currency.id for c in known):
                    known.append(KnownCurrency(currency.id, currency.code))
        self.choices = sorted(seen.values(), key=lambda c: c.label.casefold())
        self.loaded = True

    def search(self, typed: str, limit: int = 50) -> list[Choice]:
        """Suppliers whose code or name contains every typed word (any case)."""
        words = typed.casefold().split()
        found = [c for c in self.choices if all(word in c.label.casefold() for word in words)]
        return found[:limit]

    def get(self, supplier_id: int) -> Choice | None:
        return next((c for c in self.choices if c.id == supplier_id), None)
