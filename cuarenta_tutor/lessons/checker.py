"""The engine's verdict on a lesson: every candidate answer, its value, and which are correct.

Nothing here is an answer key: the correct answers are computed from the rules under each
ruleset the lesson names. A stated ``expected`` answer is proved against them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.captures import list_captures
from ..engine.cards import NotationError, parse_card, parse_cards, parse_rank, rank_letter
from ..engine.game import (
    Declare,
    IllegalActionError,
    Position,
    can_declare,
    find_play,
    play_points,
)
from ..engine.game import apply as apply_action
from ..engine.messages import detached
from ..engine.plays import Play, card_plays, format_play, parse_play_text, partial_runs
from ..engine.rules import load_ruleset
from ..engine.scoring import carton_events
from .model import Lesson, LessonError, LessonKind
from .positions import hidden_hands, lesson_position

NO_RONDA = "no-ronda"
SEARCH_NODES = 100_000
"""The most positions the engine may search to solve a lesson under one ruleset: some 500
times what the course's largest endgame needs, a second or two. A lesson that needs more is
refused by ``lint`` and in the app (a learner would wait minutes, each time it opens)."""


@dataclass(frozen=True)
class Candidate:
    """One possible answer: its key (play notation, ``ronda``, ``8-0``, an option) and value."""

    key: str
    value: float
    play: Play | None = None


@dataclass(frozen=True)
class Solution:
    """The candidates of a lesson under one ruleset, best first, and the correct keys."""

    ruleset: str
    candidates: tuple[Candidate, ...]
    correct: frozenset[str]

    def is_correct(self, key: str) -> bool:
        """Whether ``key`` is one of the correct answers."""
        return key in self.correct


def solve(lesson: Lesson, ruleset: str | None = None) -> Solution:
    """Compute the correct answers of ``lesson`` under ``ruleset`` (default: its first)."""
    from ..engine.search import SearchLimitError  # imported with the first lesson solved

    rules = ruleset or lesson.ruleset
    solver = SOLVERS[lesson.kind]
    try:
        return solver(lesson, rules)
    except SearchLimitError:
        pass  # raised below, outside the handler: the limit's traceback holds the whole search
    raise lesson.error(
        "under {rules} the engine needs more than {n} positions to solve this "
        "lesson: choose a position nearer the end of the deck",
        "position",
        rules=rules,
        n=SEARCH_NODES,
    ) from None


def check(lesson: Lesson) -> list[LessonError]:
    """Return every problem of a lesson: impossible position, unprovable or ambiguous answer."""
    problems: list[LessonError] = []
    solutions: list[Solution] = []
    for ruleset in lesson.rulesets:
        try:
            load_ruleset(ruleset)
            solutions.append(solve(lesson, ruleset))
        except LessonError as error:
            problems.append(detached(error))
        except ValueError as error:
            problems.append(
                lesson.error("under {rules}: {error}", "ruleset", rules=ruleset, error=error)
            )
        except Exception as error:  # a lint run reports, it never crashes
            problems.append(
                lesson.error(
                    "the engine could not check this lesson under {rules}: {error}",
                    "kind",
                    rules=ruleset,
                    error=f"{type(error).__name__}: {error}",
                )
            )
    if problems:
        return problems
    first = solutions[0]
    for other in solutions[1:]:
        if other.correct != first.correct:
            problems.append(
                lesson.error(
                    "the answer differs between {rules} ({answer}) and "
                    "{other} ({other_answer}): list only rulesets that agree",
                    "ruleset",
                    rules=first.ruleset,
                    answer=_keys(first.correct),
                    other=other.ruleset,
                    other_answer=_keys(other.correct),
                )
            )
    if lesson.expected:
        problems += _check_expected(lesson, first)
    return problems


def normalise(lesson: Lesson, position: Position | None, text: str) -> str:
    """Turn a learner's or author's answer into a candidate key (a play in canonical form)."""
    if lesson.kind.plays_cards:
        if position is None:
            raise ValueError("a play needs a position")
        if text.strip().lower() == "ronda":
            return "ronda"
        card, captured = parse_play_text(text)
        return format_play(find_play(position, card, captured))
    return text.strip().lower()


def _check_expected(lesson: Lesson, solution: Solution) -> list[LessonError]:
    rule = lesson.kind is LessonKind.RULE
    position = None if rule else lesson_position(lesson, solution.ruleset)
    keys = set()
    for index, text in enumerate(lesson.expected):
        try:
            keys.add(normalise(lesson, position, text))
        except (NotationError, IllegalActionError, ValueError) as error:
            return [
                lesson.error(
                    "expected answer '{text}' is not legal: {error}",
                    "expected",
                    index,
                    text=text,
                    error=error,
                )
            ]
    wrong = keys - solution.correct
    if wrong:
        return [
            lesson.error(
                "expected answer {wrong} is not correct: the engine's answer is {answer}",
                "expected",
                wrong=_keys(wrong),
                answer=_keys(solution.correct),
            )
        ]
    unlisted = solution.correct - keys
    if unlisted:
        return [
            lesson.error(
                "the answer is not unique: {answer} is as good but not listed in expected",
                "expected",
                answer=_keys(unlisted),
            )
        ]
    return []


def _keys(keys: frozenset[str] | set[str]) -> str:
    return " | ".join(sorted(keys)) or "(none)"


def _solution(ruleset: str, candidates: list[Candidate]) -> Solution:
    ordered = tuple(sorted(candidates, key=lambda c: -c.value))
    top = ordered[0].value if ordered else 0
    return Solution(ruleset, ordered, frozenset(c.key for c in ordered if c.value == top))


def _capture(lesson: Lesson, ruleset: str) -> Solution:
    position = lesson_position(lesson, ruleset)
    assert lesson.play is not None
    card = parse_card(lesson.play)
    if card not in position.hand:
        raise lesson.error("the card to play, {card}, is not in the hand", "play", card=str(card))
    plays = card_plays(position.ruleset, position.table, card)
    captures = [play for play in plays if not play.is_drop] or plays
    candidates = []
    for play in captures:
        points = play_points(position, play)
        candidates.append(Candidate(format_play(play), points * 100 + len(play.captured), play))
    return _solution(ruleset, candidates)


def _best_play(lesson: Lesson, ruleset: str) -> Solution:
    from ..engine.search import rank_plays

    position = lesson_position(lesson, ruleset)
    goal = lesson.goal
    if goal == "deal" and hidden_hands(lesson):
        raise lesson.error("the goal 'deal' needs every hand known: add position.others", "goal")
    ranking = rank_plays(position, goal, node_limit=SEARCH_NODES)
    candidates = [
        Candidate(
            _action_key(entry.action),
            float(entry.value),
            entry.action if isinstance(entry.action, Play) else None,
        )
        for entry in ranking.plays
    ]
    optimal = frozenset(_action_key(entry.action) for entry in ranking.optimal)
    return Solution(ruleset, tuple(candidates), optimal)


def _action_key(action: object) -> str:
    return format_play(action) if isinstance(action, Play) else str(action)


def _count(lesson: Lesson, ruleset: str) -> Solution:
    assert lesson.count is not None
    rules = load_ruleset(ruleset)
    cards = tuple(lesson.count["cards"])
    dealer_side = 0 if lesson.count.get("dealer", "them") == "us" else 1
    score = tuple(lesson.position.get("score", (0, 0)))
    if sum(cards) > 40:
        raise lesson.error(
            "{ours} + {theirs} cards are more than the deck holds",
            "count",
            ours=cards[0],
            theirs=cards[1],
        )
    events = carton_events(rules, (cards[0], cards[1]), (score[0], score[1]), dealer_side)
    points = [0, 0]
    for event in events:
        if event.side is not None:
            points[event.side] += event.points
    key = f"{points[0]}-{points[1]}"
    return Solution(ruleset, (Candidate(key, 1.0),), frozenset({key}))


def _declare(lesson: Lesson, ruleset: str) -> Solution:
    position = lesson_position(lesson, ruleset)
    if not can_declare(position):
        raise lesson.error("there is no ronda to declare in this hand now", "position", "hand")
    _, events = apply_action(position, Declare())
    value = sum(e.points for e in events if e.side == 0) + (
        1000 if any(e.kind.value in ("chica", "mesa") and e.side == 0 for e in events) else 0
    )
    candidates = [Candidate("ronda", float(value)), Candidate(NO_RONDA, 0.0)]
    return _solution(ruleset, candidates)


def _endgame(lesson: Lesson, ruleset: str) -> Solution:
    from ..engine.search import rank_plays

    if hidden_hands(lesson):
        raise lesson.error("an endgame needs every hand known: add position.others", "position")
    position = lesson_position(lesson, ruleset)
    ranking = rank_plays(position, "deal", node_limit=SEARCH_NODES)
    target = lesson.target or "best"
    candidates = [Candidate(_action_key(e.action), float(e.value)) for e in ranking.plays]
    if target == "best":
        good = frozenset(_action_key(e.action) for e in ranking.optimal)
    else:
        good = frozenset(c.key for c in candidates if meets_target(target, c.value))
    if not good:
        raise lesson.error(
            "the target '{target}' cannot be reached from this position "
            "against the engine's best defence",
            "target",
            target=target,
        )
    return Solution(ruleset, tuple(candidates), good)


def meets_target(target: str, value: float) -> bool:
    """Whether a solver value (our margin, a won chica counting ±1000) meets an endgame target."""
    from ..engine.search import CHICA_VALUE

    if target == "win-chica":
        return value >= CHICA_VALUE / 2
    if target == "save-chica":
        return value > -CHICA_VALUE / 2
    return True


def _rule(lesson: Lesson, ruleset: str) -> Solution:
    assert lesson.ask is not None
    ((question, spec),) = lesson.ask.items()
    try:
        answer = _ask(question, spec, ruleset)
    except (NotationError, IllegalActionError) as error:
        raise lesson.error(
            "the question cannot be answered: {error}", "ask", question, error=error
        ) from None
    options = [str(option).lower() for option in lesson.options]
    candidates = [Candidate(option, 1.0 if option == answer else 0.0) for option in options]
    if answer not in options:
        raise lesson.error(
            "none of the options is right: the engine's answer is {answer}",
            "options",
            answer=answer,
        )
    return _solution(ruleset, candidates)


def _ask(question: str, spec: Any, ruleset: str) -> str:
    rules = load_ruleset(ruleset)
    if question == "carton":
        from ..engine.scoring import carton_value

        return str(carton_value(rules, int(spec)))
    if question == "deck_size":
        from ..engine.cards import new_deck

        return str(len(new_deck(jokers=rules.jokers)))
    if question == "rounds":
        return str(40 // (5 * int(spec)))
    if question == "next_rank":
        rank = parse_rank(str(spec))
        return rank_letter(rank + 1).lower() if rank < 10 else "none"
    table = parse_cards(spec.get("table") or "")
    if question == "legal":
        card, captured = parse_play_text(spec["play"])
        plays = card_plays(rules, table, card)
        if rules.claim_missed_run:  # under pagat a play may leave part of its run
            plays = [p for play in plays for p in (play, *partial_runs(rules, table, play))]
        legal = any(set(p.captured) == set(captured) for p in plays)
        return "yes" if legal else "no"
    card = parse_card(spec["play"])
    if question == "captures":
        return str(sum(1 for p in card_plays(rules, table, card) if not p.is_drop))
    last = parse_card(spec["last"]) if spec.get("last") else None
    score = tuple(spec.get("score", (0, 0)))
    listed = list_captures(rules, table, card, last=last, score=(score[0], score[1]))
    return str(max(p.points for p in listed))


SOLVERS = {
    LessonKind.CAPTURE: _capture,
    LessonKind.BEST_PLAY: _best_play,
    LessonKind.COUNT: _count,
    LessonKind.DECLARE: _declare,
    LessonKind.ENDGAME: _endgame,
    LessonKind.RULE: _rule,
}
