"""``cuarenta-tutor i18n sample``: every family of generated sentences, each with its position.

A native reader judges a generated sentence only beside what it speaks of, so each block
gives the position (or the event) it came from, then the sentences as a learner reads them:
puzzle prompts, hints and explanations for every theme, ruleset and player count; the
coach's bands and reasons with two and four players; Play's results; Practice and Streak
messages; command-line messages. Everything is produced by the same functions the app and
the command line call, so the sample is what learners see.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from html import unescape

from ..engine.game import Position, parse_action
from ..engine.messages import MessageError
from ..engine.notation import format_position, parse_position
from ..engine.players import GreedyPlayer, Player
from ..engine.plays import parse_play_text
from ..engine.rules import Ruleset
from ..engine.scoring import Event
from ..engine.search.coach import Verdict, assess, judge, verdict_from
from ..engine.search.game_review import analyse
from ..engine.simulate import play_mesa
from ..i18n import Translator, message_text
from ..i18n.catalogs import check_language
from ..puzzles import themes
from ..puzzles.model import Puzzle, bank_rules, load_bank
from ..sentences.coach import action_display, verdict_text
from ..sentences.feedback import feedback_html
from ..sentences.puzzle_hints import can_capture
from ..sentences.puzzle_text import puzzle_text, streak_over_text, theme_name, themes_summary
from ..tutor.play import RESULT_KINDS
from ..tutor.practice import Practice
from ..tutor.progress import Progress
from ..ui.play_results import result_groups
from .review import review_listing

PLAYERS = (2, 4)
COACH_POSITIONS = 600
"""How many positions per player count the coach is asked about (each action of each)."""
MESA_SEEDS = ("sample-1", "sample-2")


def sample_text(lang: str) -> str:
    """Return the whole sample of generated sentences in ``lang``, as plain text."""
    tr = Translator(lang)
    parts = [
        _heading("Practice puzzles: prompt, hints, explanation"),
        *_puzzle_blocks(tr),
        _heading("The coach: every band and reason seen, with 2 and 4 players"),
        *_coach_blocks(tr),
        _heading("Play: results of whole mesas"),
        *_result_blocks(tr),
        _heading("Practice and Streak"),
        *_practice_lines(tr),
        _heading("Command-line messages"),
        *_cli_lines(tr),
    ]
    return "\n".join(parts) + "\n"


def _heading(title: str) -> str:
    return f"\n######## {title}\n"


def chosen_puzzles() -> Iterator[tuple[str, Puzzle]]:
    """Yield one puzzle per ruleset, player count and theme, and each special case.

    The special cases are the sentences a theme says only in some positions: a safe drop
    where nothing can be taken, and a ronda kept quiet (the best action is a play).
    """
    for rules in bank_rules():
        bank = load_bank(rules)
        for players in PLAYERS:
            mine = [puzzle for puzzle in bank if puzzle.players == players]
            for theme in themes.THEMES:
                found = next((p for p in mine if theme in p.themes), None)
                if found is not None:
                    yield theme, found
            quiet = next(
                (p for p in mine if themes.RONDA in p.themes and "ronda" not in p.answers), None
            )
            if quiet is not None:
                yield "ronda kept quiet", quiet
            empty = next(
                (
                    p
                    for p in mine
                    if themes.SAFE_DROP in p.themes and not can_capture(parse_position(p.position))
                ),
                None,
            )
            if empty is not None:
                yield "safe drop, nothing to take", empty


def _puzzle_blocks(tr: Translator) -> Iterator[str]:
    for case, puzzle in chosen_puzzles():
        text = puzzle_text(puzzle, tr)
        named = ", ".join(theme_name(theme, tr) for theme in puzzle.themes)
        lines = [
            f"== {puzzle.id} ({puzzle.rules}, {puzzle.players} players; case: {case})",
            f"position: {puzzle.position}",
            f"answers: {', '.join(puzzle.answers)}",
            f"themes: {named}",
            f"PROMPT: {text.prompt}",
            *(f"HINT {number}: {hint}" for number, hint in enumerate(text.hints, start=1)),
            f"EXPLANATION: {text.explanation}",
            "",
        ]
        yield "\n".join(lines)


def coach_cases(players: int) -> Iterator[tuple[Position, Verdict, str]]:
    """Yield (position, verdict, kind) for the first verdict of each band and reason kind.

    The positions are those of the puzzle bank (before the last round, where the coach
    weighs risks); every action of each is judged, as Play's coach judges the learner's.
    """
    seen: set[str] = set()
    asked = 0
    for rules in bank_rules():
        for puzzle in load_bank(rules):
            if puzzle.players != players or puzzle.criterion != "immediate":
                continue
            if asked >= COACH_POSITIONS:
                return
            asked += 1
            position = parse_position(puzzle.position)
            assessment = assess(
                position, partial=position.ruleset.claim_missed_run, with_lines=True
            )
            for action in assessment.values:
                verdict = verdict_from(assessment, action)
                kinds = [verdict.band.value] + [
                    f"{verdict.band.value}/{reason.code.value}/{reason.event}"
                    for reason in verdict.reasons
                ]
                new = [kind for kind in kinds if kind not in seen]
                if new:
                    seen.update(new)
                    yield position, verdict, new[-1]


_SEEN_KINGS = (
    "hands: Ad 5s Jd Qd Kh / Ah 4h 6c Jc Qs; table: 3c; stock: Ac 2c As 2s 3s 4s 5c 5d 5h 6d "
    "6h 6s 7c 7d 7h 7s Jh Js Qc Qh"
)
SAFE_DROPS = (
    ("the other kings played", _SEEN_KINGS, "Kh"),
    ("a risky drop; the better drop was safe", _SEEN_KINGS, "5s"),
    ("as good as the safe drop", _SEEN_KINGS, "Qd"),
    (
        "one 7 in the hand, two played",
        "hands: 2c 5s 7d 7h Kd / Ah 4h 6c Jd Qs; table: 3c; stock: Ac Ad As 2s 3s 4s 5d 5h 6d 6h "
        "6s Jc Jh Js Qc Qd Qh Kc Kh Ks",
        "7h",
    ),
    (
        "two jacks in the hand (a ronda declared), one played",
        "hands: Ad 5s Jc Jd Jh / Ah 4h 6c Qd Ks; table: 3c; stock: Ac 2c As 2s 3s 4s 5h 6d 6h 6s "
        "7c 7d 7h 7s Qc Qh Qs Kc Kd Kh; declared: J -",
        "Jc",
    ),
    (
        "every queen in the hand (a doble ronda declared)",
        "hands: 2c Qc Qd Qh Qs / Ah 4h 6c Jd Ks; table: 3c; stock: Ac Ad As 2s 3s 4s 5h 5s 6h 6s "
        "7c 7d 7h 7s Jc Jh Js Kc Kd Kh; declared: Q -",
        "Qc",
    ),
    (
        "the other kings played, partners",
        "hands: 2c 5s Jd Qd Kh / Ah 4h 6c Jc Qs / 2s 3s 4s 5h 6s / Ac Ad As 7c 7d; table: 3c",
        "Kh",
    ),
    (
        "a risky drop, partners; the better drop was safe",
        "hands: 2c 5s Jd Qd Kh / Ah 4h 6c Jc Qs / 2s 3s 4s 5h 6s / Ac Ad As 7c 7d; table: 3c",
        "5s",
    ),
)
"""Positions built for the safe drop's sentences (walk P2-N4), each split of the other cards
of the rank between the hand and the cards played: (what it shows, position, the play)."""


RONDAS_AND_RISKS = (
    (
        "a doble ronda not declared",
        "rules: quito; score: 28-10; hands: 4c 4d 4h 4s Qc / 2h 6c Jd Qh Kc; stock: Ac Ad Ah As 2c "
        "2d 2s 3c 3d 3h 3s 5c 5d 5h 5s 6d 6h 6s 7c 7d 7h 7s Jc Jh Js Qd Qs Kd Kh Ks",
        "Qc",
    ),
    (
        "a ronda not declared",
        "rules: quito; hands: 2s 5c 5d 5h Qc / 2h 6c Jd Qh Kc; stock: Ac Ad Ah As 2c 2d 3c 3d 3h "
        "3s 4c 4d 4h 4s 5s 6d 6h 6s 7c 7d 7h 7s Jc Jh Js Qd Qs Kd Kh Ks",
        "Qc",
    ),
    (
        "a ronda broken up (casual: declared at any turn)",
        "rules: casual; hands: 2s 5c 5d 5h Qc / 2h 6c Jd Qh Kc; stock: Ac Ad Ah As 2c 2d 3c 3d 3h "
        "3s 4c 4d 4h 4s 5s 6d 6h 6s 7c 7d 7h 7s Jc Jh Js Qd Qs Kd Kh Ks",
        "5c",
    ),
    (
        "a caída risked by its rank or a sum (casual)",
        "rules: casual; hands: 3d Jd Qd Kc Kh / Ah 4h 6c Jc Qs; table: 2s; stock: Ac Ad As 2c 3c "
        "3h 3s 4s 5c 5d 5h 5s 6s 7d Jh Js Qc Qh Kd Ks; captured: 5 4",
        "3d",
    ),
    (
        "a best drop that still risked a caída",
        "rules: quito; chicas: 0-1; score: 0-6; hands: As 4d 5s / 6h Qs Ks; table: 2s; stock: Qd "
        "6d Ad 6s Ac Kh 3s Kd 2d Kc 7c 7h 6c 2c 4s Jh Jc 4c 5c Ah; captured: 2 11; capturer: 1",
        "As",
    ),
    (
        "a best drop that still risked a caída, partners",
        "rules: pagat; hands: Ac As 4h Qh / 3c 5c 5h Jh Ks / Ah 2s 5d Kc Kh / Ad 3h 3s 4c 4s; "
        "table: 6h; stock: 5s Qc 4d Qd 6c 7c 2h 6s 7h 7s 2d 6d Kd 7d Qs 2c 3d Js Jd Jc; last: 6h; "
        "turn: 1",
        "Ks",
    ),
)
"""Positions built for a ronda not declared (walk P1 round 13, NEW-1), a best drop's caída
risk (walk P3, N10b) and a caída by a sum: (what it shows, position, the play)."""


def _coach_blocks(tr: Translator) -> Iterator[str]:
    for players in PLAYERS:
        for position, verdict, kind in coach_cases(players):
            yield _coach_block(f"coach, {players} players ({kind})", position, verdict, tr)
    for case, text, played in SAFE_DROPS:
        position = parse_position(text)
        verdict = judge(position, parse_action(position, played))
        yield _coach_block(f"coach, safe drop: {case}", position, verdict, tr)
    for case, text, played in RONDAS_AND_RISKS:
        position = parse_position(text)
        verdict = judge(position, parse_action(position, played))
        yield _coach_block(f"coach: {case}", position, verdict, tr)


def _coach_block(title: str, position: Position, verdict: Verdict, tr: Translator) -> str:
    action = verdict.action
    return "\n".join(
        (
            f"== {title}",
            f"position: {format_position(position)}",
            f"played: {action_display(action, tr)}",
            f"COACH: {verdict_text(verdict, tr)}",
            f"REVIEW LINE: {action_display(action, tr)}{tr.dash}"
            f"{verdict_text(verdict, tr, named=False)}",
            "",
        )
    )


def mesa_results(rules: str, players: int, seed: str) -> tuple[Ruleset, list[tuple[int, Event]]]:
    """Play a mesa between greedy engine players; return its rules and its results by deck."""
    results: list[tuple[int, Event]] = []

    def keep(before: Position, after: Position, events: tuple[Event, ...]) -> None:
        results.extend((before.deck_no, e) for e in events if e.kind in RESULT_KINDS)

    choosers: list[Player] = [GreedyPlayer() for _ in range(players)]
    final, _ = play_mesa(rules, players, seed, choosers, keep)
    return final.ruleset, results


def _result_blocks(tr: Translator) -> Iterator[str]:
    for rules in bank_rules():
        for players in PLAYERS:
            for seed in MESA_SEEDS:
                ruleset, results = mesa_results(rules, players, seed)
                lines = [f"== Play, {rules}, {players} players, seed {seed}"]
                for label, said in result_groups(results, ruleset, players, tr):
                    lines += [f"{label}:", *(f"  - {line}" for line in said)]
                yield "\n".join(lines) + "\n"


class _Holder:
    """A learner with fresh progress, for the Practice messages."""

    def __init__(self) -> None:
        self.progress = Progress()


def _practice_lines(tr: Translator) -> Iterator[str]:
    yield themes_summary([], tr)
    for count in (1, 2, 5):
        yield themes_summary(list(themes.THEMES[:count]), tr)
        yield streak_over_text(count, count + 3, tr)
    for rules in bank_rules():
        for players in PLAYERS:
            trap = next(
                (p for p in load_bank(rules) if p.players == players and p.beginner_trap), None
            )
            if trap is None:
                continue
            yield f"\n== Practice, {trap.id}\nposition: {trap.position}"
            for label, key in (("tempting play", trap.beginner), ("answer", trap.answers[0])):
                practice = Practice(_Holder(), rules=rules)
                practice.open(trap)
                card, taken = parse_play_text(key)
                practice.pick_hand(card)
                for table_card in taken:
                    practice.toggle_table(table_card)
                yield f"CHECK ({label} {key}): {plain(feedback_html(practice.check(), tr))}"
            practice = Practice(_Holder(), rules=rules)
            practice.open(trap)
            yield f"SOLUTION: {plain(feedback_html(practice.reveal(), tr))}"


def plain(html: str) -> str:
    """Return the text of our own feedback HTML (tags dropped, entities read)."""
    return unescape(re.sub(r"<[^>]+>", "", html))


REVIEW_LINES = 30
"""How many lines of each recorded mesa's review the sample shows (then its summary)."""


def _refusal(call: Callable[[], object]) -> MessageError:
    """Return the problem ``call`` raises, as the command line would report it."""
    try:
        call()
    except MessageError as problem:
        return problem
    raise AssertionError("the call was expected to refuse")


def _cli_lines(tr: Translator) -> Iterator[str]:
    problems = (
        _refusal(lambda: check_language("xx")),
        MessageError(
            "seat {seat} does not exist in a mesa of {players} players", seat=5, players=2
        ),
    )
    for problem in problems:
        yield message_text(problem, tr)
    for players in PLAYERS:
        choosers: list[Player] = [GreedyPlayer() for _ in range(players)]
        _, record = play_mesa("quito", players, MESA_SEEDS[0], choosers)
        lines = review_listing(analyse(record, 0), tr).splitlines()
        yield f"\n== review of a recorded mesa (quito, {players} players, seed {MESA_SEEDS[0]})"
        yield "\n".join([*lines[:REVIEW_LINES], "…", lines[-1]])
