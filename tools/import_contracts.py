"""Import-linter contract types the built-in ones cannot express.

Import-linter squashes external packages to their top level (``PySide6``), so a plain
``forbidden`` contract cannot say "QtCore yes, QtWidgets no". This contract reads the import
lines themselves and names the offending ones.
"""

from __future__ import annotations

import re
from typing import Any

from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck

_QT_IMPORT = re.compile(r"\bPySide6\.(\w+)|from\s+PySide6\s+import\s+(.+)")


class QtSubmodulesContract(Contract):
    """Source modules may import only the listed PySide6 submodules.

    Options: ``source_modules`` (packages checked, with their descendants) and
    ``allowed_submodules`` (for example ``QtCore``).
    """

    source_modules = fields.ListField(subfield=fields.StringField())
    allowed_submodules = fields.ListField(subfield=fields.StringField())

    def check(self, graph: Any, verbose: bool) -> ContractCheck:
        allowed = set(self.allowed_submodules)  # type: ignore[arg-type]
        violations: list[str] = []
        for package in self.source_modules:  # type: ignore[attr-defined]
            modules = {package} | set(graph.find_descendants(package))
            for module in sorted(modules):
                for detail in graph.get_import_details(importer=module, imported="PySide6"):
                    used = _submodules_named(detail["line_contents"])
                    if not used or not used <= allowed:
                        violations.append(
                            f"{module}:{detail['line_number']}: {detail['line_contents']}"
                        )
        return ContractCheck(kept=not violations, metadata={"violations": violations})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for line in check.metadata["violations"]:
            output.print_error(line)


def _submodules_named(line: str) -> set[str]:
    """The PySide6 submodules an import line names (empty when it cannot tell)."""
    names: set[str] = set()
    for dotted, from_list in _QT_IMPORT.findall(line):
        if dotted:
            names.add(dotted)
        if from_list:
            names.update(part.strip().split(" ")[0] for part in from_list.strip("()").split(","))
    return names
