"""Walk finding P1-N1: a free caída at 24–2 in quito, and the decks after this one.

The learner (seat 0, the dealer) holds A♥ 3♣ 6♣ 7♥ Q♦ in the first round of a deck; the
opponent has just dropped A♣. The coach used to value a deck that ends without the chica
by its points only, and so at 24–2 it preferred Q♦: the caída brings the learner to 26, nearer
30, from where quito stops counting the cartón, and lowers the chance of finishing the
chica *in this deck*. Counting the later decks (``chica_equity``), where 26 points and two
more cards are the better start, the caída is best, as it is at 0–0 and 10–2 either way;
the shipped coach counts them (``lookahead.LATER_DECKS``) and bands its losses in points.
"""

import pytest
from support.walk_positions import p1n1

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.search import lookahead as lookahead_module
from cuarenta_tutor.engine.search.chica_equity import chica_equity
from cuarenta_tutor.engine.search.coach import assess
from cuarenta_tutor.engine.search.deck_value import DeckValue
from cuarenta_tutor.engine.search.lookahead import lookahead

QUITO = load_ruleset("quito")


def named(position, text):
    return next(action for action in legal_actions(position) if str(action) == text)


@pytest.mark.parametrize("players", [2, 4])
def test_the_later_decks_table_is_a_chance_and_mirrors_the_sides(players):
    table = chica_equity(QUITO, players)
    assert all(0.0 <= chance <= 1.0 for chance in table.values())
    for (s0, s1, dealer), chance in table.items():
        assert chance == pytest.approx(1 - table[(s1, s0, 1 - dealer)], abs=1e-9)
    assert table[(38, 0, 0)] > 0.9 > 0.1 > table[(0, 38, 1)]


def test_two_more_points_at_24_are_a_better_start_for_the_next_deck():
    table = chica_equity(QUITO, 2)
    for dealer in (0, 1):
        assert table[(26, 2, dealer)] > table[(24, 2, dealer)]


def test_counting_the_later_decks_gives_every_deck_end_an_owner():
    # At 0-0 with a whole deck to play the chica is rarely won in this deck.
    alone = DeckValue(QUITO, 2, 0).parts((0, 0), (0, 0), 40, 4, 0)
    later = DeckValue(QUITO, 2, 0, later_decks=True).parts((0, 0), (0, 0), 40, 4, 0)
    assert alone[1] + alone[2] < 100
    assert abs(later[1] + later[2] - 1000) <= 1
    # the points part is the same in both: only the chica's share moved
    points_alone = alone[0] - (alone[1] - alone[2])
    points_later = later[0] - (later[1] - later[2])
    assert points_later == pytest.approx(points_alone, abs=1)


@pytest.mark.usefixtures("this_deck_only")
def test_counting_this_decks_chica_only_prefers_q():
    # At 22-2: the search 8 cards deep (lookahead.DEEPER) finds this deck's chance of the
    # chica higher after the caída at the walk's 24-2, but still lower two points before.
    position = p1n1((22, 2))
    caida, drop = named(position, "Ah x Ac"), named(position, "Qd")
    found = lookahead(position, [caida, drop], seed="p1n1")
    assert found.best == drop
    assert found.points[caida] > found.points[drop]  # the caída scores more points
    # ... but leaves less chance of winning the chica in this deck
    assert found.chances[caida][0] < found.chances[drop][0]


@pytest.mark.usefixtures("later_decks")
@pytest.mark.parametrize("scores", [(0, 0), (10, 2), (22, 2), (24, 2)])
def test_counting_the_later_decks_the_caida_is_best(scores):
    position = p1n1(scores)
    assessment = assess(position)
    assert str(assessment.best) == "Ah x Ac"
    assert assessment.loss(named(position, "Qd")) > 0


def test_the_coach_recommends_the_free_caida_at_24_2():
    assert lookahead_module.LATER_DECKS  # the shipped coach counts the later decks
    assert str(assess(p1n1((24, 2))).best) == "Ah x Ac"


LAST_ROUND = "hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14"


def test_a_deck_end_without_the_chica_is_worth_the_later_decks_chances():
    """The plain exact search (the reference's) and the coach's split one agree, and each
    value is this deck's points plus the later decks' chances at the deck's final scores."""
    from cuarenta_tutor.engine.notation import parse_position
    from cuarenta_tutor.engine.search.lookahead import exact_parts
    from cuarenta_tutor.engine.search.solver import _DealSearch, _Limits
    from cuarenta_tutor.engine.search.state import DeckGame

    position = parse_position(LAST_ROUND)
    actions = legal_actions(position)
    plain = _DealSearch(position, _Limits(None)).values(actions)
    later = _DealSearch(position, _Limits(None), game=DeckGame(position, later_decks=True))
    counted = dict((o.action, v) for o, v in later.values(actions))
    parts = exact_parts(position, actions)
    for outcome, points in plain:
        action = outcome.action
        assert parts[action].value == counted[action]
        assert parts[action].win + parts[action].lose == pytest.approx(1, abs=0.002)
        assert abs(parts[action].points - points) < 40  # this deck's points: a few at most
    assert max(counted.values()) - min(counted.values()) > 40  # the chances weigh


def test_a_point_is_worth_its_share_of_the_chica_at_the_start():
    from cuarenta_tutor.engine.search.chica_equity import point_worth

    table = chica_equity(QUITO, 2)
    gain = sum(table[(2, 0, d)] - table[(0, 0, d)] for d in (0, 1)) / 2
    assert point_worth(QUITO, 2) == pytest.approx(1 + 1000 * gain)
    assert 20 < point_worth(QUITO, 2) < 60  # a point is worth 2-6 % of a chica


@pytest.mark.usefixtures("later_decks")
def test_at_38_against_36_missing_the_caida_that_wins_is_a_blunder():
    """Two points win the chica at 38, so they are worth ten times more there; the band reads
    the loss at a chica's start, so a third of the chica thrown away is a blunder."""
    from cuarenta_tutor.engine.notation import parse_position
    from cuarenta_tutor.engine.search.coach import Band, judge

    position = parse_position(
        "score: 38-36; hands: 4s 7d Kc / 5h 6c Qs; table: 3h 4c Jd; last: 4c; captured: 16 15"
    )
    verdict = judge(position, named(position, "7d x 3h 4c Jd"))
    assert verdict.exact
    assert str(verdict.best) == "4s x 4c"
    assert verdict.odds.best == (1.0, 0.0)
    assert verdict.odds.played[0] < 0.8
    assert verdict.band is Band.BLUNDER
