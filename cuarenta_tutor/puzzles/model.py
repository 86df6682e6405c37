"""The puzzle record: one engine-proved position per line of ``content/puzzles/<rules>.jsonl``.

A record is a JSON object (see ``content/puzzles/README.md``)::

    {"id": "quito-00042", "rules": "quito", "players": 2,
     "position": "rules: quito; score: 12-20; hands: 3c 7s / 4h Kd; table: 3h 4c Js",
     "answers": ["7s x 3h 4c Js"], "criterion": "deal", "margin": 4, "by": "points",
     "themes": ["run-jump", "best-capture"], "rating": 1460, "beginner": "3c x 3h"}

:func:`parse_puzzle` reads one line and :func:`format_puzzle` writes one; :func:`load_bank`
reads a shipped ruleset's file. Errors are :class:`PuzzleError` naming the file and line.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..engine.messages import MessageError
from ..paths import content_dir
from .themes import THEMES

CRITERIA = ("deal", "immediate")
"""The criteria a puzzle's answers are proved under (see :mod:`.proof`)."""
MARGIN_UNITS = ("points", "cards", "caida_risk", "limpia_risk")
"""What a margin is measured in: the component of the criterion's key that separates."""
FIELDS = (
    "id",
    "rules",
    "players",
    "position",
    "answers",
    "criterion",
    "margin",
    "by",
    "themes",
    "rating",
    "beginner",
)


class PuzzleError(MessageError):
    """A puzzle record or bank file that cannot be read, or an unknown puzzle id."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position, its proved answers, themes and difficulty rating.

    ``answers`` are every optimal action in play notation (``"7s x 3c 4h Js"``, ``"ronda"``,
    ``"claim"``); ``margin`` is how much worse the best other action is, measured ``by`` one
    component of the criterion's key; ``beginner`` is the play a beginner reaches for.
    """

    id: str
    rules: str
    players: int
    position: str
    answers: tuple[str, ...]
    criterion: str
    margin: float
    by: str
    themes: tuple[str, ...]
    rating: int
    beginner: str

    @property
    def beginner_trap(self) -> bool:
        """Whether the beginner's play is not among the answers."""
        return self.beginner not in self.answers

    def to_dict(self) -> dict[str, object]:
        """Return the record as JSON-ready data, fields in their documented order."""
        return {
            "id": self.id,
            "rules": self.rules,
            "players": self.players,
            "position": self.position,
            "answers": list(self.answers),
            "criterion": self.criterion,
            "margin": self.margin,
            "by": self.by,
            "themes": list(self.themes),
            "rating": self.rating,
            "beginner": self.beginner,
        }


def format_puzzle(puzzle: Puzzle) -> str:
    """Write a puzzle as one line of JSON."""
    return json.dumps(puzzle.to_dict(), ensure_ascii=False)


def parse_puzzle(line: str, *, where: str = "puzzle") -> Puzzle:
    """Read one line of JSON as a puzzle; raise :class:`PuzzleError` saying what is wrong."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as error:
        raise PuzzleError(
            "{where}: not a JSON object ({reason})", where=where, reason=error.msg
        ) from None
    if not isinstance(data, dict):
        raise PuzzleError("{where}: a puzzle is a JSON object", where=where)
    missing = [name for name in FIELDS if name not in data]
    if missing:
        raise PuzzleError("{where}: the field '{field}' is missing", where=where, field=missing[0])
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise PuzzleError("{where}: unknown field '{field}'", where=where, field=unknown[0])
    _expect(where, data, {"id": str, "rules": str, "position": str, "criterion": str})
    _expect(where, data, {"by": str, "beginner": str, "players": int, "rating": int})
    if data["criterion"] not in CRITERIA:
        raise PuzzleError(
            "{where}: criterion must be one of {names}", where=where, names=", ".join(CRITERIA)
        )
    if data["by"] not in MARGIN_UNITS:
        raise PuzzleError(
            "{where}: 'by' must be one of {names}", where=where, names=", ".join(MARGIN_UNITS)
        )
    if data["players"] not in (2, 4):
        raise PuzzleError("{where}: players must be 2 or 4", where=where)
    if not isinstance(data["margin"], int | float) or data["margin"] <= 0:
        raise PuzzleError("{where}: margin must be a positive number", where=where)
    answers = _strings(where, data, "answers")
    themes = _strings(where, data, "themes")
    if not answers:
        raise PuzzleError("{where}: a puzzle needs at least one answer", where=where)
    strange = [theme for theme in themes if theme not in THEMES]
    if strange:
        raise PuzzleError("{where}: unknown theme '{theme}'", where=where, theme=strange[0])
    return Puzzle(
        id=data["id"],
        rules=data["rules"],
        players=data["players"],
        position=data["position"],
        answers=answers,
        criterion=data["criterion"],
        margin=data["margin"],
        by=data["by"],
        themes=themes,
        rating=data["rating"],
        beginner=data["beginner"],
    )


def _expect(where: str, data: dict[str, object], types: dict[str, type]) -> None:
    for name, kind in types.items():
        value = data[name]
        if isinstance(value, kind) and not isinstance(value, bool):
            continue
        if kind is int:
            raise PuzzleError("{where}: '{field}' must be a whole number", where=where, field=name)
        raise PuzzleError("{where}: '{field}' must be text", where=where, field=name)


def _strings(where: str, data: dict[str, object], name: str) -> tuple[str, ...]:
    value = data[name]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise PuzzleError("{where}: '{field}' must be a list of strings", where=where, field=name)
    return tuple(value)


def bank_dir() -> Path:
    """Return the folder of the shipped puzzle files."""
    return content_dir() / "puzzles"


def bank_rules() -> tuple[str, ...]:
    """Return the rulesets with a shipped puzzle file, in name order."""
    return tuple(sorted(path.stem for path in bank_dir().glob("*.jsonl")))


def read_puzzles(path: Path) -> list[Puzzle]:
    """Read every puzzle of one file; blank lines are skipped."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise PuzzleError(
            "{where}: cannot be read ({reason})", where=str(path), reason=error.strerror
        ) from None
    return list(_parse_lines(lines, path.name))


def _parse_lines(lines: Iterable[str], name: str) -> Iterator[Puzzle]:
    for number, line in enumerate(lines, start=1):
        if line.strip():
            yield parse_puzzle(line, where=f"{name}:{number}")


@cache
def load_bank(rules: str) -> tuple[Puzzle, ...]:
    """Return the shipped puzzles of a ruleset (cached); an unknown ruleset raises."""
    path = bank_dir() / f"{rules}.jsonl"
    if not rules.isidentifier() or not path.is_file():
        known = ", ".join(bank_rules())
        raise PuzzleError(
            "there are no puzzles for '{rules}': choose from {known}", rules=rules, known=known
        )
    return tuple(read_puzzles(path))


def all_puzzles() -> list[Puzzle]:
    """Return every shipped puzzle, ruleset by ruleset."""
    return [puzzle for rules in bank_rules() for puzzle in load_bank(rules)]


def find_puzzle(puzzle_id: str) -> Puzzle:
    """Return the shipped puzzle with this id, or raise :class:`PuzzleError`."""
    rules = puzzle_id.rsplit("-", 1)[0]
    candidates = load_bank(rules) if rules in bank_rules() else all_puzzles()
    for puzzle in candidates:
        if puzzle.id == puzzle_id:
            return puzzle
    raise PuzzleError("there is no puzzle '{id}' in the bank", id=puzzle_id)
