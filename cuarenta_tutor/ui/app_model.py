"""What the app's frame shows: the address read, the tabs' names, the rules page, the save link.

Pure functions of the session's state and the learner's language; no widgets.
:class:`~cuarenta_tutor.ui.app.TutorApp` writes what they return into its widgets.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from urllib.parse import parse_qs

from ..engine.rules import DEFAULT_RULESET
from ..i18n import Translator, available_languages
from ..paths import content_dir
from ..render.markdown import to_html
from ..sentences.feedback import progress_limit
from ..sentences.ruleset_text import RuleRow, compared_rows
from ..translation.pages import localized_page
from ..tutor.rulesets import preset_or_none, presets, ruleset_named


@dataclass(frozen=True)
class DeepLink:
    """What the page's address asks for: ``?lang=fi&rules=pagat&lesson=…&set=…&practice=…``."""

    params: dict[str, str]
    """Each parameter's last value."""

    @classmethod
    def parse(cls, query: str) -> DeepLink:
        """Read the query string (with or without its ``?``).

        >>> DeepLink.parse("?lang=xx&rules=pagat&set=03-the-run").lang
        'en'
        >>> DeepLink.parse("?lang=fi&practice=caida").for_teachers
        False
        """
        return cls({key: values[-1] for key, values in parse_qs(query.lstrip("?")).items()})

    @property
    def lang(self) -> str:
        """The language asked for, if the tutor speaks it, else English."""
        lang = self.params.get("lang", "en")
        return lang if lang in available_languages() else "en"

    @property
    def rules(self) -> str:
        """The rules asked for, if they are a preset, else "" (the lessons' own rules)."""
        return preset_or_none(self.params.get("rules"))

    @property
    def for_teachers(self) -> bool:
        """Whether the page has a Teacher tab: pupils sent an assignment or in a class see none."""
        return not {"set", "practice", "class"} & set(self.params)


def heading_html(tr: Translator) -> str:
    """Return the page's heading."""
    name = tr.pgettext("installed app", "Cuarenta Tutor")  # the app's name, as on a phone
    return f"<h1>{escape(name)}</h1>"


def tab_titles(tr: Translator, *, for_teachers: bool) -> tuple[str, ...]:
    """Name the tabs in order: the learner's first, the Teacher tab last.

    Pupils sent an assignment have no Teacher tab.
    """
    return (
        tr.pgettext("tab", "Course"),
        tr.pgettext("tab", "Lesson"),
        tr.pgettext("tab", "Practice"),
        tr.pgettext("tab", "Play"),
        tr.pgettext("tab", "Rules"),
        *([tr.pgettext("tab", "Teacher")] if for_teachers else []),
    )


def ruleset_options(tr: Translator) -> list[tuple[str, str]]:
    """Return the rules menu: the lesson's own rules first, then every preset."""
    return [(tr.gettext("lesson's own rules"), ""), *[(name, name) for name in presets()]]


def rules_page_html(chosen: str, played: str, tr: Translator, *, four_colour: bool) -> str:
    """Return the rules page in ``tr``'s language, with a table of the rules chosen.

    ``chosen``: the rules menu's choice ("": the lesson's own rules), headed as such;
    ``played``: the rules the tutor plays now. When a lesson is open under its own rules for
    this visit only, one sentence says so under the heading; the table keeps the menu's rules.
    """
    spec = chosen or played
    page, _ = localized_page(content_dir() / "rules", tr.lang)
    ruleset = ruleset_named(spec)
    compared = compared_rows(ruleset, ruleset_named(DEFAULT_RULESET), tr)
    # Translators: a marker beside a rule of the rules table; {rules} is the default rules'
    # label in the rules menu (quito): quote it as a label, never as a word.
    mark = tr.gettext("differs from ‘{rules}’").format(rules=DEFAULT_RULESET)
    rows = "".join(_rule_row(row, mark) for row in compared)
    heading = escape(_rules_heading(tr, ruleset.name, chosen=bool(chosen)))
    name = escape(tr.pgettext("tab", "Rules"))
    said = ""
    if chosen and played != chosen:
        # Translators: {visit} and {rules} are labels of the rules menu (quito, rigor, pagat,
        # casual, perhaps with "+ variant"): quote them as labels, never as words.
        sentence = tr.gettext(
            "The open lesson uses its own rules, ‘{visit}’, this time only; "
            "everywhere else your rules, ‘{rules}’, apply."
        )
        said = (
            f"<p class='ct-rules-visit'>{escape(sentence.format(visit=played, rules=chosen))}</p>"
        )
    if any(row.differs for row in compared):
        # Translators: under the rules table's heading; {rules} is the default rules' label
        # in the rules menu (quito), {mark} the marker beside each rule that differs.
        legend = tr.gettext(
            "The default rules are ‘{rules}’. Every rule played otherwise here is marked: {mark}."
        )
        said += (
            f"<p class='ct-rules-legend'>"
            f"{escape(legend).format(rules=DEFAULT_RULESET, mark=_mark_html(mark))}</p>"
        )
    # focusable, so that a keyboard alone reaches the text and scrolls it with the arrows
    return (
        f"<section class='ct-rules-text' tabindex='0' aria-label='{name}'>"
        + to_html(page.body, tr.lang, four_colour=four_colour)
        + f"<h2 class='ct-rules-chosen'>{heading}</h2>{said}<table>{rows}</table></section>"
    )


def _rule_row(row: RuleRow, mark: str) -> str:
    """Return one row of the rules table; a rule the default plays otherwise says so in words."""
    if not row.differs:
        return f"<tr><td>{escape(row.rule)}</td><td>{escape(row.value)}</td></tr>"
    return (
        f"<tr class='ct-rules-differs'><td>{escape(row.rule)}</td>"
        f"<td>{escape(row.value)} {_mark_html(mark)}</td></tr>"
    )


def _mark_html(mark: str) -> str:
    """Return the marker of a rule that differs from the default: words in a framed tag."""
    return f"<span class='ct-rules-mark'>{escape(mark)}</span>"


def _rules_heading(tr: Translator, rules: str, *, chosen: bool) -> str:
    """Return the heading over the rules table: the menu's choice, or the rules played."""
    if chosen:
        # Translators: {rules} is a label of the rules menu (quito, rigor, pagat, casual,
        # perhaps with "+ variant"): quote it as a label, never as a word.
        return tr.gettext("The rules you chose in the rules menu: ‘{rules}’").format(rules=rules)
    return tr.gettext("The rules you play: {rules}").format(rules=rules)


def import_tooltip(tr: Translator) -> str:
    """Say what file the load button takes."""
    return tr.gettext("A progress file saved from this tutor (.json, at most {size} MB)").format(
        size=progress_limit(tr.lang)
    )


def error_html(details: str, tr: Translator) -> str:
    """Return a friendly error with the technical details folded away."""
    message = escape(
        tr.gettext(
            "Something went wrong, but your progress is safe. Try again, or choose another lesson."
        )
    )
    summary = escape(tr.gettext("Details for the teacher"))
    return (
        f"<div class='ct-error' role='alert'>{message}<details><summary>"
        f"{summary}</summary><pre>{escape(details)}</pre></details></div>"
    )
