"""The endgame trainer with the coach: a losing move is flagged at once and can be taken back;
the final table and score stay on screen after the last card."""

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.sentences.feedback import feedback_html
from cuarenta_tutor.tutor.feedback import Code, Verdict
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.tutor.selection import Selection

LESSON = "endgame-defend-against-38"


def move(session, card, taken=""):
    session.selection = Selection(hand=parse_card(card), table=frozenset(parse_cards(taken)))
    return session.check()


def play_best_to_the_end(session):
    while not session.run.over:
        best = rank_plays(session.run.position, "deal").plays[0].action
        session.selection = Selection(hand=best.card, table=frozenset(best.captured))
        session.check()
    return session.feedback


def opened():
    session = LessonSession(load_courses())
    session.open(LESSON)
    return session


def test_a_losing_move_is_flagged_as_it_is_played_and_can_be_taken_back():
    session = opened()
    start = session.position
    feedback = move(session, "Kh", "Kc")
    assert feedback.code is Code.ENDGAME_LOSING_MOVE
    assert feedback.verdict is Verdict.WRONG
    assert feedback.answers == ("6s x 2h 4c",)
    assert feedback.played == "Kh x Kc"
    assert feedback.replies  # the engine's answer is shown too
    assert feedback.coach.band is Band.BLUNDER  # it costs the chica
    html = feedback_html(feedback, Translator("en"))
    lead = "<strong>Not the best move: with it the target slips away.</strong>"
    assert html.split('lang="en">')[1].startswith(lead)  # the verdict first, in a few words
    assert "Take the move back" in html
    assert "The engine answered" in html
    assert "6♠" not in html  # the better move (6♠ → 2♥ 4♣) is kept for Show solution
    assert session.can_take_back
    session.take_back()
    assert session.position == start
    assert session.run.moves == []
    assert not session.can_take_back
    won = play_best_to_the_end(session)
    assert won.code is Code.ENDGAME_WON


def test_a_good_move_is_not_flagged():
    session = opened()
    feedback = move(session, "6s", "2h 4c")
    assert feedback.code is Code.ENGINE_PLAYED
    assert not session.can_take_back
    assert (feedback.played, feedback.given) == ("6s x 2h 4c", "6s x 2h 4c")
    assert feedback.replies  # the engine's answer, said as after any move of the trainer
    html = feedback_html(feedback, Translator("en"))
    assert "You played" in html
    assert "The engine answered" in html


def test_after_the_last_card_the_hands_are_the_played_out_ones_not_the_next_deal():
    session = opened()
    won = play_best_to_the_end(session)
    assert won.code is Code.ENDGAME_WON
    assert session.position.hands == ((), ())  # was: both rows showed the next deal's hand
    assert session.position.scores == (30, 38)
    assert "The engine answered" in feedback_html(won, Translator("en"))


def test_after_a_loss_the_score_the_chica_ended_with_stays():
    session = opened()
    move(session, "Kh", "Kc")
    lost = play_best_to_the_end(session)
    assert lost.code is Code.ENDGAME_LOST
    assert session.position.scores[1] >= 40  # was: 0–0, the next chica
    mine, theirs = session.position.hands  # the caída ended the chica with a card in hand
    assert len(mine) == len(theirs) == 1
    assert mine != theirs
    assert lost.replies  # the engine's winning caída is named, not replaced by the verdict
    assert "The engine answered" in feedback_html(lost, Translator("en"))


def test_the_last_frame_shows_the_piles_the_engine_counted_and_explains_the_last_move():
    """The final table's piles, score and explanation are the engine's, not the frame before."""
    from cuarenta_tutor.engine.explain import Code as FactCode
    from cuarenta_tutor.engine.game import apply

    session = LessonSession(load_courses())
    session.open("endgame-last-capture")
    move(session, "Kc", "Ks")
    before = session.run.position
    last = move(session, "4d", "2c 2h")
    assert session.run.over
    assert last.code is Code.ENDGAME_WON
    _, events = apply(before, session.run.moves[-1].action)  # the learner's last move
    leftovers = next(e for e in events if e.kind.value == "leftovers")
    assert leftovers.side == 0
    assert set(leftovers.cards) == set(parse_cards("Jd Kh"))
    expected = len(before.piles[0]) + 3 + len(leftovers.cards)
    assert expected == 23  # as the lesson's explanation says
    assert len(session.position.piles[0]) == expected  # was 18: the piles before the move
    assert session.position.table == ()
    assert session.position.scores == session.run.final.scores
    assert last.facts
    assert last.facts[0].code is FactCode.SUM
    assert "2♣" in feedback_html(last, Translator("en"))


def test_a_caida_that_ends_the_endgame_is_explained_and_piled():
    from cuarenta_tutor.engine.explain import Code as FactCode

    session = LessonSession(load_courses())
    session.open("endgame-limpia-then-caida")
    move(session, "7h", "2d 5c Jd")
    before = len(session.position.piles[0])
    last = move(session, "5s", "5h")
    assert session.run.over
    assert len(session.position.piles[0]) == before + 2  # was: the pile before the caída
    assert any(fact.code is FactCode.CAIDA for fact in last.facts)
