"""Start-up (dsl/_startup.py, dsl/grammar.py): the methods attrs writes for our classes are
compiled once and read back by the next process, and Lark's parse table is read state by state.
Neither may change what the compiler does: the classes behave the same (hash, eq, repr) and
a damaged cache file is ignored."""

from __future__ import annotations

import os
import re
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


# --------------------------------------------------------------------------------------------
# the building parser's own cache (dsl/parser_cache.py)

PARSER_PROBE = """
from dsl.grammar import load_building_parser
p = load_building_parser()
states = p.parser.parser.parser.parse_table.states
print(type(p).__name__, type(states._raw[0]).__name__)
"""

SET = 'ruleset smashup\ncard "Tin Cup": minion, power 1\n  Draw a card.\ncard "Brass Mug": minion, power 2\n  Drow a card.\n'


def _probe(code: str, cache: Path | str, **env: str) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k not in ("CARDTEXT_NO_PARSER_CACHE",)}
    e.update(CARDTEXT_CACHE_DIR=str(cache), **env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=e)


def test_the_parser_is_kept_in_the_cache_folder_and_read_back(tmp_path):
    first = _probe(PARSER_PROBE, tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stdout.split() == ["_LazyLark", "bytes"]          # states kept marshalled
    files = list(tmp_path.glob("parser-*.marshal"))
    assert len(files) == 1
    stamp = files[0].stat().st_mtime_ns
    again = _probe(PARSER_PROBE, tmp_path)
    assert again.stdout.split() == ["_LazyLark", "bytes"]
    assert files[0].stat().st_mtime_ns == stamp                    # read, not written again


def test_a_damaged_parser_cache_is_ignored_and_written_again(tmp_path):
    assert _probe(PARSER_PROBE, tmp_path).returncode == 0
    (cache,) = tmp_path.glob("parser-*.marshal")
    blob = bytearray(cache.read_bytes())
    blob[len(blob) // 2] ^= 0xFF
    cache.write_bytes(bytes(blob[: len(blob) - 10]))
    out = _probe(PARSER_PROBE, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["_LazyLark", "bytes"]
    assert cache.read_bytes() != bytes(blob[: len(blob) - 10])     # written whole again


def test_an_unwritable_cache_folder_is_no_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    out = _probe(PARSER_PROBE, blocker / "cardtext")
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["Lark", "dict"]          # made from Lark's cache, as before


def _check(cache: Path | str, cards: Path, **env: str) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k not in ("CARDTEXT_NO_PARSER_CACHE",)}
    e.update(CARDTEXT_CACHE_DIR=str(cache), **env)
    return subprocess.run([sys.executable, "-m", "dsl", "check", str(cards)], capture_output=True, text=True,
                          cwd=ROOT, env=e)


def test_check_says_the_same_with_and_without_the_parser_cache(tmp_path):
    cards = tmp_path / "cups.cards"
    cards.write_text(SET, encoding="utf-8")
    cache = tmp_path / "cache"
    runs = [_check(cache, cards), _check(cache, cards), _check(cache, cards, CARDTEXT_NO_PARSER_CACHE="1")]
    assert runs[0].returncode == 1 and "Drow" in runs[0].stdout + runs[0].stderr
    said = {(r.returncode, re.sub(r"\(\d+\.\d+ s\)", "(… s)", r.stdout), r.stderr) for r in runs}
    assert len(said) == 1, said          # (the summary's wall time aside)


IMPORTS_PROBE = """
import runpy, sys
sys.argv = ["cardtext", "check", "cardsets/smashup/clockwork.cards"]
try:
    runpy.run_module("dsl", run_name="__main__")
except SystemExit as exc:
    code = exc.code
print(code, *(name in sys.modules for name in ("multiprocessing", "importlib.resources")))
"""


def test_a_small_check_imports_neither_multiprocessing_nor_importlib_resources(tmp_path):
    out = _probe(IMPORTS_PROBE, tmp_path / "cache")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1].split() == ["0", "False", "False"]


def test_writing_a_parser_file_keeps_only_the_newest_few(tmp_path):
    """Each grammar (each version of cardtext) writes its own ~3 MB parser file: writing one
    removes all but the newest `KEEP`, and leaves other files of the folder alone."""
    import os

    from dsl import parser_cache as pc
    for i in range(pc.KEEP + 2):
        old = tmp_path / f"parser-{i:032x}.marshal"
        old.write_bytes(b"x")
        os.utime(old, (1000 + i, 1000 + i))
    (tmp_path / "notes.txt").write_text("mine")
    pc.write(str(tmp_path / "parser-new.marshal"), b"payload")
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(["notes.txt", "parser-new.marshal"]
                          + [f"parser-{i:032x}.marshal" for i in range(3, pc.KEEP + 2)])
    assert pc.read(str(tmp_path / "parser-new.marshal")) == b"payload"


def test_the_kept_rules_and_terminals_are_those_lark_reads_back():
    """The parser file keeps Lark's memo (rules, terminals) pickled as objects: read back, they
    are equal to what Lark's own `deserialize` makes of it, each rule with this process's hash,
    and a grammar symbol is one object however many rules name it."""
    from lark import Lark
    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    from lark.utils import SerializeMemoizer

    from dsl import parser_cache as pc

    toy = Lark('start: pair+\npair: WORD "=" NUMBER ";" | WORD ";"\n%import common.WORD\n%import common.NUMBER\n'
               '%ignore " "', parser="lalr")
    _, memo = toy.memo_serialize([TerminalDef, Rule])
    lark_made = SerializeMemoizer.deserialize(memo, {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    kept = pc._unpickled_memo(pc._pickled_memo(memo))
    assert kept.keys() == lark_made.keys()
    rules = [(kept[i], lark_made[i]) for i in kept if isinstance(lark_made[i], Rule)]
    assert len(rules) >= 3
    for ours, theirs in rules:
        assert type(ours) is Rule and ours == theirs and hash(ours) == hash(theirs)
        assert (ours.alias, ours.order, ours.options.keep_all_tokens, ours.options.expand1) == \
            (theirs.alias, theirs.order, theirs.options.keep_all_tokens, theirs.options.expand1)
        assert [(type(s), s.name, getattr(s, "filter_out", None)) for s in ours.expansion] == \
            [(type(s), s.name, getattr(s, "filter_out", None)) for s in theirs.expansion]
    terminals = [(kept[i], lark_made[i]) for i in kept if isinstance(lark_made[i], TerminalDef)]
    assert terminals and all((a.name, a.pattern, a.priority) == (b.name, b.pattern, b.priority) for a, b in terminals)
    words = {id(s) for ours, _ in rules for s in ours.expansion if s.name == "WORD"}
    assert len(words) == 1                      # one symbol, named by two rules


def test_a_parser_file_whose_memo_is_not_ours_is_not_read():
    from dsl import parser_cache as pc
    from dsl.lexer import ListLexer
    import marshal

    data = {"options": {}, "parser": {"lexer_conf": {}}}
    assert pc.decode(marshal.dumps({"data": data, "memo": b"not a pickle"}), ListLexer) is None
    assert pc.decode(marshal.dumps({"data": data, "memo": {"0": {"__type__": "Rule"}}}), ListLexer) is None


def test_vocabularies_of_one_keyword_table_split_it_once_and_share_nothing():
    """`Vocabulary` splits a keyword table into one-word keywords and multi-word idioms once
    (dsl/lexer.py `_keyword_parts`); each vocabulary still has dicts of its own, and another
    table is split again."""
    from dsl.lexer import Vocabulary, _keyword_parts

    table = {"draw": "DRAW", "instead of": "INSTEAD_OF", "and/or": "ANDOR", "in hand": "IN_HAND", "in": "IN"}
    a = Vocabulary(table, {}, ())
    assert _keyword_parts(table) is _keyword_parts(table)
    b = Vocabulary(table, {}, ())
    assert a.keywords == b.keywords and a.keywords is not b.keywords
    assert a.phrases == b.phrases and a.phrases is not b.phrases and a.phrases["in"] is not b.phrases["in"]
    assert set(a.keywords) == {"draw", "in"}
    assert a.phrases["instead"] == [(("instead", "of"), "INSTEAD_OF")]
    b.phrases["in"].clear()
    assert Vocabulary(table, {}, ()).phrases["in"] == [(("in", "hand"), "IN_HAND")]
    other = Vocabulary({"play": "PLAY", "play again": "PLAY_AGAIN"}, {}, ())
    assert set(other.keywords) == {"play"} and list(other.phrases) == ["play"]
