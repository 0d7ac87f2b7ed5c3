"""``backoffice print CODE``: a document to PDF from the command line, as the app prints it.

    backoffice print SO-31 --demo --language ar --paper 80mm --out SO-31.pdf
    backoffice print CI-CASH-3 --server https://erp.example.com --token "Bearer ..." \\
        --company company.json

CODE is an SO-, SR-, CI-, CO-, JE- or IO- code. ``--company FILE.json`` (keys ``name``,
``nameArabic``, ``vatNumber``, ``address``, ``phone``, ``logo``, ``eInvoicing``:
``none|Egypt|KSA``...) replaces the profile's company details. Exit codes: 0 written,
2 bad options, 3 refused token, 4 server unreachable, 5 no document has that code; each
failure is one line on stderr, and no file is written.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from app.cli.target import (
    EXIT_BAD_INPUT,
    TargetChoice,
    TargetError,
    add_target_options,
    choose_target,
    chosen_language,
    open_target,
)
from app.printing.company import DEMO_COMPANY, CompanyDetails
from app.printing.documents import PrintableDocument, Words, layout_document
from app.printing.page import Paper, PrintLanguage, load_style
from app.printing.sources import UnknownDocument, kind_of, load_document, words_for
from app.store.instance import runner_data_folder
from app.store.paths import AppPaths

EXIT_NOT_FOUND = 5

log = logging.getLogger(__name__)


class _OneLineParser(argparse.ArgumentParser):
    """argparse's errors as one line on stderr (no usage block), exit 2."""

    def error(self, message: str) -> NoReturn:
        raise TargetError(f"{self.prog}: {message}", EXIT_BAD_INPUT)


def parser() -> argparse.ArgumentParser:
    p = _OneLineParser(
        prog="backoffice print",
        description="Print a document (SO-, SR-, CI-, CO-, JE- or IO- code) to a PDF file.",
    )
    p.add_argument("code", metavar="CODE", help="the document's code, e.g. SO-31")
    add_target_options(p)
    p.add_argument(
        "--company",
        metavar="FILE.json",
        type=Path,
        help="company details to print (default: the profile's)",
    )
    p.add_argument("--language", choices=["en", "ar"], help="the document's language")
    p.add_argument("--paper", choices=["a4", "80mm"], default="a4", help="A4 or an 80 mm roll")
    p.add_argument(
        "--out",
        metavar="FILE.pdf",
        type=Path,
        help="where to write the PDF (default: CODE.pdf here)",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    except TargetError as exc:
        print(
            f"backoffice print: {exc}" if not str(exc).startswith("backoffice") else exc,
            file=sys.stderr,
        )
        return exc.exit_code


def _run(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    paths = AppPaths.resolve()
    try:
        kind_of(args.code)
    except UnknownDocument as exc:
        raise TargetError(str(exc), EXIT_BAD_INPUT) from None
    out: Path = args.out or Path(f"{args.code.strip()}.pdf")
    if out.suffix.lower() != ".pdf":
        raise TargetError(f"--out {out}: the file name must end in .pdf")
    if out.is_dir():
        raise TargetError(f"--out {out}: that is a folder")
    company: CompanyDetails | None = None
    if args.company is not None:
        try:
            company = CompanyDetails.from_file(args.company)
        except ValueError as exc:
            raise TargetError(f"--company {exc}") from None
        _refuse_what_the_qr_cannot_hold(company, f"--company {args.company}")
    choice = choose_target(args, paths)
    language, arabic_digits = chosen_language(args.language, paths)
    style = load_style(Paper(args.paper))

    # Beside a running app: its files are never shared (a snapshot; see runner_data_folder).
    with runner_data_folder(paths, choice.profile.id) as folder:
        document, words, company = asyncio.run(_fetch(choice, folder, args.code, company, language))
    _refuse_what_the_qr_cannot_hold(company, "the profile's company details")
    _write(document, company, style, language, arabic_digits, words, out)
    print(out)
    return 0


def _refuse_what_the_qr_cannot_hold(company: CompanyDetails, source: str) -> None:
    """One line and exit 2, before anything is fetched or drawn, for a KSA seller's name the
    ZATCA QR code cannot hold (a TLV field is at most 255 UTF-8 bytes)."""
    problem = company.qr_problem()
    if problem is None:
        return
    key = "nameArabic" if problem[0] == "name_arabic" else "name"
    size = len(company.qr_seller.encode("utf-8"))
    raise TargetError(
        f'{source}: "{key}" is {size} bytes in UTF-8, more than the 255 the ZATCA QR code '
        "holds (about 127 Arabic letters or 255 English ones)",
        EXIT_BAD_INPUT,
    )


async def _fetch(
    choice: TargetChoice,
    paths: AppPaths,
    code: str,
    company: CompanyDetails | None,
    language: PrintLanguage,
) -> tuple[PrintableDocument, Words | None, CompanyDetails]:
    async with open_target(choice, paths, demo_rate_limits=False) as target:
        try:
            document = await load_document(target.client, code)
        except UnknownDocument as exc:
            raise TargetError(str(exc), EXIT_NOT_FOUND) from None
        if company is None:
            company = _profile_company(target.store_path, is_demo=target.profile.is_demo)
        words = await words_for(target.client, document, language, company.currency)
        return document, words, company


def _profile_company(store_path: Path | None, *, is_demo: bool) -> CompanyDetails:
    """The company details saved with the profile; the demo's own for the demo company."""
    if store_path is not None and store_path.exists():
        from app.printing.settings import load_company
        from app.store.local import LocalStore

        store = LocalStore(store_path)
        try:
            return load_company(store, is_demo=is_demo)
        finally:
            store.close()
    return DEMO_COMPANY if is_demo else CompanyDetails()


def gui_application() -> object:
    """The Qt application a command line needs to draw a PDF (fonts, QPdfWriter): no window,
    offscreen unless one exists already (tests, or a caller inside the app). Keep the object
    alive while drawing."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["backoffice"])


def _write(
    document: PrintableDocument,
    company: CompanyDetails,
    style: object,
    language: PrintLanguage,
    arabic_digits: bool,
    words: Words | None,
    out: Path,
) -> None:
    from app.printing.page import PageStyle
    from app.viewmodels.printing.labels import print_labels
    from app.views.printing.render import write_pdf

    app = gui_application()
    assert isinstance(style, PageStyle)
    labels = print_labels(language, arabic_digits=arabic_digits)
    printed = layout_document(document, company, style, labels, words)
    try:
        write_pdf(printed, out)
    except OSError as exc:
        raise TargetError(f"--out {out}: {exc.strerror or exc}") from None
    del app
