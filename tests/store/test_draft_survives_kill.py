"""kill -9 while typing: the restart finds the draft, holding what was typed up to a
moment before the kill. The long profile (100 kills, printing the worst loss in seconds)
is ``python -m tests.benchmarks.bench_draft_kill``; timing is only printed there."""

from __future__ import annotations

import random
from pathlib import Path

from tests.support.draft_kill import kill_while_typing


def test_a_killed_editor_s_draft_is_found_again_and_is_what_was_typed(tmp_path: Path) -> None:
    rng = random.Random(6)
    for attempt in range(3):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        outcome = kill_while_typing(folder, rng)
        assert outcome.typed > 0
        # At least one draft write happened unless the kill came within its first second.
        assert outcome.kept > 0 or outcome.lost_seconds < 2.5, outcome
        assert outcome.kept <= outcome.typed
