"""Card notation: parsing, formatting, round trips and the errors a teacher sees."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cuarenta_tutor.engine.cards import (
    RANK_J,
    CardError,
    DuplicateCardError,
    NotationError,
    format_card,
    format_cards,
    new_deck,
    next_rank,
    parse_card,
    parse_cards,
    parse_rank,
    shuffled_deck,
)


def test_deck_has_forty_cards_without_eight_nine_ten():
    deck = new_deck()
    assert len(deck) == 40
    assert len(set(deck)) == 40
    assert {format_card(c)[0] for c in deck} == set("A234567JQK")
    assert len(new_deck(jokers=True)) == 42


def test_sequence_jumps_from_seven_to_jack_and_stops_after_king():
    assert next_rank(parse_rank("7")) == RANK_J
    assert next_rank(parse_rank("J")) == parse_rank("Q")
    assert next_rank(parse_rank("K")) is None


def test_sum_values_of_faces_are_zero():
    assert [parse_card(t).value for t in ("Ah", "7c", "Js", "Qd", "Kh")] == [1, 7, 0, 0, 0]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("9h", "8, 9 and 10 are left out"),
        ("10h", "no 8, 9 or 10"),
        ("7x", "suits are c d h s"),
        ("Z", "not a card"),
        ("*3", "jokers are *1 and *2"),
        ("", "not a card"),
    ],
)
def test_bad_cards_raise_clear_value_errors(text, fragment):
    with pytest.raises(CardError, match=re.escape(fragment)) as caught:
        parse_card(text)
    assert isinstance(caught.value, ValueError)


def test_duplicates_are_refused_with_the_card_named():
    with pytest.raises(DuplicateCardError, match="3c appears twice"):
        parse_cards("3c 4h 3c")
    assert issubclass(DuplicateCardError, NotationError)


def test_case_and_commas_are_forgiven():
    assert parse_cards("jS, 7H,ad") == parse_cards("Js 7h Ad")


def test_jokers_parse_named_and_bare():
    bare, named = parse_card("*1"), parse_card("*2=7")
    assert bare.is_joker
    assert bare.rank == 0
    assert named.is_joker
    assert named.rank == 7
    assert format_card(named) == "*2=7"
    assert named.natural == parse_card("*2")


@given(st.lists(st.sampled_from(new_deck(jokers=True)), unique=True))
def test_notation_round_trips(cards):
    assert parse_cards(format_cards(cards)) == tuple(cards)


def test_shuffle_is_reproducible_and_seed_dependent():
    assert shuffled_deck(5) == shuffled_deck("5")
    assert shuffled_deck(5) != shuffled_deck(6)
    assert sorted(shuffled_deck(5)) == sorted(new_deck())
