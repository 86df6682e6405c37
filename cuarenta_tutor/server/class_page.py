"""The teacher's live page of a class, served by ``cuarenta-tutor serve`` (see class_api)."""

from __future__ import annotations

TEACHER_PATH = "cuarenta-class"
"""The path, under the server's base URL, of the teachers' pages: ``cuarenta-class/CODE``."""
