"""Engine players for simulations: random and greedy ones, reading only the rules.

They read only their hand and the table. The players of a strength to play against, which
use the analysis, are in :mod:`.search.strength`.
"""

from __future__ import annotations

from typing import Protocol

from .cards import seeded_random
from .game import Action, Position, legal_actions, play_points
from .plays import Play


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
