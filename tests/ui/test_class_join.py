"""A pupil in a class, without a browser: joining, each step written before it is shown."""

from __future__ import annotations

import pytest
from test_practice_widgets import card_play_app, play, wrong_play
from typed_entry import enter_move

from cuarenta_tutor.classroom.model import DATABASE_ENV
from cuarenta_tutor.ui.app import TutorApp

LESSON = "captures-match"


def joined_app(code, query=f"&lesson={LESSON}", name="Ana"):
    app = TutorApp(query=f"?class={code}{query}", page=True)
    app.classroom.name.value = name
    app.classroom.join.click()
    return app


def kinds(store, code):
    return [
        (event.kind, event.item, event.play, event.correct, event.stars)
        for _, _, event in store.class_data(code).events
    ]


def test_the_join_form_asks_for_a_name_and_says_join(classroom):
    _, made = classroom
    app = TutorApp(query=f"?class={made.code}&lang=en")
    assert "name" in app.classroom.name.description.lower()
    assert app.classroom.join.description == "Join"
    assert app.classroom.root in app.root.children
    assert "Teacher" not in app.tabs.titles, "pupils in a class see no Teacher tab"
    spanish = TutorApp(query=f"?class={made.code}&lang=es")
    assert spanish.classroom.join.description == "Unirme"


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("x" * 10_000, "at most 24 characters"),
        ("Ana\x07", "control or invisible"),
        ("  ", "Write a nickname to join the class."),
    ],
)
def test_a_nickname_that_cannot_be_used_is_refused_with_a_clear_message(classroom, name, said):
    store, made = classroom
    app = joined_app(made.code, name=name)
    assert said in app.classroom.problem.value
    assert "role='alert'" in app.classroom.problem.value
    assert not app.classroom.joined
    assert store.class_data(made.code).pupils == ()


def test_a_name_taken_and_markup_in_a_name(classroom):
    _store, made = classroom
    joined_app(made.code, name="Ana")
    second = joined_app(made.code, name="ana")
    assert "Ana is already in this class" in second.classroom.problem.value
    marked = joined_app(made.code, name="<b>Bo</b>")
    assert "&lt;b&gt;Bo&lt;/b&gt;" in marked.classroom.status.value
    assert "<b>Bo</b>" not in marked.classroom.status.value


def test_every_check_and_the_stars_are_written_before_the_verdict_is_shown(classroom):
    store, made = classroom
    app = joined_app(made.code)
    assert app.classroom.joined
    assert app.classroom.token.value
    shown_when_written = []
    record = store.record

    def spy(pupil_id, event, practice=None):
        shown_when_written.append(app.lesson_view.feedback.value)
        record(pupil_id, event, practice)

    app.classroom.link.store.record = spy
    enter_move(app.lesson_view, "2h")  # a table card: illegal
    app.lesson_view.retry.click()
    enter_move(app.lesson_view, "5s x 5c")
    assert "ct-fb-correct" in app.lesson_view.feedback.value
    assert kinds(store, made.code) == [
        ("check", LESSON, "illegal:2h", False, None),  # the 2♥ is on the table, not in hand
        ("check", LESSON, "5s x 5c", True, None),
        ("stars", LESSON, "", None, 2),
    ]
    assert "ct-fb-correct" not in shown_when_written[1], "written before the verdict is drawn"
    app.lesson_view.hint.click()  # a hint is no answer: nothing more is written
    assert len(kinds(store, made.code)) == 3


def test_a_practice_answer_is_written_with_its_themes_and_rating(classroom):
    store, made = classroom
    app = card_play_app(f"?class={made.code}&practice=best-capture&rules=quito")
    app.classroom.name.value = "Cy"
    app.classroom.join.click()
    puzzle = app.practice.practice.puzzle
    play(app, wrong_play(app))
    ((_, _, event),) = store.class_data(made.code).events
    assert (event.kind, event.item, event.correct) == ("practice", puzzle.id, False)
    assert event.theme == ",".join(puzzle.themes)
    assert event.rating > 0


def test_an_illegal_practice_answer_is_written_as_illegal_with_the_cards_chosen(classroom):
    """The walk's P4-N8: the teacher's page showed an illegal answer with an empty label."""
    from test_practice_widgets import click_card

    from cuarenta_tutor.engine.game import legal_actions
    from cuarenta_tutor.engine.notation import parse_position
    from cuarenta_tutor.engine.plays import Play
    from cuarenta_tutor.server.class_page import answer_label

    store, made = classroom
    app = card_play_app(f"?class={made.code}&practice=best-capture&rules=quito")
    app.classroom.name.value = "Cy"
    app.classroom.join.click()
    puzzle = app.practice.practice.puzzle
    position = parse_position(puzzle.position)
    plays = [action for action in legal_actions(position) if isinstance(action, Play)]
    legal = {(play.card, frozenset(play.captured)) for play in plays}
    hand, taken = next(
        (card, table)
        for card in position.hand
        for table in position.table
        if (card, frozenset({table})) not in legal
    )
    click_card(app.practice.felt.hand_row, str(hand))
    click_card(app.practice.felt.table_row, str(taken))
    app.practice.check.click()
    ((_, _, event),) = store.class_data(made.code).events
    assert (event.kind, event.correct) == ("practice", False)
    assert event.play == f"illegal:{hand} x {taken}"
    label = answer_label("puzzle", puzzle.id, event.play, "nl")
    assert label.startswith("ongeldige zet: ")
    assert "→" in label


def test_a_reload_comes_back_as_the_same_pupil(classroom):
    store, made = classroom
    first = joined_app(made.code)
    again = TutorApp(query=f"?class={made.code}")
    again.classroom.token.loaded = first.classroom.token.value
    again.classroom.token.ready = True
    assert again.classroom.joined
    assert again.classroom.link.pupil.pupil_id == first.classroom.link.pupil.pupil_id
    assert len(store.class_data(made.code).pupils) == 1


def test_homework_first_then_the_live_lesson_on_the_pupils_screen(classroom):
    store, made = classroom
    store.set_homework(made.code, [LESSON], ["caida"], "2027-03-01")
    app = joined_app(made.code, query="")
    assert "Due March 1, 2027" in app.classroom.homework.text()
    assert "Caída" in app.classroom.homework.text()
    assert app.root.children.index(app.classroom.root) < app.root.children.index(app.tabs)
    live_round = store.push_live(made.code, "lesson", LESSON)
    app.classroom.ticker.tick += 1  # the page's clock ticks
    assert app.session.lesson.id == LESSON
    assert app.tabs.selected_index == 1
    assert "showing this to the whole class" in app.classroom.live.value
    enter_move(app.lesson_view, "5s x 5c")
    live = [event for _, _, event in store.class_data(made.code).events if event.kind == "live"]
    assert [(e.item, e.play, e.correct, e.round) for e in live] == [
        (LESSON, "5s x 5c", True, live_round)
    ]
    store.reveal_live(made.code)
    app.classroom.ticker.tick += 1
    # the walk's P4-N10: the explanation comes under the cards the pupil looks at, and is said
    view = app.lesson_view
    reveal = app.classroom.reveal.box
    assert "ct-live-explanation" in reveal.value
    assert "ct-live-explanation" not in app.classroom.live.value
    assert view.root.children.index(reveal) == view.root.children.index(view.feedback) + 1
    assert view.announcer.text == (
        "Your teacher has revealed the answer: the explanation is below."
    )
    serial = view.announcer.serial
    app.classroom.ticker.tick += 1  # said once, not at every tick
    assert view.announcer.serial == serial
    assert view.root.children.count(reveal) == 1
    app.open_lesson("captures-sum-of-two")  # the pupil moves on: the class's part keeps it
    app.classroom.ticker.tick += 1
    assert reveal.value == ""
    assert "ct-live-explanation" in app.classroom.live.value


def test_a_live_puzzle_opens_in_the_practice_tab_and_its_answer_goes_to_the_chart(classroom):
    from cuarenta_tutor.puzzles import find_puzzle

    store, made = classroom
    app = joined_app(made.code, query="&lang=en")
    puzzle = find_puzzle("quito-2p-00010")  # a caída: Kh takes Kd
    live_round = store.push_live(made.code, "puzzle", puzzle.id)
    app.classroom.ticker.tick += 1
    assert app.tabs.children[app.tabs.selected_index] is app.practice_tab.box
    assert app.practice.practice.puzzle == puzzle
    assert "Caída: Hand " in app.classroom.live.value
    assert "quito-2p-00010" not in app.classroom.live.value
    play(app, puzzle.answers[0])
    live = [event for _, _, event in store.class_data(made.code).events if event.kind == "live"]
    assert [(e.item, e.play, e.correct, e.round) for e in live] == [
        (puzzle.id, puzzle.answers[0], True, live_round)
    ]
    assert "ct-live-explanation" not in app.classroom.live.value
    store.reveal_live(made.code)
    app.classroom.ticker.tick += 1
    panel = app.practice
    assert "ct-live-explanation" in app.classroom.reveal.box.value
    parts = panel.puzzle_box.children
    assert parts.index(app.classroom.reveal.box) == parts.index(panel.feedback) + 1
    app.practice.practice.next()  # the pupil moves on: the same round is not opened again
    app.classroom.ticker.tick += 1
    assert app.practice.practice.puzzle != puzzle


def test_without_a_class_server_the_page_says_classes_need_one(monkeypatch):
    monkeypatch.delenv(DATABASE_ENV, raising=False)
    app = TutorApp(query="?class=ABCDEF&lang=en")
    assert "Classes need the tutor on a server" in app.classroom.heading.value
    assert app.classroom.form not in app.classroom.root.children


def test_the_teacher_tab_creates_a_class_when_the_server_keeps_classes(classroom):
    store, _ = classroom
    app = TutorApp(query="")
    app.tabs.selected_index = app.tabs.children.index(app.teacher_tab.box)
    maker = app.class_maker
    maker.name.value = "7A"
    maker.make.click()
    assert "7A is ready" in maker.result.value
    code = maker.result.value.split("Class code: ")[1][:6]
    assert store.class_exists(code)
    assert maker.pupils.query == f"class={code}&lang=en"  # shown whole, with Copy
    # the walk's P4-N11: the teacher's address is shown whole too, with Copy, and said private
    assert maker.teacher.relative.startswith(f"cuarenta-class/{code}?lang=en#key=")
    key = maker.teacher.relative.split("#key=")[1]
    assert store.key_matches(code, key)
    assert maker.teacher.label == "Your page for this class (keep it to yourself)"
    assert maker.teacher.copy_label == "Copy"
    assert "Keep this address private" in maker.keep.value
    assert "Bookmark that page now" in maker.keep.value
    assert key not in maker.result.value, "the key is in the address field only"


def test_the_class_views_import_no_database_library():
    """The static site's kernel has no SQLAlchemy: a ?class= link must still open there."""
    import subprocess
    import sys

    code = (
        "import sys, cuarenta_tutor.ui.class_join, cuarenta_tutor.ui.class_make; "
        "print(sorted(m for m in ('sqlalchemy', 'psycopg', 'platformdirs') "
        "if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
