"""What a thing a person did changed, as a typed change set the screens refresh from.

A save, a delete, an issue, a posting or a refund returns ``Changes``: which kinds of record
changed and, where known, which records (by the key the server gave them). Lists and reports
refresh when a change set touches the kind they show; nothing listens for bare strings.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """A kind of record a screen shows; the value is the API collection's name."""

    TAXES = "taxes"
    STOCK_ITEMS = "stock_items"
    SERVICE_ITEMS = "service_items"
    CUSTOMERS = "customers"
    SALES_PERSONS = "sales_persons"
    BRANDS = "brands"
    CLASSIFICATIONS = "classifications"
    WAREHOUSES = "warehouses"
    DYNAMIC_PROPERTIES = "dynamic_properties"
    CITIES = "cities"
    DISTRICTS = "districts"
    SALES_ORDERS = "sales_orders"
    SALES_RETURNS = "sales_returns"
    PURCHASE_ORDERS = "purchase_orders"
    WORK_ORDERS = "work_orders"
    JOURNAL_ENTRIES = "journal_entries"
    """Journal entries and the cash documents, which the API lists among them."""


_OUTBOX_KINDS: dict[str, tuple[Kind, ...]] = {
    "tax": (Kind.TAXES,),
    "customer": (Kind.CUSTOMERS,),
    "stock_item": (Kind.STOCK_ITEMS,),
    "service_item": (Kind.SERVICE_ITEMS,),
    "sales_person": (Kind.SALES_PERSONS,),
    "brand": (Kind.BRANDS,),
    "classification": (Kind.CLASSIFICATIONS,),
    "sales_order": (Kind.SALES_ORDERS,),
    "sales_return": (Kind.SALES_RETURNS,),
    # An issue moves stock out for an order: the order's state and the work orders change.
    "issue_offering": (Kind.WORK_ORDERS, Kind.SALES_ORDERS),
    "receive_supplies": (Kind.WORK_ORDERS,),
    "opening_balance": (Kind.WORK_ORDERS,),
    "journal_entry": (Kind.JOURNAL_ENTRIES,),
    "cash_in": (Kind.JOURNAL_ENTRIES,),
    "cash_out": (Kind.JOURNAL_ENTRIES,),
}


def kinds_of_outbox_kind(outbox_kind: str) -> tuple[Kind, ...]:
    """The kinds a confirmed row of the outbox changed (its kind is the sender's name, as
    ``"cash_out"``). An outbox kind this table does not know is a ``KeyError``: a new kind
    must say which screens it changes, or no list would ever show it."""
    return _OUTBOX_KINDS[outbox_kind]


@dataclass(frozen=True)
class Changes:
    """Which kinds of record changed, and which records of them where the keys are known.

    ``kinds`` holds every kind touched, including those of ``records``. An empty change
    set is false, and publishing it tells nobody anything."""

    kinds: frozenset[Kind] = frozenset()
    records: frozenset[tuple[Kind, str]] = frozenset()

    @classmethod
    def of(cls, kind: Kind | str, *keys: object) -> Changes:
        """Records of one kind changed (``keys`` the server's ids or codes; none: some)."""
        known = Kind(kind)
        return cls(
            frozenset({known}),
            frozenset((known, str(key)) for key in keys if key is not None and key != ""),
        )

    @classmethod
    def of_kinds(cls, kinds: Iterable[Kind | str]) -> Changes:
        """Some records of each of ``kinds`` changed."""
        return cls(frozenset(Kind(kind) for kind in kinds))

    def __or__(self, other: Changes) -> Changes:
        return Changes(self.kinds | other.kinds, self.records | other.records)

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def touches(self, kind: Kind | str) -> bool:
        """Whether a screen showing ``kind`` must refresh."""
        return Kind(kind) in self.kinds

    def keys(self, kind: Kind | str) -> frozenset[str]:
        """The keys known to have changed among ``kind`` (empty: unknown, or none)."""
        known = Kind(kind)
        return frozenset(key for of, key in self.records if of is known)


NOTHING = Changes()
"""The change set of what changed nothing (a refused save, an unchanged record)."""
