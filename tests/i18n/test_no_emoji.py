"""No emoji in anything the app shows: an emoji needs a colour-emoji font (the UX walk's row 23).

The lesson hint's 💡 showed as an empty box in a Chromium without an emoji font; the hint's
bulb is now drawn in CSS. Symbols the app keeps (★ ☆ ▶ ▾ ▸ ♠ ♥ ♦ ♣ → ✓) are ordinary text
characters of common fonts (DejaVu Sans, Segoe UI Symbol). This test reads every source of
text the app shows: the catalogues, the lesson and course files, the content pages, the
app's Python and its JavaScript and CSS.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(
    [
        *ROOT.glob("locales/*/LC_MESSAGES/*.po"),
        *ROOT.glob("lessons/**/*.yaml"),
        *ROOT.glob("content/**/*.md"),
        *ROOT.glob("content/**/*.yaml"),
        *ROOT.glob("cuarenta_tutor/**/*.py"),
        *ROOT.glob("cuarenta_tutor/ui/static/*"),
    ]
)
EMOJI_IN_TEXT_BLOCKS = set(
    "⌚⌛⏩⏪⏫⏬⏰⏳◽◾☔☕♈♉♊♋♌♍♎♏♐♑♒♓♿⚓⚡⚪⚫⚽⚾⛄⛅⛎⛔⛪⛲⛳⛵⛺⛽✅✊✋✨❌❎❓❔❕❗➕➖➗➰➿⬛⬜⭐⭕"
)
"""Characters below U+1F000 that browsers draw as emoji by default (Emoji_Presentation)."""


def emoji(char: str) -> bool:
    """Whether ``char`` is drawn from a colour-emoji font (or forces one: U+FE0F)."""
    return ord(char) >= 0x1F000 or char in EMOJI_IN_TEXT_BLOCKS or char == "\ufe0f"


def test_the_check_knows_an_emoji_from_a_symbol():
    assert all(emoji(char) for char in "💡⭐✅")
    assert not any(emoji(char) for char in "★☆▶▾▸♠♥♦♣→✓✗−")


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_emoji_in_what_the_app_shows(path):
    found = [
        (number, line.strip()[:80])
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if any(emoji(char) for char in line)
    ]
    assert not found, found
