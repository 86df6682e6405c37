"""The kept mesa's offer says what Resume will show, and the chicas (walk P2b-N4).

Kept on a deck's end, the mesa resumes on that end: the offer says "end of deck 1" with
that deck's final score, not the next deck dealt behind it. Once a chica has been won the
offer says the chicas too, for you and the engine or, with partners, for the sides.
"""

from __future__ import annotations

import dataclasses

from support.mesas import deck_mesa, quick_mesa, to_deck_end

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui.play_kept_model import offer_html, offer_parts

EN = Translator("en")


def kept(game: PlayGame) -> KeptMesa:
    """The mesa as the next visit reads it from the browser."""
    return KeptMesa.from_json(KeptMesa.of(game).to_json())


def test_kept_on_a_decks_end_the_offer_says_that_end_as_resume_shows_it():
    game = to_deck_end(deck_mesa())
    end, mesa = game.deck_end, kept(game)
    assert mesa.ended == end
    assert mesa.resume().deck_end == end  # what Resume shows
    said = offer_html(mesa, mesa.position, EN)
    assert f"end of deck {end.deck_no + 1} · score: {end.scores[0]} for you," in said
    assert f"deck {end.deck_no + 2}" not in said
    assert "chicas:" not in said  # none won yet
    game.next_deck()  # gone on and played: the next deck, mid-deck
    game.act(legal_actions(game.position)[0])
    mesa = kept(game)
    assert mesa.ended is None
    ours, theirs = game.position.scores
    assert f"· deck {end.deck_no + 2} · score: {ours} for you, {theirs} for the engine" in (
        offer_html(mesa, mesa.position, EN)
    )


def test_once_a_chica_is_won_the_offer_says_the_chicas_and_the_chicas_final_score():
    game = to_deck_end(quick_mesa(), chica=True)
    end, mesa = game.deck_end, kept(game)
    ours, theirs = game.position.chicas
    parts = offer_parts(mesa, mesa.position, EN)
    assert parts[1:] == [
        f"end of deck {end.deck_no + 1}",
        f"score: {end.scores[0]} for you, {end.scores[1]} for the engine",  # not 0–0
        f"chicas: {ours} for you, {theirs} for the engine",
    ]


def test_with_partners_the_chicas_are_the_sides():
    game = PlayGame("quito", players=4, seed="sides")
    game.act(legal_actions(game.position)[0])
    mesa = kept(game)
    position = dataclasses.replace(mesa.position, chicas=(1, 0))
    assert offer_parts(mesa, position, EN)[-1] == "chicas: 1 for your side, 0 for the other side"
