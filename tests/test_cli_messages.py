"""Hostile command lines: one plain line on stderr, input shown escaped, status 2, no traceback.

Issue 11, item 8. The fuzz tests run ``cuarenta_tutor.cli.main`` in the test process with
random arguments and random position strings.
"""

import contextlib
import io
import signal
import socket
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cuarenta_tutor.cli import main
from cuarenta_tutor.cli.messages import printable
from cuarenta_tutor.engine.cards import NotationError, format_cards, shuffled_deck
from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.notation import KEYS, parse_position
from cuarenta_tutor.engine.rules import RulesetError
from cuarenta_tutor.engine.search import SearchLimitError, rank_plays

FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def run(argv):
    """Run the command in this process; return its status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def assert_one_plain_line(status, err):
    """A failed command: status 2, one line on stderr, no traceback, nothing unprintable."""
    assert status == 2, err
    assert err.endswith("\n"), repr(err)
    assert err.count("\n") == 1, repr(err)
    assert "Traceback" not in err
    assert all(char.isprintable() for char in err[:-1]), repr(err)


def full_deal_4p():
    """Return a 4-player position at the start of a deck: five cards each, 20 in the stock."""
    deck = shuffled_deck(1)
    hands = " / ".join(format_cards(deck[5 * i : 5 * i + 5]) for i in range(4))
    return f"hands: {hands}; stock: {format_cards(deck[20:])}"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "--position", "hands: 7s / 3h; declared: 7"], "one rank or - per player"),
        (["solve", "--position", "hands: 7s / 3h; declared: 7 - -"], "(2), not 3"),
        (["captures", "--play", "7s", "--score", "²-1"], "'²-1' is not a score"),
        (["captures", "--play", "7s", "--score", "٣-1"], "'٣-1' is not a score"),
        (["solve", "--position", "hands: 7s / 3h; score: ²-1"], "needs two whole numbers"),
        (["solve", "--position", "hands: 7s / 3h; turn: ١"], "must be a seat number"),
        (["solve", "--position", f"hands: 7s / 3h; score: {'1' * 5000}-1"], "two whole numbers"),
        (["captures", "--play", "7s\n\x1b[31mred"], r"'7s\n\x1b[31mred' is not a card"),
        (["captures", "--play", "\udcff7"], r"'\xff' is not a rank"),
        (["captures", "--play", "7s", "--rules", "qui\rto"], r"unknown ruleset 'qui\rto'"),
        (["captures", "--play"], "expected one argument"),
        (["captures", "--play", "7s", "--lang", "x\x1b[2Jx"], r"'x\x1b[2Jx'"),
        (["solve", "--position", "hands: 7s / 3h", "--max-seconds", "nan"], "--max-seconds"),
        (["worksheet", "--course", "03-the-run", "-o", "/"], "/: Is a directory"),
        (
            ["worksheet", "--course", "03-the-run", "-o", "/", "--lang", "de"],
            "/: das ist ein Ordner, keine Datei",
        ),
        (["serve", "--port", "99999", "--no-browser"], "--port must be a port number from 0"),
        (["site", "-o", "/tmp/x", "--serve", "--port", "-1"], "--port must be a port number"),
        (
            ["site", "-o", "/no/such/folder/site", "--lang", "fi"],
            "/no/such/folder/site: tiedostoa tai kansiota ei ole",
        ),
        # refused before minutes of mining, not after them
        (
            [
                "puzzles",
                "generate",
                "--rules",
                "quito",
                "--count",
                "1000",
                "-o",
                "/no/such/x.jsonl",
            ],
            "/no/such/x.jsonl: No such file or directory",
        ),
    ],
)
def test_bad_input_is_one_plain_line(argv, message):
    status, out, err = run(argv)
    assert_one_plain_line(status, err)
    assert message in err
    for leak in ("zip()", "int()", "codec", "Errno"):
        assert leak not in err
    assert out == ""


def test_a_seed_that_is_not_utf8_is_a_seed_like_any_other():
    done = subprocess.run(
        [sys.executable, "-m", "cuarenta_tutor.cli", "simulate", "--games", "1", "--seed", b"\xff"],
        capture_output=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert b"1 mesas" in done.stdout


# The child says "ready" from inside the running command (its simulation step is wrapped), so
# the interrupt lands where ``main_entry`` handles it, never in an import or the parser; it
# also says whether Python's own SIGINT handler is installed.
INTERRUPTED_CHILD = """
import signal, sys
from cuarenta_tutor.cli import main_entry
command = sys.modules["cuarenta_tutor.cli.simulate"]
simulate = command.simulate

def simulate_once_ready(*args, **kwargs):
    handler = signal.getsignal(signal.SIGINT)
    ready = handler is signal.default_int_handler
    print("ready" if ready else f"no KeyboardInterrupt: SIGINT handler {handler!r}", flush=True)
    return simulate(*args, **kwargs)

command.simulate = simulate_once_ready
sys.argv = ["cuarenta-tutor", "simulate", "--games", "1000000"]
main_entry()
"""


def as_in_a_terminal() -> None:
    """Give the child SIGINT's default action, as a terminal's foreground command has it.

    A command started in the background by a non-interactive shell inherits SIGINT ignored,
    and Python then installs no handler: Ctrl+C cannot reach such a command at all.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_ends_a_command_quietly_with_status_130():
    child = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED_CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=as_in_a_terminal,
    )
    try:
        line = child.stdout.readline()
        assert line == b"ready\n", (line, child.stderr.read() if child.poll() is not None else b"")
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 130
    assert b"Traceback" not in err
    assert b"KeyboardInterrupt" not in err
    assert len(err.splitlines()) <= 1


def test_solve_stops_at_its_time_limit_and_names_it():
    started = time.monotonic()
    status, _, err = run(["solve", "--position", full_deal_4p(), "--max-seconds", "1"])
    elapsed = time.monotonic() - started
    assert_one_plain_line(status, err)
    assert "time limit, 1 s (--max-seconds)" in err
    assert elapsed < 15, f"the 1 s limit took {elapsed:.1f} s"


def test_solve_has_a_time_limit_by_default():
    from cuarenta_tutor.cli import build_parser

    args = build_parser().parse_args(["solve", "--position", "hands: 7s / 3h"])
    assert args.max_seconds == 60


def test_the_engine_search_stops_at_its_time_limit():
    position = parse_position(full_deal_4p())
    started = time.monotonic()
    with pytest.raises(SearchLimitError, match=r"within 0\.5 s") as caught:
        rank_plays(position, "deal", time_limit=0.5)
    assert caught.value.limit == "seconds"
    assert time.monotonic() - started < 5


def test_printable_escapes_what_a_terminal_would_act_on():
    assert printable("7s\n\x1b[31m\t\x7f\u200e\u2028") == r"7s\n\x1b[31m\t\x7f\u200e\u2028"
    assert printable("\udcff") == r"\xff"
    assert printable("Bube ♠ caída – ١ ²") == "Bube ♠ caída – ١ ²"


# Position strings built from the notation's own pieces, so that many are nearly right.
NUMBERS = st.sampled_from(["0", "1", "38", "20", "-1", "²", "٣", "1" * 30, "", "1.5", "0x1"])
CARDS = st.sampled_from(
    ["7s", "3h", "Js", "Kd", "Ac", "5h", "2c", "*1", "*1=7", "9h", "10c", "7x", "7S", "Q"]
)
HOSTILE = st.text(
    alphabet=st.one_of(
        st.characters(codec="utf-8", categories=["Cc", "Cf", "Zl", "Zs", "Nd", "No", "Ll"]),
        st.characters(min_codepoint=0xDC80, max_codepoint=0xDCFF),  # bytes that are not UTF-8
    ),
    max_size=6,
)
VALUES = st.one_of(
    st.lists(CARDS, max_size=5).map(" ".join),
    st.lists(st.lists(CARDS, max_size=3).map(" ".join), min_size=1, max_size=5).map(" / ".join),
    st.tuples(NUMBERS, st.sampled_from(["-", " ", "/"]), NUMBERS).map("".join),
    NUMBERS,
    st.sampled_from(["quito", "pagat+jokers", "lima", "7 -", "- - - -", "J"]),
    HOSTILE,
)
FIELDS = st.tuples(st.one_of(st.sampled_from(KEYS), HOSTILE), VALUES).map(": ".join)
POSITIONS = st.one_of(
    st.lists(FIELDS, max_size=6).map("; ".join),
    st.lists(FIELDS, max_size=5).map(lambda fields: "; ".join(["hands: 7s 5d / 3h 4h", *fields])),
    st.text(max_size=40),
)


@FUZZ
@given(POSITIONS)
@example("hands: 7s / 3h; score: ²-1")
@example("hands: 7s / 3h; captured: ٣ 1")
@example(f"hands: 7s / 3h; dealer: {'1' * 5000}")
def test_the_position_notation_reads_or_says_why(text):
    try:
        position = parse_position(text)
    except (NotationError, RulesetError) as error:
        message = str(error)
        assert message
    else:
        assert isinstance(position, Position)


@FUZZ
@given(POSITIONS)
@example("hands: 7s / 3h; declared: 7")
@example("hands: 7s / 3h; table: 5h\x1b[2J")
def test_solve_on_any_position_string_is_a_listing_or_one_line(text):
    status, out, err = run(["solve", "--position", text, "--max-nodes", "20000"])
    if status == 0:
        assert err == ""
        assert out
    else:
        assert_one_plain_line(status, err)


ARGUMENT = st.one_of(
    HOSTILE, CARDS, VALUES, st.sampled_from(["--json", "--lang", "de", "--rules", "-h", "--x"])
)


def with_options(command, names, tail=()):
    """Return argument lists: ``command``, random options with random values, then ``tail``."""
    pairs = st.lists(st.tuples(st.sampled_from(names), st.one_of(ARGUMENT, POSITIONS)), max_size=6)
    loose = st.lists(ARGUMENT, max_size=3)
    return st.tuples(pairs, loose).map(
        lambda drawn: [command, *[x for pair in drawn[0] for x in pair], *drawn[1], *tail]
    )


COMMANDS = st.one_of(
    with_options("captures", ["--table", "--play", "--last", "--score", "--rules", "--lang"]),
    with_options(
        "solve",
        ["--position", "--criterion", "--seed", "--lang"],
        ("--max-nodes", "20000", "--samples", "2"),
    ),
    with_options("simulate", ["--seed", "--rules", "--strategy"], ("--games", "1")),
)


@FUZZ
@given(COMMANDS)
def test_any_command_line_succeeds_or_fails_in_one_plain_line(argv):
    status, _, err = run(argv)
    if status == 0:
        assert err == "", err
    else:
        assert_one_plain_line(status, err)


@FUZZ
@given(
    st.sampled_from(["--play", "--last", "--score", "--rules"]),
    HOSTILE.filter(lambda junk: not any(char.isspace() for char in junk)),
)
def test_control_characters_in_an_argument_are_never_echoed_raw(option, junk):
    argv = ["captures", "--play", "7s", option, f"7s{junk}\x1b[2J\n"]
    status, _, err = run(argv)
    assert_one_plain_line(status, err)
    assert r"\x1b[2j" in err.lower()  # a ruleset name is read in lower case


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "port {port} is already in use on this computer: choose another one with --port"),
        ("es", "el puerto {port} ya está en uso en esta computadora: elija otro con --port"),
    ],
)
def test_site_serve_on_a_port_in_use_names_the_port_and_the_way_out(tmp_path, lang, words):
    """It said only "Address already in use": which port, and what to do, were left out."""
    from cuarenta_tutor.site.build import MARKER, PAGE

    built = tmp_path / "_site"
    (built / PAGE).parent.mkdir(parents=True)
    (built / PAGE).write_text("<!doctype html>", encoding="utf-8")  # a former build: no rebuild
    (built / MARKER).write_text("", encoding="utf-8")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        argv = ["site", "-o", str(built), "--serve", "--no-browser", "--port", str(port)]
        status, out, err = run([*argv, "--lang", lang])
    assert status == 2
    assert out == ""
    assert err == f"cuarenta-tutor: error: {words.format(port=port)}\n"
