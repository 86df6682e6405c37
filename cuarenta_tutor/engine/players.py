"""Engine players: random and greedy ones for simulations, and three strengths to play against.

:func:`engine_player` makes a player of a :class:`Strength`. None of them looks at cards the
player to move cannot see: the greedy ones read only their hand and the table, the
``club`` and ``expert`` ones the analysis of :mod:`.search`, which is blind to hidden cards
(it solves exactly only when the unseen cards are the opponent's hand; before that the
expert samples deals consistent with what it knows).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Protocol

from .cards import seeded_random
from .game import Action, Position, legal_actions, play_points
from .plays import Play
from .search import rank_plays
from .search.coach import assess


class Player(Protocol):
    """Something that chooses an action in a position."""

    def choose(self, position: Position) -> Action:
        """Return one of ``legal_actions(position)``."""
        ...


class RandomPlayer:
    """Chooses uniformly among the legal actions, with its own seeded generator.

    With ``partial`` it also plays the runs stopped early that ``pagat`` allows.
    """

    def __init__(self, seed: int | str = 0, *, partial: bool = False) -> None:
        self._random = seeded_random(seed)
        self._partial = partial

    def choose(self, position: Position) -> Action:
        """Return a random legal action."""
        return self._random.choice(legal_actions(position, partial=self._partial))


class GreedyPlayer:
    """Declares every ronda, claims missed cards, then plays for the most points now.

    Ties go to the play that takes most cards; a drop prefers the lowest-ranked card that
    no capture is possible with, which is a crude but cheap guard against caídas.
    """

    def choose(self, position: Position) -> Action:
        """Return the greedy action."""
        actions = legal_actions(position)
        for action in actions:
            if not isinstance(action, Play):
                return action
        plays = [a for a in actions if isinstance(a, Play)]
        return max(plays, key=lambda play: self._value(position, play))

    @staticmethod
    def _value(position: Position, play: Play) -> tuple[int, int, int]:
        return play_points(position, play), len(play.captured), -play.card.rank


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
    """Plays the coach's best action.

    Exact in the last round of a two-player deck; before that the coach's search over
    sampled deals of the hidden cards (:mod:`.search.lookahead`), with the chica race
    valued at the end of the round (:mod:`.search.deck_value`).
    """

    def choose(self, position: Position) -> Action:
        """Return the coach's best action."""
        return assess(position).best


def engine_player(strength: Strength | str, seed: int | str = 0) -> Player:
    """Return an engine player of ``strength`` (a beginner's slips follow ``seed``)."""
    chosen = Strength(strength)
    if chosen is Strength.BEGINNER:
        return BeginnerPlayer(seed)
    return ClubPlayer() if chosen is Strength.CLUB else ExpertPlayer()
