"""A declared ronda is no move of its own in the lists of moves (walk P2).

The review and the move analysis named each of the learner's moves "Deck 1, your move 2";
a ronda declared counted as a move, so the card played after it was "your move 2" although
it was the learner's first card of the deck. The declaration now comes "before" that card.
"""

from __future__ import annotations

from test_play_declare_keeps_moves import at_a_ronda_after_the_others

from cuarenta_tutor.engine.game import Declare, legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play_panels import moment_place

EN = Translator("en")


def test_a_ronda_comes_before_the_card_played_after_it_and_is_not_counted():
    game = at_a_ronda_after_the_others()
    cards_before = sum(
        1
        for move in game.moves
        if move.seat == 0
        and move.deck_no == game.position.deck_no
        and not isinstance(move.action, Declare)
    )
    game.act(Declare())
    declared = len(game.moves)
    played = next(a for a in legal_actions(game.position) if not isinstance(a, Declare))
    game.act(played)
    card = declared + 1
    deck = game.moves[card - 1].deck_no + 1
    assert moment_place(game, card, EN) == f"Deck {deck}, your move {cards_before + 1}"
    assert moment_place(game, declared, EN) == f"Deck {deck}, before your move {cards_before + 1}"
    es = moment_place(game, declared, Translator("es"))
    assert es != f"Deck {deck}, before your move {cards_before + 1}"  # translated
