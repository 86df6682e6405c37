"""The Practice tab without a browser: real handlers fired in-process (``Button.click()``)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import THEMES
from cuarenta_tutor.tutor.repetition import item_key
from cuarenta_tutor.ui import said_words
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.markup import plain_text
from cuarenta_tutor.ui.play_model import kept_text


def practice_tab(app: TutorApp) -> int:
    """Return the Practice tab's number (pupils with an assignment have no Teacher tab)."""
    return list(app.tabs.children).index(app.practice_tab.box)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.day = date(2026, 12, 1)

    def __call__(self) -> date:
        return self.day


def click_card(row, code: str) -> None:
    row.clicked = code
    row.clicks += 1


def play(app: TutorApp, key: str) -> None:
    """Click the cards of ``key`` (hand card, then the table cards) and Check."""
    card, captured = parse_play_text(key)
    click_card(app.practice.felt.hand_row, str(card))
    for taken in captured:
        click_card(app.practice.felt.table_row, str(taken))
    app.practice.check.click()


def card_play_app(query: str = "?practice=best-capture&rules=quito") -> TutorApp:
    """Return an app whose open puzzle is answered by a card play (not ronda or claim)."""
    app = TutorApp(query=query)
    for _ in range(20):
        puzzle = app.practice.practice.puzzle
        assert puzzle is not None
        if puzzle.answers[0] not in ("ronda", "claim") and wrong_play(app):
            return app
        app.practice.practice.next()
        app.practice.render()
    pytest.fail("no card-play puzzle with a worse play among the first 20")


def wrong_play(app: TutorApp) -> str | None:
    puzzle = app.practice.practice.puzzle
    assert puzzle is not None
    position = parse_position(puzzle.position)
    plays = [format_play(a) for a in legal_actions(position) if isinstance(a, Play)]
    return next((key for key in plays if key not in puzzle.answers), None)


def test_a_practice_link_opens_the_tab_with_its_themes_and_rules() -> None:
    app = TutorApp(query="?practice=run-jump,caida&rules=pagat&lang=es")
    panel = app.practice
    assert app.tabs.selected_index == practice_tab(app)
    assert panel.practice.rules == "pagat"
    assert panel.practice.themes == ("run-jump", "caida")
    assert panel.choice.theme_boxes["caida"].value
    assert not panel.choice.theme_boxes["limpia"].value
    puzzle = panel.practice.puzzle
    assert puzzle is not None
    assert {"run-jump", "caida"} & set(puzzle.themes)
    assert app.tabs.titles[practice_tab(app)] == "Práctica"
    assert puzzle.id in panel.title.value


def test_an_unknown_theme_in_a_link_is_named_in_the_learners_language() -> None:
    app = TutorApp(query="?practice=caida,banana&lang=de")
    assert "banana" in app.notice.value
    assert "nicht kennt" in app.notice.value  # German
    assert app.practice.practice.themes == ("caida",)


def test_solving_by_clicking_cards_raises_the_rating_and_is_stored() -> None:
    app = card_play_app()
    puzzle = app.practice.practice.puzzle
    play(app, puzzle.answers[0])
    assert "ct-fb-correct" in app.practice.feedback.value
    assert app.practice.actions.children == (app.practice.check,)  # only Next is left
    assert app.practice.check.description == "Next"
    assert "ct-practice-next" in app.practice.check._dom_classes
    assert app.session.progress.practice.learner.solved == 1
    assert app.store.value == app.session.progress.to_json()  # saved in the browser store
    assert "1200" not in app.practice.status.value  # the rating moved
    assert app.practice.explanation.value  # the explanation once solved
    app.practice.check.click()
    assert app.practice.practice.puzzle != puzzle
    assert app.practice.check.description == "Check"
    assert app.practice.check._dom_classes == ("ct-main", "ct-practice-check")


def test_a_miss_is_explained_and_found_in_review_the_next_day() -> None:
    app = card_play_app()
    clock = Clock()
    app.today = clock
    puzzle = app.practice.practice.puzzle
    play(app, wrong_play(app))
    assert "ct-fb-wrong" in app.practice.feedback.value
    assert app.repetition_note.root.layout.display == "none"  # nothing due today
    clock.day += timedelta(days=1)
    app.render()
    assert "1 to review today" in app.repetition_note.note.value
    assert app.repetition_note.root.layout.display == ""
    app.repetition_note.button.click()  # the course map's Review button
    assert app.tabs.selected_index == practice_tab(app)
    assert app.practice.practice.puzzle == puzzle
    play(app, puzzle.answers[0])
    assert "ct-fb-correct" in app.practice.feedback.value
    item = app.session.progress.practice.repetition.items[item_key("puzzle", puzzle.id)]
    assert item.step == 1
    app.practice.check.click()  # Next
    assert "No puzzle is due" in app.practice.title.value


def test_hint_solution_and_try_again() -> None:
    app = card_play_app()
    panel = app.practice
    panel.hint.click()
    assert "ct-hint" in panel.hints.value
    assert panel.retry not in panel.actions.children  # nothing to try again before an answer
    play(app, wrong_play(app))
    assert panel.retry in panel.actions.children  # a wrong verdict: Try again is offered
    shown = panel.actions.children
    main = [button for button in shown if button.button_style in ("primary", "success")]
    assert main == [panel.retry]  # … as the one main action (Check and Next are outlined)
    assert list(shown) == [panel.retry, panel.solution, panel.next]  # three, not five
    assert any(card["selected"] for card in panel.felt.hand_row.cards)
    panel.retry.click()
    assert panel.feedback.value == ""
    assert panel.check.button_style == "success"  # Check is the main action again
    assert panel.retry not in panel.actions.children
    assert not any(card["selected"] for card in panel.felt.hand_row.cards)
    panel.solution.click()
    assert "ct-fb-solution" in panel.feedback.value
    assert any(card["best"] for card in panel.felt.hand_row.cards)
    assert app.session.progress.practice.learner.solved == 0


def test_streak_hides_hints_and_a_miss_ends_it() -> None:
    app = card_play_app()
    panel = app.practice
    panel.choice.modes[panel.practice.mode.STREAK].click()
    assert panel.hint not in panel.actions.children
    assert "Streak" in panel.status.value
    panel.solution.click()
    assert "The streak is over" in panel.feedback.value
    assert panel.actions.children == (panel.check,)  # only a new run is offered
    assert panel.check.description == "Start a new streak"
    assert "ct-practice-restart" in panel.check._dom_classes


def test_the_dashboard_lists_every_theme_and_the_tried_one_first() -> None:
    app = card_play_app()
    puzzle = app.practice.practice.puzzle
    play(app, wrong_play(app))
    table = app.practice.board.value
    assert table.count("<tr>") == len(THEMES) + 1
    first_row = table.split("<tbody>")[1].split("</tr>")[0]
    assert "0 of 1" in first_row
    assert puzzle.themes  # the row belongs to one of the puzzle's themes


def test_a_lesson_solved_after_a_hint_is_offered_for_review() -> None:
    app = TutorApp(query="?lesson=captures-match")
    app.lesson_view.hint.click()
    click_card(app.lesson_view.felt.table_row, "5c")
    app.lesson_view.check.click()
    clock = Clock()
    clock.day = date.today() + timedelta(days=1)
    app.today = clock
    assert app.repetition_note.root.layout.display == "none"  # nothing due today
    app.render()
    assert app.repetition_note.root.layout.display == ""  # the course map says so tomorrow
    assert app.practice_tab.part is None  # ... without building the Practice tab
    app.practice.show()  # the tab is built when it is first needed
    buttons = app.practice.due_lessons.box.children
    assert len(buttons) == 1
    buttons[0].click()
    assert app.tabs.selected_index == 1
    assert app.session.lesson.id == "captures-match"


def test_each_verdict_is_read_out_by_the_live_region() -> None:
    app = card_play_app()
    panel = app.practice
    before = panel.announcer.serial
    play(app, wrong_play(app))
    assert panel.announcer.serial == before + 1
    assert "better one" in panel.announcer.text
    assert "<" not in panel.announcer.text
    panel.retry.click()  # said too: the move is taken back
    play(app, wrong_play(app))  # the same verdict again is read again
    assert panel.announcer.serial == before + 3
    assert "better one" in panel.announcer.text


@pytest.mark.parametrize("lang", ["es", "de", "nl", "it", "sv", "fi"])
def test_the_practice_tab_speaks_every_language(lang: str) -> None:
    from cuarenta_tutor.i18n import Translator

    english, tr = Translator("en"), Translator(lang)
    app = TutorApp(query=f"?practice=caida&lang={lang}")
    panel = app.practice
    words = {
        app.tabs.titles[practice_tab(app)]: english.pgettext("tab", "Practice"),
        panel.choice.modes[panel.practice.mode.STREAK].description: english.pgettext(
            "button", "Streak"
        ),
        panel.check.description: english.pgettext("button", "Check"),
        panel.choice.theme_boxes["caida"].description: "",
        panel.choice.themes_toggle.label: "Themes: Caída",
    }
    for shown, source in words.items():
        assert shown
        assert shown != source
    assert tr.gettext("Your rating: {rating}").split("{")[0] in panel.status.value
    assert english.gettext("Your themes, the weakest first") not in panel.board.value


def test_the_tab_is_built_only_when_first_shown() -> None:
    app = TutorApp()
    assert app.practice_tab.part is None
    assert app.practice_tab.box.children == ()
    app.tabs.selected_index = practice_tab(app)
    assert app.practice_tab.box.children == (app.practice.root,)
    assert app.practice.practice.puzzle is not None  # a first puzzle, once the tab is open


def test_a_proved_mistake_from_a_mesa_is_reviewed_in_practice_the_next_day() -> None:
    from cuarenta_tutor.puzzles import load_bank
    from cuarenta_tutor.tutor.play import PlayGame
    from cuarenta_tutor.tutor.progress import MistakePosition

    puzzle = next(p for p in load_bank("quito") if p.criterion == "immediate")
    position = parse_position(puzzle.position)
    worse = next(a for a in legal_actions(position) if format_play(a) not in puzzle.answers)
    entry = MistakePosition(puzzle.position, format_play(worse), puzzle.answers[0], "mistake")
    app = TutorApp(query="?practice=caida")
    clock = Clock()
    app.practice.practice.today = clock
    assert app.keep_mistakes([entry]) == 1  # what the Play tab calls after a mesa
    assert app.store.value == app.session.progress.to_json()
    clock.day = date.today() + timedelta(days=1)
    app.practice.choice.modes[app.practice.practice.mode.REVIEW].click()
    assert "A mistake from your game" in app.practice.title.value
    play(app, puzzle.answers[0])
    assert "ct-fb-correct" in app.practice.feedback.value
    game = PlayGame(seed="t")  # the Play tab says how many mistakes went to the review
    game.mistake_positions = lambda: [entry]  # type: ignore[method-assign]
    said = kept_text(game, saved=True, queued=2, tr=Translator("en"))
    assert "best play in 2 of them: they are in Practice" in said


def test_a_verdict_sends_few_widget_messages(monkeypatch) -> None:
    """Check → verdict is the hot path: one message per widget that changes, the verdict first.

    Before, a right answer sent 16 (seven buttons disabled one by one, the title's rating,
    the live region's text and serial apart); the main button now turns into Next.
    """
    import ipywidgets

    app = card_play_app()
    card, captured = parse_play_text(app.practice.practice.puzzle.answers[0])
    click_card(app.practice.felt.hand_row, str(card))
    for taken in captured:
        click_card(app.practice.felt.table_row, str(taken))
    sent: list[ipywidgets.Widget] = []
    original = ipywidgets.Widget._send

    def counting(widget, msg, buffers=None):
        sent.append(widget)
        return original(widget, msg, buffers)

    monkeypatch.setattr(ipywidgets.Widget, "_send", counting)
    app.practice.check.click()
    assert "ct-fb-correct" in app.practice.feedback.value
    assert sent[0] is app.practice.feedback
    assert len(sent) <= 9, [type(widget).__name__ for widget in sent]
    assert len(sent) == len(set(map(id, sent)))  # no widget is sent twice


def descendants(widget) -> list:
    """Return every widget inside ``widget`` (its children's children too)."""
    found = []
    for child in getattr(widget, "children", ()):
        found += [child, *descendants(child)]
    return found


def test_the_themes_are_folded_behind_a_button_that_sums_them_up() -> None:
    """Closed at first (the puzzle comes first on a phone); the label follows the ticks."""
    app = TutorApp(query="?lang=en")
    app.tabs.selected_index = practice_tab(app)
    panel = app.practice
    toggle, part = panel.choice.themes_toggle, panel.choice.themes_toggle.part
    assert set(panel.choice.theme_boxes.values()) <= set(descendants(part))
    assert "ct-practice-themes" in part._dom_classes
    assert toggle.controls == "ct-practice-themes"  # aria-controls, in the browser
    assert toggle.part_label == "Themes"  # the group's accessible name
    assert (toggle.expanded, part.layout.display) == (False, "none")
    assert toggle.label == "Themes: all"
    assert all("ct-theme" in box._dom_classes for box in panel.choice.theme_boxes.values())

    toggle.expanded = True  # as the browser sends it when the button is pressed
    assert part.layout.display == ""
    panel.choice.theme_boxes["caida"].value = True
    assert toggle.label == "Themes: Caída"
    assert "caida" in panel.practice.puzzle.themes  # a puzzle of the theme ticked
    panel.choice.theme_boxes["limpia"].value = True
    assert toggle.label == "Themes: Caída, Limpia"
    panel.choice.theme_boxes["carton"].value = True
    assert toggle.label == "Themes: 3 chosen"
    assert part.layout.display == ""  # ticking does not close the list
    toggle.expanded = False
    assert part.layout.display == "none"
    assert panel.practice.themes == ("caida", "limpia", "carton")  # closing keeps the choice
    panel.render()
    chosen = [t for t, box in panel.choice.theme_boxes.items() if box.value]
    assert chosen == ["caida", "limpia", "carton"]
    assert toggle.label == "Themes: 3 chosen"
    for theme in ("caida", "limpia", "carton"):
        panel.choice.theme_boxes[theme].value = False
    assert toggle.label == "Themes: all"
    assert panel.practice.themes == ()


def test_an_assignment_link_names_its_themes_on_the_closed_button() -> None:
    app = TutorApp(query="?practice=caida,limpia&lang=es")
    toggle = app.practice.choice.themes_toggle
    assert toggle.label == "Temas: Caída, Limpia"
    assert toggle.part_label == "Temas"
    assert not toggle.expanded  # the pupil sees the puzzle first; the button names the themes
    german = TutorApp(query="?practice=caida,limpia,carton&lang=de")
    assert german.practice.choice.themes_toggle.label == "Themen: 3 ausgewählt"


def answer(app: TutorApp, *, right: bool) -> None:
    """Answer the open puzzle right or wrong (a card play, a ronda or a claim)."""
    panel = app.practice
    puzzle = panel.practice.puzzle
    assert puzzle is not None
    key = puzzle.answers[0] if right else wrong_play(app)
    if key in ("ronda", "claim"):
        {"ronda": panel.ronda, "claim": panel.claim}[key].click()
    elif key is None:  # no worse card play: a word that is not the answer
        panel.solution.click()
    else:
        play(app, key)


def test_a_lost_streak_offers_only_a_new_run_and_takes_no_more_answers() -> None:
    """The tester's dead end: after the miss, Check and Try again were still offered, and a
    right retry said "Right!" and "The streak is over" at once and left no button at all."""
    app = card_play_app()
    panel = app.practice
    panel.choice.modes[panel.practice.mode.STREAK].click()
    answer(app, right=True)
    panel.check.click()  # Next
    while wrong_play(app) is None:  # a puzzle with a worse card play to miss
        answer(app, right=True)
        panel.check.click()
    missed = panel.practice.puzzle
    play(app, wrong_play(app))
    assert "The streak is over: 1 puzzle solved" in panel.feedback.value
    assert "Press Streak" not in panel.feedback.value
    assert panel.actions.children == (panel.check, panel.solution)  # no Check, no Try again
    assert panel.check.description == "Start a new streak"
    assert "ct-practice-restart" in panel.check._dom_classes
    verdict = panel.feedback.value
    card, _captured = parse_play_text(missed.answers[0])
    click_card(panel.felt.hand_row, str(card))  # the right answer now changes nothing
    assert panel.practice.check() is panel.practice.feedback
    assert panel.feedback.value == verdict
    assert "Right!" not in verdict
    panel.solution.click()  # the missed puzzle's solution may still be seen
    assert "ct-fb-solution" in panel.feedback.value
    assert panel.actions.children == (panel.check,)
    assert panel.check.description == "Start a new streak"
    panel.check.click()
    assert panel.practice.streak.count == 0
    assert not panel.practice.streak.over
    assert panel.practice.puzzle is not None
    assert panel.practice.puzzle != missed
    assert panel.check.description == "Check"
    assert "Streak: 0 · best: 1" in panel.status.value


def test_an_empty_review_queue_offers_the_way_back_to_puzzles() -> None:
    app = card_play_app()
    panel = app.practice
    panel.choice.modes[panel.practice.mode.REVIEW].click()  # nothing is due
    assert "No puzzle is due" in panel.title.value
    assert panel.puzzle_box.children == (panel.title, panel.actions)
    assert panel.actions.children == (panel.check,)
    assert panel.check.description == "Back to puzzles"
    assert "ct-practice-back" in panel.check._dom_classes
    assert "No puzzle is due" in panel.announcer.text  # read out, not only shown
    panel.check.click()
    assert panel.practice.mode is panel.practice.mode.RATED
    assert panel.practice.puzzle is not None
    assert panel.check.description == "Check"


def test_hints_new_puzzles_and_a_streak_start_are_read_out() -> None:
    from cuarenta_tutor.i18n import Translator
    from cuarenta_tutor.sentences.puzzle_text import puzzle_text

    app = card_play_app()
    panel, tr = app.practice, Translator("en")
    serial = panel.announcer.serial
    panel.hint.click()
    hint = puzzle_text(panel.practice.puzzle, tr).hints[0]
    assert (panel.announcer.serial, panel.announcer.text) == (serial + 1, said_words.said(hint, tr))
    panel.solution.click()
    panel.next.click() if panel.next in panel.actions.children else panel.check.click()
    puzzle = panel.practice.puzzle
    assert panel.announcer.serial == serial + 3  # the solution, then the new puzzle
    assert panel.announcer.text.startswith(f"Puzzle · rating {panel.practice.served_rating}")
    assert said_words.said(puzzle_text(puzzle, tr).prompt, tr) in panel.announcer.text
    panel.choice.modes[panel.practice.mode.STREAK].click()
    assert panel.announcer.text.startswith("Streak: 0 · best: 0.")
    assert "Puzzle · rating" in panel.announcer.text
    serial = panel.announcer.serial
    app.session.set_language("de")
    app.render()  # a redraw in another language says nothing new
    assert panel.announcer.serial == serial


def test_choose_a_card_is_cleared_by_the_next_pick() -> None:
    app = card_play_app()
    panel = app.practice
    panel.check.click()  # nothing chosen
    assert "First choose the card" in panel.feedback.value
    assert panel.retry not in panel.actions.children
    click_card(panel.felt.hand_row, panel.felt.hand_row.cards[0]["code"])
    assert panel.feedback.value == ""
    assert panel.practice.feedback is None


def test_the_title_keeps_the_rating_the_puzzle_was_served_with() -> None:
    app = card_play_app()
    panel = app.practice
    puzzle = panel.practice.puzzle
    served = round(panel.practice.record.puzzle_rating(puzzle).rating)
    play(app, wrong_play(app))
    assert round(panel.practice.record.puzzle_rating(puzzle).rating) != served  # it moved
    app.language.value = "es"
    assert f"data-puzzle='{puzzle.id}'>Ejercicio · " in panel.title.value
    assert f"{served}<" in panel.title.value.replace("</div>", "<")


def test_practice_follows_the_apps_rules_and_names_its_own() -> None:
    app = TutorApp(query="?practice=caida&rules=quito")
    panel = app.practice
    assert panel.choice.rules.description == "Puzzle rules"
    panel.choice.rules.value = "pagat"  # the tab's own menu: the app's stays as it is
    assert panel.practice.puzzle.rules == "pagat"
    assert app.ruleset.value == "quito"
    app.ruleset.value = "rigor"  # the app's menu: Practice follows, with a new puzzle
    assert panel.practice.rules == panel.choice.rules.value == "rigor"
    assert panel.practice.puzzle.rules == "rigor"
    app.ruleset.value = ""  # the lesson's own rules: no puzzles of their own, nothing follows
    assert panel.practice.rules == "rigor"


def test_a_link_with_unknown_rules_says_so_in_the_learners_language() -> None:
    app = TutorApp(query="?practice=foo,caida&rules=nonsense&lang=es")
    assert "foo" in app.notice.value
    assert "nonsense" in app.notice.value
    assert "quito" in app.notice.value.split("nonsense")[1]  # the rules used instead
    assert "no tiene ejercicios" in app.notice.value  # Spanish
    assert app.practice.practice.rules == "quito"
    assert "nonsense" not in TutorApp(query="?practice=caida&rules=pagat").notice.value


def test_the_same_wrong_play_checked_twice_is_read_out_twice() -> None:
    app = card_play_app()
    panel = app.practice
    wrong = wrong_play(app)
    play(app, wrong)
    serial = panel.announcer.serial
    from cuarenta_tutor.tutor.selection import Selection

    panel.practice.selection = Selection()  # chosen afresh: the verdict stays on screen
    play(app, wrong)
    assert panel.announcer.serial == serial + 1


def test_a_solved_puzzle_says_its_reasons_once() -> None:
    """A walk found the same sentences in the verdict and in the explanation under it."""
    from cuarenta_tutor.i18n import Translator
    from cuarenta_tutor.sentences.explain import render_facts

    for reveal in (False, True):
        app = card_play_app()
        panel = app.practice
        puzzle = panel.practice.puzzle
        if reveal:
            panel.solution.click()
        else:
            play(app, puzzle.answers[0])
        feedback = panel.practice.feedback
        assert feedback.facts  # the controller still knows why
        reasons = plain_text(render_facts(feedback.facts, Translator("en")))
        shown = plain_text(panel.feedback.value) + " " + plain_text(panel.explanation.value)
        assert shown.count(reasons) == 1, shown
        assert reasons in plain_text(panel.explanation.value)
        heard = app.practice.announcer.text
        assert (
            said_words.said(reasons, Translator("en")) in heard
        )  # read out too, cards by their names


def test_a_play_just_as_good_as_the_first_answer_keeps_its_own_reasons() -> None:
    """The explanation under the table speaks of the first answer: another one is explained
    in the verdict (a second read found it dropped there too)."""
    from cuarenta_tutor.i18n import Translator
    from cuarenta_tutor.puzzles import find_puzzle
    from cuarenta_tutor.sentences.explain import render_facts

    app = TutorApp(query="?practice=mixed&rules=quito&lang=en")
    panel = app.practice
    panel.practice.open(find_puzzle("quito-2p-00006"))  # answers Jc, Js, Qd: three drops
    panel.render()
    puzzle = panel.practice.puzzle
    play(app, puzzle.answers[1])
    feedback = panel.practice.feedback
    assert feedback.verdict.name == "CORRECT"
    assert feedback.given == puzzle.answers[1]
    reasons = plain_text(render_facts(feedback.facts, Translator("en")))
    assert reasons
    assert reasons in plain_text(panel.feedback.value)


def test_a_card_picked_after_a_miss_is_a_new_try_with_check_back() -> None:
    app = card_play_app()
    panel = app.practice
    key = wrong_play(app)
    assert key is not None
    play(app, key)
    assert panel.check not in panel.actions.children  # Try again is the one main action
    card, _ = parse_play_text(key)
    click_card(app.practice.felt.hand_row, str(card))  # a new try, without Try again
    assert panel.feedback.value == ""
    assert panel.check in panel.actions.children
    assert panel.retry not in panel.actions.children
    assert panel.check.button_style == "success"
    assert [c["code"] for c in panel.felt.hand_row.cards if c["selected"]] == [str(card)]
