"""The company-details form: what printed documents say about the company, read from and
saved with the profile (the API has no company endpoint). The dialog draws the fields and
hands their texts here; checking and saving happen here, so the dialog never touches the
store."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.printing.company import CompanyDetails, EInvoicing
from app.printing.settings import load_company, save_company

# Re-exported for the dialog, which is handed the profile's store to pass on here.
from app.store.local import LocalStore as LocalStore

if TYPE_CHECKING:
    from app.viewmodels.session import Session

_KNOWN = frozenset(f.name for f in fields(CompanyDetails)) - {"e_invoicing"}


class CompanyDetailsForm:
    """The profile's company details as a form: ``company`` to fill the fields from,
    ``save`` to check what was typed and keep it when every field is right."""

    def __init__(self, store: LocalStore, *, is_demo: bool) -> None:
        self._store = store
        self.company = load_company(store, is_demo=is_demo)

    @classmethod
    def of_session(cls, session: Session) -> CompanyDetailsForm | None:
        """The session's profile's details; None where the profile keeps no store (the
        details are kept in it)."""
        if session.store is None:
            return None
        return cls(session.store, is_demo=session.profile.is_demo)

    @staticmethod
    def details(values: Mapping[str, str], e_invoicing: str) -> CompanyDetails:
        """The details the fields say: texts trimmed, the currency code in capitals; a field
        the details do not know is ignored."""
        texts = {name: value.strip() for name, value in values.items() if name in _KNOWN}
        if "currency" in texts:
            texts["currency"] = texts["currency"].upper()
        return CompanyDetails(e_invoicing=EInvoicing(e_invoicing), **texts)

    def save(self, values: Mapping[str, str], e_invoicing: str) -> dict[str, str]:
        """Keep the details with the profile when every field is right, and say nothing;
        else keep nothing and say, per field in the form's order, what is wrong (translated)."""
        details = self.details(values, e_invoicing)
        problems = details.problems()
        if problems:
            return {
                name: QCoreApplication.translate("CompanyDetails", problems[name])
                for name in [*values, *problems]
                if name in problems
            }
        save_company(self._store, details)
        self.company = details
        return {}
