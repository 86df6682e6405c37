"""Teacher-facing command-line messages speak in one register per language (the teachers'
guides': de Sie, es usted, it Lei), quote in the language's own marks, and a class's live
position is not named with the glossary's word for the score."""

import re

import pytest
from babel.messages.pofile import read_po

from cuarenta_tutor.cli.sentence_sample import _cli_lines
from cuarenta_tutor.engine.messages import MessageError
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.i18n.catalogs import check_language
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.i18n.messages import message_text
from cuarenta_tutor.translation.catalog_pipeline import po_path

TEACHER_MESSAGES = (
    "'{text}' is not a score: write our points, a dash, their points, like 38-20",
    "argument {option}: invalid choice: {value} (choose from {names})",
    "unknown course '{name}': choose from {names}",
    "unknown language '{name}': choose from {names}",
    "unknown ruleset '{name}': choose from {names}",
    "there are no puzzles for '{rules}': choose from {known}",
    "{path} is not empty and is not a former build of the site: choose another folder",
    "port {port} is already in use on this computer: choose another one with --port",
)
INFORMAL = {
    "de": r"\b(wähle|wähl|schreib|installiere|melde|erlaube|du|dein)\b",
    "es": r"\b(elige|escribe|instala|vuelve|reporta|permite|tú|tus)\b",
    "it": r"\b(scegli|scegline|scrivi|installali|riprova|segnala|consenti|concedi|tuo)\b",
}


def strings(lang: str) -> dict[str, str]:
    catalogue = read_po(po_path(lang).open("rb"))
    return {m.id: m.string for m in catalogue if m.id and isinstance(m.id, str) and not m.context}


@pytest.mark.parametrize("lang", list(INFORMAL))
def test_teacher_facing_cli_messages_use_the_formal_register(lang):
    table = strings(lang)
    for msgid in TEACHER_MESSAGES:
        assert msgid in table, msgid
        assert not re.search(INFORMAL[lang], table[msgid]), table[msgid]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_german_and_dutch_quote_in_their_own_marks(lang):
    for msgid, text in strings(lang).items():
        quoted = re.findall(r"(?:^|[\s(:])'[^']+'", text)
        assert not quoted, (msgid, text)


@pytest.mark.parametrize("lang", [lang for lang in available_languages() if lang != "en"])
def test_the_live_position_is_not_named_with_the_word_for_the_score(lang):
    score = glossary(lang).words["score"].lower()
    tr = Translator(lang)
    for msgid in ("Live position", "No live position: choose one and show it to everyone."):
        assert score[:6] not in tr.gettext(msgid).lower(), tr.gettext(msgid)


@pytest.mark.parametrize("lang", available_languages())
def test_an_unknown_language_lists_every_language(lang):
    with pytest.raises(MessageError) as refused:
        check_language("xx")
    said = message_text(refused.value, Translator(lang))
    for code in available_languages():
        assert code in said
    assert len(available_languages()) == 7


def test_the_sample_s_unknown_language_message_lists_every_language():
    said = next(_cli_lines(Translator("en")))
    assert said == "unknown language 'xx': choose from " + ", ".join(available_languages())
