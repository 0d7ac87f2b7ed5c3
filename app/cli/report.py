"""``backoffice report NAME [options]`` (also ``python -m app report ...``): a report from
the ledger cache on the command line, as gnucash-cli runs reports.

Where: ``--demo``, ``--profile NAME`` or ``--server URL --token TOKEN [--tenant-id ID]``
(``app.cli.target``). The ledger cache is ``--cache FILE`` (kept between runs: a second run
syncs incrementally), else the profile's, else (``--server``) a temporary one. The cache is
synced first when the server answers; when it does not, a cache that exists is reported
from (offline) and no cache at all is exit 4.

Output: ``--format json|csv|xlsx|pdf``; ``--out FILE`` (json and csv go to stdout without
it). Bad input is one line on stderr, exit 2, and nothing written.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

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
    open_target,
)
from app.printing.company import DEMO_COMPANY, CompanyDetails
from app.printing.settings import load_company
from app.reports import to_json
from app.reports.serialize import CURRENCY_DECIMALS, currency_decimals
from app.store.instance import runner_data_folder
from app.store.ledger import LedgerStore, ledger_path
from app.store.local import LocalStore
from app.store.paths import AppPaths
from app.store.tabular import CSV_ENCODING
from app.sync.ledger import LedgerSync
from app.viewmodels.navigation import REPORT_NAMES
from app.viewmodels.reports.definitions import REPORTS, ReportDefinition
from app.viewmodels.reports.output import write_table_file
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
    parser.add_argument("--posted-only", action="store_true", help="posted entries only")
    parser.add_argument("--format", choices=FORMATS, default="json")
    parser.add_argument("--out", metavar="FILE", type=Path)
    return parser


@dataclass(frozen=True)
class ReportRequest:
    """What the command line asked for, checked."""

    name: str
    parameters: ReportParameters
    format: str
    out: Path | None
    cache: Path | None


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
    today = today or date.today()
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
    account = _id("--account", args.account)
    customer = _id("--customer", args.customer)
    if name == "ledger" and account is None:
        raise TargetError("backoffice report: ledger needs --account ID", EXIT_BAD_INPUT)
    if name == "customer-statement" and customer is None:
        raise TargetError(
            "backoffice report: customer-statement needs --customer ID", EXIT_BAD_INPUT
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
    parameters = ReportParameters(
        date_from=date_from,
        date_to=date_to,
        as_of=as_of,
        account_id=account,
        customer_id=customer,
        posted_only=bool(args.posted_only),
    )
    return ReportRequest(name, parameters, args.format, args.out, args.cache), args


def main(argv: Sequence[str]) -> int:
    """The ``report`` command; the exit code."""
    try:
        request, args = parse_request(argv)
        paths = AppPaths.resolve()
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
                try:
                    # Offline too: the failed attempt is recorded, so the report says it
                    # comes from the cache.
                    await LedgerSync(target.client, store, priority=Priority.INTERACTIVE).sync()
                except api_errors.TransportError as exc:
                    if not existed:
                        raise TargetError(
                            f"{where}: cannot reach the server ({exc})", EXIT_UNREACHABLE
                        ) from None
                except api_errors.Unauthorized:
                    raise TargetError(
                        f"{where}: the server refused the token", EXIT_REFUSED
                    ) from None
                definition = REPORTS[request.name]
                result = definition.compute(store.books(), request.parameters)
                company = _company_details(target)
                write(
                    request,
                    definition,
                    result,
                    company=company.name or target.profile.name,
                    money_decimals=currency_decimals(company.currency),
                )
            finally:
                store.close()
    return 0


def write(
    request: ReportRequest,
    definition: ReportDefinition,
    result: Any,
    *,
    company: str,
    money_decimals: int = CURRENCY_DECIMALS,
) -> None:
    """The report in the asked format, to ``--out`` (written whole, then moved into place,
    so a failure leaves nothing half written) or to stdout; JSON amounts rounded to
    ``money_decimals``."""
    if request.format == "json":
        body = to_json(result, money_decimals=money_decimals)
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        _emit_text(text, request.out)
        return
    table = definition.tabulate(result, request.parameters)
    if request.format == "pdf":
        assert request.out is not None
        from app.cli.print_command import gui_application
        from app.viewmodels.reports.output import to_printed
        from app.views.printing.render import write_table_pdf

        application = gui_application()  # drawing a PDF needs Qt's fonts; kept alive
        write_table_pdf(to_printed(table, company), request.out)
        del application
        return
    with tempfile.TemporaryDirectory(prefix="backoffice-report-") as scratch:
        partial = Path(scratch) / f"report.{request.format}"
        write_table_file(table, partial)
        if request.out is None:
            _emit_text(partial.read_text(encoding=CSV_ENCODING), None)
        else:
            shutil.move(str(partial), request.out)


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
    partial = out.with_name(out.name + ".part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(out)
