"""A puzzle's name as a teacher recognises it: its theme and the cards it shows, never its id.

The bank's ids (``quito-2p-00001``) are for files and scripts; a teacher choosing what to
put in front of the class, and a pupil seeing it arrive, read the cards in hand and on the
table instead.
"""

from __future__ import annotations

from ..engine.notation import parse_position
from ..i18n import Translator
from ..i18n.cards import display_card
from ..puzzles.model import Puzzle
from .puzzle_text import theme_name


def puzzle_name(puzzle: Puzzle, tr: Translator) -> str:
    """Return the puzzle's short description: the hand to play and the table.

    >>> from cuarenta_tutor.puzzles.model import find_puzzle
    >>> puzzle_name(find_puzzle("quito-2p-00001"), Translator("en"))
    'Hand 4♣ 6♠ K♠, table 7♥'
    """
    position = parse_position(puzzle.position)
    hand = " ".join(display_card(card, tr.lang) for card in position.hand)
    table = " ".join(display_card(card, tr.lang) for card in position.table)
    if table:
        # Translators: a puzzle's name in the teacher's list; the cards follow as 7♠ K♥
        name = tr.gettext("Hand {hand}, table {table}").format(hand=hand, table=table)
    else:
        # Translators: a puzzle's name in the teacher's list; the cards follow as 7♠ K♥
        name = tr.gettext("Hand {hand}, empty table").format(hand=hand)
    if puzzle.players == 2:
        return name
    # Translators: a puzzle's number of players, always 3 or 4
    count = puzzle.players
    players = tr.ngettext("{count} player", "{count} players", count).format(count=count)
    return f"{name} · {players}"


def puzzle_title(puzzle: Puzzle, tr: Translator) -> str:
    """Return the puzzle's title: its themes, then its short description.

    >>> from cuarenta_tutor.puzzles.model import find_puzzle
    >>> puzzle_title(find_puzzle("quito-2p-00001"), Translator("en")).endswith("table 7♥")
    True
    """
    themes = ", ".join(theme_name(theme, tr) for theme in puzzle.themes)
    return f"{themes}: {puzzle_name(puzzle, tr)}"
