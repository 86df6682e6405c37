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


C6_TEXT = (
    "2d, 2c x 2d, Qd, Qs x Qd, Jh, Jc, 5d, 5s, 7d, 7s x 7d Jc, 3c, 5c x 5d, 3h x 3c, 4s, "
    "Qh, 6c, Jd x Jh Qh, 7c, Ah, Ks, 6h x Ah 5s 7c, 4h x 4s, 6s x 6c, Ac, Js, 2h, Kc x "
    "Ks, 3d x Ac 2h, Kh, 2s, 5h, Kd x Kh, 7h x 2s 5h Js, 4c, As, Ad x As, 4d x 4c, Qc, "
    "6d, 3s, 3h, 3d x 3h, 4c, Jc, 4h x 4c, Kd, Ks x Kd, Qs, 6h, 7c, Qd x Qs, 7s x 7c Jc, "
    "2h, Ac, 3c x Ac 2h, 4s, 3s, Qc, 5h, Ad, 5s, 7d x Ad 6h, 4d x 4s 5h, 2c, 2s x 2c 3s, "
    "5c x 5s, Qh, 2d, 6s, Jh, 6d, Jd x Jh Qc, Js, 6c x 6d, Ah, As x Ah 2d, 7h, 5d, Kh, Kc "
    "x Kh, 5s, 5c x 5s, Ad, As x Ad, 6s, Jc, Js x Jc, Jd, 7c, Kh, 6c x 6s 7c Jd, 3d, 2d, "
    "Qs, Qh x Qs Kh, 6h, Ks, 7h, 4s, Qc, 5d x 2d 3d 6h 7h, 5h, Kd x Ks, 3c, 3h x 3c 4s "
    "5h, 6d, 3s, 7s, 2c, Jh, 2h x 2c 3s, 7d x 7s Jh Qc, 2s, Ah, Ac x Ah 2s, 4d, 4c x 4d"
)
"""The mesa of seed c6 as the hints played it to that deck's end (6 December 2026)."""
C6_BY_HINTS = C6_TEXT.split(", ")


def chica_won(game: PlayGame) -> bool:
    """Whether the game has stopped on a deck end where a chica was won."""
    end = game.deck_end
    return end is not None and any(e.kind is EventKind.CHICA for e in end.events)


def at_a_chica_won_by_a_play() -> PlayGame:
    """Play seed c6 (2 players, quito) by the coach's hints to the deck a caída wins.

    The hints' actions are replayed as a kept mesa is (:data:`C6_BY_HINTS`: 18 s against
    41 s, each hint a search of its own); should the deal or the rules change so that they
    no longer lead there, the hints are asked again."""
    settings = {"rules": "quito", "players": 2, "seed": "c6", "pause_at_deck_end": True}
    try:
        game = PlayGame(**settings, replayed=C6_BY_HINTS)
    except ValueError:  # an action no longer legal: the deal changed
        game = PlayGame(**settings)
    if chica_won(game):
        return game
    game = PlayGame(**settings)
    for _ in range(120):
        end = game.deck_end
        if chica_won(game):
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
