"""Shared test helpers: golden files (STYLE.md §14), markers, and a few card-file fixtures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Every run, CI's or a developer's, tries the same examples: the test command must not fail by
# luck on a fresh machine. `HYPOTHESIS_PROFILE=explore python -m pytest` searches new examples
# (what a developer does on purpose, reading what it finds).
settings.register_profile("fixed", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))

GOLDEN = Path(__file__).parent / "golden"

# A clean Smash Up set: every ability parses and every name resolves (exit 0).
GOOD_CARDS = """\
ruleset smashup

card "Lab Rat": minion (Scientist), power 2, faction "Gear Tinkers"
  You may draw a card.
  Ongoing: This minion has +1 power.

card "Zap": action
  Destroy a minion of power 2 or less.
"""

# Text that leaks from a crash; never allowed in any output.
TRACEBACK_MARKERS = ("Traceback (most recent call last)", "internal error", "I901", 'File "')


def pytest_addoption(parser):
    parser.addoption("--update-goldens", action="store_true", help="rewrite the golden files (tests/golden/, tests/constructs/) from actual output")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes more than a minute (deselect with -m 'not slow')")


@pytest.fixture
def golden(request):
    """golden(path, actual): compare with the stored file; write it when missing or on --update-goldens."""
    def check(path: Path, actual: str) -> None:
        path = GOLDEN / path if not Path(path).is_absolute() else Path(path)
        if request.config.getoption("--update-goldens") or not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(actual, encoding="utf-8", newline="\n")
            return
        assert actual == path.read_text(encoding="utf-8"), f"golden mismatch: {path} (rerun with --update-goldens and review the diff)"
    return check


@pytest.fixture
def run_cli(capsys, monkeypatch, tmp_path):
    """Run `cardtext ARGS` in-process with cwd=tmp_path; return (exit code, stdout, stderr).
    Fails on any traceback or internal-error text."""
    from dsl import cli

    monkeypatch.chdir(tmp_path)

    def run(*args: str | Path) -> tuple[int, str, str]:
        capsys.readouterr()
        rc = cli.main([str(a) for a in args])
        out, err = capsys.readouterr()
        markers = TRACEBACK_MARKERS[:1] if args and args[0] == "explain" else TRACEBACK_MARKERS   # `explain I901`
        for marker in markers:
            assert marker not in out + err, f"crash text {marker!r} in output:\n{out}\n{err}"
        return rc, out, err
    return run


@pytest.fixture
def write(tmp_path, monkeypatch):
    """write(name, text_or_bytes) -> the file's path relative to tmp_path, which becomes the cwd
    (so diagnostics read `name:line:col`). Text is written as UTF-8 exactly as given."""
    monkeypatch.chdir(tmp_path)

    def w(name: str, content: str | bytes) -> Path:
        p = Path(name)
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            content = content.encode("utf-8")
        p.write_bytes(content)
        return p
    return w


# ---------------------------------------------------------------- nothing left behind (issue 22)
# A full run once printed [100%] and never exited. Whatever a test leaves running (a process of
# a pool, a thread) is reported and ended when the session finishes, and should the interpreter
# still not exit, every thread's stack is printed and the process exits (status 3), bounded.
EXIT_GRACE_SECONDS = 120


def pytest_sessionfinish(session, exitstatus):
    import faulthandler
    import multiprocessing
    import sys
    import threading

    left = [p for p in multiprocessing.active_children()]
    threads = [t for t in threading.enumerate() if t is not threading.main_thread() and t.is_alive()
               and not t.daemon]
    if left or threads:
        sys.stderr.write("\nleft behind by the tests: "
                         + ", ".join([f"process {p.pid} ({p.name})" for p in left]
                                     + [f"thread {t.name}" for t in threads]) + "\n")
    for p in left:
        p.terminate()
        p.join(5)
    faulthandler.dump_traceback_later(EXIT_GRACE_SECONDS, exit=True)
