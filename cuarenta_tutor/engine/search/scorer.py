"""What the solver's moves score: the engine's own scoring functions, memoized.

A capture's points depend only on whether it is a caída (and en ronda), a limpia or a
periquito, and on the capturing side's score. The first time a combination occurs, the
engine's :func:`capture_events` scores a small play with exactly those properties and the
answer is kept. Rondas go through :func:`award` and the deck end through
:func:`carton_events`, as :mod:`cuarenta_tutor.engine.game` calls them.
"""

from __future__ import annotations

from functools import cache

from ..cards import Card
from ..plays import Play, capture_events
from ..rules import DobleRonda, Ruleset
from ..scoring import EventKind, Note, award, carton_events, chica_winner
from .moves import CACHE_LIMIT, Effect

NO_WINNER = -1


class Scorer:
    """Points of captures, rondas and the cartón for one ruleset and one dealer."""

    def __init__(self, ruleset: Ruleset, dealer: int) -> None:
        self.ruleset = ruleset
        self.dealer_side = dealer % 2
        self._captures: dict[tuple[bool, bool, bool, int, bool], tuple[int, bool]] = {}
        self._cartons: dict[tuple[int, int, int, int], tuple[int, int]] = {}

    def capture(self, effect: Effect, score: int, en_ronda: bool) -> tuple[int, bool]:
        """Return the points of a capture by a side on ``score`` and whether it wins the chica.

        ``en_ronda`` says the caída target belongs to the dropping player's ronda.
        """
        key = (effect.caida, effect.limpia, effect.periquito, score, en_ronda)
        found = self._captures.get(key)
        if found is None:
            play, table, last = sample_capture(effect.caida, effect.limpia, effect.periquito)
            events = capture_events(
                self.ruleset, play, table, last, 0, score, caida_en_ronda=en_ronda
            )
            wins = any(event.note is Note.WINS for event in events)
            found = (sum(event.points for event in events), wins)
            self._captures[key] = found
        return found

    def declare(self, doble: bool, score: int) -> tuple[int, bool]:
        """Return the points of declaring a ronda (or doble ronda) and whether it wins."""
        rules = self.ruleset
        if doble:
            if rules.doble_ronda is not DobleRonda.POINTS:
                return 0, True
            event = award(rules, EventKind.DOBLE_RONDA, 0, rules.doble_ronda_points, score)
            return event.points, False
        event = award(rules, EventKind.RONDA, 0, rules.ronda_points, score, below=rules.ronda_below)
        return event.points, False

    def carton(self, piles: tuple[int, int], scores: tuple[int, int]) -> tuple[int, int]:
        """Return the points each side scores for the card count at the end of the deck."""
        key = (*piles, *scores)
        found = self._cartons.get(key)
        if found is None:
            if len(self._cartons) >= CACHE_LIMIT:
                self._cartons.clear()
            gained = [0, 0]
            for event in carton_events(self.ruleset, piles, scores, self.dealer_side):
                if event.side is not None:
                    gained[event.side] += event.points
            found = (gained[0], gained[1])
            self._cartons[key] = found
        return found

    def winner(self, score0: int, score1: int) -> int:
        """Return the side that has won the chica with these scores, or :data:`NO_WINNER`.

        The engine's own rule (:func:`chica_winner`): both sides on the target, more points
        win; on equal points, the side that did not deal.
        """
        target = self.ruleset.win_at
        # the solver's usual case, answered before the call: chica_winner's own first test
        if score0 < target and score1 < target:
            return NO_WINNER
        found = chica_winner(self.ruleset, (score0, score1), self.dealer_side)
        return NO_WINNER if found is None else found


def shared_scorer(ruleset: Ruleset, dealer: int) -> Scorer:
    """Return the scorer every search of ``ruleset`` with this dealer's side shares.

    One per side, not per seat: with four players, seats 0 and 2 deal for the same side.

    >>> from ..rules import load_ruleset
    >>> quito = load_ruleset("quito")
    >>> shared_scorer(quito, 0) is shared_scorer(quito, 2) is not shared_scorer(quito, 1)
    True
    """
    return _side_scorer(ruleset, dealer % 2)


@cache
def _side_scorer(ruleset: Ruleset, side: int) -> Scorer:
    """Return the one scorer of ``ruleset`` with ``side`` dealing."""
    return Scorer(ruleset, side)


def sample_capture(
    caida: bool, limpia: bool, periquito: bool
) -> tuple[Play, tuple[Card, ...], Card | None]:
    """Return a match of a 5, its table and caída target, with the properties asked for.

    The 5 on the table is the caída target when ``caida``; a periquito takes a second 5
    as its extra; a king stays on the table unless the play is a limpia.
    """
    base, extra = Card(5, "c"), Card(5, "d")
    play = Play(Card(5, "s"), (base,), (), (extra,) if periquito else ())
    table = play.captured if limpia else (*play.captured, Card(10, "c"))
    return play, table, base if caida else None
