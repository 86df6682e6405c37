"""Walk17 M2, M3, L2, L4: the coach says the gain that is there now, and what a move gave away.

Four kinds of words were true but did not say why, on positions of two whole mesas the
walk played (``tests/data/walk17-*.json``, the records of its es and de walkers):

- M2: "the gain comes later" ended *Good* verdicts whose better play scores at once (a
  limpia, a caída): the band leaves a missed gain unsaid as a mistake, so it is now said as
  what that play makes.
- M3: "that play would have taken 3 more cards" explained a blunder where a drop taking
  nothing was as good as the best: what the played card gave away is said instead (the
  cartón, every card being known).
- L2: a certain caída said as "could … (a chance of 100%)", where every play ties.
- L4: a hint naming one rival "just as good" where every play ties.

Bands and losses are checked unchanged: only the words move.
"""

import dataclasses
from pathlib import Path

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, assess, judge
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.play_text import coached_text, hint_said
from cuarenta_tutor.tutor.analysis import moment
from cuarenta_tutor.tutor.play_hint import hint_for

DATA = Path(__file__).parent.parent / "data"
EN = Translator("en")
LATER = "The gain comes later"


def position_of(name: str, ply: int):
    """The position before the ``ply``-th action (from 0) of a walk17 record, and that action."""
    record = GameRecord.from_json((DATA / f"walk17-{name}.json").read_text(encoding="utf-8"))
    position = moment(record, ply)
    return position, parse_action(position, record.actions[ply])


@pytest.mark.parametrize(
    ("name", "ply", "best", "event", "loss", "said"),
    [
        # es ply 344: hand A♦ 4♠, 4♥ alone on the table; the drop of 4♠ was "Good"
        ("sofia", 344, "4s x 4h", "limpia", 0.64, "would have made a limpia at once"),
        # de ply 63: Q♣ just dropped; Q♠ → Q♣ K♣ is a caída, the learner took 6♣ with 6♥.
        # At 6–34 in the first chica the caída also keeps a zapatería away, and the mesa
        # makes that a mistake (test_coach_mesa); a chica later it is Good.
        ("jonas", 63, "Qs x Qc Kc", "caida", 0.39, "Q♠ would have taken Q♣, the card just"),
    ],
)
def test_a_good_verdict_names_the_gain_the_better_play_makes_now(
    name, ply, best, event, loss, said
):
    position, played = position_of(name, ply)
    if name == "jonas":
        position = dataclasses.replace(position, chicas=(0, 1))
    verdict = judge(position, played)
    assert verdict.band is Band.GOOD
    assert not verdict.as_good
    assert verdict.best == parse_action(position, best)
    assert round(verdict.loss / verdict.point, 2) == loss
    text = coached_text(verdict, EN)
    assert said in text
    assert LATER not in text
    (now,) = [r for r in verdict.reasons if r.code is ReasonCode.GAIN_NOW]
    assert now.event == event
    # the better play's own cards: the caída on the card just dropped, or the whole table
    if event == "caida":
        assert now.cards == (position.last_drop, verdict.best.card)
    else:
        assert set(verdict.best.captured) == set(position.table)
    for lang in LANGUAGES:  # the sentence is said in every language (no English left)
        if lang != "en":
            words = coached_text(verdict, Translator(lang))
            assert "at once" not in words
            assert "That play" not in words


def test_more_cards_is_not_said_when_a_drop_taking_nothing_was_as_good():
    """es ply 309: 6♥ dropped, a 12.5-point blunder; 3♠ and A♣ dropped were as good as best."""
    position, played = position_of("sofia", 309)
    assessment = assess(position)
    for drop in ("3s", "Ac"):  # they take nothing, and lose nothing
        assert assessment.band(parse_action(position, drop)) is Band.BEST
    verdict = judge(position, played)
    assert verdict.exact
    assert verdict.band is Band.BLUNDER
    assert round(verdict.loss / verdict.point, 1) == 12.5
    codes = [reason.code for reason in verdict.reasons]
    assert ReasonCode.TAKES_MORE not in codes
    assert ReasonCode.ALSO_TAKES not in codes
    # what 6♥ gave away, played out: the engine's 7♥ takes A♠ 6♥ J♦, and the cartón follows
    (carton,) = [r for r in verdict.reasons if r.code is ReasonCode.LATER_CARTON]
    assert carton.counts == (28, 12, 21, 19)
    assert carton.number == 6
    text = coached_text(verdict, EN)
    assert "more cards" not in text
    assert LATER not in text
    assert "yours leaves you 21 against 19" in text


def test_a_certain_caida_where_every_play_ties_is_said_as_certain_and_costless():
    """de ply 34: Q♦ dropped in the last round; the opponent holds Q♥; all three plays tie."""
    position, played = position_of("jonas", 34)
    assert any(card.rank == played.card.rank for card in position.hands[1 - position.turn])
    verdict = judge(position, played)
    assert verdict.band is Band.BEST
    assert verdict.alike == 3
    (risk,) = [r for r in verdict.reasons if r.code is ReasonCode.RISKS_CAIDA]
    assert risk.chance == 1.0
    text = coached_text(verdict, EN)
    assert "100%" not in text
    assert "could take" not in text
    assert "The cards already seen show that your opponent can take Q♦ with a caída" in text
    assert "it costs you nothing, since every other play gives away just as much" in text
    de = coached_text(verdict, Translator("de"))
    assert "100" not in de
    assert "könnte" not in de


def test_the_hint_says_every_play_is_as_good_where_all_tie():
    """es ply 75: hand A♣ 2♥ 4♣; the three drops tie; the hint named 4♣ alone."""
    position, _ = position_of("sofia", 75)
    assessment = assess(position)
    assert len(assessment.values) == 3
    assert all(assessment.band(action) is Band.BEST for action in assessment.values)
    hint = hint_for(position)
    text = hint_said(hint, EN)
    assert "4♣ is just as good" not in text
    assert "Every play you can make here is just as good" in text
    assert hint.alike
    assert "Aquí cualquier jugada que hagas es igual de buena" in hint_said(hint, Translator("es"))
