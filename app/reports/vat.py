"""The VAT return for a period, from the ledger cache (``Books``).

Output tax is the movement (credit minus debit) of the accounts of type ``SalesTax`` (the
demo's "VAT payable"); input tax the movement (debit minus credit) of the accounts of type
``PurchaseAddedTax`` ("Input VAT"). The table tax (``AddedTax``) and withholding tax are
other taxes, not VAT, and stay out. Net payable = output - input, so that the return's
figures are the tax accounts' own movements in the period, to the cent.

Journal lines carry no tax rate, so each document's rate is read from its own figures:
the tax over the base it was charged on, where the base of output tax is the document's
revenue (credit minus debit on Sales, ServicesSales, SalesReturns, SalesDiscount and
OtherRevenue accounts) and the base of input tax is what the document bought (debit minus
credit on its lines that are neither tax, cash, bank nor a receivable or payable). The
rate is that ratio in percent to two places; a document with tax but no base has no rate
(shown as "no base"). Recurring templates are no entries and count nowhere.

Every figure drills to its documents: each row keeps the ids of the documents behind it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from app.reports.figures import ZERO
from app.reports.money import currency_money, system_money
from app.store.ledger import Books, from_micro
from app.store.ledger_status import SyncStatus

OUTPUT_TAX_TYPES = ("SalesTax",)
INPUT_TAX_TYPES = ("PurchaseAddedTax",)
REVENUE_TYPES = ("Sales", "ServicesSales", "SalesReturns", "SalesDiscount", "OtherRevenue")
NOT_A_PURCHASE_BASE = (
    *OUTPUT_TAX_TYPES,
    *INPUT_TAX_TYPES,
    "AddedTax",
    "WithholdingTax",
    "Cash",
    "Bank",
    "AccountsReceivable",
    "NotesReceivable",
    "AccountsPayable",
    "NotesPayable",
)
"""Account types whose lines are how a purchase was paid or taxed, never what it bought."""

HUNDRED = Decimal(100)
RATE_PLACES = Decimal("0.01")


@dataclass(frozen=True)
class VatRow:
    """Tax at one rate (None: tax on a document with no base) in one month or a period."""

    month: str | None
    """YYYY-MM, or None for the period's total at that rate."""
    rate: Decimal | None
    base: Decimal
    tax: Decimal
    document_ids: tuple[int, ...]
    """The documents behind the figures (a drill-down lists them)."""


@dataclass(frozen=True)
class VatReturn:
    """Output and input tax of a period, by rate (``output``, ``input``) and by month and
    rate (``output_by_month``, ``input_by_month``), and the net payable."""

    date_from: date
    date_to: date
    posted_only: bool
    output: tuple[VatRow, ...]
    input: tuple[VatRow, ...]
    output_by_month: tuple[VatRow, ...]
    input_by_month: tuple[VatRow, ...]
    output_tax: Decimal
    input_tax: Decimal
    output_accounts: tuple[int, ...]
    """The output tax accounts (each output figure's lines are in their ledgers)."""
    input_accounts: tuple[int, ...]
    status: SyncStatus

    @property
    def net(self) -> Decimal:
        """Payable to the tax authority (negative: to be reclaimed)."""
        return self.output_tax - self.input_tax


def document_rate(tax_micro: int, base_micro: int) -> Decimal | None:
    """The rate a document's tax was charged at, in percent to two places (None when it
    has no base)."""
    if base_micro == 0:
        return None
    return (Decimal(tax_micro) * HUNDRED / Decimal(base_micro)).quantize(RATE_PLACES)


def _rows(
    figures: dict[tuple[str | None, Decimal | None], list[int]],
    documents: dict[tuple[str | None, Decimal | None], list[int]],
) -> tuple[VatRow, ...]:
    def order(key: tuple[str | None, Decimal | None]) -> tuple[str, int, Decimal]:
        month, rate = key
        return (month or "", rate is None, rate if rate is not None else ZERO)

    return tuple(
        VatRow(
            month,
            rate,
            system_money(figures[(month, rate)][0]),
            system_money(figures[(month, rate)][1]),
            tuple(documents[(month, rate)]),
        )
        for month, rate in sorted(figures, key=order)
    )


def vat_return(
    books: Books, date_from: date, date_to: date, posted_only: bool = False
) -> VatReturn:
    """The VAT return for ``date_from``..``date_to`` (document dates, inclusive)."""
    per_document = books.tax_documents(
        date_from.isoformat(),
        date_to.isoformat(),
        OUTPUT_TAX_TYPES,
        INPUT_TAX_TYPES,
        REVENUE_TYPES,
        NOT_A_PURCHASE_BASE,
        posted_only,
    )
    sides: dict[str, dict[tuple[str | None, Decimal | None], list[int]]] = {
        side: defaultdict(lambda: [0, 0]) for side in ("output", "input", "output-m", "input-m")
    }
    docs: dict[str, dict[tuple[str | None, Decimal | None], list[int]]] = {
        side: defaultdict(list) for side in sides
    }
    output_micro = input_micro = 0
    for entry_id, month, out_tax, out_base, in_tax, in_base in per_document:
        for side, tax, base in (("output", out_tax, out_base), ("input", in_tax, in_base)):
            if tax == 0:
                continue
            rate = document_rate(tax, base)
            for name, key in ((side, (None, rate)), (f"{side}-m", (month, rate))):
                sides[name][key][0] += base
                sides[name][key][1] += tax
                docs[name][key].append(entry_id)
        output_micro += out_tax
        input_micro += in_tax
    accounts = sorted(books.accounts().values(), key=lambda a: a.code)
    return VatReturn(
        date_from,
        date_to,
        posted_only,
        _rows(sides["output"], docs["output"]),
        _rows(sides["input"], docs["input"]),
        _rows(sides["output-m"], docs["output-m"]),
        _rows(sides["input-m"], docs["input-m"]),
        currency_money(from_micro(output_micro)),
        currency_money(from_micro(input_micro)),
        tuple(a.id for a in accounts if a.type in OUTPUT_TAX_TYPES),
        tuple(a.id for a in accounts if a.type in INPUT_TAX_TYPES),
        books.status(),
    )
