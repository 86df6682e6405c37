"""The felt: the table and the hand as card rows, each under a caption that names it.

One composite for the three tabs that show cards (Lesson, Practice, Play). A board may
also have a row above the table (the opponent's open hand in an endgame, the engine's last
cards in Play) and a line between table and hand (the learner's pile and a caída's badge).
The views draw it from :class:`~cuarenta_tutor.ui.board_model.Row` models; a click on a
card reaches the view as the card's code.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..i18n import Translator
from .board_model import Row
from .components import CardRow, name_board, row_entries

Pick = Callable[[str], None]
"""What a click on a card does, given the card's code (a view's guarded handler parses it)."""


def caption_html(text: str) -> str:
    """Return a row's caption as the felt shows it.

    >>> caption_html("Your hand")
    "<div class='ct-caption'>Your hand</div>"
    """
    return f"<div class='ct-caption'>{escape(text)}</div>"


def entries(row: Row, tr: Translator, *, four_colour: bool) -> list[dict[str, Any]]:
    """Return the entries of a card row showing ``row`` (pictures, names, states)."""
    made = row_entries(
        row.cards,
        tr,
        four_colour=four_colour,
        selected=row.selected,
        marked=row.marked,
        best=row.best,
        taken=row.taken,
        disabled=row.disabled,
    )
    if row.enabled is None:
        return made
    codes = {str(card) for card in row.enabled}
    return [{**entry, "disabled": entry["code"] not in codes} for entry in made]


class CardBoard:
    """The table and hand rows with their captions, in one green felt (``root``).

    ``table_class`` and ``hand_class`` are the rows' CSS classes (the tests and the page's
    scripts find the rows by them); ``top_class`` adds a captioned row above the table,
    ``pile`` a line for the pile and a moment's badge between table and hand.
    """

    top_caption: w.HTML
    top_row: CardRow
    top_box: w.VBox
    """The row above the table and its caption (only on a board made with ``top_class``)."""
    pile: w.HTML
    moment: w.HTML
    pile_box: w.HBox
    """The pile line and a moment's badge (only on a board made with ``pile``)."""

    def __init__(
        self, table_class: str, hand_class: str, *, top_class: str = "", pile: bool = False
    ) -> None:
        # the optional parts are made only when asked for: every widget made is sent to the page
        self.table_caption, self.hand_caption = w.HTML(), w.HTML()
        self.table_row = CardRow()
        self.table_row.add_class(table_class)
        self.hand_row = CardRow()
        self.hand_row.add_class(hand_class)
        parts: list[w.Widget] = [self.table_caption, self.table_row]
        if top_class:
            self.top_caption, self.top_row = w.HTML(), CardRow(shown_only=True)  # not to choose
            self.top_row.add_class(top_class)
            self.top_box = w.VBox([self.top_caption, self.top_row])
            parts.insert(0, self.top_box)
        if pile:
            self.pile, self.moment = w.HTML(), w.HTML()
            self.moment.add_class("ct-moment")
            self.pile_box = w.HBox([self.pile, self.moment])
            self.pile_box.add_class("ct-wrap")
            parts.append(self.pile_box)
        self.root = w.VBox([*parts, self.hand_caption, self.hand_row])
        self.root.add_class("ct-felt")

    def on_pick(self, table: Pick, hand: Pick) -> None:
        """Call ``table`` or ``hand`` with the code of the card clicked in that row."""
        self.table_row.observe(lambda _change: table(self.table_row.clicked), names="clicks")
        self.hand_row.observe(lambda _change: hand(self.hand_row.clicked), names="clicks")

    def draw(self, table: Row, hand: Row, tr: Translator, *, four_colour: bool) -> None:
        """Show the table and hand cards, and name both rows in ``tr``'s language."""
        self.table_row.cards = entries(table, tr, four_colour=four_colour)
        self.hand_row.cards = entries(hand, tr, four_colour=four_colour)
        table_name, hand_name = name_board(self.table_row, self.hand_row, tr)
        self.table_caption.value = caption_html(table_name)
        self.hand_caption.value = caption_html(hand_name)

    def draw_top(
        self, row: Row, tr: Translator, *, four_colour: bool, label: str, empty_text: str
    ) -> None:
        """Show the row above the table under its caption ``label``."""
        self.top_row.cards = entries(row, tr, four_colour=four_colour)
        self.top_row.label = label
        self.top_row.empty_text = empty_text
        self.top_caption.value = caption_html(label)
