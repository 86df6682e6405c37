"""The app's tabs that are built when first needed: Lesson, Teacher, Play and Practice.

The course map needs none of them, so a first page imports none of their modules; each is
made, and drawn, the first time the learner (or a link) opens it.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from .lazy import LazyTab

if TYPE_CHECKING:
    from .app import TutorApp
    from .lesson import LessonView
    from .play import PlayView
    from .practice import PracticePanel
    from .teacher import TeacherPanel


def lazy_tabs(
    app: TutorApp,
) -> tuple[LazyTab[LessonView], LazyTab[TeacherPanel], LazyTab[PlayView], LazyTab[PracticePanel]]:
    """Return the app's Lesson, Teacher, Play and Practice tabs, none of them built yet."""
    return (
        LazyTab(lambda: _lesson(app), lambda part: part.root, lambda part: _draw(app, part)),
        LazyTab(
            lambda: _teacher(app), lambda part: part.root, lambda part: _draw_teacher(app, part)
        ),
        LazyTab(
            lambda: _play(app),
            lambda part: part.root,
            lambda part: part.render(app.tr, app.four_colour, app.session.rules),
        ),
        LazyTab(lambda: _practice(app), lambda part: part.root, lambda part: part.render()),
    )


def _lesson(app: TutorApp) -> LessonView:
    from .lesson import LessonView

    return LessonView(app)


def _draw(app: TutorApp, lesson: LessonView) -> None:
    with app.muted():
        lesson.render()


def _teacher(app: TutorApp) -> TeacherPanel:
    from .class_make import ClassMaker
    from .teacher import TeacherPanel

    panel = TeacherPanel(app.all_courses, on_make=app.make_link)
    app.class_maker = ClassMaker(app)
    panel.root.children = (app.class_maker.root, *panel.root.children)
    return panel


def _draw_teacher(app: TutorApp, teacher: TeacherPanel) -> None:
    teacher.render(app.tr, app.session.rules)
    app.class_maker.render(app.tr)


def _play(app: TutorApp) -> PlayView:
    from .play import PlayView

    return PlayView(app.keep_mistakes, app.show_error, seed=app.deep_link.get("seed", ""))


def _practice(app: TutorApp) -> PracticePanel:
    from .practice import PracticePanel

    return PracticePanel(app, seed=secrets.token_hex(4))


def open_practice(app: TutorApp, themes: str, rules: str) -> None:
    """Open Practice on an assignment link's themes (``?practice=run-jump,caida``)."""
    from .practice_model import assignment_notices_html, practice_link_themes

    known, unknown = practice_link_themes(themes)
    app.practice.assign(known, rules)
    used = app.practice.practice.rules
    app.notice.value = assignment_notices_html(unknown, rules, used, app.tr)
    app.show_practice()
