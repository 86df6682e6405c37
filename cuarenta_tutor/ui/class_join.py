"""A pupil in a class (``?class=CODE``): the join form, homework first, the live position.

Built by the app only when the address names a class. Joining asks for a nickname and
nothing else, and shows the pupil her rejoin code. The browser keeps her token, nickname
and code (its own storage key per class), so a reload comes back as the same pupil; on
another browser the nickname with the code does (:mod:`..classroom.rejoin`). Every few
seconds the page's ticker asks the class for news: homework and the position the teacher
puts on every screen.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

import anywidget
import ipywidgets as w
import traitlets

from ..classroom.errors import ClassroomError, RemovedFromClass
from ..classroom.model import Homework, LiveItem
from ..classroom.pupil import ClassNews, PupilLink, class_store
from ..i18n import Translator, alert_text
from ..puzzles import Puzzle, PuzzleError, find_puzzle
from ..render.markdown import to_html
from ..sentences.class_text import due_date
from ..sentences.puzzle_name import puzzle_title
from ..sentences.puzzle_text import puzzle_text
from .assets import asset
from .class_homework import HomeworkBox
from .class_reveal import LiveReveal
from .components import BrowserStore
from .guard import guarded

if TYPE_CHECKING:
    from ..tutor.practice import Practice
    from ..tutor.progress import Progress
    from .app import TutorApp

TICK_SECONDS = 3
LESSON_ARRIVES = (".ct-player .ct-lesson-title", ".ct-player .ct-table")
"""A pushed lesson comes into view from its title, else its table, down to its main action."""
PUZZLE_ARRIVES = (".ct-practice .ct-puzzle-title", ".ct-practice .ct-practice-table")
CODE = re.compile(r"[A-Za-z0-9]{1,16}")


def due_line(work: Homework, tr: Translator) -> str:
    """Return a homework's "Due 12 December 2026" in the pupil's language."""
    return tr.gettext("Due {date}").format(date=due_date(work.due, tr.lang))


def kept_pupil(text: str) -> dict[str, str]:
    """Return what the browser keeps of its pupil: ``token``, ``name`` and ``code``.

    An older page kept the token alone; anything unreadable keeps nothing.

    >>> kept_pupil('{"token": "t", "name": "Ana", "code": "K7QM"}')["code"]
    'K7QM'
    >>> kept_pupil("abc")
    {'token': 'abc', 'name': '', 'code': ''}
    """
    try:
        data = json.loads(text)
    except ValueError:
        data = {"token": text.strip()}
    if not isinstance(data, dict):
        data = {}
    return {part: str(data.get(part) or "") for part in ("token", "name", "code")}


def live_puzzle(puzzle_id: str) -> Puzzle | None:
    """Return the bank's puzzle a teacher put on every screen (None: not in this tutor's bank)."""
    try:
        return find_puzzle(puzzle_id)
    except PuzzleError:
        return None


class Ticker(anywidget.AnyWidget):
    """A clock in the page: ``tick`` goes up every few seconds while the page is open."""

    _esm = asset("ticker.js")
    tick = traitlets.Int(0).tag(sync=True)
    seconds = traitlets.Int(TICK_SECONDS).tag(sync=True)


def servers_only_html(tr: Translator) -> str:
    """Return the note that classes need a server (the static site, a server without data)."""
    text = tr.gettext(
        "Classes need the tutor on a server: your teacher starts it with "
        "'cuarenta-tutor serve'. Here you can still learn on your own."
    )
    return f"<p class='ct-class-note' role='status'>{escape(text)}</p>"


class ClassJoin:
    """The class's part of a pupil's page: join, then homework and the live position."""

    def __init__(self, app: TutorApp, code: str) -> None:
        self.app = app
        self.code = code.upper()
        store = class_store() if CODE.fullmatch(code) else None
        self.link = PupilLink(store, self.code) if store is not None else None
        self.news: ClassNews | None = None
        self._round = 0  # the live round last put on this screen
        self._class_name: str | None = None  # read once, for the join form
        self.heading = w.HTML()
        self.name = w.Text(continuous_update=False, style={"description_width": "initial"})
        self.name.add_class("ct-class-name")
        self.rejoin = w.Text(continuous_update=False, style={"description_width": "initial"})
        self.rejoin.add_class("ct-class-rejoin")
        self.join = w.Button(button_style="primary")
        self.join.add_class("ct-class-join")
        self.join.on_click(self._on_join)
        self.name.observe(self._on_name, names="value")
        self.rejoin.observe(self._on_name, names="value")
        self.problem = w.HTML()
        self.problem.add_class("ct-class-problem")
        self.form = w.HBox([self.name, self.rejoin, self.join])
        self.form.add_class("ct-class-form")
        self.status = w.HTML()
        self.status.add_class("ct-class-status")
        self.homework = HomeworkBox(app, due_line)
        self.live = w.HTML()
        self.live.add_class("ct-class-live")
        self.reveal = LiveReveal(app)  # the explanation, beside the position on screen
        self.token = BrowserStore(key=f"cuarenta-class-{self.code}", max_chars=200)
        self.token.observe(self._on_token, names="ready")
        self.ticker = Ticker()
        self.ticker.observe(self._on_tick, names="tick")
        parts: list[w.Widget] = [self.heading, self.problem]
        if self.link is not None:
            parts += [self.form, self.status, self.homework.root, self.live, self.token,
                      self.ticker, self.reveal.mover]  # fmt: skip
        self.root = w.VBox(parts)
        self.root.add_class("ct-class")

    def show_error(self, details: str) -> None:
        """Show an error of a class handler as the app shows its own."""
        self.app.show_error(details)

    @property
    def joined(self) -> bool:
        """Whether this page's pupil is in the class."""
        return self.link is not None and self.link.pupil is not None

    def render(self) -> None:
        """Write every text in the learner's language."""
        tr = self.app.tr
        if self.link is None:
            self.heading.value = servers_only_html(tr)
            return
        if not self.joined:
            self.heading.value = self._join_heading(tr)
            self.name.description = tr.gettext("Your name (a nickname is enough)")
            self.rejoin.description = tr.gettext("Rejoin code (only if you joined before)")
            self.join.description = tr.pgettext("button", "Join")
            self.form.layout.display = None
            self.status.value = ""
        else:
            pupil = self.link.pupil
            assert pupil is not None
            self.form.layout.display = "none"
            self.heading.value = ""
            said = escape(tr.gettext(
                "You joined {name} as {nickname}. Your answers go to your teacher."
            ).format(name=self.news.name if self.news else self.code,
                     nickname=pupil.name))  # fmt: skip
            # focusable by the page only: where the focus goes once she is in (page_shell.js)
            self.status.value = (
                f"<p class='ct-class-said' role='status' tabindex='-1'>{said}</p>"
            ) + self._code_html(pupil.rejoin_code, tr)
        self._render_news(tr)

    def _join_heading(self, tr: Translator) -> str:
        """Return the join form's heading, naming the class, and what joining sends."""
        if self._class_name is None and self.link is not None:
            try:
                self._class_name = self.link.store.news(self.code)[0]
            except ClassroomError:  # no such class: the form says so when she joins
                self._class_name = ""
        heading = (
            tr.gettext("Join your class: {name}").format(name=self._class_name)
            if self._class_name
            else tr.gettext("Join your class")
        )
        sent = tr.gettext(
            "The lessons you have already solved on this device go to your class when you join."
        )
        return f"<h2>{escape(heading)}</h2><p class='ct-class-sent'>{escape(sent)}</p>"

    @staticmethod
    def _code_html(code: str, tr: Translator) -> str:
        """Return the line that shows the pupil her rejoin code (nothing when she has none)."""
        if not code:
            return ""
        text = escape(tr.gettext(
            "Your rejoin code: {code}. Write it down: with your nickname, it brings you "
            "back to this class from any device."))  # fmt: skip
        shown = f"<strong class='ct-rejoin-code'>{escape(code)}</strong>"
        return f"<p class='ct-class-code'>{text.replace('{code}', shown)}</p>"

    def _render_news(self, tr: Translator) -> None:
        news = self.news
        self.homework.show(news.homework if news else (), news.done if news else ())
        self.live.value = self._live_html(news.live if news else None, tr)

    def _live_html(self, live: LiveItem | None, tr: Translator) -> str:
        """Return the class's line about the live item; its explanation goes where it is seen."""
        if live is None:
            self.reveal.show(None, "", tr)
            return ""
        title, explanation = self._live_words(live, tr)
        text = escape(tr.gettext("Your teacher is showing this to the whole class: {title}")
                      .format(title=title))  # fmt: skip
        html = f"<p class='ct-live-note' role='status'>{text}</p>"
        words = ""
        if live.revealed and explanation:
            head = escape(tr.gettext("Explanation"))
            words = (f"<section class='ct-live-explanation'><h2>{head}</h2>"
                     f"{to_html(explanation, tr.lang)}</section>")  # fmt: skip
        return html if self.reveal.show(live, words, tr) else html + words

    def _live_words(self, live: LiveItem, tr: Translator) -> tuple[str, str]:
        """Return the live item's title and explanation (empty when it is unknown)."""
        if live.kind == "puzzle":
            puzzle = live_puzzle(live.item)
            if puzzle is None:
                return live.item, ""
            return puzzle_title(puzzle, tr), puzzle_text(puzzle, tr).explanation
        lesson = self.app.session.lessons.get(live.item)
        if lesson is None:
            return live.item, ""
        text = lesson.text(self.app.session.lang)[0]
        return text.title, text.explanation

    # -- steps written to the class ----------------------------------------------------
    def lesson_step(self) -> None:
        """Write the lesson's latest judged answer (before the verdict is drawn)."""
        session = self.app.session
        if self.link is None or session.lesson is None:
            return
        live = self.news.live if self.news else None
        stars = session.earned if session.finished else 0
        link, lesson = self.link, session.lesson
        self._write(lambda: link.lesson_step(lesson.id, session.feedback, session.selection,
                                             stars, live))  # fmt: skip

    def practice_step(self, practice: Practice) -> None:
        """Write the practice answer just judged (before the verdict is drawn)."""
        if self.link is None or practice.puzzle is None:
            return
        rating = practice.record.learner.rating.rating
        live = self.news.live if self.news else None
        link, puzzle = self.link, practice.puzzle
        self._write(lambda: link.practice_step(puzzle.id, puzzle.themes, practice.feedback,
                                               rating, live, practice.selection,
                                               practice.record))  # fmt: skip

    def game_reviewed(self, positions: int) -> None:
        """Write that a finished game's mistakes were kept for review."""
        if (link := self.link) is not None:
            self._write(lambda: link.game_reviewed(positions))

    def _write(self, step: Callable[[], None]) -> None:
        """Write a step to the class; a pupil the teacher took out is told so, in a sentence.

        She leaves the class on this page (the form comes back, her name in it); her own
        progress stays in the browser, as the app stores it after this.
        """
        try:
            step()
        except RemovedFromClass as error:
            assert self.link is not None
            name = self.link.pupil.name if self.link.pupil else ""
            self.link.pupil = None
            self.news = None
            self.token.value = ""
            self.name.value = name
            with self.app.muted():
                self.render()
            said = escape(alert_text(error, self.app.tr))
            self.problem.value = f"<p class='ct-class-error' role='alert'>{said}</p>"

    # -- handlers ------------------------------------------------------------------------
    @guarded
    def _on_name(self, _change: dict[str, Any]) -> None:
        self.problem.value = ""

    @guarded
    def _on_join(self, _button: w.Button | None = None) -> None:
        if self.link is None:
            return
        tr = self.app.tr
        try:
            self.link.join(self.name.value, self.rejoin.value)
        except ClassroomError as error:
            self.problem.value = (
                f"<p class='ct-class-error' role='alert'>{escape(alert_text(error, tr))}</p>"
            )
            return
        self._joined()

    def own_work(self, progress: Progress) -> Progress:
        """Return ``progress`` with her lessons from the class merged in (not joined: as is)."""
        return self.link.own_work(progress) if self.link is not None else progress

    def _joined(self) -> None:
        """Keep the pupil in this browser, clear the form and show the class."""
        assert self.link is not None
        pupil = self.link.pupil
        assert pupil is not None
        self._keep()
        self.rejoin.value = ""
        session = self.app.session
        merged = self.link.own_work(session.progress)
        if merged != session.progress:  # her work from another browser comes back to this one
            session.progress = merged
            self.app.progress_replaced()
        self._refresh()

    @guarded
    def _on_token(self, change: dict[str, Any]) -> None:
        """Come back as the pupil this browser kept: by her token, else her name and code."""
        if not change["new"] or self.link is None:
            return
        kept = kept_pupil(self.token.loaded)
        if kept["token"] and self.link.rejoin(kept["token"]):
            self._joined()  # an older page kept the token alone: now the name and code too
            return
        if kept["name"] and kept["code"]:
            try:
                self.link.join(kept["name"], kept["code"])
            except ClassroomError:  # another code now, or no longer in the class: the form
                self.name.value = kept["name"]
                return
            self._joined()

    @guarded
    def _on_tick(self, _change: dict[str, Any]) -> None:
        if self.joined:
            self._refresh()

    def _keep(self) -> None:
        """Keep the pupil in this browser: token, nickname and her rejoin code as it is now."""
        pupil = self.link.pupil if self.link is not None else None
        if pupil is None:
            return
        kept = {"token": pupil.token, "name": pupil.name, "code": pupil.rejoin_code}
        text = json.dumps(kept, ensure_ascii=False)
        if self.token.value != text:
            self.token.value = text

    def _seen(self, live: LiveItem | None) -> None:
        """Count a revealed live lesson, open here and not yet solved, as a solution seen."""
        revealed = live is not None and live.revealed and live.kind == "lesson"
        if revealed and live is not None and self.app.session.seen_elsewhere(live.item):
            if (link := self.link) is not None:  # the teacher's table says what her map says
                self._write(lambda: link.solution_seen(live.item))
            self.app.changed()  # kept in the browser, its stars redrawn

    def _refresh(self) -> None:
        """Ask the class for news (her code too); put a newly pushed live lesson on this screen.

        The position pushed is scrolled into view, board and main action (walk P4, N4).
        """
        assert self.link is not None
        self.news = self.link.news(time.time())
        self._keep()  # a new code from the teacher is shown and kept at once
        live = self.news.live if self.news else None
        if live is not None and live.round != self._round:
            self._round = live.round
            if live.kind == "lesson" and live.item in self.app.session.lessons:
                self.app.open_lesson(live.item)
                self.app.changed()
                self.reveal.mover.arrive(LESSON_ARRIVES, ".ct-player .ct-main")
            elif live.kind == "puzzle" and (puzzle := live_puzzle(live.item)) is not None:
                self.app.practice.open_puzzle(puzzle)
                self.app.show_practice()
                self.reveal.mover.arrive(PUZZLE_ARRIVES, ".ct-practice .ct-main")
        self._seen(live)  # after opening: a lesson pushed and revealed at once is seen too
        with self.app.muted():
            self.render()
