"""Shellcheck the ``run:`` blocks of GitHub Actions workflows that run in bash.

    python tools/workflow_shell.py .github/workflows/*.yml

Each bash step (every step of a job not on Windows, unless it names another shell) is
written to a temporary script, with the step's ``${{ ... }}`` expressions replaced by a
plain word, and shellcheck reads them all; its findings name the workflow, the job and the
step. PowerShell steps (Windows) are left out. Exit status: shellcheck's.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

EXPRESSION = re.compile(r"\$\{\{.*?\}\}")


def bash_steps(workflow: Path) -> list[tuple[str, str]]:
    """(name, script) of each bash step of ``workflow``."""
    document = yaml.safe_load(workflow.read_text(encoding="utf-8"))
    found = []
    for job_name, job in (document.get("jobs") or {}).items():
        windows = "windows" in str(job.get("runs-on", ""))
        for number, step in enumerate(job.get("steps") or [], start=1):
            shell = step.get("shell", "pwsh" if windows else "bash")
            if "run" not in step or shell != "bash":
                continue
            name = f"{workflow.name} {job_name} step {number} ({step.get('name', 'run')})"
            found.append((name, EXPRESSION.sub("EXPRESSION", step["run"])))
    return found


def main(arguments: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="workflow-shell-") as folder:
        scripts = []
        for argument in arguments:
            for number, (name, script) in enumerate(bash_steps(Path(argument))):
                path = Path(folder) / f"{Path(argument).stem}-{number:02}.sh"
                # GitHub runs bash steps with -e and pipefail: shellcheck reads them so.
                path.write_text(f"#!/usr/bin/env bash\n# {name}\nset -eo pipefail\n{script}\n")
                scripts.append(str(path))
        if not scripts:
            print("workflow_shell.py: no bash step found", file=sys.stderr)
            return 1
        result = subprocess.run(["shellcheck", *scripts], check=False)
        print(f"shellcheck: {len(scripts)} bash steps of {len(arguments)} workflow file(s)")
        return result.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
