"""The ZATCA phase-1 QR payload: TLV with lengths in UTF-8 bytes, Base64."""

from __future__ import annotations

import base64
import datetime as dt
from decimal import Decimal

import pytest

from app import clock
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
        3: decode_tlv(payload)[3],
        4: "1150.00",
        5: "150.00",
    }


def test_an_aware_time_keeps_its_offset() -> None:
    cairo = dt.timezone(dt.timedelta(hours=2))
    payload = zatca_payload(
        "A", "3", dt.datetime(2026, 1, 1, 2, 0, tzinfo=cairo), Decimal(1), Decimal(0)
    )
    assert decode_tlv(payload)[3] == "2026-01-01T02:00:00+02:00"


@pytest.mark.parametrize(
    ("zone", "stamp"),
    [
        ("Asia/Riyadh", "2026-11-28T10:15:30+03:00"),
        ("Africa/Cairo", "2026-11-28T10:15:30+02:00"),
        ("America/Los_Angeles", "2026-11-28T10:15:30-08:00"),
    ],
)
def test_a_document_time_is_the_users_wall_clock_with_the_profiles_offset(
    zone: str, stamp: str
) -> None:
    """The service keeps a document's time as wall-clock text; the QR says in which zone."""
    clock.use_zone(zone)
    try:
        payload = zatca_payload(
            "A", "3", dt.datetime(2026, 11, 28, 10, 15, 30, 250), Decimal(1), Decimal(0)
        )
    finally:
        clock.use_zone(None)
    assert decode_tlv(payload)[3] == stamp


def test_without_a_profile_zone_the_machines_offset_is_written() -> None:
    wall = dt.datetime(2026, 11, 28, 10, 15, 30)
    stamp = decode_tlv(zatca_payload("A", "3", wall, Decimal(1), Decimal(0)))[3]
    parsed = dt.datetime.fromisoformat(stamp)
    assert parsed.utcoffset() == wall.astimezone().utcoffset()
    assert parsed.replace(tzinfo=None) == wall


def test_company_details_refuse_a_saudi_seller_name_the_qr_cannot_hold() -> None:
    fits = CompanyDetails(name="A", name_arabic="ش" * 127, e_invoicing=EInvoicing.KSA)
    assert fits.qr_problem() is None and "name_arabic" not in fits.problems()
    too_long = CompanyDetails(name="A", name_arabic="ش" * 128, e_invoicing=EInvoicing.KSA)
    assert too_long.qr_problem() is not None and "name_arabic" in too_long.problems()
    english_only = CompanyDetails(name="R" * 256, e_invoicing=EInvoicing.KSA)
    assert "name" in english_only.problems()
    # No QR code outside Saudi Arabia: no limit.
    assert CompanyDetails(name="R" * 256, e_invoicing=EInvoicing.EGYPT).qr_problem() is None


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
