"""What Play says, once and in words (walk P3, Finnish screen-reader user).

N2: the leftover cards were said twice at a deck's end (the signs and their words);
N3: a new deal within a deck was not said; N4: a kept mesa was not said when Play opened,
and *Resume the mesa* had no description; N6: the engine's moves under the verdict were
shown as signs only ("3 ♦" to a virtual cursor).
"""

from __future__ import annotations

import re

from support.mesas import deck_mesa, to_deck_end

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.listing import cards_text
from cuarenta_tutor.tutor.play import LEARNER
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui import play_model as model
from cuarenta_tutor.ui import play_panels as panels
from cuarenta_tutor.ui import play_speech as speech
from cuarenta_tutor.ui.play_kept_model import offer_html, offer_said
from cuarenta_tutor.ui.said_words import said

EN = Translator("en")


def test_the_leftover_cards_are_said_once_in_words_at_a_decks_end():
    game = to_deck_end(deck_mesa())
    end = game.deck_end
    leftovers = [e for e in end.events if e.kind is EventKind.LEFTOVERS and e.cards]
    assert leftovers  # the deck left cards on the table: someone gets them
    heard = panels.panel_speech(panels.deck_end_html(end, game, EN))
    shown = cards_text(leftovers[0].cards, "en")
    assert shown not in heard  # no signs: the words only
    words = said(shown, EN).lower()
    assert heard.lower().count(words) == 1, heard
    assert heard.count("takes the cards left on the table") == 1


def test_a_new_deal_within_a_deck_names_the_new_cards_once():
    game = deck_mesa()
    drawn = speech.Drawn("", "", "", "")
    while True:
        before = game.position.deck_no
        game.act(legal_actions(game.position)[0])
        if game.learners_turn and len(game.position.hands[LEARNER]) == 5:
            break
    assert game.position.deck_no == before  # a deal within the deck
    text = speech.announcement(game, drawn, 0, EN, actions=True)
    hand = tuple(game.position.hands[LEARNER])
    assert text.count("New cards:") == 1
    assert f"New cards: {cards_text(hand, 'en')}." in text
    assert "New cards" not in speech.announcement(game, drawn, 0, EN)  # a hint: not again
    game.act(legal_actions(game.position)[0])  # the next move: no new cards
    assert "New cards" not in speech.announcement(game, drawn, 0, EN, actions=True)


def test_the_kept_mesa_is_said_and_its_summary_is_the_buttons_description():
    game = deck_mesa()
    for _ in range(3):
        game.act(legal_actions(game.position)[0])
    kept = KeptMesa.from_json(KeptMesa.of(game).to_json())
    text = offer_said(kept, kept.position, EN)
    assert text.startswith("You have an unfinished mesa. Players: 2")
    assert "deck 1; score:" in text
    where = re.search(r"<span class='ct-play-kept-where'>(.*?)</span>", offer_html(
        kept, kept.position, EN))  # fmt: skip
    assert where is not None
    assert "score:" in where[1]  # what DescribedBy links to Resume's button


def test_the_engines_moves_are_said_by_the_cards_names():
    game = deck_mesa()
    while not game.engine_moves:
        game.act(legal_actions(game.position)[0])
    html = model.engine_moves_html(game, EN)
    line = model.engine_lines(game, EN)[0]
    assert "<span aria-hidden='true'>" in html
    assert f"<span class='ct-visually-hidden'>{said(line, EN)}</span>" in html.replace(
        "&#x27;", "'")  # fmt: skip
    assert "of " in said(line, EN)  # "The engine played three of diamonds"


def test_a_decks_first_deal_names_the_learners_cards():
    """walk17 M6: "Deck 2. Your turn." named no card; a deal within a deck names them."""
    game = to_deck_end(deck_mesa())
    game.next_deck()
    assert game.learners_turn
    drawn = speech.Drawn("", "", "", "")
    text = speech.announcement(game, drawn, 0, EN, actions=True, fresh=True)
    hand = tuple(game.position.hands[LEARNER])
    assert len(hand) == 5
    assert text.endswith(f"Deck 2. Your turn. New cards: {cards_text(hand, 'en')}.")
    assert text.count("New cards:") == 1
