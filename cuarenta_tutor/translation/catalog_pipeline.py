"""The translator's tools: extract, update and compile catalogues; status and checks.

These wrap Babel (``pybabel``) with the project's settings, so a translator needs nothing
but ``cuarenta-tutor i18n …`` and a text editor.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from ..i18n.catalogs import DOMAIN, SOURCE_LANGUAGE, available_languages, locales_dir
from ..i18n.glossary import glossary
from ..paths import content_dir
from .pages import fingerprint, read_page
from .quality import apostrophe_problems, problems

ERROR_KEYWORDS = (
    "MessageError",
    "NotationError",
    "CardError",
    "DuplicateCardError",
    "RulesetError",
    "SolverError",
    "SearchLimitError",
    "UsageError",
    "ClassroomError",
    "RemovedFromClass",
    "NicknameError",
    "DatabaseError",
    "PuzzleError",
    "ProofError",
    "PuzzleProblem",
    "LessonError:3",
    "run_step:2",
    "error",
)
"""The calls whose first string (a lesson error's third) is a message template to translate:
the errors of ``engine/messages.py``, ``lesson.error(…)`` and a failed build step (``run_step``)."""
KEYWORDS = (
    "-k",
    "pgettext:1c,2",
    "-k",
    "ngettext:1,2",
    *(part for keyword in ERROR_KEYWORDS for part in ("-k", keyword)),
)


def project_root() -> Path:
    """Return the checkout the catalogues belong to (the folder holding ``babel.cfg``)."""
    root = locales_dir().parent
    if not (root / "babel.cfg").is_file():
        raise FileNotFoundError("i18n extract and update need a checkout of cuarenta-tutor")
    return root


def pot_path() -> Path:
    """Return the message template (``locales/cuarenta_tutor.pot``)."""
    return locales_dir() / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    """Return the catalogue of ``lang``."""
    return locales_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def translated_languages() -> tuple[str, ...]:
    """Return every language but the English source (released and started ones)."""
    return available_languages()[1:]


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def extract(output: Path | None = None) -> Path:
    """Collect every translatable string of the package into the template (or ``output``)."""
    root = project_root()
    target = output or pot_path()
    _pybabel(
        "extract",
        "-F",
        str(root / "babel.cfg"),
        *KEYWORDS,
        "--add-comments=Translators:",
        "--project=cuarenta-tutor",
        "--no-location",
        "--sort-output",
        "--omit-header",
        "-o",
        str(target),
        str(root / "cuarenta_tutor"),
    )
    return target


def update(languages: tuple[str, ...] | None = None) -> None:
    """Merge the template into each catalogue (a new language gets a new catalogue)."""
    for lang in languages or translated_languages():
        command = "update" if po_path(lang).is_file() else "init"
        extra = ("--no-fuzzy-matching", "--ignore-obsolete") if command == "update" else ()
        _pybabel(
            command,
            "-D",
            DOMAIN,
            "-i",
            str(pot_path()),
            "-d",
            str(locales_dir()),
            "-l",
            lang,
            *extra,
        )


def compile_catalogues(languages: tuple[str, ...] | None = None) -> list[Path]:
    """Write the ``.mo`` file of each catalogue (fuzzy entries are left out by Babel)."""
    written = []
    for lang in languages or translated_languages():
        if po_path(lang).is_file():
            _pybabel("compile", "-D", DOMAIN, "-d", str(locales_dir()), "-l", lang)
            written.append(po_path(lang).with_suffix(".mo"))
    return written


def read_catalogue(lang: str) -> Catalog:
    """Read the catalogue of ``lang``."""
    with po_path(lang).open("rb") as stream:
        return read_po(stream, locale=lang)


def catalogue_status(lang: str) -> dict[str, int]:
    """Count the catalogue's messages: total, translated, fuzzy, untranslated."""
    template_ids = {m.id for m in read_po(pot_path().open("rb")) if m.id}
    if not po_path(lang).is_file():
        return {
            "total": len(template_ids),
            "translated": 0,
            "fuzzy": 0,
            "untranslated": len(template_ids),
        }
    catalog = read_catalogue(lang)
    messages = {m.id: m for m in catalog if m.id}
    translated = sum(
        1
        for i in template_ids
        if i in messages and _filled(messages[i].string) and not messages[i].fuzzy
    )
    fuzzy = sum(1 for i in template_ids if i in messages and messages[i].fuzzy)
    return {
        "total": len(template_ids),
        "translated": translated,
        "fuzzy": fuzzy,
        "untranslated": len(template_ids) - translated - fuzzy,
    }


def _filled(string: object) -> bool:
    if isinstance(string, tuple | list):
        return all(bool(s) for s in string)
    return bool(string)


def rules_page_status(lang: str) -> str:
    """Return ``complete``, ``missing`` or ``stale`` for the rule page of ``lang``."""
    folder = content_dir() / "rules"
    page = folder / f"{lang}.md"
    if not page.is_file():
        return "missing"
    if lang == SOURCE_LANGUAGE:
        return "complete"
    english = read_page(folder / f"{SOURCE_LANGUAGE}.md").body
    return "complete" if read_page(page).meta.get("source") == fingerprint(english) else "stale"


@dataclass
class CheckReport:
    """Problems found by :func:`check_catalogues`, each as ``(where, message)``."""

    problems: list[tuple[str, str]] = field(default_factory=list)


def check_catalogues(languages: tuple[str, ...] | None = None) -> CheckReport:
    """Check every catalogue entry: filled, not fuzzy, placeholders, markup, glossary terms."""
    report = CheckReport()
    english = glossary(SOURCE_LANGUAGE)
    for lang in languages or translated_languages():
        terms = glossary(lang)
        where = str(po_path(lang))
        written: list[tuple[str, str]] = []
        for message in read_catalogue(lang):
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
            strings = (
                message.string if isinstance(message.string, tuple | list) else (message.string,)
            )
            label = f"{where}:{message.lineno}"
            if message.fuzzy:
                report.problems.append(
                    (label, f"'{ids[0]}' is fuzzy: review it and remove the flag")
                )
                continue
            for index, string in enumerate(strings):
                source = ids[min(index, len(ids) - 1)]
                for problem in problems(source, string or "", english, terms):
                    report.problems.append((label, f"'{ids[0][:40]}': {problem}"))
                written.append((f"{label}: '{ids[0][:40]}'", string or ""))
        report.problems.extend(apostrophe_problems(written))
    return report


def check_lessons(languages: tuple[str, ...] | None = None) -> CheckReport:
    """Check the translated prose of every lesson and course against its English text."""
    from ..lessons.course import load_courses

    report = CheckReport()
    english = glossary(SOURCE_LANGUAGE)
    for course in load_courses():
        for lesson in course.lessons:
            source = lesson.texts["en"]
            for lang in languages or translated_languages():
                text = lesson.texts.get(lang)
                if text is None:
                    continue
                pairs = [
                    (source.title, text.title),
                    (source.prompt, text.prompt),
                    (source.explanation, text.explanation),
                    *zip(source.hints, text.hints, strict=False),
                    *([(source.nudge, text.nudge)] if source.nudge and text.nudge else []),
                ]
                if len(text.hints) != len(source.hints):
                    report.problems.append(
                        (
                            f"{lesson.path}",
                            f"{lang}: {len(text.hints)} hints, the English has {len(source.hints)}",
                        )
                    )
                for en, tr in pairs:
                    for problem in problems(en, tr, english, glossary(lang)):
                        report.problems.append(
                            (f"{lesson.path}:{lesson.line('text', lang)}", f"{lang}: {problem}")
                        )
    return report


def check_pages(languages: tuple[str, ...] | None = None) -> CheckReport:
    """Check that every rule page exists, is up to date and keeps the English markup."""
    report = CheckReport()
    folder = content_dir() / "rules"
    english_page = read_page(folder / f"{SOURCE_LANGUAGE}.md")
    for lang in languages or translated_languages():
        status = rules_page_status(lang)
        path = folder / f"{lang}.md"
        if status != "complete":
            fix = f" (set source: {fingerprint(english_page.body)})" if status == "stale" else ""
            report.problems.append((str(path), f"the rule page is {status}{fix}"))
            continue
        problem = markup_problem_pages(english_page.body, read_page(path).body)
        if problem:
            report.problems.append((str(path), problem))
    return report


def markup_problem_pages(english: str, translation: str) -> str:
    """Return a problem if the translated page has other cards or headings than the English."""
    from .quality import CARD_CODE

    if sorted(CARD_CODE.findall(english)) != sorted(CARD_CODE.findall(translation)):
        return "the cards in backticks must be the same as in the English page"
    heads_en = [line for line in english.splitlines() if line.startswith("#")]
    heads_tr = [line for line in translation.splitlines() if line.startswith("#")]
    if [h.split()[0] for h in heads_en] != [h.split()[0] for h in heads_tr]:
        return "the headings must have the same levels as in the English page"
    return ""
