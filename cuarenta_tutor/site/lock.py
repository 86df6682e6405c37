"""Read ``lock.toml``: every version the static site ships."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

LOCK_FILE = Path(__file__).resolve().parent / "lock.toml"


@dataclass(frozen=True)
class Lock:
    """The pinned versions, by section of ``lock.toml``."""

    pyodide: str
    python: str
    build: dict[str, str]
    core: dict[str, str]
    kernel: dict[str, str]
    repacked: dict[str, str]
    extensions: dict[str, str]

    def pins(self, section: dict[str, str]) -> list[str]:
        """Return ``name==version`` requirements for one section."""
        return [f"{name}=={version}" for name, version in sorted(section.items())]


def read_lock(path: Path = LOCK_FILE) -> Lock:
    """Read the lock file (``lock.toml`` beside this module unless told otherwise)."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return Lock(
        pyodide=data["pyodide"]["npm"],
        python=data["pyodide"]["python"],
        build=data["build"],
        core=data["core"],
        kernel=data["kernel"],
        repacked=data["repacked"],
        extensions=data["extensions"],
    )
