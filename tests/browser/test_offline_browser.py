"""The browser the tests drive is off the network but for the loopback interface.

Every page of the suite must work offline: the browser is launched so that a request off
the loopback interface fails (``support.servers.OFFLINE_ARGS``), and ``block_outside``
records it for the test to assert on.
"""

from __future__ import annotations

from support.servers import block_outside

FETCH = "(url) => fetch(url, {mode: 'no-cors'}).then(() => 'answered', () => 'failed')"


def test_a_request_off_the_loopback_interface_fails_and_is_recorded(browser, server):
    context = browser.new_context()
    outside = block_outside(context, server)
    page = context.new_page()
    page.goto(f"{server}/voila/static/voila.js", wait_until="commit")
    away = ["https://pypi.org/simple/", "http://example.com/", "http://8.8.8.8/"]
    assert [page.evaluate(FETCH, url) for url in away] == ["failed"] * 3
    assert page.evaluate(FETCH, f"{server}/voila/static/voila.js") == "answered"
    assert page.evaluate(FETCH, "data:text/plain,x") == "answered"
    context.close()
    assert outside == away
