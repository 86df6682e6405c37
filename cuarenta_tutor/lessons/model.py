"""The lesson model: a language-neutral puzzle and its prose in every language."""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..engine.messages import MessageError
from .yamlmarks import Path_, line_of


class LessonKind(StrEnum):
    """What a lesson asks for (the ``kind`` of its file; ``lessons/schema.json`` lists them)."""

    CAPTURE = "capture"
    """Play the lesson's own card, taking the right table cards."""
    BEST_PLAY = "best-play"
    """Choose the best play of the hand."""
    COUNT = "count"
    """Count the points of a deck end."""
    DECLARE = "declare"
    """Declare a ronda, or play on without declaring."""
    ENDGAME = "endgame"
    """Play the rest of the deck against the engine, to a target."""
    RULE = "rule"
    """Answer a question about a rule (an option, yes or no)."""

    @property
    def plays_cards(self) -> bool:
        """Whether the lesson is answered by playing cards on the board."""
        return self in PLAY_KINDS


PLAY_KINDS = frozenset({LessonKind.CAPTURE, LessonKind.BEST_PLAY, LessonKind.ENDGAME})
"""The kinds answered by playing cards on the board."""
TRANSLATED = ("es", "de", "nl", "it", "sv", "fi")


class LessonError(MessageError):
    """A problem in a lesson file, naming the file and the line.

    The problem is a message template with its values, as for every
    :class:`~cuarenta_tutor.engine.messages.MessageError`; ``message`` is it in English and
    ``str()`` adds the file and line.
    """

    def __init__(self, path: Path | str, line: int, message: str, /, **params: object) -> None:
        super().__init__(message, **params)
        self.path = str(path)
        self.line = line
        self.message = super().__str__()

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle the file (as a path, which the static site's course rebases), line, message."""
        rebuild = functools.partial(type(self), **self.params)
        return rebuild, (Path(self.path), self.line, self.template)

    @property
    def location(self) -> str:
        """The file and line, as ``lint`` and every command say them first."""
        return f"{self.path}:{self.line}: "

    def __str__(self) -> str:
        return f"{self.location}{self.message}"


def players_in(spec: dict[str, Any]) -> int:
    """Return the players of a lesson's ``position``: as given, else 4 with three other hands.

    >>> players_in({"hand": "5c"}), players_in({"others": ["Ac", "2c", "3c"]})
    (2, 4)
    """
    return int(spec.get("players", 4 if len(spec.get("others", [])) == 3 else 2))


@dataclass(frozen=True)
class LessonText:
    """The prose of a lesson in one language."""

    title: str
    prompt: str
    explanation: str
    hints: tuple[str, ...]
    source: str | None = None
    """For a translation: the fingerprint of the English text it was made from."""
    nudge: str = ""
    """Said after a wrong answer to a question: the rule that decides it (walk P1, older 24:
    "less than 52" left two of three options). Empty: a direction, where it leaves two."""

    def fingerprint(self) -> str:
        """Return the first 8 hex digits of the SHA-256 of this text (title to hints, nudge)."""
        nudge = (self.nudge,) if self.nudge else ()  # a text without one keeps its fingerprint
        joined = "\x1f".join((self.title, self.prompt, self.explanation, *self.hints, *nudge))
        return hashlib.sha256(joined.encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True)
class Lesson:
    """One lesson as read from its file (see ``lessons/README.md`` for every field)."""

    id: str
    course: str
    path: Path
    rulesets: tuple[str, ...]
    kind: LessonKind
    position: dict[str, Any]
    texts: dict[str, LessonText]
    play: str | None = None
    goal: str = "immediate"
    expected: tuple[str, ...] = ()
    count: dict[str, Any] | None = None
    target: str | None = None
    ask: dict[str, Any] | None = None
    options: tuple[int | str, ...] = ()
    lines: dict[Path_, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", LessonKind(self.kind))  # a kind given as text

    @property
    def ruleset(self) -> str:
        """The first (main) ruleset of the lesson."""
        return self.rulesets[0]

    def written_for(self, ruleset: str) -> bool:
        """Whether the lesson is written for ``ruleset`` (or the ruleset a variant builds on)."""
        return bool({ruleset, ruleset.split("+")[0]} & set(self.rulesets))

    @property
    def players(self) -> int:
        """How many play in the lesson's position (2, or 4 when three other hands are given)."""
        return players_in(self.position)

    def line(self, *path: str | int) -> int:
        """Return the line in the file of a field (or of its nearest parent)."""
        return line_of(self.lines, tuple(path))

    def error(self, message: str, *path: str | int, **params: object) -> LessonError:
        """Return a :class:`LessonError` at the line of ``path`` (``message`` a template)."""
        return LessonError(self.path, self.line(*path), message, **params)

    def text(self, lang: str) -> tuple[LessonText, bool]:
        """Return the prose in ``lang`` and whether it is really that language.

        A missing translation falls back to English (the flag is then False).
        """
        if lang in self.texts:
            return self.texts[lang], True
        return self.texts["en"], lang == "en"

    def status(self, lang: str) -> str:
        """Return ``complete``, ``missing`` or ``stale`` for a translated language."""
        text = self.texts.get(lang)
        if text is None:
            return "missing"
        if text.source != self.texts["en"].fingerprint():
            return "stale"
        return "complete"
