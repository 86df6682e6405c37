"""The coach's hint on a ronda says to declare first, names the card to play next and why,
and marks the declaring button as a hinted card is marked (walk P2, N6).

The hint read "The coach would declare the ronda. This play is safer than K♥: …" with no
card marked and the button plain: "this play" had no play to point at. It now also says last
what declaring brings, or why it brings nothing (words16, item 4).
"""

from __future__ import annotations

import pytest
from test_play_view import fail

from cuarenta_tutor.engine.game import Declare
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.coach import action_display, hint_text
from cuarenta_tutor.sentences.hint_words import declare_then_drop, hinted_text
from cuarenta_tutor.sentences.play_text import hint_said, hint_why, hinted_card_label
from cuarenta_tutor.sentences.ronda_words import declared_worth
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_hint import hint_for
from cuarenta_tutor.ui.play import PlayView
from cuarenta_tutor.ui.play_model import coach_html, declare_button

RONDA = "rules: quito; hands: Kc Kd Kh Ad 5c / 2h 7s 6d Jd Qs; dealer: 1; score: 0-0"
DOBLE = "rules: quito; hands: 4c 4d 4h 4s Kh / 2h 7s 6d Jd Qs; dealer: 1; score: 0-0"


@pytest.mark.parametrize("position", [RONDA, DOBLE])
def test_the_hint_to_declare_carries_the_card_played_next(position: str) -> None:
    hint = hint_for(parse_position(position))
    assert isinstance(hint.action, Declare)
    assert hint.then is not None
    assert isinstance(hint.then.action, Play)  # the same turn goes on with a card
    assert hint.then.then is None


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
@pytest.mark.parametrize(("position", "doble"), [(RONDA, False), (DOBLE, True)])
def test_the_hint_says_declare_first_then_the_card_and_that_cards_reason(
    lang: str, position: str, doble: bool
) -> None:
    tr = Translator(lang)
    hint = hint_for(parse_position(position))
    assert hint.then is not None
    said = hint_said(hint, tr)
    if doble:
        first = tr.gettext("The coach would declare the doble ronda first, then play {play}.")
    else:
        first = tr.gettext("The coach would declare the ronda first, then play {play}.")
    card = action_display(hint.then.action, tr)
    assert hint.declared is not None
    assert hint.ruleset is not None
    worth = declared_worth(hint.declared, hint.ruleset, tr, named=True)  # said last (words16)
    if hint.then.action.is_drop:  # a drop said as one (walk P1 NEW-4)
        first = declare_then_drop(hint.then, hint.then.action, tr, doble=doble)
        assert card in first
        assert said == f"{first} {hint_why(hint.then, tr)} {worth}"
        if lang == "en":
            assert f"then drop {card}" in said
    else:
        assert said == f"{first.replace('{play}', card)} {hint_why(hint.then, tr)} {worth}"
    assert hint_text(hint.action, tr, doble=doble) not in said  # no bare "would declare"


@pytest.mark.parametrize(
    ("position", "worth"),
    [
        (RONDA, "Declaring the ronda scores 2 points."),
        (DOBLE, "Declaring the doble ronda scores 4 points."),
        (RONDA.replace("quito", "pagat"), "Declaring the ronda scores 4 points."),
        (
            RONDA.replace("0-0", "38-0"),
            "Declaring the ronda brings no points at your score: from 38 points on only a "
            "caída scores.",
        ),
        (
            RONDA.replace("quito", "pagat").replace("0-0", "30-0"),
            "Declaring the ronda brings no points at your score: no longer counted from 30 "
            "points on.",
        ),
    ],
)
def test_the_hint_to_declare_first_says_what_the_ronda_is_worth(position: str, worth: str):
    """ "The coach would declare the ronda first, then play Q♣" said nothing of its points."""
    hint = hint_for(parse_position(position))
    assert hint.then is not None
    said = hint_said(hint, Translator("en"))
    assert said.endswith(f" {worth}"), said
    assert said.startswith("The coach would declare the ")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
@pytest.mark.parametrize("score", ["0-0", "38-0"])
def test_every_language_says_the_ronda_s_worth_in_the_hint(lang: str, score: str):
    position = parse_position(RONDA.replace("0-0", score))
    hint = hint_for(position)
    said = hint_said(hint, Translator(lang))
    assert "{" not in said
    assert ("38" if score == "38-0" else "2") in said, said


def test_the_ronda_note_beside_the_hint_does_not_repeat_its_worth():
    game = holding(RONDA)
    tr = Translator("en")
    alone = coach_html("", game, None, tr)
    assert "Declaring it scores 2 points." in alone  # the note says it while no hint does
    hinted = coach_html("", game, hint_for(game.position), tr)
    assert hinted.count("2 points") == 1, hinted
    assert "You hold a ronda, three cards of one rank" in hinted


def test_a_hint_to_play_a_card_is_said_as_before():
    position = parse_position("rules: quito; hands: Kc 2d Kh Ad 5c / 2h 7s 6d Jd Qs; dealer: 1")
    hint = hint_for(position)
    assert hint.then is None
    tr = Translator("en")
    assert hint_said(hint, tr) == f"{hinted_text(hint, tr)} {hint_why(hint, tr)}"
    assert hinted_text(hint, tr) == "The coach would drop A♦."  # a drop said as one (P1 NEW-4)


def holding(position: str) -> PlayGame:
    game = PlayGame(rules="quito")
    game.position = parse_position(position)
    return game


def test_the_declaring_button_is_marked_only_while_the_hint_declares():
    tr = Translator("de")
    game = holding(RONDA)
    plain = declare_button(game, None, tr)
    assert (plain.label, plain.hinted, plain.note) == ("Ronda ansagen", False, None)
    marked = declare_button(game, hint_for(game.position), tr)
    assert marked.hinted
    assert marked.note == hinted_card_label(tr)  # said as a hinted card's name says it
    card_hint = hint_for(holding(RONDA.replace("Kd", "2d")).position)
    assert not declare_button(game, card_hint, tr).hinted


def test_the_view_rings_and_describes_the_declaring_button_after_a_hint():
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="1")
    view.render(Translator("de"), False)
    view.new.click()
    assert view.game is not None
    assert view.game.coach
    view.game.position = parse_position(RONDA)
    view.hint_button.click()
    assert "ct-hinted" in view.declare._dom_classes
    assert view.declare.tooltip == "Tipp des Trainers"
    assert "Der Trainer würde zuerst die Ronda ansagen und dann " in (view.coach_box.value)
    view.declare.click()
    assert "ct-hinted" not in view.declare._dom_classes
    assert view.declare.tooltip is None
