"""Engine players of a strength to play against: beginner, club and expert.

:func:`engine_player` makes a player of a :class:`Strength`. None of them looks at cards the
player to move cannot see: the beginner plays greedily with slips, the club and expert
players use this package's analysis, which is blind to hidden cards (it solves exactly only
when the unseen cards are the opponent's hand; before that the expert samples deals
consistent with what it knows).
"""

from __future__ import annotations

from enum import StrEnum

from ..cards import seeded_random
from ..game import Action, Position, legal_actions
from ..players import GreedyPlayer, Player
from ..plays import Play
from .coach import best_action
from .solver import rank_plays


class Strength(StrEnum):
    """How well an engine player plays."""

    BEGINNER = "beginner"
    CLUB = "club"
    EXPERT = "expert"


class BeginnerPlayer:
    """Plays like :class:`GreedyPlayer`, but slips now and then: a random legal play instead.

    ``slip`` is the chance of a slip on each turn; it also forgets a ronda as often.
    """

    def __init__(self, seed: int | str = 0, *, slip: float = 0.3) -> None:
        self._random = seeded_random(f"beginner-{seed}")
        self._slip = slip

    def choose(self, position: Position) -> Action:
        """Return the greedy action, or with chance ``slip`` a random play."""
        if self._random.random() < self._slip:
            plays = [a for a in legal_actions(position) if isinstance(a, Play)]
            return self._random.choice(plays)
        return GreedyPlayer().choose(position)


class ClubPlayer:
    """Plays the first action of the ``immediate`` ranking.

    That is: points now, then cards won, then the least caída and limpia risk it leaves.
    """

    def choose(self, position: Position) -> Action:
        """Return the best action by the ``immediate`` criterion."""
        return rank_plays(position, "immediate").optimal[0].action


class ExpertPlayer:
    """Plays the coach's best action (:func:`.coach.best_action`).

    Exact in the last round of a two-player deck; before that the coach's search over
    sampled deals of the hidden cards (:mod:`.lookahead`), with the chica race valued at
    the end of the round (:mod:`.deck_value`), within its own node budget
    (:data:`~.lookahead.CHOOSING_BUDGET`: fewer deals than a verdict may draw with four
    players, the same with two).
    """

    def choose(self, position: Position) -> Action:
        """Return the coach's best action."""
        return best_action(position)


def engine_player(strength: Strength | str, seed: int | str = 0) -> Player:
    """Return an engine player of ``strength`` (a beginner's slips follow ``seed``)."""
    chosen = Strength(strength)
    if chosen is Strength.BEGINNER:
        return BeginnerPlayer(seed)
    return ClubPlayer() if chosen is Strength.CLUB else ExpertPlayer()
