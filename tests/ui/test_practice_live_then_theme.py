"""Practice after a class's live puzzle: a theme chosen from homework redraws every part.

The walk's P4c-N2: with the live puzzle on the Practice tab, the homework button
"Practice: Limpia" opened a new puzzle without redrawing (the tab was open already, so no
tab change drew it); a tap on a card then redrew only the card rows, under the old title,
instructions and score, with the tapped card selected on the new board.
"""

from __future__ import annotations

import ipywidgets as w

from cuarenta_tutor.puzzles import find_puzzle
from cuarenta_tutor.sentences.puzzle_text import puzzle_text
from cuarenta_tutor.ui import practice_model as model
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.card_board import entries
from cuarenta_tutor.ui.class_homework import HomeworkBox

LIVE = "quito-2p-00144"


def assert_one_puzzle(app: TutorApp) -> None:
    """Assert that title, instructions, score and both card rows show the open puzzle."""
    panel, tr = app.practice, app.tr
    practice = panel.practice
    assert practice.puzzle is not None
    assert f"data-puzzle='{practice.puzzle.id}'" in panel.title.value
    assert panel.title.value == model.heading_html(practice, tr)
    assert panel.prompt.value.endswith(f"{puzzle_text(practice.puzzle, tr).prompt}</p>")
    assert panel.score.value == model.score_html(practice, tr)
    table, hand = model.practice_board(practice)
    four = app.four_colour
    assert panel.felt.table_row.cards == entries(table, tr, four_colour=four)
    assert panel.felt.hand_row.cards == entries(hand, tr, four_colour=four)


def test_a_homework_theme_after_the_live_puzzle_redraws_title_score_and_cards() -> None:
    app = TutorApp(query="?lang=nl")
    app.practice.open_puzzle(find_puzzle(LIVE))  # as the class's _refresh does
    app.show_practice()
    assert_one_puzzle(app)
    assert LIVE in app.practice.title.value

    homework = HomeworkBox(app, lambda _work, _tr: "")
    homework._practiser("limpia")(w.Button())  # the button "Oefenen: Limpia"
    practice = app.practice.practice
    assert practice.puzzle is not None
    assert practice.puzzle.id != LIVE
    assert "limpia" in practice.puzzle.themes
    assert_one_puzzle(app)  # drawn at once, before any tap

    row = app.practice.felt.hand_row
    tapped = row.cards[0]["code"]  # a card of the board on screen
    row.clicked = tapped
    row.clicks += 1
    assert_one_puzzle(app)
    assert str(practice.selection.hand) == tapped  # the tap counts on the board it was on


def test_a_tap_on_a_board_left_from_another_puzzle_redraws_all_and_picks_nothing() -> None:
    app = TutorApp(query="?lang=nl")
    app.practice.open_puzzle(find_puzzle(LIVE))
    app.show_practice()
    row = app.practice.felt.hand_row
    stale = row.cards[0]["code"]
    practice = app.practice.practice
    practice.next()  # opened without a drawing: the board on screen is the live puzzle's
    row.clicked = stale
    row.clicks += 1
    assert_one_puzzle(app)
    assert practice.selection.hand is None  # the tap was on a card of another puzzle
