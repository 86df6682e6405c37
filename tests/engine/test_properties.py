"""Property tests over random whole mesas: conservation, scoring, termination, replay."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cuarenta_tutor.engine.cards import new_deck
from cuarenta_tutor.engine.game import apply, legal_actions, new_game
from cuarenta_tutor.engine.notation import format_position, parse_position
from cuarenta_tutor.engine.players import GreedyPlayer, RandomPlayer
from cuarenta_tutor.engine.record import GameRecord, replay
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.engine.simulate import MAX_ACTIONS

RULES = st.sampled_from(
    [
        "quito",
        "rigor",
        "pagat",
        "casual",
        "quito+jokers",
        "pagat+periquito",
        "casual+rapido",
        "rigor+forgive_misdeal+no_zapateria",
    ]
)
GAMES = dict(rules=RULES, players=st.sampled_from([2, 4]), seed=st.integers(0, 10**6))
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_out(rules, players, seed):
    """Yield (before, action, after, events) for a whole random mesa."""
    position = new_game(rules, players=players, seed=seed)
    chooser = RandomPlayer(seed)
    for _ in range(MAX_ACTIONS):
        if position.is_over:
            return
        action = chooser.choose(position)
        after, events = apply(position, action)
        yield position, action, after, events
        position = after
    raise AssertionError(f"mesa {rules}/{players}/{seed} did not end")


@SETTINGS
@given(**GAMES)
def test_cards_are_conserved_and_never_doubled(rules, players, seed):
    for _, _, after, _ in play_out(rules, players, seed):
        naturals = Counter(card.natural for card in after.all_cards())
        assert sorted(naturals) == sorted(new_deck(jokers=after.ruleset.jokers))
        assert max(naturals.values()) == 1
        assert all(len(hand) <= 5 for hand in after.hands)


@SETTINGS
@given(**GAMES)
def test_score_change_equals_the_sum_of_event_points(rules, players, seed):
    for before, _, after, events in play_out(rules, players, seed):
        gained = [0, 0]
        chica = None
        for event in events:
            if event.kind is EventKind.CHICA:
                chica = event
                break
            if event.side is not None:
                gained[event.side] += event.points
        reached = (before.scores[0] + gained[0], before.scores[1] + gained[1])
        if chica is None:
            assert after.scores == reached
            assert max(after.scores) < after.ruleset.win_at
        else:
            assert chica.final == reached
            assert after.scores == (0, 0) or after.is_over


@SETTINGS
@given(**GAMES)
def test_every_mesa_ends_with_a_winner_of_two_chicas_or_a_shortcut(rules, players, seed):
    steps = list(play_out(rules, players, seed))
    final, last_events = steps[-1][2], steps[-1][3]
    assert final.is_over
    assert legal_actions(final) == []
    kinds = {event.kind for event in last_events}
    assert EventKind.MESA in kinds
    assert final.chicas[final.winner] >= 2 or kinds & {EventKind.ZAPATERIA, EventKind.DOBLE_RONDA}


@SETTINGS
@given(**GAMES)
def test_a_record_replays_to_the_same_position_and_events(rules, players, seed):
    record = GameRecord(rules, players, str(seed))
    events = []
    for _, action, after, happened in play_out(rules, players, seed):
        record = record.with_action(action)
        events.extend(happened)
        final = after
    again, replayed = replay(GameRecord.from_json(record.to_json()))
    assert again == final
    assert replayed == events


@SETTINGS
@given(**GAMES, stop=st.integers(0, 200))
def test_position_strings_round_trip_mid_game(rules, players, seed, stop):
    position = new_game(rules, players=players, seed=seed)
    for index, (_, _, after, _) in enumerate(play_out(rules, players, seed)):
        if index == stop or after.is_over:
            break
        position = after
    text = format_position(position)
    again = parse_position(text)
    assert format_position(again) == text
    assert (again.hands, again.table, again.scores, again.turn, again.last_drop) == (
        position.hands,
        position.table,
        position.scores,
        position.turn,
        position.last_drop,
    )
    assert [len(p) for p in again.piles] == [len(p) for p in position.piles]


def mixed_mesa(rules, players, seed, stop):
    """Return the position after ``stop`` actions of a mesa between greedy players (even
    seats: they declare every ronda) and random ones that also stop runs early (odd seats:
    they leave rondas undeclared and cards to claim), or the last one before it ends."""
    position = new_game(rules, players=players, seed=seed)
    choosers = [
        GreedyPlayer() if seat % 2 == 0 else RandomPlayer(f"{seed}/{seat}", partial=True)
        for seat in range(players)
    ]
    for _ in range(stop):
        after, _ = apply(position, choosers[position.turn].choose(position))
        if after.is_over:
            break
        position = after
    return position


def valued(position, criterion):
    """Every action of the mover (runs stopped early too) with its events, value and key."""
    ranking = rank_plays(position, criterion, partial=True)
    return {str(play.action): (play.events, play.value, play.key) for play in ranking.plays}


@settings(SETTINGS, max_examples=100)
@given(**GAMES, stop=st.integers(0, 150))
def test_a_position_read_back_from_notation_values_like_the_game_position(
    rules, players, seed, stop
):
    position = mixed_mesa(rules, players, seed, stop)
    text = format_position(position)
    again = parse_position(text)
    assert format_position(again) == text
    assert (again.declared, again.held_rondas, again.claimable) == (
        position.declared,
        position.held_rondas,
        position.claimable,
    )
    assert valued(again, "immediate") == valued(position, "immediate")
    if players == 2 and not position.stock:  # the last round: an exact search is cheap
        assert valued(again, "deal") == valued(position, "deal")
