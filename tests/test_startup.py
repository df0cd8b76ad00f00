"""Start-up (dsl/_startup.py, dsl/grammar.py): the methods attrs writes for our classes are
compiled once and read back by the next process, and Lark's parse table is read state by state.
Neither may change what the compiler does: the classes behave the same (hash, eq, repr) and
a damaged cache file is ignored."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import dsl, dsl._startup as s
from dsl.source import Span
from runtime.ruleset import Stat
a, b = Span(1, 2), Span(1, 2)
assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1 and repr(a) == "Span(start=1, end=2)"
assert Span.__hash__.__globals__["_cardtext_type_hash"] != 0
assert hash(Stat(name="power", minimum=0, maximum=9)) == hash(Stat(name="power", minimum=0, maximum=9))
print(s._NEW[0], len(s._USED), s.cache_file())
"""


def _run(prefix: Path, **env: str) -> list[str]:
    e = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "CARDTEXT_NO_ATTRS_CACHE")}
    e.update(PYTHONPYCACHEPREFIX=str(prefix), **env)
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=e)
    assert out.returncode == 0, out.stderr
    return out.stdout.split()


def test_attrs_methods_are_compiled_once_then_read_back(tmp_path):
    new, used, where = _run(tmp_path)
    assert new == "True" and int(used) > 50          # the first process compiles and writes them
    assert Path(where).is_file() and str(tmp_path) in where
    assert _run(tmp_path)[0] == "False"                # the next one compiles none of them


def test_a_damaged_cache_is_ignored_and_rewritten(tmp_path):
    where = Path(_run(tmp_path)[2])
    where.write_bytes(b"not marshal at all")
    assert _run(tmp_path)[0] == "True"
    assert _run(tmp_path)[0] == "False"


def test_no_cache_is_written_where_bytecode_may_not_be(tmp_path):
    where = Path(_run(tmp_path, PYTHONDONTWRITEBYTECODE="1")[2])
    assert not where.exists()


def test_the_parse_table_is_read_state_by_state():
    from dsl.grammar import load_building_parser

    table = load_building_parser().parser.parser.parser.parse_table
    states = table.states
    if type(states) is dict:         # pragma: no cover - built fresh (no Lark cache yet): all states
        return
    import dsl

    dsl.check_text('ruleset smashup\ncard "Tin Cup": minion, power 1\n  Draw a card.\n')
    assert 0 < len(states) < len(states._raw)        # only the states the parser entered
    whole = dict(states.__reduce__()[1][0])            # a copy holds every state, each as Lark builds it
    assert len(whole) == len(states._raw)
    assert all(whole[s] == states[s] for s in list(states))
