"""The solver: its compact game moves like the engine, its search equals plain minimax,
and hand-made positions get the answers worked out by hand."""

import itertools
import json
import pickle
import random
from collections import Counter
from dataclasses import replace
from functools import cache
from math import comb

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.cards import parse_cards
from cuarenta_tutor.engine.game import Declare, apply, legal_actions, new_game
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.players import RandomPlayer
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.scoring import EventKind, Note
from cuarenta_tutor.engine.search import CHICA_VALUE, SolverError, rank_plays, solve
from cuarenta_tutor.engine.search.moves import UNIT, MoveTable, pack
from cuarenta_tutor.engine.search.state import DeckGame
from cuarenta_tutor.engine.search.tree import (
    AlphaBeta,
    SearchLimitError,
    plain_tree_size,
    plain_value,
)
from cuarenta_tutor.engine.search.worlds import count_deals, enumerate_worlds, unseen_cards

RULESETS = [
    "quito",
    "rigor",
    "pagat",
    "casual",
    # the presets with house toggles: in the full run, not the quick loop
    *(
        pytest.param(rules, marks=pytest.mark.slow)
        for rules in ("quito+jokers", "pagat+periquito", "casual+rapido", "rigor+jokers+periquito")
    ),
]


# --- helpers ---------------------------------------------------------------------------


def forward(rules, players, seed, *, cards=None, stock_rounds=0):
    """Play a seeded mesa with random players until the stock has ``stock_rounds`` rounds
    left and the hands hold at most ``cards`` cards (all five each when None)."""
    position = new_game(rules, players=players, seed=seed)
    choosers = [RandomPlayer(f"{seed}-{seat}") for seat in range(players)]
    full = 5 * players
    for _ in range(2000):
        if position.is_over:
            return None
        held = sum(len(hand) for hand in position.hands)
        wanted = full if cards is None else cards
        stock_ok = len(position.stock) == 5 * players * stock_rounds
        if stock_ok and (held == wanted if cards is None else held <= wanted):
            return position
        position, _ = apply(position, choosers[position.turn].choose(position))
    raise AssertionError("the position never came")


def margin(before, after, events):
    """The mover's net points of one transition, from its events, and whether it ends the
    deck (an independent restatement of the solver's value, for the reference search)."""
    side = before.side
    gained = [0, 0]
    kinds = {event.kind for event in events}
    # a zapatería that ends the mesa (the first chica) is worth the whole mesa: two chicas
    worth = 2 * CHICA_VALUE if {EventKind.ZAPATERIA, EventKind.MESA} <= kinds else CHICA_VALUE
    for event in events:
        if event.kind is EventKind.CHICA:
            bonus = worth if event.side == side else -worth
            return gained[side] - gained[1 - side] + bonus, True
        if event.side is not None:
            gained[event.side] += event.points
    return gained[side] - gained[1 - side], after.deck_no != before.deck_no


@cache
def reference_value(position):
    """Plain minimax through the engine's own ``legal_actions`` and ``apply``."""
    return max(reference_action_values(position).values())


def reference_action_values(position):
    values = {}
    for action in legal_actions(position, partial=True):
        after, events = apply(position, action)
        gain, final = margin(position, after, events)
        if final:
            values[action] = gain
        elif after.side == position.side:
            values[action] = gain + reference_value(after)
        else:
            values[action] = gain - reference_value(after)
    return values


def values_of(ranking):
    return {play.action: play.value for play in ranking.plays}


def optimal_actions(ranking):
    return {str(play.action) for play in ranking.optimal}


# --- the compact game is the engine's game -----------------------------------------------


def engine_outcome(game, position, action):
    after, events = apply(position, action)
    gain, final = margin(position, after, events)
    return gain, None if final else game.node(after)


@pytest.mark.parametrize("rules", RULESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_move_of_the_compact_game_equals_the_engines(rules, players):
    """Along random mesas, the compact moves of each position lead to exactly the nodes and
    margins that the engine's legal actions lead to (rondas, claims, deals, deck ends)."""
    checked, seeds = 0, iter(range(100))
    while checked < 300:
        seed = next(seeds)
        position = new_game(rules, players=players, seed=seed)
        rng = random.Random(seed)
        game, deck = DeckGame(position), (position.deck_no, position.chica_no)
        for _ in range(150):
            if position.is_over:
                break
            if (position.deck_no, position.chica_no) != deck:
                game, deck = DeckGame(position), (position.deck_no, position.chica_no)
            node = game.node(position)
            actions = legal_actions(position, partial=True)
            expected = {engine_outcome(game, position, action) for action in actions}
            assert {game.step(node, move) for move in game.moves(node)} == expected
            checked += 1
            position, _ = apply(position, rng.choice(actions))


def test_a_short_run_keeps_its_periquito_in_the_compact_game_too():
    position = parse_position(
        "rules: pagat+periquito; hands: 7s 2d / 4d 3h; table: 5c 5d 5h 5s 2h Jd Qc; captured: 15 14"
    )
    game = DeckGame(position)
    node = game.node(position)
    expected = {engine_outcome(game, position, a) for a in legal_actions(position, partial=True)}
    assert {game.step(node, move) for move in game.moves(node)} == expected


def test_rank_space_plays_split_the_caida_target_from_its_twin():
    rules = load_ruleset("quito")
    table = pack(parse_cards("5c 5d 2h"))
    effects = MoveTable(rules).effects(table, 5, 5)
    assert [(e.caida, e.won, e.table) for e in effects] == [
        (True, 2, table - UNIT[5]),
        (False, 2, table - UNIT[5]),
        (False, 0, table + UNIT[5]),
    ]


# --- the search equals plain minimax ------------------------------------------------------


@pytest.mark.parametrize("rules", RULESETS)
def test_deal_values_equal_the_engine_minimax_on_small_positions(rules):
    tried = 0
    for players, cards in ((2, 6), (4, 5)):
        for seed in range(3):
            position = forward(rules, players, seed, cards=cards)
            if position is None:
                continue
            ranking = rank_plays(position, "deal", partial=True)
            assert values_of(ranking) == reference_action_values(position)
            tried += 1
    assert tried >= 5


@pytest.mark.parametrize("rules", RULESETS)
def test_alpha_beta_with_table_equals_plain_minimax(rules):
    for players, cards, seeds in ((2, 8, range(2)), (4, 9, range(2))):
        for seed in seeds:
            position = forward(rules, players, seed, cards=cards)
            if position is None:
                continue
            game = DeckGame(position)
            node = game.node(position)
            search, memo = AlphaBeta(game), {}
            for move in game.moves(node):
                _gain, child = game.step(node, move)
                if child is None:
                    continue
                expected = plain_value(game, child, memo)
                assert search.value(child) == expected
                assert search.value(child) == expected  # again, from the table


def test_the_search_crosses_a_deal_like_plain_minimax():
    position = forward("quito", 2, 11, cards=2, stock_rounds=1)
    game = DeckGame(position)
    node = game.node(position)
    memo = {}
    assert AlphaBeta(game).value(node) == plain_value(game, node, memo)
    assert sum(1 for searched in memo if searched.dealt) > 10_000  # the next round's too


def test_a_full_last_round_is_solved_with_far_fewer_nodes_than_plain_minimax():
    for seed in range(3):
        position = forward("quito", 2, seed)
        ranking = rank_plays(position, "deal")
        game = DeckGame(position)
        assert ranking.nodes * 20 < plain_tree_size(game, game.node(position))


# --- positions with known answers ------------------------------------------------------


def test_on_38_only_a_caida_finishes_the_chica_and_a_limpia_does_not():
    position = parse_position(
        "rules: quito; score: 38-20; hands: 5d 7s / 3h Kc; table: 2c 5h; last: 5h; captured: 17 17"
    )
    ranking = rank_plays(position, "deal")
    assert optimal_actions(ranking) == {"5d x 5h"}
    assert ranking.plays[0].value == 2 + CHICA_VALUE
    limpia = next(p for p in ranking.plays if str(p.action) == "7s x 2c 5h")
    assert [(e.kind, e.points, e.note) for e in limpia.events] == [
        (EventKind.LIMPIA, 0, Note.RULE_38)
    ]
    assert limpia.value == 0  # the cartón is cancelled on 38 too


def test_when_the_opponent_is_on_38_a_drop_he_can_fall_on_loses_the_chica():
    # Seat 0 deals, so seat 1 led and seat 0 plays last: keep the 2 for the end.
    position = parse_position(
        "rules: quito; score: 20-38; hands: 2c Kd / 2h; table: Jc; dealer: 0; turn: 0; "
        "captured: 18 18"
    )
    assert values_of(rank_plays(position, "deal")) == {
        action: value
        for action, value in zip(legal_actions(position), (-2 - CHICA_VALUE, 10), strict=True)
    }
    # After Kd the opponent must drop his 2; the caída on it (+2) and the leftovers make
    # 22 cards against 18: a cartón of 8. That is the 10.


def test_four_players_opponent_on_38_every_exposed_drop_loses():
    position = parse_position(
        "rules: quito; score: 20-38; hands: 2c 5c / 2h Qh / Jd Js / 7d Kd; table: 2d; "
        "captured: 16 15"
    )
    ranking = rank_plays(position, "deal")
    values = values_of(ranking)
    assert values == reference_action_values(position)
    assert values[next(a for a in values if str(a) == "2c")] <= -CHICA_VALUE
    assert max(values.values()) > -CHICA_VALUE / 2
    assert optimal_actions(ranking) == {"2c x 2d"}


def test_pagat_blocks_only_the_limpia_on_38_so_the_carton_still_wins():
    text = "score: 38-20; hands: Kc / Qd; table: 5h; captured: 25 12"
    pagat = rank_plays(parse_position(f"rules: pagat; {text}"), "deal")
    assert pagat.plays[0].value == 12 + CHICA_VALUE  # 25 cards: a cartón of 12
    quito = rank_plays(parse_position(f"rules: quito; {text}"), "deal")
    assert quito.plays[0].value == 0


def test_pagat_on_38_a_limpia_scores_nothing_but_the_deck_end_can_still_win():
    position = parse_position(
        "rules: pagat; score: 38-20; hands: 5d 7s / 3h Kc; table: 2c 5h; last: 5h; captured: 17 17"
    )
    values = {str(action): value for action, value in values_of(rank_plays(position)).items()}
    assert values["5d x 5h"] == 2 + CHICA_VALUE
    # No points for the limpia, but 20 cards against 17 give a cartón of 6 at the end.
    assert values["7s x 2c 5h"] == 6 + CHICA_VALUE


@pytest.mark.parametrize(
    ("rules", "table", "rondas", "kind", "points", "value"),
    [
        ("quito", "5c 2s", "declared: - 5", EventKind.CAIDA_EN_RONDA, 4, 4),
        ("quito", "5c 2s", "held: - 5", EventKind.CAIDA, 2, 2),  # quito needs it declared
        ("pagat", "5c 2s", "held: - 5", EventKind.CAIDA_EN_RONDA, 10, 10),  # held is enough
        ("pagat", "5c 2s", "declared: - 5", EventKind.CAIDA_EN_RONDA, 10, 10),  # declared: held
        ("pagat", "5c 2s", "", EventKind.CAIDA, 2, 2),
        ("rigor", "5c 2s", "declared: - 5", EventKind.CAIDA_EN_RONDA, 0, CHICA_VALUE),
        ("rigor", "5c", "declared: - 5", EventKind.CAIDA_EN_RONDA, 0, 2 + CHICA_VALUE),  # limpia
    ],
)
def test_a_caida_on_the_droppers_ronda_scores_as_its_ruleset_says(
    rules, table, rondas, kind, points, value
):
    # Seat 1 held (and perhaps declared) a ronda of fives and has just dropped one.
    captured = "18 17" if len(table) > 2 else "18 18"
    position = parse_position(
        f"rules: {rules}; score: 10-10; hands: 5d Kc / 5h; table: {table}; last: 5c; "
        f"dealer: 0; turn: 0; captured: {captured}; {rondas}"
    )
    game = DeckGame(position)
    node = game.node(position)
    expected = {engine_outcome(game, position, action) for action in legal_actions(position)}
    assert {game.step(node, move) for move in game.moves(node)} == expected
    ranking = rank_plays(position, "deal")
    assert values_of(ranking) == reference_action_values(position)
    caida = next(play for play in ranking.plays if str(play.action) == "5d x 5c")
    assert (caida.events[0].kind, caida.events[0].points) == (kind, points)
    assert caida.value >= value


def test_both_sides_on_40_at_the_deck_end_the_non_dealing_side_wins_the_tie():
    # casual: every side with 20 cards scores its cartón. If seat 1 falls on the king,
    # both sides end on 40 and the non-dealing side (0) takes the chica; if he drops
    # instead, side 0 alone reaches 40. Either way side 0 wins: he takes the caída.
    position = parse_position(
        "rules: casual; score: 34-32; hands: Kc / Kd; table: Ac; captured: 20 17"
    )
    position = replace(position, last_capturer=1)
    ranking = rank_plays(position, "deal")
    assert ranking.plays[0].value == 6 - (2 + 6) + CHICA_VALUE


def test_under_pagat_stopping_the_run_early_can_beat_the_complete_run():
    # The complete run 6 7 is a limpia that lifts side 0 from 28 to 30; from 30 pagat
    # pays a caída on the opponent's ronda of queens (dealt next round) 2, not 10.
    position = parse_position(
        "rules: pagat; score: 28-20; hands: 5s / Kd; table: 2c 3c 6c 7c; "
        "stock: Qs Ad 4d Jd Kh Qc Qd Qh As 6h; captured: 8 16"
    )
    ranking = rank_plays(position, "deal", partial=True)
    assert {str(play.action): play.value for play in ranking.plays} == {
        "5s x 2c 3c 6c": -4,
        "5s x 2c 3c": -6,
        "5s x 2c 3c 6c 7c": -6,
        "5s": -8,
    }
    assert optimal_actions(ranking) == {"5s x 2c 3c 6c"}
    assert solve(position, partial=True).value == -4
    complete = solve(position)  # without partial: only the complete plays are candidates
    assert complete.value == -6
    assert [str(play.action) for play in complete.optimal] == ["5s x 2c 3c 6c 7c"]


def test_declaring_is_ranked_as_a_choice():
    position = parse_position(
        "rules: quito; score: 10-10; hands: 4c 4d 4h Kc Qc / 5s 6s 7s Jd Qd; table: ; "
        "stock: ; captured: 15 15"
    )
    ranking = rank_plays(position, "deal")
    assert any(isinstance(play.action, Declare) for play in ranking.plays)
    declare = next(p for p in ranking.plays if isinstance(p.action, Declare))
    assert [(e.kind, e.points) for e in declare.events] == [(EventKind.RONDA, 2)]
    assert values_of(ranking) == reference_action_values_fast(position)


def reference_action_values_fast(position, *, partial=False):
    """The exact values through the compact plain minimax (for positions too big for the
    engine reference)."""
    game, memo = DeckGame(position), {}
    values = {}
    for action in dict.fromkeys(legal_actions(position, partial=partial)):
        after, events = apply(position, action)
        gain, final = margin(position, after, events)
        if final:
            values[action] = gain
            continue
        rest = plain_value(game, game.node(after), memo)
        values[action] = gain + rest if after.side == position.side else gain - rest
    return values


def test_four_player_open_hands_last_round_matches_plain_minimax():
    position = forward("quito", 4, 3, cards=12)
    ranking = rank_plays(position, "deal")
    assert values_of(ranking) == reference_action_values_fast(position)
    assert ranking.optimal[0].value == ranking.plays[0].value
    assert all(
        play.value < ranking.plays[0].value for play in ranking.plays[len(ranking.optimal) :]
    )


@pytest.mark.parametrize(("players", "cards"), [(2, None), (2, 7), (4, 9)])
def test_solve_finds_the_best_value_and_every_optimal_play(players, cards):
    for seed in range(4):
        position = forward("quito", players, seed, cards=cards)
        ranking, solution = rank_plays(position, "deal"), solve(position)
        assert solution.value == ranking.plays[0].value
        assert optimal_actions(ranking) == {str(play.action) for play in solution.optimal}
        assert all(play.value == solution.value for play in solution.optimal)


def test_solve_keeps_ties_among_the_optimal_plays():
    # Two fives on the table, neither the caída target: both captures are worth the same.
    position = parse_position("rules: quito; hands: 5s / Kd; table: 5c 5d; captured: 18 18")
    position = replace(position, last_capturer=1)  # a drop would leave him the leftovers
    solution = solve(position)
    assert {str(play.action) for play in solution.optimal} == {"5s x 5c", "5s x 5d"}
    assert solution.value == 8  # 22 cards against 18


# --- expected --------------------------------------------------------------------------


def test_expected_equals_deal_when_nothing_is_hidden():
    for seed in range(3):
        position = forward("quito", 2, seed)  # the last round: the unseen are his hand
        deal, expected = rank_plays(position, "deal"), rank_plays(position, "expected")
        assert expected.worlds == 1
        assert expected.exact
        assert values_of(expected) == values_of(deal)
        assert optimal_actions(expected) == optimal_actions(deal)


def test_expected_averages_over_every_deal_of_the_hidden_cards():
    position = forward("quito", 4, 2, cards=8)
    unseen = unseen_cards(position)
    worlds = enumerate_worlds(position, 2000)
    assert worlds is not None
    assert sum(w.weight for w in worlds) == count_deals(position)
    # Average by hand over every card-level deal of the other three hands.
    others = [seat for seat in range(4) if seat != position.turn]
    sizes = [len(position.hands[seat]) for seat in others]
    totals, deals = Counter(), 0
    for first in itertools.combinations(unseen, sizes[0]):
        rest = [c for c in unseen if c not in first]
        for second in itertools.combinations(rest, sizes[1]):
            third = tuple(c for c in rest if c not in second)
            hands = list(position.hands)
            for seat, hand in zip(others, (first, second, third), strict=True):
                hands[seat] = hand
            world = replace(position, hands=tuple(hands))
            for action, value in values_of(rank_plays(world, "deal")).items():
                totals[action] += value
            deals += 1
    expected = rank_plays(position, "expected")
    assert expected.exact
    assert expected.worlds == len(worlds)
    for action, value in values_of(expected).items():
        assert value == pytest.approx(totals[action] / deals)


def test_expected_samples_reproducibly_and_reports_the_standard_error():
    position = forward("quito", 2, 4, cards=2, stock_rounds=1)
    first = rank_plays(position, "expected", samples=4, max_worlds=3, seed=9)
    again = rank_plays(position, "expected", samples=4, max_worlds=3, seed=9)
    assert not first.exact
    assert first.worlds == 4
    assert values_of(first) == values_of(again)
    assert any(play.stderr > 0 for play in first.plays)


# --- immediate -------------------------------------------------------------------------


def test_immediate_prefers_points_then_cards_then_safe_drops():
    # Last round, no stock: the unseen cards are exactly the opponent's hand.
    position = parse_position(
        "rules: quito; hands: 5c Kd 3s / 5h Qs Jd; table: 2d; captured: 17 16"
    )
    ranking = rank_plays(position, "immediate")
    keys = {str(play.action): play.key for play in ranking.plays}
    assert keys == {
        "Kd": (0, 0, 0.0, 0.0),
        "3s": (0, 0, 0.0, -1.0),  # 2 + 3: his 5 clears the table
        "5c": (0, 0, -1.0, 0.0),  # he holds a 5: a caída
    }
    assert [str(p.action) for p in ranking.plays] == ["Kd", "3s", "5c"]
    assert optimal_actions(ranking) == {"Kd"}


def test_immediate_risks_are_chances_over_the_unseen_cards():
    position = parse_position(
        "rules: quito; score: 10-4; hands: Ac 4c 6c Jc Kc / 2d 3d 4d 5d 6d; "
        "table: Qh Qs; stock: 5c 5h 2c 3c 7c 7h Jd Js Ad Ah; captured: 9 9"
    )
    # Seat 0 sees 25 cards; 15 are unseen: his hand and the stock. Of those, two aces
    # (Ad Ah), one 4 (4d), one 6 (6d), two jacks (Jd Js) and no king.
    assert len(unseen_cards(position)) == 15

    def risk(matching):
        return 1 - comb(15 - matching, 5) / comb(15, 5)

    keys = {str(play.action): play.key for play in rank_plays(position, "immediate").plays}
    assert keys["Kc"] == (0, 0, 0.0, 0.0)
    assert keys["Ac"] == pytest.approx((0, 0, -risk(2), 0.0))
    assert keys["Jc"] == pytest.approx((0, 0, -risk(2), 0.0))
    assert keys["4c"] == pytest.approx((0, 0, -1 / 3, 0.0))
    assert keys["6c"] == pytest.approx((0, 0, -risk(1), 0.0))
    assert optimal_actions(rank_plays(position, "immediate")) == {"Kc"}


# --- errors and the command ------------------------------------------------------------


def test_hands_that_do_not_fit_the_turn_are_refused():
    position = parse_position("hands: 7s / 3h 4h")
    with pytest.raises(SolverError, match="do not fit"):
        rank_plays(position, "deal")
    with pytest.raises(SolverError, match="unknown criterion 'best'"):
        rank_plays(parse_position("hands: 7s / 3h"), "best")


def test_the_node_limit_stops_a_search_that_is_too_big():
    position = forward("quito", 2, 1, stock_rounds=1)
    with pytest.raises(SearchLimitError, match="more than 1000 positions") as raised:
        rank_plays(position, "deal", node_limit=1000)
    again = pickle.loads(pickle.dumps(raised.value))  # as another process would receive it
    assert (again.limit, again.template, again.params) == (
        "nodes",
        raised.value.template,
        {"n": 1000},
    )
    assert str(again) == str(raised.value)


def test_the_node_limit_of_expected_counts_every_world_together():
    position = forward("quito", 4, 2, cards=8)
    ranking = rank_plays(position, "expected")
    worlds = enumerate_worlds(position, 2000)
    assert worlds is not None
    assert len(worlds) > 1
    largest = max(rank_plays(world.position, "deal").nodes for world in worlds)
    assert largest < ranking.nodes
    with pytest.raises(SearchLimitError):  # each world alone fits in the limit; all do not
        rank_plays(position, "expected", node_limit=largest)
    assert rank_plays(position, "expected", node_limit=ranking.nodes).nodes == ranking.nodes


def test_solve_json_has_the_documented_shape(capsys):
    text = (
        "rules: quito; score: 38-20; hands: 5d 7s / 3h Kc; table: 2c 5h; last: 5h; captured: 17 17"
    )
    assert main(["solve", "--position", text, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"criterion", "plays", "optimal", "nodes", "seconds"}
    assert data["criterion"] == "deal"
    assert data["optimal"] == [
        {
            "action": "5d x 5h",
            "card": "5d",
            "captured": ["5h"],
            "events": ["caida", "chica"],
            "value": 1002,
        }
    ]
    assert [play["value"] for play in data["plays"]] == sorted(
        (play["value"] for play in data["plays"]), reverse=True
    )


def test_solve_lists_the_plays_best_first_with_the_optimal_marked(capsys):
    text = (
        "rules: quito; score: 38-20; hands: 5d 7s / 3h Kc; table: 2c 5h; last: 5h; captured: 17 17"
    )
    assert main(["solve", "--position", text, "--criterion", "immediate"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("*  1. 5d x 5h")
    assert "wins the chica" in lines[1]
    assert not any(line.startswith("*") for line in lines[2:-1])


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ("hands: 7s 9h / 3h", "'9h' is not in the Cuarenta deck"),
        ("hands: 7s / 3h 4h", "do not fit"),
        ("rules: lima; hands: 7s / 3h", "unknown ruleset 'lima'"),
    ],
)
def test_solve_bad_input_is_one_line_and_exit_status_2(capsys, position, message):
    assert main(["solve", "--position", position]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1
