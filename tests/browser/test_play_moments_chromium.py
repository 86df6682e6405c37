"""Play's moments in Chromium at 390×844 and 1280×800: the others' cards by player, a deck's
end that waits for the learner, the mesa's end as a screen with the review, a hint that marks
its card and says why, and a verdict that never contradicts the hint.

The numbers on screen are checked against the same game replayed in this process with the
engine (the deals and the engine players follow the page's ``?seed=``).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from conftest import open_app
from helpers import (
    SIZES,
    KernelWatch,
    axe_at_sizes,
    settle,
    violations,
    wait_for_focus,
    wait_for_viewport,
)

from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search.coach import Band, assess
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import hint_why
from cuarenta_tutor.tutor.feedback import Feedback
from cuarenta_tutor.tutor.play import PlayGame

PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
HAND_CARD = ".ct-play-hand button.ct-card"
HAND = f"{HAND_CARD}:not([disabled])"
ANNOUNCED = "document.querySelector('.ct-play .ct-announce').textContent"
SHOTS = Path(os.environ.get("PLAY_SHOTS", "/tmp/play2/shots"))
EN = Translator("en")
MARKS = """() => [...document.querySelectorAll('.ct-play .ct-scoreline')].map(
  (row) => [...row.querySelectorAll('.ct-mark-line')].map(
    (m) => Math.round(m.getBoundingClientRect().left)))"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False, animations="disabled")


def start(page, query: str, *, players: int = 2) -> None:
    open_app(page, query)
    page.click(PLAY_TAB)
    if players != 2:
        page.select_option(".ct-play-players select", label=str(players))
        settle(page)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)


def drop_first(page) -> None:
    """Drop the hand's first card; wait until it has left the hand (or a moment's panel shows)."""
    card = page.locator(f"{HAND} >> nth=0")
    code = card.get_attribute("data-card")
    card.click()
    page.locator(f"{HAND_CARD}[data-card='{code}'][aria-pressed='true']").wait_for(timeout=15_000)
    page.click(".ct-play-play")
    page.wait_for_function(
        "(code) => !document.querySelector(`.ct-play-hand button[data-card='${code}']`)"
        " || getComputedStyle(document.querySelector('.ct-play-deck-end')).display !== 'none'"
        " || getComputedStyle(document.querySelector('.ct-play-mesa-end')).display !== 'none'",
        arg=code,
        timeout=30_000,
    )
    settle(page)


def shown(page, selector: str) -> bool:
    return page.locator(selector).is_visible()


def test_four_players_last_cards_come_by_player_and_the_score_marks_line_up(browser, server):
    for size, lang, names in (
        ("phone", "es", ["Rival 1", "Tu compañero", "Rival 2"]),
        ("laptop", "en", ["Opponent 1", "Your partner", "Opponent 2"]),
    ):
        context = browser.new_context(viewport=SIZES[size])
        page = context.new_page()
        page.base, page.kernel = server, KernelWatch(page)
        start(page, f"?seed=four&lang={lang}", players=4)
        drop_first(page)
        groups = page.locator(".ct-play-engine-cards .ct-last-group")
        assert [groups.nth(i).get_attribute("aria-label") for i in range(3)] == names
        assert groups.count() == 3  # one group for each other player, never one row of six
        for i in range(3):
            assert groups.nth(i).locator("svg[role='img']").count() >= 1
            assert groups.nth(i).locator(".ct-last-name").inner_text() == names[i]  # seen too
        # the partner: a label on the name, the opponents' frame, no gold dashes (P2c-N3)
        frame = "n => { const s = getComputedStyle(n); return s.borderStyle + s.borderColor; }"
        frames = [groups.nth(i).evaluate(frame) for i in range(3)]
        assert frames[1] == frames[0] == frames[2], frames
        assert "dashed" not in frames[1]
        fill = "n => getComputedStyle(n).backgroundColor"
        assert groups.nth(1).locator(".ct-last-name").evaluate(fill) == "rgb(255, 255, 255)"
        heading = Translator(lang).gettext("The other players' last cards")
        assert heading in page.inner_text(".ct-play-engine-cards")
        marks = page.evaluate(MARKS)
        assert len(marks) == 2
        assert marks[0]
        assert marks[0] == marks[1], f"the 30/38 marks do not line up at {size}: {marks}"
        assert violations(page) == []
        shot(page, f"last-cards-4p-{size}")
        page.click(".ct-play-new")  # a game in progress: the question, the safe choice first
        page.locator(".ct-play-keep").wait_for(timeout=15_000)
        new_classes = page.get_attribute(".ct-play-new", "class")
        assert "mod-primary" not in new_classes
        assert "ct-danger" in new_classes
        assert "mod-primary" in page.get_attribute(".ct-play-keep", "class")
        shot(page, f"new-mesa-question-{size}")
        context.close()


def replay_to_deck_end(seed: str) -> PlayGame:
    """The page's game, replayed here: the first card of the hand each time, to the deck's end."""
    game = PlayGame(seed=f"{seed}-1", pause_at_deck_end=True)
    while game.deck_end is None:
        game.pick_hand(game.position.hands[0][0])
        assert not isinstance(game.play_selection(), Feedback)
    return game


def test_a_deck_end_waits_on_its_panel_until_the_learner_starts_the_next(page):
    game = replay_to_deck_end("e2e")
    end = game.deck_end
    assert end is not None
    assert end.counts is not None
    start(page, "?seed=e2e&lang=en")
    page.wait_for_function(  # the deal, the deck and the turn are said (was: nothing)
        f"{ANNOUNCED}.startsWith('New mesa: the cards are dealt.')"
        f" && {ANNOUNCED}.includes('Deck 1. Your turn. New cards: ')",  # and the hand
        timeout=5_000,
    )
    assert page.inner_text(".ct-play-engine-cards").startswith("The engine's last cards")
    for _ in range(30):
        if shown(page, ".ct-play-deck-end"):
            break
        drop_first(page)
    panel = page.locator(".ct-play-deck-end")
    panel.wait_for(timeout=15_000)
    wait_for_focus(page, ".ct-play-continue")  # keyboard-only: the one button has focus
    text = panel.inner_text()
    mine, theirs = end.counts
    assert f"Cards taken: you {mine}, the engine {theirs}." in text
    assert (
        mine
        + theirs
        + sum(len(e.cards) for e in end.events if e.kind is EventKind.LEFTOVERS and e.side is None)
        == 40
    )
    carton = next(e for e in end.events if e.kind in (EventKind.CARTON, EventKind.DOS_POR_DARLAS))
    whose = "you" if carton.side == 0 else "the engine"
    if carton.kind is EventKind.CARTON:  # the arithmetic, from the engine's own scale
        cards = end.counts[carton.side]
        assert f"Cartón: {cards} cards." in text or f"Cartón: {cards} cards," in text
        assert f"{carton.points} points" in text
    assert f"for {whose}: +{carton.points}" in text.replace("Cartón for", "for")
    assert f"Score: you {end.scores[0]}, the engine {end.scores[1]}." in text
    assert "End of deck 1" in page.inner_text(".ct-play-status")
    assert not shown(page, ".ct-play-hand")  # the table waits: nothing else to press
    page.wait_for_function(f"{ANNOUNCED}.includes('End of deck 1. Cards taken')", timeout=5_000)
    for size in ("phone", "laptop"):
        page.set_viewport_size(SIZES[size])
        wait_for_viewport(page, **SIZES[size])
        panel.scroll_into_view_if_needed()
        box = panel.bounding_box()
        assert box is not None
        assert box["y"] >= 0
        assert box["y"] + box["height"] <= SIZES[size]["height"], f"cut at {size}"
        shot(page, f"deck-end-{size}")
    found = axe_at_sizes(page, "deck end")
    assert found == [], "\n".join(found)
    verdict = page.inner_text(".ct-play-coach .ct-feedback")  # the deck's last verdict
    assert verdict
    page.focus(".ct-play-continue")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
    wait_for_focus(page, HAND_CARD)  # the next deck: focus on the hand
    page.wait_for_function(f"{ANNOUNCED}.includes('Deck 2. Your turn. New cards: ')", timeout=5_000)
    assert verdict not in page.evaluate(ANNOUNCED)  # was: the old verdict said again
    assert page.locator(".ct-play-coach .ct-feedback").count() == 0  # and left on top
    assert "Your turn" in page.inner_text(".ct-play-status")
    assert "Deck 2" in page.inner_text(".ct-play-status")


def test_the_mesa_end_is_a_screen_with_the_review_the_hints_and_new_mesa(page):
    open_app(page, "?seed=axe&lang=en")
    page.click(PLAY_TAB)
    page.select_option(".ct-play-strength select", "expert")
    page.click(".ct-rules-variants button")  # the house variants, folded at first …
    page.check(".ct-variant-rapido input")  # … a chica to 20: a short mesa
    page.check(".ct-play-coach-toggle input")  # hints for this mesa (ticked already: kept)
    settle(page)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)
    page.click(".ct-play-hint")
    page.locator(".ct-play-hint-why").wait_for(timeout=30_000)
    decks = 0
    for _ in range(60):
        if shown(page, ".ct-play-mesa-end"):
            break
        if shown(page, ".ct-play-deck-end"):
            page.click(".ct-play-continue")
            page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
            decks += 1
            continue
        drop_first(page)
    screen = page.locator(".ct-play-mesa-end")
    screen.wait_for(timeout=15_000)
    # the result has the focus, not New mesa: one Enter more started a mesa, the review lost
    wait_for_focus(page, ".ct-play-mesa-result")
    page.keyboard.press("Enter")
    settle(page)
    assert shown(page, ".ct-play-mesa-end")
    assert page.evaluate("document.activeElement.tabIndex") == -1  # not in the Tab order
    page.keyboard.press("Tab")  # New mesa comes next
    wait_for_focus(page, ".ct-play-again")
    text = screen.inner_text()
    assert text.splitlines()[0] == "The engine won the mesa by zapatería."
    assert "Game review" in text
    moments = screen.locator("ol li")
    assert moments.count()
    for i in range(moments.count()):  # counted as a player counts, never "Move 81"
        assert re.match(r"Deck \d+, your move \d+: ", moments.nth(i).inner_text())
    assert "Accuracy of your own actions: " in text  # the hinted one left out (P2b-N10)
    assert "One action played with the hint is not counted in it." in text
    assert "actions by rating, the hinted ones included: Best " in text
    assert "Score: you " in text
    assert "Chicas won: you 0, the engine 1." in text
    assert not shown(page, ".ct-play-hand")  # no empty table under it
    top = page.evaluate("document.querySelector('.ct-play-mesa-end').getBoundingClientRect().top")
    settings = page.evaluate(
        "document.querySelector('.ct-play-settings').getBoundingClientRect().top"
    )
    assert top < settings  # the screen opens the tab
    assert "Deck ends and chicas" in page.inner_text(".ct-play-results")  # headed, below
    assert page.locator(".ct-play .jupyter-button.mod-primary:visible").count() == 1
    page.wait_for_function(f"{ANNOUNCED}.includes('Game review')", timeout=5_000)
    for size in ("phone", "laptop"):
        page.set_viewport_size(SIZES[size])
        wait_for_viewport(page, **SIZES[size])
        page.evaluate("document.querySelector('.ct-play-mesa-end').scrollIntoView()")
        shot(page, f"mesa-end-{size}")
    found = axe_at_sizes(page, "mesa end")
    assert found == [], "\n".join(found)
    page.focus(".ct-play-again")
    page.keyboard.press("Enter")
    page.wait_for_selector(HAND, timeout=30_000)
    wait_for_focus(page, HAND_CARD)
    assert not shown(page, ".ct-play-mesa-end")


def click_action(page, action: Play) -> None:
    page.click(f".ct-play-hand button[data-card='{action.card}']")
    for card in action.captured:
        page.click(f".ct-play-table button[data-card='{card}']")
    page.click(".ct-play-play")


def test_a_hint_marks_its_card_says_why_and_an_equal_play_is_as_good_as_the_hint(page):
    game = PlayGame(seed="tie-1")  # the page's game (?seed=tie), replayed here
    start(page, "?seed=tie&lang=en")
    for turn in range(12):
        assessment = assess(game.position)
        tied = [a for a in assessment.values if a != assessment.best]
        tied = [a for a in tied if assessment.band(a) is Band.BEST and isinstance(a, Play)]
        hint = game.ask_hint()
        assert isinstance(hint.action, Play)
        page.click(".ct-play-hint")
        marked = page.locator(f"{HAND_CARD}.ct-best")
        marked.wait_for(timeout=30_000)
        assert marked.count() == 1
        assert marked.get_attribute("data-card") == str(hint.action.card)
        assert marked.get_attribute("aria-label").endswith("— the coach's hint")
        assert hint_why(hint, EN) in page.inner_text(".ct-play-coach")
        if turn == 0:
            for size in ("phone", "laptop"):
                page.set_viewport_size(SIZES[size])
                wait_for_viewport(page, **SIZES[size])
                marked.scroll_into_view_if_needed()
                shot(page, f"hint-{size}")
            found = axe_at_sizes(page, "hint")
            assert found == [], "\n".join(found)
        chosen = tied[0] if tied else hint.action
        before = page.inner_text(".ct-play-coach")
        click_action(page, chosen)
        verdict = game.act(chosen)
        page.wait_for_function(
            "(before) => document.querySelector('.ct-play-coach').innerText !== before"
            " && !!document.querySelector('.ct-play-coach .ct-feedback')",
            arg=before,
            timeout=30_000,
        )
        said = page.inner_text(".ct-play-coach .ct-feedback")
        if tied:
            assert verdict.band is Band.BEST  # the engine's own evaluation: equal values
            assert said.startswith(f"Best: {_shown(chosen)} is just as good as the hint, ")
            assert "the engine's look-ahead values both the same" in said
            shot(page, "as-good-as-the-hint-laptop")
            return
        assert said.startswith("Best:")
        drop_or_wait(page)
    raise AssertionError("no play as good as the hint within 12 turns")


def _shown(action: Play) -> str:
    from cuarenta_tutor.sentences.coach import action_display

    return action_display(action, EN)


def drop_or_wait(page) -> None:
    page.wait_for_function(
        "document.querySelector('.ct-play-play').innerText.trim() === 'Play'", timeout=30_000
    )
    settle(page)
