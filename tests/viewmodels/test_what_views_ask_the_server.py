"""What a view asks of the server goes through a view-model: the accounting document a
report line opens, and what File › Print a document… prints for a code."""

from __future__ import annotations

from datetime import date

import pytest

from app import clock
from app.api.client import ApiClient
from app.printing.documents import PrintableDocument
from app.store.profiles import Profile, ProfileKind
from app.viewmodels.accounting.journal_list import entry_by_code
from app.viewmodels.printing.document import statement_of_this_year
from app.viewmodels.session import Session
from tests.support.sandbox import Tenant


def session_over(api: ApiClient) -> Session:
    profile = Profile(id="p", name="Demo", kind=ProfileKind.SERVER, base_url="http://x")
    return Session(profile=profile, client=api, store=None)


async def test_a_report_line_opens_the_entry_of_exactly_its_code(
    api: ApiClient, tenant: Tenant
) -> None:
    entries = (await api.journal_entries.list(limit=5)).items
    wanted = entries[0]
    session = session_over(api)
    found = await entry_by_code(session, wanted.document_code or "")
    assert found is not None and found.id == wanted.id
    assert await entry_by_code(session, "JE-999999") is None


@pytest.mark.parametrize("code", ["SO-31", "ci-cai-3", "IO-WH01-7", "JE-4"])
def test_a_documents_code_prints_that_document(api: ApiClient, code: str) -> None:
    assert statement_of_this_year(session_over(api), code) is None


@pytest.mark.parametrize("code", ["C0001", "SO31", "SO", "ACME-2"])
async def test_a_customers_code_prints_the_statement_of_this_year(
    api: ApiClient, code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[object, str, date, date]] = []

    async def load_statement(
        client: object, customer: str, date_from: date, date_to: date
    ) -> PrintableDocument:
        asked.append((client, customer, date_from, date_to))
        raise LookupError  # what it fetches is the statement's own test

    monkeypatch.setattr("app.viewmodels.printing.document.load_statement", load_statement)
    monkeypatch.setattr(clock, "today", lambda: date(2026, 3, 9))
    loader = statement_of_this_year(session_over(api), code)
    assert loader is not None
    with pytest.raises(LookupError):
        await loader()
    assert asked == [(api, code, date(2026, 1, 1), date(2026, 3, 9))]
