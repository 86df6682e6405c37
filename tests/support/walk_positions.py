"""Positions that walkers met, rebuilt for tests and for `benchmarks/p1n1_reference.py`."""

import random

from cuarenta_tutor.engine.cards import new_deck, parse_card, parse_cards
from cuarenta_tutor.engine.position import Position
from cuarenta_tutor.engine.rules import load_ruleset


def p1n1(scores: tuple[int, int]) -> Position:
    """Walk finding P1-N1 at ``scores``: the learner (seat 0, the dealer) holds A♥ 3♣ 6♣ 7♥ Q♦
    in the first round of a quito deck and the opponent has just dropped A♣, the only table card.
    """
    mine, table = parse_cards("Ah 3c 6c 7h Qd"), parse_cards("Ac")
    rest = [card for card in new_deck() if card not in {*mine, *table}]
    random.Random(0).shuffle(rest)
    return Position(
        ruleset=load_ruleset("quito"),
        players=2,
        seed="p1n1",
        hands=(tuple(mine), tuple(rest[:4])),
        table=tuple(table),
        stock=tuple(rest[4:]),
        piles=((), ()),
        scores=scores,
        dealer=0,
        turn=0,
        last_drop=parse_card("Ac"),
        declared=(None, None),
        held_rondas=(None, None),
        deck_no=1,
    )
