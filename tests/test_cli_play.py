"""``cuarenta-tutor play``: a mesa in the terminal, with the coach."""

import io

from cuarenta_tutor.cli import main
from cuarenta_tutor.cli.play import play
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame


class Hints:
    """A learner who types the coach's hint every time (for ``plies`` moves, then quits)."""

    def __init__(self, game, plies):
        self.game, self.plies = game, plies

    def readline(self):
        self.plies -= 1
        return f"{self.game.hint()}\n" if self.plies >= 0 else "quit\n"


def test_typing_the_hints_plays_best_moves_until_quit():
    game = PlayGame(seed="cli")
    out = io.StringIO()
    play(game, Translator("en"), Hints(game, 12), out)
    text = out.getvalue()
    best = ("was exactly the right play", "every play comes to the same", "your only play")
    assert sum(text.count(said) for said in best) == 12  # every hinted move judged best
    assert "The engine played" in text
    assert "accuracy 100% (your actions: 12)" in text


def test_words_and_bad_input_in_the_learners_language(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("hint\nback\n9z\nronda\n"))
    assert main(["play", "--seed", "3", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "El entrenador jugaría" in out
    assert "No hay ninguna jugada que deshacer." in out
    assert "no está en la baraja" in out
    assert "Esa jugada no es válida." in out
    assert "Repaso de la partida: precisión 100\xa0% (tus jugadas: 0)" in out


def test_a_refused_play_is_explained_as_on_the_play_tab():
    from cuarenta_tutor.engine.cards import format_card, new_deck
    from cuarenta_tutor.sentences.feedback import refusal_text
    from cuarenta_tutor.tutor.feedback import Feedback
    from cuarenta_tutor.tutor.selection import Selection, judge_selection

    tr = Translator("en")
    game = PlayGame(seed="cli-refusal")
    bad_takes = []
    for _ in range(8):  # a few best moves, until the table offers a capture to refuse
        position = game.position
        hand_card = position.hand[0]
        bad_takes = [
            (hand_card, frozenset({taken}))
            for taken in position.table
            if isinstance(
                judge_selection(position, Selection(hand_card, frozenset({taken}))), Feedback
            )
        ]
        if bad_takes:
            break
        game.act(game.hint())
    absent = next(card for card in new_deck() if card not in position.hand)
    typed = [f"{format_card(absent)}\n"] + [
        f"{format_card(card)} x {format_card(next(iter(taken)))}\n" for card, taken in bad_takes
    ]
    out = io.StringIO()
    play(game, tr, io.StringIO("".join(typed) + "quit\n"), out)
    text = out.getvalue()
    assert bad_takes, "the seed's first position must offer a refused capture"
    assert "is not in your hand." in text
    for card, taken in bad_takes:
        expected = refusal_text(judge_selection(position, Selection(card, taken)), tr)
        assert expected in text
    assert game.position == position  # nothing was played
