"""The deck-end list: a chica won mid-deck, and a cartón the 30 rule cancels (walk16 L1, L3).

L1: the chica ended by a caída from 38 with 9 cards of deck 3 unplayed, yet the list was
headed "End of deck 3". L3: at 30 points and more the count said "…: 20 points." and the
next line "Cartón for the engine: no points": the count now says what the cards would be
worth. The positions are the auditor's records (seeds ``walk16e``, ``walk16d``).
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from cuarenta_tutor.engine.record import GameRecord, steps
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import carton_text
from cuarenta_tutor.tutor.deck_end import DeckEnd, cut_short, deck_end
from cuarenta_tutor.ui import play_panels as panels

RECORDS = Path(__file__).parents[1] / "sentences" / "walk16"
EN = Translator("en")
LANGS = ("en", "es", "de", "nl", "it", "sv", "fi")


def ends_of(name: str, *more: str) -> list[tuple[DeckEnd, SimpleNamespace]]:
    """Return each deck end of the record ``name`` (then ``more`` actions), with its game."""
    record = GameRecord.from_json((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord(record.rules, record.players, record.seed, (*record.actions, *more))
    found = []
    for step in steps(record):
        end = deck_end(step.before, step.action, step.after, step.events)
        if end is not None:  # what the panel reads of the game: its players and position
            found.append((end, SimpleNamespace(players=record.players, position=step.after)))
    return found


def test_a_chica_won_by_a_caida_from_38_mid_deck_is_not_the_decks_end():
    end, game = ends_of("lap2", "2h x 2s")[-1]  # the engine's caída from 38, deck 3
    assert end.deck_no == 2
    assert end.counts is None
    assert cut_short(end)
    html = panels.deck_end_html(end, game, EN)  # type: ignore[arg-type]
    assert html.startswith("<h2>The chica ended during deck 3</h2>")
    assert "End of deck" not in html


def test_a_deck_played_out_is_still_its_end():
    end, game = ends_of("lap2")[0]
    assert not cut_short(end)
    html = panels.deck_end_html(end, game, EN)  # type: ignore[arg-type]
    assert html.startswith("<h2>End of deck 1</h2>")


@pytest.mark.parametrize("lang", LANGS)
def test_a_carton_cancelled_at_30_says_what_the_cards_would_be_worth(lang):
    end, _ = ends_of("phone")[1]  # deck 2: the engine on 30+, 34 cards
    (carton,) = end.cartons
    assert (carton.cards, carton.value, carton.points) == (34, 20, 0)
    said = carton_text(carton, Translator(lang))
    assert "34" in said
    assert "20" in said
    if lang == "en":
        assert said == "Cartón: 34 cards, 14 of them over 20: they would be worth 20 points."


def test_a_carton_scored_keeps_its_arithmetic():
    end, _ = ends_of("phone")[0]
    (carton,) = end.cartons
    assert carton.points == carton.value == 20
    assert "the 13 cards over 20 add 14: 20 points." in carton_text(carton, EN)
