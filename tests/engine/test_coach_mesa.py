"""Walk17 M1: in the first chica the coach values the mesa, not the chica alone.

A mesa is two chicas; a zapatería (the first chica lost with fewer than 10 points) ends it
at once (RULES §2). The coach's values are on the chica's scale, a chica being half the
mesa; such a chica is the whole mesa, worth twice :data:`CHICA_VALUE` (:mod:`.mesa`).
At 6–38 Jonas dropped A♠, leaving a 51 % caída that would end the mesa by zapatería, and
the coach called it "Good (0.5 points)", the chica "as good as decided".
"""

import dataclasses
from pathlib import Path

import pytest

from cuarenta_tutor.cli.analyse import position_after
from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.engine.search.chica_equity import FLOOR, chica_equity, zapateria_balance
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, judge
from cuarenta_tutor.engine.search.deck_value import DeckValue
from cuarenta_tutor.engine.search.mesa import mesa_zapateria
from cuarenta_tutor.engine.search.state import CHICA_VALUE, DeckGame
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.sentences.coach import verdict_text
from cuarenta_tutor.sentences.odds import stated_cost

DATA = Path(__file__).resolve().parents[1] / "data"
FLAGGED = (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)


def walk_position(name, ply):
    record = GameRecord.from_json((DATA / name).read_text(encoding="utf-8"))
    return position_after(record, ply)


def codes(verdict):
    return [reason.code for reason in verdict.reasons]


@pytest.mark.usefixtures("later_decks")
def test_the_drop_that_risks_the_mesa_is_flagged_and_says_why():
    position = walk_position("walk17-jonas-last.json", 102)
    assert position.scores == (6, 38)
    assert position.chica_no == 0
    verdict = judge(position, parse_action(position, "As"))
    assert str(verdict.best) == "5d x 5s"
    # the chica's value: Good, 0.5; the mesa's, searched 8 cards deep: 2.8 ± 0.8 points,
    # not beyond a mistake's floor by two errors, so an inaccuracy (the benefit of the doubt)
    assert verdict.band is Band.INACCURACY
    assert ReasonCode.ZAPATERIA_STAKE in codes(verdict)
    assert ReasonCode.CHICA_DECIDED not in codes(verdict)
    best, played = verdict.odds.zapateria
    assert played < best < 0  # the opponent's zapatería, likelier after A♠
    english = verdict_text(verdict, Translator("en"))
    assert "worse odds for the mesa" in english
    assert "so you would lose that chica by zapatería, and the mesa would end" in english
    assert "Your chance of losing the mesa by zapatería: about 81.6% after the coach's" in english
    german = verdict_text(verdict, Translator("de"))
    assert "durch Zapatería verlieren" in german
    assert "Mesa" in german
    assert "so gut wie entschieden" not in german
    # the review's key moments rank it by the mesa it gave away (walk17: not among them):
    # the chica's 1% → 0.5% and the mesa's 81.6% → 90.7%, as said
    assert stated_cost(verdict)[0] == pytest.approx((1 - 0.5) + (90.7 - 81.6))


@pytest.mark.usefixtures("later_decks")
def test_the_earlier_drop_is_no_longer_excused_as_a_decided_chica():
    # ply 82: "Die Chica ist hier so gut wie entschieden, deshalb kostet dich das fast nichts"
    position = walk_position("walk17-jonas.json", 82)
    verdict = judge(position, parse_action(position, "Ah"))
    assert verdict.band in FLAGGED
    assert ReasonCode.CHICA_DECIDED not in codes(verdict)
    assert ReasonCode.ZAPATERIA_STAKE in codes(verdict)


# --- the rule, per ruleset ---------------------------------------------------------------

CAIDA_AT_38 = "hands: 3s 7h / 3h 5c; table: Kc; score: {score}; dealer: 1; turn: 0"
"""The last round: dropping 3♠ lets the opponent, on 38, end the chica by a caída (2)."""


def drop_value(rules, score, chica_no=0):
    position = parse_position(f"rules: {rules}; " + CAIDA_AT_38.format(score=score))
    if chica_no:
        position = dataclasses.replace(position, chica_no=chica_no, chicas=(chica_no, 0))
    values = {str(play.action): play.value for play in rank_plays(position, "deal").plays}
    return values["3s"]


@pytest.mark.parametrize("rules", ["quito", "rigor", "casual"])
def test_a_chica_lost_under_10_in_the_first_chica_costs_the_whole_mesa(rules):
    assert drop_value(rules, "6-38") == -2 - 2 * CHICA_VALUE
    assert drop_value(rules, "10-38") == -2 - CHICA_VALUE  # 10 points: no zapatería
    assert drop_value(rules, "6-38", chica_no=1) == -2 - CHICA_VALUE  # a later chica
    assert drop_value(f"{rules}+no_zapateria", "6-38") == -2 - CHICA_VALUE


@pytest.mark.parametrize("rules", ["pagat", "quito+no_zapateria"])
def test_without_zapateria_every_chica_is_worth_the_same(rules):
    first, later = drop_value(rules, "6-38"), drop_value(rules, "6-38", chica_no=1)
    assert first == later == drop_value(rules, "10-38")
    assert -CHICA_VALUE - 10 < first < -CHICA_VALUE


def test_only_the_first_chica_with_zapateria_values_the_mesa():
    position = parse_position("rules: quito; " + CAIDA_AT_38.format(score="6-38"))
    assert mesa_zapateria(position) == 10
    later = dataclasses.replace(position, chica_no=1, chicas=(0, 1))
    assert mesa_zapateria(later) == 0
    assert mesa_zapateria(dataclasses.replace(position, chicas=(0, 1))) == 0  # as written
    for rules in ("pagat", "quito+no_zapateria"):
        assert mesa_zapateria(dataclasses.replace(position, ruleset=load_ruleset(rules))) == 0


# --- the later decks and the end-of-round model ------------------------------------------

QUITO = load_ruleset("quito")


@pytest.mark.parametrize("players", [2, 4])
def test_the_later_decks_zapateria_balance_where_it_is_possible_and_not(players):
    balance = zapateria_balance(QUITO, players)
    for dealer in (0, 1):
        assert balance[(6, 38, dealer)] < 0  # side 0 under 10, side 1 near the target
        assert balance[(38, 6, dealer)] > 0
        assert balance[(10, 38, dealer)] == 0  # both on 10 or more: no zapatería
        assert balance[(20, 12, dealer)] == 0
    for (s0, s1, dealer), value in balance.items():  # the sides mirror each other
        assert value == pytest.approx(-balance[(s1, s0, 1 - dealer)], abs=1e-9)
        chance = chica_equity(QUITO, players)[(s0, s1, dealer)]  # floored by FLOOR
        assert chance - 1 - FLOOR <= value <= chance + FLOOR  # no zapatería without the chica
    for rules in ("pagat", "quito+no_zapateria"):
        assert not any(zapateria_balance(load_ruleset(rules), players).values())


def test_the_model_counts_the_zapateria_only_with_its_threshold():
    plain = DeckValue(QUITO, 2, 0, later_decks=True).parts((6, 34), (8, 14), 12, 0, 8)
    mesa = DeckValue(QUITO, 2, 0, later_decks=True, mesa_below=10).parts((6, 34), (8, 14), 12, 0, 8)
    assert plain[3] == 0
    assert mesa[1:3] == plain[1:3]  # the same chances of the chica
    assert mesa[3] < 0  # side 0 on 6: the zapatería is side 1's
    assert mesa[0] == pytest.approx(plain[0] + mesa[3], abs=1.0)  # a thousandth is 1


def test_a_deck_end_adds_the_later_zapateria_in_the_first_chica_only():
    position = parse_position("rules: quito; " + CAIDA_AT_38.format(score="6-34"))
    first = DeckGame(position, later_decks=True)
    later = DeckGame(dataclasses.replace(position, chica_no=1, chicas=(1, 0)), later_decks=True)
    win0, win1, balance = first.later_leaf(6, 34)
    assert balance < 0
    assert later.later_leaf(6, 34) == (win0, win1, 0)
    assert later.deck_end(6, 34) == CHICA_VALUE * (win0 - win1) // 1000
    assert first.deck_end(6, 34) == CHICA_VALUE * (win0 - win1 + balance) // 1000


@pytest.mark.usefixtures("later_decks")
def test_a_mesa_chance_of_none_is_said_as_0_percent_never_minus_0():
    # audit18 M1: at 6–34, Q♥ → Q♠ K♠ left no zapatería (a balance of -0.0), said "-0%"
    position = walk_position("walk17-jonas.json", 73)
    verdict = judge(position, parse_action(position, "4d"))
    text = verdict_text(verdict, Translator("en"))
    assert "-0" not in text
    assert "losing the mesa by zapatería: 0% after the coach's choice, about 21.9%" in text
