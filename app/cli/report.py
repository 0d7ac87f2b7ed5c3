"""``backoffice report NAME [options]`` (also ``python -m app report ...``): a report from
the ledger cache on the command line, as gnucash-cli runs reports.

Where: ``--demo``, ``--profile NAME`` or ``--server URL --token TOKEN [--tenant-id ID]``
(``app.cli.target``). The ledger cache is ``--cache FILE`` (kept between runs: a second run
syncs incrementally), else the profile's, else (``--server``) a temporary one. The cache is
synced first when the server answers; when it does not, a cache that exists is reported
from (offline) and no cache at all is exit 4.

Output: ``--format json|csv|xlsx|pdf``; ``--out FILE`` (json and csv go to stdout without
it); ``--company FILE`` (as ``backoffice print``'s) names the company in a PDF's header;
``--language en|ar`` the words of a PDF, CSV or spreadsheet (the app's language by default,
as ``backoffice print``'s; JSON keys and values are the same in every language).
Bad input is one line on stderr, exit 2, and nothing written.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import shutil
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, NoReturn

from app import clock
from app.api import errors as api_errors
from app.api.ratelimit import Priority
from app.cli.target import (
    EXIT_BAD_INPUT,
    EXIT_REFUSED,
    EXIT_UNREACHABLE,
    Target,
    TargetChoice,
    TargetError,
    add_target_options,
    choose_target,
    chosen_language,
    open_target,
)
from app.files import write_text_whole
from app.printing.company import DEMO_COMPANY, CompanyDetails
from app.printing.page import PrintLanguage
from app.printing.settings import load_company
from app.reports import to_json
from app.reports.layout import DEFAULT_LAYOUT, LayoutError, load_layout
from app.reports.sales import GroupBy
from app.reports.serialize import CURRENCY_DECIMALS, currency_decimals
from app.reports.statements import Columns, Compare
from app.store.instance import runner_data_folder
from app.store.ledger import LedgerStore, ledger_path
from app.store.ledger_status import SyncStatus
from app.store.local import LocalStore
from app.store.paths import AppPaths
from app.store.tabular import CSV_ENCODING
from app.sync.ledger import LedgerSync
from app.viewmodels.reports.compute import COMPUTE, REPORT_NAMES
from app.viewmodels.reports.parameters import ReportParameters, month_end, month_start

FORMATS = ("json", "csv", "xlsx", "pdf")
BINARY_FORMATS = frozenset({"xlsx", "pdf"})


class _OneLineParser(argparse.ArgumentParser):
    """argparse prints the usage and the error on two lines, then exits: a runner says one
    line and exits 2 (``TargetError``)."""

    def error(self, message: str) -> NoReturn:
        raise TargetError(f"backoffice report: {message}", EXIT_BAD_INPUT)


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="backoffice report",
        description="A report from the ledger cache: " + ", ".join(REPORT_NAMES) + ".",
    )
    parser.add_argument("name", metavar="NAME", help="the report: " + ", ".join(REPORT_NAMES))
    add_target_options(parser)
    parser.add_argument("--cache", metavar="FILE", type=Path, help="the ledger cache to use")
    parser.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD")
    parser.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD")
    parser.add_argument("--as-of", dest="as_of", metavar="YYYY-MM-DD")
    parser.add_argument("--account", metavar="ID", help="the account (ledger)")
    parser.add_argument("--customer", metavar="ID", help="the customer (customer-statement)")
    parser.add_argument("--supplier", metavar="ID", help="the supplier (supplier-statement)")
    parser.add_argument("--posted-only", action="store_true", help="posted entries only")
    parser.add_argument(
        "--company",
        metavar="FILE",
        type=Path,
        help="company details for a PDF's header (as backoffice print; default: the profile's)",
    )
    parser.add_argument(
        "--columns",
        choices=[c.value for c in Columns if c is not Columns.NONE],
        help="profit-and-loss: a column per month or quarter",
    )
    parser.add_argument(
        "--compare",
        choices=[c.value for c in Compare if c is not Compare.NONE],
        help="profit-and-loss: compared with the previous period or the same period last year",
    )
    parser.add_argument(
        "--compare-as-of",
        dest="compare_as_of",
        metavar="YYYY-MM-DD",
        help="balance-sheet: a second date",
    )
    parser.add_argument(
        "--by",
        choices=[g.value for g in GroupBy],
        default=GroupBy.ITEM.value,
        help="gross-profit: by item (default), customer, sales person or month",
    )
    parser.add_argument(
        "--layout",
        metavar="FILE",
        type=Path,
        help="the statement layout (JSON, as Reports › Statement layout… exports it)",
    )
    parser.add_argument("--format", choices=FORMATS, default="json")
    parser.add_argument("--out", metavar="FILE", type=Path)
    parser.add_argument(
        "--language",
        choices=[language.value for language in PrintLanguage],
        help="the words of a pdf, csv or xlsx report (default: the app's language)",
    )
    return parser


@dataclass(frozen=True)
class ReportRequest:
    """What the command line asked for, checked."""

    name: str
    parameters: ReportParameters
    format: str
    out: Path | None
    cache: Path | None
    company_name: str | None = None
    """From ``--company FILE``; None: the profile's company details."""
    language: PrintLanguage = PrintLanguage.ENGLISH
    arabic_digits: bool = True
    """Arabic-Indic digits in an Arabic file (the app's choice), Latin ones otherwise."""


def _day(option: str, text: str | None, default: date) -> date:
    if text is None:
        return default
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise TargetError(
            f"backoffice report: {option} {text!r} is not a date (YYYY-MM-DD)", EXIT_BAD_INPUT
        ) from None


def _id(option: str, text: str | None) -> int | None:
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise TargetError(
            f"backoffice report: {option} {text!r} is not an id (a whole number)", EXIT_BAD_INPUT
        )
    return value


def parse_request(
    argv: Sequence[str], today: date | None = None
) -> tuple[ReportRequest, argparse.Namespace]:
    """The checked request and the raw options (for ``choose_target``); ``TargetError``
    (exit 2) for anything wrong, before anything is connected or written."""
    today = today or clock.today()
    args = build_parser().parse_args(list(argv))
    name = args.name
    if name not in REPORT_NAMES:
        raise TargetError(
            f"backoffice report: unknown report {name!r} (one of {', '.join(REPORT_NAMES)})",
            EXIT_BAD_INPUT,
        )
    date_from = _day("--from", args.date_from, month_start(today))
    date_to = _day("--to", args.date_to, month_end(today))
    as_of = _day("--as-of", args.as_of, today)
    if date_from > date_to:
        raise TargetError(
            f"backoffice report: --from {date_from} is after --to {date_to}", EXIT_BAD_INPUT
        )
    if name == "stock-valuation" and args.as_of is not None and as_of != today:
        # The server gives stock only as of now: a past date would show today's figures.
        raise TargetError(
            "backoffice report: stock-valuation is as of the last sync only (no --as-of)",
            EXIT_BAD_INPUT,
        )
    account = _id("--account", args.account)
    customer = _id("--customer", args.customer)
    if name == "ledger" and account is None:
        raise TargetError("backoffice report: ledger needs --account ID", EXIT_BAD_INPUT)
    if name == "customer-statement" and customer is None:
        raise TargetError(
            "backoffice report: customer-statement needs --customer ID", EXIT_BAD_INPUT
        )
    supplier = _id("--supplier", args.supplier)
    if name == "supplier-statement" and supplier is None:
        raise TargetError(
            "backoffice report: supplier-statement needs --supplier ID", EXIT_BAD_INPUT
        )
    if args.format in BINARY_FORMATS and args.out is None:
        raise TargetError(
            f"backoffice report: --format {args.format} needs --out FILE", EXIT_BAD_INPUT
        )
    for option, path in (("--out", args.out), ("--cache", args.cache)):
        if path is not None and not path.parent.is_dir():
            raise TargetError(
                f"backoffice report: {option} {path}: no folder {path.parent}", EXIT_BAD_INPUT
            )
    compare_as_of = (
        None if args.compare_as_of is None else _day("--compare-as-of", args.compare_as_of, as_of)
    )
    layout = DEFAULT_LAYOUT
    if args.layout is not None:
        if not args.layout.is_file():
            raise TargetError(
                f"backoffice report: --layout {args.layout}: no such file", EXIT_BAD_INPUT
            )
        try:
            layout = load_layout(args.layout)
        except LayoutError as exc:
            raise TargetError(f"backoffice report: --layout {exc}", EXIT_BAD_INPUT) from None
    parameters = ReportParameters(
        date_from=date_from,
        date_to=date_to,
        as_of=as_of,
        account_id=account,
        customer_id=customer,
        posted_only=bool(args.posted_only),
        supplier_id=supplier,
        columns=Columns(args.columns) if args.columns else Columns.NONE,
        compare=Compare(args.compare) if args.compare else Compare.NONE,
        compare_as_of=compare_as_of,
        layout=layout,
        group_by=GroupBy(args.by),
    )
    company_name: str | None = None
    if args.company is not None:
        try:
            company_name = CompanyDetails.from_file(args.company).name
        except ValueError as exc:
            raise TargetError(f"backoffice report: --company {exc}", EXIT_BAD_INPUT) from None
    request = ReportRequest(name, parameters, args.format, args.out, args.cache, company_name)
    return request, args


def main(argv: Sequence[str]) -> int:
    """The ``report`` command; the exit code."""
    try:
        request, args = parse_request(argv)
        paths = AppPaths.resolve()
        language, arabic_digits = chosen_language(args.language, paths)
        request = dataclasses.replace(request, language=language, arabic_digits=arabic_digits)
        choice = choose_target(args, paths)
        # Beside a running app: its files are never shared (a snapshot; see runner_data_folder).
        with runner_data_folder(paths, choice.profile.id) as folder:
            return asyncio.run(run(request, choice, folder))
    except TargetError as exc:
        print(str(exc), file=sys.stderr)
        return exc.exit_code


async def run(request: ReportRequest, choice: TargetChoice, paths: AppPaths) -> int:
    """Connect, sync the cache (when the server answers), compute, write."""
    async with open_target(choice, paths, require_online=False) as target:
        with tempfile.TemporaryDirectory(prefix="backoffice-report-") as scratch:
            cache = request.cache
            if cache is None:
                cache = (
                    ledger_path(target.store_path)
                    if target.store_path is not None
                    else Path(scratch) / "ledger.sqlite3"
                )
            where = target.client.connection.api_root
            existed = cache.exists()
            if not target.online and not existed:
                raise TargetError(
                    f"{where}: cannot reach the server and there is no ledger cache at {cache}",
                    EXIT_UNREACHABLE,
                )
            store = LedgerStore(cache)
            try:
                sync = LedgerSync(target.client, store, priority=Priority.INTERACTIVE)
                offline = not target.online
                if offline:
                    # The probe found no server: no run is tried (it would only wait for
                    # the same answer again), the attempt is recorded as a failed run.
                    sync.note_unreachable(f"{where}: the server did not answer the probe")
                else:
                    try:
                        await sync.sync()
                    except api_errors.TransportError as exc:
                        # Gone mid-run (recorded by the run): the cache as it was before.
                        if not existed:
                            raise TargetError(
                                f"{where}: cannot reach the server ({exc})", EXIT_UNREACHABLE
                            ) from None
                        offline = True
                    except api_errors.Unauthorized:
                        raise TargetError(
                            f"{where}: the server refused the token", EXIT_REFUSED
                        ) from None
                result = COMPUTE[request.name](store.books(), request.parameters)
                details = _company_details(target)
                company = request.company_name or _company_name(target, details, request.language)
                write(
                    request,
                    result,
                    company=company,
                    status=store.status(),
                    money_decimals=currency_decimals(details.currency),
                    home_currency=details.currency,
                )
                if offline:
                    print(offline_line(where, store.status().as_of), file=sys.stderr)
            finally:
                store.close()
    return 0


def offline_line(where: str, as_of: str | None) -> str:
    """The one line on stderr of a report made offline: which server did not answer and
    how old the figures are (the cache's last sync, in UTC as the JSON's ``asOfSync``)."""
    if as_of is None:
        return f"backoffice report: {where} cannot be reached; reporting from a cache never synced"
    moment = datetime.fromisoformat(as_of).astimezone(UTC)
    return (
        f"backoffice report: {where} cannot be reached; "
        f"reporting from the cache of {moment:%Y-%m-%d %H:%M} UTC"
    )


def write(
    request: ReportRequest,
    result: Any,
    *,
    company: str,
    status: SyncStatus,
    money_decimals: int = CURRENCY_DECIMALS,
    home_currency: str = "",
) -> None:
    """The report in the asked format, to ``--out`` (written whole, then moved into place,
    so a failure leaves nothing half written) or to stdout; JSON amounts rounded to
    ``money_decimals``. A printed report says in its header how fresh the cache is and
    whether it was made offline."""
    if request.format == "json":
        body = to_json(result, money_decimals=money_decimals)
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        _emit_text(text, request.out)
        return
    if request.format == "pdf":
        # A printed page is drawn by Qt: its table is made with Qt's words and locale, as
        # the window's. A CSV or a spreadsheet needs no Qt (``app.viewmodels.words``: the
        # English source texts, the C locale's numbers and dates, as Qt gives them here).
        import PySide6.QtCore  # noqa: F401
    with words_in(request.language, arabic_digits=request.arabic_digits):
        _write_table(
            request,
            result,
            company=company,
            status=status,
            money_decimals=money_decimals,
            home_currency=home_currency,
        )


def _write_table(
    request: ReportRequest,
    result: Any,
    *,
    company: str,
    status: SyncStatus,
    money_decimals: int,
    home_currency: str,
) -> None:
    from app.viewmodels.reports.definitions import REPORTS
    from app.viewmodels.reports.output import write_table_file

    # Tables name the company currency beside amounts in another one.
    parameters = dataclasses.replace(request.parameters, home_currency=home_currency)
    table = REPORTS[request.name].tabulate(result, parameters)
    if request.format == "pdf":
        assert request.out is not None
        from PySide6.QtCore import QCoreApplication

        from app.cli.print_command import gui_application
        from app.viewmodels.reports.output import to_printed
        from app.viewmodels.reports.report import Freshness, freshness_text
        from app.views.printing.render import write_table_pdf

        translate = QCoreApplication.translate
        as_of = datetime.fromisoformat(status.as_of) if status.as_of else None
        freshness = freshness_text(Freshness(as_of, status.offline))
        # In the header, beside the filters: page 1 says the figures are the cache's.
        figures = (translate("Reports", "Figures"), freshness)
        table = dataclasses.replace(table, parameters=(*table.parameters, figures))
        application = gui_application()  # drawing a PDF needs Qt's fonts; kept alive
        write_table_pdf(
            to_printed(table, company),
            request.out,
            language=request.language,
            arabic_digits=request.arabic_digits,
        )
        del application
        return
    with tempfile.TemporaryDirectory(prefix="backoffice-report-") as scratch:
        partial = Path(scratch) / f"report.{request.format}"
        as_of_text = f"As of {status.as_of}" if status.as_of else ""
        write_table_file(
            table, partial, company=company, as_of=as_of_text, money_decimals=money_decimals
        )
        if request.out is None:
            _emit_text(partial.read_text(encoding=CSV_ENCODING), None)
        else:
            shutil.move(str(partial), request.out)


@contextlib.contextmanager
def words_in(language: PrintLanguage, *, arabic_digits: bool) -> Iterator[None]:
    """Qt's words and locale in ``language`` while a report's table is made and drawn:
    the app's catalogue installed and the locale (its digits) set, both put back after,
    since a caller's application outlives the call (the window's, or a test worker's).
    English needs neither: its words are the source texts, and a CSV or a spreadsheet
    in English then loads no Qt at all."""
    if language is PrintLanguage.ENGLISH:
        yield
        return
    from PySide6.QtCore import QCoreApplication, QLocale

    from app.cli.print_command import gui_application
    from app.store.paths import AppPaths
    from app.store.resources import (
        TranslationBuildError,
        prepared_translations,
        translations_dir,
    )
    from app.viewmodels.shell.preferences import Language, LanguagePreferences, locale_for
    from app.viewmodels.shell.translations import install_translation

    application = gui_application()
    assert isinstance(application, QCoreApplication)
    try:
        directory, _ = prepared_translations(AppPaths.resolve().data_dir / "translations")
    except (TranslationBuildError, OSError):
        # As the app does: the catalogues shipped compiled, else the source words.
        directory = translations_dir()
    chosen = LanguagePreferences(Language(language.value), latin_digits=not arabic_digits)
    previous = QLocale()
    locale = locale_for(chosen)
    QLocale.setDefault(locale)
    translator = install_translation(application, directory, locale)
    try:
        yield
    finally:
        if translator is not None:
            QCoreApplication.removeTranslator(translator)
            translator.deleteLater()
        QLocale.setDefault(previous)
        del application


def _company_name(target: Target, details: CompanyDetails, language: PrintLanguage) -> str:
    """The company's name for a printed report: the profile's company details (the demo
    company's own), else the profile's name. A ``--server`` target has no profile: its
    name is the server's address, which is no company's name, so the header then has
    none (``--company FILE`` gives one)."""
    if target.profile.is_demo or target.store_path is not None:
        return details.name_in(language) or (
            "" if target.store_path is None else target.profile.name
        )
    return ""


def _company_details(target: Target) -> CompanyDetails:
    """The profile's company details (the demo company's own): its name heads a printed
    report (the profile's name where it has none), its system currency sets the decimals
    of the JSON's amounts."""
    if target.profile.is_demo:
        return DEMO_COMPANY
    if target.store_path is not None and target.store_path.exists():
        store = LocalStore(target.store_path)
        try:
            return load_company(store)
        finally:
            store.close()
    return CompanyDetails()


def _emit_text(text: str, out: Path | None) -> None:
    if out is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    write_text_whole(out, text)
