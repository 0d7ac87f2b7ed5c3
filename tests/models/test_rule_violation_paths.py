"""A rule violation raised from a field validator must say so, or its path doubles up.

Inside a field validator pydantic's location already ends with the validated field, so
``rule_violation("childItems", ...)`` without ``from_field_validator=True`` is reported at
``childItems.childItems`` and a form cannot put the message next to any field. Three models
shipped with that mistake; this keeps it from coming back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import app.models

MODELS = Path(app.models.__file__).parent


def field_validator_violations_without_the_flag() -> list[str]:
    found = []
    for source in sorted(MODELS.glob("*.py")):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            if not any("field_validator" in ast.unparse(d) for d in function.decorator_list):
                continue
            for call in ast.walk(function):
                if (
                    isinstance(call, ast.Call)
                    and ast.unparse(call.func).endswith("rule_violation")
                    and not any(k.arg == "from_field_validator" for k in call.keywords)
                ):
                    found.append(f"{source.name}:{call.lineno} in {function.name}")
    return found


def test_field_validators_raise_rule_violations_against_a_sibling() -> None:
    assert field_validator_violations_without_the_flag() == []
