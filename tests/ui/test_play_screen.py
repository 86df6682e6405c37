"""The Play screen's words after the December walk: the coach's box keeps only the latest
word, an engine move's note is never in brackets within brackets, the review counts moves as
a player does, the orange outline is explained, and no verdict stands without a why."""

from __future__ import annotations

import re

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import Claim, Declare
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search.coach import Band, Verdict
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.odds import chica_texts
from cuarenta_tutor.sentences.play_text import coached_text, played_out_why
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import play_model, play_panels

EN = Translator("en")


def drop_first(game: PlayGame) -> None:
    game.pick_hand(game.position.hands[0][0])
    game.play_selection()


def test_a_hint_or_a_notice_replaces_the_verdict_it_follows():
    game = PlayGame(seed="tie-1")
    drop_first(game)
    assert "ct-feedback" in play_model.coach_html("", game, None, EN)
    hint = game.ask_hint()
    shown = play_model.coach_html("", game, hint, EN)
    assert "ct-feedback" not in shown  # was: last move's verdict above the new hint
    assert "ct-play-hint-why" in shown
    assert "ct-feedback" not in play_model.coach_html("Move taken back: try again.", game, None, EN)


def test_an_engine_moves_note_is_never_in_brackets_within_brackets():
    game = PlayGame(seed="a")  # the engine answers the first drop with caída and limpia
    drop_first(game)
    lines = play_model.engine_lines(game, EN)
    assert lines == ["The engine played A♦ → A♣ — caída +2, limpia (adds nothing to the caída)"]
    for lang in LANGUAGES:
        for line in play_model.engine_lines(game, Translator(lang)):
            assert not re.search(r"\([^)]*\(", line), line


def test_the_review_says_the_deck_and_the_learners_own_move_in_it():
    game = PlayGame(seed="long-1", pause_at_deck_end=True)
    ends = 0
    while ends < 2:
        if game.deck_end is not None:
            game.next_deck()
            ends += 1
            continue
        drop_first(game)
    drop_first(game)
    drop_first(game)
    ply = game.judged[-1][0]
    assert ply > 80  # the mesa's count, which no player keeps
    assert play_panels.moment_place(game, ply, EN) == "Deck 3, your move 2"
    first = game.judged[0][0]
    assert play_panels.moment_place(game, first, EN) == "Deck 1, your move 1"
    assert play_panels.moment_place(game, ply, Translator("fi")) == "Kierros 3, 2. siirtosi"


def test_every_verdict_below_best_says_why_and_best_ones_need_no_more(decks_counted):
    """Counting the later decks (as shipped) almost every move changes the chances of the
    chica, and their sentence says why; the look-ahead's says it too when the better play
    also scores a point or more by the deck's end (walk P1d-N2), and alone with this deck's
    chica only."""
    game = PlayGame(seed="f-6", pause_at_deck_end=True)
    seen, by_chances = set(), 0
    for _ in range(12):
        drop_first(game)
        verdict = game.verdict
        assert verdict is not None
        extra = played_out_why(verdict, EN)
        if verdict.band is Band.BEST or verdict.reasons or verdict.as_good:
            assert extra == ""
        elif chica_texts(verdict, EN) and verdict.odds.points_lost < 1:
            assert extra == ""  # the chances say why; the points gained later too few
            by_chances += 1
            continue
        else:
            assert extra.startswith("The gain comes later")
            assert coached_text(verdict, EN).endswith(extra)
            for lang in LANGUAGES:  # translated, whole
                said = played_out_why(verdict, Translator(lang))
                assert said
                assert "{" not in said
                assert lang == "en" or said != extra
        seen.add(bool(extra))
    assert seen == {True, False} or (decks_counted and by_chances > 0 and False in seen)


def test_the_drop_legend_says_the_orange_outline_in_the_learners_language():
    legend = play_panels.drop_legend_html(Translator("es"))
    assert "Borde naranja discontinuo: la carta recién botada" in legend
    assert "ct-drop-swatch" in legend


def test_a_ronda_or_a_claim_missed_is_not_said_to_pay_later():
    play = Play(parse_card("7h"))
    for best in (Declare(), Claim()):
        verdict = Verdict(play, best, 4.0, Band.MISTAKE, (), exact=False)
        said = played_out_why(verdict, EN)
        assert said == "The engine's look-ahead over the turns that follow values that choice more."
        assert "later" not in said  # a ronda or the run cards score at once
    both = Verdict(play, Play(parse_card("Kc")), 4.0, Band.MISTAKE, (), exact=False)
    assert played_out_why(both, EN).startswith("The gain comes later")


def test_an_engine_ronda_is_said_once_with_its_points():
    """P2b-N10: "Opponent 2 declared a ronda — ronda" said the word twice and no points.

    Seed ``ronda-259`` (found by the same search over later seeds) has the first engine seat
    declare after the learner's first action; the 60 seeds stay as the fallback should the
    engine play otherwise (seed ``ronda-2`` was the first of them, after ten actions)."""
    for seed in (259, *range(60)):
        game = PlayGame(players=4, seed=f"ronda-{seed}")
        for _ in range(12):
            declared = [m for m in game.engine_moves if isinstance(m.action, Declare)]
            if declared:
                move = declared[0]
                event = next(e for e in move.events if e.kind is EventKind.RONDA)
                line = next(x for x in play_model.engine_lines(game, EN) if "declared" in x)
                assert line.endswith(f"declared a ronda — +{event.points}")
                assert line.count("ronda") == 1
                de = play_model.engine_lines(game, Translator("de"))
                assert any(x.endswith(f"Ronda angesagt – +{event.points}") for x in de), de
                return
            if game.position.is_over or not game.learners_turn:
                break
            game.act(game.hint())
    raise AssertionError("no engine declared a ronda in 60 mesas")
