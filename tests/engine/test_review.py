"""``review`` over game records made with the simulator."""

import json
from dataclasses import replace

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.engine.search.game_review import analyse
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.simulate import play_mesa


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    """A whole mesa, the beginner against the club player (0.2 s to play; the expert took
    15 s): what the review lists and how does not depend on the other seat's strength."""
    _, record = play_mesa("quito", 2, "r1", [engine_player("beginner", 1), engine_player("club")])
    path = tmp_path_factory.mktemp("records") / "mesa.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path, record


def test_review_json_lists_every_action_of_the_seat(record_file, capsys):
    path, record = record_file
    assert main(["review", str(path), "--json", "--seat", "0"]) == 0
    data = json.loads(capsys.readouterr().out)
    plies = [entry["ply"] for entry in data["actions"]]
    position = record.start()
    from cuarenta_tutor.engine.game import apply, parse_action

    expected = []
    for ply, text in enumerate(record.actions, start=1):
        if position.turn == 0:
            expected.append(ply)
        position, _ = apply(position, parse_action(position, text))
    assert plies == expected
    first = data["actions"][0]
    keys = {"ply", "played", "best", "loss", "band", "reasons", "criterion"}
    assert set(first) - {"zapateria"} == keys | {"loss_points", "points_lost", "chica_chances"}
    for entry in data["actions"]:  # the loss is its points plus the chica's share
        (win, lose), (won, lost) = entry["chica_chances"]["best"], entry["chica_chances"]["played"]
        share = 1000 * ((win - won) + (lost - lose))
        if "zapateria" in entry:  # and, in the first chica, the mesa's (a zapatería)
            best_mesa, played_mesa = entry["zapateria"]
            share += 1000 * (best_mesa - played_mesa)
        assert entry["loss"] == pytest.approx(entry["points_lost"] + share, abs=2.5)
        assert entry["loss_points"] <= entry["loss"] + 0.01  # a point is worth 1 or more
    assert first["played"] == record.actions[first["ply"] - 1]
    summary = data["summary"]
    assert sum(summary["bands"].values()) == summary["actions"] == len(plies)
    assert all(isinstance(r["code"], str) for e in data["actions"] for r in e["reasons"])


@pytest.mark.slow  # the coach searches every action of a whole mesa
def test_the_expert_always_plays_what_the_coach_calls_best():
    _, record = play_mesa("quito", 2, "r1", [engine_player("beginner", 1), engine_player("expert")])
    expert, beginner = analyse(record, seat=1), analyse(record, seat=0)
    assert expert.accuracy == 1.0
    assert {verdict.band for _, verdict in expert.moments} == {Band.BEST}
    assert beginner.accuracy < 1.0
    assert beginner.key_moments()[0][1].loss == max(v.loss for _, v in beginner.moments)


def test_review_speaks_the_learners_language(record_file, tmp_path, capsys):
    """The mesa's first eight actions: the summary's language does not depend on its length
    (the coach judges every action reviewed, 7 s for the whole mesa)."""
    _, record = record_file
    path = tmp_path / "opening.json"
    path.write_text(replace(record, actions=record.actions[:8]).to_json(), encoding="utf-8")
    assert main(["review", str(path), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("Jugador 1: precisión")  # players counted from 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "No such file"),
        ("{}", "is not a game record"),
        ('{"rules": "quito", "players": 2, "seed": "1", "actions": ["Kz"]}', "Kz"),
    ],
)
def test_bad_records_get_one_line(tmp_path, capsys, content, message):
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1


def test_a_bad_action_is_named_by_its_number_and_text(record_file, tmp_path, capsys):
    _, record = record_file
    first = record.actions[0]
    cases = {
        "declare ronda": "action 2 of the record, 'declare ronda', cannot be read: "
        "'declare ronda' is not a card",
        first: f"action 2 of the record, '{first}', is not legal at that point of the mesa",
    }
    spanish = {first: f"la jugada 2 del registro, «{first}», no es válida"}
    for bad, message in cases.items():
        broken = replace(record, actions=(first, bad, *record.actions[2:]))
        path = tmp_path / "broken.json"
        path.write_text(broken.to_json(), encoding="utf-8")
        for command, expected in (
            (["review", str(path)], message),
            (["review", str(path), "--lang", "es"], spanish.get(bad)),
        ):
            assert main(command) == 2
            err = capsys.readouterr().err
            assert len(err.strip().splitlines()) == 1
            assert "Traceback" not in err
            if expected is not None:  # the Spanish wording is checked for the first case
                assert expected in err
