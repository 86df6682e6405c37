"""A play that takes its side to the target says so: the caída from 38 to 40 wins the chica."""

from __future__ import annotations

from cuarenta_tutor.engine.explain import Code, explain_play
from cuarenta_tutor.engine.game import apply, find_play, play_outcome
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import parse_play_text
from cuarenta_tutor.engine.scoring import EventKind

ON_38 = (
    "rules: casual; score: 38-2; hands: Ah 3c 6d Ks / 2s 3s 7c; table: Ac 4d 5s; last: Ac; "
    "captured: 28 2; dealer: 0; turn: 0; capturer: 0"
)


def play(position_text: str, text: str):
    position = parse_position(position_text)
    return position, find_play(position, *parse_play_text(text))


def test_a_caida_from_38_reaches_40_and_the_chica_as_the_game_itself_ends_it():
    position, caida = play(ON_38, "Ah x Ac")
    events = play_outcome(position, caida)
    chica = [event for event in events if event.kind is EventKind.CHICA]
    assert [(event.side, event.final) for event in chica] == [(0, (40, 2))]
    _, played = apply(position, caida)  # the game agrees: the chica ends here, for side 0
    assert [event.side for event in played if event.kind is EventKind.CHICA] == [0]
    facts = explain_play(position.ruleset, caida, events)
    assert [fact.number for fact in facts if fact.code is Code.REACHES_CHICA] == [40]


def test_a_play_that_does_not_reach_the_target_says_nothing_of_the_chica():
    position, drop = play(ON_38, "Ks")
    assert all(event.kind is not EventKind.CHICA for event in play_outcome(position, drop))
    below = ON_38.replace("score: 38-2", "score: 30-2")
    position, caida = play(below, "Ah x Ac")
    events = play_outcome(position, caida)
    assert [event.kind for event in events] == [EventKind.CAIDA]
    assert not [
        f for f in explain_play(position.ruleset, caida, events) if f.code is Code.REACHES_CHICA
    ]
