"""A learner's mistake in a mesa, turned into a puzzle when the engine proves the best play.

The Play tab keeps the positions where the coach judged the learner's action a mistake or a
blunder. Such a position becomes a review puzzle only under the generator's own proof
(:mod:`.proof`, :func:`.mine.make_puzzle`): the position is *provable* under its criterion —
the exact ``deal`` value in the last round of a two-player deck, else ``immediate`` — its
answers are *decisive* (every other action worse by at least :data:`.proof.MIN_MARGIN`),
and the learner's action is not among them. The coach may also weigh what an action leaves
for later; a mistake the proof cannot confirm is not made a puzzle.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from ..engine.game import parse_action
from ..engine.messages import MessageError
from ..engine.notation import parse_position
from .mine import make_puzzle
from .model import Puzzle
from .predicates import detect_themes
from .proof import provable, prove

MISTAKE_PREFIX = "play-"
"""The id of a mistake's puzzle: this prefix and a digest of its position."""


def mistake_id(position_text: str) -> str:
    """Return the puzzle id of a position from a mesa (the same position, the same id).

    >>> mistake_id("rules: quito; score: 0-0; hands: 3c / 4h; table: 3h")[:5]
    'play-'
    """
    digest = hashlib.sha256(position_text.encode("utf-8")).hexdigest()
    return MISTAKE_PREFIX + digest[:12]


def is_mistake_id(puzzle_id: str) -> bool:
    """Return whether ``puzzle_id`` names a mistake's puzzle rather than one of the bank."""
    return puzzle_id.startswith(MISTAKE_PREFIX)


@lru_cache(maxsize=64)
def mistake_puzzle(position_text: str, played: str) -> Puzzle | None:
    """Return the puzzle of a mistake: ``played`` in the position written ``position_text``.

    None when the engine cannot prove it: the position cannot be read or ranked fairly
    under its criterion, no answer is decisive, or ``played`` is one of the best actions.
    """
    try:
        position = parse_position(position_text)
        action = parse_action(position, played)
    except (MessageError, ValueError):
        return None
    if not provable(position):
        return None
    proof = prove(position)
    if not proof.decisive or str(action) in proof.answer_texts():
        return None
    return make_puzzle(proof, detect_themes(proof), mistake_id(position_text))
