"""The practice controller: puzzles from the bank, rated, in Streak or due again (no widgets).

The UI calls one method per learner action and draws from the attributes. An answer is
right iff the engine finds it legal in the puzzle's position and its notation is one of the
puzzle's proved answers. The first answer decides the result (:mod:`.practice_record` says
how it is scored); the learner may try again afterwards, unrated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from datetime import date
from enum import StrEnum
from functools import lru_cache
from typing import Protocol

from ..engine.cards import Card
from ..engine.explain import Fact
from ..engine.game import (
    Claim,
    Declare,
    Position,
    legal_actions,
    parse_action,
    play_points,
)
from ..engine.notation import parse_position
from ..engine.plays import Play, format_play
from ..engine.rules import DEFAULT_RULESET
from ..puzzles import Puzzle, PuzzleError, bank_rules, find_puzzle, load_bank
from ..puzzles.mistakes import is_mistake_id
from ..puzzles.proof import CHICA_VALUE, accepts, prove
from . import clock
from .feedback import Code, Feedback, Verdict
from .mistakes import find_mistake
from .next_puzzle import choose_puzzle
from .practice_record import PracticeRecord, attempt_score
from .progress import Progress
from .repetition import LESSON, MISTAKE, PUZZLE, item_key, split_key
from .selection import (
    Selection,
    after_choosing,
    best_deeds,
    explain_move,
    illegal,
    judge_selection,
    left_behind,
    right_play,
    shown_solution,
)
from .streak import Streak


class Mode(StrEnum):
    """How the next puzzle is chosen and what its result does."""

    RATED = "rated"
    """Near the learner's rating; the result moves the ratings."""
    STREAK = "streak"
    """Rising difficulty until the first miss; unrated."""
    REVIEW = "review"
    """The puzzles and Play mistakes due for review; unrated, the result moves the rung."""


class ProgressHolder(Protocol):
    """Whatever holds the learner's progress (the lesson session does)."""

    progress: Progress


class Practice:
    """One learner's practice: the chosen rules, themes and mode, and the open puzzle."""

    def __init__(
        self,
        holder: ProgressHolder,
        *,
        rules: str = DEFAULT_RULESET,
        themes: Sequence[str] = (),
        seed: str = "",
        today: Callable[[], date] = clock.today,
    ) -> None:
        self.holder = holder
        self.rules = rules if rules in bank_rules() else DEFAULT_RULESET
        self.themes: tuple[str, ...] = tuple(themes)
        self.seed = seed
        self.today = today
        self.mode = Mode.RATED
        self.streak = Streak(best=self.record.best_streak)
        self.puzzle: Puzzle | None = None
        self.position: Position | None = None
        self.selection = Selection()
        self.feedback: Feedback | None = None
        self.hints_shown = 0
        self.decided = False
        """Whether the open puzzle's result is recorded (its first answer or the solution)."""
        self.solved = False
        self.opened = 0
        """How many puzzles were opened (a puzzle opened again is a new serving)."""
        self.served_rating = 0
        """The open puzzle's rating when it was opened (its title keeps it)."""
        self.rating_change: int | None = None
        """How far the open puzzle's rated result moved the learner's rating (None: unrated)."""
        self._served = 0

    # -- the stored record ----------------------------------------------------------------
    @property
    def record(self) -> PracticeRecord:
        """The learner's practice record (kept in their progress)."""
        return self.holder.progress.practice

    def _store(self, record: PracticeRecord) -> None:
        self.holder.progress = replace(self.holder.progress, practice=record)

    def due_puzzles(self) -> list[str]:
        """Return the ids of the puzzles due for review today, the longest overdue first."""
        return self._due(PUZZLE)

    def due_mistakes(self) -> list[str]:
        """Return the puzzle ids of the Play mistakes due for review today."""
        return self._due(MISTAKE)

    def due_lessons(self) -> list[str]:
        """Return the ids of the lessons due for review today, the longest overdue first."""
        return self._due(LESSON)

    def due_count(self) -> int:
        """Return how many items (puzzles and lessons) are due for review today."""
        return self.record.due_count(self.today())

    def _due(self, kind: str) -> list[str]:
        keys = (split_key(key) for key in self.record.repetition.due(self.today()))
        return [item_id for item_kind, item_id in keys if item_kind == kind]

    # -- choosing -------------------------------------------------------------------------
    def set_rules(self, rules: str) -> None:
        """Choose the ruleset of the next puzzles (a ruleset without puzzles raises)."""
        load_bank(rules)
        self.rules = rules

    def set_themes(self, themes: Sequence[str]) -> None:
        """Choose the themes of the next puzzles (none: mixed)."""
        self.themes = tuple(themes)

    def start(self, mode: Mode) -> Puzzle | None:
        """Switch to ``mode`` (a new Streak run) and open its first puzzle."""
        self.mode = mode
        if mode is Mode.STREAK:
            self.streak = Streak(best=self.record.best_streak)
        return self.next()

    def next(self) -> Puzzle | None:
        """Open the next puzzle of the mode; None (nothing open) when none is left."""
        puzzle = self._choose()
        if puzzle is None:
            self._close()
        else:
            self.open(puzzle)
        return puzzle

    def _choose(self) -> Puzzle | None:
        if self.mode is Mode.REVIEW:
            return next(self._due_for_review(), None)
        self._served += 1
        record, bank = self.record, load_bank(self.rules)
        seed = f"{self.seed}:{self.mode}:{self._served}"
        recent = self._recent()
        if self.mode is Mode.STREAK:
            if self.streak.over:
                return None
            return choose_puzzle(
                bank,
                target=self.streak.target,
                seed=seed,
                themes=self.themes,
                recent=recent,  # this run's puzzles, all played lately, and the one on screen
                played=record.puzzles.keys(),
                rating_of=lambda puzzle: record.puzzle_rating(puzzle).rating,
            )
        return choose_puzzle(
            bank,
            target=record.learner.rating.rating,
            seed=seed,
            themes=self.themes,
            recent=recent,
            played=record.puzzles.keys(),
            rating_of=lambda puzzle: record.puzzle_rating(puzzle).rating,
        )

    def _recent(self) -> tuple[str, ...]:
        """Return the puzzles played lately, oldest first, and last the open one (even unanswered).

        A new choice of themes or rules, or *Next* on a puzzle left unanswered, so never
        serves the puzzle already on screen while another one fits.
        """
        recent = self.record.recent
        if self.puzzle is None:
            return recent
        return (*(p for p in recent if p != self.puzzle.id), self.puzzle.id)

    def _due_for_review(self) -> Iterator[Puzzle]:
        """Yield the puzzles due for review, the longest overdue first.

        A puzzle no longer in the bank, or a mistake no longer kept or proved, is skipped.
        """
        for key in self.record.repetition.due(self.today()):
            kind, item_id = split_key(key)
            if kind == PUZZLE:
                try:
                    yield find_puzzle(item_id)
                except PuzzleError:
                    continue
            elif kind == MISTAKE:
                mistake = find_mistake(self.holder.progress, item_id)
                if mistake is not None:
                    yield mistake

    def open(self, puzzle: Puzzle) -> None:
        """Open ``puzzle`` (its position is read and checked by the engine)."""
        position = parse_position(puzzle.position)
        self._close()
        self.position, self.puzzle = position, puzzle
        self.opened += 1
        self.served_rating = round(self.record.puzzle_rating(puzzle).rating)

    def _close(self) -> None:
        """Put the puzzle away: no position, no selection, verdict, hints or decision."""
        self.puzzle = self.position = self.feedback = None
        self.selection = Selection()
        self.hints_shown = 0
        self.decided = self.solved = False
        self.rating_change = None

    @property
    def finished(self) -> bool:
        """Whether the open puzzle takes no more answers: solved, or the Streak run it ended."""
        return self.solved or (self.mode is Mode.STREAK and self.streak.over)

    # -- selecting ------------------------------------------------------------------------
    def pick_hand(self, card: Card) -> None:
        """Choose the hand card to play (choosing it again un-chooses it; not once finished)."""
        if self.finished:
            return
        hand = self.position.hands[self.position.turn] if self.position is not None else ()
        self.selection = self.selection.with_hand(card, hand)
        self.feedback = after_choosing(self.feedback)

    def toggle_table(self, card: Card) -> None:
        """Add a table card to the selection, or take it out again (not once finished)."""
        if self.finished:
            return
        self.selection = self.selection.toggled(card, self.position.table if self.position else ())
        self.feedback = after_choosing(self.feedback)

    def clear(self) -> None:
        """Empty the selection and the verdict to try again (not once finished)."""
        if self.finished:
            return
        self.selection = Selection()
        self.feedback = None

    def can(self, word: str) -> bool:
        """Whether the action ``ronda`` or ``claim`` is legal in the open puzzle."""
        if self.position is None:
            return False
        kind = {"ronda": Declare, "claim": Claim}[word]
        return any(isinstance(action, kind) for action in legal_actions(self.position))

    # -- answering ------------------------------------------------------------------------
    def check(self) -> Feedback:
        """Judge the selected play with the engine against the puzzle's proved answers.

        A finished puzzle (solved, or a lost Streak run) takes no more answers: its verdict stays.
        """
        puzzle, position = self._open()
        if self.finished and self.feedback is not None:
            return self.feedback
        play = judge_selection(position, self.selection)
        if isinstance(play, Feedback):  # not an answer: neither decides nor counts
            self.feedback = play
            return play
        if accepts(puzzle, format_play(play)):  # part A's test: the engine's reading of the play
            feedback = right_play(play, position, puzzle.answers)
        else:
            feedback = self._worse(puzzle, position, play, explain_move(play, position))
        return self._answered(feedback)

    def act(self, word: str) -> Feedback:
        """Answer with ``ronda`` (declare) or ``claim`` (take a run left behind)."""
        puzzle, _ = self._open()
        if self.finished and self.feedback is not None:
            return self.feedback
        if not self.can(word):
            self.feedback = illegal()
            return self.feedback
        right = word in puzzle.answers
        verdict = Verdict.CORRECT if right else Verdict.WRONG
        code = Code.CORRECT_ANSWER if right else Code.WRONG_ANSWER
        return self._answered(Feedback(verdict, code, given=word))

    def hint(self, available: int) -> int:
        """Show one more of ``available`` hints (none in Streak); return how many are shown."""
        if self.mode is not Mode.STREAK and not self.solved:
            self.hints_shown = min(self.hints_shown + 1, available)
        return self.hints_shown

    def reveal(self) -> Feedback:
        """Show the solution: every answer, the first one played and explained."""
        puzzle, position = self._open()
        if not self.decided:
            self._decide(correct=False, revealed=True)
        first = parse_action(position, puzzle.answers[0])
        solution, shown = shown_solution(position, puzzle.answers, first)
        self.feedback = replace(solution, players=puzzle.players)
        if shown is not None:
            self.selection = shown
        self.solved = True
        return self.feedback

    # -- helpers --------------------------------------------------------------------------
    def _open(self) -> tuple[Puzzle, Position]:
        if self.puzzle is None or self.position is None:
            raise RuntimeError("no puzzle is open")
        return self.puzzle, self.position

    def _worse(
        self, puzzle: Puzzle, position: Position, play: Play, facts: tuple[Fact, ...]
    ) -> Feedback:
        """Say how a legal play falls short, and what every best play does that it does not.

        Under ``immediate``: the points, else the cards, the best play wins now. Under
        ``deal``: how much the learner's own play loses against the best, both played out
        to the end of the deck by the solver (``more_points``; a chica won or lost on the
        way is ``detail`` ``deal-chica``).
        """
        more_points = more_cards = 0
        detail = puzzle.criterion
        best = parse_action(position, puzzle.answers[0])
        if puzzle.criterion == "immediate" and isinstance(best, Play):
            more_points = play_points(position, best) - play_points(position, play)
            more_cards = len(best.captured) - len(play.captured)
        elif puzzle.criterion == "deal":
            loss = deal_loss(puzzle.position, format_play(play))
            if loss >= CHICA_VALUE / 2:
                detail = "deal-chica"
            else:
                more_points = round(loss)
        return Feedback(
            Verdict.WRONG,
            Code.WORSE_PLAY,
            facts=left_behind(position, play) + facts,  # a run left, as lessons say it
            best_facts=_best_deeds(puzzle, position, facts),
            given=format_play(play),
            more_points=max(more_points, 0),
            more_cards=max(more_cards, 0) if more_points <= 0 else 0,
            detail=detail,
        )

    def _answered(self, feedback: Feedback) -> Feedback:
        """Record the first answer's result; a right answer finishes the puzzle."""
        feedback = replace(feedback, players=self._open()[0].players)  # "your opponent" or not
        correct = feedback.verdict is Verdict.CORRECT
        if not self.decided:
            self._decide(correct=correct, revealed=False)
        self.solved = self.solved or correct
        self.feedback = feedback
        return feedback

    def _decide(self, *, correct: bool, revealed: bool) -> None:
        """Record the open puzzle's result as its mode says."""
        puzzle, _ = self._open()
        record, today = self.record, self.today()
        self.decided = True
        if self.mode is Mode.RATED:
            score = attempt_score(correct=correct, hints=self.hints_shown, revealed=revealed)
            before = round(record.learner.rating.rating)
            self._store(record.rated(puzzle, score, today))
            self.rating_change = round(self.record.learner.rating.rating) - before
            return
        clean = correct and not self.hints_shown and not revealed
        kind = MISTAKE if is_mistake_id(puzzle.id) else PUZZLE
        record = record.played(puzzle.id).rescheduled(item_key(kind, puzzle.id), clean, today)
        if self.mode is Mode.STREAK:
            self.streak = self.streak.won(puzzle.id) if clean else self.streak.lost()
            record = record.streak_ended(self.streak.best)
        self._store(record)


def _best_deeds(puzzle: Puzzle, position: Position, given: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """Return the caída and limpia facts every answer of ``puzzle`` has and ``given`` lacks.

    A puzzle with an answer that is not a play (``ronda``, ``claim``) names none.
    """
    best = [parse_action(position, answer) for answer in puzzle.answers]
    plays = [action for action in best if isinstance(action, Play)]
    return best_deeds(plays, position, given) if len(plays) == len(best) else ()


@lru_cache(maxsize=256)
def deal_loss(position_text: str, played: str) -> float:
    """Return how much ``played`` loses against the best action, to the end of the deck.

    The solver's exact ``deal`` values (the mover's side's points minus the other side's,
    a chica counted as :data:`CHICA_VALUE`), both sides playing their best afterwards.
    """
    position = parse_position(position_text)
    proof = prove(position)
    values = {str(ranked.action): ranked.value for ranked in proof.ranking.plays}
    mine = values.get(str(parse_action(position, played)))
    return 0.0 if mine is None else proof.answers[0].value - mine
