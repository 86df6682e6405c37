"""The results list rebuilds each deck's total; a chica's end reads as one (walk P2b-N7).

Per deck the list says the points each side made during play (caídas, limpias, rondas, as
counts and points) and the cards each side took, before the leftovers and the cartón. A
deck that ended a chica has *Next chica*, not *Next deck*, and says how the mesa stands,
with "the next chica decides the mesa" when the preset's chica target makes it so.
"""

from __future__ import annotations

import dataclasses

import pytest
from support.mesas import deck_mesa, quick_mesa, to_deck_end
from test_play_view import fail

from cuarenta_tutor.engine.scoring import Event, EventKind
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.mesa_text import decider_text, next_label, play_points_lines
from cuarenta_tutor.tutor.deck_points import DeckPoints, deck_points
from cuarenta_tutor.tutor.play import PlayGame, deck_results
from cuarenta_tutor.ui import play_model, play_panels
from cuarenta_tutor.ui.play import PlayView

EN = Translator("en")


@pytest.fixture
def chica_end() -> PlayGame:
    return to_deck_end(quick_mesa(), chica=True)


def test_each_deck_says_its_points_in_play_and_the_cards_behind_its_carton():
    game = to_deck_end(deck_mesa())
    end = game.deck_end
    assert not end.chica_ended
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="x")
    view.render(EN, False)
    view._start(game, "")
    assert view.next_deck.description == "Next deck"  # a plain deck's end
    points = deck_points(game.moves)[end.deck_no]
    html = play_model.mesa_results_html(game, deck_results(game.moves), EN)
    ours, theirs = end.counts
    assert f"Cards taken: you {ours}, the engine {theirs}." in html
    said = play_points_lines(points, 2, EN)
    assert said  # somebody scored in play in this deck
    for line in said:
        assert line in html
    total = [sum(e.points for e in events) for events in points.scored]
    carton = [sum(e.points for e in end.events if e.side == side) for side in (0, 1)]
    assert [a + b for a, b in zip(total, carton, strict=True)] == list(end.scores)  # deck 1


def test_points_in_play_are_said_as_counts_and_points_per_side():
    caida, limpia = Event(EventKind.CAIDA, 0, 2), Event(EventKind.LIMPIA, 0, 2)
    ronda, doble = Event(EventKind.RONDA, 1, 2), Event(EventKind.DOBLE_RONDA, 1, 4)
    deck = DeckPoints(0, ((caida, caida, limpia), (ronda, doble)), (22, 18))
    assert play_points_lines(deck, 2, EN) == [
        "In play, you scored 6 points: 2 caídas worth 4, 1 limpia worth 2.",
        "In play, the engine scored 6 points: 1 ronda worth 2, doble ronda worth 4.",
    ]
    assert play_points_lines(deck, 4, EN)[1].startswith("In play, the other side scored 6")
    assert play_points_lines(DeckPoints(0, ((), ()), None), 2, EN) == []


def test_a_chica_end_has_next_chica_and_says_the_chicas(chica_end):
    game = chica_end
    assert game.deck_end.chica_ended
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="x")
    view.render(EN, False)
    view._start(game, "")
    assert view.next_deck.description == "Next chica"
    ours, theirs = game.position.chicas
    html = view.deck_text.value
    assert f"Chicas won: you {ours}, the engine {theirs}." in html
    assert "decides the mesa" not in html  # 0–1: not yet


def test_the_deciding_chica_is_said_from_the_presets_target(chica_end):
    game = chica_end
    level = dataclasses.replace(game.position, chicas=(1, 1))
    game.position = level
    html = play_panels.deck_end_html(game.deck_end, game, EN)
    assert "Chicas won: you 1, the engine 1. The next chica decides the mesa." in html
    three = dataclasses.replace(level, ruleset=dataclasses.replace(level.ruleset, chicas_to_win=3))
    game.position = three
    assert "decides the mesa" not in play_panels.deck_end_html(game.deck_end, game, EN)
    assert decider_text((2, 2), 3, EN) == "The next chica decides the mesa."
    assert decider_text((1, 1), 3, EN) == ""
    assert next_label(False, EN) == "Next deck"


def test_a_chica_end_keeps_the_chicas_final_score_on_the_bars_until_the_next_chica(chica_end):
    """walk17 M5: the bars read "score 0" under "The chica ended…" (the next chica's scores)."""
    final = chica_end.deck_end.scores
    assert max(final) > 0
    assert chica_end.position.scores == (0, 0)  # the next chica is dealt, and waits
    html = play_model.status_html(chica_end, deck_results(chica_end.moves), EN)
    chicas = chica_end.position.chicas
    for side, name in enumerate(("You", "Engine")):
        assert f"{name} — score {final[side]}, chicas {chicas[side]}" in html
    chica_end.next_deck()
    html = play_model.status_html(chica_end, deck_results(chica_end.moves), EN)
    assert "You — score 0, chicas" in html  # the next chica's, once it starts
