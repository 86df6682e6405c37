"""Play tells a beginner about a ronda they hold (issue #25, P1b-5): what it is, until when
it may be declared under the mesa's rules, and what declaring it brings, as the engine
scores it; said once, at the round's first turn, in every language."""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.game import Declare, apply
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play_model import coach_html
from cuarenta_tutor.ui.ronda_model import ronda_note

EN = Translator("en")
THREE, FOUR = "5c 5d 5h Kh 2s", "4c 4d 4h 4s Kh"
FIRST = "Declare it before you play your first card of the round."


def holding(hand: str, rules: str = "quito", score: str = "0-0") -> PlayGame:
    game = PlayGame(rules=rules)
    game.position = parse_position(
        f"rules: {rules}; hands: {hand} / 2h 7s 6d Jd Qs; dealer: 1; score: {score}"
    )
    return game


def test_a_ronda_is_named_with_its_cards_its_time_and_its_points():
    game = holding(THREE)
    assert load_ruleset("quito").ronda_points == 2  # RULES.md: a ronda scores two in Quito
    assert ronda_note(game, EN) == (
        f"You hold a ronda, three cards of one rank: 5♣ 5♦ 5♥. {FIRST} "
        "Declaring it scores 2 points."
    )
    shown = coach_html("", game, None, EN)
    assert "ct-play-ronda" in shown  # in the coach's box, which the announcer reads out
    assert "5♣ 5♦ 5♥" in shown


@pytest.mark.parametrize(
    ("rules", "worth"),
    [
        ("quito", "Declaring it scores 4 points."),
        ("rigor", "Declaring it wins the chica."),  # at 12-12: no zapatería (0-0: the mesa)
        ("pagat", "Declaring it wins the whole mesa."),
    ],
)
def test_a_doble_ronda_says_what_the_rules_give_for_it(rules: str, worth: str) -> None:
    note = ronda_note(holding(FOUR, rules, "12-12"), EN)
    assert note.startswith("You hold a doble ronda, four cards of one rank: 4♣ 4♦ 4♥ 4♠.")
    assert note.endswith(f"{FIRST} {worth}")


def test_any_turn_rules_say_while_the_cards_are_held():
    note = ronda_note(holding(THREE, "casual"), EN)
    assert "Declare it while you still hold those cards." in note


def test_a_ronda_that_scores_nothing_now_says_so_as_the_engine_scores_it():
    game = holding(THREE, score="38-0")  # 38 que no juega: the ronda brings nothing
    _, events = apply(game.position, Declare())
    assert [event.points for event in events] == [0]
    assert ronda_note(game, EN).endswith(  # and why (words16, item 4)
        "At your score it brings no points: from 38 points on only a caída scores."
    )


def test_it_is_said_once_and_goes_when_declared_or_no_longer_possible():
    game = holding(THREE)
    game.act(Declare())
    assert ronda_note(game, EN) == ""  # declared
    assert "ct-play-ronda" not in coach_html("", game, None, EN)
    later = holding("5c 5d 5h Kh", "casual")  # the round's second turn: said at its first
    assert later.can_declare
    assert ronda_note(later, EN) == ""
    assert ronda_note(holding("5c 5d 6h Kh 2s"), EN) == ""  # no ronda


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_says_it_in_its_own_words(lang: str) -> None:
    tr = Translator(lang)
    for hand, rules, score in (
        (THREE, "quito", "0-0"),
        (THREE, "casual", "38-0"),
        (FOUR, "rigor", "0-0"),
        (FOUR, "pagat", "0-0"),
    ):
        note = ronda_note(holding(hand, rules, score), tr)
        english = ronda_note(holding(hand, rules, score), EN)
        assert note
        for sentence in english.split(". "):
            assert sentence.rstrip(".") not in note, (lang, sentence)
    assert tr.gettext("The coach's verdict") != "The coach's verdict"
