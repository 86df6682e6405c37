"""The test browser has no way out: what leaves the machine is blocked and recorded.

Every browser test's ``page.outside_requests == []`` proves the tutor works offline only if
a request that leaves the machine would be both stopped and seen. ``outside.test`` is a
server on this machine that the browser takes for one elsewhere (``OUTSIDE_HOST``): without
the browser's proxy the request would reach it.
"""

from __future__ import annotations

import http.server
import threading

import pytest
from support.servers import OUTSIDE_HOST

pytestmark = pytest.mark.slow

FETCH = """async (url) => {
  try { const answer = await fetch(url); return answer.ok ? "reached" : "refused"; }
  catch (error) { return "blocked"; }
}"""


class Open(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        body = b"reached"
        self.send_response(200)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def elsewhere():
    """A server on this machine, named as if it were elsewhere."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Open)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://{OUTSIDE_HOST}:{server.server_address[1]}/x.js"
    server.shutdown()


def test_a_request_leaving_the_machine_is_blocked_and_recorded(page, elsewhere):
    page.goto(f"{page.base}/voila/static/voila.js")
    assert page.evaluate(FETCH, elsewhere) == "blocked"
    assert page.outside_requests == [elsewhere]


def test_the_tutors_own_server_is_reached(page):
    page.goto(f"{page.base}/voila/static/voila.js")
    assert page.evaluate(FETCH, f"{page.base}/voila/static/voila.js") == "reached"
    assert page.outside_requests == []
