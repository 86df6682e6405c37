"""Compile the page's templates once per server, not once per page.

Voilà makes a new exporter, so a new Jinja environment, for every page it serves, and each
environment compiles the page template and the dozen it extends and includes from their
source again: measured with py-spy on ``cuarenta-tutor serve``, 0.35–0.45 s of the
server's single thread per page, before the page's first byte (30 pupils arriving at once
wait for each other's compilations). :func:`install` gives every exporter's environment
one shared :class:`CompiledTemplates`, Jinja's own hook for reusing compiled templates:
each template is compiled on its first page and reused while its source is unchanged (the
source's checksum is compared on every load, so an edited template is compiled again).
"""

from __future__ import annotations

from types import CodeType

from jinja2 import Environment
from jinja2.bccache import Bucket, BytecodeCache
from voila import notebook_renderer
from voila.exporter import VoilaExporter


class CompiledTemplates(BytecodeCache):
    """Compiled templates kept in memory, by name, source checksum and environment kind."""

    def __init__(self) -> None:
        self._codes: dict[tuple[bool, str], tuple[str, CodeType]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        """Give ``bucket`` the code compiled before from the same source, if any."""
        kept = self._codes.get((bucket.environment.is_async, bucket.key))
        if kept is not None and kept[0] == bucket.checksum:
            bucket.code = kept[1]

    def dump_bytecode(self, bucket: Bucket) -> None:
        """Keep the code just compiled into ``bucket``."""
        if bucket.code is not None:
            self._codes[(bucket.environment.is_async, bucket.key)] = (bucket.checksum, bucket.code)

    def __len__(self) -> int:
        return len(self._codes)


TEMPLATES = CompiledTemplates()
"""The server's one cache, shared by every page's exporter."""


class CachedVoilaExporter(VoilaExporter):  # type: ignore[misc]
    """Voilà's exporter, its environment sharing :data:`TEMPLATES`."""

    def _create_environment(self) -> Environment:
        environment: Environment = super()._create_environment()
        environment.bytecode_cache = TEMPLATES
        return environment


def install() -> None:
    """Make Voilà's page renderer build its exporters with the shared compiled templates.

    The renderer names its exporter class as a module global, with no setting to change it.
    """
    notebook_renderer.VoilaExporter = CachedVoilaExporter
