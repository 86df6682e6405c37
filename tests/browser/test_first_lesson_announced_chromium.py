"""The first lesson opened in a session is announced like every later one (P3b-1), in Chromium.

The Lesson tab is built when the first lesson opens, so its live region reaches the page with
the lesson's title and question already in its model. A screen reader ignores a live region
that is filled in the frame it appears: the region must be in the page empty first, then
filled. A fresh page, a lesson opened by keyboard: the region ends up saying the lesson's
title and its question.
"""

from __future__ import annotations

from conftest import open_app
from keyboard import Keyboard

LIVE = "() => (document.querySelector('.ct-player .ct-announce') || {}).textContent || ''"
SHOWN = """() => { const p = document.querySelector('.ct-player');
  const t = p && p.querySelector('.ct-title'); const q = t && t.closest('.widget-html');
  const prompt = q && q.nextElementSibling;
  return [t ? t.textContent.trim() : '', prompt ? prompt.textContent.trim() : '']; }"""
EMPTY_FIRST = """() => { const r = document.querySelector('.ct-player .ct-announce');
  return window.ctRegionWasEmpty === true && !!r; }"""
WATCH = """() => { new MutationObserver((changes) => { for (const c of changes)
  for (const n of c.addedNodes) { const r = n.querySelector ? (n.matches('.ct-announce') ? n
    : n.querySelector('.ct-announce')) : null;
    if (r && window.ctRegionWasEmpty === undefined)
      window.ctRegionWasEmpty = r.textContent === ''; }
  }).observe(document.body, { childList: true, subtree: true }); }"""


def test_the_first_lesson_opened_by_keyboard_is_announced_with_title_and_question(page):
    open_app(page, "?lang=fi")
    page.evaluate(WATCH)
    keys = Keyboard(page, limit=120)
    keys.activate(".ct-lesson-captures-match", "Enter")
    page.locator(".ct-player .ct-title").wait_for(timeout=20_000)
    title, question = page.evaluate(SHOWN)
    assert title
    assert question
    page.wait_for_function(f"() => ({LIVE})().includes({title!r})", timeout=10_000)
    said = page.evaluate(LIVE)
    assert title in said, said
    asked = question.rsplit(". ", 1)[-1]  # the question itself (cards are said in words)
    assert asked in said, (question, said)
    assert page.evaluate(EMPTY_FIRST), "the live region came into the page already filled"
