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
from app.models.sales_orders import SalesOrderResponse
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
                if code == "SR-6":  # a return of no customer's
                    return a_return(code="SR-6", customer=None)
                if code != "SR-4":
                    raise api_errors.NotFound("no")
                return a_return()

        class Orders:
            async def find_by_code(self, code: str) -> SalesOrderResponse | None:
                outer.asked.append(("order", code))
                return SalesOrderResponse.model_validate({"id": 3, "code": "SO-3"})

            async def get(self, order_id: int) -> SalesOrderResponse:
                outer.asked.append(("full order", order_id))
                return SalesOrderResponse.model_validate({"id": order_id, "code": "SO-3"})

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
        self.sales_orders = Orders()
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


# -- what the paper says where the API leaves a field out ---------------------------------
def test_a_return_note_printed_without_the_customer_s_record_names_its_reference() -> None:
    """A return printed while the customer's own record cannot be read (not fetched, or
    forbidden) still says whom it is for, from the return's reference; a line without a
    stock item prints blank cells, never a placeholder; the return's warehouse is in its
    facts, not on each line."""
    note = return_note(a_return(currency={"id": 3}))
    assert note.party == Party("Nile", "CUS-7")
    assert (note.currency, note.decimals) == ("", 2)  # a currency named without its code
    assert [(line["code"], line["description"], line["warehouse"]) for line in note.lines] == [
        ("000061", "Power bank", ""),
        ("", "", ""),
    ]
    codeless = return_note(a_return(customer={"id": 7, "name": "Nile"}))
    assert codeless.party == Party("Nile", "")
    assert return_note(a_return(customer=None)).party is None


def test_a_return_note_whose_server_totals_differ_prints_the_server_s() -> None:
    """The server's tax 2 dinars off the lines' (far more than rounding): the paper prints
    the server's subtotal (its gross less the returned discount), its tax and its net, and
    says what the lines add up to."""
    note = return_note(a_return(grossTotal="251.125", tax="23.516", netTotal="263.641"))
    # Lines: 190.000 + 50.125 = 240.125, tax 26.018 less withholding 0.501 = 25.517, net
    # 265.642. The server's subtotal: its 251.125 gross less the 10 returned.
    assert [(t.label, t.amount, t.strong) for t in note.totals] == [
        (d.SUBTOTAL, D("241.125"), False),
        (d.TAX, D("23.516"), False),
        (d.RETURN_TOTAL, D("263.641"), True),
    ]
    assert note.amount == D("263.641") and note.tax_total == D("23.516")
    assert note.totals_notice == d.SERVER_TOTALS
    assert note.totals_notice_amount == D("265.642")
    # Net right, tax wrong: the paper still says so (the tax alone is checked too).
    tax_off = return_note(a_return(tax="27.516"))
    assert tax_off.totals_notice == d.SERVER_TOTALS and tax_off.tax_total == D("27.516")


def test_a_return_note_that_agrees_prints_its_lines_figures_under_its_return_total() -> None:
    note = return_note(a_return())
    assert [(t.label, t.amount, t.strong) for t in note.totals] == [
        (d.SUBTOTAL, D("240.125"), False),
        (d.TAX_AT, D("19.000"), False),
        (d.TAX_AT, D("7.018"), False),
        (d.WITHHOLDING, D("-0.501"), False),
        (d.ROUNDING, D("-0.001"), False),
        (d.RETURN_TOTAL, D("265.641"), True),
    ]
    assert (note.totals_notice, note.totals_notice_amount) == ("", None)


def test_a_delivery_note_names_the_customer_from_its_record_or_its_reference() -> None:
    body = {
        "id": 9,
        "code": "IO-WH01-9",
        "customer": {"id": 7, "code": "CUS-7", "name": "Nile"},
    }
    fetched = delivery_note(WorkOrderResponse.model_validate(body), customer(mobile="010"))
    assert fetched.party == Party("Nile", "CUS-7", "", "", "010")
    codeless = delivery_note(
        WorkOrderResponse.model_validate({**body, "customer": {"id": 7, "name": "Nile"}})
    )
    assert codeless.party == Party("Nile", "")
    # Nothing known of its order, warehouse, paper or sales person: blank facts.
    assert codeless.facts == (
        (d.SALES_ORDER, ""),
        (d.WAREHOUSE, ""),
        (d.PAPER_NUMBER, ""),
        (d.SALES_PERSON, ""),
    )


def test_statement_lines_keep_every_line_of_the_customer_by_date_whatever_the_codes() -> None:
    """An entry whose first line is another customer's still gives this customer's line;
    the lines are in date order even where the codes sort otherwise (JE-10 before JE-9);
    an entry known only by its journal code, or by neither code, is named by what it has;
    an undated one comes first."""

    def one(id_: int, day: str | None, *lines: dict[str, Any], **codes: Any):
        return JournalEntryResponse.model_validate(
            {
                "id": id_,
                "documentDate": f"{day}T00:00:00" if day else None,
                "accountingDocumentDetails": list(lines),
                **codes,
            }
        )

    mine, other = {"id": 7, "code": "CUS-7"}, {"id": 8, "code": "CUS-8"}
    entries = [
        one(
            10,
            "2026-05-01",
            {"id": 1, "amount": 5, "amountStatus": "Debit", "customer": other},
            {"id": 2, "amount": 12, "amountStatus": "Debit", "customer": mine},
            documentCode="JE-10",
        ),
        one(
            9,
            "2026-04-01",
            {"id": 3, "amount": 9, "amountStatus": "Credit", "customer": mine},
            journalEntryCode="JE-9",
        ),
        one(11, None, {"id": 4, "amount": 1, "amountStatus": "Debit", "customer": mine}),
    ]
    assert statement_lines(entries, 7) == [
        StatementLine(None, "11", "", D(1), D(0)),
        StatementLine(dt.date(2026, 4, 1), "JE-9", "", D(0), D(9)),
        StatementLine(dt.date(2026, 5, 1), "JE-10", "", D(12), D(0)),
    ]


def test_the_statement_adds_up_every_credit_and_closes_in_bold() -> None:
    lines = [
        StatementLine(dt.date(2026, 1, 5), "JE-1", "", D(100), D(0)),
        StatementLine(dt.date(2026, 1, 9), "JE-2", "Paid", D(0), D(30)),
        StatementLine(dt.date(2026, 1, 20), "JE-3", "Paid", D(0), D("25.5")),
    ]
    printed = customer_statement(CustomerResponse.model_validate({"id": 7}), lines, None, None)
    assert printed.code == "7"  # a customer without a code: its number
    closing = printed.lines[-1]
    assert (closing["debit"], closing["credit"], closing["balance"]) == (
        D(100),
        D("55.5"),
        D("44.5"),
    )
    assert [(t.label, t.amount, t.strong) for t in printed.totals] == [
        (d.CLOSING_BALANCE, D("44.50"), True)
    ]


def test_a_document_of_no_customer_prints_without_one_and_asks_for_none() -> None:
    """An order, a return or an issue whose customer is not given (a walk-in sale, an
    internal issue) prints with no party, and no customer is asked of the server."""
    order, asked = load("SO-3")
    assert (order.code, order.party) == ("SO-3", None)
    assert asked == [("order", "SO-3"), ("full order", 3)]
    sales_return, asked = load("sr-6")
    assert (sales_return.code, sales_return.party) == ("SR-6", None)
    assert asked == [("return", "SR-6")]
    issue, asked = load("IO-WH01-99")
    assert (issue.code, issue.party) == ("io-wh01-99", None)
    assert asked == [("work", False)]
    with pytest.raises(UnknownDocument, match="no document has the code SO-4"):
        load("SO-4")  # the server's nearest is SO-3: not this one


def test_a_return_line_without_any_tax_prints_at_zero_percent() -> None:
    """A line with neither a rate of its own nor a tax is untaxed: 0 %, and no tax line."""
    untaxed = {"id": 3, "quantity": 3, "price": 10, "unitDiscount": 1}
    note = return_note(
        a_return(details=[untaxed], grossTotal=30, returnDiscount=3, tax=0, netTotal=27)
    )
    # 3 x (10 - 1) = 27.000, untaxed: the server's 27 agrees.
    assert [(line["taxRate"], line["total"]) for line in note.lines] == [(D(0), D("27.000"))]
    assert [(t.label, t.amount) for t in note.totals] == [
        (d.SUBTOTAL, D("27.000")),
        (d.RETURN_TOTAL, D("27.000")),
    ]
    assert note.tax_total == D(0) and note.totals_notice == ""


def test_a_party_of_a_nameless_customer_prints_no_placeholder() -> None:
    nameless = CustomerResponse.model_validate({"id": 9, "code": "C-9"})
    assert party_of(nameless) == Party("", "C-9")


def test_a_receipt_with_parts_missing_prints_blank_where_the_api_says_nothing() -> None:
    """A receipt whose cash line names no account, a payer known by code alone, an account
    without a name, a line without an amount, no paper number, no source document and a
    currency without its code: blank cells and facts, zero for the missing amount."""
    lines = [
        {"id": 1, "amount": "75.5", "amountStatus": "Debit"},
        {
            "id": 2,
            "amount": "75.5",
            "amountStatus": "Credit",
            "account": {"id": 2, "code": "110301"},
            "customer": {"id": 7, "code": "CUS-7"},
        },
        {"id": 3, "amount": None, "amountStatus": "Credit", "account": {"id": 3, "name": "X"}},
    ]
    receipt = accounting_document(
        entry(
            accountingDocumentDetails=lines,
            paperNumber=None,
            relatedDocumentCode=None,
            currency={"id": 3},
        ),
        DocumentKind.CASH_RECEIPT,
    )
    assert receipt.party == Party("", "CUS-7")
    assert receipt.facts == (
        (d.CASH_ACCOUNT, ""),
        (d.PAPER_NUMBER, ""),
        (d.SOURCE_DOCUMENT, ""),
        (d.CURRENCY, ""),
    )
    assert [
        (line["account"], line["accountName"], line["debit"], line["credit"])
        for line in receipt.lines
    ] == [
        ("", "", D("75.5"), None),
        ("110301", "", None, D("75.5")),
        ("", "X", None, D(0)),
    ]
    assert receipt.amount == D("75.50") and receipt.decimals == 2
    # A payee known by name alone.
    paid = [
        {"id": 1, "amount": 5, "amountStatus": "Debit", "supplier": {"id": 3, "name": "Taxi"}},
        {"id": 2, "amount": 5, "amountStatus": "Credit", "account": {"id": 1, "code": "110101"}},
    ]
    taxi = accounting_document(
        entry("CO", accountingDocumentDetails=paid), DocumentKind.PAYMENT_VOUCHER
    )
    assert taxi.party == Party("Taxi", "")
    # A voucher without a credited line: no cash account to name.
    voucher = accounting_document(
        entry("CO", accountingDocumentDetails=lines[:1]), DocumentKind.PAYMENT_VOUCHER
    )
    assert dict(voucher.facts)[d.CASH_ACCOUNT] == ""


def test_a_journal_voucher_adds_every_credit_and_keeps_its_date_and_currency() -> None:
    lines = [
        {"id": 1, "amount": 90, "amountStatus": "Debit", "account": {"id": 1, "code": "A"}},
        {"id": 2, "amount": 60, "amountStatus": "Credit", "account": {"id": 2, "code": "B"}},
        {"id": 3, "amount": 30, "amountStatus": "Credit", "account": {"id": 3, "code": "C"}},
    ]
    voucher = accounting_document(
        entry("JE", documentCode="JE-56", accountingDocumentDetails=lines),
        DocumentKind.JOURNAL_VOUCHER,
    )
    assert (voucher.date, voucher.currency) == (dt.date(2026, 2, 1), "KWD")
    assert (voucher.lines[-1]["debit"], voucher.lines[-1]["credit"]) == (D(90), D(90))


def test_a_statement_line_of_no_amount_moves_nothing() -> None:
    entries = [
        JournalEntryResponse.model_validate(
            {
                "id": 4,
                "documentCode": "JE-4",
                "documentDate": "2026-01-02T00:00:00",
                "exchangeRate": 3,
                "accountingDocumentDetails": [
                    {"id": 1, "amount": 0, "amountStatus": "Debit", "customer": {"id": 7}},
                    {"id": 2, "amount": None, "amountStatus": "Credit", "customer": {"id": 7}},
                ],
            }
        )
    ]
    assert [(line.debit, line.credit) for line in statement_lines(entries, 7)] == [
        (D(0), D(0)),
        (D(0), D(0)),
    ]
