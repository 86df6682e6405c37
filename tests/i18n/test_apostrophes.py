"""Each catalogue writes its apostrophes one way (the UX walk: nl "Oefenthema's" beside "’")."""

from __future__ import annotations

import pytest

from cuarenta_tutor.translation.catalog_pipeline import check_catalogues, read_catalogue
from cuarenta_tutor.translation.quality import APOSTROPHE, apostrophe_problems


@pytest.mark.parametrize("lang", ["es", "de", "nl", "it", "sv", "fi"])
def test_a_catalogue_writes_its_apostrophes_one_way(lang):
    marks = {
        mark
        for message in read_catalogue(lang)
        if message.id
        for text in (message.string if isinstance(message.string, tuple) else (message.string,))
        for mark in APOSTROPHE.findall(text or "")
    }
    assert len(marks) <= 1, f"{lang} mixes apostrophes: {marks}"


def test_the_check_names_the_text_written_the_other_way():
    texts = [("a", "thema’s"), ("b", "l’asso e dell’anno"), ("c", "Oefenthema's"), ("d", "ok")]
    assert list(apostrophe_problems(texts)) == [
        ("c", "writes its apostrophe as the catalogue does not: use ’")
    ]
    assert list(apostrophe_problems([("a", "dell'anno"), ("b", "l'asso")])) == []
    assert list(apostrophe_problems([("a", "it's 'quoted'")])) == []


def test_the_release_check_finds_no_mixed_apostrophes():
    assert not [p for p in check_catalogues().problems if "apostrophe" in p[1]]
