"""The session controller: lesson progress, selection, hints and feedback codes (no widgets)."""
