"""Game transitions the YAML cases do not reach: misdeals, house toggles, turns, errors."""

from dataclasses import replace

import pytest

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.game import (
    Claim,
    Declare,
    IllegalActionError,
    Misdeal,
    apply,
    legal_actions,
    new_game,
    parse_action,
)
from cuarenta_tutor.engine.notation import build_position, parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import EventKind, Note


def kinds(events):
    return [(e.kind.value, e.side, e.points) for e in events if e.kind is not EventKind.DEAL]


def play(position, text):
    return apply(position, parse_action(position, text))


def test_a_new_mesa_deals_five_each_from_an_empty_table():
    for players in (2, 4):
        position = new_game("quito", players=players, seed=3)
        assert [len(h) for h in position.hands] == [5] * players
        assert position.table == ()
        assert len(position.stock) == 40 - 5 * players
        assert position.turn == (position.dealer + 1) % players


def test_turns_pass_in_seat_order_and_four_players_alternate_sides():
    position = new_game("quito", players=4, seed=1)
    seats = []
    for _ in range(4):
        seats.append(position.turn)
        position, _ = apply(position, Play(position.hand[0]))
    assert seats == [0, 1, 2, 3]
    assert [s % 2 for s in seats] == [0, 1, 0, 1]


def test_a_deck_has_four_rounds_with_two_players_and_two_with_four():
    for players, rounds in ((2, 4), (4, 2)):
        position = new_game("quito", players=players, seed=2)
        deals = 1
        while position.deck_no == 0:
            position, events = apply(position, legal_actions(position)[-1])
            deals += sum(e.kind is EventKind.DEAL for e in events)
        assert deals - 1 == rounds  # the last DEAL event starts the next deck


def test_the_dealer_changes_after_each_deck():
    position = new_game("quito", players=2, seed=4)
    first = position.dealer
    while position.deck_no == 0:
        position, _ = apply(position, legal_actions(position)[-1])
    assert position.dealer == (first + 1) % 2
    assert position.turn == (position.dealer + 1) % 2


def test_misdeal_gives_the_other_side_ten_and_passes_the_deal():
    position = new_game("quito", players=2, seed=5, dealer=1)
    after, events = apply(position, Misdeal())
    assert kinds(events) == [("misdeal", 0, 10)]
    assert after.scores == (10, 0)
    assert after.dealer == 0
    assert [len(h) for h in after.hands] == [5, 5]


def test_forgiven_misdeal_is_redealt_without_penalty():
    position = new_game("quito+forgive_misdeal", players=2, seed=5, dealer=1)
    after, events = apply(position, Misdeal())
    assert events == ()
    assert after.scores == (0, 0)
    assert after.dealer == 1
    assert after.hands != position.hands


def test_misdeal_on_38_does_not_finish_under_quito():
    position = replace(new_game("quito", players=2, seed=5, dealer=1), scores=(38, 0))
    _after, events = apply(position, Misdeal())
    assert kinds(events) == [("misdeal", 0, 0)]
    assert events[0].note is Note.RULE_38


def test_misdeal_cannot_be_called_after_the_first_card():
    position = new_game("quito", players=2, seed=5)
    position, _ = apply(position, Play(position.hand[0]))
    with pytest.raises(IllegalActionError, match="before the first card"):
        apply(position, Misdeal())


def test_ronda_is_declared_before_the_first_card_only_except_casual():
    text = "hands: 5c 5d 5h 2s 3s / Ac 2c 3c 4c 6c; table: Kh; captured: 15 14"
    for rules, later in (("quito", False), ("casual", True)):
        position = parse_position(f"rules: {rules}; {text}")
        assert Declare() in legal_actions(position)
        position, _ = play(position, "2s")
        position, _ = play(position, "6c")
        assert (Declare() in legal_actions(position)) is later
    no_ronda = parse_position("hands: 5c 6d 7h 2s 3s / Ac 2c 3c 4c 6c; captured: 15 15")
    with pytest.raises(IllegalActionError, match="no ronda"):
        apply(no_ronda, Declare())


def test_partial_runs_are_illegal_except_under_pagat_where_they_can_be_claimed():
    text = "hands: 5s 2d / 5c 7h; table: 5d 6c 7c; captured: 17 16"
    quito = parse_position(f"rules: quito; {text}")
    with pytest.raises(IllegalActionError, match="cannot take exactly"):
        play(quito, "5s x 5d 6c")
    pagat = parse_position(f"rules: pagat; {text}")
    after, _ = play(pagat, "5s x 5d 6c")
    assert after.claimable == (parse_card("7c"),)
    assert Claim() in legal_actions(after)
    claimed, events = apply(after, Claim())
    assert kinds(events) == [("claim", 1, 0)]
    assert parse_card("7c") in claimed.piles[1]
    assert claimed.table == ()
    dropped, _ = play(after, "5c")
    assert dropped.claimable == ()


def test_a_short_run_under_pagat_keeps_the_periquito_of_its_base():
    position = parse_position(
        "rules: pagat+periquito; hands: 7s 2d / 4d 3h; table: 5c 5d 5h 5s 2h Jd Qc; captured: 15 14"
    )
    short = Play(parse_card("7s"), tuple(parse_cards("2h 5c")), (), tuple(parse_cards("5d 5h 5s")))
    assert short in legal_actions(position, partial=True)
    after, events = play(position, "7s x 2h 5c 5d 5h 5s")  # the sum, all four 5s, no run
    assert kinds(events) == [("periquito", 0, 4)]
    assert after.claimable == tuple(parse_cards("Jd Qc"))
    assert after.table == after.claimable
    with pytest.raises(IllegalActionError, match="cannot take exactly"):
        play(position, "7s x 2h 5c")  # a periquito is never left behind
    whole, events = play(position, "7s x 2h 5c 5d 5h 5s Jd Qc")
    assert kinds(events) == [("limpia", 0, 2), ("periquito", 0, 4)]
    assert whole.table == ()


def test_illegal_plays_name_the_reason():
    position = parse_position("hands: 5s 2d / 5c 7h; table: 5d Kc; captured: 17 17")
    with pytest.raises(IllegalActionError, match="not in the hand") as caught:
        play(position, "5c x 5d")
    assert caught.value.code == "not_in_hand"
    with pytest.raises(IllegalActionError, match="not on the table"):
        play(position, "5s x 5h")
    with pytest.raises(IllegalActionError, match="cannot take exactly"):
        play(position, "5s x Kc")


def test_periquito_takes_all_four_and_scores_the_bonus():
    position = parse_position(
        "rules: quito+periquito; hands: 4s 2d / 5d 7h; table: 6c 6d 6h 6s 4c 5c; captured: 15 15"
    )
    after, events = play(position, "4s x 4c 5c 6c 6d 6h 6s")
    assert kinds(events) == [("limpia", 0, 2), ("periquito", 0, 4)]
    assert after.table == ()
    plain = parse_position(
        "rules: quito; hands: 4s 2d / 5d 7h; table: 6c 6d 6h 6s 4c 5c; captured: 15 15"
    )
    four = [p for p in legal_actions(plain) if isinstance(p, Play) and p.card.rank == 4]
    assert sorted(len(p.captured) for p in four) == [0, 3, 3, 3, 3]


def test_a_joker_is_played_as_a_named_rank_and_stays_so_on_the_table():
    position = build_position(
        [parse_cards("*1 2d"), parse_cards("5c 7h")],
        rules="quito+jokers",
        table=parse_cards("3c 4c"),
        captured=(17, 17),
        aside=parse_cards("*2 Kd"),
    )
    after, events = play(position, "*1=7 x 3c 4c")
    assert kinds(events) == [("limpia", 0, 2)]
    assert parse_card("*1") in after.piles[0]
    dropped, _ = play(position, "*1=5")
    assert parse_card("*1=5") in dropped.table
    _caught, events = play(dropped, "5c x *1=5")
    assert kinds(events) == [("caida", 1, 2)]


def test_rapido_wins_at_twenty_and_blocks_from_eighteen():
    position = parse_position(
        "rules: quito+rapido; score: 18-0; hands: 5s 2d / 5c 7h; table: Kd; captured: 18 17"
    )
    after, events = play(position, "2d")
    after, events = play(after, "5c")
    after, events = play(after, "5s x 5c")
    assert kinds(events)[:2] == [("caida", 0, 2), ("chica", 0, 0)]


def test_no_zapateria_plays_on_after_a_lopsided_first_chica():
    text = "score: 38-0; hands: 5s 2d / 5c 7h; table: Kd; captured: 18 17; dealer: 0"
    for rules, over in (("quito", True), ("quito+no_zapateria", False)):
        position = parse_position(f"rules: {rules}; {text}")
        position, _ = play(position, "5c")
        position, events = play(position, "5s x 5c")
        assert position.is_over is over
        assert ("zapateria", 0, 0) in kinds(events) or not over


def test_rigor_caida_en_ronda_wins_the_chica_and_keeps_the_limpia_points():
    position = parse_position(
        "rules: rigor; score: 20-12; hands: 5s 2d 3d 4d 6d / 5c 5h 7h Kc; table: 5d; last: 5d; "
        "captured: 15 15; dealer: 0; turn: 0; declared: - 5"
    )
    after, events = play(position, "5s x 5d")
    assert kinds(events) == [("caida_en_ronda", 0, 0), ("limpia", 0, 2), ("chica", 0, 0)]
    assert next(e for e in events if e.kind is EventKind.CHICA).final == (22, 12)
    assert after.chicas == (1, 0)
    assert after.scores == (0, 0)
