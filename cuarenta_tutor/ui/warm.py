"""What a kernel started ahead (``serve --ready-kernels``) runs before its page is asked for.

A page's kernel spends most of its start in imports and first loads: the app's modules,
the class database's library (SQLAlchemy), the course, every language's catalogue and
number formats. Done ahead, a page only builds its widgets. The pool
(:mod:`cuarenta_tutor.server.kernel_pool`) runs :func:`warm` in each kernel it starts.
"""

from __future__ import annotations

import importlib

from ..i18n import translation
from ..i18n.catalogs import LANGUAGES
from ..lessons.course import load_courses
from ..sentences.feedback import progress_limit

MODULES = (
    "cuarenta_tutor.ui.app",
    "cuarenta_tutor.ui.lesson",
    "cuarenta_tutor.ui.class_join",
    "cuarenta_tutor.classroom.store",
)
"""The modules every page of a class imports (a pupil's page, its lesson, its class)."""


def warm() -> None:
    """Import and load ahead what every page needs, in every language."""
    for name in MODULES:
        importlib.import_module(name)
    load_courses(validate=False)
    for lang in LANGUAGES:
        translation(lang)  # the catalogue, compiled and cached
        progress_limit(lang)  # babel's locale data, read on first use
