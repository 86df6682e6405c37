"""Mistakes from the Play tab into the repetition queue, like missed puzzles (no widgets).

A finished mesa's mistakes are kept in the learner's progress (``Progress.mistakes``). Each
one whose best play the engine proves (:func:`~cuarenta_tutor.puzzles.mistakes.mistake_puzzle`:
exact ``deal`` in a two-player last round, else ``immediate`` with the generator's margin)
also enters the spaced-repetition queue as a miss, due the next day; the Practice tab's Review
shows it and checks it like a puzzle of the bank. A mistake the proof cannot confirm is
kept for the record but not queued. Pure code: the caller passes the day.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from ..puzzles import Puzzle
from ..puzzles.mistakes import mistake_id, mistake_puzzle
from .progress import MistakePosition, Progress
from .repetition import MISTAKE, RepetitionQueue, item_key, split_key


def keep_mistakes(
    progress: Progress, positions: Sequence[MistakePosition], today: date
) -> tuple[Progress, int]:
    """Keep a mesa's mistakes and queue each proved one for review; return how many were.

    Mistakes whose positions are no longer kept (only the newest are) leave the queue.
    """
    progress = progress.with_mistakes(list(positions))
    record = progress.practice
    queued = 0
    for entry in positions:
        puzzle = mistake_puzzle(entry.position, entry.played)
        if puzzle is not None:
            record = record.rescheduled(item_key(MISTAKE, puzzle.id), False, today)
            queued += 1
    kept = {mistake_id(entry.position) for entry in progress.mistakes}
    items = {
        key: item
        for key, item in record.repetition.items.items()
        if (parts := split_key(key))[0] != MISTAKE or parts[1] in kept
    }
    record = replace(record, repetition=RepetitionQueue(items))
    return replace(progress, practice=record), queued


def find_mistake(progress: Progress, puzzle_id: str) -> Puzzle | None:
    """Return a queued mistake's puzzle, proved again (None: no longer kept or proved)."""
    for entry in reversed(progress.mistakes):
        if mistake_id(entry.position) == puzzle_id:
            return mistake_puzzle(entry.position, entry.played)
    return None
