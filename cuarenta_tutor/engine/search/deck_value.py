"""What the rest of a deck is worth at the end of a round: a model fitted from exact solves.

The coach searches each deal of the hidden cards to the end of the current round; there
it needs the value of the rounds still in the stock, in the solver's own units (the points
side 0 gains minus side 1's to the end of the deck, plus or minus
:data:`~.state.CHICA_VALUE` for a chica won on the way). That value depends on the chica
race more than on anything else: the scores against 30 (no cartón from there under most
presets), 38 (only a caída finishes) and 40, the cards each side has taken against the
cartón's 20, who deals (a tie gives the other side *dos por darlas*).

So the model predicts what the rest of the deck *adds* and leaves the scoring to the
engine. ``data/deck_value.json`` holds, per preset and number of players, rounds solved
exactly with every card known (the last round of decks from seeded mesas, by
``benchmarks/fit_deck_value.py``): for each, the share of the cards in play (table and
hands) each side took, leftovers included, and the points each side scored by caídas and
by everything else (limpias, rondas). For ``k`` rounds left the model draws
:data:`COMBOS` fixed combinations of ``k`` solved rounds (from a fixed seed), adds their
points, averages their shares, and scores each combination as the deck end does: the 38
rule on the points (only caídas count from 38, :func:`~cuarenta_tutor.engine.scoring.award`),
the chica won in play, then the cartón (:class:`~.scorer.Scorer`: thresholds, dos por
darlas) and the chica after it. The value is the mean over the combinations. A round cut
short by the search (``fraction`` of a round left in the hands) adds one more solved round
with its points scaled by that fraction.

In the first chica with zapatería on (``mesa_below``, :mod:`.mesa`) a chica won while the
loser has fewer points ends the mesa and counts twice; the later decks' zapatería balance
counts at a deck's end too (:func:`.chica_equity.zapateria_balance`).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..rules import Ruleset
from ..scoring import EventKind, award
from .mesa import CHICA_VALUE, THOUSAND, LaterDecks
from .scorer import NO_WINNER, Scorer

COMBOS = 48
"""Combinations of solved rounds averaged per value."""
STEP = 2
"""Points are scored two at a time (caída, limpia, ronda)."""
DATA = "deck_value.json"


@dataclass(frozen=True)
class SolvedRound:
    """One round solved exactly, seen from the side that leads it (the non-dealer's side)."""

    lead_share: float
    """Share of the cards in play the leading side took (leftovers included)."""
    deal_share: float
    lead_caida: float
    lead_other: float
    deal_caida: float
    deal_other: float


@cache
def solved_rounds(preset: str, players: int) -> tuple[SolvedRound, ...]:
    """Return the solved rounds shipped for a preset and a number of players."""
    text = resources.files(__package__).joinpath("data", DATA).read_text(encoding="utf-8")
    table = json.loads(text)["rounds"]
    rows = table.get(f"{preset}/{players}") or table[f"quito/{players}"]
    return tuple(SolvedRound(*row) for row in rows)


class DeckValue:
    """The value of the rest of a deck from the end of a round, for one ruleset and dealer."""

    def __init__(
        self,
        ruleset: Ruleset,
        players: int,
        dealer: int,
        *,
        later_decks: bool = False,
        mesa_below: int = 0,
    ) -> None:
        self.ruleset = ruleset
        self.scorer = Scorer(ruleset, dealer)
        self.lead_side = (dealer + 1) % 2
        self.players = players
        self.rounds = solved_rounds(ruleset.preset, players)
        self.later_decks = later_decks
        """Whether a deck that ends without the chica is worth the later decks' chances."""
        self.mesa_below = mesa_below
        """A chica lost with fewer points ends the mesa (:func:`.mesa.mesa_zapateria`)."""
        self._later: LaterDecks | None = None
        self._combos: dict[tuple[int, int], list[tuple[float, float, int, int, int, int]]] = {}
        self._values: dict[tuple[int, ...], tuple[float, int, int, int]] = {}
        self._scores: dict[tuple[int, int, int], int] = {}

    def value(
        self,
        scores: tuple[int, int],
        piles: tuple[int, int],
        in_play: int,
        rounds_left: int,
        fraction: int = 0,
    ) -> float:
        """Return side 0's expected margin from here to the end of the deck, chica included.

        ``in_play`` counts the cards still to be won (table, hands and stock);
        ``rounds_left`` the whole rounds still to be played, ``fraction`` the cards of a
        round in progress still in the hands, in tenths of a round (0 to 10).
        """
        return self.parts(scores, piles, in_play, rounds_left, fraction)[0]

    def parts(
        self,
        scores: tuple[int, int],
        piles: tuple[int, int],
        in_play: int,
        rounds_left: int,
        fraction: int,
    ) -> tuple[float, int, int, int]:
        """Return :meth:`value`, each side's chance of the chica and the zapatería balance.

        In thousandths: the balance is side 0's chance of winning the chica by a zapatería
        that ends the mesa minus side 1's (0 outside the first chica). The chica part of the
        value is :data:`CHICA_VALUE` times the chances' difference plus the balance.
        """
        key = (*scores, *piles, in_play, rounds_left, fraction)
        found = self._values.get(key)
        if found is None:
            found = self._values[key] = self._value(scores, piles, in_play, rounds_left, fraction)
        return found

    def _value(
        self,
        scores: tuple[int, int],
        piles: tuple[int, int],
        in_play: int,
        rounds_left: int,
        fraction: int,
    ) -> tuple[float, int, int, int]:
        lead = self.lead_side
        total = 0.0
        wins = [0.0, 0.0, 0.0]  # side 0's and side 1's chances of the chica, the balance
        combos = self._combinations(rounds_left, fraction)
        for lead_share, deal_share, lead_caida, lead_other, deal_caida, deal_other in combos:
            taken = [0, 0]
            taken[lead] = round(lead_share * in_play)
            taken[1 - lead] = min(in_play - taken[lead], round(deal_share * in_play))
            final = [0, 0]
            final[lead] = self._score(scores[lead], lead_other, lead_caida)
            final[1 - lead] = self._score(scores[1 - lead], deal_other, deal_caida)
            margin, win0, win1, zap = self._outcome(scores, (final[0], final[1]), piles, taken)
            total += margin + CHICA_VALUE * (win0 - win1 + zap)
            wins[0] += win0
            wins[1] += win1
            wins[2] += zap
        n = len(combos)
        win0, win1, zap = (round(THOUSAND * share / n) for share in wins)
        return total / n, win0, win1, zap

    def _outcome(
        self,
        scores: tuple[int, int],
        final: tuple[int, int],
        piles: tuple[int, int],
        taken: list[int],
    ) -> tuple[float, float, float, float]:
        """Score one combination: the points margin, the chances and the balance of side 0.

        As :meth:`parts` returns them: side 0's points margin, each side's chance of the
        chica and side 0's zapatería balance. A chance is 1 or 0 when the chica is won in
        this deck (the balance ±1 when its loser ends under :attr:`mesa_below`). When it is
        not, all are 0, or with :attr:`later_decks` the later decks' (:mod:`.chica_equity`,
        the deal passing on).
        """
        margin = (final[0] - scores[0]) - (final[1] - scores[1])
        winner = self.scorer.winner(*final)
        if winner == NO_WINNER:
            gained = self.scorer.carton((piles[0] + taken[0], piles[1] + taken[1]), final)
            margin += gained[0] - gained[1]
            final = (final[0] + gained[0], final[1] + gained[1])
            winner = self.scorer.winner(*final)
        if winner != NO_WINNER:
            zap = float(final[1 - winner] < self.mesa_below)
            return (margin, 1.0, 0.0, zap) if winner == 0 else (margin, 0.0, 1.0, -zap)
        if not self.later_decks:
            return margin, 0.0, 0.0, 0.0
        if self._later is None:  # built on first use: chica_equity scores decks with this class
            self._later = LaterDecks(
                self.ruleset, self.players, self.scorer.dealer_side, self.mesa_below
            )
        chance, balance = self._later.shares(*final)
        return margin, chance, 1 - chance, balance

    def _score(self, score: int, other: int, caida: int) -> int:
        """Add a side's points two at a time as the 38 rule allows: others, then caídas."""
        key = (score, other, caida)
        found = self._scores.get(key)
        if found is None:
            found = score
            for kind, points in ((EventKind.LIMPIA, other), (EventKind.CAIDA, caida)):
                for _ in range(points // STEP):
                    if found >= self.ruleset.win_at:
                        break
                    found += award(self.ruleset, kind, 0, STEP, found).points
            self._scores[key] = found
        return found

    def _combinations(
        self, rounds_left: int, fraction: int
    ) -> list[tuple[float, float, int, int, int, int]]:
        """Return the fixed combinations of solved rounds for what is left (summed points)."""
        key = (rounds_left, fraction)
        found = self._combos.get(key)
        if found is None:
            rng = random.Random(f"deck-value-{rounds_left}-{fraction}")
            found = []
            for _ in range(COMBOS):
                picked = [rng.choice(self.rounds) for _ in range(rounds_left)]
                weights = [10] * rounds_left
                if fraction:
                    picked.append(rng.choice(self.rounds))
                    weights.append(fraction)
                size = sum(weights)
                found.append(
                    (
                        sum(w * r.lead_share for w, r in zip(weights, picked, strict=True)) / size,
                        sum(w * r.deal_share for w, r in zip(weights, picked, strict=True)) / size,
                        _points([w * r.lead_caida for w, r in zip(weights, picked, strict=True)]),
                        _points([w * r.lead_other for w, r in zip(weights, picked, strict=True)]),
                        _points([w * r.deal_caida for w, r in zip(weights, picked, strict=True)]),
                        _points([w * r.deal_other for w, r in zip(weights, picked, strict=True)]),
                    )
                )
            self._combos[key] = found
        return found


def _points(tenths: list[float]) -> int:
    """Return points given in tenths, rounded to the game's steps of two."""
    return STEP * round(sum(tenths) / (10 * STEP))


@cache
def deck_value(
    ruleset: Ruleset, players: int, dealer: int, *, later_decks: bool = False, mesa_below: int = 0
) -> DeckValue:
    """Return the (shared, caching) deck value of a ruleset, number of players and dealer.

    ``mesa_below``: :func:`.mesa.mesa_zapateria` of the position (0 outside the first chica).
    """
    return DeckValue(ruleset, players, dealer % 2, later_decks=later_decks, mesa_below=mesa_below)
