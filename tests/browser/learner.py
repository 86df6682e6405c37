"""What a learner does on the Play and Practice tabs, shared by the browser test files."""

from __future__ import annotations

import time

from helpers import wait_for_focus

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.puzzles import Puzzle, find_puzzle
from cuarenta_tutor.ui.practice import PUZZLE_START

HAND = ".ct-play-hand button.ct-card:not([disabled])"


def play_first_card(page) -> str:
    """Drop (or play) the first card of the hand; return the coach's message on that play.

    It returns only once the card has left the hand and the coach's box has changed: the box
    can change for another reason first (the engine's reply drawn late under load), and a
    caller that went on then would click a hand that is about to go.
    """
    before = page.locator(".ct-play-coach").inner_text()
    first = page.locator(f"{HAND} >> nth=0")
    card = first.get_attribute("data-card")
    first.click()
    page.wait_for_selector(f".ct-play-hand button[data-card='{card}'][aria-pressed='true']")
    page.click(".ct-play-play")
    page.wait_for_function(
        "([before, card]) => { const box = document.querySelector('.ct-play-coach .ct-feedback');"
        " const still = document.querySelector("
        "   `.ct-play-hand button.ct-card[data-card='${card}']:not([disabled])`);"
        " return !still && box && box.closest('.ct-play-coach').innerText !== before; }",
        arg=[before, card],
        timeout=30_000,
    )
    return page.locator(".ct-play-coach .ct-feedback").inner_text()


def wait_for_turn(page) -> None:
    """Wait for the learner's turn, a deck's end (Play waits for Next deck) or the mesa's end."""
    page.wait_for_function(
        "document.querySelector('.ct-play-status').innerText.includes('Your turn')"
        " || document.querySelector('.ct-play-results').innerText.includes('won the mesa')"
        " || getComputedStyle(document.querySelector('.ct-play-deck-end')).display !== 'none'",
        timeout=30_000,
    )


def next_deck_if_waiting(page) -> bool:
    """Press Next deck when a deck's end is shown; return whether it was."""
    if not page.locator(".ct-play-continue").is_visible():
        return False
    page.click(".ct-play-continue")
    page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
    wait_for_turn(page)
    return True


def shown_puzzle(page, other_than: str = "") -> Puzzle:
    """Wait for a puzzle on screen (not ``other_than``) and return it from the bank."""
    page.wait_for_function(
        "(old) => { const t = document.querySelector('.ct-puzzle-title [data-puzzle]');"
        " return t && t.dataset.puzzle !== old; }",
        arg=other_than,
        timeout=30_000,
    )
    return find_puzzle(page.locator(".ct-puzzle-title [data-puzzle]").get_attribute("data-puzzle"))


def click_play(page, key: str) -> None:
    card, captured = parse_play_text(key)
    page.click(f".ct-practice-hand button[data-card='{card}']")
    for taken in captured:
        page.click(f".ct-practice-table button[data-card='{taken}']")


def check(page, kind: str) -> float:
    """Click Check and return the milliseconds until the verdict of ``kind`` is on screen."""
    start = time.perf_counter()
    page.click(".ct-practice-check")
    page.locator(f".ct-practice-feedback .ct-fb-{kind}").wait_for(timeout=15_000)
    return (time.perf_counter() - start) * 1000


def worse_play(puzzle: Puzzle) -> str | None:
    position = parse_position(puzzle.position)
    plays = [format_play(a) for a in legal_actions(position) if isinstance(a, Play)]
    return next((key for key in plays if key not in puzzle.answers), None)


def next_puzzle(page, puzzle: Puzzle) -> Puzzle:
    """Wait for the puzzle after ``puzzle`` (Next was pressed) and for focus on its first card.

    Next's redraw ends with the kernel's focus move to the new puzzle's cards, a message sent
    after the title. A key pressed on another control before that message arrives (a test is
    that quick, under load) is not seen as the learner going elsewhere, and the move takes
    the focus from there: so act only once it is done.
    """
    arrived = shown_puzzle(page, puzzle.id)
    wait_for_focus(page, PUZZLE_START)
    return arrived


def skip(page, puzzle: Puzzle) -> Puzzle:
    """Show the solution, press Next and return the next puzzle, its first card focused."""
    page.click(".ct-practice-solution")
    page.locator(".ct-practice-feedback .ct-fb-solution").wait_for(timeout=15_000)
    page.click(".ct-practice-next")
    return next_puzzle(page, puzzle)


def next_card_puzzle(page, puzzle: Puzzle, *, wrong: bool = False) -> Puzzle:
    """Skip (Show solution, Next) until a puzzle answered by clicking cards is shown."""
    while puzzle.answers[0] in ("ronda", "claim") or (wrong and worse_play(puzzle) is None):
        puzzle = skip(page, puzzle)
    return puzzle
