"""Each deck's points in play and its count rebuild the deck's score (walk P2b-N7)."""

import random

import pytest

from cuarenta_tutor.engine.game import apply, legal_actions
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.rules import preset_names
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.tutor.deck_end import deck_end
from cuarenta_tutor.tutor.deck_points import PLAY_KINDS, deck_points
from cuarenta_tutor.tutor.play import RESULT_KINDS, Move


def random_mesa(rules: str, players: int, seed: str) -> tuple[list[Move], dict[int, tuple]]:
    """Play a mesa at random; return its moves and the scores at the start of each deck."""
    chance = random.Random(seed)
    position = GameRecord(rules, players, seed).start()
    moves, starts = [], {0: position.scores}
    while not position.is_over:
        action = chance.choice(legal_actions(position))
        after, events = apply(position, action)
        end = deck_end(position, action, after, events)
        moves.append(Move(position.turn, action, events, position.deck_no, end))
        starts.setdefault(after.deck_no, after.scores)
        position = after
    return moves, starts


@pytest.mark.parametrize("rules", preset_names())
@pytest.mark.parametrize("players", [2, 4])
def test_a_decks_points_in_play_and_its_results_make_its_score(rules, players):
    moves, starts = random_mesa(rules, players, f"points-{rules}-{players}")
    points = deck_points(moves)
    rebuilt = 0
    for move in moves:
        end = move.end
        if end is None or end.chica_ended or move.deck_no not in points:
            continue  # a chica's end starts the scores again: its last deck is said by its panel
        deck = points[move.deck_no]
        assert deck.counts == end.counts
        results = [e for m in moves if m.deck_no == move.deck_no for e in m.events
                   if e.kind in RESULT_KINDS and e.side is not None]  # fmt: skip
        for side in (0, 1):
            made = sum(e.points for e in deck.scored[side])
            counted = sum(e.points for e in results if e.side == side)
            assert starts[move.deck_no][side] + made + counted == end.scores[side]
        rebuilt += 1
    assert rebuilt >= 2


def test_only_points_scored_in_play_are_listed_by_side():
    moves, _ = random_mesa("quito", 4, "points-sides")
    for deck in deck_points(moves).values():
        for side, events in enumerate(deck.scored):
            assert all(e.kind in PLAY_KINDS and e.points > 0 and e.side == side for e in events)
    assert EventKind.CAIDA in PLAY_KINDS
    assert EventKind.CARTON not in PLAY_KINDS
    assert EventKind.DEAL not in PLAY_KINDS
