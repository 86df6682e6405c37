"""What the Lesson tab says to screen readers: a lesson opened, a verdict, a hint, a press.

A verdict is said when it is new, and again when the learner presses *Check* and gets the
same one (the same wrong answer twice): the live text would not change, so nothing would be
heard (walk P3, old N3). Pure sentences here; :class:`LessonSpeech` keeps what was said.
"""

from __future__ import annotations

from ..i18n import Translator
from ..tutor.feedback import Feedback, Verdict
from .components import Announcer
from .markup import spoken_text
from .play_results import sentence

MISSES = (Verdict.WRONG, Verdict.ILLEGAL)
"""Verdicts that a repeated answer gets again: said as the same answer once more."""


def verdict_speech(verdict: str, because: str, *, again: bool, miss: bool, tr: Translator) -> str:
    """Say a verdict (and the explanation beside it); an answer given again says so first."""
    head = tr.gettext("The same answer again.") + " " if again and miss else ""
    return f"{head}{sentence(verdict)} {because}".strip()


class LessonSpeech:
    """Tell screen readers what is new in the Lesson tab through its :class:`Announcer`."""

    def __init__(self, announcer: Announcer) -> None:
        self.announcer = announcer
        self._said: tuple[Feedback | None, str] = (None, "")
        self._hints_told = 0
        self._pressed = False

    def pressed(self) -> None:
        """Note that the learner answered (*Check*, Enter in the typing box): say the verdict."""
        self._pressed = True

    def announce(
        self,
        *,
        fresh: bool,
        feedback: Feedback | None,
        texts: tuple[str, str, str, str],
        hints: list[str],
        tr: Translator,
    ) -> None:
        """Say what is new: a lesson opened, a verdict, a hint; empty a verdict gone.

        ``texts`` is the HTML of the title, the question, the feedback and the explanation.
        A verdict is said with the explanation beside it (a quiz's reason is only there),
        again in a new language and after every press; a lesson opened, its title and
        question; a verdict cleared empties the region (walk P3-N2).
        """
        title, prompt, verdict, because = (spoken_text(text) for text in texts)
        said, pressed, lang = (feedback, tr.lang), self._pressed, tr.lang
        self._pressed = False
        if fresh:
            self._hints_told = len(hints)
            self.announcer.say(f"{sentence(title)} {prompt}", lang)
        elif feedback is not None and (said != self._said or pressed):
            again, miss = said == self._said, feedback.verdict in MISSES
            text = verdict_speech(verdict, because, again=again, miss=miss, tr=tr)
            self.announcer.say(text, lang)
        elif len(hints) > self._hints_told:
            self.announcer.say(spoken_text(hints[-1]), lang)
        elif feedback is None and self._said[0] is not None:
            self.announcer.clear()
        self._said = said
        self._hints_told = len(hints)
