"""Amounts in another currency show both beyond the ledgers: the demo's supplier
Delta Electronics Import (SUP-001), billed once in dollars and paid once in dollars from
CIB - USD, and the trial balance's CIB - USD account, every line of which is a document in
dollars. Expected figures come from the server's own ledger lines (their amounts in the
document's currency and in the system currency, read in SQL), never from the report
engine.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal

from app.api.client import ApiClient
from app.models.journal_entries import (
    AmountStatus,
    CreateJournalEntryDetailRequest,
    CreateJournalEntryRequest,
)
from app.reports import to_json
from app.store.ledger import LedgerStore
from app.sync.ledger import LedgerSync
from app.viewmodels.reports.definitions import REPORTS
from app.viewmodels.reports.output import to_printed
from app.viewmodels.reports.parameters import ReportParameters
from app.viewmodels.reports.table import ColumnKind, InCurrency, RowLevel, cell_text
from tests.support.sandbox import Tenant

CENT = Decimal("0.01")
DOLLAR_SUPPLIER = "SUP-001"
USD_ACCOUNT, NBE_EGP = "110202", "110201"


def cents(value: Decimal | float) -> Decimal:
    return Decimal(str(value)).quantize(CENT)


def grouped(value: Decimal) -> str:
    return f"{cents(value):,.2f}"


def server_lines(tenant: Tenant, where: str, key: int) -> list[tuple[str, str, Decimal, Decimal]]:
    """(document code, currency code or "", unsigned amount in it, unsigned system amount)
    of the server's ledger lines of a supplier or an account, by date and line."""
    with tenant.db.transaction() as conn:
        return [
            (r[0], r[1] or "", cents(r[2]), cents(abs(r[3])))
            for r in conn.execute(
                "SELECT coalesce(d.code, d.journal_code), c.code, l.amount, l.debit - l.credit "
                "FROM ledger_lines AS l JOIN documents AS d ON d.id = l.document_id "
                "LEFT JOIN currencies AS c ON c.id = d.currency_id "
                f"WHERE l.{where} = ? AND d.is_recurring_template = 0 "
                "ORDER BY d.document_date, d.id, l.id",
                (key,),
            )
        ]


def supplier_id(tenant: Tenant, code: str) -> int:
    with tenant.db.transaction() as conn:
        return int(
            conn.execute(
                "SELECT id FROM suppliers WHERE tenant_id = ? AND code = ?", (tenant.id, code)
            ).fetchone()[0]
        )


async def test_a_supplier_statement_shows_dollar_lines_in_both_currencies(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    supplier = supplier_id(tenant, DOLLAR_SUPPLIER)
    expected = server_lines(tenant, "supplier_id", supplier)
    dollars = [
        (code, amount, system) for code, currency, amount, system in expected if currency == "USD"
    ]
    assert len(dollars) >= 2, "the demo bills and pays this supplier in dollars"

    parameters = ReportParameters.defaults(date.today()).with_changes(
        supplier_id=supplier, date_from=date(2000, 1, 1), home_currency="EGP"
    )
    statement = REPORTS["supplier-statement"].compute(books, parameters)
    table = REPORTS["supplier-statement"].tabulate(statement, parameters)
    lines = [row for row in table.rows if row.level is RowLevel.DETAIL]
    assert [row.values[1] for row in lines] == [code for code, *_rest in expected]

    # Each dollar line: its debit or credit reads in dollars beside the pounds; a line in
    # pounds stays one plain amount.
    shown = []
    for row in lines:
        amount = row.values[5] if row.values[5] is not None else row.values[6]
        if isinstance(amount, InCurrency):
            shown.append((row.values[1], cell_text(amount, ColumnKind.MONEY)))
        else:
            assert cell_text(amount, ColumnKind.MONEY).count("·") == 0
    assert shown == [
        (code, f"USD {grouped(amount)} · EGP {grouped(system)}") for code, amount, system in dollars
    ]
    assert table.rows[-1].level is RowLevel.TOTAL
    assert table.rows[-1].values[4] == "Closing balance in EGP"

    # The JSON: the dollar lines carry their currency and amount in it.
    body = to_json(statement)
    in_dollars = [
        (line["documentCode"], cents(line["amountInCurrency"]))
        for line in body["lines"]
        if line.get("currency") == "USD"
    ]
    assert [(code, abs(amount)) for code, amount in in_dollars] == [
        (code, amount) for code, amount, _system in dollars
    ]

    # The printed page: the dollars in the "In currency" column of their own.
    printed = to_printed(table, "Nile Trading")
    titles = [column.title for column in printed.columns]
    assert "In currency" in titles
    column = titles.index("In currency")
    assert [row.cells[column] for row in printed.rows if row.cells[column]] == [
        f"USD {grouped(amount)}" for _code, amount, _system in dollars
    ]


def server_account_in_currency(
    tenant: Tenant, account_id: int
) -> tuple[set[str], Decimal, Decimal]:
    """The currencies an account's server lines name ("" for none), its balance in the
    documents' currency (debit positive) and in the system currency."""
    with tenant.db.transaction() as conn:
        rows = conn.execute(
            "SELECT coalesce(c.code, ''), "
            "CASE WHEN l.debit > 0 THEN l.amount ELSE -l.amount END, l.debit - l.credit "
            "FROM ledger_lines AS l JOIN documents AS d ON d.id = l.document_id "
            "LEFT JOIN currencies AS c ON c.id = d.currency_id "
            "WHERE l.account_id = ? AND d.is_recurring_template = 0",
            (account_id,),
        ).fetchall()
    return (
        {r[0] for r in rows},
        cents(sum(Decimal(str(r[1])) for r in rows)),
        cents(sum(Decimal(str(r[2])) for r in rows)),
    )


async def test_the_trial_balance_shows_the_dollar_account_in_both_currencies(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    usd, nbe = tenant.account_id(USD_ACCOUNT), tenant.account_id(NBE_EGP)
    currencies, dollars, pounds = server_account_in_currency(tenant, usd)
    assert currencies == {"USD"} and dollars
    # The EGP bank received a riyal transfer beside its pound lines: kept in no one currency.
    assert len(server_account_in_currency(tenant, nbe)[0]) > 1

    parameters = ReportParameters.defaults(date.today()).with_changes(
        date_from=date(2000, 1, 1), date_to=date(date.today().year, 12, 31), home_currency="EGP"
    )
    report = REPORTS["trial-balance"].compute(books, parameters)
    table = REPORTS["trial-balance"].tabulate(report, parameters)
    by_code = {row.values[0]: row for row in table.rows if row.level is RowLevel.DETAIL}
    closing = by_code[USD_ACCOUNT].values[5]
    assert isinstance(closing, InCurrency)
    assert cell_text(closing, ColumnKind.MONEY) == f"USD {grouped(dollars)} · EGP {grouped(pounds)}"
    assert not isinstance(by_code[NBE_EGP].values[5], InCurrency)
    # Only one account in another currency: every other closing stays a plain amount.
    assert [code for code, row in by_code.items() if isinstance(row.values[5], InCurrency)] == [
        USD_ACCOUNT
    ]
    # The totals say their currency, the group subtotals too.
    assert table.rows[-1].level is RowLevel.TOTAL and table.rows[-1].values[1] == "Total in EGP"
    subtotals = [row.values[1] for row in table.rows if row.level is RowLevel.SUBTOTAL]
    assert subtotals and all(str(text).endswith(" in EGP") for text in subtotals)

    body = next(row for row in to_json(report)["rows"] if row["accountId"] == usd)
    assert body["currency"] == "USD" and cents(body["closingInCurrency"]) == dollars
    plain = next(row for row in to_json(report)["rows"] if row["accountId"] == nbe)
    assert "closingInCurrency" not in plain


async def test_the_balance_sheet_shows_the_dollar_account_and_says_its_totals_currency(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    usd, nbe = tenant.account_id(USD_ACCOUNT), tenant.account_id(NBE_EGP)
    _currencies, dollars, pounds = server_account_in_currency(tenant, usd)

    today = date.today()
    parameters = ReportParameters.defaults(today).with_changes(as_of=today, home_currency="EGP")
    report = REPORTS["balance-sheet"].compute(books, parameters)
    table = REPORTS["balance-sheet"].tabulate(report, parameters)
    by_code = {row.values[0]: row for row in table.rows if row.level is RowLevel.DETAIL}
    amount = by_code[USD_ACCOUNT].values[2]
    assert isinstance(amount, InCurrency)
    assert cell_text(amount, ColumnKind.MONEY) == f"USD {grouped(dollars)} · EGP {grouped(pounds)}"
    assert [code for code, row in by_code.items() if isinstance(row.values[2], InCurrency)] == [
        USD_ACCOUNT
    ]
    totals = [row.values[1] for row in table.rows if row.level is RowLevel.TOTAL]
    assert totals == ["Total assets in EGP", "Total liabilities and equity in EGP"]
    subtotals = [row.values[1] for row in table.rows if row.level is RowLevel.SUBTOTAL]
    assert "Total Current assets in EGP" in subtotals

    body = to_json(report)
    row = next(r for r in body["assets"]["rows"] if r["accountId"] == usd)
    assert row["currency"] == "USD" and cents(row["amountInCurrency"]) == dollars
    plain = next(r for r in body["assets"]["rows"] if r["accountId"] == nbe)
    assert "amountInCurrency" not in plain


def server_account_between(
    tenant: Tenant, account_id: int, last_day: date
) -> tuple[Decimal, Decimal]:
    """An account's server balance up to ``last_day``: in the documents' currency (debit
    positive) and in the system currency."""
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT total(CASE WHEN l.debit > 0 THEN l.amount ELSE -l.amount END), "
            "total(l.debit - l.credit) "
            "FROM ledger_lines AS l JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.account_id = ? AND d.is_recurring_template = 0 "
            "AND substr(d.document_date, 1, 10) <= ?",
            (account_id, last_day.isoformat()),
        ).fetchone()
    return cents(row[0]), cents(row[1])


FLOW_KEYS = ("inInCurrency", "outInCurrency", "transfersInInCurrency", "transfersOutInCurrency")


def server_dollar_sides(
    tenant: Tenant, account_id: int, first_day: date, last_day: date
) -> tuple[Decimal, Decimal]:
    """The server's debits and credits of an account in a period, in the documents'
    currency."""
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT total(CASE WHEN l.debit > 0 THEN l.amount ELSE 0 END), "
            "total(CASE WHEN l.debit > 0 THEN 0 ELSE l.amount END) "
            "FROM ledger_lines AS l JOIN documents AS d ON d.id = l.document_id "
            "WHERE l.account_id = ? AND d.is_recurring_template = 0 "
            "AND substr(d.document_date, 1, 10) BETWEEN ? AND ?",
            (account_id, first_day.isoformat(), last_day.isoformat()),
        ).fetchone()
    return cents(row[0]), cents(row[1])


async def test_the_cash_flow_shows_the_dollar_accounts_figures_in_both(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    await LedgerSync(client, ledger).sync()
    books = ledger.books()
    usd = tenant.account_id(USD_ACCOUNT)
    today = date.today()
    # The period starts after the account's first dollar line: it opens and closes in
    # dollars.
    with tenant.db.transaction() as conn:
        first = conn.execute(
            "SELECT min(substr(d.document_date, 1, 10)) FROM ledger_lines AS l "
            "JOIN documents AS d ON d.id = l.document_id WHERE l.account_id = ?",
            (usd,),
        ).fetchone()[0]
    start = date.fromisoformat(first) + timedelta(days=1)
    assert start <= today
    opening_dollars, opening_pounds = server_account_between(tenant, usd, start - timedelta(days=1))
    closing_dollars, closing_pounds = server_account_between(tenant, usd, today)
    assert opening_dollars

    parameters = ReportParameters.defaults(today).with_changes(
        date_from=start, date_to=today, home_currency="EGP"
    )
    report = REPORTS["cash-flow"].compute(books, parameters)
    table = REPORTS["cash-flow"].tabulate(report, parameters)
    row = next(r for r in table.rows if r.values[0] == USD_ACCOUNT)
    assert cell_text(row.values[2], ColumnKind.MONEY) == (
        f"USD {grouped(opening_dollars)} · EGP {grouped(opening_pounds)}"
    )
    assert cell_text(row.values[7], ColumnKind.MONEY) == (
        f"USD {grouped(closing_dollars)} · EGP {grouped(closing_pounds)}"
    )
    others = [r for r in table.rows if r.values[0] and r.values[0] != USD_ACCOUNT]
    assert others and not any(isinstance(v, InCurrency) for r in others for v in r.values)
    texts = [r.values[1] for r in table.rows if r.level in (RowLevel.SUBTOTAL, RowLevel.TOTAL)]
    assert texts == ["Total in EGP", "Closing balance in EGP"]

    body = next(a for a in to_json(report)["accounts"] if a["accountId"] == usd)
    assert body["currency"] == "USD"
    assert cents(body["openingInCurrency"]) == opening_dollars
    assert cents(body["closingInCurrency"]) == closing_dollars

    # Money in and out, and transfers, in dollars too: what came in (money and transfers)
    # is the server's dollar debits of the period, what went out its dollar credits, and
    # they carry the opening to the closing in dollars as in pounds. Also from the first
    # dollar line's day, whose money came in.
    sides_seen = set()
    for first_day in (start, date.fromisoformat(first)):
        opening = server_account_between(tenant, usd, first_day - timedelta(days=1))[0]
        dollars_in, dollars_out = server_dollar_sides(tenant, usd, first_day, today)
        sides_seen |= {"in"} if dollars_in else set()
        sides_seen |= {"out"} if dollars_out else set()
        period = parameters.with_changes(date_from=first_day)
        flowing = REPORTS["cash-flow"].compute(books, period)
        account = next(a for a in to_json(flowing)["accounts"] if a["accountId"] == usd)
        figures = [cents(account[key]) for key in FLOW_KEYS]
        assert figures[0] + figures[2] == dollars_in
        assert figures[1] + figures[3] == dollars_out
        assert opening + figures[0] - figures[1] + figures[2] - figures[3] == closing_dollars
        shown = next(
            r for r in REPORTS["cash-flow"].tabulate(flowing, period).rows
            if r.values[0] == USD_ACCOUNT
        )  # fmt: skip
        for column, dollars in zip((3, 4, 5, 6), figures, strict=True):
            value = shown.values[column]
            if dollars == 0:  # nothing in any currency: once, as the company's zero
                assert value == 0 and not isinstance(value, InCurrency), f"column {column}"
                continue
            assert isinstance(value, InCurrency), f"column {column} only in pounds"
            assert cents(value.amount) == dollars
            # Split between money and transfers as the pounds are.
            assert cents(Decimal(value)) != 0, f"column {column}"
            text = cell_text(value, ColumnKind.MONEY)
            assert text.startswith(f"USD {grouped(dollars)} · EGP ")
    assert sides_seen == {"in", "out"}, "dollars both came in and went out"


async def test_an_unposted_dollar_entry_shows_both_and_the_total_says_egp(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    with tenant.db.transaction() as conn:
        dollar = int(
            conn.execute(
                "SELECT id FROM currencies WHERE tenant_id = ? AND code = 'USD'", (tenant.id,)
            ).fetchone()[0]
        )

    def line(code: str, side: AmountStatus) -> CreateJournalEntryDetailRequest:
        return CreateJournalEntryDetailRequest(
            account_id=tenant.account_id(code), amount=Decimal("500"), amount_status=side
        )

    # A new entry is unposted: dollars bought from the EGP bank, awaiting review.
    created = await client.journal_entries.create(
        CreateJournalEntryRequest(
            document_date=datetime.combine(date.today(), datetime.min.time()),
            currency_id=dollar,
            exchange_rate=Decimal("48.75"),
            accounting_document_details=[
                line(USD_ACCOUNT, AmountStatus.Debit),
                line(NBE_EGP, AmountStatus.Credit),
            ],
        )
    )
    await LedgerSync(client, ledger).sync()
    with tenant.db.transaction() as conn:
        code, dollars, pounds = conn.execute(
            "SELECT coalesce(d.code, d.journal_code), total(l.amount), total(l.debit) "
            "FROM documents AS d JOIN ledger_lines AS l ON l.document_id = d.id "
            "WHERE d.tenant_id = ? AND coalesce(d.code, d.journal_code) = ? AND l.debit > 0",
            (tenant.id, created.document_code),
        ).fetchone()

    parameters = ReportParameters.defaults(date.today()).with_changes(home_currency="EGP")
    report = REPORTS["unposted"].compute(ledger.books(), parameters)
    table = REPORTS["unposted"].tabulate(report, parameters)
    row = next(r for r in table.rows if r.values[0] == code)
    assert cell_text(row.values[3], ColumnKind.MONEY) == (
        f"USD {grouped(cents(dollars))} · EGP {grouped(cents(pounds))}"
    )
    # A document in pounds stays one plain amount.
    plain = [r for r in table.rows if r.level is RowLevel.DETAIL and r.values[0] != code]
    assert plain and any(not isinstance(r.values[3], InCurrency) for r in plain)
    total = table.rows[-1]
    assert total.level is RowLevel.TOTAL and total.values[2] == "Total in EGP"
    body = next(r for r in to_json(report)["rows"] if r["code"] == code)
    assert body["currency"] == "USD" and cents(body["amountInCurrency"]) == cents(dollars)


async def test_both_ageings_show_a_party_kept_in_another_currency_in_both(
    client: ApiClient, tenant: Tenant, ledger: LedgerStore
) -> None:
    """Jeddah Trading Co. and Gulf Trading House have no lines in the demo: one invoice in
    riyals and one bill in dollars keep each in that one currency."""
    with tenant.db.transaction() as conn:
        currency = {
            r[0]: int(r[1])
            for r in conn.execute(
                "SELECT code, id FROM currencies WHERE tenant_id = ? AND code IN ('USD', 'SAR')",
                (tenant.id,),
            )
        }
        jeddah = int(
            conn.execute(
                "SELECT id FROM customers WHERE tenant_id = ? AND code = 'CUS-0023'", (tenant.id,)
            ).fetchone()[0]
        )
    gulf = supplier_id(tenant, "SUP-003")

    def entry(
        code: str, rate: str, amount: str, debit: str, credit: str, **party: int
    ) -> CreateJournalEntryRequest:
        def line(account: str, side: AmountStatus) -> CreateJournalEntryDetailRequest:
            named = party if account in ("110301", "210101") else {}
            return CreateJournalEntryDetailRequest(
                account_id=tenant.account_id(account),
                amount=Decimal(amount),
                amount_status=side,
                **named,
            )

        return CreateJournalEntryRequest(
            document_date=datetime.combine(date.today(), datetime.min.time()),
            currency_id=currency[code],
            exchange_rate=Decimal(rate),
            accounting_document_details=[
                line(debit, AmountStatus.Debit),
                line(credit, AmountStatus.Credit),
            ],
        )

    await client.journal_entries.create(
        entry("SAR", "13.05", "5000", "110301", "410101", customer_id=jeddah)
    )
    await client.journal_entries.create(
        entry("USD", "48.75", "3000", "110501", "210101", supplier_id=gulf)
    )
    await LedgerSync(client, ledger).sync()
    books = ledger.books()

    def server_party(column: str, key: int) -> tuple[Decimal, Decimal]:
        """Its balance on the server, debit positive: in the documents' currency, in
        pounds."""
        with tenant.db.transaction() as conn:
            row = conn.execute(
                "SELECT total(CASE WHEN l.debit > 0 THEN l.amount ELSE -l.amount END), "
                f"total(l.debit - l.credit) FROM ledger_lines AS l WHERE l.{column} = ?",
                (key,),
            ).fetchone()
        return cents(row[0]), cents(row[1])

    today = date.today()
    parameters = ReportParameters.defaults(today).with_changes(as_of=today, home_currency="EGP")
    riyals, pounds = server_party("customer_id", jeddah)
    report = REPORTS["receivables-ageing"].compute(books, parameters)
    table = REPORTS["receivables-ageing"].tabulate(report, parameters)
    row = next(r for r in table.rows if r.values[0] == "CUS-0023")
    assert cell_text(row.values[2], ColumnKind.MONEY) == (
        f"SAR {grouped(riyals)} · EGP {grouped(pounds)}"
    )
    # The Saudi dealer's opening balance is in pounds: kept in no one currency.
    dealer = next(r for r in table.rows if r.values[0] == "CUS-0022")
    assert not isinstance(dealer.values[2], InCurrency)
    assert table.rows[-1].values[1] == "Total in EGP"
    body = next(r for r in to_json(report)["rows"] if r["customerId"] == jeddah)
    assert body["currency"] == "SAR" and cents(body["balanceInCurrency"]) == riyals

    dollars, debit_pounds = server_party("supplier_id", gulf)
    report = REPORTS["payables-ageing"].compute(books, parameters)
    table = REPORTS["payables-ageing"].tabulate(report, parameters)
    row = next(r for r in table.rows if r.values[0] == "SUP-003")
    # What is owed to a supplier is its credits: the server's debit-positive sums negated.
    assert cell_text(row.values[2], ColumnKind.MONEY) == (
        f"USD {grouped(-dollars)} · EGP {grouped(-debit_pounds)}"
    )
    assert not isinstance(
        next(r for r in table.rows if r.values[0] == DOLLAR_SUPPLIER).values[2], InCurrency
    )
    assert table.rows[-1].values[1] == "Total in EGP"
    body = next(r for r in to_json(report)["rows"] if r["supplierId"] == gulf)
    assert body["currency"] == "USD" and cents(body["balanceInCurrency"]) == -dollars
