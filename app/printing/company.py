"""The company details printed on documents: the API has none, so each profile keeps its own
(File > Company details, stored in ``ProfileSettings`` under ``COMPANY_KEY``). ``--company
FILE.json`` of ``backoffice print`` uses the same keys."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.models.i18n import QT_TRANSLATE_NOOP
from app.printing.page import PrintLanguage
from app.printing.zatca import fits_a_field

COMPANY_KEY = "company_details"

NAME_NEEDED = QT_TRANSLATE_NOOP("CompanyDetails", "Enter the legal name in English or Arabic.")
KSA_VAT = QT_TRANSLATE_NOOP(
    "CompanyDetails",
    "A Saudi VAT number has 15 digits and starts and ends with 3 (ZATCA prints it in the QR).",
)
CURRENCY_CODE = QT_TRANSLATE_NOOP(
    "CompanyDetails", "Enter a three-letter currency code (EGP, SAR)."
)
LOGO_MISSING = QT_TRANSLATE_NOOP("CompanyDetails", "No image file is at this path.")
QR_NAME_TOO_LONG = QT_TRANSLATE_NOOP(
    "CompanyDetails",
    "Too long for the ZATCA QR code on invoices: at most 127 Arabic letters or 255 English "
    "ones (255 bytes). Shorten the name.",
)


class EInvoicing(StrEnum):
    """The organization's e-invoicing regime: what a printed sales invoice must carry."""

    NONE = "none"
    EGYPT = "Egypt"
    """Egypt's e-invoice fields (tax registration numbers) on paper; no QR code."""
    KSA = "KSA"
    """ZATCA phase 1: the seller's QR code on every sales invoice."""


@dataclass(frozen=True)
class CompanyDetails:
    name: str = ""
    name_arabic: str = ""
    vat_number: str = ""
    commercial_registration: str = ""
    address: str = ""
    address_arabic: str = ""
    phone: str = ""
    logo: str = ""
    """Path of an image file (PNG, JPEG, SVG)."""
    e_invoicing: EInvoicing = EInvoicing.NONE
    currency: str = "EGP"
    """The system currency's code: amounts in words name it."""

    def name_in(self, language: PrintLanguage) -> str:
        """The legal name in the print language (the other one when that is empty)."""
        if language is PrintLanguage.ARABIC:
            return self.name_arabic or self.name
        return self.name or self.name_arabic

    def address_in(self, language: PrintLanguage) -> str:
        if language is PrintLanguage.ARABIC:
            return self.address_arabic or self.address
        return self.address or self.address_arabic

    @property
    def qr_seller(self) -> str:
        """The seller's name in the ZATCA QR code: the Arabic legal name, else the English."""
        return self.name_arabic or self.name

    @property
    def qr_seller_field(self) -> str:
        """The field ``qr_seller`` comes from (``name_arabic`` or ``name``)."""
        return "name_arabic" if self.name_arabic else "name"

    def qr_problem(self) -> tuple[str, str] | None:
        """(field, text) when a KSA invoice's QR code cannot hold the seller's name: a TLV
        field holds 255 bytes of UTF-8, two an Arabic letter, one a Latin letter."""
        if self.e_invoicing is not EInvoicing.KSA or fits_a_field(self.qr_seller):
            return None
        return self.qr_seller_field, QR_NAME_TOO_LONG

    def problems(self) -> dict[str, str]:
        """Field -> what is wrong (a "CompanyDetails" text to translate); empty when fine."""
        found: dict[str, str] = {}
        if not (self.name.strip() or self.name_arabic.strip()):
            found["name"] = NAME_NEEDED
        if self.e_invoicing is EInvoicing.KSA:
            vat = self.vat_number.strip()
            if not (len(vat) == 15 and vat.isdigit() and vat[0] == "3" and vat[-1] == "3"):
                found["vat_number"] = KSA_VAT
            qr_problem = self.qr_problem()
            if qr_problem is not None:
                found[qr_problem[0]] = qr_problem[1]
        if self.currency and not (len(self.currency) == 3 and self.currency.isalpha()):
            found["currency"] = CURRENCY_CODE
        if self.logo and not Path(self.logo).is_file():
            found["logo"] = LOGO_MISSING
        return found

    @property
    def is_empty(self) -> bool:
        return not (self.name or self.name_arabic)

    def to_json(self) -> dict[str, Any]:
        """camelCase keys, as ``--company FILE.json`` takes them."""
        raw = asdict(self)
        raw["e_invoicing"] = self.e_invoicing.value
        return {_camel(key): value for key, value in raw.items()}

    @classmethod
    def from_json(cls, raw: object) -> CompanyDetails:
        """From camelCase keys; ValueError names the first key that is wrong."""
        if not isinstance(raw, dict):
            raise ValueError("the company details must be a JSON object")
        known = {_camel(name): name for name in cls.__dataclass_fields__}
        values: dict[str, Any] = {}
        for key, value in raw.items():
            if key not in known:
                raise ValueError(f'unknown key "{key}" (known: {", ".join(sorted(known))})')
            if key == "eInvoicing":
                try:
                    value = EInvoicing(value if value in ("Egypt", "KSA") else str(value).lower())
                except ValueError:
                    raise ValueError('"eInvoicing" must be one of none, Egypt, KSA') from None
            elif not isinstance(value, str):
                raise ValueError(f'"{key}" must be a text')
            values[known[key]] = value
        return cls(**values)

    @classmethod
    def from_file(cls, path: Path) -> CompanyDetails:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise ValueError(f"{path}: {exc.strerror or exc}") from None
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}: not JSON ({exc})") from None
        try:
            return cls.from_json(raw)
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None


DEMO_COMPANY = CompanyDetails(
    name="Nile Trading Co.",
    name_arabic="شركة النيل للتجارة",
    vat_number="312-456-789",
    commercial_registration="CR 145872",
    address="14 Tahrir Street, Downtown, Cairo",
    address_arabic="١٤ شارع التحرير، وسط البلد، القاهرة",
    phone="+20 2 2579 0000",
    e_invoicing=EInvoicing.EGYPT,
    currency="EGP",
)
"""What the demo company prints (filled in, English and Arabic, on first use)."""


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)
