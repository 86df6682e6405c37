"""The notes under Play's score bars say, under every ruleset, what the engine really does.

Each note's claim ("from 30 the cartón no longer counts") is checked against the scorer at
the marked score and just below it, and every bonus the scorer stops counting before the
chica is won has its note: a note copied from another ruleset fails here.
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.engine.plays import _caida_event
from cuarenta_tutor.engine.rules import Ruleset, load_ruleset, preset_names
from cuarenta_tutor.engine.scoring import EventKind, award
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import play_model

EN = Translator("en")
RULESETS = [*preset_names(), *(f"{name}+rapido" for name in preset_names())]
BONUSES = (EventKind.RONDA, EventKind.CARTON, EventKind.LIMPIA, EventKind.CAIDA_EN_RONDA)


def scores(rules: Ruleset, kind: EventKind, score: int) -> bool:
    """Whether a bonus of ``kind`` still brings its points to a side on ``score``."""
    if kind is EventKind.CAIDA_EN_RONDA:
        return _caida_event(rules, 0, score, en_ronda=True).kind is EventKind.CAIDA_EN_RONDA
    below = {EventKind.RONDA: rules.ronda_below, EventKind.CARTON: rules.carton_below}
    return award(rules, kind, 0, 2, score, below=below.get(kind, 99)).points > 0


def stops_at(rules: Ruleset, kind: EventKind) -> int | None:
    """The score from which ``kind`` brings nothing more before the chica is won, if any."""
    if not scores(rules, kind, 0):
        return None  # not a bonus of this ruleset at all (rigor's caída en ronda wins)
    stop = [s for s in range(rules.win_at) if not scores(rules, kind, s)]
    return stop[0] if stop else None


CLAIMS = {
    "the cartón no longer counts": (EventKind.CARTON,),
    "a ronda no longer counts": (EventKind.RONDA,),
    "a limpia no longer counts": (EventKind.LIMPIA,),
    "a caída en ronda counts as an ordinary caída": (EventKind.CAIDA_EN_RONDA,),
    "only a caída ends the chica": (EventKind.CARTON, EventKind.RONDA, EventKind.LIMPIA),
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", RULESETS)
def test_every_note_under_the_bars_is_true_and_no_rule_change_goes_unsaid(name, players):
    rules = load_ruleset(name)
    notes = play_model.threshold_notes(rules, EN)
    said: dict[EventKind, int] = {}
    for at, note in notes.items():
        for part in note.split(", "):
            claim = re.fullmatch(rf"from {at} (.+)", part)
            assert claim, part
            kinds = CLAIMS[claim.group(1)]
            for kind in kinds:
                assert not scores(rules, kind, at), (name, part, kind)
                said.setdefault(kind, at)
            # the mark is where the claim starts: just under it, something still scored
            assert any(scores(rules, kind, at - 1) for kind in kinds), (name, part)
            if claim.group(1) == "only a caída ends the chica":
                assert award(rules, EventKind.CAIDA, 0, 2, at).points > 0
    for kind in BONUSES:
        stop = stops_at(rules, kind)
        assert said.get(kind) == stop, (name, kind, stop)
    html = play_model.score_html(PlayGame(rules=name, players=players, seed="marks"), EN)
    assert html.count("class='ct-mark-line'") == 2 * len(notes)
    assert all(note in html for note in notes.values())


def test_pagat_keeps_the_cartón_at_38_and_says_only_the_limpia_stops():
    pagat = play_model.threshold_notes(load_ruleset("pagat"), EN)
    assert pagat[38] == "from 38 a limpia no longer counts"
    assert "only a caída" not in " ".join(pagat.values())
    assert play_model.threshold_notes(load_ruleset("quito"), EN)[38] == (
        "from 38 only a caída ends the chica"
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_notes_are_translated_and_differ_where_the_rules_do(lang):
    tr = Translator(lang)
    pagat = play_model.threshold_notes(load_ruleset("pagat"), tr)
    quito = play_model.threshold_notes(load_ruleset("quito"), tr)
    assert pagat[38] != quito[38]
    for note in (*pagat.values(), *quito.values()):
        assert "{" not in note
        assert "38" in note or "30" in note
        if lang != "en":
            assert "no longer counts" not in note
            assert "ordinary" not in note
