"""Structured explanations: legal plays are explained, illegal selections get their reason."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cuarenta_tutor.engine.cards import new_deck, parse_card, parse_cards
from cuarenta_tutor.engine.explain import ILLEGAL_CODES, Code, diagnose, explain_play
from cuarenta_tutor.engine.plays import capture_events, card_plays
from cuarenta_tutor.engine.rules import load_ruleset

PRESETS = ["quito", "rigor", "pagat", "casual"]


def codes(facts):
    return [fact.code for fact in facts]


def test_a_sum_with_the_jump_is_explained_step_by_step():
    rules, table = load_ruleset("quito"), parse_cards("3c 4h Jd Qs Kc")
    play = next(p for p in card_plays(rules, table, parse_card("7s")) if p.captured)
    facts = explain_play(rules, play, capture_events(rules, play, table, None, 0, 0))
    assert codes(facts) == [Code.SUM, Code.RUN, Code.JUMP, Code.LIMPIA, Code.TOTAL]
    assert facts[-1].number == 6
    assert facts[-1].points == 2


def test_cancelled_points_say_why():
    rules, table = load_ruleset("quito"), parse_cards("3c 4h")
    play = next(p for p in card_plays(rules, table, parse_card("7s")) if p.captured)
    facts = explain_play(rules, play, capture_events(rules, play, table, None, 0, 38))
    assert Code.CANCELLED_38 in codes(facts)
    pagat = load_ruleset("pagat")
    facts = explain_play(pagat, play, capture_events(pagat, play, table, None, 0, 38))
    assert Code.CANCELLED_38_LIMPIA in codes(facts)


@pytest.mark.parametrize(
    ("rules", "table", "card", "selected", "expected"),
    [
        ("quito", "Jc Qc 3d", "Ks", "Jc Qc", Code.FACE_SUM),  # mistake 1: J+Q is not K
        ("quito", "Kc Ac", "Ks", "Kc Ac", Code.WRAP),  # mistake 1: no K -> A
        ("quito", "5d 6c 7c Jc", "5s", "5d 6c", Code.RUN_INCOMPLETE),  # mistake 2
        ("quito", "3c 4h Js", "7s", "3c 4h", Code.RUN_JUMP_MISSED),  # leaving the J after a 7
        ("quito", "2c 3c 4c 6d", "5s", "2c 3c 4c", Code.RUN_WRONG_START),  # mistake 3
        ("quito", "Ac 2c 4c", "7s", "Ac 2c 4c", Code.SUM_TOO_MANY),  # three under quito
        ("pagat", "Ac 2c 4c", "7s", "Ac 2c", Code.SUM_WRONG),
        ("quito", "4c 2c 3c", "4s", "4c 2c 3c", Code.MATCH_AND_SUM),  # 4 on 2 3 4
        ("quito", "5c 5d", "5s", "5c 5d", Code.MATCH_ONE),
        ("casual", "5c 5d", "5s", "5c", Code.MATCH_EVERY),
        ("quito", "6c Jc", "5s", "6c", Code.NO_BASE),  # a run's start, with nothing before it
        ("quito", "6c Jc", "5s", "Jc", Code.HIGHER_ONLY),  # not even a run's start
        ("quito", "5c 2h Qd", "5s", "Qd", Code.HIGHER_ONLY),  # the walk's P3-N8 (captures-match)
        ("quito", "4c 5c 5d 7c", "4s", "4c 5c 5d", Code.RUN_TWICE),
        ("quito", "5c Jc", "5s", "5c Jc", Code.RUN_GAP),
        ("quito", "Ac 4c", "4h", "Ac", Code.SUM_ONE),
        ("quito", "3c 4c", "7s", "3c 5c", Code.NOT_ON_TABLE),
    ],
)
def test_beginner_mistakes_get_their_reason(rules, table, card, selected, expected):
    facts = diagnose(
        load_ruleset(rules), parse_cards(table), parse_card(card), parse_cards(selected)
    )
    assert facts
    assert facts[0].code is expected


def test_pagat_says_the_missed_cards_may_be_claimed():
    facts = diagnose(
        load_ruleset("pagat"), parse_cards("5c 6c 7c"), parse_card("5s"), parse_cards("5c 6c")
    )
    assert codes(facts) == [Code.RUN_INCOMPLETE, Code.MAY_CLAIM]


@settings(max_examples=300, deadline=None)
@given(
    rules=st.sampled_from([*PRESETS, "quito+periquito"]),
    cards=st.lists(st.sampled_from(new_deck()), min_size=2, max_size=9, unique=True),
    mask=st.lists(st.booleans(), min_size=9, max_size=9),
)
def test_diagnose_is_silent_exactly_for_legal_selections(rules, cards, mask):
    ruleset = load_ruleset(rules)
    card, table = cards[0], tuple(cards[1:])
    selected = [c for c, keep in zip(table, mask, strict=False) if keep]
    legal = any(set(p.captured) == set(selected) for p in card_plays(ruleset, table, card))
    facts = diagnose(ruleset, table, card, selected)
    assert (facts == ()) == (legal or not selected)
    assert all(fact.code in ILLEGAL_CODES or fact.code is Code.MAY_CLAIM for fact in facts)


@settings(max_examples=200, deadline=None)
@given(
    rules=st.sampled_from(PRESETS),
    cards=st.lists(st.sampled_from(new_deck()), min_size=1, max_size=8, unique=True),
)
def test_every_legal_play_is_explained_with_a_base_first(rules, cards):
    ruleset = load_ruleset(rules)
    for play in card_plays(ruleset, tuple(cards[1:]), cards[0]):
        facts = explain_play(ruleset, play, ())
        assert facts[0].code in (Code.DROP, Code.MATCH, Code.MATCH_ALL, Code.SUM)
        assert (Code.RUN in codes(facts)) == bool(play.run)
