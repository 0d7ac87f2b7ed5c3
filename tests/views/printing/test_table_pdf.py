"""A table report drawn into a PDF, read back with pdftotext and looked at as PNG pages."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.printing.page import Paper, PrintLanguage, load_style
from app.printing.table import (
    ColumnKind,
    RowLevel,
    TableColumn,
    TableReport,
    TableRow,
    layout_table,
)
from app.viewmodels.printing.labels import print_labels
from app.views.printing.render import write_pdf
from tests.support.pdf import pdf_page_sizes, pdf_pages, pdf_text, save_pngs, squeezed

WORDS = {
    "en": ("Trial balance", "Nile Trading Co.", "Account", "Cash in main safe", "Total"),
    "ar": ("ميزان المراجعة", "شركة النيل للتجارة", "الحساب", "النقدية في الصندوق", "المجموع"),
}


def _report(language: str, rows: int) -> TableReport:
    title, company, account, name, total = WORDS[language]
    columns = (
        TableColumn(account),
        TableColumn(name),
        TableColumn("Date" if language == "en" else "التاريخ", ColumnKind.DATE),
        TableColumn("Debit" if language == "en" else "مدين", ColumnKind.MONEY),
    )
    body = tuple(
        TableRow((f"1{i:04d}", f"{name} {i}", dt.date(2026, 11, 2), Decimal(i * 13) / 4))
        for i in range(rows)
    )
    sum_row = TableRow(
        ("", total, None, sum(Decimal(i * 13) / 4 for i in range(rows))), RowLevel.TOTAL
    )
    return TableReport(
        title,
        company,
        columns,
        (*body, sum_row),
        (("From" if language == "en" else "من", dt.date(2026, 11, 1)),),
        file_stem="TB",
    )


@pytest.mark.parametrize("paper", [Paper.A4, Paper.ROLL_80MM])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_table_prints_to_pdf_with_its_words(
    qapp: QApplication, tmp_path: Path, language: str, paper: Paper
) -> None:
    report = _report(language, 60)
    document = layout_table(report, load_style(paper), print_labels(language, arabic_digits=False))
    path = write_pdf(document, tmp_path / "TB.pdf")
    text = pdf_text(path)
    title, company, account, name, total = WORDS[language]
    for word in (title, company, account, total, "10000", "10059", f"{name} 59"):
        assert word in text, word
    assert "5,752.50" in text  # the total: 13/4 x (0 + ... + 59)
    pages = pdf_pages(path)
    assert pages == (1 if paper is Paper.ROLL_80MM else 2)
    page_word = "Page 1 of 2" if language == "en" else "صفحة 1 من 2"
    if paper is Paper.A4:
        assert squeezed(page_word) in squeezed(text)
    assert "2026-11-02" in text or "2026/11/02" in text
    save_pngs(path, f"table-{language}-{paper.value}", last=1)


def test_arabic_indic_digits_come_out_of_the_pdf(qapp: QApplication, tmp_path: Path) -> None:
    document = layout_table(
        _report("ar", 3), load_style(Paper.A4), print_labels(PrintLanguage.ARABIC)
    )
    text = pdf_text(write_pdf(document, tmp_path / "TB.pdf"))
    assert "٩٫٧٥" in text  # the total 0 + 3.25 + 6.5
    assert "٢٠٢٦/١١/٠٢" in text


def test_a_command_line_writes_a_table_pdf_in_one_call(tmp_path: Path) -> None:
    from app.cli.print_command import gui_application
    from app.views.printing.render import write_table_pdf

    app = gui_application()
    path = write_table_pdf(_report("ar", 5), tmp_path / "TB.pdf", language="ar", paper="80mm")
    assert "ميزان المراجعة" in pdf_text(path)
    assert pdf_pages(path) == 1
    del app


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_wide_table_prints_on_a4_landscape_every_page(
    qapp: QApplication, tmp_path: Path, language: str
) -> None:
    """Seven amount columns (the cash flow's shape) over two pages: each page of the PDF is
    A4 turned to landscape (what a printer's tray knows), and the codes and names are whole."""
    title, company, account, name, _total = WORDS[language]
    columns = (
        TableColumn("Code" if language == "en" else "الكود"),
        TableColumn(account),
        *(TableColumn(f"{n + 1}", ColumnKind.MONEY) for n in range(7)),
    )
    rows = tuple(
        TableRow((f"1101{i:02d}", f"{name} {i}", *(Decimal("1020474.59"),) * 7)) for i in range(40)
    )
    report = TableReport(title, company, columns, rows, file_stem="CF")
    document = layout_table(
        report, load_style(Paper.A4), print_labels(language, arabic_digits=False)
    )
    path = write_pdf(document, tmp_path / "CF.pdf")
    sizes = pdf_page_sizes(path)
    assert len(sizes) == 2
    assert all(abs(w - 842) < 1 and abs(h - 595) < 1 for w, h in sizes), sizes
    text = pdf_text(path)
    for word in ("110100", "110139", f"{name} 39", "1,020,474.59"):
        assert word in text, word
    save_pngs(path, f"table-wide-{language}", dpi=70, last=1)
