"""Draw the site's app icons: one SVG and the PNGs a phone asks for, from the same shapes.

Run it from the repository after changing a shape (the PNGs are committed beside it):

    python cuarenta_tutor/site/static/icons/draw.py

A card of the Cuarenta deck on the green of the app: a white card with a red diamond in the
middle and in two corners. The PNGs are rasterised here, with no imaging library (4 x 4
samples per pixel, written with ``zlib``), so that the drawing needs nothing but Python.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

FOLDER = Path(__file__).resolve().parent
GREEN = (0x2E, 0x6B, 0x3A)
WHITE = (0xFF, 0xFF, 0xFF)
RED = (0xC6, 0x28, 0x28)
SAMPLES = 4

Box = tuple[float, float, float, float, float]
"""A rounded rectangle on a 0..1 square: left, top, right, bottom, corner radius."""
Diamond = tuple[float, float, float, float]
"""A diamond on a 0..1 square: centre x, centre y, half width, half height."""


def shapes(maskable: bool) -> tuple[Box, Box, list[Diamond]]:
    """Return the background, the card and the diamonds (a maskable icon keeps to its middle)."""
    background: Box = (0, 0, 1, 1, 0 if maskable else 0.18)
    scale, middle = (0.62, 0.5) if maskable else (0.78, 0.5)
    half_w, half_h = 0.34 * scale, 0.46 * scale
    card: Box = (middle - half_w, middle - half_h, middle + half_w, middle + half_h, 0.05 * scale)
    left, top, right, bottom = card[:4]
    corner = 0.07 * scale
    diamonds = [
        (middle, middle, 0.17 * scale, 0.25 * scale),
        (left + 0.09 * scale, top + 0.11 * scale, corner * 0.6, corner),
        (right - 0.09 * scale, bottom - 0.11 * scale, corner * 0.6, corner),
    ]
    return background, card, diamonds


def in_box(x: float, y: float, box: Box) -> bool:
    """Whether the point lies in the rounded rectangle ``box``."""
    left, top, right, bottom, radius = box
    if not (left <= x <= right and top <= y <= bottom):
        return False
    dx = max(left + radius - x, 0.0, x - (right - radius))
    dy = max(top + radius - y, 0.0, y - (bottom - radius))
    return dx * dx + dy * dy <= radius * radius


def in_diamond(x: float, y: float, diamond: Diamond) -> bool:
    """Whether the point lies in ``diamond``."""
    cx, cy, half_w, half_h = diamond
    return abs(x - cx) / half_w + abs(y - cy) / half_h <= 1


def colour_at(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """Return the colour (RGBA) of the icon at a point of the 0..1 square."""
    background, card, diamonds = shapes(maskable)
    if any(in_diamond(x, y, diamond) for diamond in diamonds):
        return (*RED, 255)
    if in_box(x, y, card):
        return (*WHITE, 255)
    if in_box(x, y, background):
        return (*GREEN, 255)
    return (0, 0, 0, 0)


def rasterise(size: int, maskable: bool) -> bytes:
    """Return the PNG of the icon at ``size`` x ``size`` pixels."""
    rows = []
    step = 1 / (size * SAMPLES)
    for row in range(size):
        line = bytearray([0])  # filter: none
        for column in range(size):
            total = [0, 0, 0, 0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (column * SAMPLES + sx + 0.5) * step
                    y = (row * SAMPLES + sy + 0.5) * step
                    red, green, blue, alpha = colour_at(x, y, maskable)
                    total = [
                        total[0] + red * alpha,
                        total[1] + green * alpha,
                        total[2] + blue * alpha,
                        total[3] + alpha,
                    ]
            alpha = total[3]
            pixel = [round(total[i] / alpha) if alpha else 0 for i in range(3)]
            line += bytes([*pixel, round(alpha / SAMPLES**2)])
        rows.append(bytes(line))
    return png(size, b"".join(rows))


def png(size: int, raw: bytes) -> bytes:
    """Wrap filtered RGBA rows as a PNG file."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def svg(maskable: bool) -> str:
    """Return the icon as SVG (on a 512 x 512 view box)."""
    background, card, diamonds = shapes(maskable)

    def rect(box: Box, colour: tuple[int, int, int]) -> str:
        left, top, right, bottom, radius = (value * 512 for value in box)
        return (
            f'<rect x="{left:g}" y="{top:g}" width="{right - left:g}" height="{bottom - top:g}" '
            f'rx="{radius:g}" fill="#{bytes(colour).hex()}"/>'
        )

    def polygon(diamond: Diamond) -> str:
        cx, cy, half_w, half_h = (value * 512 for value in diamond)
        corners = ((cx, cy - half_h), (cx + half_w, cy), (cx, cy + half_h), (cx - half_w, cy))
        points = " ".join(f"{x:g},{y:g}" for x, y in corners)
        return f'<polygon points="{points}" fill="#{bytes(RED).hex()}"/>'

    parts = [rect(background, GREEN), rect(card, WHITE), *map(polygon, diamonds)]
    body = "".join(parts)
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">{body}</svg>\n'


ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),  # iOS rounds the corners itself: full bleed
}
"""The PNGs: file name → (size in pixels, maskable)."""


def main() -> None:
    """Write ``icon.svg`` and every PNG of :data:`ICONS` into this folder."""
    (FOLDER / "icon.svg").write_text(svg(False), encoding="utf-8")
    for name, (size, maskable) in ICONS.items():
        (FOLDER / name).write_bytes(rasterise(size, maskable))


if __name__ == "__main__":
    main()
