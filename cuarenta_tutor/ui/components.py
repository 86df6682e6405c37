"""Small browser-side widgets (anywidget): card rows, storage, a file picker, a disclosure.

Everything they need ships inside the package: no asset is fetched from the internet.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..engine.cards import Card
from ..i18n import Translator
from ..render.cards import card_label, card_svg
from .assets import asset
from .said_words import said


class CardRow(anywidget.AnyWidget):
    """A row of clickable SVG cards; each click sets ``clicked`` and bumps ``clicks``.

    Redraws update the buttons in place, so focus stays on the card the learner chose; the
    row is one Tab stop and the arrow keys move between its cards. Cards that leave the row
    (played, captured) fade out towards the pile unless the learner asked for less motion.

    The browser sends each click as its own message (``{"card": code}``), never as synced
    state: ipywidgets merges the state changes made while the kernel is busy, which would
    drop the middle one of three quick clicks. ``clicked`` and ``clicks`` live in the kernel
    only; observe ``clicks``.
    """

    _esm = asset("card_row.js")
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)
    shown_only = traitlets.Bool(False).tag(sync=True)
    """Cards only to be seen (the opponent's open hand): pictures, never buttons."""
    clicked = traitlets.Unicode("")
    clicks = traitlets.Int(0)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_message)

    def click(self, code: str) -> None:
        """Take a click on the card ``code``, as when the browser sends one."""
        self.clicked = code
        self.clicks += 1

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        card = content.get("card") if isinstance(content, dict) else None
        if isinstance(card, str):
            self.click(card)


def card_entry(
    card: Card,
    tr: Translator,
    *,
    four_colour: bool,
    selected: bool = False,
    marked: bool = False,
    best: bool = False,
    taken: bool = False,
    disabled: bool = False,
) -> dict[str, Any]:
    """Return one card of a :class:`CardRow`: its picture, its spoken name and its state.

    ``marked`` is the card just dropped, a caída target (its name says so); ``best`` a card
    of the shown solution; ``taken`` a card the learner's right play captures (it flies off).
    """
    label = card_label(card, tr.lang)
    if marked:
        label += tr.dash + tr.gettext("just dropped: a caída target")
    return {
        "code": str(card),
        "svg": card_svg(card, tr.lang, four_colour=four_colour, marked=marked),
        "label": label,
        "selected": selected,
        "marked": marked,
        "best": best,
        "taken": taken,
        "disabled": disabled,
    }


def row_entries(
    cards: Sequence[Card],
    tr: Translator,
    *,
    four_colour: bool,
    selected: Collection[Card | None] = (),
    marked: Collection[Card | None] = (),
    best: Collection[Card] = (),
    taken: Collection[Card] = (),
    disabled: bool = False,
) -> list[dict[str, Any]]:
    """Return the entries of a :class:`CardRow` showing ``cards`` (see :func:`card_entry`)."""
    return [
        card_entry(
            card,
            tr,
            four_colour=four_colour,
            selected=card in selected,
            marked=card in marked,
            best=card in best,
            taken=card in taken,
            disabled=disabled,
        )
        for card in cards
    ]


def name_board(table: CardRow, hand: CardRow, tr: Translator) -> tuple[str, str]:
    """Name the table and hand rows (and what they say empty); return the two names."""
    table.label, hand.label = tr.gettext("Table"), tr.gettext("Your hand")
    table.empty_text = tr.gettext("The table is empty.")
    hand.empty_text = tr.gettext("No cards in hand.")
    return table.label, hand.label


class Announcer(anywidget.AnyWidget):
    """A polite live region, in the page from the start, that screen readers read out.

    Call :meth:`say`: each call is announced, even when the text is the same as before.
    """

    _esm = asset("announcer.js")
    text = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)

    def say(self, text: str, lang: str) -> None:
        """Announce ``text`` (in ``lang``) to screen readers (one message to the browser).

        Cards shown as "7♥" are said by their names ("seven of hearts"), as a card's label is,
        a capture's arrow in words, and a sentence starts with a capital ("Right! Seven …").
        """
        with self.hold_sync():
            self.lang = lang
            self.text = said(text, Translator(lang))
            self.serial += 1

    def clear(self) -> None:
        """Empty the region without announcing anything (its message no longer applies)."""
        self.text = ""


class GroupName(anywidget.AnyWidget):
    """Give another widget, found by its class ``controls``, a ``role`` and a name (``label``).

    ipywidgets cannot name a group of radio buttons: this gives it the question as its name,
    so that a screen reader says what the options answer. Shows nothing itself.
    """

    _esm = asset("group_name.js")
    controls = traitlets.Unicode("").tag(sync=True)
    role = traitlets.Unicode("group").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)


class DescribedBy(anywidget.AnyWidget):
    """Link the field (or the button) of class ``controls`` to the text of class ``by``.

    The field gets ``aria-describedby``: a screen reader reads the help after its name.
    Shows nothing itself.
    """

    _esm = asset("described_by.js")
    controls = traitlets.Unicode("").tag(sync=True)
    by = traitlets.Unicode("").tag(sync=True)


class FieldKeys(anywidget.AnyWidget):
    """Set ``attributes`` on the text fields of the widgets of class ``controls``.

    For a count box: ``inputmode="numeric"`` brings up a phone's number keys, while the
    field stays a text box (what is typed is read as before). Shows nothing itself.
    """

    _esm = asset("field_keys.js")
    controls = traitlets.Unicode("").tag(sync=True)
    attributes = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)


NUMBER_KEYS = {"inputmode": "numeric", "pattern": "[0-9]*", "autocomplete": "off"}
"""A count field's attributes: a phone's number keys, no suggestions from earlier forms."""


class FocusMover(anywidget.AnyWidget):
    """Move keyboard focus in the page to the first usable control matching a selector."""

    _esm = asset("focus_mover.js")

    def first(
        self,
        selector: str,
        *,
        reveal: str = "",
        block: str = "start",
        over: str = "",
        hold: str = "",
    ) -> None:
        """Focus the first enabled, visible control that matches ``selector`` (once drawn).

        ``reveal``: a selector of the part of the page to scroll into view with it (a
        panel whose heading must be seen, not only its button), aligned as ``block`` says
        (``start``, ``center``, ``end`` or ``nearest``, as in ``scrollIntoView``).
        ``over``: controls that focus may be on meanwhile without the learner having put it
        there (the page's focus rescue lands on a panel's main button): focus moves on.
        ``hold``: a part focused while the kernel works (a busy status): keys pressed there
        are not the learner going elsewhere, and the focus still moves.
        """
        message = {"first": selector} | ({"over": over} if over else {})
        if hold:
            message |= {"hold": hold}
        if reveal:
            message |= {"reveal": reveal, "block": block}
        self.send(message)

    def show(self, selector: str, *, block: str = "nearest") -> None:
        """Scroll the part matching ``selector`` into view once drawn; the focus stays put."""
        self.send({"show": selector, "block": block})

    def arrive(self, tops: tuple[str, ...], end: str) -> None:
        """Bring a position that came from elsewhere into view once drawn; the focus stays.

        From the first of ``tops`` (its title, then its board) that fits on the screen with
        ``end`` (its main action) down to ``end``; when none does, ``end`` at the bottom.
        """
        self.send({"tops": list(tops), "end": end})


class EscapeKey(anywidget.AnyWidget):
    """Tell the kernel when Escape is pressed inside ``within`` (a class), while ``active``.

    Shows nothing; a question that Escape cancels sets ``active`` while it is asked.
    """

    _esm = asset("escape_key.js")
    active = traitlets.Bool(False).tag(sync=True)
    within = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_escape: Callable[[], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_escape = on_escape
        self.on_msg(self._on_message)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("escape") and self.active:
            self._on_escape()


class BrowserStore(anywidget.AnyWidget):
    """The learner's browser storage: ``loaded`` arrives once, ``value`` is written back.

    Stored text longer than ``max_chars`` is never sent: ``oversized`` says its length.
    Setting ``set_aside`` to another key moves the stored text there (in the browser: the
    kernel never sends it back), so that unreadable progress is kept, not overwritten.
    """

    _esm = asset("browser_store.js")
    key = traitlets.Unicode("cuarenta-tutor-progress").tag(sync=True)
    max_chars = traitlets.Int(0).tag(sync=True)
    loaded = traitlets.Unicode("").tag(sync=True, echo_update=False)
    oversized = traitlets.Int(0).tag(sync=True, echo_update=False)
    ready = traitlets.Bool(False).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    set_aside = traitlets.Unicode("").tag(sync=True)


class FilePicker(anywidget.AnyWidget):
    """A button that reads one chosen text file; files over ``max_size`` bytes are not read.

    Each choice bumps ``uploads``: ``name`` and ``text`` are the file's, or ``too_large`` is
    its size in bytes (and ``text`` is empty).
    """

    _esm = asset("file_picker.js")
    description = traitlets.Unicode("").tag(sync=True)
    tooltip = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)
    max_size = traitlets.Int(0).tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True, echo_update=False)
    text = traitlets.Unicode("").tag(sync=True, echo_update=False)
    too_large = traitlets.Int(0).tag(sync=True, echo_update=False)
    uploads = traitlets.Int(0).tag(sync=True)


class Disclosure(anywidget.AnyWidget):
    """A button that shows or hides another widget, ``part``, and says which and whether.

    The button carries ``aria-expanded`` and ``aria-controls``; ``part`` becomes a labelled
    group (``role=group``, named ``part_label``). ``label`` is the button's text: a summary of
    what ``part`` holds, so that it need not be opened to be read. The button stays in the
    page when pressed, so keyboard focus stays on it. ``part`` is found in the page by the
    class ``controls``, which must be unique there.
    """

    _esm = asset("disclosure.js")
    label = traitlets.Unicode("").tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True)
    """The button's accessible name when ``label`` alone is not unique (starts with it)."""
    part_label = traitlets.Unicode("").tag(sync=True)
    controls = traitlets.Unicode("").tag(sync=True)
    expanded = traitlets.Bool(False).tag(sync=True)

    def __init__(self, part: w.Box, controls: str, **kwargs: Any) -> None:
        super().__init__(controls=controls, **kwargs)
        self.part = part
        part.add_class(controls)
        self.observe(self._show, names="expanded")
        self._show()

    def _show(self, _change: object = None) -> None:
        """Show ``part`` when open (the browser already did: this keeps the kernel's view)."""
        self.part.layout.display = "" if self.expanded else "none"
