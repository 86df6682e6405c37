"""The coach's search before the last round: its deals, its deck model and its bands."""

from collections import Counter

import pytest

from cuarenta_tutor.engine.game import apply, new_game
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.rules import load_ruleset, preset_names
from cuarenta_tutor.engine.search import CHICA_VALUE
from cuarenta_tutor.engine.search.coach import CONFIDENCE, Assessment, Band, assess, band_of
from cuarenta_tutor.engine.search.deck_value import DeckValue, solved_rounds
from cuarenta_tutor.engine.search.sampling import consistent, sample_deals
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.search.worlds import sample_worlds

SHOWN = (
    "rules: casual; hands: 2c 3d 4h Kc Qd / 5h 5s 5d Jc Qs; declared: - 5; table: 6c 7h; "
    "stock: 5c Ac Ad 2h 3h 4s 6s 7s Js Ks; captured: 9 9"
)
PLAYED = (
    "rules: casual; hands: 2c 3d 4h / 5s 5d Jc; declared: - 5; table: 5h 7h; "
    "stock: 5c Ac Ad 2h 3h 4s 6s 7s Js Ks; captured: 11 11"
)
HIDDEN = (
    "hands: 2c 3d 4h Kc Qd / 6h 6s 6d Jc Qs; declared: - 6; table: 5c 7h; "
    "stock: 5h Ac Ad 2h 3h 4s 7d 7s Js Ks; captured: 9 9"
)


def ranks(hand):
    return Counter(card.rank for card in hand)


def test_deals_keep_every_size_and_every_card_the_mover_sees():
    position = parse_position(SHOWN)
    for deal in sample_deals(position, 20, seed=1):
        assert [len(hand) for hand in deal.hands] == [len(hand) for hand in position.hands]
        assert len(deal.stock) == len(position.stock)
        assert (deal.hand, deal.table, deal.piles) == (
            position.hand,
            position.table,
            position.piles,
        )
        assert sorted(map(str, deal.all_cards())) == sorted(map(str, position.all_cards()))


def test_a_shown_ronda_stays_in_the_declarers_hand():
    position = parse_position(SHOWN)
    assert all(ranks(deal.hands[1])[5] >= 3 for deal in sample_deals(position, 30, seed=2))
    # the sizes-only sampler does not know the declaration: it would deal other hands
    worlds = sample_worlds(position, 30, seed=2)
    assert any(ranks(world.position.hands[1])[5] < 3 for world in worlds)
    assert not all(consistent(position, world.position) for world in worlds)


def test_a_declarer_who_has_played_keeps_what_the_seen_cards_cannot_account_for():
    # Seat 1 has played two cards; one 5 is on the table: it still holds two 5s at least.
    position = parse_position(PLAYED)
    deals = sample_deals(position, 30, seed=3)
    assert all(ranks(deal.hands[1])[5] >= 2 for deal in deals)
    assert any(ranks(deal.hands[1])[5] == 2 for deal in deals)


def test_a_hidden_ronda_gives_each_deal_a_ronda_and_names_its_rank():
    position = parse_position(HIDDEN)
    for deal in sample_deals(position, 30, seed=4):
        rank = deal.declared[1]
        assert rank is not None
        assert ranks(deal.hands[1])[rank] >= 3


def test_the_deck_model_is_shipped_for_every_preset_and_player_count():
    for preset in preset_names():
        for players in (2, 4):
            rounds = solved_rounds(preset, players)
            assert len(rounds) >= 50
            assert all(0 <= r.lead_share <= 1 and 0 <= r.deal_share <= 1 for r in rounds)
            assert all(r.lead_share + r.deal_share <= 1.0001 for r in rounds)


def test_the_deck_model_knows_the_carton_stops_at_30():
    # Side 0 has most of the cards: from 28 the cartón still counts, from 30 it does not
    # (quito), so two points more now are worth less than the cartón they cost.
    model = DeckValue(load_ruleset("quito"), 2, 1)
    at_28 = model.value((28, 10), (17, 3), 20, 1)
    at_30 = model.value((30, 10), (17, 3), 20, 1)
    assert at_30 + 2 < at_28
    pagat = DeckValue(load_ruleset("pagat"), 2, 1)  # pagat scores the cartón from 30 too
    assert pagat.value((30, 10), (17, 3), 20, 1) + 2 > pagat.value((28, 10), (17, 3), 20, 1)


def test_the_deck_model_values_a_near_certain_chica():
    model = DeckValue(load_ruleset("quito"), 2, 1)
    assert model.value((38, 0), (10, 10), 20, 1) > model.value((20, 0), (10, 10), 20, 1)
    assert model.value((10, 38), (2, 18), 20, 1) < -CHICA_VALUE / 2


def fake(values, errors):
    """An assessment of the first actions of a position with the given values and errors."""
    position = parse_position(HIDDEN)
    assessment = assess(position, samples=2)
    actions = list(assessment.immediate)[: len(values)]
    best = actions[values.index(max(values))]
    values_of = dict(zip(actions, values, strict=True))
    errors_of = dict(zip(actions, errors, strict=True))
    return actions, Assessment(position, values_of, assessment.immediate, best, False, errors_of)


def test_bands_ties_are_best_and_sampling_noise_is_never_a_mistake():
    actions, assessment = fake([5.0, 5.0, 1.0, 1.0], [0.0, 0.0, 0.5, 3.0])
    assert [assessment.band(a) for a in actions] == [
        Band.BEST,
        Band.BEST,
        band_of(4.0),  # 4 points lost, 2 standard errors of 0.5: a real mistake
        Band.GOOD,  # 4 points lost, within 2 standard errors of 3: as good as the best
    ]
    assert band_of(4.0) is Band.MISTAKE
    assert CONFIDENCE * 3.0 >= 4.0 > 2.5 + CONFIDENCE * 0.5


def test_every_action_tied_with_the_best_is_called_best():
    position = new_game("quito", players=2, seed=7)
    player = engine_player("club")
    tied = 0
    for _ in range(24):
        assessment = assess(position)
        top = assessment.values[assessment.best]
        for action, value in assessment.values.items():
            if value == top:
                tied += 1
                assert assessment.band(action) is Band.BEST
            else:
                assert assessment.band(action) is not Band.BEST
        position, _ = apply(position, player.choose(position))
    assert tied > 24  # some moments had more than one best action


@pytest.mark.parametrize("players", [2, 4])
def test_the_same_view_gives_the_same_verdict(players):
    position = new_game("quito", players=players, seed=3)
    first, second = assess(position), assess(position)
    assert first.values == second.values
    assert first.errors == second.errors


def test_the_chance_of_a_caida_counts_the_declared_ronda():
    # The opponent showed a ronda of 5s: dropping the last 5 gives them a sure caída,
    # where counting every unseen card alike would say about 60 %.
    from cuarenta_tutor.engine.game import parse_action
    from cuarenta_tutor.engine.search.coach import ReasonCode, judge

    text = (
        "rules: casual; hands: 5c 2c 3d Kc Qd / 5h 5s 5d Jc Qs; declared: - 5; table: Jh 6h; "
        "stock: Ac Ad 2h 3h 4s 4d 6s 7s Js Ks; captured: 9 9"
    )
    position = parse_position(text)
    verdict = judge(position, parse_action(position, "5c"))
    caida = next(r for r in verdict.reasons if r.code is ReasonCode.GIVES_CAIDA)
    assert caida.chance == 1.0
    blind = assess(position).immediate[parse_action(position, "5c")].key[2]
    assert -blind < 0.9


def test_a_declarer_with_two_cards_left_gets_them_even_when_rejection_fails():
    # Seat 1 declared 5s and has played three cards, one 5 is seen: its two cards are 5s.
    # Few random deals agree; the sampler then places them itself.
    text = (
        "rules: casual; hands: 2c 3d / 5s 5d; declared: - 5; table: 5h 7h; "
        "stock: 5c Ac Ad 2h 3h 4s 6s 7s Js Ks; captured: 12 12"
    )
    position = parse_position(text)
    deals = sample_deals(position, 40, seed=5)
    assert all(ranks(deal.hands[1])[5] == 2 for deal in deals)
    assert all(consistent(position, deal) for deal in deals)
    assert len({deal.stock for deal in deals}) > 1  # still random elsewhere


def test_the_forced_deal_agrees_with_the_declarations_whatever_the_shuffle():
    import random

    from cuarenta_tutor.engine.search.sampling import _forced, _split
    from cuarenta_tutor.engine.search.worlds import deal_world, hidden_places, unseen_cards

    for text in (SHOWN, PLAYED, HIDDEN):
        position = parse_position(text)
        cards = list(unseen_cards(position))
        for seed in range(30):
            random.Random(seed).shuffle(cards)
            world = deal_world(position, _split(_forced(position, cards), hidden_places(position)))
            assert consistent(position, world)
