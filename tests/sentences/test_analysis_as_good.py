"""The analysis of a moment says a play within the sampling error of the best is as good, as
the verdict in the game did (walk P1-N1: the game said "as good as the hint", the analysis of
the same move "about 0.7 points lost")."""

from support.puzzle_cases import SAMPLE_STEP

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import assess
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles.model import all_puzzles
from cuarenta_tutor.sentences.analysis import line_words
from cuarenta_tutor.sentences.coach import verdict_text
from cuarenta_tutor.sentences.odds import loss_text
from cuarenta_tutor.tutor.analysis import analysis_of

EN = Translator("en")
AS_GOOD = "about as good as the best; which is better depends on the cards you cannot see"


def test_a_line_within_the_sampling_error_is_as_good_and_the_others_say_their_loss():
    seen_as_good = seen_loss = 0
    for puzzle in all_puzzles()[:: 2 * SAMPLE_STEP]:  # half the coach-agreement sample
        if puzzle.criterion == "deal":
            continue  # exact: no sampling error
        analysis = analysis_of(assess(parse_position(puzzle.position), samples=4))
        for line in analysis.lines:
            words = line_words(analysis, line, EN)
            if line.verdict.as_good:
                seen_as_good += 1
                assert words.loss == AS_GOOD
                assert "about as good as" in verdict_text(line.verdict, EN)  # as in the game
            else:
                seen_loss += 1
                assert words.loss == loss_text(line.verdict, EN)
    assert seen_as_good
    assert seen_loss
