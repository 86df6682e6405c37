"""The browser app (the only package that imports ipywidgets)."""

from .app import TutorApp, launch

__all__ = ["TutorApp", "launch"]
