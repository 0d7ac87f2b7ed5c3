"""kill -9 while typing: the restart finds the draft, holding what was typed up to at most
a second before the kill (the promise of DESIGN.md, "Drafts"). The long profile (100 kills,
printing the worst loss in seconds) is ``python -m tests.benchmarks.bench_draft_kill``.

Each kill comes after 1.5 to 3.5 s of typing, longer than the bound, so that an editor
which kept nothing (or kept only its first second) would lose more than a second: the
second test shows that the bound then fails."""

from __future__ import annotations

import random
from pathlib import Path

from tests.support.draft_kill import KillOutcome, kill_while_typing

MOST_LOST_SECONDS = 1.0
TYPING_SECONDS = (1.5, 3.5)


def within_the_bound(outcome: KillOutcome) -> bool:
    """Something was kept, and what was lost was typed in the last second."""
    return outcome.kept > 0 and outcome.lost_seconds <= MOST_LOST_SECONDS


def test_a_killed_editor_s_draft_is_found_again_and_is_what_was_typed(tmp_path: Path) -> None:
    rng = random.Random(6)
    for attempt in range(3):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        outcome = kill_while_typing(folder, rng, typing_seconds=TYPING_SECONDS)
        assert outcome.typed > 0
        assert outcome.kept <= outcome.typed
        assert within_the_bound(outcome), outcome


def test_the_bound_fails_for_an_editor_that_saves_no_drafts(tmp_path: Path) -> None:
    outcome = kill_while_typing(
        tmp_path, random.Random(6), typing_seconds=TYPING_SECONDS, drafts=False
    )
    assert outcome.kept == 0 and outcome.lost_seconds >= TYPING_SECONDS[0]
    assert not within_the_bound(outcome)
