"""Lessons: the model, the YAML loader with its JSON Schema, and the engine-backed checker."""
