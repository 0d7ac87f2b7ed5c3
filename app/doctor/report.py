"""What the doctor found: a report a person reads, and its details redacted for us.

``Report.differences()`` lists every way the server's answers differ from our reading of
the contract, each with what it means for the app. ``Report.text()`` is the report a person
reads; ``Report.redacted()`` the JSON that may be sent to us: field names, JSON types,
counts, HTTP statuses, error codes and enum values, and no value of any record (a sample
record keeps only each value's type and length). ``write_zip`` puts both, and the app's
version, in one file.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from app.doctor.catalogue import Empty
from app.doctor.shapes import DateStyle, Shapes, json_type
from app.models.base import WALL_CLOCK_FIELDS


class Kind(StrEnum):
    UNKNOWN_FIELD = "unknown field"
    MISSING_FIELD = "missing field"
    ENUM_VALUE = "new enum value"
    DATE_FORMAT = "date format"
    NUMBER_FORMAT = "number format"
    NULL = "null value"
    UNREADABLE = "unreadable answer"
    PAGING = "paging"
    ORDER = "order"
    PAST_THE_END = "page past the end"
    LIST_FAILED = "list failed"
    REFUSAL = "refusal shape"
    RATE_LIMITS = "rate-limit headers"


_NOUNS = {
    Kind.UNKNOWN_FIELD: ("unknown field", "unknown fields"),
    Kind.MISSING_FIELD: ("missing field", "missing fields"),
    Kind.ENUM_VALUE: ("new enum value", "new enum values"),
    Kind.DATE_FORMAT: ("date in another format", "dates in another format"),
    Kind.NULL: ("unexpected null", "unexpected nulls"),
}
_LISTED = frozenset(_NOUNS)
"""Kinds the summary counts and names by field; the others it says in their own words."""


@dataclass(frozen=True)
class Difference:
    """One way the server differs from our reading, and what the app does about it."""

    kind: Kind
    endpoint: str
    field: str
    detail: str
    meaning: str

    def line(self) -> str:
        where = f"{self.endpoint} {self.field}".strip()
        return f"{where}: {self.detail}. {self.meaning}"


@dataclass
class ListCheck:
    """What one list answered."""

    name: str
    endpoint: str
    scope: str
    status: int | None = None
    failure: str | None = None
    unreadable: str | None = None
    rows: int = 0
    records_read: int = 0
    record_failures: list[str] = field(default_factory=list)
    paging_problems: list[str] = field(default_factory=list)
    order_problem: str | None = None
    past_the_end: str | None = None
    past_the_end_expected: Empty | None = None
    empty_list: bool = False


@dataclass
class ProblemCheck:
    """A refusal provoked on purpose, and how its problem details looked."""

    what: str
    expected_status: int
    status: int | None = None
    content_type: str = ""
    fields: list[str] = field(default_factory=list)
    error_code: str | None = None
    problems: list[str] = field(default_factory=list)


@dataclass
class Report:
    server: str
    app_version: str
    lists: list[ListCheck] = field(default_factory=list)
    shapes: Shapes = field(default_factory=Shapes)
    not_found: ProblemCheck | None = None
    bad_request: ProblemCheck | None = None
    scopes_lacking: set[str] = field(default_factory=set)
    rate_limit_headers: dict[str, str] = field(default_factory=dict)
    answers_without_rate_limit_headers: int = 0
    requests: int = 0
    rate_limited: int = 0
    """Answers that were 429 (each waited out and asked again): none, when the pacing works."""
    editors: frozenset[str] = frozenset()
    """Endpoints whose records the app edits (their unknown fields go back on saves)."""
    shown_in_more: frozenset[str] = frozenset()
    """Endpoints whose editor shows unknown fields read-only in its More section."""
    names: dict[str, str] = field(default_factory=dict)
    planned: int = 0
    """The lists the check set out to read."""
    stopped: str = ""
    """Why the check stopped before its end (no answer from the server; the client's own
    words, no values), or "" when it ran to the end: the report then holds what was found
    until then."""
    """Endpoint -> the list's name for a person ("stock items")."""

    # ------------------------------------------------------------------ differences
    def differences(self) -> list[Difference]:
        found: list[Difference] = []
        shapes = self.shapes
        for (endpoint, path), types in sorted(shapes.unknown.items()):
            count = sum(types.values())
            kinds = ", ".join(sorted(types))
            if endpoint in self.shown_in_more and endpoint in self.editors:
                meaning = "Kept, sent back unchanged on saves, shown read-only under More."
            elif endpoint in self.shown_in_more:
                # The API creates these but never updates them: nothing is sent back.
                meaning = "Kept with the record, shown read-only under More."
            elif endpoint in self.editors:
                meaning = "Kept and sent back unchanged on saves."
            else:
                meaning = "Kept with the record; the app does not show it."
            found.append(
                Difference(
                    Kind.UNKNOWN_FIELD,
                    endpoint,
                    path,
                    f"unknown field ({kinds}, {count}×)",
                    meaning,
                )
            )
        for (endpoint, path), count in sorted(shapes.missing.items()):
            seen = shapes.record_count(endpoint, path)
            found.append(
                Difference(
                    Kind.MISSING_FIELD,
                    endpoint,
                    path,
                    f"missing in {count} of {seen} records",
                    "Shown empty; a save sends the record back as the server sent it.",
                )
            )
        for (endpoint, path), values in sorted(shapes.enum_values.items()):
            for value, count in sorted(values.items()):
                enum = shapes.enum_known.get((endpoint, path), "")
                found.append(
                    Difference(
                        Kind.ENUM_VALUE,
                        endpoint,
                        path,
                        f"'{value}' is not a {enum} we know ({count}×)",
                        "Shown as it is, and accepted on screens.",
                    )
                )
        for (endpoint, path), styles in sorted(shapes.dates.items()):
            expected = (
                DateStyle.WITHOUT_ZONE
                if path.rsplit(".", 1)[-1] in WALL_CLOCK_FIELDS
                else DateStyle.WITH_ZONE
            )
            for style, count in sorted(styles.items()):
                if style is expected or style is DateStyle.DATE_ONLY:
                    continue
                meaning = {
                    DateStyle.WITHOUT_ZONE: "Read as UTC, the server's clock.",
                    DateStyle.WITH_ZONE: "Read in that zone and shown in this computer's.",
                    DateStyle.UNREADABLE: "Not readable: the app shows the field empty.",
                }[style]
                found.append(
                    Difference(
                        Kind.DATE_FORMAT,
                        endpoint,
                        path,
                        f"sent {style.value} ({count}×) where we expected {expected.value}",
                        meaning,
                    )
                )
        for (endpoint, path), forms in sorted(shapes.numbers.items()):
            if forms.get("text"):
                found.append(
                    Difference(
                        Kind.NUMBER_FORMAT,
                        endpoint,
                        path,
                        f"a number sent as text ({forms['text']}×)",
                        "Read as the number it spells.",
                    )
                )
        for (endpoint, path), count in sorted(shapes.nulls.items()):
            found.append(
                Difference(
                    Kind.NULL,
                    endpoint,
                    path,
                    f"null where a value is expected ({count}×)",
                    "The app cannot read these records: please send us this report.",
                )
            )
        found += self._list_differences()
        for check in (self.not_found, self.bad_request):
            if check is not None and check.problems:
                found.append(
                    Difference(
                        Kind.REFUSAL,
                        check.what,
                        "",
                        "; ".join(check.problems),
                        "Refusals are shown with the server's own words where it sends them.",
                    )
                )
        if self.answers_without_rate_limit_headers:
            found.append(
                Difference(
                    Kind.RATE_LIMITS,
                    "every answer",
                    "",
                    f"{self.answers_without_rate_limit_headers} of {self.requests} answers carry"
                    " no X-RateLimit headers",
                    "The app paces itself at 5 requests a second and waits out a 429.",
                )
            )
        return found

    def _list_differences(self) -> list[Difference]:
        found: list[Difference] = []
        for check in self.lists:
            if check.status == 403:
                continue  # the token's scopes, listed apart
            if check.failure is not None:
                found.append(
                    Difference(
                        Kind.LIST_FAILED,
                        check.endpoint,
                        "",
                        f"the list failed ({check.failure})",
                        f"The app cannot show {check.name}.",
                    )
                )
            if check.unreadable is not None:
                found.append(
                    Difference(
                        Kind.UNREADABLE,
                        check.endpoint,
                        "",
                        f"our models cannot read the answer ({check.unreadable})",
                        f"The app cannot show {check.name}: please send us this report.",
                    )
                )
            for problem in check.paging_problems:
                found.append(
                    Difference(
                        Kind.PAGING,
                        check.endpoint,
                        "",
                        problem,
                        "The app pages by the pageSize and totalCount the server gives.",
                    )
                )
            if check.order_problem:
                found.append(
                    Difference(
                        Kind.ORDER,
                        check.endpoint,
                        "",
                        check.order_problem,
                        "The app sorts on screen; a sync reads every page anyway.",
                    )
                )
            expected = check.past_the_end_expected
            if (
                check.past_the_end is not None
                and expected is not None
                and check.past_the_end != expected.value
            ):
                found.append(
                    Difference(
                        Kind.PAST_THE_END,
                        check.endpoint,
                        "",
                        f"a page past the end is {check.past_the_end}, not {expected.value}",
                        "The app takes both as the end of the list.",
                    )
                )
        return found

    # ------------------------------------------------------------------ text
    def text(self) -> str:
        """The report a person reads: what it means for the app first, then the details
        (what differs, what the token may not read), then what works."""
        differences = self.differences()
        lines = [
            f"Server check by Back Office Desktop {self.app_version}",
            f"Server: {self.server}",
            f"Requests sent: {self.requests} (reads only), refused for the rate limits:"
            f" {self.rate_limited}",
        ]
        if self.stopped:
            lists_read = sum(1 for check in self.lists if check.status is not None)
            lines += [
                "",
                f"The check stopped before its end: {self.stopped}",
                f"It read {lists_read} of the {self.planned} lists; what follows is what it found"
                " until then.",
            ]
        lines += [
            "",
            "What it means for the app",
        ]
        lines += [f"  {line}" for line in self.summary(differences)]
        lines += ["", "What differs"]
        if not differences:
            lines.append("  No difference from our reading of the contract.")
        for kind in Kind:
            of_kind = [d for d in differences if d.kind is kind]
            if not of_kind:
                continue
            lines.append(f"  {kind.value} ({len(of_kind)})")
            lines += [f"    {d.line()}" for d in of_kind]
        lines += ["", "What this token may not read"]
        if self.scopes_lacking:
            for scope in sorted(self.scopes_lacking):
                names = [c.name for c in self.lists if c.scope == scope]
                lines.append(f"  {scope} ({', '.join(names)}): those screens will say so")
        elif self.stopped:
            lines.append("  Nothing, in the lists read before the check stopped.")
        else:
            lines.append("  Nothing: every list answered.")
        lines += ["", "What works"]
        working = [
            check
            for check in self.lists
            if check.status in (200, 404) and check.failure is None and check.unreadable is None
        ]
        for check in working:
            read = f", {check.records_read} read by id" if check.records_read else ""
            rows = "1 row" if check.rows == 1 else f"{check.rows} rows"
            lines.append(f"  {check.name}: {rows} read{read}")
        if self.rate_limit_headers:
            limits = ", ".join(f"{k} {v}" for k, v in self.rate_limit_headers.items())
            lines.append(f"  rate limits announced: {limits}")
        for refusal in (self.not_found, self.bad_request):
            if refusal is not None and not refusal.problems:
                code = f", errorCode {refusal.error_code}" if refusal.error_code else ""
                lines.append(f"  {refusal.what}: {refusal.status} problem details{code}")
        return "\n".join(lines) + "\n"

    def summary(self, differences: list[Difference] | None = None) -> list[str]:
        """One line per list and kind: "stock items: 2 unknown fields (binLocation,
        shelfLifeDays). Kept, ..."; a list and its records by id count as one."""
        differences = self.differences() if differences is None else differences
        if not differences and self.stopped:
            return ["Nothing differed in what was read before the check stopped."]
        if not differences:
            return ["The app works with this server as it is."]
        grouped: dict[tuple[str, Kind], set[str]] = {}
        meanings: dict[tuple[str, Kind], str] = {}
        for difference in differences:
            key = (self.names.get(difference.endpoint, difference.endpoint), difference.kind)
            name = difference.field.removeprefix("items[].")
            if difference.kind not in _LISTED:
                name = difference.detail
            elif difference.kind is Kind.ENUM_VALUE:
                name = difference.detail.split("'")[1]
            grouped.setdefault(key, set()).add(name)
            meanings[key] = difference.meaning
        lines = []
        for (where, kind), names in sorted(grouped.items()):
            if kind not in _LISTED:  # said in its own words: a paging problem, a failure
                lines.append(f"{where}: {'; '.join(sorted(names))}. {meanings[(where, kind)]}")
                continue
            count = len(names)
            noun = _NOUNS[kind][0 if count == 1 else 1]
            listed = f" ({', '.join(sorted(names))})" if kind in _LISTED else ""
            lines.append(f"{where}: {count} {noun}{listed}. {meanings[(where, kind)]}")
        return lines

    # ------------------------------------------------------------------ JSON for us
    def redacted(self) -> dict[str, Any]:
        shapes = self.shapes
        return {
            "appVersion": self.app_version,
            "stopped": self.stopped,
            "requests": self.requests,
            "rateLimited": self.rate_limited,
            "differences": [
                {"kind": d.kind.value, "endpoint": d.endpoint, "field": d.field, "detail": d.detail}
                for d in self.differences()
            ],
            "lists": [
                {
                    "endpoint": c.endpoint,
                    "scope": c.scope,
                    "status": c.status,
                    "failure": c.failure,
                    "rows": c.rows,
                    "recordsRead": c.records_read,
                    "pastTheEnd": c.past_the_end,
                }
                for c in self.lists
            ],
            "unknownFields": [
                {"endpoint": e, "field": f, "types": dict(t), "count": sum(t.values())}
                for (e, f), t in sorted(shapes.unknown.items())
            ],
            "missingFields": [
                {"endpoint": e, "field": f, "missing": n, "of": shapes.record_count(e, f)}
                for (e, f), n in sorted(shapes.missing.items())
            ],
            "enumValues": [
                {"endpoint": e, "field": f, "values": dict(v)}
                for (e, f), v in sorted(shapes.enum_values.items())
            ],
            "dates": [
                {"endpoint": e, "field": f, "styles": {s.value: n for s, n in styles.items()}}
                for (e, f), styles in sorted(shapes.dates.items())
            ],
            "numbers": [
                {
                    "endpoint": e,
                    "field": f,
                    "forms": dict(n),
                    "maxDecimals": shapes.decimals[(e, f)],
                }
                for (e, f), n in sorted(shapes.numbers.items())
            ],
            "refusals": [
                {
                    "what": c.what,
                    "status": c.status,
                    "contentType": c.content_type,
                    "fields": c.fields,
                    "errorCode": c.error_code,
                    "problems": c.problems,
                }
                for c in (self.not_found, self.bad_request)
                if c is not None
            ],
            "rateLimitHeaders": sorted(self.rate_limit_headers),
            "scopesLacking": sorted(self.scopes_lacking),
            "samples": {endpoint: sample for endpoint, sample in sorted(self.samples.items())},
        }

    samples: dict[str, Any] = field(default_factory=dict)
    """A redacted first record per endpoint (``redact_sample``)."""

    def keep_sample(self, endpoint: str, body: Any) -> None:
        if endpoint in self.samples:
            return
        if isinstance(body, dict) and isinstance(body.get("items"), list):
            body = {**body, "items": body["items"][:1]}
        elif isinstance(body, list):
            body = body[:1]
        self.samples[endpoint] = redact(body, endpoint, "", self.shapes)


def redact(value: Any, endpoint: str, path: str, shapes: Shapes) -> Any:
    """``value`` with every leaf replaced by its type and length; enum values kept."""
    if isinstance(value, dict):
        prefix = f"{path}." if path else ""
        return {key: redact(entry, endpoint, prefix + key, shapes) for key, entry in value.items()}
    if isinstance(value, list):
        return [redact(entry, endpoint, f"{path}[]", shapes) for entry in value]
    if isinstance(value, str) and (endpoint, path) in shapes.enum_known:
        return value
    if isinstance(value, str):
        return {"type": "string", "length": len(value)}
    if value is None or isinstance(value, bool):
        return {"type": json_type(value)}
    return {"type": json_type(value), "length": len(str(value))}


def write_zip(report: Report, path: Path) -> None:
    """The report, its redacted details and the app's version, in one zip."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("report.txt", report.text())
        archive.writestr("report.json", json.dumps(report.redacted(), indent=2, ensure_ascii=False))
        archive.writestr("version.txt", report.app_version + "\n")
