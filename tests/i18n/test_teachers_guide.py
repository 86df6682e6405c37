"""The teacher's guides describe the software as it is: labels, courses, commands, links.

Convention of ``content/teachers/<lang>.md``: words in **bold** are labels of the app exactly
as it shows them in that language (or course and lesson titles); commands in ```sh blocks
run as written; course rows name the folder, the title and the number of lessons.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from urllib.parse import parse_qs

import pytest
from babel.messages.pofile import read_po

from cuarenta_tutor.cli import build_parser
from cuarenta_tutor.cli.serve import MAX_KERNELS
from cuarenta_tutor.cli.worksheet import chosen_lessons
from cuarenta_tutor.engine.rules import preset_names
from cuarenta_tutor.i18n import LANGUAGES
from cuarenta_tutor.i18n.catalogs import locales_dir
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.paths import content_dir
from cuarenta_tutor.puzzles import THEMES
from cuarenta_tutor.server import fair_share
from cuarenta_tutor.translation.pages import fingerprint, read_page

GUIDES = content_dir() / "teachers"
LANGS = sorted(path.stem for path in GUIDES.glob("*.md"))
COURSES = load_courses(validate=False)
LESSON_IDS = {lesson.id for course in COURSES for lesson in course.lessons}


def body(lang: str) -> str:
    """The guide's Markdown without its comments."""
    return re.sub(r"<!--.*?-->", "", read_page(GUIDES / f"{lang}.md").body, flags=re.S)


def prose(lang: str) -> str:
    """The guide without code blocks and inline code."""
    return re.sub(r"`[^`]*`", "", re.sub(r"```.*?```", "", body(lang), flags=re.S))


def app_labels(lang: str) -> set[str]:
    """Every text the app can show in ``lang``: catalogue strings, course and lesson titles."""
    labels = {course.title(lang) for course in COURSES}
    labels |= {lesson.text(lang)[0].title for course in COURSES for lesson in course.lessons}
    path = locales_dir() / (
        "cuarenta_tutor.pot" if lang == "en" else f"{lang}/LC_MESSAGES/cuarenta_tutor.po"
    )
    with path.open("rb") as stream:
        for message in read_po(stream):
            texts = message.id if lang == "en" else message.string
            labels.update(t for t in ((texts,) if isinstance(texts, str) else texts) if t)
    return labels


def test_english_and_spanish_guides_exist():
    assert {"en", "es"} <= set(LANGS)
    assert set(LANGS) <= set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGS)
def test_every_bold_label_is_shown_by_the_app(lang):
    # a label the text wraps over two lines is one label: its line break is a space
    bold = {" ".join(b.split()) for b in re.findall(r"\*\*(.+?)\*\*", prose(lang), re.S)}
    assert bold, "the guide names no control"
    unknown = sorted(bold - app_labels(lang))
    assert not unknown, f"{lang}: these bold labels are not in the app: {unknown}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_table_matches_the_courses(lang):
    rows = {}
    for line in body(lang).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        folder = [cell for cell in cells if re.fullmatch(r"`\d\d-[a-z0-9-]+`", cell)]
        if line.startswith("|") and folder:
            rows[folder[0].strip("`")] = cells
    assert set(rows) == {course.slug for course in COURSES}, "every course, and only those"
    for course in COURSES:
        cells = rows[course.slug]
        assert course.title(lang) in cells, f"{course.slug}: title {course.title(lang)!r}"
        assert str(len(course.lessons)) in cells, f"{course.slug}: {len(course.lessons)} lessons"


@pytest.mark.parametrize("lang", LANGS)
def test_every_command_runs_as_written(lang):
    commands = [
        line.strip()
        for block in re.findall(r"```sh\n(.*?)```", body(lang), flags=re.S)
        for line in block.splitlines()
        if line.strip().startswith("cuarenta-tutor")
    ]
    assert {"serve", "report", "worksheet"} <= {shlex.split(c)[1] for c in commands}
    for command in commands:
        words = shlex.split(command.split(" > ")[0])[1:]
        try:
            args = build_parser().parse_args(words)
        except SystemExit:
            pytest.fail(f"{lang}: `{command}` does not parse")
        if args.command == "worksheet":
            assert chosen_lessons(args.course, args.lessons)


@pytest.mark.parametrize("lang", LANGS)
def test_links_lessons_and_rules_named_in_the_guide_exist(lang):
    text = body(lang)
    queries = re.findall(r"\?([a-z]+=[^`\s)]+)", text)
    assert queries
    for query in queries:
        params = {key: values[-1] for key, values in parse_qs(query).items()}
        for key in params.get("set", "").split(","):
            assert not key or key in LESSON_IDS | {c.slug for c in COURSES}, key
        assert params.get("lang", "en") in LANGUAGES
        assert params.get("rules", "quito") in preset_names()
        for theme in params.get("practice", "").split(","):
            assert not theme or theme in {*THEMES, "mixed"}, f"{lang}: no practice theme {theme}"
    assert any("practice=" in query for query in queries), f"{lang}: no practice link"
    for name in re.findall(r"`([a-z]+(?:-[a-z0-9]+)+)`", text):
        if not name.startswith(("cuarenta-", "docs")) and not re.match(r"\d\d-", name):
            assert name in LESSON_IDS | set(THEMES), f"{lang}: `{name}` is no lesson or theme id"
    ruleset_rows = set(re.findall(r"^\| `([a-z]+)` \|", text, flags=re.M))
    assert ruleset_rows == set(preset_names()), "the rules table covers every preset"
    assert str(MAX_KERNELS) in text
    assert "--max-kernels" in text
    assert "--cull-idle" in text
    assert str(fair_share(MAX_KERNELS)) in text
    assert "--max-per-client" in text


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_translated_guides_follow_the_english_one(lang):
    english = read_page(GUIDES / "en.md").body
    assert read_page(GUIDES / f"{lang}.md").meta.get("source") == fingerprint(english), (
        f"content/teachers/{lang}.md is stale: update it, then set source: {fingerprint(english)}"
    )


def test_the_guide_is_packaged_with_the_content():
    assert Path(GUIDES).is_dir()
    assert (GUIDES / "en.md").is_file()
