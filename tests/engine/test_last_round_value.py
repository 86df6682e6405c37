"""The end-of-round value before a deck's last round, against exact solves near the chica."""

import dataclasses

from cuarenta_tutor.engine.game import Misdeal, Position, apply
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.search.deck_value import DeckValue, last_round_corrections
from cuarenta_tutor.engine.search.state import DeckGame
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.search.tree import AlphaBeta


def last_round_starts(rules: str, seed: str, wanted: int) -> list[Position]:
    """Starts of a deck's last round (two players) from seeded mesas, as the fit deals them."""
    found: list[Position] = []
    game = 0
    while len(found) < wanted:
        position = GameRecord(rules, 2, f"{seed}-{game}").start()
        seats = [engine_player("beginner", f"{seed}-{game}-0"), engine_player("club")]
        game += 1
        for _ in range(3000):
            if position.is_over or len(found) == wanted:
                break
            if not position.stock and all(len(hand) == 5 for hand in position.hands):
                found.append(position)
            action = seats[position.turn].choose(position)
            if isinstance(action, Misdeal):
                break
            position, _ = apply(position, action)
    return found


def exact(position: Position) -> int:
    """Side 0's value of the rest of the deck, every card known (the reference's yardstick)."""
    game = DeckGame(position)
    value = AlphaBeta(game).value(game.node(position))
    return -value if position.turn % 2 else value


def mean_error(rules: str, seed: str, scores: tuple[int, int], corrected: bool) -> float:
    """Mean of exact minus model over 16 last rounds, at (leading, dealing) ``scores``."""
    ruleset = load_ruleset(rules)
    gaps = []
    for start in last_round_starts(rules, f"{seed}-{rules}", 16):
        first = (start.dealer + 1) % 2
        model = DeckValue(ruleset, 2, start.dealer, corrected=corrected)
        piles = (len(start.piles[0]), len(start.piles[1]))
        in_play = len(start.table) + sum(len(hand) for hand in start.hands)
        pair = scores if first == 0 else scores[::-1]
        truth = exact(dataclasses.replace(start, scores=pair))
        gaps.append(truth - model.value(pair, piles, in_play, 1))
    return sum(gaps) / len(gaps)


def test_every_preset_ships_a_last_round_correction():
    for rules in ("quito", "casual", "pagat", "rigor"):
        found = last_round_corrections(rules, 2)
        assert found is not None
        edges, tables = found
        assert len(tables) == len(edges) + 1
        assert all(len(table) == 20 and all(len(row) == 20 for row in table) for table in tables)
    assert last_round_corrections("quito", 4) is None


def test_the_correction_moves_a_model_value_by_its_table():
    # At the start of a last round the corrected value is the model's plus the table's
    # entry for the scores and card lead; elsewhere (two rounds left) it is the model's.
    ruleset = load_ruleset("pagat")
    corrected, plain = DeckValue(ruleset, 2, 1), DeckValue(ruleset, 2, 1, corrected=False)
    edges, tables = last_round_corrections("pagat", 2)
    gap = tables[len(edges)][18][18]  # seat 0 leads (seat 1 deals): a card lead of 13, 36-36
    assert corrected.value((36, 36), (17, 4), 19, 1) == plain.value((36, 36), (17, 4), 19, 1) + gap
    assert corrected.value((36, 36), (7, 4), 29, 2) == plain.value((36, 36), (7, 4), 29, 2)
