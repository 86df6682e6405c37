"""Hatch build hook: compile the gettext catalogues (locales/*.po → .mo) into every build."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileCatalogues(BuildHookInterface):  # type: ignore[misc]
    """Write a .mo beside each .po so that wheels and editable installs ship them."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Compile every catalogue before the files are collected."""
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in sorted(Path(self.root, "locales").glob("*/LC_MESSAGES/*.po")):
            with po.open("rb") as stream:
                catalog = read_po(stream)
            with po.with_suffix(".mo").open("wb") as out:
                write_mo(out, catalog)
