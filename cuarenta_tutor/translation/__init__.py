"""Translator tooling: the Babel catalogue pipeline, quality checks, translated pages and lessons.

Used by ``cuarenta-tutor i18n`` and by the views that show translated pages; it reads the
lessons (to export and import their prose) and the glossary of :mod:`..i18n`.
"""
