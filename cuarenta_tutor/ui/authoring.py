"""The authoring tool: edit a lesson file, see it as a learner does, and the checker's verdict.

Used from ``notebooks/authoring.ipynb`` in JupyterLab. The verdict is computed by the same
checker as ``cuarenta-tutor lint``; the preview is the real lesson player.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as w

from ..engine.messages import detached
from ..i18n import available_languages
from ..i18n.glossary import glossary
from ..lessons.checker import check, solve
from ..lessons.course import Course
from ..lessons.lint import translation_errors
from ..lessons.loader import lesson_files, parse_lesson
from ..lessons.model import TRANSLATED, Lesson, LessonError
from .app import TutorApp
from .guard import guarded


class AuthoringTool:
    """Pick a lesson file, edit it, and see the verdict and the learner's view as you type."""

    def __init__(self) -> None:
        files = lesson_files()
        self.files = w.Dropdown(options=[(f"{p.parent.name}/{p.name}", p) for p in files])
        self.files.add_class("ct-author-file")
        self.language = w.Dropdown(
            options=[(glossary(code).name, code) for code in available_languages()], value="en"
        )
        self.editor = w.Textarea(
            layout=w.Layout(width="100%", height="420px"), continuous_update=False
        )
        self.editor.add_class("ct-author-editor")
        self.save = w.Button(description="Save")
        self.save.add_class("ct-author-save")
        self.verdict = w.HTML()
        self.verdict.add_class("ct-author-verdict")
        self.preview = w.VBox()
        self.error = w.HTML()
        self.files.observe(self._on_file, names="value")
        self.editor.observe(self._on_edit, names="value")
        self.language.observe(self._on_edit, names="value")
        self.save.on_click(self._on_save)
        self.root = w.VBox(
            [
                w.HBox([self.files, self.language, self.save]),
                self.error,
                w.HBox([self.editor], layout=w.Layout(width="100%")),
                self.verdict,
                self.preview,
            ]
        )
        self.lesson: Lesson | None = None
        self.problems: list[LessonError] = []
        if files:
            self._load(files[0])

    def show_error(self, details: str) -> None:
        """Show an unexpected error (the guard of every handler calls this)."""
        self.error.value = f"<pre>{escape(details)}</pre>"

    def _load(self, path: Path) -> None:
        self.editor.value = path.read_text(encoding="utf-8")
        self.refresh()

    def refresh(self) -> None:
        """Re-read the editor: validate, check with the engine, and redraw the preview."""
        path = self.files.value
        self.problems = []
        self.lesson = None
        try:
            self.lesson = parse_lesson(self.editor.value, path)
        except LessonError as error:
            self.problems = [detached(error)]
        if self.lesson is not None:
            self.problems = check(self.lesson) + translation_errors(self.lesson)
        self.verdict.value = self.verdict_html()
        self._preview()

    def verdict_text(self) -> str:
        """Return the verdict as plain lines (what ``lint`` would say, and the answers)."""
        lines = [f"line {problem.line}: {problem.message}" for problem in self.problems]
        lesson = self.lesson
        if lesson is not None and not any("impossible" in p.message for p in self.problems):
            for ruleset in lesson.rulesets:
                try:
                    solution = solve(lesson, ruleset)
                except (LessonError, ValueError) as error:
                    lines.append(f"{ruleset}: {error}")
                    continue
                lines.append(f"{ruleset}: correct = {' | '.join(sorted(solution.correct))}")
            states = {lang: lesson.status(lang) for lang in TRANSLATED}
            lines.append("translations: " + ", ".join(f"{k} {v}" for k, v in states.items()))
        return "\n".join(lines) or "no lesson"

    def verdict_html(self) -> str:
        """Return the verdict for the notebook, errors first."""
        state = "✗" if self.problems else "✓"
        return f"<pre class='ct-verdict'>{state}\n{escape(self.verdict_text())}</pre>"

    def _preview(self) -> None:
        lesson = self.lesson
        if lesson is None or any("impossible" in p.message for p in self.problems):
            self.preview.children = ()
            return
        course = Course(
            lesson.course, lesson.path.parent, {"en": lesson.course}, {"en": ""}, (lesson,)
        )
        app = TutorApp([course], query=f"?lang={self.language.value}&lesson={lesson.id}")
        self.preview.children = (app.root,)

    @guarded
    def _on_file(self, change: dict[str, object]) -> None:
        path = change["new"]
        assert isinstance(path, Path)
        self._load(path)

    @guarded
    def _on_edit(self, _change: dict[str, object]) -> None:
        self.refresh()

    @guarded
    def _on_save(self, _button: w.Button) -> None:
        Path(self.files.value).write_text(self.editor.value, encoding="utf-8")
        self.save.description = "Saved"


def authoring_tool() -> AuthoringTool:
    """Build the authoring tool (display ``tool.root`` in a notebook)."""
    return AuthoringTool()
