"""CONTRIBUTING.md's walk-through, performed: a new language added in a temporary copy."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]


def run(copy: Path, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(copy)}
    done = subprocess.run(
        [sys.executable, "-m", "cuarenta_tutor.cli", *args],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.mark.slow  # a copy of the repository and seven commands, each its own process
def test_a_translator_adds_portuguese_with_the_documented_commands(tmp_path):
    copy = tmp_path / "repo"
    for part in ("cuarenta_tutor", "content", "locales", "lessons"):
        shutil.copytree(ROOT / part, copy / part)
    shutil.copy(ROOT / "babel.cfg", copy / "babel.cfg")

    # 1. the glossary
    glossary = yaml.safe_load((copy / "content/glossary/en.yaml").read_text(encoding="utf-8"))
    glossary.update(language="pt", name="português")
    glossary["cards"]["letters"].update(J="V", Q="D", K="R")
    (copy / "content/glossary/pt.yaml").write_text(
        yaml.safe_dump(glossary, allow_unicode=True), encoding="utf-8"
    )
    # 2. the catalogue
    run(copy, "i18n", "update", "pt")
    po = copy / "locales/pt/LC_MESSAGES/cuarenta_tutor.po"
    assert po.is_file()
    # 3. translating it (as an editor would: fill the msgstr lines)
    with po.open("rb") as stream:
        catalog = read_po(stream, locale="pt")
    words = {"Check": "Verificar", "Next": "Seguinte", "Course": "Curso"}
    for message in catalog:
        if message.id and not isinstance(message.id, tuple) and message.id in words:
            message.string = words[message.id]
    with po.open("wb") as stream:
        write_po(stream, catalog)
    run(copy, "i18n", "compile")
    # 5. a lesson, through the one-file export and import
    exported = yaml.safe_load(run(copy, "i18n", "export-lessons", "pt"))
    exported["lessons"]["captures-match"]["title"] = "Mesmo valor, mesma carta"
    (tmp_path / "pt.yaml").write_text(
        yaml.safe_dump(exported, allow_unicode=True), encoding="utf-8"
    )
    run(copy, "i18n", "import-lessons", "pt", str(tmp_path / "pt.yaml"))
    status = json.loads(run(copy, "i18n", "status", "--json"))
    assert status["pt"]["lessons"]["complete"] >= 1
    # 6. the app's strings in the new language
    probe = (
        "from cuarenta_tutor.ui.app import TutorApp\n"
        "app = TutorApp(query='?lang=pt&lesson=captures-match')\n"
        "print(app.lesson_view.check.description, '|', app.lesson_view.lesson_title.value,"
        " '|', app.tabs.titles[0],"
        " '|', [label for label, code in app.language.options if code == 'pt'])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(copy)}
    shown = subprocess.run(
        [sys.executable, "-c", probe], cwd=copy, env=env, capture_output=True, text=True, check=True
    ).stdout
    assert "Verificar" in shown
    assert "Mesmo valor, mesma carta" in shown
    assert "Curso" in shown
    assert "português" in shown
