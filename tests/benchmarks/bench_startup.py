"""Start-up against a bare PySide6 window, both timed the same way in the same run.

    .venv/bin/python -m tests.benchmarks.bench_startup [--quick] [--runs N]

Each run is a whole process, from its start until its main window is shown (mapped, on a
real X server) and answers an event posted to it (``startup_probe``: the event is
handled only once the event loop runs and is free). Three commands, in turn, run after run:

- ``bare``: a bare ``QMainWindow`` in ``QApplication.exec()``: the baseline;
- ``floor``: the least a window like the app's costs with none of the app's code
  (asyncio and qasync's loop, Qt's ``Qt`` namespace, a tree and a label of text): said
  beside the targets, for what of a start is the app's own;
- ``second start``: ``backoffice`` on a data folder whose demo company already exists,
  and its ledger cache (synced once before the runs, by ``backoffice report``): the window
  answering, then, in the same process, the landing dashboard showing its figures, drawn
  from the figures the previous start kept beside that cache (<= 2.0x the bare window
  too), and, apart, the same when those kept figures are gone (the cache changed since
  they were kept: the dashboard computes them from the cache, then keeps them again);
- ``first start``: ``backoffice`` on an empty data folder (the demo company is created).

and, for the first start, the time until the demo company is open and online (created,
served, the first request answered): not a start-up target, said for what a new user
waits. Under Xvfb (when ``Xvfb`` is installed: Debian's ``xvfb``) and on Qt's offscreen
platform. Prints min / median / max of each, wall-clock and the process's CPU seconds (on
a loaded machine the CPU is the steadier figure), and the ratios to the bare window (the
median of the run-by-run ratios, then each run's). Targets: second start <= 2.0x, first
start <= 4.0x, the dashboard's figures on a second start <= 2.0x.
``--quick`` (CI): 3 runs, offscreen and Xvfb; ``--second-only`` leaves out the first
starts, ``--platform xvfb|offscreen`` the other platform. The app's bytecode is compiled
first, as an installed app's is.
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PROBE = [sys.executable, "-m", "tests.benchmarks.startup_probe"]
TIMEOUT_SECONDS = 120


@dataclass(frozen=True)
class Mark:
    """When a process said a line: seconds since it was started (wall) and the CPU
    seconds it had used by then, every thread's (the probe says them)."""

    wall: float
    cpu: float


def timed_marks(
    command: list[str], environment: dict[str, str], until: tuple[str, ...] = ("answered",)
) -> dict[str, Mark]:
    """Each of the lines ``until`` on ``command``'s stdout, in that order, as a ``Mark``."""
    started = time.perf_counter()
    process = subprocess.Popen(
        command, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    marks: dict[str, Mark] = {}
    try:
        for line in process.stdout:
            words = line.split()
            if len(words) == 2 and words[0] == until[len(marks)]:
                marks[words[0]] = Mark(time.perf_counter() - started, float(words[1]))
                if len(marks) == len(until):
                    return marks
        _out, errors = process.communicate(timeout=TIMEOUT_SECONDS)
        missing = until[len(marks)]
        raise RuntimeError(f"{' '.join(command)} ended without {missing!r}: {errors[-2000:]}")
    finally:
        process.kill()
        process.wait()
        wait_for_leftovers(environment.get("BACKOFFICE_HOME"))


def wait_for_leftovers(home: str | None, timeout: float = 15.0) -> None:
    """Until no process started for the data folder ``home`` is left: a run ended at its
    mark leaves the demo company's process finishing its start (it ends once it reads
    that its stdin closed, some seconds later), whose CPU would otherwise count against
    the next run, the bare window's included. Linux's /proc only (elsewhere: a pause)."""
    if not home:
        return
    proc = Path("/proc")
    if not proc.is_dir():
        time.sleep(3)
        return
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        alive = False
        for entry in proc.iterdir():
            if not entry.name.isdigit():
                continue
            try:
                command_line = (entry / "cmdline").read_bytes()
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if home.encode() in command_line and state != "Z":
                alive = True
                break
        if not alive:
            return
        time.sleep(0.05)


def timed(command: list[str], environment: dict[str, str], until: str = "answered") -> Mark:
    """The moment ``command`` said the line ``until``."""
    return timed_marks(command, environment, (until,))[until]


@contextlib.contextmanager
def display(kind: str) -> Iterator[dict[str, str] | None]:
    """The environment for Qt on ``kind`` ("offscreen" or "xvfb"); None if not here."""
    base = {key: value for key, value in os.environ.items() if not key.startswith("QT_")}
    if kind == "offscreen":
        yield {**base, "QT_QPA_PLATFORM": "offscreen"}
        return
    if shutil.which("Xvfb") is None:
        yield None
        return
    number = 90 + os.getpid() % 500
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = Path(f"/tmp/.X11-unix/X{number}")
        for _ in range(100):
            if socket.exists():
                break
            time.sleep(0.05)
        yield {**base, "QT_QPA_PLATFORM": "xcb", "DISPLAY": f":{number}"}
    finally:
        server.terminate()
        server.wait()


def prepare_second_start(home: Path, environment: dict[str, str]) -> None:
    """A data folder as after a first start and a session: app database, profile, demo
    company, and the profile's ledger cache synced (the command line syncs the same cache
    the app's session does), so that the dashboard has the demo company's figures."""
    environment = {**environment, "BACKOFFICE_HOME": str(home)}
    timed([*PROBE, "app-online"], environment, "online")
    subprocess.run(
        [
            sys.executable, "-m", "app", "report", "cash-position", "--demo",
            "--cache", str(ledger_cache(home)), "--out", str(home / "cash-position.json"),
        ],
        env=environment, check=True, stdout=subprocess.DEVNULL, timeout=TIMEOUT_SECONDS,
    )  # fmt: skip


def ledger_cache(home: Path) -> Path:
    """The demo profile's ledger cache in the data folder ``home``."""
    return home / "data" / "profiles" / "demo.ledger.sqlite3"


def forget_kept_figures(home: Path) -> None:
    """As if the cache had changed since the last start: its kept figures are gone."""
    ledger_cache(home).with_name("demo.landing.json").unlink(missing_ok=True)


def summary(values: list[float]) -> str:
    return (
        f"min {min(values):6.3f}  median {statistics.median(values):6.3f}  max {max(values):6.3f} s"
    )


MEASURES = (
    ("floor", "floor: asyncio, Qt enums, text", "no target"),
    ("second", "second start", "<= 2.0x"),
    ("figures", "second start, dashboard figures", "<= 2.0x"),
    ("computed", "second start, figures computed", "no target"),
    ("first", "first start", "<= 4.0x"),
    ("online", "first start, demo online", "no target"),
)


def run(kind: str, runs: int, *, first: bool = True) -> None:
    with display(kind) as environment:
        if environment is None:
            print(f"\n{kind}: skipped (Xvfb is not installed: apt install xvfb)")
            return
        try:
            timed([*PROBE, "bare"], environment)  # warms the file cache; can Qt start here?
        except RuntimeError as exc:
            print(f"\n{kind}: skipped, Qt's windows cannot start here: {exc}")
            return
        with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
            second_home = Path(folder) / "second"
            prepare_second_start(second_home, environment)
            # The figures the dashboard keeps, as the first start after the sync left them.
            timed_marks(
                [*PROBE, "app-figures"],
                {**environment, "BACKOFFICE_HOME": str(second_home)},
                ("answered", "figures"),
            )
            times: dict[str, list[Mark]] = {key: [] for key in ("bare", *(m[0] for m in MEASURES))}
            for index in range(runs):
                times["bare"].append(timed([*PROBE, "bare"], environment))
                times["floor"].append(timed([*PROBE, "floor"], environment))
                second = timed_marks(
                    [*PROBE, "app-figures"],
                    {**environment, "BACKOFFICE_HOME": str(second_home)},
                    ("answered", "figures"),
                )
                times["second"].append(second["answered"])
                times["figures"].append(second["figures"])
                forget_kept_figures(second_home)
                computed = timed_marks(
                    [*PROBE, "app-figures"],
                    {**environment, "BACKOFFICE_HOME": str(second_home)},
                    ("answered", "figures"),
                )
                times["computed"].append(computed["figures"])
                if not first:
                    continue
                first_home = Path(folder) / f"first-{index}"
                times["first"].append(
                    timed([*PROBE, "app"], {**environment, "BACKOFFICE_HOME": str(first_home)})
                )
                shutil.rmtree(first_home, ignore_errors=True)
                times["online"].append(
                    timed(
                        [*PROBE, "app-online"],
                        {**environment, "BACKOFFICE_HOME": str(first_home)},
                        "online",
                    )
                )
                shutil.rmtree(first_home, ignore_errors=True)
    bare = times["bare"]
    print(f"\n{kind} ({runs} runs each, in turn; wall, then the process's CPU)")
    for clock in ("wall", "cpu"):
        baseline = summary([getattr(mark, clock) for mark in bare])
        print(f"  {'bare PySide6 window, ' + clock:<41} {baseline}")
        for key, name, target in MEASURES:
            if not times[key]:
                continue
            values = [getattr(mark, clock) for mark in times[key]]
            ratios = [
                getattr(mark, clock) / getattr(base, clock)
                for mark, base in zip(times[key], bare, strict=True)
            ]
            print(
                f"  {name + ', ' + clock:<41} {summary(values)}   "
                f"{statistics.median(ratios):5.2f}x the bare window ({target})"
            )
        print(f"  run by run, {clock} ratios to the bare window:")
        for key, name, _target in MEASURES:
            if not times[key]:
                continue
            ratios = [
                getattr(mark, clock) / getattr(base, clock)
                for mark, base in zip(times[key], bare, strict=True)
            ]
            print(f"    {name:<33} " + "  ".join(f"{ratio:5.2f}x" for ratio in ratios))


def compile_bytecode() -> None:
    """Bytecode for the app and the probe, as an installed app has it (pip compiles a
    wheel's, the bundles carry theirs): without it (PYTHONDONTWRITEBYTECODE, a fresh
    checkout) every start would compile the app's modules again, some 40 ms."""
    root = Path(__file__).resolve().parents[2]
    for folder in (root / "app", root / "tests" / "benchmarks"):
        compileall.compile_dir(folder, quiet=1)
    compileall.compile_file(root / "tests" / "__init__.py", quiet=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 runs (CI)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--second-only", action="store_true", help="the second start only, no first starts"
    )
    parser.add_argument("--platform", choices=("xvfb", "offscreen"), help="this one only")
    args = parser.parse_args()
    runs = 3 if args.quick else args.runs
    compile_bytecode()
    for kind in (args.platform,) if args.platform else ("xvfb", "offscreen"):
        run(kind, runs, first=not args.second_only)


if __name__ == "__main__":
    main()
