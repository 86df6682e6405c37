"""A chica won is said at the top of the deck's end, with its score and the play that won it
(walk P2-N4: it was one bullet among the others, beside score bars already back at 0–0, and
the winning caída was only in the text for screen readers)."""

from __future__ import annotations

import re

from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play_panels import deck_end_html
from cuarenta_tutor.ui.play_results import result_line

EN = Translator("en")


def at_a_chica_won_by_a_play() -> PlayGame:
    """Play seed c6 (2 players, quito) by the coach's hints to the deck a caída wins."""
    game = PlayGame(rules="quito", players=2, seed="c6", pause_at_deck_end=True)
    for _ in range(120):
        end = game.deck_end
        if end is not None and any(e.kind is EventKind.CHICA for e in end.events):
            return game
        if end is not None:
            game.next_deck()
        else:
            game.act(game.hint())
    raise AssertionError("no chica within 120 actions")


def test_the_chica_leads_the_panel_with_its_score_and_the_play_that_won_it():
    game = at_a_chica_won_by_a_play()
    end = game.deck_end
    assert end.counts is None  # won by a play, before the count
    assert [e.kind for e in end.won_by] == [EventKind.CAIDA]
    html = deck_end_html(end, game, EN)
    top = re.search(r"<p class='ct-deck-end-chica'><strong>(.*?)</strong></p>", html).group(1)
    assert top == f"You won the chica. Score: you {end.scores[0]}, the engine {end.scores[1]}."
    assert end.scores[0] == 40
    items = re.findall(r"<li>(.*?)</li>", html)
    rules = game.position.ruleset
    assert items[0] == result_line(end.won_by[0], rules, 2, EN)  # how: the caída, first
    assert "You won the chica." not in items  # said once, at the top
    assert not any(item.startswith("Score:") for item in items)
    assert html.index("ct-deck-end-chica") < html.index("<ul")
