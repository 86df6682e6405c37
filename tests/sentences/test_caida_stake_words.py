"""A caída warned of says what it would bring: the chica, or a caída en ronda (walk16).

M1: at 8–38 the learner dropped 2♠ when every card was known and the engine held the 2♥;
the verdict said "Inaccuracy … left your opponent a caída" and never that this caída ends
the chica (38 + 2) — and with it the mesa by zapatería. M2: a king of the ronda just
declared, which the opponent may fall on (29 %), was warned of as a plain caída, though under
quito it is a caída en ronda worth 4. L4: "every play comes to the same" beside a king the
opponent may fall on (18 %) said nothing of that risk. The positions are the auditor's
records (seeds ``walk16e``, ``walk16b``, ``ronda7``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cuarenta_tutor.engine.game import Position, parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.record import GameRecord, steps
from cuarenta_tutor.engine.search.caida_stake import CHICA, RONDA, caida_stake
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, judge
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.cards import display_card
from cuarenta_tutor.sentences.coach import verdict_text

RECORDS = Path(__file__).parent / "walk16"
EN = Translator("en")
LANGS = ("es", "de", "nl", "it", "sv", "fi")


def position_at(name: str, ply: int) -> Position:
    """Return the position of the auditor's record ``name`` after ``ply`` actions."""
    record = GameRecord.from_json((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    for step in steps(record):
        if step.number == ply + 1:
            return step.before
    raise AssertionError(f"{name} has no action {ply + 1}")


def test_a_caida_from_38_is_said_to_win_the_opponent_the_chica():
    position = position_at("lap2", 110)  # 8–38, the last round, the engine holds 2♥
    assert position.scores == (8, 38)
    verdict = judge(position, parse_action(position, "2s"))
    # the first chica at 8 points: that caída ends the mesa by zapatería (walk17 M1); the
    # chica alone, as good as lost either way, made it an inaccuracy
    assert verdict.band is Band.BLUNDER
    codes = [reason.code for reason in verdict.reasons]
    assert codes[codes.index(ReasonCode.CAIDA_STAKE) + 1] is ReasonCode.ZAPATERIA_STAKE
    at = codes.index(ReasonCode.GIVES_CAIDA)
    stake = verdict.reasons[at + 1]  # right after the warning it belongs to
    assert (stake.code, stake.event, stake.number, stake.points) == (
        ReasonCode.CAIDA_STAKE,
        CHICA,
        38,
        2,
    )
    text = verdict_text(verdict, EN)
    warned = "they held a card of the same rank. "
    assert warned + "A caída on 2♠ would win your opponent the chica: 38 + 2 points." in text
    for lang in LANGS:
        said = verdict_text(verdict, Translator(lang))
        assert "38 + 2" in said, lang
        assert "2♠" in said, lang


def test_a_capture_there_warns_of_nothing():
    position = position_at("lap2", 110)
    verdict = judge(position, parse_action(position, "2s x 2c"))
    assert all(reason.code is not ReasonCode.CAIDA_STAKE for reason in verdict.reasons)


def test_a_plain_caida_far_from_the_target_adds_no_stake():
    position = parse_position("hands: 2s 7h / 2h 5c; table: 2c; score: 8-20")
    assert caida_stake(position, parse_action(position, "2s")) is None


def test_a_declared_ronda_card_warns_of_a_caida_en_ronda_worth_4():
    position = position_at("oldphone", 62)  # kings declared, table 6♥; 6–24
    verdict = judge(position, parse_action(position, "Kh"))
    assert verdict.band is Band.BEST
    codes = [reason.code for reason in verdict.reasons]
    stake = verdict.reasons[codes.index(ReasonCode.RISKS_CAIDA) + 1]
    assert (stake.code, stake.event, stake.points) == (ReasonCode.CAIDA_STAKE, RONDA, 4)
    text = verdict_text(verdict, EN)
    assert text.endswith(
        "(a chance of 29%); no other play was better overall. A caída on K♥ would be a caída "
        "en ronda, worth 4 points: K♥ is a card of your ronda."
    )
    for lang in LANGS:
        said = verdict_text(verdict, Translator(lang))
        assert "en ronda" in said.lower(), lang
        assert "4" in said, lang


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_play_alike_still_says_the_kings_caida_risk(lang):
    position = position_at("ronda-alt", 6)  # hand 6♥ K♣, table 3♣; three kings unseen
    verdict = judge(position, parse_action(position, "Kc"))
    assert verdict.alike == 2
    said = verdict_text(verdict, Translator(lang))
    assert display_card(verdict.action.card, lang) in said
    assert "18" in said
    if lang == "en":
        assert said == (
            "Best: every play comes to the same here. Even so, your opponent could take K♣ "
            "with a caída (a chance of 18%); no other play was better overall."
        )


def test_every_play_alike_with_a_safe_drop_says_no_risk():
    position = position_at("ronda-alt", 6)
    verdict = judge(position, parse_action(position, "6h"))
    assert verdict_text(verdict, EN) == "Best: every play comes to the same here."
