"""Test-only: the sandbox plays another server, one whose answers are not our reading of the
contract (``python -m app.sandbox serve --variant FILE.json``).

The real service publishes no v3 schema, so the first real server may name fields
otherwise, send fields we do not know, leave optional ones out, use enum values we have not
seen and write dates without a time zone. A variant file says, per route template, how the
sandbox's answers are rewritten to look like such a server; the sandbox's own rules stay
untouched, because the rewriting is a layer around them (``VariantMiddleware``):

```json
{"name": "far",
 "rules": [{"paths": ["/v3/stock-items", "/v3/stock-items/{id}"],
            "add": {"shelfLifeDays": 30},
            "rename": {"note": "remarks"},
            "drop": ["dataSheet"],
            "enum": {"orderStatus": {"Shipped": "Invoiced"}},
            "zonelessDates": ["updateDate"]}]}
```

- ``paths``: route templates; ``{id}`` stands for a number, any other ``{name}`` for one
  path segment (``/v3/stock-items/{id}`` is not ``/v3/stock-items/search``). A rule rewrites the
  records an answer holds: the answer itself, the ``items`` of a page, or a bare list.
- ``add``: fields the server has and we do not know, with the value every record starts
  with. A full replace (PUT of the record) stores the value the body carries, or drops the
  field when the body lacks it, as a server that owns the field would: a test reads the
  record again to see whether the client sent it back.
- ``rename``: ``ours -> theirs`` in answers; request bodies are renamed back before the
  sandbox reads them, so a client that sends ``theirs`` back keeps the value.
- ``drop``: optional fields the server leaves out of its answers.
- ``enum``: ``field -> {ours: theirs}`` value maps in answers, mapped back in requests.
- ``zonelessDates``: date-time fields written as UTC wall-clock time with no offset
  (``2026-05-31T14:30:00``).
- ``nested``: ``field -> rule`` (without ``paths``) for the records of a list field (a
  property's ``values``): each element is rewritten by that rule, known by its own ``id``.
  A full replace keeps an added field's value on the elements the body names by id, as
  the body carries it; an element the body sends without an id is new and starts without
  the field.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class VariantError(ValueError):
    """A variant file that cannot be read: the message names the file and the problem."""


@dataclass(frozen=True)
class VariantRule:
    """How the answers of some route templates differ (see the module's docstring)."""

    paths: tuple[str, ...]
    add: dict[str, Any] = field(default_factory=dict)
    rename: dict[str, str] = field(default_factory=dict)
    drop: tuple[str, ...] = ()
    enum: dict[str, dict[str, str]] = field(default_factory=dict)
    zoneless_dates: tuple[str, ...] = ()
    nested: dict[str, VariantRule] = field(default_factory=dict)

    def matches(self, path: str) -> str | None:
        """The template of this rule ``path`` matches, or None."""
        for template in self.paths:
            if _template_pattern(template).fullmatch(path):
                return template
        return None


@dataclass(frozen=True)
class Variant:
    """A named set of rules: the server a test plays against."""

    name: str
    rules: tuple[VariantRule, ...]

    @classmethod
    def load(cls, path: Path) -> Variant:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise VariantError(f"{path}: cannot read the variant ({exc})") from None
        try:
            return cls.from_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise VariantError(f"{path}: not a variant ({exc!r})") from None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Variant:
        rules = tuple(
            _rule_of(rule, tuple(str(path) for path in rule["paths"])) for rule in data["rules"]
        )
        return cls(name=str(data["name"]), rules=rules)

    def rules_for(self, path: str) -> list[VariantRule]:
        return [rule for rule in self.rules if rule.matches(path) is not None]


def _rule_of(rule: dict[str, Any], paths: tuple[str, ...]) -> VariantRule:
    return VariantRule(
        paths=paths,
        add=dict(rule.get("add", {})),
        rename={str(k): str(v) for k, v in rule.get("rename", {}).items()},
        drop=tuple(str(name) for name in rule.get("drop", [])),
        enum={str(k): dict(v) for k, v in rule.get("enum", {}).items()},
        zoneless_dates=tuple(str(name) for name in rule.get("zonelessDates", [])),
        nested={str(k): _rule_of(dict(v), ()) for k, v in rule.get("nested", {}).items()},
    )


_PATTERNS: dict[str, re.Pattern[str]] = {}


def _template_pattern(template: str) -> re.Pattern[str]:
    pattern = _PATTERNS.get(template)
    if pattern is None:
        parts = re.split(r"(\{[^}/]+\})", template.rstrip("/"))
        regex = "".join(
            ("[0-9]+" if part == "{id}" else "[^/]+") if part.startswith("{") else re.escape(part)
            for part in parts
        )
        pattern = _PATTERNS[template] = re.compile(regex)
    return pattern


def _records(data: Any) -> list[dict[str, Any]]:
    """The records an answer holds: itself, a page's items, or a bare list's entries."""
    if isinstance(data, list):
        return [entry for entry in data if isinstance(entry, dict)]
    if isinstance(data, dict):
        if isinstance(data.get("items"), list):
            return [entry for entry in data["items"] if isinstance(entry, dict)]
        return [data]
    return []


def _zoneless(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return value
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment.isoformat()


class VariantState:
    """The values of added fields as full replaces left them, per record.

    Thread-safe: the sandbox serves from a worker thread while a test reads it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values: dict[tuple[str, str, str], Any] = {}
        self._dropped: set[tuple[str, str, str]] = set()

    def value(
        self, collection: str, record_ids: list[str], name: str, default: Any
    ) -> tuple[bool, Any]:
        """(present, value) of added field ``name`` on one record, known by any of
        ``record_ids`` (its id, or its code when a full replace by code named it so)."""
        with self._lock:
            for record_id in record_ids:
                key = (collection, record_id, name)
                if key in self._dropped:
                    return False, None
                if key in self._values:
                    return True, self._values[key]
            return True, default

    def replaced(self, collection: str, record_id: str, name: str, sent: dict[str, Any]) -> None:
        key = (collection, record_id, name)
        with self._lock:
            if name in sent:
                self._values[key] = sent[name]
                self._dropped.discard(key)
            else:
                self._values.pop(key, None)
                self._dropped.add(key)


def _collection(template: str) -> str:
    """``/v3/stock-items/{id}`` and ``/v3/stock-items/code/{code}`` -> ``/v3/stock-items``:
    the records' collection (an update by code and a read by id name the same records)."""
    return template.split("/{", 1)[0].rstrip("/").removesuffix("/code")


def _record_ids(record: dict[str, Any], path: str, template: str) -> list[str]:
    """The names the state may know a record by: its id, and its code as an update by
    code (which answers with no body, hence no id) stored it."""
    names: list[str] = []
    if "id" in record:
        names.append(str(record["id"]))
    elif "{" in template:
        names.append(path.rstrip("/").rsplit("/", 1)[-1])
    for code_field in ("code", "documentCode", "journalEntryCode"):
        if isinstance(record.get(code_field), str):
            names.append(CODE_KEY + record[code_field])
    return names


CODE_KEY = "code:"
"""Prefix of a record's key in ``VariantState`` when an update by code stored it."""


class VariantMiddleware:
    """ASGI middleware rewriting requests and answers of the routes a variant names."""

    def __init__(self, app: ASGIApp, variant: Variant, state: VariantState) -> None:
        self.app = app
        self.variant = variant
        self.state = state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        rules = self.variant.rules_for(path) if scope["type"] == "http" else []
        if not rules:
            await self.app(scope, receive, send)
            return
        method = scope["method"]
        if method in ("POST", "PUT", "PATCH"):
            receive, sent = await self._request_renamed_back(receive, rules)
        else:
            sent = None
        start: Message | None = None
        chunks: list[bytes] = []

        async def capture(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
                return
            if message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
                if message.get("more_body"):
                    return
                assert start is not None
                body = b"".join(chunks)
                status = int(start["status"])
                if 200 <= status < 300:
                    if method == "PUT" and isinstance(sent, dict):
                        self._remember(path, rules, sent, body)
                    if method in ("GET", "POST", "PUT", "PATCH"):
                        body = self._rewritten(path, rules, body)
                headers = [
                    (k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"
                ]
                headers.append((b"content-length", str(len(body)).encode()))
                await send({**start, "headers": headers})
                await send({"type": "http.response.body", "body": body})
                return
            await send(message)

        await self.app(scope, receive, capture)

    async def _request_renamed_back(
        self, receive: Receive, rules: list[VariantRule]
    ) -> tuple[Receive, Any]:
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        raw = b"".join(chunks)
        try:
            data = json.loads(raw) if raw else None
        except ValueError:
            data = None
        if data is not None:
            for record in _records(data):
                for rule in rules:
                    _rename_back(record, rule)
            raw_out = json.dumps(data).encode()
        else:
            raw_out = raw
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": raw_out, "more_body": False}
            return await receive()

        return replay, data

    def _remember(
        self, path: str, rules: list[VariantRule], sent: dict[str, Any], answer: bytes
    ) -> None:
        """A full replace of one record: its added fields are what the body says."""
        try:
            saved = json.loads(answer)
        except ValueError:
            saved = None
        for rule in rules:
            template = rule.matches(path)
            if template is None or "{" not in template or not rule.add:
                continue
            # The answer names the record (an update by code has no id in its path, and
            # some answer with no body at all: then the code names it).
            last = path.rstrip("/").rsplit("/", 1)[-1]
            if isinstance(saved, dict) and "id" in saved:
                record_id = str(saved["id"])
            elif template.rstrip("/").endswith("/code/{code}"):
                record_id = CODE_KEY + unquote(last)
            else:
                record_id = last
            for name in rule.add:
                self.state.replaced(_collection(template), record_id, name, sent)
            if isinstance(saved, dict):
                self._remember_nested(_collection(template), rule, sent, saved)

    def _remember_nested(
        self, collection: str, rule: VariantRule, sent: dict[str, Any], saved: dict[str, Any]
    ) -> None:
        """The elements of a replaced record's list fields: each stored element keeps what
        the body's element of the same id carries; one the body did not name by id (a new
        value) has none of the added fields."""
        for list_field, inner in rule.nested.items():
            if not inner.add or not isinstance(saved.get(list_field), list):
                continue
            sent_elements = sent.get(list_field)
            by_id = {
                str(element["id"]): element
                for element in (sent_elements if isinstance(sent_elements, list) else [])
                if isinstance(element, dict) and "id" in element
            }
            for element in _records(saved[list_field]):
                if "id" not in element:
                    continue
                element_id = str(element["id"])
                for name in inner.add:
                    self.state.replaced(
                        f"{collection}/{list_field}", element_id, name, by_id.get(element_id, {})
                    )

    def _rewritten(self, path: str, rules: list[VariantRule], body: bytes) -> bytes:
        try:
            data = json.loads(body)
        except ValueError:
            return body
        for rule in rules:
            template = rule.matches(path) or ""
            for record in _records(data):
                self._rewrite(record, rule, path, template)
        return json.dumps(data).encode()

    def _rewrite(self, record: dict[str, Any], rule: VariantRule, path: str, template: str) -> None:
        self._rewrite_record(
            record, rule, _collection(template), _record_ids(record, path, template)
        )

    def _rewrite_record(
        self, record: dict[str, Any], rule: VariantRule, collection: str, record_ids: list[str]
    ) -> None:
        for list_field, inner in rule.nested.items():
            for element in _records(record.get(list_field)):
                element_ids = [str(element["id"])] if "id" in element else []
                self._rewrite_record(element, inner, f"{collection}/{list_field}", element_ids)
        for name, default in rule.add.items():
            present, value = self.state.value(collection, record_ids, name, default)
            if present:
                record[name] = value
        for name in rule.drop:
            record.pop(name, None)
        for name, mapping in rule.enum.items():
            if isinstance(record.get(name), str) and record[name] in mapping:
                record[name] = mapping[record[name]]
        for name in rule.zoneless_dates:
            if name in record:
                record[name] = _zoneless(record[name])
        for ours, theirs in rule.rename.items():
            if ours in record:
                record[theirs] = record.pop(ours)


def _rename_back(record: dict[str, Any], rule: VariantRule) -> None:
    for list_field, inner in rule.nested.items():
        for element in _records(record.get(list_field)):
            _rename_back(element, inner)
    for ours, theirs in rule.rename.items():
        if theirs in record:
            record[ours] = record.pop(theirs)
    for name, mapping in rule.enum.items():
        back = {theirs: ours for ours, theirs in mapping.items()}
        if isinstance(record.get(name), str) and record[name] in back:
            record[name] = back[record[name]]
