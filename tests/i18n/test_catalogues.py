"""The catalogues are complete, up to date with the code, and pass the release check."""

import json

from babel.messages.pofile import read_po

from cuarenta_tutor.cli import main
from cuarenta_tutor.translation import catalog_pipeline as tools


def message_keys(path):
    with path.open("rb") as stream:
        return {
            (m.context, m.id if isinstance(m.id, str) else tuple(m.id))
            for m in read_po(stream)
            if m.id
        }


def test_the_template_holds_every_string_of_the_code(tmp_path):
    fresh = tools.extract(tmp_path / "fresh.pot")
    missing = message_keys(fresh) - message_keys(tools.pot_path())
    assert not missing, f"run `cuarenta-tutor i18n extract` and `update`: {sorted(missing)[:5]}"


def test_every_language_is_complete_and_checks_clean(capsys):
    from cuarenta_tutor.lessons.course import load_courses

    lessons = sum(len(course.lessons) for course in load_courses())
    assert main(["i18n", "status", "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    for lang in ("es", "de", "nl", "it", "sv", "fi"):
        assert status[lang]["ui"]["percent"] == 100.0, lang
        assert status[lang]["ui"]["fuzzy"] == 0, lang
        assert status[lang]["lessons"] == {
            "complete": lessons,
            "missing": 0,
            "stale": 0,
            "percent": 100.0,
        }, lang
        assert status[lang]["rules_page"] == "complete", lang
    assert main(["i18n", "check"]) == 0, capsys.readouterr().out


def test_every_glossary_has_the_keys_of_the_english_one():
    import yaml

    from cuarenta_tutor.paths import content_dir

    def keys(data, prefix=""):
        found = set()
        for key, value in data.items():
            found.add(prefix + str(key))
            if isinstance(value, dict) and prefix + str(key) != "cards.gender":  # per language
                found |= keys(value, f"{prefix}{key}.")
        return found

    folder = content_dir() / "glossary"
    english = keys(yaml.safe_load((folder / "en.yaml").read_text(encoding="utf-8")))
    for path in folder.glob("*.yaml"):
        assert keys(yaml.safe_load(path.read_text(encoding="utf-8"))) == english, path.name


def test_no_gettext_call_hides_inside_an_f_string():
    """Babel cannot see into f-strings: a message there would never reach the catalogues."""
    import re
    from pathlib import Path

    package = Path(tools.__file__).resolve().parents[1]
    pattern = re.compile(r"""f["'][^\n]*\b(n|p)?gettext\(""")
    hidden = [
        f"{path.name}:{number}"
        for path in package.rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert hidden == []
