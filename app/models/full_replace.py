"""The body of a full replace: the record as the server sent it, with the clerk's changes.

Every update the API offers is a full replace (PUT with the whole record, no version, no
patch): a field the body lacks is reset by the server. A form never shows every field (an
order's ``taxable``, a customer's second address line), and our models do not know every
field the server has (``spec/gaps.md``: responses are tolerant). So a body built from the
form alone resets what the form does not hold.

``full_replace_body`` builds it the other way round: it starts from the server's record
(every field, known or not) and writes over it only what the clerk changed, found by
comparing the request built from the form as it was opened with the request built from
the form now. A field the clerk did not touch goes back exactly as the server sent it, even
where the form could not hold its value.

``carry_body`` is the other half, used when a frozen body is sent: the request model
checks it and writes its own fields, and every field it does not know is carried along.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from typing import Any


def full_replace_body(
    server: Mapping[str, Any], original: Mapping[str, Any], current: Mapping[str, Any]
) -> dict[str, Any]:
    """The PUT body: ``server`` (the record as the server returned it) with the fields
    where ``current`` (the request of the form now) differs from ``original`` (the request
    of the form as it was opened) written over it.

    - a field the clerk did not change keeps the server's value; where the server's record
      has no field of that name (the request names it otherwise: ``salesPersonId`` for the
      record's ``salesPerson``), the request's value is sent;
    - a field the clerk changed takes the form's value (objects and lists of objects are
      merged the same way, one level down: an order line keeps the fields the grid does not
      show);
    - a field the clerk emptied is sent as null where the server had it (a full replace
      reads a missing field as empty, null says it plainly);
    - every other field of the server's record (those no form shows, those our models do
      not know) is sent as the server sent it.
    """
    body: dict[str, Any] = dict(server)
    for name in original.keys() | current.keys():
        if name not in current:
            if name in server:
                body[name] = None
            continue
        mine = current[name]
        before = original.get(name)
        theirs = server.get(name)
        composite = isinstance(mine, Mapping | list) and type(mine) is type(before)
        if name in original and not composite and _same(before, mine):
            if name not in server:
                body[name] = mine
            continue
        # Objects and lists are merged even when unchanged: the server's copy of an order
        # line names its item ``stockItem`` where the request says ``stockItemId``, and
        # the request's names must be there too.
        if isinstance(mine, Mapping) and isinstance(before, Mapping):
            body[name] = full_replace_body(
                theirs if isinstance(theirs, Mapping) else {}, before, mine
            )
        elif isinstance(mine, list) and isinstance(before, list):
            body[name] = _merged_list(theirs, before, mine)
        else:
            body[name] = mine
    return body


def _merged_list(server: object, original: Sequence[Any], current: Sequence[Any]) -> list[Any]:
    """A changed list (order lines): each element of the form now is paired with the one it
    was (unchanged elements by equality, edited ones by position within an edited run) and
    merged over the server's element at that place; added elements are as the form built
    them, removed ones are gone. When the server's list does not line up with the form's
    as opened (a different length), the form's elements are sent as built."""
    if not isinstance(server, list) or len(server) != len(original):
        return list(current)
    matcher = difflib.SequenceMatcher(
        a=[_fingerprint(one) for one in original],
        b=[_fingerprint(one) for one in current],
        autojunk=False,
    )
    merged: list[Any] = []
    for tag, start_a, end_a, start_b, end_b in matcher.get_opcodes():
        if tag == "insert":
            merged.extend(current[start_b:end_b])
            continue
        if tag == "delete":
            continue
        for offset, element in enumerate(current[start_b:end_b]):
            at = start_a + offset
            if at < end_a:
                merged.append(_merged_element(server[at], original[at], element))
            else:
                merged.append(element)
    return merged


def _merged_element(server: object, original: object, current: object) -> Any:
    if (
        isinstance(server, Mapping)
        and isinstance(original, Mapping)
        and isinstance(current, Mapping)
    ):
        return full_replace_body(server, original, current)
    return current


def carry_body(frozen: Mapping[str, Any], written: Mapping[str, Any]) -> dict[str, Any]:
    """``frozen`` (a body kept in the outbox) with ``written`` (what the request model
    writes of it, checked and normalized) over it: the model's fields as it writes them,
    every field it does not know as it was frozen. Objects and lists of the same length
    are carried one level down the same way (an order line's unknown fields)."""
    body: dict[str, Any] = dict(frozen)
    for name, value in written.items():
        kept = frozen.get(name)
        if isinstance(value, Mapping) and isinstance(kept, Mapping):
            body[name] = carry_body(kept, value)
        elif isinstance(value, list) and isinstance(kept, list) and len(value) == len(kept):
            body[name] = [
                carry_body(old, new)
                if isinstance(old, Mapping) and isinstance(new, Mapping)
                else new
                for old, new in zip(kept, value, strict=True)
            ]
        else:
            body[name] = value
    return body


def _same(left: object, right: object) -> bool:
    if type(left) is type(right) and isinstance(left, str | int | bool | type(None)):
        return left == right  # the common case, without writing JSON
    return _fingerprint(left) == _fingerprint(right)


def _fingerprint(value: object) -> str:
    """JSON text with sorted keys, numbers by value: 14 and 14.0 are one number on the wire
    (the server may send either), so they are one here."""
    return json.dumps(_numbers_by_value(value), sort_keys=True, default=str)


def _numbers_by_value(value: object) -> object:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, Mapping):
        return {name: _numbers_by_value(one) for name, one in value.items()}
    if isinstance(value, list | tuple):
        return [_numbers_by_value(one) for one in value]
    return value
