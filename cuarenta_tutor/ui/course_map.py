"""The course map: every course and lesson with the learner's stars, and the way on.

The whole map is one widget (one model for the kernel to send and the page to create):
the page draws native buttons from its state and sends back the lesson that was clicked.
``render`` only rewrites that state. The map marks the open lesson, suggests the next one
(the *Continue* button opens it), shows a lesson whose solution was only seen, and a course
that is finished.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..i18n import Translator
from ..render.markdown import plain_inline
from ..tutor.lesson import LessonSession
from ..tutor.progress import MAX_STARS
from .markup import stars_text

MAP_JS = """
function render({ model, el }) {
  const make = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  // The map hides when the lesson opens: keyboard focus follows the learner to the lesson
  // (the first control of the player, once the kernel has drawn it) instead of the page.
  const follow = (button) => {
    const until = Date.now() + 10000;
    const step = () => {
      if (Date.now() > until) return;
      if (button.offsetParent !== null) { setTimeout(step, 50); return; }  // still shown
      const active = document.activeElement;
      if (active && active !== document.body && active !== button) return;  // moved on
      const target = [...document.querySelectorAll(".ct-player :is(button, input, select)")]
        .find((node) => !node.disabled && node.tabIndex >= 0 && node.offsetParent !== null);
      if (target) target.focus(); else setTimeout(step, 50);
    };
    setTimeout(step, 50);
  };
  const go = make("button", "jupyter-button widget-button mod-primary ct-continue");
  go.type = "button";
  go.addEventListener("click", () => { model.send({ continue: true }); follow(go); });
  const bar = make("progress", "ct-overall");
  const label = make("span", "ct-overall-label");
  const top = make("div", "ct-map-top ct-wrap");
  top.append(go, bar, label);
  const legend = make("div", "ct-legend ct-small");
  const list = make("div", "ct-course-map");
  el.append(top, legend, list);
  const courses = new Map();  // course slug -> its nodes, kept across redraws
  const buttons = new Map();  // lesson id -> its button, kept across redraws (focus stays)
  const course = () => {
    const box = make("div", "ct-course");
    const title = make("div", "ct-title");
    const summary = make("div", "ct-course-summary");
    const row = make("div", "ct-lessons");
    box.append(title, summary, row);
    return { box, title, summary, row };
  };
  const lessonButton = (id) => {
    const button = make("button");
    button.type = "button";
    button.dataset.lesson = id;
    button.addEventListener("click", () => { model.send({ open: id }); follow(button); });
    return button;
  };
  const drawLesson = (button, lesson) => {
    button.className = ["jupyter-button", "widget-button", "ct-lesson", "ct-lesson-" + lesson.id,
      ...lesson.marks].join(" ");
    button.title = lesson.notes;
    const key = JSON.stringify([lesson.signs, lesson.title, lesson.notes]);
    if (button.dataset.drawn === key) return;
    button.dataset.drawn = key;
    const notes = lesson.notes ? make("span", "ct-visually-hidden", " (" + lesson.notes + ")") : "";
    const signs = make("span", "ct-signs", lesson.signs);
    signs.setAttribute("aria-hidden", "true");  // the notes say it in words
    button.replaceChildren(...(lesson.signs ? [signs] : []), lesson.title, notes);
  };
  const draw = () => {
    const overall = model.get("overall");
    go.textContent = model.get("continue_label");
    go.hidden = !model.get("suggested");
    bar.max = Math.max(1, overall.total);
    bar.value = overall.solved;
    bar.setAttribute("aria-label", overall.text);
    const star = make("span", "ct-stars", "★");
    label.replaceChildren(overall.text + " · ", star, " " + overall.stars);
    legend.textContent = model.get("legend");
    const wanted = model.get("courses");
    const kept = new Set(wanted.map((c) => c.slug));
    for (const [slug, nodes] of courses) {
      if (!kept.has(slug)) { nodes.box.remove(); courses.delete(slug); }
    }
    let before = list.firstChild;
    for (const c of wanted) {
      let nodes = courses.get(c.slug);
      if (!nodes) { nodes = course(); courses.set(c.slug, nodes); }
      const done = c.finished ? [" ", make("span", "ct-course-done", "🏆 " + c.finished)] : [];
      nodes.title.replaceChildren(c.title + " ", make("small", "", `(${c.solved}/${c.total})`),
        ...done);
      nodes.summary.textContent = c.summary;
      let next = nodes.row.firstChild;
      for (const lesson of c.lessons) {
        let button = buttons.get(lesson.id);
        if (!button) { button = lessonButton(lesson.id); buttons.set(lesson.id, button); }
        drawLesson(button, lesson);
        if (button !== next) nodes.row.insertBefore(button, next);
        next = button.nextSibling;
      }
      while (next) { const gone = next; next = next.nextSibling; gone.remove(); }
      if (nodes.box !== before) list.insertBefore(nodes.box, before);
      before = nodes.box.nextSibling;
    }
    const shown = new Set(wanted.flatMap((c) => c.lessons.map((l) => l.id)));
    for (const id of [...buttons.keys()]) if (!shown.has(id)) buttons.delete(id);
  };
  for (const name of ["overall", "continue_label", "suggested", "legend", "courses"]) {
    model.on("change:" + name, draw);
  }
  // The learner comes back from a lesson: focus goes to that lesson's button once shown.
  model.on("msg:custom", (message) => {
    if (!message || typeof message.focus !== "string") return;
    const until = Date.now() + 10000;
    const step = () => {
      const button = buttons.get(message.focus);
      if (button && button.offsetParent !== null) { button.focus(); return; }
      if (Date.now() < until) setTimeout(step, 50);
    };
    step();
  });
  draw();
}
export default { render };
"""


class MapWidget(anywidget.AnyWidget):
    """The course map as the page receives it; the page sends ``{"open": id}`` or Continue.

    ``courses`` holds, per course, its texts and its lessons: each lesson's ``id``,
    ``title``, ``signs`` (the arrow and stars shown, hidden from screen readers),
    ``notes`` (the same in words: tooltip and accessible text) and ``marks`` (classes).
    """

    _esm = MAP_JS
    courses = traitlets.List(traitlets.Dict()).tag(sync=True)
    overall = traitlets.Dict({"solved": 0, "total": 0, "text": "", "stars": ""}).tag(sync=True)
    continue_label = traitlets.Unicode("").tag(sync=True)
    suggested = traitlets.Unicode("").tag(sync=True)
    legend = traitlets.Unicode("").tag(sync=True)


class CourseMap:
    """The Course tab's lessons, overall progress and *Continue* button, as one widget."""

    def __init__(self, session: LessonSession, on_open: Callable[[str], None]) -> None:
        self.session = session
        self.on_open = on_open
        self.root = MapWidget()
        self.root.add_class("ct-map")
        self.root.on_msg(self._on_message)
        self._lessons: dict[str, dict[str, Any]] = {}  # each lesson's state, as last written
        self._heads: dict[str, dict[str, Any]] = {}  # each course's texts, as last written
        self._marked: set[str] = set()

    def lesson(self, lesson_id: str) -> dict[str, Any]:
        """Return a lesson's state as the page receives it."""
        return self._lessons[lesson_id]

    def _on_message(self, _widget: MapWidget, content: dict[str, Any], _buffers: Any) -> None:
        """Open the lesson the page asks for (``open``) or the suggested one (``continue``)."""
        opened = content.get("open")
        if content.get("continue"):
            following = self.session.continue_lesson()
            if following is not None:
                self.on_open(following)
        elif isinstance(opened, str) and opened in self._lessons:  # only a lesson of the map
            self.on_open(opened)

    def focus(self, lesson_id: str) -> None:
        """Move keyboard focus to a lesson's button (once the map is shown in the page)."""
        self.root.send({"focus": lesson_id})

    def render(self, tr: Translator, only: str | None = None) -> None:
        """Write the map (``only``: that lesson, the marked ones and the totals)."""
        session = self.session
        progress, lang, order = session.progress, session.lang, session.order
        solved = progress.solved(order)
        stars = sum(progress.record(lesson_id).stars for lesson_id in order)
        suggested = session.continue_lesson()
        current = session.lesson.id if session.lesson else None
        wanted = {x for x in (current, suggested) if x}
        redraw = None if only is None else {only} | wanted | self._marked
        self._marked = wanted
        courses = []
        for course in session.courses:
            ids = [lesson.id for lesson in course.lessons]
            if redraw is None or redraw & set(ids) or course.slug not in self._heads:
                done = progress.solved(ids)
                self._heads[course.slug] = {
                    "slug": course.slug,
                    "title": course.title(lang),
                    "summary": plain_inline(course.summary(lang)),
                    "solved": done,
                    "total": len(ids),
                    "finished": tr.pgettext("course", "finished") if done == len(ids) else "",
                }
            for number, lesson in enumerate(course.lessons, start=1):
                if redraw is None or lesson.id in redraw or lesson.id not in self._lessons:
                    title = f"{number}. {lesson.text(lang)[0].title}"
                    self._lessons[lesson.id] = self._lesson_state(
                        tr, lesson.id, title, current, suggested
                    )
            courses.append({**self._heads[course.slug], "lessons": [self._lessons[i] for i in ids]})
        with self.root.hold_sync():
            self.root.overall = {
                "solved": solved,
                "total": len(order),
                "text": tr.gettext("Lessons solved: {n} of {total}").format(
                    n=solved, total=len(order)
                ),
                "stars": f"{stars}/{MAX_STARS * len(order)}",
            }
            self.root.continue_label = tr.pgettext("button", "Continue")
            self.root.suggested = suggested or ""
            self.root.legend = tr.gettext(
                "★★★ first try without help · ★★☆ after a hint or a retry · ★☆☆ solution seen"
            )
            self.root.courses = courses

    def _lesson_state(
        self, tr: Translator, lesson_id: str, title: str, current: str | None, suggested: str | None
    ) -> dict[str, Any]:
        """Return one lesson's state: its stars, and whether it is open, next or only seen."""
        record = self.session.progress.record(lesson_id)
        marks = {
            "ct-current": lesson_id == current,
            "ct-suggested": lesson_id == suggested and lesson_id != current,
            "ct-seen": record.seen_only,
            "ct-done": record.solved,
        }
        notes = []
        if record.stars:
            notes.append(tr.ngettext("{n} star", "{n} stars", record.stars).format(n=record.stars))
        if marks["ct-current"]:
            notes.append(tr.gettext("you are here"))
        if marks["ct-suggested"]:
            notes.append(tr.gettext("next"))
        if marks["ct-seen"]:
            notes.append(tr.gettext("solution seen"))
        arrow = "▶ " if marks["ct-suggested"] or marks["ct-current"] else ""
        prefix = f"{stars_text(record.stars)} " if record.stars else ""
        return {
            "id": lesson_id,
            "title": title,
            "signs": f"{arrow}{prefix}",
            "notes": " · ".join(notes),
            "marks": [css for css, on in marks.items() if on],
        }
