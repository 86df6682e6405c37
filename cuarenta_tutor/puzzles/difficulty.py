"""The initial rating of a puzzle, from what makes it measurably hard.

``rating = 800 + 40 · min(actions, 15) + 300 · trap + 30 · (depth − 1)``, kept within
600–2400, where ``actions`` is the number of distinct legal actions, ``trap`` is 1 when the
play a beginner reaches for is not an answer, and ``depth`` is the number of plies the
proof looks ahead (the cards left in every hand under ``deal``; 1 under ``immediate``).
Learners' results move it from there (the Practice screen's ratings).
"""

from __future__ import annotations

from ..engine.game import Action, Position, legal_actions
from ..engine.plays import Play

BASE, PER_ACTION, MAX_ACTIONS, TRAP, PER_PLY = 800, 40, 15, 300, 30
LOWEST, HIGHEST = 600, 2400


def beginner_play(position: Position) -> Action:
    """Return the play a beginner reaches for: the capture taking most cards, else a drop.

    Ties go to the first in the engine's order (the hand's lowest card first); a beginner
    never declares or claims. Without a capture it is the drop of the lowest card.
    """
    plays = [action for action in legal_actions(position) if isinstance(action, Play)]
    captures = [play for play in plays if not play.is_drop]
    if captures:
        return max(captures, key=lambda play: len(play.captured))
    return plays[0]


def difficulty_rating(actions: int, trap: bool, depth: int) -> int:
    """Return the initial rating from the measured difficulty (see the module docstring)."""
    rating = BASE + PER_ACTION * min(actions, MAX_ACTIONS) + TRAP * trap + PER_PLY * (depth - 1)
    return max(LOWEST, min(HIGHEST, rating))
