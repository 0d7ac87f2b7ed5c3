"""The company-details form checks what the dialog's fields say and keeps it with the
profile only when every field is right."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.printing.company import DEMO_COMPANY, EInvoicing
from app.printing.settings import load_company
from app.store.local import LocalStore
from app.store.profiles import Profile, ProfileKind
from app.viewmodels.printing.company import CompanyDetailsForm
from app.viewmodels.session import Session, session_company


@pytest.fixture
def store(tmp_path: Path) -> Iterator[LocalStore]:
    local = LocalStore(tmp_path / "profile.sqlite3")
    yield local
    local.close()


def fields(**changes: str) -> dict[str, str]:
    values = {"name": "Red Sea Trading", "name_arabic": "", "vat_number": "", "currency": ""}
    values.update(changes)
    return values


def test_a_new_profile_starts_empty_and_the_demo_with_its_company(store: LocalStore) -> None:
    assert CompanyDetailsForm(store, is_demo=False).company.is_empty
    assert CompanyDetailsForm(store, is_demo=True).company == DEMO_COMPANY


def test_what_is_typed_is_trimmed_and_kept(store: LocalStore) -> None:
    form = CompanyDetailsForm(store, is_demo=False)
    assert (
        form.save(fields(name="  Red Sea Trading ", currency=" sar"), EInvoicing.NONE.value) == {}
    )
    kept = load_company(store)
    assert (kept.name, kept.currency, kept.e_invoicing) == (
        "Red Sea Trading",
        "SAR",
        EInvoicing.NONE,
    )
    assert CompanyDetailsForm(store, is_demo=False).company == kept


def test_a_wrong_field_is_said_and_nothing_is_kept(store: LocalStore) -> None:
    form = CompanyDetailsForm(store, is_demo=False)
    problems = form.save(
        fields(name="", vat_number="12345", currency="RIYAL"), EInvoicing.KSA.value
    )
    assert list(problems)[:3] == ["name", "vat_number", "currency"]
    assert all(problems.values())
    assert load_company(store).is_empty


def test_what_a_session_says_about_the_company(store: LocalStore) -> None:
    def session(kind: ProfileKind, local: LocalStore | None) -> Session:
        profile = Profile(id="p", name="P", kind=kind, base_url="http://x")
        return Session(profile=profile, client=None, store=local)  # type: ignore[arg-type]

    assert session_company(session(ProfileKind.DEMO, None)) == DEMO_COMPANY
    assert session_company(session(ProfileKind.SERVER, None)).is_empty
    assert session_company(session(ProfileKind.DEMO, store)) == DEMO_COMPANY  # never saved
    CompanyDetailsForm(store, is_demo=False).save(fields(), EInvoicing.NONE.value)
    assert session_company(session(ProfileKind.SERVER, store)).name == "Red Sea Trading"
