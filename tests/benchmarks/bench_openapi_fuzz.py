"""A long schemathesis run over the sandbox's OpenAPI, every check on, with its counts.

    .venv/bin/python -m tests.benchmarks.bench_openapi_fuzz [--examples 25] [--seed 4]
        [--no-coverage] [--operation REGEX] [--json PATH]

The suite's ``tests/sandbox/test_openapi_fuzz.py`` is the quick profile (10 examples an
operation, a few minutes); this is the long one, as the schemathesis command line runs it:
the examples, coverage (every boundary and type case the schemas define) and fuzzing
phases, ``--checks all``, in-process through ASGI to a sandbox over a fresh demo company
with an all-scopes token. It is a measure, not a test: it prints, and exits 0 whatever it
finds (1 only if the run itself could not be made).

It prints the counts the fuzz work is judged by:

- cases sent and operations tried;
- server errors: answers of 500 or more (cases, and the operations giving them);
- schema-valid requests refused: the ``positive_data_acceptance`` check, a request that the
  OpenAPI allows answered with a 4xx (operations, and cases);
- schema-invalid requests accepted: the ``negative_data_rejection`` check, a request that
  the OpenAPI forbids answered with a 2xx (operations, and cases);
- every other failing check, by name, with its operations;

then one line an operation and check, with the first failing request, so a finding can be
pinned in ``tests/sandbox/test_fuzz_regressions.py``. ``--json`` also writes them to a file.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import schemathesis
from schemathesis.core import NotSet
from schemathesis.engine import Status, events, from_schema

from app.sandbox.app import create_app
from app.sandbox.db import Database
from tests.support.fuzz_allowances import (
    EXPECTED_REFUSALS,
    refusals_name_listed_fields,
    schemathesis_operations,
    unlisted_fields,
)
from tests.support.sandbox import new_tenant

VALID_REFUSED = "positive_data_acceptance"
INVALID_ACCEPTED = "negative_data_rejection"
UNLISTED_REFUSAL = "refusals_name_listed_fields"
VALID_REFUSED_CHECKS = (VALID_REFUSED, UNLISTED_REFUSAL)

# The suite's check of the expected 400s, run by the engine as every registered check is.
schemathesis.check(refusals_name_listed_fields)


def _config(examples: int, seed: int, coverage: bool, authorization: str) -> Any:
    return schemathesis.Config.from_dict(
        {
            "seed": seed,
            "headers": {"Authorization": authorization},
            # Every failure of an operation counted, not only its first: the counts measure.
            "continue-on-failure": True,
            "checks": {"enabled": True},
            "phases": {
                "examples": {"enabled": True},
                "coverage": {"enabled": coverage},
                "fuzzing": {"enabled": True},
                # Stateful links are not declared by the sandbox's OpenAPI: nothing to chain.
                "stateful": {"enabled": False},
            },
            "generation": {
                "mode": "all",
                "max-examples": examples,
                "deterministic": True,
                "database": "none",
                # The token is always sent: generated Authorization headers would be replaced.
                "with-security-parameters": False,
            },
            # The 400s of rules JSON Schema cannot state, as the suite allows them.
            "operations": schemathesis_operations(),
        }
    )


def _describe(case: Any) -> str:
    query = (
        f"?{urlencode(case.query, doseq=True)}"
        if isinstance(case.query, dict) and case.query
        else ""
    )
    body = ""
    if case.body is not None and not isinstance(case.body, (bytes, NotSet)):
        body = " " + json.dumps(case.body, default=str, ensure_ascii=False)[:160]
    return f"{case.method} {case.formatted_path}{query}{body}"


def _expected_refusal(label: str, node: Any, interaction: Any) -> bool:
    """Whether a valid request was refused with a 400 that ``EXPECTED_REFUSALS`` lists."""
    response = interaction.response
    meta = node.value.meta if node is not None else None
    if response is None or response.status_code != 400 or label not in EXPECTED_REFUSALS:
        return False
    if meta is None or not meta.generation.mode.is_positive:
        return False
    try:
        problem = json.loads(response.content)
    except ValueError:
        return False
    return not unlisted_fields(label, problem)


def run(examples: int, seed: int, coverage: bool, operation: str | None) -> dict[str, Any]:
    """Runs schemathesis once over a fresh sandbox and returns the counts."""
    database = Database(":memory:")
    tenant = new_tenant(database)
    app = create_app(database, rate_limits=False)
    config = _config(examples, seed, coverage, tenant.authorization)
    schema = schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    schema = schema.exclude(path_regex=r"^/downloads/")
    if operation:
        # As an exclusion: the [[operations]] entries of the config make the loaded schema's
        # filter an include already, and a second include would widen it (either matches).
        schema = schema.exclude(path_regex=f"^(?!.*(?:{operation}))")

    cases = 0
    operations: set[str] = set()
    server_errors: Counter[str] = Counter()
    expected_refusals: Counter[str] = Counter()
    failing_cases: dict[str, Counter[str]] = defaultdict(Counter)
    first_failure: dict[tuple[str, str], str] = {}
    errors: list[str] = []
    started = time.perf_counter()
    for event in from_schema(schema).execute():
        if isinstance(event, events.NonFatalError):
            errors.append(f"{event.label}: {event.info.format().strip().splitlines()[0]}")
        elif isinstance(event, events.FatalError):
            errors.append(f"fatal: {event.exception!r}")
        if not isinstance(event, events.ScenarioFinished) or event.status == Status.SKIP:
            continue
        recorder = event.recorder
        operations.add(recorder.label)
        cases += len(recorder.cases)
        for case_id, interaction in recorder.interactions.items():
            if interaction.response is not None and interaction.response.status_code >= 500:
                server_errors[recorder.label] += 1
            if _expected_refusal(recorder.label, recorder.cases.get(case_id), interaction):
                expected_refusals[recorder.label] += 1
        for case_id, checks in recorder.checks.items():
            for check in checks:
                if check.status != Status.FAILURE:
                    continue
                failing_cases[check.name][recorder.label] += 1
                key = (check.name, recorder.label)
                if key not in first_failure and case_id in recorder.cases:
                    first_failure[key] = _describe(recorder.cases[case_id].value)
    database.close()
    return {
        "seconds": round(time.perf_counter() - started, 1),
        "examples": examples,
        "seed": seed,
        "coverage": coverage,
        "cases": cases,
        "operations": len(operations),
        "server_error_cases": sum(server_errors.values()),
        "server_error_operations": sorted(server_errors),
        "expected_refusal_cases": sum(expected_refusals.values()),
        "expected_refusal_operations": len(expected_refusals),
        "checks": {
            name: {"operations": len(by_operation), "cases": sum(by_operation.values())}
            for name, by_operation in sorted(failing_cases.items())
        },
        "failures": [
            {
                "check": name,
                "operation": label,
                "cases": count,
                "first": first_failure.get((name, label), ""),
            }
            for name, by_operation in sorted(failing_cases.items())
            for label, count in sorted(by_operation.items())
        ],
        "errors": errors,
    }


def _print(result: dict[str, Any]) -> None:
    checks = result["checks"]

    def check(name: str) -> str:
        found = checks.get(name, {"operations": 0, "cases": 0})
        return f"{found['operations']} operations ({found['cases']} cases)"

    print(
        f"schemathesis over the sandbox: {result['examples']} examples an operation, seed "
        f"{result['seed']}, coverage phase {'on' if result['coverage'] else 'off'}, "
        f"{result['seconds']} s"
    )
    print(f"  cases                      {result['cases']}")
    print(f"  operations                 {result['operations']}")
    print(
        f"  server errors (5xx)        {result['server_error_cases']} cases in "
        f"{len(result['server_error_operations'])} operations"
    )
    refused = [checks.get(name, {"operations": 0, "cases": 0}) for name in VALID_REFUSED_CHECKS]
    print(
        f"  schema-valid refused       {sum(found['operations'] for found in refused)} "
        f"operations ({sum(found['cases'] for found in refused)} cases; "
        f"{check(VALID_REFUSED)} {VALID_REFUSED}, {check(UNLISTED_REFUSAL)} on unlisted fields)"
    )
    print(
        f"  expected refusals (listed) {result['expected_refusal_operations']} operations "
        f"({result['expected_refusal_cases']} cases: an unknown id, a rule across fields)"
    )
    print(f"  schema-invalid accepted    {check(INVALID_ACCEPTED)}")
    for name, found in checks.items():
        if name not in (*VALID_REFUSED_CHECKS, INVALID_ACCEPTED):
            print(f"  {name:<26} {found['operations']} operations ({found['cases']} cases)")
    print(f"  run errors                 {len(result['errors'])}")
    for failure in result["failures"]:
        print(
            f"    {failure['check']}: {failure['operation']} x{failure['cases']}: "
            f"{failure['first']}"
        )
    for error in result["errors"]:
        print(f"    error: {error}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=25, help="examples an operation")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--no-coverage", action="store_true", help="leave the coverage phase out")
    parser.add_argument("--operation", help="only the paths matching this regular expression")
    parser.add_argument("--json", type=Path, help="also write the counts to this file")
    args = parser.parse_args(argv)
    if args.operation:
        re.compile(args.operation)
    result = run(args.examples, args.seed, not args.no_coverage, args.operation)
    _print(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
