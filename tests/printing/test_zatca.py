"""The ZATCA phase-1 QR payload: TLV with lengths in UTF-8 bytes, Base64."""

from __future__ import annotations

import base64
import datetime as dt
from decimal import Decimal

import pytest

from app.printing.company import CompanyDetails, EInvoicing
from app.printing.zatca import decode_tlv, qr_modules, tlv, zatca_payload


def test_lengths_are_counted_in_utf8_bytes() -> None:
    assert tlv(1, "ABC") == b"\x01\x03ABC"
    arabic = "شركة"  # four letters, eight bytes
    assert tlv(1, arabic) == b"\x01\x08" + arabic.encode("utf-8")


def test_the_payload_is_the_five_fields_in_base64() -> None:
    payload = zatca_payload(
        "شركة البحر الأحمر",
        "310122393500003",
        dt.datetime(2026, 11, 28, 10, 15, 30),
        Decimal("1150"),
        Decimal("150"),
    )
    raw = base64.b64decode(payload)
    assert raw[0] == 1 and raw[1] == len("شركة البحر الأحمر".encode())
    assert decode_tlv(payload) == {
        1: "شركة البحر الأحمر",
        2: "310122393500003",
        3: "2026-11-28T10:15:30",
        4: "1150.00",
        5: "150.00",
    }


def test_an_aware_time_is_written_in_utc() -> None:
    cairo = dt.timezone(dt.timedelta(hours=2))
    payload = zatca_payload(
        "A", "3", dt.datetime(2026, 1, 1, 2, 0, tzinfo=cairo), Decimal(1), Decimal(0)
    )
    assert decode_tlv(payload)[3] == "2026-01-01T00:00:00Z"


def test_a_field_longer_than_255_bytes_is_refused() -> None:
    with pytest.raises(ValueError, match="at most 255"):
        tlv(1, "ش" * 128)


def test_the_qr_matrix_is_square_with_its_quiet_zone() -> None:
    modules = qr_modules("AQVTZWxsZXI=", border=2)
    assert len(modules) == len(modules[0]) >= 21 + 4
    assert not any(modules[0])  # the quiet zone


def test_company_details_read_the_cli_json_keys() -> None:
    company = CompanyDetails.from_json(
        {
            "name": "Red Sea",
            "nameArabic": "البحر الأحمر",
            "vatNumber": "3101",
            "address": "Jeddah",
            "phone": "+966",
            "logo": "",
            "eInvoicing": "KSA",
        }
    )
    assert company.e_invoicing is EInvoicing.KSA and company.name_arabic == "البحر الأحمر"
    assert CompanyDetails.from_json(company.to_json()) == company
    with pytest.raises(ValueError, match='unknown key "vat"'):
        CompanyDetails.from_json({"vat": "1"})
    with pytest.raises(ValueError, match="none, Egypt, KSA"):
        CompanyDetails.from_json({"eInvoicing": "France"})
