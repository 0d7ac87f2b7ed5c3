"""``python -m app.sandbox``: serve the sandbox, mint tokens, change settings.

serve   --db PATH [--host 127.0.0.1] [--port 8765] [--demo] [--no-rate-limit]
        [--variant FILE.json]  (test-only: answers as another server's, app.sandbox.variant)
token   --db PATH --name NAME (--all-scopes | --scope SCOPE ...) [--jwt] [--tenant ID]
setting --db PATH KEY VALUE [--tenant ID]
setting --db PATH --list [--tenant ID]
seed    --db PATH [--stock-items N] [--customers N] [--journal-entries N [--years Y]]
        [--tenant ID]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from app.sandbox.app import create_app
from app.sandbox.auth import ALL_SCOPES, create_api_user, issue_jwt
from app.sandbox.db import Database
from app.sandbox.demo import create_demo_company
from app.sandbox.demo.customers import generate_customers
from app.sandbox.demo.journal import generate_journal_entries
from app.sandbox.demo.stock_items import generate_stock_items
from app.sandbox.server import NotLoopback, SandboxServer
from app.sandbox.settings import SETTINGS, all_settings, set_setting
from app.sandbox.tenants import default_tenant, tenant_exists
from app.sandbox.variant import Variant, VariantError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m app.sandbox",
        description="The local Business Management Service API v3 (demo/training/test server).",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="serve the API on a loopback port")
    serve.add_argument("--db", required=True, type=Path, help="SQLite file (created if missing)")
    serve.add_argument("--host", default="127.0.0.1", help="loopback address (default 127.0.0.1)")
    serve.add_argument("--port", default=8765, type=int, help="port (default 8765, 0 = any)")
    serve.add_argument("--demo", action="store_true", help="fill a new database with demo data")
    serve.add_argument("--no-rate-limit", action="store_true", help="turn rate limits off")
    serve.add_argument(
        "--variant",
        type=Path,
        metavar="FILE.json",
        help="test-only: answer as another server would (see app/sandbox/variants/)",
    )

    token = commands.add_parser("token", help="create an API user and print its token")
    token.add_argument("--db", required=True, type=Path)
    token.add_argument("--name", required=True, help="name of the API user")
    scopes = token.add_mutually_exclusive_group(required=True)
    scopes.add_argument("--all-scopes", action="store_true", help="every permission")
    scopes.add_argument("--scope", action="append", metavar="SCOPE", help="e.g. read:tax")
    token.add_argument("--jwt", action="store_true", help="print a JWT (needs TenantId)")
    token.add_argument("--tenant", type=int, help="tenant id (default: the first tenant)")

    setting = commands.add_parser("setting", help="set or list organization settings")
    setting.add_argument("--db", required=True, type=Path)
    setting.add_argument("--list", action="store_true", help="print every setting and value")
    setting.add_argument("--tenant", type=int, help="tenant id (default: the first tenant)")
    setting.add_argument("key", nargs="?", help="setting name, e.g. eInvoicing")
    setting.add_argument("value", nargs="?", help="new value")

    seed = commands.add_parser("seed", help="add generated records for large-data trials")
    seed.add_argument("--db", required=True, type=Path)
    seed.add_argument("--stock-items", type=int, default=0, metavar="N", help="add N items")
    seed.add_argument("--customers", type=int, default=0, metavar="N", help="add N customers")
    seed.add_argument(
        "--journal-entries",
        type=int,
        default=0,
        metavar="N",
        help="add N balanced three-line journal entries",
    )
    seed.add_argument(
        "--years",
        type=float,
        default=2.0,
        metavar="Y",
        help="spread the journal entries over the last Y years (default 2)",
    )
    seed.add_argument("--tenant", type=int, help="tenant id (default: the first tenant)")
    return parser


def _tenant(db: Database, requested: int | None) -> int:
    with db.transaction() as conn:
        if requested is None:
            return default_tenant(conn)
        if not tenant_exists(conn, requested):
            raise SystemExit(f"error: tenant {requested} does not exist")
        return requested


def _serve(args: argparse.Namespace) -> int:
    try:
        variant = Variant.load(args.variant) if args.variant is not None else None
    except VariantError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    is_new = not args.db.exists()
    db = Database(args.db)
    if is_new and args.demo:
        create_demo_company(db)
    else:
        _tenant(db, None)
    try:
        server = SandboxServer(
            create_app(db, rate_limits=not args.no_rate_limit, variant=variant),
            host=args.host,
            port=args.port,
        )
        url = server.start()
    except (NotLoopback, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    # Everything loaded so far lives as long as the server: out of the collector's walks,
    # which otherwise cost a 1,000-document page of the journal-entry list a third more.
    gc.collect()
    gc.freeze()
    print(f"listening on {url}", flush=True)
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    with contextlib.suppress(KeyboardInterrupt):
        stopped.wait()
    server.stop()
    db.close()
    return 0


def _token(args: argparse.Namespace) -> int:
    db = Database(args.db)
    tenant_id = _tenant(db, args.tenant)
    scopes = [ALL_SCOPES] if args.all_scopes else list(args.scope)
    with db.transaction() as conn:
        issued = create_api_user(conn, tenant_id=tenant_id, name=args.name, scopes=scopes)
        if args.jwt:
            print(f"TenantId: {tenant_id}")
            print(issue_jwt(conn, issued.user_id))
        else:
            print(issued.authorization)
    return 0


def _setting(args: argparse.Namespace) -> int:
    db = Database(args.db)
    tenant_id = _tenant(db, args.tenant)
    with db.transaction() as conn:
        if args.list:
            for setting, value in all_settings(conn, tenant_id):
                choices = f" ({'/'.join(setting.choices)})" if setting.choices else ""
                print(f"{setting.key} = {value}{choices}  {setting.description}")
            return 0
        if args.key is None or args.value is None:
            print("error: give KEY and VALUE, or --list", file=sys.stderr)
            return 2
        try:
            value = set_setting(conn, tenant_id, args.key, args.value)
        except KeyError:
            print(
                f"error: unknown setting {args.key!r}; known: {', '.join(SETTINGS)}",
                file=sys.stderr,
            )
            return 2
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    print(f"{args.key} = {value}")
    return 0


def _seed(args: argparse.Namespace) -> int:
    if args.stock_items < 0 or args.customers < 0 or args.journal_entries < 0:
        print("error: counts cannot be negative", file=sys.stderr)
        return 2
    if not 0 < args.years <= 50:
        print("error: --years must be more than 0 and at most 50", file=sys.stderr)
        return 2
    db = Database(args.db)
    tenant_id = _tenant(db, args.tenant)
    try:
        with db.transaction() as conn:
            generate_stock_items(conn, tenant_id, args.stock_items)
            generate_customers(conn, tenant_id, args.customers)
            generate_journal_entries(conn, tenant_id, args.journal_entries, years=args.years)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        db.close()
    print(
        f"added {args.stock_items} stock items, {args.customers} customers and "
        f"{args.journal_entries} journal entries"
    )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    handlers = {"serve": _serve, "token": _token, "setting": _setting, "seed": _seed}
    return handlers[args.command](args)
