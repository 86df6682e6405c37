"""The coach's verdict in Play's box: its first sentence, then its reasons in a disclosure.

The first sentence (band, cost, the better action) is always shown. The reasons and the
chances follow in a native ``<details>``, drawn open, its label hidden: the verdict reads
whole. On a screen where the verdict, the hand and *Play* do not fit together (a phone,
a long verdict over a table of two rows: walk17 L1), the page folds it (play_fit.js):
the label *Why?* shows, a button for touch, keyboard and screen readers alike. A screen
reader hears the whole verdict from the live region either way, without the label.
"""

from __future__ import annotations

import re
from html import escape

from ..engine.search.coach import Band, Verdict
from ..i18n import Translator
from ..sentences.coach import verdict_head
from .markup import plain_text

LABEL = re.compile(r"<summary\b[^>]*>.*?</summary>", re.S)
"""The disclosure's label: shown when folded, never said as part of the verdict."""


def verdict_parts(verdict: Verdict | None, text: str, tr: Translator) -> tuple[str, str]:
    """Split a verdict's ``text`` into its first sentence and the rest (its reasons, chances).

    A *Best* verdict, or a text that does not start with the verdict's first sentence (a
    notice, a hint, a verdict beside the hint), stays whole: ``(text, "")``.
    """
    if verdict is None or verdict.band is Band.BEST:
        return text, ""
    head = verdict_head(verdict, tr)
    if not text.startswith(head):
        return text, ""
    return head, text[len(head) :].strip()


def verdict_html(verdict: Verdict, text: str, tr: Translator, *, foldable: bool = True) -> str:
    """Draw the verdict's box: the first sentence, then the rest in a disclosure drawn open.

    Not ``foldable`` (a deck's or the mesa's end shows: no hand to keep on the screen), the
    rest follows as plain text, so that a verdict the page folded before the moment came
    (the engine's reply drawn later on a slow machine) is drawn again whole.
    """
    name = escape(tr.gettext("The coach's verdict"), quote=True)
    head, rest = verdict_parts(verdict, text, tr)
    body = escape(head)
    if rest and not foldable:
        body += f" {escape(rest)}"
    elif rest:
        # Translators: the label of the folded part of the coach's verdict on a small
        # screen: its reasons and the chances, shown when the learner taps it.
        why = escape(tr.gettext("Why?"))
        body += (
            f" <details class='ct-play-why' open><summary>{why}</summary>"
            f"<span class='ct-play-why-text'>{escape(rest)}</span></details>"
        )
    return (  # no scrolling box of its own and no tab stop, unless folded (then its label)
        f"<div class='ct-feedback ct-band-{verdict.band.value}' role='region'"
        f" aria-label='{name}'>{body}</div>"
    )


def coach_said(html: str) -> str:
    """Return the coach's box as said: its text without the disclosure's label.

    >>> coach_said("Mistake: K♠ was better. <details open><summary>Why?</summary>"
    ...     "<span>It takes more.</span></details>")
    'Mistake: K♠ was better. It takes more.'
    """
    return plain_text(LABEL.sub(" ", html))
