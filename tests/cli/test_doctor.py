"""``backoffice doctor``: the demo company, paced by the rate limits, reports no difference
and writes its zip; bad options, a refused token and an unreachable server are one line on
stderr with the runners' exit codes; the runner starts without Qt or the sandbox."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from app.doctor.catalogue import PROBES
from app.main import main
from tests.support.fake_server import unused_port_url
from tests.support.python_script import last_line_of


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["doctor", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_demo_company_has_no_difference(
    capsys: pytest.CaptureFixture[str], home: Path, tmp_path: Path
) -> None:
    out = tmp_path / "check.zip"
    code, text, err = run(capsys, "--demo", "--out", str(out))
    assert code == 0, err
    assert "No difference from our reading of the contract." in text
    assert "refused for the rate limits: 0" in text  # paced by the limiter: no 429
    steps = [line for line in err.splitlines() if line.startswith("doctor: [")]
    assert len(steps) == len(PROBES) + 1
    with zipfile.ZipFile(out) as archive:
        assert archive.read("report.txt").decode("utf-8") == text
        details = json.loads(archive.read("report.json"))
    assert details["differences"] == [] and details["rateLimited"] == 0
    assert details["rateLimitHeaders"]  # the demo company announces its limits


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([], "give exactly one of --demo"),
        (["--demo", "--out", "check.txt"], "give a .zip file"),
        (["--demo", "--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], home: Path, argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert message in err and err.count("\n") == 1


def test_a_refused_token_is_exit_3(capsys: pytest.CaptureFixture[str], live_url: str) -> None:
    code, out, err = run(capsys, "--server", live_url, "--token", "Bearer wrong")
    assert (code, out) == (3, "")
    assert "refused the token" in err and err.count("\n") == 1


LOADED_AFTER_A_DOCTOR = """
import json, sys
from app.main import main
code = main(sys.argv[1:])
heavy = sorted({m.split(".")[0] for m in sys.modules} & {"PySide6", "shiboken6", "fastapi",
    "starlette", "uvicorn"})
print(json.dumps([code, heavy]))
"""


def test_an_unreachable_server_is_exit_4_and_the_runner_loads_no_qt(tmp_path: Path) -> None:
    line = last_line_of(
        LOADED_AFTER_A_DOCTOR, "doctor", "--server", unused_port_url(), "--token", "Bearer x"
    )
    assert json.loads(line) == [4, []]
