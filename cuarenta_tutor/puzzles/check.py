"""Re-prove stored puzzles with the current engine: the ``lint`` of the bank.

A puzzle fails when its position no longer reads back as written, when its answers,
criterion, margin or themes are not what the engine finds now, when its rating is not the
one its measured difficulty gives, or when its id is not unique.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from ..engine.cards import NotationError
from ..engine.messages import MessageError
from .mine import make_puzzle
from .model import Puzzle
from .predicates import detect_themes
from .proof import ProofError, reprove

CHUNK = 25
"""Puzzles sent to a worker process at a time."""


@dataclass
class CheckReport:
    """The outcome of checking puzzles: counts and one message per failing puzzle."""

    puzzles: int = 0
    by_rules: Counter[str] = field(default_factory=Counter)
    by_theme: Counter[str] = field(default_factory=Counter)
    errors: list[MessageError] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        """Return the ``puzzles check --json`` form."""
        return {
            "puzzles": self.puzzles,
            "by_rules": dict(sorted(self.by_rules.items())),
            "by_theme": dict(sorted(self.by_theme.items())),
            "errors": len(self.errors),
            "seconds": round(self.seconds, 2),
        }


class PuzzleProblem(MessageError):
    """What has changed about one stored puzzle: its id and the reason."""


def check_puzzle(puzzle: Puzzle) -> PuzzleProblem | None:
    """Re-prove one puzzle; return what changed, or None when the record still holds."""
    try:
        proof = reprove(puzzle.position, puzzle.answers, puzzle.criterion)
    except (ProofError, NotationError) as error:
        return _problem(puzzle, error)
    position = proof.position
    if position.ruleset.name != puzzle.rules or position.players != puzzle.players:
        return _problem(puzzle, ProofError("the rules or players do not match the position"))
    themes = detect_themes(proof)
    if themes != puzzle.themes:
        found = ", ".join(themes) or "-"
        return _problem(puzzle, ProofError("the themes are now {themes}", themes=found))
    expected = make_puzzle(proof, themes, puzzle.id)
    for name in ("margin", "by", "beginner", "rating"):
        if getattr(expected, name) != getattr(puzzle, name):
            value = str(getattr(expected, name))
            reason = ProofError("the {field} is now {value}", field=name, value=value)
            return _problem(puzzle, reason)
    return None


def _problem(puzzle: Puzzle, reason: MessageError) -> PuzzleProblem:
    return PuzzleProblem("{id}: {reason}", id=puzzle.id, reason=reason)


def spread_sample(puzzles: Sequence[Puzzle], size: int) -> list[Puzzle]:
    """Return ``size`` puzzles spread evenly over ``puzzles`` (all of them if fewer)."""
    if size >= len(puzzles):
        return list(puzzles)
    return [puzzles[index * len(puzzles) // size] for index in range(size)]


def check_puzzles(puzzles: Iterable[Puzzle], *, jobs: int = 1) -> CheckReport:
    """Re-prove every puzzle and count them by ruleset and theme.

    With ``jobs`` above 1 the puzzles are proved in that many worker processes; the report
    is the same, in the same order.
    """
    started = time.perf_counter()
    listed = list(puzzles)
    report = CheckReport()
    ids: set[str] = set()
    for puzzle in listed:
        report.puzzles += 1
        report.by_rules[puzzle.rules] += 1
        report.by_theme.update(puzzle.themes)
        if puzzle.id in ids:
            report.errors.append(_problem(puzzle, ProofError("the id is used twice")))
        ids.add(puzzle.id)
    if jobs > 1 and len(listed) > CHUNK:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            problems = list(pool.map(check_puzzle, listed, chunksize=CHUNK))
    else:
        problems = [check_puzzle(puzzle) for puzzle in listed]
    report.errors += [problem for problem in problems if problem is not None]
    report.seconds = time.perf_counter() - started
    return report
