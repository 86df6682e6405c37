"""With partners there are two opponents: a caída takes the card of the one before you.

Before, 4-player puzzles said "Look at the card your opponent has just dropped." and "Caída:
you capture the very card your opponent has just dropped", as if there were one opponent.
"""

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.explain import Code, Fact
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.puzzles import find_puzzle
from cuarenta_tutor.sentences.explain import render_fact
from cuarenta_tutor.sentences.puzzle_text import puzzle_text

LANGS = available_languages()
FACTS = (
    Fact(Code.CAIDA, points=2),
    Fact(Code.CAIDA),  # scored nothing (on 38, the next fact says why)
    Fact(Code.CAIDA_EN_RONDA, points=4),
    Fact(Code.CAIDA_EN_RONDA),
)
CLAIM = Fact(Code.MAY_CLAIM, (parse_card("Jh"),))


def test_a_four_player_caida_puzzle_names_the_opponent_before_you():
    puzzle = find_puzzle("casual-4p-00006")
    assert puzzle.players == 4
    assert "caida" in puzzle.themes
    en = puzzle_text(puzzle, Translator("en"))
    assert en.hints[0] == "Look at the card the opponent before you has just dropped."
    assert (
        "Caída: you capture the very card the opponent before you has just dropped — 2 points."
        in (en.explanation)
    )
    it = puzzle_text(puzzle, Translator("it"))
    assert it.hints[0] == "Guarda la carta appena posata dall'avversario che gioca prima di te."
    assert "tuo avversario" not in it.explanation
    nl = puzzle_text(puzzle, Translator("nl"))
    assert "vóór jou" in nl.hints[0]
    assert "vóór jou" in nl.explanation


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("fact", FACTS, ids=lambda f: f"{f.code.value}-{f.points}")
def test_each_caida_sentence_has_a_partners_form(lang, fact):
    tr, en = Translator(lang), Translator("en")
    four = render_fact(fact, tr, 4)
    assert "opponent before you" in render_fact(fact, en, 4)
    assert render_fact(fact, en, 4) != render_fact(fact, en, 2)
    assert "{" not in four
    if lang != "en":  # translated, not the English fallback
        assert four != render_fact(fact, en, 4)
    if fact.points:
        assert str(fact.points) in four


def test_two_players_keep_your_opponent():
    en = Translator("en")
    assert render_fact(Fact(Code.CAIDA, points=2), en, 2) == (
        "Caída: you capture the very card your opponent has just dropped — 2 points."
    )
    assert render_fact(Fact(Code.CAIDA_EN_RONDA), en, 4) == (
        "Caída en ronda: the card you capture with your caída belongs to the ronda of the "
        "opponent before you."
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_run_cards_left_may_be_claimed_by_the_opponent_after_you(lang):
    tr = Translator(lang)
    four = render_fact(CLAIM, tr, 4)
    assert four != render_fact(CLAIM, tr, 2)
    assert "{" not in four
    if lang == "en":
        assert four == "Under these rules the opponent after you may now claim J♥."
