"""The explanation's "every other play…" sentence is true of every other play, checked against
the engine's ranking for every puzzle of the bank proved on the immediate criterion (and a
sample of those proved to the end of the deck)."""

import re
from collections.abc import Callable

import pytest

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import all_puzzles
from cuarenta_tutor.puzzles.model import Puzzle
from cuarenta_tutor.puzzles.proof import CHICA_VALUE, prove
from cuarenta_tutor.sentences.puzzle_text import puzzle_text

Key = tuple[float, ...]
DEAL_STEP = 20
"""Every DEAL_STEP-th puzzle proved to the end of the deck (exact solves are slower)."""

CLAIMS: dict[str, Callable[[Key, Key, int], bool]] = {
    r"scores at least (\d+) points? less": lambda best, other, n: other[0] <= best[0] - n,
    r"wins at least (\d+) cards? fewer": lambda best, other, n: (
        other[0] == best[0] and other[1] <= best[1] - n
    ),
    r"scores fewer points, or as many points with at least (\d+) cards? fewer": (
        lambda best, other, n: (
            other[0] < best[0] or (other[0] == best[0] and other[1] <= best[1] - n)
        )
    ),
    r"^Every other play gives (?:the next player|your opponent) more chance of a caída": (
        lambda best, other, n: other[:2] == best[:2] and other[2] < best[2]
    ),
    r"^Every other play gives (?:the next player|your opponent) more chance of a limpia": (
        lambda best, other, n: other[:3] == best[:3] and other[3] < best[3]
    ),
    r"fewer points, takes fewer cards or gives (?:the next player|your opponent) more chance "
    r"of a caída\.": (
        lambda best, other, n: other[0] < best[0] or other[1] < best[1] or other[2] < best[2]
    ),
    r"fewer points, takes fewer cards, or gives (?:the next player|your opponent) more chance "
    r"of a caída or": (lambda best, other, n: any(o < b for o, b in zip(other, best, strict=True))),
    r"at least (\d+) points? worse off": lambda best, other, n: other[0] <= best[0] - n,
    r"worse placed in the race for the chica": (
        lambda best, other, n: other[0] <= best[0] - CHICA_VALUE / 2
    ),
}


def margin_sentence(puzzle: Puzzle) -> str:
    explanation = puzzle_text(puzzle, Translator("en")).explanation
    found = re.search(r"Every other play [^.]*\.", explanation)
    assert found, explanation
    return found.group(0)


def check(puzzle: Puzzle) -> None:
    sentence = margin_sentence(puzzle)
    proof = prove(parse_position(puzzle.position))
    best = proof.answers[0].key
    matches = [(claim, re.search(pattern, sentence)) for pattern, claim in CLAIMS.items()]
    said = [(claim, found) for claim, found in matches if found]
    assert len(said) == 1, sentence
    claim, found = said[0]
    number = int(found.group(1)) if found.groups() else 0
    for other in proof.others:
        assert claim(best, other.key, number), (puzzle.id, sentence, str(other.action))


IMMEDIATE = [p for p in all_puzzles() if p.criterion == "immediate"]
DEAL = [p for p in all_puzzles() if p.criterion == "deal"][::DEAL_STEP]


def test_every_immediate_claim_of_the_bank_is_true() -> None:
    for puzzle in IMMEDIATE:
        check(puzzle)


@pytest.mark.parametrize("puzzle", DEAL, ids=lambda puzzle: puzzle.id)
def test_the_claims_to_the_end_of_the_deck_are_true(puzzle: Puzzle) -> None:
    check(puzzle)


def test_the_card_claim_of_pagat_2p_00009_names_the_plays_that_score_less() -> None:
    puzzle = next(p for p in IMMEDIATE if p.id == "pagat-2p-00009")
    sentence = margin_sentence(puzzle)
    assert sentence == (
        "Every other play scores fewer points, or as many points with at least 1 card fewer."
    )
