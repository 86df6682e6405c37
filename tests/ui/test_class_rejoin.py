"""A pupil comes back with her rejoin code, without a browser: the form, the kept copy."""

from __future__ import annotations

import json

import pytest
from typed_entry import enter_move

from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.class_join import kept_pupil

LESSON = "captures-match"


def page(code, lang="en"):
    return TutorApp(query=f"?class={code}&lesson={LESSON}&lang={lang}", page=True)


def join(app, name, rejoin=""):
    app.classroom.name.value = name
    app.classroom.rejoin.value = rejoin
    app.classroom.join.click()
    return app


def load(app, kept):
    """The browser hands the page what it kept for the class."""
    app.classroom.token.loaded = kept
    app.classroom.token.ready = True
    return app


def test_joining_shows_the_code_and_the_browser_keeps_token_name_and_code(classroom):
    store, made = classroom
    app = join(page(made.code), "Ana")
    pupil = app.classroom.link.pupil
    assert f"<strong class='ct-rejoin-code'>{pupil.rejoin_code}</strong>" in (
        app.classroom.status.value
    )
    assert "from any device" in app.classroom.status.value
    assert json.loads(app.classroom.token.value) == {
        "token": pupil.token,
        "name": "Ana",
        "code": pupil.rejoin_code,
    }
    assert store.class_data(made.code).pupils[0].rejoin_code == pupil.rejoin_code


def test_the_code_brings_the_pupil_back_on_another_page_and_her_answers_stay_one(classroom):
    store, made = classroom
    first = join(page(made.code), "Ana")
    enter_move(first.lesson_view, "2h")
    code = first.classroom.link.pupil.rejoin_code
    second = join(page(made.code, "de"), "ana", f" {code.lower()} ")
    assert second.classroom.joined
    assert second.classroom.link.pupil.pupil_id == first.classroom.link.pupil.pupil_id
    assert second.classroom.rejoin.value == "", "the code field is cleared once used"
    enter_move(second.lesson_view, "5s x 5c")
    ((ana,),) = [store.class_data(made.code).pupils]
    assert ana.name == "Ana"
    plays = [(e.play, e.correct) for _, _, e in store.class_data(made.code).events if e.play]
    assert plays == [("illegal:2h", False), ("5s x 5c", True)]  # 2♥ is not in her hand


def test_a_wrong_code_is_refused_in_the_pupils_language(classroom):
    _, made = classroom
    code = join(page(made.code), "Ana").classroom.link.pupil.rejoin_code
    wrong = ("B" if code[0] == "A" else "A") + code[1:]
    app = join(page(made.code, "nl"), "Ana", wrong)
    assert not app.classroom.joined
    assert "Dat is niet de terugkeercode van Ana" in app.classroom.problem.value
    assert "vraag het je docent" in app.classroom.problem.value, "'docent', as the app says"
    assert "pogingen voordat de code op slot gaat: 4" in app.classroom.problem.value
    assert "role='alert'" in app.classroom.problem.value
    app.classroom.rejoin.value = code  # typing again clears the refusal
    assert app.classroom.problem.value == ""


def test_a_reload_after_the_token_moved_on_comes_back_through_the_kept_code(classroom):
    store, made = classroom
    phone = join(page(made.code), "Ana")
    kept = phone.classroom.token.value
    join(page(made.code), "Ana", phone.classroom.link.pupil.rejoin_code)  # the laptop
    reloaded = load(page(made.code), kept)  # the phone's token no longer opens the class
    assert reloaded.classroom.joined
    assert reloaded.classroom.link.pupil.pupil_id == phone.classroom.link.pupil.pupil_id
    assert json.loads(reloaded.classroom.token.value)["token"] != json.loads(kept)["token"]
    assert len(store.class_data(made.code).pupils) == 1


def test_a_kept_code_that_no_longer_works_leaves_the_form_with_the_name(classroom):
    store, made = classroom
    phone = join(page(made.code), "Ana")
    kept = json.loads(phone.classroom.token.value)
    store.renew_rejoin_code(made.code, phone.classroom.link.pupil.pupil_id)
    kept["token"] = "gone"
    reloaded = load(page(made.code), json.dumps(kept))
    assert not reloaded.classroom.joined
    assert reloaded.classroom.name.value == "Ana"
    assert reloaded.classroom.problem.value == ""


def test_a_browser_that_kept_only_a_token_comes_back_and_keeps_the_code_from_now_on(classroom):
    _, made = classroom
    first = join(page(made.code), "Ana")
    token = first.classroom.link.pupil.token
    again = load(page(made.code), token)
    assert again.classroom.joined
    assert json.loads(again.classroom.token.value)["code"] == first.classroom.link.pupil.rejoin_code


@pytest.mark.parametrize("text", ["", "[1, 2]", "{", '{"token": 5}'])
def test_anything_the_browser_kept_is_read_without_an_error(text):
    kept = kept_pupil(text)
    assert set(kept) == {"token", "name", "code"}
    assert all(isinstance(value, str) for value in kept.values())


def test_rejoining_on_a_new_phone_brings_her_work_back_and_a_retry_keeps_the_record(classroom):
    from cuarenta_tutor.classroom.summary import summarise

    store, made = classroom
    first = join(page(made.code), "Ana")
    enter_move(first.lesson_view, "2h")
    enter_move(first.lesson_view, "5s x 5c")
    earned = first.session.progress.record(LESSON)
    assert earned.solved
    assert 0 < earned.stars < 3
    code = first.classroom.link.pupil.rejoin_code
    phone = join(page(made.code), "Ana", code)
    kept = phone.session.progress.record(LESSON)
    assert kept.solved, "her work comes back to the new browser"
    assert kept.stars == earned.stars
    assert json.loads(phone.store.value)["lessons"][LESSON]["stars"] == earned.stars
    enter_move(phone.lesson_view, "5s x 5c")  # a retry, right at once
    assert phone.session.progress.record(LESSON).stars >= earned.stars
    (ana,) = summarise(store.class_data(made.code), 0)["pupils"]
    assert ana["lessons"][LESSON]["misses"] == 1, "the first wrong answer still counts"
    assert ana["lessons"][LESSON]["first_stars"] == earned.stars


def test_a_pupil_taken_out_of_the_class_is_told_in_a_sentence_and_keeps_her_work(classroom):
    store, made = classroom
    app = join(page(made.code, "nl"), "Ana")
    store.delete_pupil(made.code, app.classroom.link.pupil.pupil_id)
    enter_move(app.lesson_view, "5s x 5c")
    assert app.error.value == "", "no traceback, no 'something went wrong'"
    assert "Je docent heeft je uit deze klas gehaald" in app.classroom.problem.value
    assert "role='alert'" in app.classroom.problem.value
    assert not app.classroom.joined
    assert app.classroom.status.value == "", "the 'you joined' banner is off"
    assert app.classroom.form.layout.display is None, "the form is back"
    assert app.classroom.name.value == "Ana"
    assert json.loads(app.store.value)["lessons"][LESSON]["solved"], "her work stays in the browser"
    assert store.class_data(made.code).pupils == ()


def test_a_new_code_from_the_teacher_shows_on_the_pupils_first_phone_at_the_next_tick(classroom):
    """The walk's P4b-N6: the first phone kept showing (and keeping) the old code."""
    store, made = classroom
    app = join(page(made.code), "Ana")
    pupil = app.classroom.link.pupil
    new = store.renew_rejoin_code(made.code, pupil.pupil_id)
    assert new
    assert new != pupil.rejoin_code
    app.classroom.ticker.tick += 1
    shown = app.classroom.status.value
    assert f"<strong class='ct-rejoin-code'>{new}</strong>" in shown
    assert pupil.rejoin_code not in shown
    assert json.loads(app.classroom.token.value)["code"] == new, "a reload keeps the new one"
