"""Walk P2-N4: a safe drop is said with its reusable reason, not only a percentage.

"7♣ was safe: the other three 7s are in your hand or already played" — the coach now says
where the other cards of a dropped card's rank are, when every one of them is in the
mover's hand or has been played this deck (a dead rank), and only then. The positions are
built for it: dead by the hand, by the cards seen, by a mix; a rank still out; two and four
players; a sum caída (``casual``) and jokers.
"""

from dataclasses import replace

import pytest
from support.puzzle_cases import bank_positions, every_verdict

from cuarenta_tutor.engine.cards import new_deck
from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, assess, verdict_from
from cuarenta_tutor.engine.search.declared import known_chance
from cuarenta_tutor.engine.search.safe_drop import safe_drop
from cuarenta_tutor.engine.search.worlds import unseen_cards


def build(hands, table, piles, rules="quito", jokers=False, declared=""):
    """Return a position: these hands and table, ``piles`` captured, the rest in the stock."""
    used = set(" ".join([*hands, table, piles]).split())
    stock = [str(card) for card in new_deck(jokers=jokers) if str(card) not in used]
    said = f"declared: {declared}; " if declared else ""
    return parse_position(
        f"rules: {rules}; hands: {' / '.join(hands)}; {said}table: {table}; "
        f"stock: {' '.join(stock)}"
    )


# the kings are dead by the cards seen: K♣ K♦ K♠ are in the piles
SEEN = (["Kh Ad 5s Jd Qd", "4h 6c Jc Qs Ah"], "3c", "Kc Kd Ks 2d 2h 3d 3h 4c 4d")
# a mix: 7♦ in the hand, 7♣ 7♠ in the piles
MIX = (["7h 7d 2c 5s Kd", "4h 6c Jd Qs Ah"], "3c", "7c 7s 2d 2h 3d 3h 4c 4d 5c")
# by the hand alone: the mover holds all four queens (a doble ronda, declared)
HAND = (["Qc Qd Qh Qs 2c", "4h 6c Jd Ks Ah"], "3c", "2d 2h 3d 3h 4c 4d 5c 5d 6d")
# two of a rank in the hand, one played: three jacks held (a ronda, declared)
HAND_TWO = (["Jc Jd Jh Ad 5s", "4h 6c Qd Ks Ah"], "3c", "Js 2d 2h 3d 3h 4c 4d 5c 5d")
# not dead: 5♣ is in the piles, 5♦ 5♥ are unseen
ALIVE = (["Kh 2c 5s Jd Qd", "4h 6c Jc Qs Ah"], "3c", "5c 2d 2h 3d 3h 4c 4d 6d 6h")
FOUR = (
    ["Kh 2c 5s Jd Qd", "4h 6c Jc Qs Ah", "2s 3s 4s 5h 6s", "Ac Ad As 7c 7d"],
    "3c",
    "2d 2h 3d 3h 4c 4d 5c 5d 6d 6h 7h 7s Jh Js Qc Qh Kc Kd Ks",
)


def reasons(position, text):
    verdict = verdict_from(assess(position), parse_action(position, text))
    return verdict, [r for r in verdict.reasons if r.code is ReasonCode.SAFE_DROP]


def check_dead(position, play, in_hand):
    """The fact itself, from the position's cards: every other card of the rank accounted."""
    rank = play.card.rank
    held = [c for c in position.hand if c.rank == rank and c != play.card]
    seen = [c for pile in position.piles for c in pile if c.rank == rank]
    seen += [c for c in position.table if c.rank == rank]
    assert len(held) == in_hand
    assert len(held) + len(seen) == 3
    assert not [c for c in unseen_cards(position) if c.rank == rank]
    # the coach's chance agrees: 0 % caída by that rank
    assessment = assess(position)
    assert assessment.immediate[play].key[2] == 0.0
    assert known_chance(position, play, 0.0, limpia=False) == 0.0


@pytest.mark.parametrize(
    ("case", "card", "in_hand"), [(SEEN, "Kh", 0), (MIX, "7h", 1), (HAND_TWO, "Jc", 2)]
)
def test_a_best_drop_of_a_dead_rank_says_where_the_other_cards_are(case, card, in_hand):
    position = build(*case, declared="J -" if case is HAND_TWO else "")
    verdict, (safe,) = reasons(position, card)
    assert verdict.band is Band.BEST
    assert safe.cards == (parse_action(position, card).card,)
    assert safe.number == in_hand
    check_dead(position, parse_action(position, card), in_hand)


def test_dead_by_the_hand_alone():
    position = build(*HAND, declared="Q -")
    play = parse_action(position, "Qc")
    verdict, (safe,) = reasons(position, "Qc")
    assert verdict.band is Band.BEST
    assert safe.number == 3
    check_dead(position, play, 3)


def test_a_risky_drop_hears_that_the_better_drop_was_safe():
    position = build(*SEEN)
    verdict, (safe,) = reasons(position, "5s")
    assert verdict.band is Band.INACCURACY
    assert isinstance(verdict.best, Play)
    assert str(verdict.best) == "Kh"  # the head names it: "dropping K♥ was better"
    assert ReasonCode.GIVES_CAIDA in [r.code for r in verdict.reasons]
    assert safe.cards == (verdict.best.card,)
    assert safe.number == 0


def test_a_rank_still_out_is_never_called_safe():
    position = build(*ALIVE)
    assessment = assess(position)
    for action in assessment.values:
        assert safe_drop(position, action) is None or action.card.rank != 5
    assert safe_drop(position, parse_action(position, "5s")) is None
    assert assessment.immediate[parse_action(position, "5s")].key[2] < 0  # a risk, said so
    for action in assessment.values:
        verdict = verdict_from(assessment, action)
        said = [r.cards[0].rank for r in verdict.reasons if r.code is ReasonCode.SAFE_DROP]
        assert 5 not in said


def test_four_players_dead_by_the_cards_seen():
    position = build(*FOUR)
    assert position.players == 4
    play = parse_action(position, "Kh")
    verdict, (safe,) = reasons(position, "Kh")
    assert verdict.band is Band.BEST
    assert safe.number == 0
    check_dead(position, play, 0)
    # the partner's hidden cards are not the mover's: 5♠ is out with 5♥ unseen
    assert safe_drop(position, parse_action(position, "5s")) is None


def test_a_sum_caida_keeps_a_dead_rank_from_being_safe():
    # 3♥ dropped beside 4♣: every other 3 is seen, but a 7 takes 3 + 4 by a sum
    hands, table, piles = ["3h Kd Jd Qd 2c", "4h 6c Jc Qs Ah"], "4c", "3c 3d 3s 2d 2h 5c 5d 6d 6h"
    quito, casual = build(hands, table, piles), build(hands, table, piles, rules="casual")
    assert not quito.ruleset.caida_by_sum
    assert casual.ruleset.caida_by_sum
    said = safe_drop(quito, parse_action(quito, "3h"))
    assert said is not None
    assert said.number == 0
    assert safe_drop(casual, parse_action(casual, "3h")) is None
    # a face card never takes part in a sum: K♦ is still safe when the kings are dead
    kings = build(
        ["Kh Kd Jd Qd 2c", "4h 6c Jc Qs Ah"], "4c", "Kc Ks 3d 2d 2h 5c 5d 6d 6h", "casual"
    )
    assert safe_drop(kings, parse_action(kings, "Kd")).number == 1


def test_an_unseen_joker_keeps_every_rank_out():
    hands, table, piles = SEEN
    out = build(hands, table, piles + " 6d 6h", rules="quito+jokers", jokers=True)
    assert safe_drop(out, parse_action(out, "Kh")) is None  # a joker in the stock
    gone = build(hands, table, piles + " *1 *2", rules="quito+jokers", jokers=True)
    assert safe_drop(gone, parse_action(gone, "Kh")).number == 0


def test_no_safe_drop_where_no_caida_could_follow():
    # the deck's last card: after it nobody plays, so nothing is "safe from a caída"
    position = parse_position("hands: Kh / ; table: 3c; turn: 0")
    assert safe_drop(position, parse_action(position, "Kh")) is None


@pytest.fixture(scope="module")
def shipped(bank_players: int) -> list[list]:
    """The bank positions' verdicts as shipped (asked outside any patch)."""
    return every_verdict(map(assess, bank_positions(bank_players, 8)))


def test_verdicts_are_unchanged_but_for_the_new_words(bank_players, shipped, monkeypatch):
    """Bands, losses, best actions and every other reason are as before on bank positions;
    and every safe drop said there is proved from the cards (0 % caída by its rank)."""
    positions = bank_positions(bank_players, 8)
    new = shipped
    monkeypatch.setattr(coach, "safe_drop", lambda *_: None)
    monkeypatch.setattr(coach, "safety_said", lambda *_: None)
    old = every_verdict(map(assess, positions))
    assert len(new) == len(positions)
    said = 0
    for position, now, before in zip(positions, new, old, strict=True):
        for verdict, was in zip(now, before, strict=True):
            kept = tuple(r for r in verdict.reasons if r.code is not ReasonCode.SAFE_DROP)
            assert replace(verdict, reasons=kept) == was
            for reason in verdict.reasons:
                if reason.code is ReasonCode.SAFE_DROP:
                    said += 1
                    drop = parse_action(position, str(reason.cards[0]))
                    check_dead(position, drop, reason.number)
    assert said > 0  # the sample shows the new reason


def test_a_safe_drop_beside_a_blunder_is_not_said():
    # 5♠ was safe from a caída (every other 5 played), but dropping A♣ was far better: the
    # fact would not say why, so the verdict keeps to its band (and the chances)
    position = parse_position(
        "rules: casual; score: 14-26; hands: 2d 6s / Ac As 5s; table: 7h Kh; "
        "stock: 3s 6h 6d Ah 2s 4c Kd 2h 4h Ad; last: 7h; captured: 12 11; turn: 1; capturer: 1"
    )
    play = parse_action(position, "5s")
    assert safe_drop(position, play).number == 0
    verdict = verdict_from(assess(position), play)
    assert verdict.band is Band.BLUNDER
    assert str(verdict.best) == "Ac"
    assert ReasonCode.SAFE_DROP not in [r.code for r in verdict.reasons]
