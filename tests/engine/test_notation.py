"""The position notation keeps the rondas each player held this round, and the claimable
run cards: a position read from notation values like the game position it was written from."""

import pytest

from cuarenta_tutor.engine.cards import NotationError, parse_cards
from cuarenta_tutor.engine.game import Claim, apply, find_play
from cuarenta_tutor.engine.notation import format_position, parse_position
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search import rank_plays

# Issue 17: seat 0 declared a ronda of sixes and has just dropped the 6d; seat 1 (side 1,
# on 4 points) takes it with the 6c.
SIXES = (
    "score: 26-4; hands: 2h 6s / 6c Qd Qs; table: 4d 5c 6d; last: 6d; captured: 21 11; "
    "dealer: 1; turn: 1; capturer: 1"
)


def caida(text):
    """Return the kind and points of the event of ``6c x 6d`` and its ``deal`` value."""
    position = parse_position(text)
    ranking = rank_plays(position, "deal")
    play = next(play for play in ranking.plays if str(play.action) == "6c x 6d")
    return play.events[0].kind, play.events[0].points, play.value


@pytest.mark.parametrize(
    ("rules", "rondas", "kind", "points", "value"),
    [
        # A declared ronda was held: pagat pays 10 while the taker has under 30.
        ("pagat", "declared: 6 -", EventKind.CAIDA_EN_RONDA, 10, 0),
        # Under pagat a held ronda counts even when it was never declared.
        ("pagat", "held: 6 -", EventKind.CAIDA_EN_RONDA, 10, 0),
        ("pagat", "", EventKind.CAIDA, 2, -8),
        # Quito needs the ronda declared: 4 with it, an ordinary caída (2) without.
        ("quito", "declared: 6 -", EventKind.CAIDA_EN_RONDA, 4, -6),
        ("quito", "held: 6 -", EventKind.CAIDA, 2, -8),
        ("quito", "", EventKind.CAIDA, 2, -8),
    ],
)
def test_a_caida_on_a_held_ronda_is_scored_from_the_notation(rules, rondas, kind, points, value):
    # The rest of the deck is the same in every case: the values differ by the extra points.
    assert caida(f"rules: {rules}; {SIXES}; {rondas}") == (kind, points, value)


def test_solve_json_values_the_issue_example_as_a_caida_en_ronda(capsys):
    from cuarenta_tutor.cli import main

    text = f"rules: pagat; {SIXES}; declared: 6 -"
    assert main(["solve", "--position", text, "--json"]) == 0
    out = capsys.readouterr().out
    assert '"events": ["caida_en_ronda"], "value": 0}' in out


@pytest.mark.parametrize(
    ("text", "held"),
    [
        (f"rules: pagat; {SIXES}; declared: 6 -", (6, None)),
        (f"rules: pagat; {SIXES}; held: 6 -", (6, None)),
        # Three of a rank still in hand were dealt together this round.
        ("hands: Kc Kd Ks 2c / 3h 4h 5h 6h; captured: 15 17", (10, None)),
        ("hands: 2c 3c / 4h 5h; table: 2d; last: 2d; captured: 18 17", (None, None)),
    ],
)
def test_held_rondas_are_read_and_written_back(text, held):
    position = parse_position(text)
    assert position.held_rondas == held
    again = parse_position(format_position(position))
    assert again == position
    assert format_position(again) == format_position(position)


def test_an_undeclared_held_ronda_is_written_as_held():
    position = parse_position(f"rules: pagat; {SIXES}; held: 6 -")
    assert format_position(position).endswith("; held: 6 -")
    declared = parse_position(f"rules: pagat; {SIXES}; declared: 6 -")
    assert "held:" not in format_position(declared)  # implied by the declaration


def test_claimable_run_cards_are_read_written_and_claimable():
    text = (
        "rules: pagat; score: 0-0; hands: Kc / 2d Qs; table: 6d 7d; captured: 18 17; "
        "turn: 1; capturer: 0; claimable: 6d 7d"
    )
    position = parse_position(text)
    assert position.claimable == tuple(parse_cards("6d 7d"))
    assert format_position(position) == text
    after, events = apply(position, Claim())
    assert events[0].kind is EventKind.CLAIM
    assert after.table == ()


def test_a_partial_run_leaves_claimable_cards_that_the_notation_keeps():
    position = parse_position(
        "rules: pagat; hands: 5s Kc / 2h Qs; table: 5c 6d 7d; captured: 17 16; dealer: 1"
    )
    short = find_play(position, parse_cards("5s")[0], parse_cards("5c"))
    after, _ = apply(position, short)
    assert after.claimable
    assert parse_position(format_position(after)).claimable == after.claimable


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            f"{SIXES}; declared: 6 -; held: 2 -",
            "two rondas this round: 2 held, 6 declared",
        ),
        (f"{SIXES}; held: Q -", "seat 0 cannot have held a ronda of Q"),  # Qd Qs with seat 1
        ("hands: Kc Kd Ks 2c / 3h 4h 5h 6h; held: 2 -", "2 held, K in hand"),
        ("hands: 2c 3c 4c 5c 6c / 2h 3h 4h 5h 6h; held: 2 -", "cannot have held a ronda of 2"),
        ("hands: 7s / 3h; declared: 7", "'declared' needs one rank or - per player (2), not 1"),
        ("hands: 7s / 3h; held: - 3 -", "'held' needs one rank or - per player (2), not 3"),
        ("rules: quito; hands: 7s / 3h; table: 5c; claimable: 5c", "cannot be claimed under"),
        ("rules: pagat; hands: 7s / 3h; table: 5c; claimable: 6c", "6c must be one of the table"),
        ("rules: pagat; hands: 7s / 3h; table: 5c; last: 5c; claimable: 5c", "no caída card"),
    ],
)
def test_impossible_rondas_and_claims_are_refused_in_one_line(text, message):
    with pytest.raises(NotationError) as error:
        parse_position(text)
    assert message in str(error.value)
    assert "\n" not in str(error.value)
