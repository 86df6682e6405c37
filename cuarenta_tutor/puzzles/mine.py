"""Mine puzzles from seeded engine mesas: keep positions with proved, decisive, themed answers.

Each mesa seats a seeded mix of :class:`~.engine.players.RandomPlayer` and
:class:`~.engine.players.GreedyPlayer`: random players leave rich tables and make real
mistakes, greedy ones make the captures a beginner makes. A position becomes a puzzle when

- it is *provable* under its criterion (:func:`~.proof.provable`) and has a choice;
- its answers are *decisive*: every other action is worse by at least the margin of
  :data:`~.proof.MIN_MARGIN`;
- it *teaches* something: at least one theme predicate holds;
- it is *new*: no earlier puzzle has the same :func:`~.canonical.canonical_key`.

The same rules, players, count and seed always give the same puzzles in the same order.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine.game import Position, apply, legal_actions, new_game
from ..engine.notation import format_position, parse_position
from ..engine.players import GreedyPlayer, Player, RandomPlayer
from ..engine.rules import load_ruleset
from .canonical import canonical_key
from .difficulty import beginner_play, difficulty_rating
from .model import Puzzle
from .predicates import detect_themes, may_have, possible_themes
from .proof import Proof, provable, prove

GREEDY_SHARE = 0.5
"""The chance that a seat is taken by the greedy player rather than the random one."""
TRAPS_PER_PLAIN = 1
"""A puzzle the beginner's play solves is kept only while there are as many that it fails."""
MAX_ACTIONS_PER_MESA = 2000
"""A mesa is cut off after this many actions (the engine's mesas end far sooner)."""


@dataclass
class MiningStats:
    """What mining looked at and kept, for the command's summary and the benchmark."""

    mesas: int = 0
    positions: int = 0
    proved: int = 0
    duplicates: int = 0
    kept: int = 0
    seconds: float = 0.0
    rejected: Counter[str] = field(default_factory=Counter)


def seat_players(seed: str, players: int) -> list[Player]:
    """Return a seeded mix of greedy and random players, one per seat."""
    chooser = random.Random(seed)
    seats: list[Player] = []
    for seat in range(players):
        if chooser.random() < GREEDY_SHARE:
            seats.append(GreedyPlayer())
        else:
            seats.append(RandomPlayer(f"{seed}/{seat}", partial=True))
    return seats


def mesa_positions(rules: str, players: int, seed: str) -> Iterator[Position]:
    """Yield every position of one seeded mesa where the player to move has a choice."""
    position = new_game(rules, players=players, seed=seed)
    seats = seat_players(seed, players)
    for _ in range(MAX_ACTIONS_PER_MESA):
        if position.is_over:
            return
        actions = legal_actions(position)
        if len(actions) > 1 and position.hand:
            yield position
        position, _ = apply(position, seats[position.turn].choose(position))


def make_puzzle(proof: Proof, themes: tuple[str, ...], puzzle_id: str) -> Puzzle:
    """Build the puzzle record of a proved position."""
    position = proof.position
    beginner = str(beginner_play(position))
    answers = proof.answer_texts()
    depth = sum(len(hand) for hand in position.hands) if proof.criterion.value == "deal" else 1
    gap, unit = proof.margin
    return Puzzle(
        id=puzzle_id,
        rules=position.ruleset.name,
        players=position.players,
        position=format_position(position),
        answers=answers,
        criterion=proof.criterion.value,
        margin=int(gap) if float(gap).is_integer() else gap,
        by=unit,
        themes=themes,
        rating=difficulty_rating(len(proof.ranking.plays), beginner not in answers, depth),
        beginner=beginner,
    )


def mine(
    rules: str,
    players: int,
    count: int,
    seed: str,
    *,
    quota: int = 0,
    max_mesas: int = 400,
    progress: Callable[[MiningStats], None] | None = None,
) -> tuple[list[Puzzle], MiningStats]:
    """Mine ``count`` puzzles from seeded mesas, then fill every theme up to ``quota``.

    A puzzle that the beginner's play solves is kept only while at least as many kept ones
    are beginner traps. While the first ``count`` are mined, a puzzle is left out if each of
    its themes already has a third of ``count`` (or ``quota``) puzzles, so that no theme
    crowds out the rest. Then mining goes on, keeping only puzzles of themes possible here
    with fewer than ``quota``, until each has its quota or ``max_mesas`` mesas are played.
    """
    started = time.perf_counter()
    ruleset = load_ruleset(rules)
    possible = possible_themes(ruleset, players)
    cap = max(quota, count // 3, 1)
    keys: set[str] = set()
    stats, puzzles = MiningStats(), list[Puzzle]()
    counts: Counter[str] = Counter()

    def wanted() -> set[str]:
        if len(puzzles) < count:
            return {theme for theme in possible if counts[theme] < cap}
        return {theme for theme in possible if counts[theme] < quota}

    mesa = 0
    while wanted() and mesa < max_mesas:
        stats.mesas += 1
        for live in mesa_positions(rules, players, f"{seed}/{mesa}"):
            stats.positions += 1
            themes_open = wanted()
            if not themes_open:
                break
            proof = _proof(live, stats, keys, themes_open)
            if proof is None:
                continue
            themes = detect_themes(proof)
            if not themes_open.intersection(themes):
                stats.rejected["no theme wanted"] += 1
                continue
            puzzle_id = f"{ruleset.name}-{players}p-{len(puzzles) + 1:05d}"
            puzzle = make_puzzle(proof, themes, puzzle_id)
            traps = sum(kept.beginner_trap for kept in puzzles)
            if not puzzle.beginner_trap and len(puzzles) - traps >= traps * TRAPS_PER_PLAIN:
                stats.rejected["beginner right"] += 1
                continue
            keys.add(canonical_key(proof.position))
            puzzles.append(puzzle)
            counts.update(themes)
            stats.kept += 1
        mesa += 1
        if progress is not None:
            progress(stats)
    stats.seconds = time.perf_counter() - started
    return puzzles, stats


def _proof(live: Position, stats: MiningStats, keys: set[str], wanted: set[str]) -> Proof | None:
    """Prove a live position as written in notation, or say why it is no puzzle (None)."""
    position = parse_position(format_position(live))
    if not any(may_have(theme, position) for theme in wanted):
        stats.rejected["no theme possible"] += 1
        return None
    if not provable(position):
        stats.rejected["not provable"] += 1
        return None
    if canonical_key(position) in keys:
        stats.duplicates += 1
        return None
    proof = prove(position)
    stats.proved += 1
    if not proof.decisive:
        stats.rejected["not decisive"] += 1
        return None
    return proof
