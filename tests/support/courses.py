"""What the course holds, worked out from the lesson files (never a number copied by hand)."""

from __future__ import annotations

from cuarenta_tutor.lessons.course import load_courses, select


def set_size(spec: str) -> int:
    """Return how many lessons an assignment ``?set=`` of ``spec`` opens."""
    return sum(len(course.lessons) for course in select(load_courses(validate=False), spec))
