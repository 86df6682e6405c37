"""``cuarenta-tutor analyse``: every legal action at one moment of a record, judged blind."""

import json

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.search.bands import decided_band
from cuarenta_tutor.engine.search.coach import CONFIDENCE, assess, band_of
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.simulate import play_mesa
from cuarenta_tutor.i18n import Translator

PLY = 23


@pytest.fixture(scope="module")
def record_file(tmp_path_factory):
    players = [engine_player("club"), engine_player("beginner", 4)]
    _, whole = play_mesa("quito", 2, "a1", players)
    record = GameRecord(whole.rules, whole.players, whole.seed, whole.actions[:40])
    path = tmp_path_factory.mktemp("records") / "mesa.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path, record


def position_at(record, ply):
    from cuarenta_tutor.cli.analyse import position_after

    return position_after(record, ply)


def test_json_lists_every_legal_action_best_first(record_file, capsys):
    path, record = record_file
    assert main(["analyse", str(path), "--ply", str(PLY), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    position = position_at(record, PLY)
    legal = {str(action) for action in legal_actions(position)}
    listed = [entry["action"] for entry in data["actions"]]
    assert sorted(listed) == sorted(legal)
    values = [entry["value"] for entry in data["actions"]]
    assert values == sorted(values, reverse=True)
    top = values[0]
    assert data["actions"][0]["band"] == "best"
    assert data["later_decks"] is True  # the chances cover the later decks: a point is worth more
    assert data["point"] > 1
    for entry in data["actions"]:
        assert entry["loss"] == pytest.approx(top - entry["value"], abs=0.011)
        assert set(entry) - {"zapateria"} == {
            "action", "value", "loss", "loss_points", "doubted", "band", "points", "chica"
        }  # fmt: skip
        assert entry["loss_points"] == pytest.approx(entry["loss"] / data["point"], abs=0.01)
        win, lose = entry["chica"]  # the value is its points plus the chica's share
        mesa = entry.get("zapateria", 0.0)  # and, in the first chica, the mesa's zapatería
        assert entry["value"] == pytest.approx(
            entry["points"] + 1000 * (win - lose + mesa), abs=1.6
        )
    # judged as the coach judges: the same values and bands as assess()
    assessment = assess(position)
    for entry in data["actions"]:
        action = next(a for a in assessment.values if str(a) == entry["action"])
        assert entry["value"] == round(assessment.values[action], 2)
        assert entry["band"] == assessment.band(action).value
    assert data["seat"] == position.turn


def test_the_default_moment_is_after_every_action(record_file, capsys):
    path, record = record_file
    assert main(["analyse", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    position = position_at(record, len(record.actions))
    assert {e["action"] for e in data["actions"]} == {str(a) for a in legal_actions(position)}


def test_the_listing_speaks_the_learners_language(record_file, capsys):
    path, _ = record_file
    assert main(["analyse", str(path), "--ply", str(PLY), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "Mejor" in out
    assert out.splitlines()[0].startswith("  1. ")
    assert "te cuesta alrededor de" in out  # a loss in points, never the chica's weight


def test_bands_follow_the_one_table_beyond_the_sampling_error(record_file):
    _, record = record_file
    assessment = assess(position_at(record, PLY))
    for action, value in assessment.values.items():
        loss = assessment.values[assessment.best] - value
        error = assessment.errors.get(action, 0.0)
        if loss > 2 * error + 1e-9:
            band = decided_band(loss / assessment.point, error / assessment.point, CONFIDENCE)
            assert assessment.band(action) is band
            doubted = band is not band_of(loss / assessment.point)
            assert assessment.doubted(action) is doubted


@pytest.mark.parametrize(
    ("content", "args", "message"),
    [
        ("{}", [], "is not a game record"),
        ("[1, 2", [], "is not a game record"),
        ('{"rules": "quito", "players": 2, "seed": "1", "actions": ["Kz"]}', [], "'Kz'"),
        (None, ["--ply", "41"], "--ply 41 is out of range: choose from 0 to 40"),
        (None, ["--ply", "-1"], "--ply -1 is out of range"),
        (None, ["--ply", "x"], "argument --ply: 'x' is not a number"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(
    record_file, tmp_path, capsys, content, args, message
):
    path, _ = record_file
    if content is not None:
        path = tmp_path / "bad.json"
        path.write_text(content, encoding="utf-8")
    assert main(["analyse", str(path), *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err
    assert len(captured.err.strip().splitlines()) == 1


def test_an_illegal_action_in_the_record_is_named(record_file, tmp_path, capsys):
    _, record = record_file
    broken = GameRecord(record.rules, record.players, record.seed, (record.actions[0],) * 2)
    path = tmp_path / "broken.json"
    path.write_text(broken.to_json(), encoding="utf-8")
    assert main(["analyse", str(path), "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert f"la jugada 2 del registro, «{record.actions[0]}», no es válida" in err
    assert len(err.strip().splitlines()) == 1


def test_a_finished_mesa_has_nobody_to_play(tmp_path, capsys):
    players = [engine_player("club"), engine_player("beginner", 4)]
    _, record = play_mesa("quito", 2, "a2", players)
    path = tmp_path / "over.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["analyse", str(path), "--lang", "de"]) == 2
    err = capsys.readouterr().err
    assert f"nach Zug {len(record.actions)} ist die Mesa vorbei" in err


def test_the_listing_joins_its_parts_with_the_languages_dash(record_file, capsys):
    """English sets its lines with an em dash, Finnish with a spaced en dash."""
    path, _ = record_file
    for lang, dash in (("en", " — "), ("fi", " – ")):
        assert main(["analyse", str(path), "--ply", str(PLY), "--lang", lang]) == 0
        first = capsys.readouterr().out.splitlines()[0]
        assert dash in first, first
        assert Translator(lang).dash == dash
