"""Pure drawing: cards and positions as SVG or text, in the learner's language (no widgets)."""

from .cards import card_label, card_svg

__all__ = ["card_label", "card_svg"]
