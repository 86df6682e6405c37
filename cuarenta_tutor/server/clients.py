"""Who is asking: the address a visitor's kernels are counted under (the fair share).

Voilà starts a page's kernel without telling the kernel manager who asked for it. The
pre-launch hook (``launch.prepare_page``) runs in the same request, just before the
kernel starts, and notes the visitor in :data:`CLIENT`; the classroom kernel manager
reads it there. A context variable keeps concurrent requests apart: each request runs
in its own asyncio task, with its own copy of the context.
"""

from __future__ import annotations

import ipaddress
from contextvars import ContextVar

CLIENT: ContextVar[str | None] = ContextVar("cuarenta_client", default=None)
"""The address of the visitor whose page is being rendered (``None`` outside a page)."""


def client_address(peer: str, forwarded_for: str | None = None) -> str:
    """Return the address a visitor's kernels are counted under.

    ``X-Forwarded-For`` is believed only from a loopback peer, that is, a reverse proxy
    on this machine, and then only its last entry: the address that proxy saw. Anyone
    else could forge it. Each IPv6 address counts on its own, not its /64 network: on a
    classroom network every device's address lies in the same /64.

    Args:
        peer: the address the connection comes from (tornado's ``remote_ip``).
        forwarded_for: the request's ``X-Forwarded-For`` header, if any.

    Examples:
        >>> client_address("192.168.1.20")
        '192.168.1.20'
        >>> client_address("127.0.0.1", "10.0.0.9, 192.168.1.20")
        '192.168.1.20'
        >>> client_address("192.168.1.20", "192.168.1.99")
        '192.168.1.20'
        >>> client_address("::ffff:192.168.1.20")
        '192.168.1.20'

    """
    address = _parse(peer)
    if address is None:
        return peer
    if address.is_loopback and forwarded_for:
        address = _parse(forwarded_for.rsplit(",", 1)[-1]) or address
    return str(address)


def _parse(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """Return ``text`` as an IP address (an IPv4-mapped one as IPv4), or ``None``."""
    try:
        address = ipaddress.ip_address(text.strip())
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address
