"""Translation: gettext catalogues per language and localised card display."""

from .cards import display_card, display_rank
from .catalogs import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    Translator,
    available_languages,
    check_language,
    locale_language,
    translation,
)
from .messages import alert_text, message_text

__all__ = [
    "LANGUAGES",
    "SOURCE_LANGUAGE",
    "Translator",
    "alert_text",
    "available_languages",
    "check_language",
    "display_card",
    "display_rank",
    "locale_language",
    "message_text",
    "translation",
]
