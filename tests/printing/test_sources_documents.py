"""The printed documents other than the invoice, from the API's answers (pure functions of
``app.printing.sources``): the return note, the delivery note, the receipt, the voucher and
the journal voucher, the customer statement, the codes that print, the parties, and the
fetching by code. Figures are worked out here by hand, not by the code under test."""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import Decimal
from typing import Any

import pytest

from app.api import errors as api_errors
from app.models.customers import CustomerResponse
from app.models.journal_entries import JournalEntryResponse
from app.models.sales_returns import SalesReturnResponse
from app.models.work_orders import WorkOrderResponse
from app.printing import documents as d
from app.printing import sources
from app.printing.documents import DocumentKind, Party
from app.printing.sources import (
    StatementLine,
    UnknownDocument,
    accounting_document,
    customer_statement,
    delivery_note,
    kind_of,
    party_of,
    return_note,
    statement_lines,
)

D = Decimal
MARK = " BOD-69bf0000000000000000000000000001"


def customer(**fields: Any) -> CustomerResponse:
    return CustomerResponse.model_validate({"id": 7, "code": "CUS-7", "name": "Nile", **fields})


# -- codes and parties --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("SO-12", DocumentKind.SALES_INVOICE),
        (" sr-3 ", DocumentKind.SALES_RETURN),
        ("CI-CAI-1", DocumentKind.CASH_RECEIPT),
        ("CO-9", DocumentKind.PAYMENT_VOUCHER),
        ("JE-4", DocumentKind.JOURNAL_VOUCHER),
        ("IO-WH01-7", DocumentKind.DELIVERY_NOTE),
    ],
)
def test_a_code_prints_as_its_prefix_says(code: str, kind: DocumentKind) -> None:
    assert kind_of(code) is kind


@pytest.mark.parametrize("code", ["SO", "SO12", "XX-1", "PO-3", ""])
def test_other_codes_do_not_print(code: str) -> None:
    with pytest.raises(UnknownDocument, match="is not a code that prints"):
        kind_of(code)


def test_a_party_is_the_customer_with_its_default_address() -> None:
    full = customer(
        taxRegistrationId="312-456",
        mobile="010 1",
        phone="02 2",
        addresses=[
            {"id": 1, "street": "Tahrir", "buildingNumber": "14", "description": "Cairo"},
            {
                "id": 2,
                "street": "Nile St",
                "buildingNumber": "3",
                "description": "Giza",
                "isDefault": True,
            },
        ],
    )
    assert party_of(full, "Other", "X") == Party(
        "Nile", "CUS-7", "3, Nile St, Giza", "312-456", "010 1"
    )
    # No default: the first address; no mobile: the phone; missing parts left out.
    plain = customer(phone="02 2", addresses=[{"id": 1, "street": "Tahrir"}, {"id": 2}])
    assert party_of(plain) == Party("Nile", "CUS-7", "Tahrir", "", "02 2")
    # A customer without name or code: the reference's.
    bare = CustomerResponse.model_validate({"id": 8})
    assert party_of(bare, "From ref", "C-8") == Party("From ref", "C-8")
    assert party_of(None, "Walk-in", "C-0") == Party("Walk-in", "C-0")
    assert party_of(None, "Walk-in") == Party("Walk-in", "")
    assert party_of(CustomerResponse.model_validate({"id": 9, "name": "N"})) == Party("N", "")
    assert party_of(None, None, "C-0") is None
    assert party_of(None) is None


# -- the return note ----------------------------------------------------------------------
def a_return(**fields: Any) -> SalesReturnResponse:
    body = {
        "id": 4,
        "code": "SR-4",
        "documentDate": "2026-03-15T10:00:00",
        "customer": {"id": 7, "code": "CUS-7", "name": "Nile"},
        "salesPerson": {"id": 2, "name": "Hoda"},
        "warehouse": {"id": 1, "code": "WH01", "name": "Main"},
        "currency": {"id": 3, "code": "KWD"},
        "relatedSalesOrderCodes": ["SO-1", "SO-2"],
        "cashAmount": 0,
        "onAccountAmount": 300,
        "notes": "Damaged" + MARK,
        "details": [
            {
                "id": 1,
                "quantity": 2,
                "price": 100,
                "unitDiscount": 5,
                "taxRate": 10,
                "stockItem": {"id": 61, "code": "000061", "description": "Power bank"},
            },
            {
                "id": 2,
                "quantity": 1,
                "price": "50.125",
                "unitDiscount": 0,
                "tax": {"id": 9, "rate": 14},
                "withholdingTax": {"id": 10, "rate": 1},
            },
        ],
        # Lines: 2 x (100 - 5) = 190 at 10 %; 1 x 50.125 at 14 % less 1 %.
        "grossTotal": "250.125",
        "returnDiscount": 10,
        "tax": "25.516",
        "netTotal": "265.641",
    }
    return SalesReturnResponse.model_validate({**body, **fields})


def test_a_return_note_adds_up_as_the_server_did() -> None:
    note = return_note(a_return(), customer(mobile="010"))
    assert note.kind is DocumentKind.SALES_RETURN
    assert (note.code, note.date, note.currency, note.decimals) == (
        "SR-4",
        dt.date(2026, 3, 15),
        "KWD",
        3,
    )
    assert note.party == Party("Nile", "CUS-7", "", "", "010")
    assert note.facts == (
        (d.SOURCE_DOCUMENT, "SO-1, SO-2"),
        (d.SALES_PERSON, "Hoda"),
        (d.PAYMENT, d.ON_ACCOUNT),
        (d.WAREHOUSE, "Main"),
    )
    assert note.notes == "Damaged"
    assert note.signatures == (d.PREPARED_BY, d.RECEIVED_BY)
    # 190 + 50.125 = 240.125; tax 19 + 7.0175 = 26.018 (3 decimals), withholding 0.501.
    assert note.amount == D("265.641")
    # Each figure in the dinar's decimals on its own: tax 26.0175 -> 26.018, withholding
    # 0.50125 -> 0.501 (the server's 25.516 rounds the difference once: within rounding).
    assert note.tax_total == D("26.018") - D("0.501")
    first, second = note.lines[0], note.lines[1]
    assert first["code"] == "000061" and first["description"] == "Power bank"
    assert first["quantity"] == D(2) and first["total"] == D("190.000")
    assert second["code"] == "" and second["total"] == D("50.125")
    assert note.totals_notice == ""


def test_a_return_without_its_server_totals_prints_its_own() -> None:
    note = return_note(
        a_return(
            grossTotal=None,
            tax=None,
            netTotal=None,
            returnDiscount=None,
            currency=None,
            code=None,
            documentDate=None,
            customer=None,
            cashAmount=5,
        ),
    )
    assert (note.code, note.date, note.currency, note.decimals) == ("4", None, "", 2)
    assert note.party is None
    assert dict(note.facts)[d.PAYMENT] == d.CASH_AND_ON_ACCOUNT
    # 240.125 -> 240.13 net of lines; tax 19 + 7.0175 -> 26.02, withholding 0.50125 -> 0.50.
    assert note.amount == D("240.13") + D("26.02") - D("0.50")


@pytest.mark.parametrize(
    ("cash", "on_account", "said"),
    [
        (10, 0, d.CASH),
        (0, 10, d.ON_ACCOUNT),
        (10, 10, d.CASH_AND_ON_ACCOUNT),
        (0, 0, d.CASH),
        (None, None, d.CASH),
    ],
)
def test_the_payment_line_says_how_it_was_refunded(cash, on_account, said) -> None:  # type: ignore[no-untyped-def]
    note = return_note(a_return(cashAmount=cash, onAccountAmount=on_account))
    assert dict(note.facts)[d.PAYMENT] == said


# -- the delivery note --------------------------------------------------------------------
def test_a_delivery_note_lists_what_left_with_the_total_quantity() -> None:
    issue = WorkOrderResponse.model_validate(
        {
            "id": 9,
            "code": "IO-WH01-9",
            "date": "2026-04-01T08:00:00",
            "customer": {"id": 7, "code": "CUS-7", "name": "Nile"},
            "warehouse": {"id": 1, "code": "WH01", "name": "Main"},
            "salesPerson": {"id": 2, "code": "SP-2"},
            "relatedSoCode": "SO-1",
            "paperNumber": "P-77",
            "notes": "Gate 3",
            "workOrderDetails": [
                {
                    "id": 1,
                    "quantity": 2,
                    "serials": ["S1", "S2"],
                    "stockItem": {"id": 61, "code": "000061", "description": "Power bank"},
                },
                {
                    "id": 2,
                    "quantity": "1.5",
                    "description": "Cable, cut",
                    "warehouse": {"id": 2, "description": "Side store"},
                },
                {"id": 3, "quantity": None},
            ],
        }
    )
    note = delivery_note(issue)
    assert (note.kind, note.code, note.date) == (
        DocumentKind.DELIVERY_NOTE,
        "IO-WH01-9",
        dt.date(2026, 4, 1),
    )
    assert note.party == Party("Nile", "CUS-7")
    assert note.facts == (
        (d.SALES_ORDER, "SO-1"),
        (d.WAREHOUSE, "Main"),
        (d.PAPER_NUMBER, "P-77"),
        (d.SALES_PERSON, "SP-2"),
    )
    assert [dict(line) for line in note.lines] == [
        {
            "number": 1,
            "code": "000061",
            "description": "Power bank (S1, S2)",
            "warehouse": "Main",
            "quantity": D(2),
        },
        {
            "number": 2,
            "code": "",
            "description": "Cable, cut",
            "warehouse": "Side store",
            "quantity": D("1.5"),
        },
        {"number": 3, "code": "", "description": "", "warehouse": "Main", "quantity": D(0)},
        {"description": d.TOTAL_QUANTITY, "quantity": D("3.5"), "_strong": True},
    ]
    assert note.notes == "Gate 3" and note.signatures == (d.DELIVERED_BY, d.RECEIVED_BY)
    bare = delivery_note(WorkOrderResponse.model_validate({"id": 10}))
    assert (bare.code, bare.date, bare.party, bare.notes) == ("10", None, None, "")


# -- receipts, vouchers, journal vouchers -------------------------------------------------
def entry(kind: str = "CI", **fields: Any) -> JournalEntryResponse:
    body = {
        "id": 5,
        "documentCode": f"{kind}-CAI-5",
        "journalEntryCode": "JE-55",
        "documentDate": "2026-02-01T00:00:00",
        "paperNumber": "R-1",
        "relatedDocumentCode": "SO-2",
        "currency": {"id": 3, "code": "KWD"},
        "notes": "Paid at the counter" + MARK,
        "accountingDocumentDetails": [
            {
                "id": 1,
                "amount": "100.0005",
                "amountStatus": "Debit",
                "account": {"id": 1, "code": "110101", "name": "Main treasury"},
            },
            {
                "id": 2,
                "amount": "100.0005",
                "amountStatus": "Credit",
                "account": {"id": 2, "code": "110301", "name": "Trade receivables"},
                "customer": {"id": 7, "code": "CUS-7", "name": "Nile"},
            },
        ],
    }
    return JournalEntryResponse.model_validate({**body, **fields})


def test_a_cash_receipt_names_its_cash_account_payer_and_amount() -> None:
    receipt = accounting_document(entry(), DocumentKind.CASH_RECEIPT)
    assert (receipt.code, receipt.date, receipt.currency, receipt.decimals) == (
        "CI-CAI-5",
        dt.date(2026, 2, 1),
        "KWD",
        3,
    )
    assert receipt.party_label == d.RECEIVED_FROM
    assert receipt.party == Party("Nile", "CUS-7")
    assert receipt.facts == (
        (d.CASH_ACCOUNT, "110101 Main treasury"),
        (d.PAPER_NUMBER, "R-1"),
        (d.SOURCE_DOCUMENT, "SO-2"),
        (d.CURRENCY, "KWD"),
    )
    assert receipt.amount == D("100.001")  # 100.0005 half up to the dinar's 3 decimals
    assert [(t.label, t.amount, t.strong) for t in receipt.totals] == [
        (d.AMOUNT, D("100.001"), True)
    ]
    assert [dict(line) for line in receipt.lines] == [
        {
            "account": "110101",
            "accountName": "Main treasury",
            "notes": "",
            "debit": D("100.0005"),
            "credit": None,
        },
        {
            "account": "110301",
            "accountName": "Trade receivables",
            "notes": "Nile",
            "debit": None,
            "credit": D("100.0005"),
        },
    ]
    assert receipt.notes == "Paid at the counter"
    assert receipt.signatures == (d.CASHIER, d.APPROVED_BY)


def test_a_payment_voucher_pays_from_its_credited_account() -> None:
    lines = [
        {
            "id": 1,
            "amount": 40,
            "amountStatus": "Debit",
            "comments": "Rent",
            "account": {"id": 5, "code": "510101", "name": "Rent"},
            "supplier": {"id": 3, "code": "SUP-3", "name": "Landlord"},
        },
        {"id": 2, "amount": 40, "amountStatus": "Credit", "account": {"id": 1, "code": "110101"}},
    ]
    voucher = accounting_document(
        entry("CO", accountingDocumentDetails=lines, currency=None), DocumentKind.PAYMENT_VOUCHER
    )
    assert voucher.party_label == d.PAID_TO
    assert voucher.party == Party("Landlord", "SUP-3")
    assert dict(voucher.facts)[d.CASH_ACCOUNT] == "110101"
    assert dict(voucher.facts)[d.CURRENCY] == ""
    assert voucher.amount == D("40.00") and voucher.decimals == 2
    assert voucher.lines[0]["notes"] == "Rent"
    assert voucher.signatures == (d.CASHIER, d.RECEIVED_BY)


def test_a_journal_voucher_totals_both_sides() -> None:
    lines = [
        {"id": 1, "amount": 30, "amountStatus": "Debit", "account": {"id": 1, "code": "A"}},
        {"id": 2, "amount": 20, "amountStatus": "Debit"},
        {"id": 3, "amount": 50, "amountStatus": "Credit", "account": {"id": 2, "name": "B"}},
    ]
    voucher = accounting_document(
        entry("JE", documentCode=None, accountingDocumentDetails=lines),
        DocumentKind.JOURNAL_VOUCHER,
    )
    assert voucher.code == "JE-55"
    assert voucher.party is None and voucher.amount is None and voucher.totals == ()
    assert voucher.facts == (
        (d.PAPER_NUMBER, "R-1"),
        (d.SOURCE_DOCUMENT, "SO-2"),
        (d.CURRENCY, "KWD"),
    )
    assert dict(voucher.lines[-1]) == {
        "accountName": d.TOTAL,
        "debit": D(50),
        "credit": D(50),
        "_strong": True,
    }
    assert voucher.lines[1]["account"] == "" and voucher.lines[2]["accountName"] == "B"
    assert voucher.decimals == 3 and voucher.notes == "Paid at the counter"
    assert voucher.signatures == (d.PREPARED_BY, d.APPROVED_BY)
    nameless = accounting_document(
        entry(
            "JE",
            documentCode=None,
            journalEntryCode=None,
            documentDate=None,
            paperNumber=None,
            relatedDocumentCode=None,
        ),
        DocumentKind.JOURNAL_VOUCHER,
    )
    assert (nameless.code, nameless.date) == ("5", None)
    assert dict(nameless.facts) == {d.PAPER_NUMBER: "", d.SOURCE_DOCUMENT: "", d.CURRENCY: "KWD"}


# -- the statement ------------------------------------------------------------------------
def statement_entries() -> list[JournalEntryResponse]:
    def one(id_: int, day: str, rate: object, *lines: dict[str, Any], **extra: Any):
        return JournalEntryResponse.model_validate(
            {
                "id": id_,
                "documentCode": f"JE-{id_}",
                "documentDate": f"{day}T00:00:00",
                "exchangeRate": rate,
                "notes": f"Entry {id_}" + MARK,
                "accountingDocumentDetails": list(lines),
                **extra,
            }
        )

    mine = {"id": 7, "code": "CUS-7"}
    other = {"id": 8, "code": "CUS-8"}
    return [
        one(
            3,
            "2026-03-01",
            1,
            {
                "id": 31,
                "amount": 40,
                "amountStatus": "Credit",
                "customer": mine,
                "comments": "Paid",
            },
        ),
        one(
            1,
            "2026-01-10",
            2,
            {"id": 11, "amount": 100, "amountStatus": "Debit", "customer": mine},
            {"id": 12, "amount": 5, "amountStatus": "Debit", "customer": other},
        ),
        one(
            2,
            "2026-02-01",
            None,
            {"id": 21, "amount": 30, "amountStatus": "Debit", "customer": mine},
            {"id": 22, "amount": 30, "amountStatus": "Credit"},
        ),
    ]


def test_the_statement_lines_are_the_customer_s_oldest_first_in_the_system_currency() -> None:
    lines = statement_lines(statement_entries(), 7)
    assert lines == [
        StatementLine(dt.date(2026, 1, 10), "JE-1", "Entry 1", D(200), D(0)),  # x rate 2
        StatementLine(dt.date(2026, 2, 1), "JE-2", "Entry 2", D(30), D(0)),  # no rate: 1
        StatementLine(dt.date(2026, 3, 1), "JE-3", "Paid", D(0), D(40)),
    ]
    assert statement_lines(statement_entries(), 99) == []


def test_the_statement_opens_runs_and_closes() -> None:
    lines = statement_lines(statement_entries(), 7)
    printed = customer_statement(customer(), lines, dt.date(2026, 2, 1), dt.date(2026, 2, 28))
    assert (printed.kind, printed.code, printed.date) == (
        DocumentKind.STATEMENT,
        "CUS-7",
        dt.date(2026, 2, 28),
    )
    assert printed.party == Party("Nile", "CUS-7")
    assert printed.facts == ((d.PERIOD, "2026-02-01 – 2026-02-28"),)
    assert [dict(row) for row in printed.lines] == [
        {
            "date": dt.date(2026, 2, 1),
            "notes": d.OPENING_BALANCE,
            "balance": D(200),
            "_strong": True,
        },
        {
            "date": dt.date(2026, 2, 1),
            "document": "JE-2",
            "notes": "Entry 2",
            "debit": D(30),
            "credit": None,
            "amount": D(30),
            "balance": D(230),
        },
        {
            "date": dt.date(2026, 2, 28),
            "notes": d.CLOSING_BALANCE,
            "debit": D(30),
            "credit": D(0),
            "balance": D(230),
            "_strong": True,
        },
    ]
    assert [(t.label, t.amount) for t in printed.totals] == [(d.CLOSING_BALANCE, D("230.00"))]
    # Open ends: everything, from a zero opening.
    everything = customer_statement(customer(), lines, None, None)
    assert everything.facts == ((d.PERIOD, ""),)
    assert everything.lines[0]["balance"] == D(0)
    assert [row.get("balance") for row in everything.lines[1:-1]] == [D(200), D(230), D(190)]
    assert everything.lines[-1]["debit"] == D(230) and everything.lines[-1]["credit"] == D(40)
    assert everything.lines[3]["credit"] == D(40) and everything.lines[3]["debit"] is None
    assert everything.lines[3]["amount"] == D(-40)
    assert type(everything.lines[0]["balance"]) is Decimal
    # A credit before the period lowers the opening; a line on the last day is shown.
    later = customer_statement(customer(), lines, dt.date(2026, 3, 2), None)
    assert later.lines[0]["balance"] == D(190) and len(later.lines) == 2
    to_march = customer_statement(customer(), lines, None, dt.date(2026, 3, 1))
    assert [row.get("document") for row in to_march.lines[1:-1]] == ["JE-1", "JE-2", "JE-3"]


# -- fetching by code ---------------------------------------------------------------------
class Page:
    def __init__(self, items: list[Any]) -> None:
        self.items = items
        self.total_count = len(items)
        self.page_size = len(items)


class FakeClient:
    """The API's answers for the fetching functions: what they ask, what they get."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Any]] = []
        outer = self

        class Returns:
            async def get(self, *, code: str) -> SalesReturnResponse:
                outer.asked.append(("return", code))
                if code != "SR-4":
                    raise api_errors.NotFound("no")
                return a_return()

        class Customers:
            async def get(self, customer_id: int) -> CustomerResponse:
                outer.asked.append(("customer", customer_id))
                if customer_id != 7:
                    raise api_errors.Forbidden("no")
                return customer(mobile="010")

            async def list(self, *, code: str, limit: int) -> Page:
                outer.asked.append(("customers", (code, limit)))
                codeless = CustomerResponse.model_validate({"id": 70, "name": "No code"})
                return Page([customer(code="CUS-77"), codeless, customer()])

        class WorkOrders:
            async def list(self, *, code: str, only_my_orders: bool, limit: int) -> Page:
                outer.asked.append(("work", only_my_orders))
                return Page(
                    [
                        WorkOrderResponse.model_validate({"id": 1, "code": "io-wh01-99"}),
                        WorkOrderResponse.model_validate(
                            {"id": 2, "code": "IO-WH01-9", "customer": {"id": 8, "code": "CUS-8"}}
                        ),
                    ]
                )

        class Journal:
            async def list(self, **query: Any) -> Page:
                outer.asked.append(("journal", query.get("code") or query.get("customer_id")))
                if "customer_id" in query:
                    outer.asked.append(("entries", query))
                    items = statement_entries() if query["offset"] == 0 else []
                    return Page(items)
                return Page([entry("CI", documentCode="CI-CAI-50"), entry()])

        self.sales_returns = Returns()
        self.customers = Customers()
        self.work_orders = WorkOrders()
        self.journal_entries = Journal()


def load(code: str) -> Any:
    client = FakeClient()
    return asyncio.run(sources.load_document(client, code)), client.asked  # type: ignore[arg-type]


def test_load_document_reads_each_kind_by_its_code() -> None:
    note, asked = load(" SR-4 ")
    assert note.code == "SR-4" and note.party.phone == "010"
    assert asked == [("return", "SR-4"), ("customer", 7)]
    with pytest.raises(UnknownDocument, match="no document has the code SR-5"):
        load("SR-5")
    delivery, asked = load("IO-WH01-9")
    assert delivery.code == "IO-WH01-9" and asked == [("work", False), ("customer", 8)]
    assert delivery.party == Party("CUS-8", "CUS-8")  # out of sight: its reference
    with pytest.raises(UnknownDocument):
        load("IO-WH01-8")
    receipt, asked = load("ci-cai-5")
    assert receipt.code == "CI-CAI-5" and receipt.kind is DocumentKind.CASH_RECEIPT
    by_journal_code, _ = load("JE-55")
    assert by_journal_code.kind is DocumentKind.JOURNAL_VOUCHER
    with pytest.raises(UnknownDocument):
        load("CO-1")


def test_load_statement_reads_the_customer_s_entries() -> None:
    client = FakeClient()
    end = dt.date(2026, 12, 31)
    printed = asyncio.run(
        sources.load_statement(client, " cus-7 ", dt.date(2026, 2, 1), end)  # type: ignore[arg-type]
    )
    assert printed.code == "CUS-7"
    assert printed.date == end and dict(printed.facts)[d.PERIOD] == "2026-02-01 – 2026-12-31"
    assert printed.lines[0]["balance"] == D(200)  # before February: the opening
    assert printed.lines[-1]["balance"] == D(190)
    assert ("customers", (" cus-7 ", 5)) in client.asked
    queries = [query for what, query in client.asked if what == "entries"]
    assert queries and all(
        q["customer_id"] == 7 and q["date_to"] == end and q["limit"] > 0 for q in queries
    )
    with pytest.raises(UnknownDocument):  # a customer without a code matches no code
        asyncio.run(sources.load_statement(FakeClient(), "XXXX"))  # type: ignore[arg-type]
    with pytest.raises(UnknownDocument, match="no customer has the code CUS-9"):
        asyncio.run(sources.load_statement(client, "CUS-9"))  # type: ignore[arg-type]


def test_words_are_asked_for_the_document_s_amount_in_its_currency(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from app.printing.page import PrintLanguage

    asked: list[tuple[object, ...]] = []

    async def words(client: object, amount: Decimal, language: object, currency: str):  # type: ignore[no-untyped-def]
        asked.append((client, amount, language, currency))
        return None if currency == "OFF" else f"{amount} {currency}"

    monkeypatch.setattr(sources, "amount_in_words", words)
    receipt = accounting_document(entry(), DocumentKind.CASH_RECEIPT)
    client = object()
    said = asyncio.run(sources.words_for(client, receipt, PrintLanguage.ENGLISH, "EGP"))  # type: ignore[arg-type]
    assert said == d.Words("100.001 KWD", offline=False)
    assert asked == [(client, D("100.001"), PrintLanguage.ENGLISH, "KWD")]
    plain = accounting_document(entry(currency=None), DocumentKind.CASH_RECEIPT)
    said = asyncio.run(sources.words_for(client, plain, PrintLanguage.ENGLISH, "OFF"))  # type: ignore[arg-type]
    assert said == d.Words(None, offline=True)  # the company's currency; the server away
    voucher = accounting_document(entry("JE"), DocumentKind.JOURNAL_VOUCHER)
    assert asyncio.run(sources.words_for(client, voucher, PrintLanguage.ENGLISH, "EGP")) is None
