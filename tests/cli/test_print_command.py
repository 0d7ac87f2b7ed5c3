"""``backoffice print CODE`` as a person types it: a PDF written, or one line on stderr, a
non-zero exit and no file."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from app.main import main
from app.printing.zatca import decode_tlv
from tests.support.pdf import pdf_text, read_qr_codes, squeezed
from tests.support.sandbox import Tenant


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err.strip()


def test_print_an_invoice_of_the_demo_company(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "docs" / "SO-12.pdf"
    assert main(["print", "SO-12", "--demo", "--out", str(out)]) == 0
    assert capsys.readouterr().out.strip() == str(out)
    text = pdf_text(out)
    assert "Tax invoice" in text and "SO-12" in text and "Nile Trading Co." in text
    assert "9,296.70" in text and "Nine Thousand Two Hundred Ninety Six" in text


def test_print_in_arabic_on_a_roll_with_a_saudi_company(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    company = tmp_path / "company.json"
    company.write_text(
        json.dumps(
            {
                "name": "Red Sea Trading",
                "nameArabic": "شركة البحر الأحمر للتجارة",
                "vatNumber": "310122393500003",
                "address": "Jeddah",
                "phone": "+966 12 000 0000",
                "logo": "",
                "eInvoicing": "KSA",
            },
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    out = tmp_path / "SO-12.pdf"
    code = main(
        [
            "print",
            "SO-12",
            "--demo",
            "--company",
            str(company),
            "--language",
            "ar",
            "--paper",
            "80mm",
            "--out",
            str(out),
        ]
    )
    assert code == 0, capsys.readouterr().err
    flat = squeezed(pdf_text(out))
    assert squeezed("فاتورة ضريبية") in flat and squeezed("شركة البحر الأحمر للتجارة") in flat
    (payload,) = read_qr_codes(out)
    fields = decode_tlv(payload)
    assert fields[1] == "شركة البحر الأحمر للتجارة"
    # The invoice time carries its zone, ISO 8601 with an offset (ZATCA's examples).
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", fields[3]), fields[3]
    assert dt.datetime.fromisoformat(fields[3]).utcoffset() is not None


@pytest.mark.parametrize(
    ("names", "key", "size"),
    [
        ({"nameArabic": "ش" * 128}, "nameArabic", 256),
        ({"name": "R" * 256, "nameArabic": ""}, "name", 256),
    ],
)
def test_a_saudi_seller_name_the_qr_cannot_hold_is_one_line_and_exit_2(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    names: dict[str, str],
    key: str,
    size: int,
) -> None:
    monkeypatch.chdir(tmp_path)
    company = tmp_path / "company.json"
    details = {"name": "Red Sea Trading", "vatNumber": "310122393500003", "eInvoicing": "KSA"}
    company.write_text(json.dumps(details | names, ensure_ascii=False), encoding="utf-8")
    assert main(["print", "SO-12", "--demo", "--company", str(company)]) == 2
    line = _one_line(capsys)
    assert line.startswith(f"backoffice print: --company {company}: ")
    assert f'"{key}" is {size} bytes' in line and "255" in line and "Traceback" not in line
    assert not list(tmp_path.glob("*.pdf"))


@pytest.mark.parametrize(
    ("argv", "exit_code", "says"),
    [
        (["print", "SO-99999", "--demo"], 5, "no document has the code SO-99999"),
        (["print", "PO-1", "--demo"], 2, "is not a code that prints"),
        (["print", "SO-1", "--demo", "--paper", "a5"], 2, "invalid choice: 'a5'"),
        (["print", "SO-1"], 2, "give exactly one of --demo, --profile NAME or --server URL"),
        (["print", "SO-1", "--demo", "--out", "SO-1.txt"], 2, "must end in .pdf"),
        (["print", "SO-1", "--demo", "--company", "missing.json"], 2, "--company missing.json"),
    ],
)
def test_a_bad_request_is_one_line_and_no_file(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    exit_code: int,
    says: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(argv) == exit_code
    line = _one_line(capsys)
    assert line.startswith("backoffice print: ") and says in line
    assert not list(tmp_path.glob("*.pdf"))


def test_a_refused_token_is_exit_3(
    tmp_path: Path, live_url: str, live_tenant: Tenant, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.pdf"
    code = main(
        ["print", "SO-1", "--server", live_url, "--token", "Bearer nope", "--out", str(out)]
    )
    assert code == 3
    assert "refused the token" in _one_line(capsys)
    assert not out.exists()
