"""The seeded mesas the Play tests share, each played the same way, so the coach judges it once.

Many Play tests need a mesa stopped at a deck's end, at a chica's end or over, and the coach
judges every learner move on the way (some twenty a deck, 1–2 s of searching when its
answers are not kept). Each test had a seed of its own; on these shared ones a test process
answers from its store what another test asked, and the workers of a run share what either
computed (:mod:`.warm_coach`).
"""

from __future__ import annotations

import functools
import random
from unittest import mock

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa

DECK_RULES, DECK_SEED = "quito", "totals"
"""A mesa whose first deck ends with cards left on the table and no chica."""
QUICK = "quito+rapido+no_zapateria"
"""Chicas of 20 points, no zapatería: a chica ends within a deck or two."""
CHICA_SEED = "chica-a"
"""A mesa under :data:`QUICK` (first chica ended at a deck's count, the mesa at a count)."""


def to_deck_end(game: PlayGame, *, chica: bool = False) -> PlayGame:
    """Play the first legal action until a deck's end (one that ends a chica, if asked)."""
    while True:
        if game.deck_end is not None:
            if game.deck_end.chica_ended or not chica:
                return game
            game.next_deck()
        assert not game.position.is_over
        game.act(legal_actions(game.position)[0])


def to_mesa_end(game: PlayGame) -> PlayGame:
    """Play the first legal action, going on past every deck's end, until the mesa is over."""
    while not game.position.is_over:
        if game.deck_end is not None:
            game.next_deck()
        else:
            game.act(legal_actions(game.position)[0])
    return game


def deck_mesa() -> PlayGame:
    """The shared two-player mesa at its first move (:data:`DECK_SEED`)."""
    return PlayGame(DECK_RULES, seed=DECK_SEED, pause_at_deck_end=True)


def quick_mesa() -> PlayGame:
    """The shared two-player mesa of short chicas at its first move (:data:`CHICA_SEED`)."""
    return PlayGame(QUICK, seed=CHICA_SEED, pause_at_deck_end=True)


ENGINE_ENDS = {"mesa": ("nd-2", 2), "chica": ("cx-25", 25)}
"""For :func:`kept_before_an_engine_end`: the mesa's seed and the learner's moves' seed."""


@functools.cache
def kept_before_an_engine_end(ending: str = "mesa") -> str:
    """Return the kept text of a seeded four-player mesa at a deck end whose *Next deck*
    ends the ``ending`` (``mesa`` or only a ``chica``) before the learner plays again.

    The engine seats play first in the new deck: the opponents' caída on the partner's
    card ends the chica (and, for ``mesa``, the mesa by zapatería). The learner's moves are
    seeded random ones, played without the coach (only the record is wanted).
    """
    seed, moves = ENGINE_ENDS[ending]
    game = PlayGame("quito", 4, "beginner", seed, pause_at_deck_end=True)
    choose = random.Random(moves).choice
    with mock.patch.object(PlayGame, "_verdict_at", return_value=None):
        while True:
            if game.deck_end is not None:
                kept = KeptMesa.of(game).to_json()
                game.next_deck()
                over = game.position.is_over
                if over or (game.deck_end is not None and ending == "chica"):
                    assert over == (ending == "mesa"), ending
                    return kept
                continue
            assert not game.position.is_over
            game.act(choose(legal_actions(game.position)))
