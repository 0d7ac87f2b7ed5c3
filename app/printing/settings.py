"""Printing's settings kept with the profile (``ProfileSettings``): the company details and,
per document kind, the printer and paper chosen last."""

from __future__ import annotations

from typing import Any

from app.printing.company import COMPANY_KEY, DEMO_COMPANY, CompanyDetails
from app.store.local import LocalStore
from app.store.settings import ProfileSettings

PRINTERS_KEY = "printers"


def load_company(store: LocalStore, *, is_demo: bool = False) -> CompanyDetails:
    """The profile's company details; the demo company's own when never saved for it."""
    raw = ProfileSettings(store).get(COMPANY_KEY)
    if raw is None:
        return DEMO_COMPANY if is_demo else CompanyDetails()
    try:
        return CompanyDetails.from_json(raw)
    except ValueError:
        return DEMO_COMPANY if is_demo else CompanyDetails()


def save_company(store: LocalStore, company: CompanyDetails) -> None:
    ProfileSettings(store).put(COMPANY_KEY, company.to_json())


def printer_choice(store: LocalStore, kind: str) -> dict[str, Any]:
    """What was chosen last for a document kind: ``{"printer": name, "paper": "a4"|"80mm",
    "language": "en"|"ar"}`` (keys missing when never chosen)."""
    raw = ProfileSettings(store).get(PRINTERS_KEY) or {}
    value = raw.get(kind) if isinstance(raw, dict) else None
    return dict(value) if isinstance(value, dict) else {}


def remember_printer(store: LocalStore, kind: str, **choice: str) -> None:
    settings = ProfileSettings(store)
    raw = settings.get(PRINTERS_KEY)
    raw = dict(raw) if isinstance(raw, dict) else {}
    current = dict(raw.get(kind) or {})
    current.update({key: value for key, value in choice.items() if value})
    raw[kind] = current
    settings.put(PRINTERS_KEY, raw)
