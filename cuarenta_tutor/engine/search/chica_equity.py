"""The chances of the chica after a deck ends without it: the later decks, from solved rounds.

A chica is played over as many decks as it takes, so a deck that ends without a winner is
not a draw: 26 points and two more cards are a better start for the next deck than 24. The
end-of-round model (:mod:`.deck_value`) values such a deck end by this table: side 0's
chance of winning the chica eventually from the start of a deck at each pair of scores,
with each dealer.

The decks are the model's own: :data:`COMBOS` fixed combinations (from a fixed seed) of as
many solved rounds as a deck holds, scored as the deck end scores them (the 38 rule, the
chica won in play, the cartón with its thresholds and dos por darlas). The deal passes to
the other side at each deck. Scores never fall, so the table is solved from the highest
pair of scores down; a deck that leaves both scores where they were (neither side scores
from 30 when no cartón counts there) leads to the same pair with the other dealer, and the
two such states are solved together.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from ..game import ROUND_SIZE
from ..rules import Ruleset
from .deck_value import DeckValue, solved_rounds
from .mesa import CHICA_VALUE
from .scorer import NO_WINNER

COMBOS = 96
"""Decks (combinations of solved rounds) averaged per pair of scores."""
DECK = 40
"""Cards in play in a deck."""
FLOOR = 1 / (2 * COMBOS)
"""The least chance the table gives a side whose chica is not decided: an estimate from
:data:`COMBOS` decks never proves that a side cannot win (or must win) over the later
decks, so the coach never says such a chance as a certainty (walk readers: "0 %" at 8–24)."""


@cache
def chica_equity(ruleset: Ruleset, players: int) -> dict[tuple[int, int, int], float]:
    """Return side 0's chance of winning the chica from a deck's start, by scores and dealer.

    Keys are ``(score0, score1, dealer_side)`` with scores below the target, in steps of
    two; a score of 39 (odd targets) is read as the step below it.
    """
    table = _solve(ruleset, players, lambda won, final: float(won == 0), even=0.5)
    return {key: min(max(p, FLOOR), 1 - FLOOR) for key, p in table.items()}


@cache
def zapateria_balance(ruleset: Ruleset, players: int) -> dict[tuple[int, int, int], float]:
    """Return side 0's zapatería balance from a deck's start, keyed as :func:`chica_equity`.

    The chance that side 0 wins the chica while side 1 has fewer than ``zapateria_below``
    points, minus the chance of the reverse: by the same decks and recursion as the chances
    of the chica, each deck that ends the chica counted by its loser's final score. In the
    first chica such a win ends the mesa (:mod:`.mesa`); all zeros without zapatería.
    """
    below = ruleset.zapateria_below if ruleset.zapateria else 0

    def zapateria(won: int, final: tuple[int, int]) -> float:
        return float(final[1 - won] < below) * (1.0 if won == 0 else -1.0)

    return _solve(ruleset, players, zapateria, even=0.0)


def _solve(
    ruleset: Ruleset,
    players: int,
    worth: Callable[[int, tuple[int, int]], float],
    even: float,
) -> dict[tuple[int, int, int], float]:
    """Return the expected ``worth(winner, final scores)`` of the chica from each deck start.

    Solved from the highest pair of scores down (module doc); ``even`` where no deck ever
    moves the scores.
    """
    step, target = 2, ruleset.win_at
    scores = range(0, target, step)
    outcomes = {d: _decks(ruleset, players, d) for d in (0, 1)}
    table: dict[tuple[int, int, int], float] = {}
    for total in sorted({a + b for a in scores for b in scores}, reverse=True):
        for s0 in scores:
            s1 = total - s0
            if s1 not in scores:
                continue
            # p[d]: value from (s0, s1, d); stay[d]: share of decks that leave the scores
            fixed, stay = [0.0, 0.0], [0.0, 0.0]
            for d in (0, 1):
                for won, final in outcomes[d].get((s0, s1), ()):
                    if won != NO_WINNER:
                        fixed[d] += worth(won, final)
                    elif final == (s0, s1):
                        stay[d] += 1
                    else:
                        fixed[d] += table[(*final, 1 - d)]
                size = len(outcomes[d][(s0, s1)])
                fixed[d] /= size
                stay[d] /= size
            # p0 = fixed0 + stay0 * p1, p1 = fixed1 + stay1 * p0
            denominator = 1 - stay[0] * stay[1]
            if denominator <= 0:  # no deck ever moves the scores: call it even
                table[(s0, s1, 0)] = table[(s0, s1, 1)] = even
                continue
            table[(s0, s1, 0)] = (fixed[0] + stay[0] * fixed[1]) / denominator
            table[(s0, s1, 1)] = (fixed[1] + stay[1] * fixed[0]) / denominator
    return table


@cache
def point_worth(ruleset: Ruleset, players: int) -> float:
    """Return what one point is worth at a chica's start, on the scale of the whole chica.

    Counting the later decks, a value is points plus :data:`CHICA_VALUE` times the
    difference of the sides' chances of the chica, and a point also raises the chance. By
    the later decks' table, two more points for a side at 0–0 (the mean over both dealers)
    raise its chance by ``gain`` and lower the other side's as much: ``2 + 2 * CHICA_VALUE
    * gain`` on the values' scale, so a point is worth ``1 + CHICA_VALUE * gain`` (about 37
    under quito with two players). One number per ruleset and table size, so that a band
    means the same share of the chica at every score: at 38, where two points would win
    the chica, a point is worth ten times more, and dividing by that made a third of the
    chica thrown away read as an inaccuracy.

    The first chica's zapatería balance (:mod:`.mesa`) is left out on purpose: it moves
    only while a side has fewer than 10 points, most at 0–0, where it would make a point
    worth 43 instead of 37 under quito, and every verdict of the first chica a sixth milder,
    at 24–20 too, where no zapatería can happen.
    """
    table = chica_equity(ruleset, players)
    gain = sum(table[(2, 0, dealer)] - table[(0, 0, dealer)] for dealer in (0, 1)) / 2
    return max(1.0, 1.0 + CHICA_VALUE * gain)


@cache
def _decks(
    ruleset: Ruleset, players: int, dealer: int
) -> dict[tuple[int, int], list[tuple[int, tuple[int, int]]]]:
    """Score every fixed deck from every pair of scores: the chica's winner, the end scores.

    Kept: the chances of the chica and the zapatería balance read the same decks.
    """
    model = DeckValue(ruleset, players, dealer)
    rounds = solved_rounds(ruleset.preset, players)
    per_deck = max(1, DECK // (ROUND_SIZE * players))
    rng = random.Random(f"chica-equity-{players}")  # the same decks for each dealer
    decks = [[rng.choice(rounds) for _ in range(per_deck)] for _ in range(COMBOS)]
    lead = model.lead_side
    target = ruleset.win_at
    summed: list[tuple[tuple[int, int], list[tuple[int, int]]]] = []
    for deck in decks:
        cards = [0, 0]
        cards[lead] = round(sum(r.lead_share for r in deck) / per_deck * DECK)
        deal = round(sum(r.deal_share for r in deck) / per_deck * DECK)
        cards[1 - lead] = min(DECK - cards[lead], deal)
        points = [(0, 0), (0, 0)]  # per side: (other, caída)
        points[lead] = (
            _even(sum(r.lead_other for r in deck)),
            _even(sum(r.lead_caida for r in deck)),
        )
        points[1 - lead] = (
            _even(sum(r.deal_other for r in deck)),
            _even(sum(r.deal_caida for r in deck)),
        )
        summed.append(((cards[0], cards[1]), points))
    top = target - 1
    starts = range(0, target, 2)
    # Each side's score after a deck's points depends on its own start only: once a deck.
    played = [
        (
            taken,
            [model._score(s, *points[0]) for s in starts],
            [model._score(s, *points[1]) for s in starts],
        )
        for taken, points in summed
    ]
    winner, carton = model.scorer.winner, model.scorer.carton
    found: dict[tuple[int, int], list[tuple[int, tuple[int, int]]]] = {}
    for i0, s0 in enumerate(starts):
        for i1, s1 in enumerate(starts):
            rows = []
            for taken, after0, after1 in played:
                final = (after0[i0], after1[i1])
                won = winner(*final)
                if won == NO_WINNER:
                    gained = carton(taken, final)
                    final = (final[0] + gained[0], final[1] + gained[1])
                    won = winner(*final)
                rows.append((won, (min(final[0], top) // 2 * 2, min(final[1], top) // 2 * 2)))
            found[(s0, s1)] = rows
    return found


def _even(points: float) -> int:
    """Round points to the game's steps of two."""
    return 2 * round(points / 2)
