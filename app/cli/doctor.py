"""``backoffice doctor [--out FILE.zip]`` (also ``python -m app doctor ...``): how a server's
answers compare with our reading of the contract (``app.doctor``).

Where: ``--demo``, ``--profile NAME`` or ``--server URL --token TOKEN [--tenant-id ID]``
(``app.cli.target``). Reads only (GET), paced by the client's rate limiter; one progress
line per step on stderr; the report on stdout. ``--out FILE.zip`` also writes the report,
its details as JSON with every record value redacted, and the app's version, to send us.
Exit 0 when the check ran (whatever it found); 2 for bad options, 3 when the token is
refused, 4 when the server cannot be reached (when it goes away half way, the report of
what was read until then is printed first); each failure is one line on stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from app.cli.target import (
    EXIT_BAD_INPUT,
    EXIT_UNREACHABLE,
    TargetChoice,
    TargetError,
    add_target_options,
    choose_target,
    open_target,
)
from app.doctor.report import write_zip
from app.doctor.run import examine
from app.store.instance import runner_data_folder
from app.store.paths import AppPaths


class _OneLineParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise TargetError(f"backoffice doctor: {message}", EXIT_BAD_INPUT)


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="backoffice doctor",
        description="How a server's answers compare with our reading of the API (reads only).",
    )
    add_target_options(parser)
    parser.add_argument(
        "--out",
        metavar="FILE.zip",
        type=Path,
        help="also write the report and its redacted details",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    """The ``doctor`` command; the exit code."""
    try:
        args = build_parser().parse_args(list(argv))
        out: Path | None = args.out
        if out is not None and (out.suffix.lower() != ".zip" or not out.parent.is_dir()):
            raise TargetError(
                f"--out {out}: give a .zip file in a folder that exists", EXIT_BAD_INPUT
            )
        paths = AppPaths.resolve()
        choice = choose_target(args, paths)
        with runner_data_folder(paths, choice.profile.id) as folder:
            return asyncio.run(run(choice, folder, out))
    except TargetError as exc:
        print(str(exc), file=sys.stderr)
        return exc.exit_code


async def run(choice: TargetChoice, paths: AppPaths, out: Path | None) -> int:
    async with open_target(choice, paths) as target:

        def progress(step: str) -> None:
            print(f"doctor: {step}", file=sys.stderr, flush=True)

        try:
            report = await examine(target.client, progress=progress)
        except Exception as exc:  # a transport failure half way: one line, not a traceback
            raise TargetError(
                f"{target.client.connection.api_root}: the check stopped ({type(exc).__name__}:"
                f" {exc})",
                EXIT_UNREACHABLE,
            ) from None
    sys.stdout.write(report.text())
    if out is not None:
        try:
            write_zip(report, out)
        except OSError as exc:
            raise TargetError(
                f"--out {out}: cannot write ({exc.strerror})", EXIT_BAD_INPUT
            ) from None
        print(f"doctor: wrote {out}", file=sys.stderr)
    if report.stopped:
        # What it found until then is printed (and zipped) all the same.
        print(
            f"{report.server}: the check stopped before its end ({report.stopped})",
            file=sys.stderr,
        )
        return EXIT_UNREACHABLE
    return 0
