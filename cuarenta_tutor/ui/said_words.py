"""Text shown with card signs, said in words: for screen readers (issue 25, N2).

The screen shows plays as ``7♠ → 3♣ 4♥``; a screen reader read that as "7 black spade suit
right arrow 3 …". What it says instead names each card as a card's own label does
(:func:`~cuarenta_tutor.render.cards.spoken_cards`) and says a play as a noun phrase, which
reads well alone and inside a sentence: "You played seven of spades taking three of clubs
and four of hearts" (German "Pik-Sieben auf Kreuz-Drei", walk P2, N8). Card names take the
case their sentence gives them (:mod:`~cuarenta_tutor.render.card_speech`). Between two
scores ("36 → 38") the arrow is no capture: it is said "from 36 to 38" (walk P2, N10).

By ear a list must say where each play ends (walk P3, N5): the last two cards of a row are
joined by the language's "and" (a choice, joined by "or" on the screen too, stays one),
plays in a list are parted by a semicolon, and a play whose
phrase opens a clause ("{card}, jolla otetaan {cards}") closes it with a comma when the
sentence goes on ("Paras: …, jolla otetaan ristiviitonen, oli juuri oikea siirto").
"""

from __future__ import annotations

import re
from html import escape

from ..i18n import Translator
from ..render.card_speech import card_name, declined_cards
from ..render.cards import spoken_cards

SUITS = "♠♥♦♣★"
BETWEEN_CARDS = re.compile(rf"(?<=[{SUITS}]) (?=[^\s{SUITS}]{{1,2}}[{SUITS}])")
"""The space between two cards in a row ("3♣ 4♥"): said with a pause, as a comma."""

SCORE_CHANGE = re.compile(rf"(?<![\w{SUITS}])(\d+) → (\d+)(?![\w{SUITS}])")
"""An arrow between two scores ("36 → 38"), not between cards (a card has its suit sign)."""

BETWEEN_PLAYS = "; "
"""Said between two plays of a list, where the screen has a comma: a longer pause."""

SENTENCE_START = re.compile(r"(^|(?<!\d)[.!?]\s+)(\w)")
"""A sentence's first letter: after "Right!" a card's name starts one ("7. move" does not)."""


def said(text: str, tr: Translator) -> str:
    """Return ``text`` as it is said: each card by its name, a play as a noun phrase.

    >>> said("Deck 1, your move 2: 7♠ → 3♣ 4♥", Translator("en"))
    'Deck 1, your move 2: seven of spades taking three of clubs and four of hearts'
    >>> said("Du hast 5♠ → B♣ gespielt.", Translator("de"))
    'Du hast Pik-Fünf auf Kreuz-Buben gespielt.'
    >>> said("Du hast Kreuz-Bube Karo-Bube Herz-Bube Karo-Vier.", Translator("de"))
    'Du hast Kreuz-Buben, Karo-Buben, Herz-Buben und Karo-Vier.'
    >>> said("Oikein! 7♠ on paras. Kierros 1, 7. siirtosi", Translator("fi"))
    'Oikein! Pataseiska on paras. Kierros 1, 7. siirtosi'
    >>> said("Myös: 6♠ → A♠ 5♠, 2♣ pöytään.", Translator("fi"))
    'Myös: patakuutonen, jolla otetaan pataässä ja pataviitonen; ristikakkonen pöytään.'
    >>> said("That clears the table, 36 → 38.", Translator("en"))
    'That clears the table, from 36 to 38.'
    """
    # Translators: a score going up, said aloud: "36 → 38" is read "from 36 to 38".
    change = tr.pgettext("score change, said", "from {before} to {after}")
    text = SCORE_CHANGE.sub(lambda m: change.format(before=m[1], after=m[2]), text)
    text = _between_plays(tr).sub(rf"\1{BETWEEN_PLAYS}", text)
    text = spoken_cards(BETWEEN_CARDS.sub(", ", text), tr.lang)
    name = card_name(tr.lang)  # cards named in a row, as chips are: said with a pause too
    text = _plays_said(re.sub(rf"({name}) (?={name})", r"\1, ", text), tr)
    text = _last_joined(text, tr)
    # Translators: an arrow said aloud that no play's words replaced (a joker's play, say):
    # "★ → 3♣" is read "joker takes three of clubs" (the glossary's verb, third person).
    takes = tr.pgettext("capture arrow, said", "takes")
    text = declined_cards(text.replace(" → ", f" {takes} "), tr.lang)
    return SENTENCE_START.sub(lambda m: m[1] + m[2].upper(), text)


def _between_plays(tr: Translator) -> re.Pattern[str]:
    """Match the comma between two plays of a shown list ("7♠ → 3♣ 4♥, 2♣ pöytään").

    A play ends with a card or the words after a dropped card ("pöytään"), and the next
    starts with a card or the words before one ("drop"); the cards of one play stand apart
    by spaces, so a comma between two cards parts two plays.
    """
    drop = tr.pgettext("play in a list", "drop {card}")
    before, _, after = (part.strip() for part in drop.partition("{card}"))
    card = rf"[^\s{SUITS}]{{1,2}}[{SUITS}]"
    ends = f"[{SUITS}]" + (f"|{re.escape(after)}" if after else "")
    starts = card + (rf"|{re.escape(before)}\s" if before else "")
    return re.compile(rf"({ends}), (?={starts})")


def _last_joined(text: str, tr: Translator) -> str:
    """Join the last two cards of each row of names with the language's "and".

    A choice already joined by the language's "or" (``5♣ 5♦ or 5♥``: see
    :func:`~cuarenta_tutor.sentences.listing.choice_text`) is left as it is: only a whole
    row, with no "or" before its last card, is cards taken together.
    """
    name = card_name(tr.lang)
    # Translators: the last two cards of a list said aloud: "three of clubs, four of hearts
    # and five of spades"; {cards} is the cards before the last, {card} the last one.
    join = tr.pgettext("cards listed, said", "{cards} and {card}")
    choice = tr.pgettext("cards to choose from", "{cards} or {card}")
    either = re.escape(choice.partition("{cards}")[2].partition("{card}")[0])  # " or "
    row = re.compile(rf"({name}(?:, {name})*), ({name})(?!, {name}|{either}{name})")
    return row.sub(lambda m: join.format(cards=m[1], card=m[2]), text)


def _plays_said(text: str, tr: Translator) -> str:
    """Say each play ("seven of spades → three of clubs four of hearts") as a noun phrase."""
    name = card_name(tr.lang)
    play = re.compile(rf"({name}) → ({name}(?:,\s*{name})*)(?=(\s+\w)?)")
    # Translators: a play said aloud, as a noun phrase that fits any sentence ("You played
    # {card} taking {cards}", "Best: …"): German "{card} auf {cards}", Spanish "{card}, que
    # se lleva {cards}". {cards} is a list of one or more cards, separated by commas.
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    names = re.compile(name)

    clause = phrase.startswith("{card},")  # a clause the sentence's next word must close

    def one(match: re.Match[str]) -> str:
        taken = ", ".join(names.findall(match[2]))
        closed = "," if clause and match[3] else ""
        return phrase.format(card=match[1], cards=taken) + closed

    return play.sub(one, text)


def said_html(text: str, tr: Translator) -> str:
    """Show ``text`` with its signs to the eye, and say it in words to screen readers.

    >>> for part in said_html("J♠ → J♥", Translator("en")).split("</span>")[:2]:
    ...     print(part)
    <span aria-hidden='true'>J♠ → J♥
    <span class='ct-visually-hidden'>Jack of spades taking jack of hearts
    """
    return (
        f"<span aria-hidden='true'>{escape(text)}</span>"
        f"<span class='ct-visually-hidden'>{escape(said(text, tr))}</span>"
    )


def shown_said_html(text: str, tr: Translator) -> str:
    """Show ``text``; where it holds cards or arrows, say it in words to screen readers.

    Text without them is only escaped: a screen reader reads it as it stands.

    >>> shown_said_html("Cartón for you: +6", Translator("en"))
    'Cartón for you: +6'
    >>> "two of spades and four of diamonds" in shown_said_html("Left: 2♠ 4♦.", Translator("en"))
    True
    """
    return said_html(text, tr) if said(text, tr) != text else escape(text)
