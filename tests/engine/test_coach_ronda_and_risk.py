"""Walk P1 round 13 (NEW-1, NEW-2) and walk P3 (old N10b): words the engine proves.

- A ronda not declared: the points declaring scored at once and the timing that forfeits it
  (no caída risk said against a declaration, which keeps the turn).
- The hint that declares first names the play the next hint names, for the same reason.
- A *Best* drop the next player may fall on says so from a chance of 10 %.
- Under ``casual`` a caída made by a sum counts in the stated chance.
Bands, losses and best actions are unchanged (only the words are new).
"""

from dataclasses import replace

import pytest
from support.puzzle_cases import bank_positions, every_verdict

from cuarenta_tutor.engine.cards import new_deck
from cuarenta_tutor.engine.game import Declare, apply, parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search import coach, reasons
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, assess, judge, verdict_from
from cuarenta_tutor.engine.search.declared import known_chance
from cuarenta_tutor.engine.search.immediate import chance_to_hold
from cuarenta_tutor.engine.search.worlds import unseen_cards
from cuarenta_tutor.tutor.play_hint import hint_for


def build(hands, table="", rules="quito", extra="", piles=""):
    """Return a position: these hands and table, ``piles`` captured, the rest in the stock."""
    used = set(" ".join([*hands, table, piles]).split())
    stock = [str(c) for c in new_deck() if str(c) not in used]
    laid = f"table: {table}; " if table else ""
    return parse_position(
        f"rules: {rules}; {extra}hands: {' / '.join(hands)}; {laid}stock: {' '.join(stock)}"
    )


DOBLE = ["4c 4d 4h 4s Qc", "Qh Kc 6c Jd 2h"]


def codes(verdict):
    return [r.code for r in verdict.reasons]


def test_a_doble_ronda_not_declared_says_its_points_and_that_it_is_lost():
    position = build(DOBLE, extra="score: 28-10; ")
    verdict = judge(position, parse_action(position, "Qc"))
    assert isinstance(verdict.best, Declare)
    assert verdict.band in (Band.MISTAKE, Band.BLUNDER)
    (missed,) = [r for r in verdict.reasons if r.code is ReasonCode.MISSED_RONDA]
    _, events = apply(position, Declare())
    assert missed.number == sum(e.points for e in events) == position.ruleset.doble_ronda_points
    assert len(missed.cards) == 4
    assert missed.event == "first_card"
    assert missed.to_dict()["points"] == 4
    # a declaration keeps the turn: the drop's risk is no reason against it (NEW-2)
    assert ReasonCode.GIVES_CAIDA not in codes(verdict)
    assert ReasonCode.GIVES_LIMPIA not in codes(verdict)


def test_a_ronda_under_any_turn_is_lost_only_when_its_card_is_played():
    # casual: a ronda may be declared at any turn while its cards are in hand; its doble
    # ronda wins the chica, so a plain ronda here
    position = build(["5c 5d 5h Qc 2s", "Qh Kc 6c Jd 2h"], rules="casual")
    best = Declare()
    from cuarenta_tutor.engine.search.missed_ronda import missed_ronda

    kept = missed_ronda(position, parse_action(position, "Qc"), best)
    broken = missed_ronda(position, parse_action(position, "5c"), best)
    assert kept is None  # it can still be declared at the next turn
    assert broken is not None
    assert broken.points == position.ruleset.ronda_points
    assert broken.timing == "any_turn"
    assert len(broken.held) == 3


def test_no_missed_ronda_where_the_threshold_cancels_its_points():
    # pagat: a ronda scores only below 30 points
    position = build(["5c 5d 5h Qc 2s", "Qh Kc 6c Jd 2h"], rules="pagat", extra="score: 32-10; ")
    from cuarenta_tutor.engine.search.missed_ronda import missed_ronda

    assert missed_ronda(position, parse_action(position, "Qc"), Declare()) is None


@pytest.mark.parametrize("table", ["", "2c 5s"])
def test_the_ronda_hint_names_the_play_the_next_hint_names(table):
    # walk NEW-2: Q♣ Q♦ Q♠ A♦ A♠; "safer than Q♠" before, "Q♠ the same" after
    stock_hands = ["Qc Qd Qs Ad As", "4h 6c Jd Ks 2h"]
    position = build(stock_hands, table, piles="7c 7d 7h 3c 3d 3h 6d 6h" if table else "")
    hint = hint_for(position)
    assert isinstance(hint.action, Declare)
    assert hint.then is not None
    after, _ = apply(position, Declare())
    assert hint.then == hint_for(after)


def test_a_best_drop_with_a_material_caida_chance_says_it():
    # dropping 5♠ risks less (13 %), so "it risked the least" is not proved; dropping A♠ is
    # best and leaves a 36 % chance of a caída (walk P3, N10b: "Best", then the caída)
    position = parse_position(
        "rules: quito; chicas: 0-1; score: 0-6; hands: As 4d 5s / 6h Qs Ks; table: 2s; "
        "stock: Qd 6d Ad 6s Ac Kh 3s Kd 2d Kc 7c 7h 6c 2c 4s Jh Jc 4c 5c Ah; captured: 2 11; "
        "capturer: 1"
    )
    assessment = assess(position)
    said = 0
    for action in assessment.ranked():
        verdict = verdict_from(assessment, action)
        risk = [r for r in verdict.reasons if r.code is ReasonCode.RISKS_CAIDA]
        if verdict.band is not Band.BEST or verdict.alike:
            assert not risk
            continue
        least = ReasonCode.LEAST_RISK in codes(verdict)
        chance = known_chance(position, action, -assessment.immediate[action].key[2], limpia=False)
        assert bool(risk) == (not least and chance >= reasons.MATERIAL)
        said += bool(risk)
    assert said


def test_casual_counts_a_caida_by_a_sum():
    # table 2♠: dropping 3♦ leaves 2♠ 3♦; a 5 takes 2+3, a caída by sum under casual
    hands = ["3d Kh Jd Qd Kc", "4h 6c Jc Qs Ah"]
    for rules, by_sum in (("quito", False), ("casual", True)):
        position = build(hands, "2s", rules=rules, piles="2d 2h 4c 4d 6d 6h 7c 7h 7s")
        drop = parse_action(position, "3d")
        rank_only = -assess(position).immediate[drop].key[2]
        stated = known_chance(position, drop, rank_only, limpia=False)
        unseen = unseen_cards(position)
        after, _ = apply(position, drop)
        ranks = {3, 5} if by_sum else {3}
        matching = sum(c.rank in ranks for c in unseen)
        assert stated == pytest.approx(chance_to_hold(len(unseen), len(after.hand), matching))
        assert (stated > rank_only) is by_sum


def _unchanged_sample(players):
    """The bank positions, and with two players a ronda not declared."""
    return bank_positions(players, 8) + ([build(DOBLE)] if players == 2 else [])


@pytest.fixture(scope="module")
def shipped(bank_players: int) -> list[list]:
    """The sample's verdicts as shipped (asked outside any patch)."""
    return every_verdict(map(assess, _unchanged_sample(bank_players)))


def test_bands_and_values_are_unchanged_by_the_new_reasons(bank_players, shipped, monkeypatch):
    new = shipped
    monkeypatch.setattr(coach, "best_risk", lambda *_: None)
    monkeypatch.setattr(reasons, "missed_ronda", lambda *_: None)
    old = every_verdict(map(assess, _unchanged_sample(bank_players)))
    added = {ReasonCode.MISSED_RONDA, ReasonCode.RISKS_CAIDA}
    said = 0
    for now, before in zip(new, old, strict=True):
        for verdict, was in zip(now, before, strict=True):
            kept = tuple(r for r in verdict.reasons if r.code not in added)
            said += len(verdict.reasons) - len(kept)
            assert replace(verdict, reasons=kept) == replace(
                was, reasons=tuple(r for r in was.reasons if not _against_declare(was, r))
            )
    assert said


def _against_declare(verdict, reason):
    """The risks no longer said against a declaration (a drop after it risks them too)."""
    return isinstance(verdict.best, Declare) and reason.code in (
        ReasonCode.GIVES_CAIDA,
        ReasonCode.GIVES_LIMPIA,
        ReasonCode.CHICA_DECIDED,
        ReasonCode.LAST_TAKE,
    )
