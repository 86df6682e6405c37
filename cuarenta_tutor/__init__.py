"""Cuarenta Tutor: learn Ecuador's national card game with an engine that checks every answer."""

__version__ = "0.1.0"
