"""Play's analysis of a past move lists what ``cuarenta-tutor analyse`` prints for that ply.

The view model and the command share one listing (:mod:`cuarenta_tutor.tutor.analysis`):
the same actions in the same order, with the same values, losses, bands and chances, for
the mesa's record at the ply before the learner's action; the learner's action is marked,
and the moves to choose from are the learner's own, by deck, named as the review names them.
"""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.analysis import analysis_listing
from cuarenta_tutor.sentences.coach import action_display, band_name
from cuarenta_tutor.tutor.analysis import moment
from cuarenta_tutor.tutor.play import LEARNER, PlayGame
from cuarenta_tutor.ui import play_analysis_model as model
from cuarenta_tutor.ui.play import PlayView
from cuarenta_tutor.ui.play_panels import moment_place


def played(players: int, seed: str, moves: int) -> PlayGame:
    """A game where the learner plays the hand's last card ``moves`` times (decks go on)."""
    game = PlayGame(players=players, seed=seed)
    for _ in range(moves):
        if game.deck_end is not None:
            game.next_deck()
        game.pick_hand(game.position.hands[LEARNER][-1])
        game.play_selection()
    return game


def command_json(game: PlayGame, ply: int, tmp_path, capsys) -> dict:
    """What ``analyse RECORD.json --ply N --json`` prints for the learner's action ``ply``."""
    path = tmp_path / "mesa.json"
    path.write_text(game.record.to_json(), encoding="utf-8")
    assert main(["analyse", str(path), "--ply", str(ply - 1), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, "an1", 7), (4, "an4", 4)])
def test_the_listing_is_what_analyse_prints_for_that_ply(players, seed, moves, tmp_path, capsys):
    game = played(players, seed, moves)
    tr = Translator("en")
    for ply, verdict in game.judged[-2:]:
        data = command_json(game, ply, tmp_path, capsys)
        analysis = model.move_analysis(game, ply)
        rows = model.rows(game, ply, analysis, tr)
        assert data["seat"] == LEARNER
        shown = [
            {
                "action": str(row.line.action),
                "value": round(row.line.value, 2),
                "loss": round(row.line.loss, 2),
                "loss_points": round(row.line.loss / row.line.verdict.point, 2),
                "doubted": row.line.verdict.doubted,
                "band": row.line.band.value,
                "points": round(row.line.points, 2),
                "chica": [round(share, 3) for share in row.line.chica],
                **({"zapateria": round(row.line.zapateria, 3)} if row.line.zapateria else {}),
            }
            for row in rows
        ]
        assert shown == data["actions"]  # values, order, bands and chances alike
        before = moment(game.record, ply - 1)
        assert {row.line.action for row in rows} == set(legal_actions(before)) | {verdict.action}
        assert [row.played for row in rows].count(True) == 1
        assert next(row for row in rows if row.played).line.action == verdict.action
        # the screen lists the rows in that order, each with its band's name, the played marked
        html = model.analysis_html(game, ply, analysis, tr, four_colour=False)
        listed = re.findall(r"data-action='([^']+)'", html)
        assert listed == [entry["action"] for entry in data["actions"]]
        assert html.count("ct-analysis-played") == 1
        assert re.search(
            rf"ct-analysis-played' data-action='{re.escape(str(verdict.action))}'", html
        )
        text = unescape(re.sub(r"<[^>]+>", " ", html))
        for row in rows:
            assert band_name(row.line.band, tr) in text
            assert row.words.loss in text
        # the command's listing says the same words, line by line
        lines = analysis_listing(analysis, tr).splitlines()
        for line, row in zip(lines, rows, strict=True):
            assert f"{row.words.action}{tr.dash}{row.words.band} ({row.words.said})" in line


def test_the_moves_are_the_learners_own_by_deck_named_as_the_review_names_them():
    game = played(2, "an1", 7)
    tr = Translator("es")
    groups = model.learner_moves(game, tr)
    plies = [ply for _, moves in groups for ply, _, _ in moves]
    assert plies == [ply for ply, _ in game.judged]
    assert all(game.moves[ply - 1].seat == LEARNER for ply in plies)
    decks = [deck for deck, _ in groups]
    assert decks == sorted(set(decks), key=decks.index)  # each deck once, in order
    assert decks[0] == tr.gettext("Deck {deck}").format(deck=1)
    for _, moves in groups:
        for ply, name, _said in moves:
            action = action_display(game.moves[ply - 1].action, tr)
            assert name.startswith(moment_place(game, ply, tr))
            assert name.endswith(action)


@pytest.mark.parametrize("lang", ["es", "de", "nl", "it", "sv", "fi"])
def test_every_word_of_the_view_is_translated(lang):
    game = played(2, "an1", 2)
    ply = game.judged[0][0]
    analysis = model.move_analysis(game, ply)
    tr, en = Translator(lang), Translator("en")
    for say in (
        lambda t: model.lead_text(analysis, t),
        lambda t: model.analysis_speech(game, ply, analysis, t),
        lambda t: model.thinking_html(game, ply, t),
        lambda t: t.gettext("Analyse one of your moves"),
        lambda t: t.gettext("Analyse this move"),
        lambda t: t.gettext("Choose a move to analyse"),
        lambda t: t.gettext("Your move"),
        lambda t: t.gettext("Your choice"),
    ):
        assert say(tr) != say(en)


def fail(details: str) -> None:
    raise AssertionError(details)


def drop_last(view: PlayView) -> None:
    """Play the hand's last card with the screen's cards and button, as a learner would."""
    row = view.felt.hand_row
    row.clicked, row.clicks = row.cards[-1]["code"], row.clicks + 1
    view.play.click()


def test_a_deck_end_offers_that_decks_moves_and_the_mesa_end_every_move():
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="decks")
    view.rules.choose("quito")  # two deck ends, then the mesa (the learner only drops)
    view.render(Translator("en"), False)
    view.new.click()
    game, seen = view.game, []
    for _ in range(200):
        if game.position.is_over:
            break
        if game.deck_end is None:
            drop_last(view)
            continue
        deck = game.deck_end.deck_no
        part = view.deck_analysis
        assert part.root.layout.display == ""
        offered = [ply for group in part.chooser.groups for ply in map(_ply, group["moves"])]
        mine = [ply for ply, _ in game.judged if game.moves[ply - 1].deck_no == deck]
        assert offered == mine  # that deck's moves only
        assert part.shown.value == ""  # nothing shown before the learner asks
        part.chooser.choose(mine[-1])
        assert "ct-analysis-played" in part.shown.value
        assert view.announcer.text.startswith(f"Deck {deck + 1}, your move {len(mine)}: ")
        seen.append(deck)
        view.next_deck.click()
    assert game.position.is_over
    assert seen  # at least one deck's end came before the mesa's
    part = view.analysis
    offered = [ply for group in part.chooser.groups for ply in map(_ply, group["moves"])]
    assert offered == [ply for ply, _ in game.judged]  # every move of the mesa
    review = view.review.value
    plies = [int(ply) for ply in re.findall(r"data-analyse-ply='(\d+)'", review)]
    assert plies  # the costliest moments each have their button
    part.chooser.choose(plies[0], review=True)
    assert "ct-analysis-played" in part.shown.value
    assert part.chooser.chosen == plies[0]
    assert "Analyse this move" not in view.announcer.text


def _ply(move: dict) -> int:
    return move["ply"]
