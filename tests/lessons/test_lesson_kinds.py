"""The lesson kinds the code knows are the ones the lesson files may name."""

from cuarenta_tutor.lessons.loader import schema
from cuarenta_tutor.lessons.model import LessonKind


def test_lesson_kind_is_the_schemas_kind_enum():
    named = schema()["properties"]["kind"]["enum"]
    assert len(named) == len(set(named))
    assert {kind.value for kind in LessonKind} == set(named)
