"""Play's moments as the kernel draws them: the others' cards by player, the hint's card and
reason, a verdict beside a hint, and the mesa's review with the hints counted."""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.rules import CartonScale, load_ruleset
from cuarenta_tutor.engine.scoring import carton_value
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, Verdict
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.play_text import beside_hint, carton_text, hint_why
from cuarenta_tutor.tutor.deck_end import Carton
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_hint import Hint
from cuarenta_tutor.ui import play_panels
from cuarenta_tutor.ui.components import row_entries

EN = Translator("en")
SEVEN, THREE = Play(parse_card("7s")), Play(parse_card("3h"))


def verdict(action: Play, band: Band, *, as_good: bool = False) -> Verdict:
    best = action if band is Band.BEST else SEVEN
    return Verdict(action, best, 0.0 if band is Band.BEST else 0.4, band, (), False, 0.3, as_good)


def test_a_verdict_on_another_play_as_good_as_the_hint_says_so_and_only_then():
    assert beside_hint(verdict(THREE, Band.BEST), None, EN) == ""  # no hint asked
    assert beside_hint(verdict(SEVEN, Band.BEST), SEVEN, EN) == ""  # the hint was played
    tied = beside_hint(verdict(THREE, Band.BEST), SEVEN, EN)
    assert tied == (
        "Best: 3♥ is just as good as the hint, 7♠: the engine's look-ahead values both the same."
    )
    close = beside_hint(verdict(THREE, Band.GOOD, as_good=True), SEVEN, EN)
    assert close.startswith("Good: 3♥ is about as good as the hint, 7♠: the engine's look-ahead")
    assert beside_hint(verdict(THREE, Band.GOOD), SEVEN, EN) == ""  # a real loss: not "as good"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_hint_reason_and_cartón_sum_is_a_whole_sentence_in_every_language(lang):
    tr = Translator(lang)
    cards = (parse_card("5c"), parse_card("5h"))
    hints = [Hint(SEVEN), Hint(SEVEN, THREE, tied=True), Hint(SEVEN, THREE)]
    hints += [Hint(SEVEN, THREE, tied=True, close=True), Hint(SEVEN, THREE, forgone=cards)]
    hints += [Hint(SEVEN, THREE, runner_forgone=cards, own=Reason(ReasonCode.SAFE_DROP, cards))]
    hints += [Hint(SEVEN, THREE, Reason(code, cards, 0.25)) for code in ReasonCode]
    for hint in hints:
        text = hint_why(hint, tr)
        assert text
        assert "{" not in text
        assert text[-1] in ".!"
    for cards_taken in (17, 20, 21, 26):
        value = 2 if cards_taken < 20 else 6 + (cards_taken - 20) + (cards_taken - 20) % 2
        text = carton_text(Carton(0, cards_taken, 6, value, value), tr)
        assert "{" not in text
        assert str(value) in text


def test_the_hinted_card_and_the_cards_it_takes_are_marked_and_say_so_and_no_other():
    hand = [parse_card(code) for code in ("7s", "3h", "Kd")]
    table = [parse_card(code) for code in ("As", "2c", "4d")]
    play = Play(parse_card("3h"), (parse_card("As"), parse_card("2c")))
    on_table = row_entries(table, EN, four_colour=False)
    entries, taken = play_panels.mark_hint(
        row_entries(hand, EN, four_colour=False), on_table, play, EN
    )
    assert [entry["best"] for entry in entries] == [False, True, False]
    assert entries[1]["label"] == "three of hearts — the coach's hint"
    assert entries[0]["label"] == "seven of spades"
    assert [entry["best"] for entry in taken] == [True, True, False]
    assert taken[0]["label"].endswith("— taken by the coach's hint")
    assert taken[2]["label"] == "four of diamonds"


def test_four_players_last_cards_are_grouped_in_the_order_of_play():
    game = PlayGame(players=4, seed="groups")
    while len({move.seat for move in game.engine_moves}) < 3:
        game.act(game.hint())
    html = play_panels.last_cards_html(game, EN, four_colour=False)
    labels = [part.split("'")[0] for part in html.split("role='group' aria-label='")[1:]]
    assert labels == ["Opponent 1", "Your partner", "Opponent 2"]
    assert "The other players&#x27; last cards" in html
    two = play_panels.last_cards_html(PlayGame(seed="groups"), EN, four_colour=False)
    assert "The engine&#x27;s last cards" in two


def test_the_review_counts_the_hints_asked_before_actions():
    game = PlayGame(seed="review")
    assert "You played without hints." in play_panels.mesa_review_html(game, "", EN)
    game.ask_hint()
    game.ask_hint()  # twice before one action: one action made with a hint
    game.act(game.hint())
    said = play_panels.mesa_review_html(game, "", EN)
    # every action followed the hint: no percentage that would measure the hint (P2b-N10)
    assert "Your one action was played with the hint: there is no accuracy of your own" in said
    assert "Accuracy" not in said
    assert "%" not in said
    assert "Your one action by rating (played with the hint): Best 1" in said


def test_only_the_last_card_dropped_and_still_on_the_table_wears_the_caida_ring():
    """Three engine drops in a row draw one orange ring: the last, the only caída target."""
    game, seen = PlayGame(players=4, seed="ring"), 0
    while not game.position.is_over and seen < 3:
        drops = [m for m in game.engine_moves if isinstance(m.action, Play) and m.action.is_drop]
        html = play_panels.last_cards_html(game, EN, four_colour=False)
        rings = html.count('stroke="#ef6c00"')
        last = game.engine_moves[-1].action if game.engine_moves else None
        target = game.position.last_drop
        expected = int(isinstance(last, Play) and last.card == target and target is not None)
        assert rings == expected
        if len(drops) >= 2:
            seen += 1
            assert target in game.position.table or rings == 0
        if game.learners_turn:
            game.act(game.hint())
        else:
            game.next_deck()
    assert seen == 3


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["quito", "casual"])
def test_the_cartón_sum_names_the_rulesets_rounding_where_there_is_one(name, lang):
    """P2b-N11: "3 cards over 20 add 4" read as a slip; the rounding is now said."""
    rules, tr, en = load_ruleset(name), Translator(lang), Translator("en")
    up = en.gettext(
        "Under these rules an odd number of cards over 20 is rounded up to the next even number."
    )
    pairs = en.gettext(
        "Under these rules only whole pairs of cards over 20 count: a card left over adds nothing."
    )
    for taken in range(20, 27):
        value = carton_value(rules, taken)
        carton = Carton(0, taken, carton_value(rules, 20), value, value)
        said, english = carton_text(carton, tr), carton_text(carton, en)
        rounded = value - 6 != taken - 20
        assert rounded == (taken % 2 == 1)  # both scales round only an odd count
        assert (up in english) == (rounded and rules.carton_scale is CartonScale.ROUND_UP)
        assert (pairs in english) == (rounded and rules.carton_scale is CartonScale.PAIRS)
        assert said.endswith(".")
        assert "{" not in said
        if lang != "en" and rounded:
            assert up not in said
            assert pairs not in said
