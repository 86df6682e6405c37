"""A ronda, a claim or a misdeal is said in its own sentence, never put into a "{play}" slot.

Before, "The engine played {play}" also reported a declared ronda ("The engine played declare
the ronda"), and the coach said "Best: declare the ronda is the best play here."
"""

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import Claim, Declare, Misdeal
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Verdict
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.puzzles import find_puzzle
from cuarenta_tutor.sentences.coach import (
    action_display,
    band_name,
    hint_text,
    verdict_text,
)
from cuarenta_tutor.sentences.puzzle_text import puzzle_text
from cuarenta_tutor.sentences.seats import move_text

NON_PLAYS = (Declare(), Claim(), Misdeal())
SEATS = ((1, 2), (2, 4), (1, 4), (3, 4))  # the engine; a partner; opponents 1 and 2 (seats 1 and 3)
DROP = Play(parse_card("7s"))
LANGS = available_languages()


@pytest.mark.parametrize(
    ("seat", "players", "action", "text"),
    [
        (1, 2, Declare(), "The engine declared a ronda"),
        (2, 4, Declare(), "Your partner declared a ronda"),
        (3, 4, Declare(), "Opponent 2 declared a ronda"),
        (1, 2, Claim(), "The engine claimed the run cards left behind"),
        (1, 4, Claim(), "Opponent 1 claimed the run cards left behind"),
        (2, 4, Misdeal(), "Your partner called a misdeal"),
        (1, 2, DROP, "The engine played 7♠"),
        (3, 4, DROP, "Opponent 2 played 7♠"),
    ],
)
def test_each_action_of_an_engine_seat_has_its_own_sentence(seat, players, action, text):
    assert move_text(seat, players, action, Translator("en")) == text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("action", NON_PLAYS, ids=str)
def test_no_non_play_lands_in_a_play_slot_in_any_language(lang, action):
    tr, en = Translator(lang), Translator("en")
    phrase = action_display(action, tr)  # "declare the ronda": a verb phrase, not a play
    band, loss = "B", "L"
    slotted = {  # what the old code said: the phrase put where a play belongs
        tr.gettext("The engine played {play}").format(play=phrase),
        tr.gettext("Your partner played {play}").format(play=phrase),
        tr.gettext("Opponent {seat} played {play}").format(seat=2, play=phrase),
        tr.gettext("{band}: {play} was exactly the right play.").format(band=band, play=phrase),
        tr.gettext("{band} ({loss}): {best} was better.").format(band=band, loss=loss, best=phrase),
        tr.gettext("The coach would play {play}.").format(play=phrase),
    }
    said = [move_text(seat, players, action, tr) for seat, players in SEATS]
    said += [
        _verdict(action, action, Band.BEST, tr).replace(band_name(Band.BEST, tr), band),
        hint_text(action, tr),
    ]
    for text in said:
        assert text not in slotted, text
        assert "{" not in text, text
        if lang != "en":  # translated, not the English fallback
            assert text not in {move_text(s, p, action, en) for s, p in SEATS}, text
    assert "2" in move_text(3, 4, action, tr)  # the opponent is named (seat 3: Opponent 2)
    worse = _verdict(DROP, action, Band.MISTAKE, tr)  # "the best was to declare…"
    assert worse.startswith(band_name(Band.MISTAKE, tr))
    assert "{" not in worse


def _v(action, best, band):
    return Verdict(action, best, 0.0 if band is Band.BEST else 1.0, band, (), False)


def _verdict(action, best, band, tr):
    return verdict_text(_v(action, best, band), tr)


def test_the_coach_names_a_non_play_in_whole_sentences():
    en = Translator("en")
    best = Verdict(Declare(), Declare(), 0.0, Band.BEST, (), False)
    assert verdict_text(best, en) == "Best: declaring the ronda was exactly right."
    mistake = Verdict(DROP, Claim(), 1.0, Band.MISTAKE, (), False)
    assert verdict_text(mistake, en) == (
        "Mistake (about 1 point lost): claiming the run cards was better."
    )
    assert hint_text(Misdeal(), en) == "The coach would call a misdeal."
    assert hint_text(DROP, en) == "The coach would play 7♠."
    es = Translator("es")
    assert move_text(1, 2, Declare(), es) == "La computadora cantó una ronda"
    assert hint_text(Declare(), es) == "El entrenador cantaría la ronda."


@pytest.mark.parametrize(
    ("puzzle_id", "lang", "start"),
    [
        ("quito-2p-00208", "de", "Am besten sagst du die Ronda an."),
        ("quito-2p-00208", "en", "Best: declare the ronda."),
        ("pagat-2p-00036", "en", "Best: claim the run cards left behind."),
        ("pagat-2p-00036", "es", "Lo mejor es reclamar las cartas de escalera"),
    ],
)
def test_a_puzzle_whose_answer_is_a_ronda_or_a_claim_says_so_in_a_sentence(puzzle_id, lang, start):
    puzzle = find_puzzle(puzzle_id)
    assert puzzle.answers[0] in ("ronda", "claim")
    assert puzzle_text(puzzle, Translator(lang)).explanation.startswith(start)
