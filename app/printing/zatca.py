"""The ZATCA phase-1 QR code of a Saudi simplified tax invoice.

Five TLV fields, each tag one byte, length one byte counted in UTF-8 bytes (an Arabic
seller name takes two bytes a letter), value in UTF-8: 1 seller name, 2 VAT number,
3 invoice time (ISO 8601 with its UTC offset, as ZATCA's examples write it), 4 total with
VAT, 5 VAT total. The concatenation is Base64 encoded and that text is the QR code's
content, drawn with segno (not by hand).
"""

from __future__ import annotations

import base64
import datetime as dt
from decimal import Decimal

import segno

from app import clock
from app.printing.numbers import round_money

TLV_MAX_BYTES = 255
"""A TLV field's length is one byte: its value holds at most 255 bytes of UTF-8."""


def tlv(tag: int, value: str) -> bytes:
    data = value.encode("utf-8")
    if len(data) > TLV_MAX_BYTES:
        raise ValueError(f"TLV field {tag} is {len(data)} bytes; at most {TLV_MAX_BYTES}")
    return bytes((tag, len(data))) + data


def fits_a_field(value: str) -> bool:
    """Whether ``value`` fits one TLV field (an Arabic letter takes two of its 255 bytes)."""
    return len(value.encode("utf-8")) <= TLV_MAX_BYTES


def invoice_time(moment: dt.datetime) -> str:
    """The invoice's time as ISO 8601 with its offset (``2026-11-27T09:46:29+03:00``). A
    document's time is wall-clock text without a zone (the service stores it so): it is
    the user's, in the profile's zone where one is set, else the machine's (``app.clock``)."""
    if moment.tzinfo is None:
        zone = clock.zone()
        moment = moment.replace(tzinfo=zone) if zone is not None else moment.astimezone()
    return moment.replace(microsecond=0).isoformat()


def zatca_payload(
    seller: str, vat_number: str, moment: dt.datetime, total_with_vat: Decimal, vat: Decimal
) -> str:
    """The Base64 text of the QR code; ValueError when a field is over 255 bytes."""
    stamp = invoice_time(moment)
    raw = b"".join(
        (
            tlv(1, seller),
            tlv(2, vat_number),
            tlv(3, stamp),
            tlv(4, f"{round_money(total_with_vat):.2f}"),
            tlv(5, f"{round_money(vat):.2f}"),
        )
    )
    return base64.b64encode(raw).decode("ascii")


def decode_tlv(payload: str) -> dict[int, str]:
    """The fields of a Base64 TLV text (for tests and for reading a printed code back)."""
    raw = base64.b64decode(payload)
    fields: dict[int, str] = {}
    index = 0
    while index < len(raw):
        tag, length = raw[index], raw[index + 1]
        fields[tag] = raw[index + 2 : index + 2 + length].decode("utf-8")
        index += 2 + length
    return fields


def qr_modules(payload: str, *, border: int = 2) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules, dark = True, with a quiet zone of ``border`` modules."""
    code = segno.make_qr(payload, error="m")
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix_iter(border=border))
