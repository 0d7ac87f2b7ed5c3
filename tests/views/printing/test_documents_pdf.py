"""Every document, in English and Arabic, on A4 and on an 80 mm roll, printed to PDF from
the demo company and read back: pdftotext finds the code, the customer, each line's item
code, the net total and the service's amount in words; zbarimg reads the KSA QR code."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.api.client import ApiClient
from app.api.connection import Connection
from app.cli.demo import DemoCompany
from app.printing.company import DEMO_COMPANY, EInvoicing
from app.printing.documents import PrintableDocument, layout_document
from app.printing.numbers import Digits, round_money
from app.printing.page import Paper, PrintLanguage, load_style
from app.printing.sources import load_document, load_statement, words_for
from app.printing.zatca import decode_tlv
from app.viewmodels.printing.labels import print_labels
from app.views.printing.render import write_pdf
from tests.support.pdf import pdf_image_count, pdf_text, plain, read_qr_codes, save_pngs, squeezed

CODES = ["SO-12", "SO-23", "SR-2", "CI-CAI-1", "CO-CAI-1", "JE-1", "IO-WH01-1"]


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """The demo company, built once for this file."""
    company = DemoCompany(tmp_path_factory.mktemp("demo") / "sandbox.sqlite3", rate_limits=False)
    yield company.ensure_running()
    company.stop()


@pytest.fixture
async def client(demo: tuple[str, str]) -> AsyncIterator[ApiClient]:
    url, token = demo
    api = ApiClient(Connection(base_url=url, token=token))
    yield api
    await api.aclose()


def _money(document: PrintableDocument, digits: Digits) -> list[str]:
    return [plain(digits.money(total.amount)) for total in document.totals]


@pytest.mark.parametrize("paper", [Paper.A4, Paper.ROLL_80MM])
@pytest.mark.parametrize("language", [PrintLanguage.ENGLISH, PrintLanguage.ARABIC])
@pytest.mark.parametrize("code", CODES)
async def test_every_document_prints_its_words(
    qapp: QApplication,
    client: ApiClient,
    tmp_path: Path,
    code: str,
    language: PrintLanguage,
    paper: Paper,
) -> None:
    document = await load_document(client, code)
    words = await words_for(client, document, language, DEMO_COMPANY.currency)
    labels = print_labels(language, arabic_digits=False)
    printed = layout_document(document, DEMO_COMPANY, load_style(paper), labels, words)
    path = write_pdf(printed, tmp_path / f"{code}.pdf")
    text = pdf_text(path)
    flat = squeezed(text)
    assert document.code in text
    if document.party is not None:
        assert squeezed(document.party.name) in flat
    for line in document.lines:
        if line.get("code"):
            assert str(line["code"]) in text, line
    for figure in _money(document, labels.digits):
        assert figure in text, figure
    if document.amount is not None:
        assert words is not None and words.text
        assert squeezed(words.text) in flat  # the service's words, tidied for paper
        # The service joins a fraction as "Pounds,and Fifty"; paper puts the space back.
        assert ",and" not in words.text, words.text
    company_name = DEMO_COMPANY.name_in(language)
    assert squeezed(company_name) in flat
    if language is PrintLanguage.ARABIC:
        assert squeezed(labels(document.kind.heading)) in flat  # the Arabic title
        assert labels(document.kind.heading) != document.kind.heading
    save_pngs(path, f"{code}-{language.value}-{paper.value}", dpi=80, last=1)


async def test_arabic_indic_digits_print_and_extract(
    qapp: QApplication, client: ApiClient, tmp_path: Path
) -> None:
    document = await load_document(client, "SO-12")
    labels = print_labels(PrintLanguage.ARABIC, arabic_digits=True)
    printed = layout_document(document, DEMO_COMPANY, load_style(Paper.A4), labels, None)
    text = pdf_text(write_pdf(printed, tmp_path / "SO-12.pdf"))
    net = document.totals[-1].amount
    assert labels.digits.money(net) in text
    assert "٩" in labels.digits.money(net) or "٢" in labels.digits.money(net)


@pytest.mark.parametrize("paper", [Paper.A4, Paper.ROLL_80MM])
async def test_ksa_invoices_carry_the_zatca_qr_with_an_arabic_seller(
    qapp: QApplication, client: ApiClient, tmp_path: Path, paper: Paper
) -> None:
    company = dataclasses.replace(
        DEMO_COMPANY,
        name="Red Sea Trading",
        name_arabic="شركة البحر الأحمر للتجارة",
        vat_number="310122393500003",
        e_invoicing=EInvoicing.KSA,
        currency="SAR",
    )
    document = await load_document(client, "SO-12")
    labels = print_labels(PrintLanguage.ARABIC, arabic_digits=False)
    printed = layout_document(document, company, load_style(paper), labels, None)
    assert "فاتورة ضريبية مبسطة" in printed.texts()
    path = write_pdf(printed, tmp_path / "SO-12.pdf")
    (payload,) = read_qr_codes(path)
    fields = decode_tlv(payload)
    assert document.moment is not None and document.amount is not None
    assert fields == {
        1: "شركة البحر الأحمر للتجارة",
        2: "310122393500003",
        # ISO 8601 with the offset, as ZATCA's examples: a time without a zone is the
        # clerk's wall clock, in the computer's zone (no profile zone here).
        3: (
            document.moment.astimezone() if document.moment.tzinfo is None else document.moment
        ).isoformat(timespec="seconds"),
        4: f"{document.amount:.2f}",
        5: f"{document.tax_total:.2f}",
    }
    save_pngs(path, f"SO-12-ksa-{paper.value}", dpi=80, last=1)


async def test_egypt_and_no_regime_print_no_qr(
    qapp: QApplication, client: ApiClient, tmp_path: Path
) -> None:
    document = await load_document(client, "SO-12")
    labels = print_labels(PrintLanguage.ENGLISH)
    printed = layout_document(document, DEMO_COMPANY, load_style(Paper.A4), labels, None)
    assert DEMO_COMPANY.e_invoicing is EInvoicing.EGYPT
    assert read_qr_codes(write_pdf(printed, tmp_path / "SO-12.pdf")) == []
    assert any("Tax registration number" in text for text in printed.texts())


async def test_words_are_left_out_with_a_note_when_the_server_is_gone(
    qapp: QApplication, client: ApiClient, tmp_path: Path
) -> None:
    document = await load_document(client, "CI-CAI-1")
    gone = ApiClient(Connection(base_url="http://127.0.0.1:9", token="Bearer x"))
    try:
        words = await asyncio.wait_for(
            words_for(gone, document, PrintLanguage.ENGLISH, "EGP"), timeout=60
        )
    finally:
        await gone.aclose()
    assert words is not None and words.text is None
    printed = layout_document(
        document, DEMO_COMPANY, load_style(Paper.A4), print_labels("en"), words
    )
    text = pdf_text(write_pdf(printed, tmp_path / "CI.pdf"))
    assert "Amount in words left out: the server could not be reached." in text


@pytest.mark.parametrize("customer", ["CUS-0002", "CUS-0003", "CUS-0005"])
async def test_the_statement_closes_at_the_servers_balance(
    qapp: QApplication, client: ApiClient, tmp_path: Path, customer: str
) -> None:
    document = await load_statement(client, customer)
    page = await client.customers.list(code=customer, limit=1)
    (found,) = page.items
    balance = await client.customers.balance(found.id)
    assert document.totals[-1].amount == round_money(balance)
    running = [line["balance"] for line in document.lines]
    assert running[-1] == balance  # the closing row carries the same figure
    for language in PrintLanguage:
        labels = print_labels(language, arabic_digits=False)
        printed = layout_document(document, DEMO_COMPANY, load_style(Paper.A4), labels, None)
        path = write_pdf(printed, tmp_path / f"{customer}-{language.value}.pdf")
        assert plain(labels.digits.money(balance)) in pdf_text(path)
        save_pngs(path, f"statement-{customer}-{language.value}", dpi=80, last=1)


async def test_the_logo_prints_in_the_header(
    qapp: QApplication, client: ApiClient, tmp_path: Path
) -> None:
    from PySide6.QtGui import QColor, QImage

    from app.printing.page import Picture

    logo = QImage(300, 200, QImage.Format.Format_RGB32)
    logo.fill(QColor(0, 90, 160))
    logo_path = tmp_path / "logo.png"
    assert logo.save(str(logo_path))
    company = dataclasses.replace(DEMO_COMPANY, logo=str(logo_path))
    document = await load_document(client, "SO-12")
    for paper in Paper:
        printed = layout_document(document, company, load_style(paper), print_labels("en"), None)
        (picture,) = [i for i in printed.pages[0].items if isinstance(i, Picture)]
        assert picture.path == str(logo_path) and picture.y < 30
        path = write_pdf(printed, tmp_path / f"logo-{paper.value}.pdf")
        assert pdf_image_count(path) == 1
        save_pngs(path, f"SO-12-logo-{paper.value}", dpi=80, last=1)
