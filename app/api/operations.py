"""Which operation of the spec each client method implements.

``@operation("GET", "/v3/taxes/{id}")`` on a resource method records the method and path
as the spec writes them; a test walks both spec files and fails when an operation has no
client method.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

OPERATION_ATTRIBUTE = "__api_operation__"


def operation(method: str, path: str) -> Callable[[F], F]:
    """Mark a resource method as the client of ``method path`` (spec spelling)."""

    def mark(function: F) -> F:
        setattr(function, OPERATION_ATTRIBUTE, (method.upper(), path))
        return function

    return mark


def normalized(method: str, path: str) -> tuple[str, str]:
    """``("GET", "/v3/taxes/{id}")`` -> ``("GET", "/v3/taxes/{}")``: names of path
    parameters do not matter when comparing with the spec."""
    return method.upper(), re.sub(r"\{[^}]*\}", "{}", path.rstrip("/"))


def operations_of(classes: Iterable[type]) -> dict[tuple[str, str], str]:
    """Normalized operation -> "Class.method" for every marked method of ``classes``."""
    found: dict[tuple[str, str], str] = {}
    for cls in classes:
        for name, member in inspect.getmembers(cls, inspect.isfunction):
            marked = getattr(member, OPERATION_ATTRIBUTE, None)
            if marked is not None:
                found[normalized(*marked)] = f"{cls.__name__}.{name}"
    return found
